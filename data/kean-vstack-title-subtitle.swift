// render: --proposal 320x70
// kean.blog, "SwiftUI Layout System": a VStack centres its texts by default. Render it with
// --proposal 320x70, the article's preview layout.
struct ContentView: View {
    var body: some View {
        VStack() {
            Text("Title")
                .font(.headline)
            Text("Subtitle")
                .font(.subheadline)
        }
    }
}

#Preview {
    ContentView()
}
