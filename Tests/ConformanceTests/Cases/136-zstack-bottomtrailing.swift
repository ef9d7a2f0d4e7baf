// source: https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:) ("alignment: The guide for aligning the subviews in this stack on both the x- and y-axes")
// proposal: 393x852
// expect-size: 100,100   // derived
// expect: 0.0 = 0,0,100,100   // derived
// expect: 0.1 = 70,80,30,20   // derived
// note: The smaller view's bottom trailing corner meets the larger one's.
ZStack(alignment: .bottomTrailing) {
    Color.red.frame(width: 100, height: 100)
    Color.blue.frame(width: 30, height: 20)
}
