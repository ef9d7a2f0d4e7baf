// source: https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) ("the size of the view it modifies"); https://www.swiftuifieldguide.com/layout/overlay-and-background/ (a background never changes the size of the view it is applied to)
// proposal: 393x852
// expect-size: 50,50   // derived
// expect: 0 = 0,0,50,50   // derived
// expect: 0.0 = 0,0,50,50   // derived
// expect: 0.1 = -25,-25,100,100   // derived
// note: The 100 x 100 background is centred on the 50 x 50 view and overflows it; the result stays 50 x 50.
Color.red
    .frame(width: 50, height: 50)
    .background {
        Color.blue.frame(width: 100, height: 100)
    }
