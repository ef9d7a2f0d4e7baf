// render: --proposal 393x300
// Swift by Sundell, "A guide to the SwiftUI layout system - Part 2": with a longer third text
// the badges get different heights, the problem the article then solves with preferences
// (HeightSyncedRow, not reproduced here until the engine has preferences and @State).
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
                .multilineTextAlignment(.center)
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 5)
        .background(Color.secondary)
        .cornerRadius(10)
    }
}

struct EventInfoList: View {
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
                text: "Invites enabled, 5 people maximum"
            )
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            EventInfoList()
        }.padding()
    }
}

#Preview {
    ContentView()
}
