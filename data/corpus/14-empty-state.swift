import SwiftUI

struct EmptyStateView: View {
    let symbol: String
    let title: String
    let message: String
    let actionTitle: String?
    let action: (() -> Void)?

    init(symbol: String = "tray",
         title: String,
         message: String,
         actionTitle: String? = nil,
         action: (() -> Void)? = nil) {
        self.symbol = symbol
        self.title = title
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
    }

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .fill(Color.accentColor.opacity(0.1))
                    .frame(width: 120, height: 120)
                Image(systemName: symbol)
                    .font(.system(size: 48, weight: .regular))
                    .foregroundStyle(.tint)
            }

            VStack(spacing: 8) {
                Text(title)
                    .font(.title3.weight(.semibold))
                Text(message)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .frame(maxWidth: 280)

            if let actionTitle, let action {
                Button(actionTitle, action: action)
                    .buttonStyle(.borderedProminent)
                    .padding(.top, 8)
            }
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct InboxScreen: View {
    let messages: [String]

    var body: some View {
        NavigationView {
            Group {
                if messages.isEmpty {
                    EmptyStateView(symbol: "envelope.open",
                                   title: "Inbox Zero",
                                   message: "You're all caught up. New messages will show up here.",
                                   actionTitle: "Compose") {
                        print("compose")
                    }
                } else {
                    List(messages, id: \.self) { message in
                        Text(message)
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

#if DEBUG
#Preview {
    InboxScreen(messages: [])
}

#Preview("Dark") {
    EmptyStateView(symbol: "magnifyingglass",
                   title: "No Results",
                   message: "Try a different search term or check your spelling.")
        .preferredColorScheme(.dark)
}
#endif
