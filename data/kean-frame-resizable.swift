// render: --proposal 200x140
// kean.blog, "SwiftUI Layout System": marked resizable, the image takes the 80x80 the frame
// proposes.
struct Frame: View {
    var body: some View {
        Image("swiftui")
            .resizable()
            .border(Color.red)
            .frame(width: 80, height: 80)
            .border(Color.blue)
    }
}

#Preview {
    Frame()
}
