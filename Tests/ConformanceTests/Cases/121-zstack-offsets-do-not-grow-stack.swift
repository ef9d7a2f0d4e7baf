// source: https://developer.apple.com/documentation/swiftui/zstack (six 100 x 100 rectangles, each offset 10 points more than the one below it)
// proposal: 393x852
// expect-size: 100,100   // derived
// expect: 0 = 0,0,100,100   // derived
// expect: 0.0 = 0,0,100,100   // derived
// expect: 0.0.0 = 0,0,100,100   // derived
// expect: 0.0.0.0 = 0,0,100,100   // derived
// expect: 0.0.2 = 0,0,100,100   // derived
// expect: 0.0.2.0 = 20,20,100,100   // derived
// expect: 0.0.5.0 = 50,50,100,100   // derived
// note: Offsets move what is drawn, not the layout: the stack stays 100 x 100 and each offset level keeps its slot.
ColorStack()

struct ColorStack: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        ZStack {
            ForEach(0..<colors.count, id: \.self) {
                Rectangle()
                    .fill(colors[$0])
                    .frame(width: 100, height: 100)
                    .offset(x: CGFloat($0) * 10.0, y: CGFloat($0) * 10.0)
            }
        }
    }
}
