// source: Apple, ZStack and View.layoutPriority(_:) documentation; the SwiftUI Field Guide, "ZStack": the stack is sized by its highest-priority children, the others are proposed that size (derived)
// proposal: 200x200
// expect-size: 50,50
// expect: 0 = 0,0,50,50
// expect: 0.0 = 0,0,50,50
// expect: 0.0.0 = 0,0,50,50
// expect: 0.1 = -25,15,100,20
// expect: 0.2 = 0,0,50,50
// note: Only the red square has the highest priority, so the stack is 50x50. The blue bar (fixed 100x20) is
// note: centred on the same guides and overflows the stack by 25 on each side; the green colour, proposed the
// note: leaders' 50x50, takes it. Without the rule the stack would be the union, 100x50.
ZStack {
    Color.red.frame(width: 50, height: 50).layoutPriority(1)
    Color.blue.frame(width: 100, height: 20)
    Color.green
}
