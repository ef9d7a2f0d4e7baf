import LayoutEngine
import Testing

/// The Dynamic Type table (Apple's iOS text styles) as the fonts read it: spot values from
/// Apple's published table, one per style, across the sizes.
@Suite("Dynamic Type table")
struct DynamicTypeTableTests {
    @Test("Point sizes are Apple's, by style and size")
    func pointSizes() {
        let expected: [(Font.TextStyle, DynamicTypeSize, Double)] = [
            (.largeTitle, .xSmall, 31), (.largeTitle, .accessibility5, 60), (.title, .large, 28),
            (.title2, .xLarge, 24), (.title3, .accessibility1, 31), (.headline, .large, 17),
            (.body, .large, 17), (.body, .xxxLarge, 23), (.callout, .medium, 15),
            (.subheadline, .accessibility2, 30), (.footnote, .small, 12), (.footnote, .xLarge, 15),
            (.caption, .accessibility3, 32), (.caption2, .accessibility5, 40),
        ]
        for (style, size, points) in expected {
            #expect(style.pointSize(at: size) == points, "\(style) at \(size.name)")
        }
    }

    @Test("Line heights are Apple's default leading at the large size, scaled with the point size")
    func lineHeights() {
        #expect(Font.TextStyle.body.lineHeight(at: .large) == 22)
        #expect(Font.TextStyle.largeTitle.lineHeight(at: .large) == 41)
        #expect(Font.TextStyle.caption2.lineHeight(at: .large) == 13)
        #expect(Font.TextStyle.body.lineHeight(at: .accessibility5) == 22.0 * 53 / 17)
    }
}
