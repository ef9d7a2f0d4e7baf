import LayoutEngine
import Testing

@Suite("Deep and wide trees")
struct DepthTests {
    @Test("A tree nested 10,000 levels deep lays out on a large stack")
    func tenThousandLevels() throws {
        let result = try onLargeStack { () -> LayoutResult in
            var node = ViewNode.color().frame(width: 5, height: 5)
            for index in 0..<10_000 { node = index % 2 == 0 ? .vStack([node]) : node.padding(0) }
            return try layout(node, 393, 852)
        }
        #expect(result.size == Size(width: 5, height: 5))
        #expect(result.views.count == 10_002)
    }

    @Test("A tree deeper than the engine's limit is refused with an error, not a crash")
    func tooDeepIsAnError() throws {
        // Built and released on the large stack: releasing a 50,000-deep chain recurses too.
        let refused = try onLargeStack { () -> Bool in
            var node = ViewNode.color()
            for _ in 0..<(LayoutTree.maximumDepth + 1) { node = .vStack([node]) }
            do {
                _ = try LayoutTree(root: node, textMeasurer: FixedAdvanceTextMeasurer())
                return false
            } catch LayoutError.tooDeep {
                return true
            }
        }
        #expect(refused)
    }

    @Test("A stack of 100,000 children lays out")
    func hundredThousandChildren() throws {
        let children = (0..<100_000).map { _ in ViewNode.color().frame(width: 1, height: 2) }
        let result = try layout(.vStack(spacing: 0, children), 393, nil)
        #expect(result.size == Size(width: 1, height: 200_000))
        #expect(frame(result, "0.99999").minY == 2 * 99_999)
    }
}
