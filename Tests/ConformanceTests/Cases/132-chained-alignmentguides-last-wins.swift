// source: https://github.com/fatbobman/MyPublishBlog/blob/8434914bbc3d8466d9993e946586da1d2182391e/Content/posts/layout-alignment.md (fatbobman, 'Alignment in SwiftUI'): the second alignmentGuide reads the first's explicit value (33.33) and sets it again, to the centre (50)
// proposal: 393x852
// expect-size: 150,208   // derived
// expect: 0 = 0,0,150,208   // derived
// expect: 0.0 = 0,0,100,100   // derived
// expect: 0.1 = 50,108,100,100   // derived
// note: The first rectangle's leading guide is 50, the second's 0: aligned, the second starts 50 further right. Default spacing 8.
VStack(alignment: .leading) {
    Rectangle()
        .fill(Color.blue)
        .frame(width: 100, height: 100)
        .alignmentGuide(.leading) { d in d.width / 3 }
        .alignmentGuide(.leading) { d in d[HorizontalAlignment.center] }
    Rectangle()
        .fill(Color.blue)
        .frame(width: 100, height: 100)
}
