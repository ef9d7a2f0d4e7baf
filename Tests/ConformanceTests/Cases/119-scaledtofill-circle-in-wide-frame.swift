// source: https://developer.apple.com/documentation/swiftui/view/scaledtofill() (a circle scaled to fill a 300 x 150 frame)
// proposal: 393x852
// expect-size: 300,150
// expect: 0 = 0,0,300,150
// expect: 0.0 = 0,-75,300,300   // derived
// expect: 0.0.0 = 0,-75,300,300   // derived
// note: Filling 300 x 150 with a 1:1 ratio gives 300 x 300, centred by the frame (it overflows it above and below).
Circle()
    .fill(Color.pink)
    .scaledToFill()
    .frame(width: 300, height: 150)
