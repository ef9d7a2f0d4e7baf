// source: https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) ("layers the views that you specify in front of this view"; the overlay is proposed the size of the view it modifies); https://www.swiftuifieldguide.com/layout/overlay-and-background/
// proposal: 393x852
// expect-size: 100,50   // derived
// expect: 0 = 0,0,100,50   // derived
// expect: 0.0 = 0,0,100,50   // derived
// expect: 0.1 = 80,0,20,20   // derived
// note: The overlay takes the base's size; its content sits in the top trailing corner.
Color.red
    .frame(width: 100, height: 50)
    .overlay(alignment: .topTrailing) {
        Color.blue.frame(width: 20, height: 20)
    }
