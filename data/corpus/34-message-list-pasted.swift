import SwiftUI

// A chat list from a messaging app: the conversations come from a store declared elsewhere
// (`ChatStore.shared`), each row uses the app's `UnreadBadge` and formats dates with an
// extension of its own (`date.shortRelative`). `.listRowSeparatorTint` and the swipe actions
// do not change the layout.
struct ConversationList: View {
    @ObservedObject var store = ChatStore.shared

    var body: some View {
        List(store.conversations) { conversation in
            HStack(spacing: 12) {
                Circle()
                    .fill(conversation.color)
                    .frame(width: 44, height: 44)
                    .overlay(Text(conversation.initials).font(.headline).foregroundStyle(.white))
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(conversation.name).font(.headline).lineLimit(1)
                        Spacer()
                        Text(conversation.lastDate.shortRelative)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    HStack {
                        Text(conversation.lastMessage)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .lineLimit(2)
                        Spacer()
                        if conversation.unreadCount > 0 {
                            UnreadBadge(count: conversation.unreadCount)
                        }
                    }
                }
            }
            .swipeActions { Button("Archive") { store.archive(conversation) } }
        }
        .listStyle(.plain)
    }
}
