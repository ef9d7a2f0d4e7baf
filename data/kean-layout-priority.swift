// render: --proposal 340x180
// kean.blog, "SwiftUI Layout System": raising a child's layout priority offers it all the space
// minus what the lower-priority children need at least. Compare with kean-hstack-texts.swift at
// --proposal 340x180.
struct ContentView: View {
    var body: some View {
        HStack(spacing: 10) {
            Image("swiftui")
                .resizable()
                .frame(width: 80, height: 80)
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit. Praesent et ipsum nulla. In nec nisl nunc. Nulla lectus sem, vulputate non dolor nec, tristique pulvinar felis.")
                .layoutPriority(1)
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
        }
    }
}

#Preview {
    ContentView()
}
