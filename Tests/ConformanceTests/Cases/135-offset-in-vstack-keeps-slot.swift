// source: https://developer.apple.com/documentation/swiftui/view/offset(x:y:) ("the original dimensions of the view are considered when calculating the layout" / offsetting changes where it draws, not its frame in its parent)
// proposal: 393x852
// expect-size: 50,100   // derived
// expect: 0.0 = 0,0,50,50   // derived
// expect: 0.0.0 = 20,10,50,50   // derived
// expect: 0.1 = 0,50,50,50   // derived
// note: The stack lays out the first view in its own place; only what it draws moves by (20, 10).
VStack(spacing: 0) {
    Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)
    Color.blue.frame(width: 50, height: 50)
}
