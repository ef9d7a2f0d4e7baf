// render: --proposal 200x140
// kean.blog, "SwiftUI Layout System": the root proposes the whole screen to ContentView, which
// is layout-neutral; Text takes only what it needs and the root centres it.
struct ContentView: View {
    var body: some View {
        Text("Hello World")
    }
}

#Preview {
    ContentView()
}
