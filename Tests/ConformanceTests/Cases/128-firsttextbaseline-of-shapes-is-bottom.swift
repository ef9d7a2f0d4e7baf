// source: https://github.com/fatbobman/MyPublishBlog/blob/8434914bbc3d8466d9993e946586da1d2182391e/Content/posts/layout-alignment.md (fatbobman, 'Alignment in SwiftUI', EN: https://fatbobman.com/en/posts/layout-alignment/): "a view without text: firstTextBaseline and lastTextBaseline are its bottom"
// proposal: 393x852
// expect-size: 80,50   // derived
// expect: 0.0 = 0,0,50,50   // derived
// expect: 0.1 = 50,20,30,30   // derived
// note: Aligned by their first text baselines, two shapes are aligned by their bottoms.
HStack(alignment: .firstTextBaseline, spacing: 0) {
    Color.red.frame(width: 50, height: 50)
    Color.green.frame(width: 30, height: 30)
}
