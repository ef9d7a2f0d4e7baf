// render: --proposal 200x140
// kean.blog, "SwiftUI Layout System": a frame is a view. The 80x80 frame proposes 80x80 to a
// 60x60 image that is not resizable; the image stays 60x60, centred in the frame.
struct Frame: View {
    var body: some View {
        Image("swiftui")
            .border(Color.red)
            .frame(width: 80, height: 80)
            .border(Color.blue)
    }
}

#Preview {
    Frame()
}
