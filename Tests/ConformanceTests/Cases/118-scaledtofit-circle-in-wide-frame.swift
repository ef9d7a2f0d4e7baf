// source: https://developer.apple.com/documentation/swiftui/view/scaledtofit() (a circle scaled to fit a 300 x 150 frame)
// proposal: 393x852
// expect-size: 300,150
// expect: 0 = 0,0,300,150
// expect: 0.0 = 75,0,150,150   // derived
// expect: 0.0.0 = 75,0,150,150   // derived
// note: scaledToFit() is aspectRatio(nil, contentMode: .fit): the ratio of the circle's ideal size (1:1), fitted in 300 x 150.
Circle()
    .fill(Color.pink)
    .scaledToFit()
    .frame(width: 300, height: 150)
