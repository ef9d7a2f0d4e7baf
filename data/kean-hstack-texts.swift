// render: --proposal 230x120
// render: --proposal 340x180
// kean.blog, "SwiftUI Layout System": an image and two texts in an HStack(spacing: 10).
// Render it with --proposal 230x120 and --proposal 340x180, the article's two previews: at 230
// the image (80 wide, the least flexible) is proposed 70 and takes 80, then each text is
// proposed 65; at 340 the second text fits and the first gets the rest.
struct ContentView: View {
    var body: some View {
        HStack(spacing: 10) {
            Image("swiftui")
                .resizable()
                .frame(width: 80, height: 80)
                .border(Color.red)
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit. Praesent et ipsum nulla. In nec nisl nunc. Nulla lectus sem, vulputate non dolor nec, tristique pulvinar felis.")
                .border(Color.green)
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
                .border(Color.blue)
        }
    }
}

#Preview {
    ContentView()
}
