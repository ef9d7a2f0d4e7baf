import SwiftUI

enum Sender {
    case me
    case contact(name: String)
}

struct Message: Identifiable {
    let id = UUID()
    let text: String
    let sender: Sender
    let sentAt: Date

    var isFromMe: Bool {
        if case .me = sender { return true }
        return false
    }
}

extension Message {
    static let samples: [Message] = [
        Message(text: "Hey! Are we still on for lunch?", sender: .contact(name: "Sam"), sentAt: Date().addingTimeInterval(-3_600)),
        Message(text: "Yes! 12:30 at the usual place?", sender: .me, sentAt: Date().addingTimeInterval(-3_300)),
        Message(text: "Perfect. I'll grab a table by the window.", sender: .contact(name: "Sam"), sentAt: Date().addingTimeInterval(-3_000)),
        Message(text: "See you there 👋", sender: .me, sentAt: Date().addingTimeInterval(-2_900)),
        Message(text: "Running five minutes late, sorry!", sender: .contact(name: "Sam"), sentAt: Date().addingTimeInterval(-600)),
    ]
}

struct BubbleShape: Shape {
    var isFromMe: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: 18, height: 18))
        let tipX = isFromMe ? rect.maxX + 6 : rect.minX - 6
        let baseX = isFromMe ? rect.maxX - 14 : rect.minX + 14
        let edgeX = isFromMe ? rect.maxX : rect.minX
        path.move(to: CGPoint(x: baseX, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: tipX, y: rect.maxY), control: CGPoint(x: edgeX, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: edgeX, y: rect.maxY - 16), control: CGPoint(x: edgeX, y: rect.maxY - 4))
        path.closeSubpath()
        return path
    }
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isFromMe { Spacer(minLength: 48) }
            VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 4) {
                Text(message.text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .foregroundColor(message.isFromMe ? .white : .primary)
                    .background(BubbleShape(isFromMe: message.isFromMe)
                        .fill(message.isFromMe ? Color.blue : Color.gray.opacity(0.2)))
                Text(message.sentAt.formatted(date: .omitted, time: .shortened))
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            if !message.isFromMe { Spacer(minLength: 48) }
        }
    }
}

struct ChatView: View {
    let contactName: String
    let messages: [Message]
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    Text(messages.first?.sentAt.formatted(date: .abbreviated, time: .omitted) ?? "")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                    ForEach(messages) { message in
                        MessageBubble(message: message)
                    }
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    TextField("Message", text: $draft)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .overlay(Capsule().stroke(Color.gray.opacity(0.4)))
                    Button {
                        draft = ""
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                .padding()
                .background(.bar)
            }
            .navigationTitle(contactName)
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
        }
    }
}

#Preview {
    ChatView(contactName: "Sam", messages: Message.samples)
}
