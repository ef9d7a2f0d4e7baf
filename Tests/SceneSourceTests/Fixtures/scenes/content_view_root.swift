struct ContentView: View {
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.gray
                .frame(width: 100, height: 60)
            Text("Hi")
                .font(.system(size: 10, weight: .bold))
                .padding(EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4))
                .overlay(alignment: .topTrailing) {
                    Circle()
                        .fill(.red)
                        .frame(width: 6, height: 6)
                        .offset(x: 3, y: -3)
                }
                .border(Color.black, width: 0.5)
        }
        .environment(\.layoutDirection, .rightToLeft)
    }
}
