// source: https://developer.apple.com/documentation/swiftui/spacer ("A flexible space that expands along the major axis of its containing stack layout"); https://www.swiftuifieldguide.com/layout/spacer/
// proposal: 200x100
// expect-size: 200,20   // derived
// expect: 0.0 = 0,0,50,20   // derived
// expect: 0.1 = 50,10,100,0   // derived
// expect: 0.2 = 150,0,50,20   // derived
// note: The spacer takes the 100 the fixed views leave; the stack takes the proposed width. A spacer in a horizontal stack has no height.
HStack(spacing: 0) {
    Color.red.frame(width: 50, height: 20)
    Spacer(minLength: 0)
    Color.blue.frame(width: 50, height: 20)
}
