// source: https://github.com/fatbobman/MyPublishBlog/blob/8434914bbc3d8466d9993e946586da1d2182391e/Content/posts/layout-alignment.md (fatbobman, 'Alignment in SwiftUI'): a container none of whose subviews has an explicit text baseline answers its default, the bottom
// proposal: 393x852
// expect-size: 100,100   // derived
// expect: 0.0 = 0,0,50,100   // derived
// expect: 0.1 = 50,70,50,30   // derived
// note: The stack of two shapes has its last text baseline at its bottom (100), so the green view's bottom meets it.
HStack(alignment: .lastTextBaseline, spacing: 0) {
    VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50)
        Color.blue.frame(width: 50, height: 50)
    }
    Color.green.frame(width: 50, height: 30)
}
