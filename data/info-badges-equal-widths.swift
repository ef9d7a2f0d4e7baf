// render: --proposal 393x300
// Swift by Sundell, "A guide to the SwiftUI layout system - Part 2", third state of the info
// badges: each Text takes .frame(maxWidth: .infinity), so every badge is infinitely flexible
// and the HStack divides its width evenly between the three.
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
                .frame(maxWidth: .infinity)
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
