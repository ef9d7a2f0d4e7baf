// render: --device "iPhone 15"
// render: --device "iPhone 15 (landscape)"
// kean.blog, "SwiftUI Layout System", Safe Area: the root proposes the screen minus the safe
// area insets and centres its child there. `edgesIgnoringSafeArea(.all)` lets a view grow over
// the status bar and the home indicator, but only where it reaches the safe area's edge: the
// yellow colour does and fills the screen; the text in the middle does not and stays put.
struct ContentView: View {
    var body: some View {
        ZStack {
            Color.yellow
                .edgesIgnoringSafeArea(.all)
            Text("Hello World")
                .edgesIgnoringSafeArea(.all)
        }
    }
}

#Preview {
    ContentView()
}
