// render: --proposal 393x300
// Swift by Sundell, "A guide to the SwiftUI layout system - Part 2", first state of the info
// badges: each icon is resizable in a 25 x 25 frame, so the symbols are stretched to squares,
// and each badge is as wide as its text, so the row is uneven.
// The article's ContentView also holds the EventHeader of part one above a Spacer; only the
// row of badges, padded as in ContentView, is drawn here.
struct EventInfoBadge: View {
    var iconName: String
    var text: String

    var body: some View {
        VStack {
            Image(systemName: iconName)
                .resizable()
                .frame(width: 25, height: 25)
            Text(text)
        }
    }
}

struct ContentView: View {
    var body: some View {
        HStack {
            EventInfoBadge(
                iconName: "video.circle.fill",
                text: "Video call available"
            )
            EventInfoBadge(
                iconName: "doc.text.fill",
                text: "Files are attached"
            )
            EventInfoBadge(
                iconName: "person.crop.circle.badge.plus",
                text: "Invites allowed"
            )
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
