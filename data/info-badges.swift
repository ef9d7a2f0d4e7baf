// render: --proposal 393x300
// Swift by Sundell, "A guide to the SwiftUI layout system - Part 2": the finished info badges
// (centred text, padding, a secondary background with rounded corners) in their own
// EventInfoList, before the article syncs their heights. Earlier states:
// info-badges-stretched.swift, info-badges-aspect-fit.swift, info-badges-equal-widths.swift;
// with a longer text: info-badges-uneven-heights.swift.
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
                text: "Invites enabled"
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
