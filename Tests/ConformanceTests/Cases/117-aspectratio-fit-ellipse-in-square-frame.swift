// source: https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow (the ellipse example: ratio 0.75, .fit, in a 200 x 200 frame)
// proposal: 300x300
// expect-size: 200,200
// expect: 0 = 0,0,200,200
// expect: 0.0 = 25,0,150,200   // derived
// expect: 0.0.0 = 25,0,150,200   // derived
// note: Fitting a 0.75 (width : height) ratio in the 200 x 200 proposal gives 150 x 200, centred by the frame.
Ellipse()
    .fill(Color.purple)
    .aspectRatio(0.75, contentMode: .fit)
    .frame(width: 200, height: 200)
