// source: https://developer.apple.com/documentation/swiftui/view/position(x:y:) ("Positions the center of this view at the specified coordinates in its parent's coordinate space"); https://www.swiftuifieldguide.com/layout/position/ (the position modifier becomes the proposed size)
// proposal: 300x300
// expect-size: 300,300   // derived
// expect: 0 = 0,0,300,300   // derived
// expect: 0.0 = 75,75,50,50   // derived
// expect: 0.0.0 = 75,75,50,50   // derived
// note: The view is centred at (100, 100) of the 300 x 300 the modifier takes.
Color.red
    .frame(width: 50, height: 50)
    .position(x: 100, y: 100)
