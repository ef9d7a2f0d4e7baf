// render: --proposal 200x140
// render: --proposal 140x140
// kean.blog, "SwiftUI Layout System": two 80x80 images in an HStack with spacing 10 make a
// 170x80 stack whatever it is proposed (the article's previews: 200x140 and 140x140). The
// 60x60 data/swiftui.png is made 80x80 with resizable() and a frame, which answers 80x80 to
// every proposal as the article's image does.
struct ContentView: View {
    var body: some View {
        HStack(spacing: 10) {
            Image("swiftui")
                .resizable()
                .frame(width: 80, height: 80)
            Image("swiftui")
                .resizable()
                .frame(width: 80, height: 80)
        }
    }
}

#Preview {
    ContentView()
}
