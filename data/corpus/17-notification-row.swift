import SwiftUI

struct AppNotification: Identifiable {
    enum Kind {
        case mention(user: String, excerpt: String)
        case like(user: String, count: Int)
        case follow(user: String)
        case system(message: String)
    }

    let id = UUID()
    let kind: Kind
    let date: Date
    var isRead: Bool
}

extension AppNotification {
    static let samples: [AppNotification] = [
        AppNotification(kind: .mention(user: "lena", excerpt: "@maya this layout bug is wild, take a look"),
                        date: Date().addingTimeInterval(-120), isRead: false),
        AppNotification(kind: .like(user: "omar", count: 14), date: Date().addingTimeInterval(-3_400), isRead: false),
        AppNotification(kind: .follow(user: "priya.codes"), date: Date().addingTimeInterval(-18_000), isRead: true),
        AppNotification(kind: .system(message: "Your export is ready to download."),
                        date: Date().addingTimeInterval(-90_000), isRead: true),
    ]
}

extension VerticalAlignment {
    /// Lines icons and the unread dot up with the middle of the first line of text.
    enum FirstLineCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let firstLineCenter = VerticalAlignment(FirstLineCenter.self)
}

struct NotificationRow: View {
    let notification: AppNotification
    @ScaledMetric private var iconSize: CGFloat = 40

    var body: some View {
        HStack(alignment: .firstLineCenter, spacing: 12) {
            icon
                .frame(width: iconSize, height: iconSize)
                .background(tint.opacity(0.15), in: Circle())

            VStack(alignment: .leading, spacing: 4) {
                switch notification.kind {
                case let .mention(user, excerpt):
                    Text("**\(user)** mentioned you")
                    Text(excerpt)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                case let .like(user, count):
                    Text("**\(user)** and \(count - 1) others liked your post")
                case .follow(let user):
                    Text("**\(user)** started following you")
                case .system(let message):
                    Text(message)
                }
                Text(notification.date, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.tertiary)
            }
            .font(.subheadline)
            .alignmentGuide(.firstLineCenter) { d in d[.firstTextBaseline] - 5 }

            Spacer(minLength: 0)

            if !notification.isRead {
                Circle()
                    .fill(Color.blue)
                    .frame(width: 8, height: 8)
            }
        }
        .padding(.vertical, 4)
    }

    private var tint: Color {
        switch notification.kind {
        case .mention: return .blue
        case .like: return .pink
        case .follow: return .green
        case .system: return .gray
        }
    }

    @ViewBuilder
    private var icon: some View {
        switch notification.kind {
        case .mention:
            Image(systemName: "at").foregroundStyle(tint)
        case .like:
            Image(systemName: "heart.fill").foregroundStyle(tint)
        case .follow:
            Image(systemName: "person.badge.plus").foregroundStyle(tint)
        case .system:
            Image(systemName: "gearshape.fill").foregroundStyle(tint)
        }
    }
}

struct NotificationsView: View {
    @State private var notifications = AppNotification.samples

    private var unreadCount: Int { notifications.filter { !$0.isRead }.count }

    var body: some View {
        NavigationStack {
            List {
                ForEach(notifications) { notification in
                    NotificationRow(notification: notification)
                }
            }
            .listStyle(.plain)
            .navigationTitle(unreadCount > 0 ? "Notifications (\(unreadCount))" : "Notifications")
            .toolbar {
                Button("Mark All Read") {
                    for index in notifications.indices {
                        notifications[index].isRead = true
                    }
                }
                .disabled(unreadCount == 0)
            }
        }
    }
}

#Preview {
    NotificationsView()
}
