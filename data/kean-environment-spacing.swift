// render: --proposal 200x140
// kean.blog, "SwiftUI Layout System": a view reads the environment and sets its spacing from
// the text size (20 at the default size, 10 otherwise).
struct ContentView: View {
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        // This is just an example.
        HStack(spacing: sizeCategory == .large ? 20 : 10) {
            Image("swiftui")
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
        }
    }
}

#Preview {
    ContentView()
}
