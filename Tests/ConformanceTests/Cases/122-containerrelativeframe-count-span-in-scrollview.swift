// source: https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:) (items in a horizontal scroll view, each two thirds of its width: count 3, span 2, spacing 10, aspect ratio 3:2)
// proposal: 393x852
// expect-size: 393,852   // derived
// expect: 0 = 0,0,393,852   // derived
// expect: 0.0 = 0,0,796,852   // derived
// expect: 0.0.0 = 0,339.7778,258.6667,172.4444   // derived
// expect: 0.0.1 = 268.6667,339.7778,258.6667,172.4444   // derived
// expect: 0.0.2 = 537.3333,339.7778,258.6667,172.4444   // derived
// note: Width = (393 - 10 x 2) / 3 x 2 + 10 x 1 = 258.67; the 3:2 ratio fitted in it gives 172.44 high. The scroll view takes
// note: the proposed width and, across its axis, its content's height (SwiftUI Field Guide, "Scroll View"); the content is a
// note: LazyHStack, which takes the height it is proposed (852) and centres its cards in it (WWDC20 "Stacks, Grids, and
// note: Outlines in SwiftUI"; skiptools/skip-ui issue 315 and pull 316, compared with iOS). Before, the stack was its cards' height.
ScrollView(.horizontal) {
    LazyHStack(spacing: 10.0) {
        ForEach(0..<3) { _ in
            Color.blue
                .aspectRatio(3.0 / 2.0, contentMode: .fit)
                .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10.0)
        }
    }
}
