// source: SwiftUI Field Guide, "Scroll View": along its scroll axis a scroll view takes the proposed size; across it, it becomes the size of its content (derived)
// proposal: 300x400
// expect-size: 300,400
// expect: 0 = 0,0,300,400
// expect: 0.0 = 0,0,300,60
// expect: 0.0.0 = 0,0,410,60
// expect: 0.1 = 0,60,300,340
// expect: 0.1.0 = 0,60,50,340
// expect: 0.1.0.0 = 0,60,50,500
// expect: 0.1.1 = 50,60,250,340
// note: A horizontal carousel is as tall as its cards (60), not half of the stack's height, and sits at the top;
// note: the row below takes what is left (340). The vertical scroll view in it is as wide as its content (50)
// note: and as tall as proposed; its content starts at its top and runs past its bottom.
VStack(spacing: 0) {
    ScrollView(.horizontal) {
        HStack(spacing: 10) {
            Color.red.frame(width: 200, height: 60)
            Color.blue.frame(width: 200, height: 60)
        }
    }
    HStack(spacing: 0) {
        ScrollView {
            Color.red.frame(width: 50, height: 500)
        }
        Color.blue
    }
}
