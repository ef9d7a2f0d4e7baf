// render: --proposal 393x300
// Swift by Sundell, "A guide to the SwiftUI layout system - Part 2", second state of the info
// badges: .aspectRatio(contentMode: .fit) fits each resizable symbol into its 25 x 25 frame at
// its own ratio; the badges are still as wide as their texts.
struct EventInfoBadge: View {
    var iconName: String
    var text: String

    var body: some View {
        VStack {
            Image(systemName: iconName)
                .resizable()
                .aspectRatio(contentMode: .fit)
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
