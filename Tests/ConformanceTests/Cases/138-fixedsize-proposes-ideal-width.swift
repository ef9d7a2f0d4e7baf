// source: https://www.swiftuifieldguide.com/layout/ideal-size/ (fixedSize proposes nil; a flexible frame answers its idealWidth); https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
// proposal: 393x852
// expect-size: 120,20   // derived
// expect: 0 = 0,0,120,20   // derived
// expect: 0.0 = 0,0,120,20   // derived
// note: Only the width is fixed: the frame is proposed nil across and answers its ideal 120; the height is the fixed 20.
Color.red
    .frame(minWidth: 50, idealWidth: 120, maxWidth: 300)
    .frame(height: 20)
    .fixedSize(horizontal: true, vertical: false)
