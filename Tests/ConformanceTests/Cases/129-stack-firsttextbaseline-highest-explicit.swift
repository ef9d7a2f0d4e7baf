// source: https://github.com/fatbobman/MyPublishBlog/blob/8434914bbc3d8466d9993e946586da1d2182391e/Content/posts/layout-alignment.md (fatbobman, 'Alignment in SwiftUI'): "a container's firstTextBaseline is the highest of its subviews' explicit (non-nil) firstTextBaseline values, else its default (usually the bottom)"
// proposal: 393x852
// expect-size: 100,120   // derived
// expect: 0 = 0,0,100,120   // derived
// expect: 0.0 = 0,20,50,100   // derived
// expect: 0.0.0 = 0,20,50,50   // derived
// expect: 0.0.1 = 0,70,50,50   // derived
// expect: 0.1 = 50,0,50,30   // derived
// note: The stack's explicit values are 10 and 50 + 20 = 70; the highest, 10, meets the green view's bottom (30), so the stack
// note: sits 20 lower than the green view.
HStack(alignment: .firstTextBaseline, spacing: 0) {
    VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).alignmentGuide(.firstTextBaseline) { _ in 10 }
        Color.blue.frame(width: 50, height: 50).alignmentGuide(.firstTextBaseline) { _ in 20 }
    }
    Color.green.frame(width: 50, height: 30)
}
