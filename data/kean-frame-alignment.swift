// render: --proposal 200x140
// kean.blog, "SwiftUI Layout System": the frame's alignment puts the 60x60 image in its
// top-leading corner.
struct Frame: View {
    var body: some View {
        Image("swiftui")
            .border(Color.red)
            .frame(width: 80, height: 80,
                   alignment: .topLeading)
            .border(Color.blue)
    }
}

#Preview {
    Frame()
}
