// source: Apple, Divider documentation: "When contained in a stack, the divider extends across the minor axis of the stack, or horizontally when not in a stack" (derived)
// proposal: 200x100
// expect-size: 61,32
// expect: 0 = 0,0,61,32
// expect: 0.0 = 0,1,30,30
// expect: 0.1 = 30,0,1,32
// expect: 0.1.0 = 30,0,1,32
// expect: 0.2 = 31,1,30,30
// note: The divider's stack orientation comes from the HStack through the .frame modifier: a vertical line
// note: one point wide (DividerMetrics, iOS) and as tall as the frame, 32. Spacing 0, so the stack is
// note: 30 + 1 + 30 = 61 wide and 32 tall (frames are in the root's space); the squares are centred vertically in 32.
HStack(spacing: 0) {
    Color.red.frame(width: 30, height: 30)
    Divider().frame(height: 32)
    Color.blue.frame(width: 30, height: 30)
}
