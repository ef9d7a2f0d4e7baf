// render: --proposal 200x140
// kean.blog, "SwiftUI Layout System": a 40x80 frame around a 60x60 image. The child chooses its
// size: the image overflows the frame's width.
struct Frame: View {
    var body: some View {
        Image("swiftui")
            .border(Color.red)
            .frame(width: 40, height: 80)
            .border(Color.blue)
    }
}

#Preview {
    Frame()
}
