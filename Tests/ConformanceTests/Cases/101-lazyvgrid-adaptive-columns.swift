// source: https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/adaptive(minimum:maximum:) ; measured example W=300, minimum 50, spacing 8 -> 5 columns of 53.6 (juejin.cn/post/7083356120147820552, see Documentation/ios-system-metrics.md, "Stacks and grids")
// proposal: 300x100
// expect-size: 300,48
// expect: 0 = 0,0,300,48
// expect: 0.0 = 0,0,53.6,20
// expect: 0.1 = 61.6,0,53.6,20
// expect: 0.4 = 246.4,0,53.6,20
// expect: 0.5 = 0,28,53.6,20
// note: n = floor((300 + 8) / (50 + 8)) = 5 tracks of (300 - 4 * 8) / 5 = 53.6; the sixth cell starts a second row 8 below the first.
LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 8)], spacing: 8) {
    ForEach(0..<6) { _ in
        Color.red.frame(height: 20)
    }
}
