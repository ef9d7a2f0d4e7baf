import LayoutEngine
import Testing

@Suite("AnchoredPosition")
struct AnchoredPositionTests {
    private let bounds = Size(width: 400, height: 300)
    private let location = Point(x: 100, y: 60)

    @Test("Each anchor is proposed the room on the side it extends to; trailing uses location.x",
          arguments: [
            (UnitPoint.leading, 400.0 - 100, 300.0), (.trailing, 100, 300), (.top, 400, 300 - 60),
            (.bottom, 400, 60), (.topLeading, 300, 240), (.topTrailing, 100, 240),
            (.bottomLeading, 300, 60), (.bottomTrailing, 100, 60), (.center, 400, 300),
          ])
    func remainingProposal(anchor: UnitPoint, width: Double, height: Double) {
        let layout = AnchoredPositionLayout(location: location, anchor: anchor)
        #expect(layout.remainingProposal(in: bounds, for: anchor) == ProposedViewSize(width: width, height: height))
    }

    @Test("A leading callout that does not fit on the right flips to trailing, and back when it fits")
    func flipsLeadingToTrailing() throws {
        let callout = ViewNode.color().frame(width: 150, height: 40)
        func placed(at x: Double) throws -> (frame: Rect, anchor: UnitPoint) {
            let layout = AnchoredPositionLayout(location: Point(x: x, y: 100), anchor: .leading)
            let result = try layout_(ViewNode("AnchoredPosition", content: .layout(layout), children: [callout]))
            let anchor = layout.anchorInUse(in: Size(width: 400, height: 300)) { _ in Size(width: 150, height: 40) }
            return (frame(result, "0.0"), anchor)
        }
        let roomy = try placed(at: 100)
        #expect(roomy.anchor == .leading)
        #expect(roomy.frame.isClose(to: Rect(x: 100, y: 80, width: 150, height: 40)))
        let tight = try placed(at: 300)
        #expect(tight.anchor == .trailing)
        #expect(tight.frame.isClose(to: Rect(x: 300 - 150, y: 80, width: 150, height: 40)))
    }

    @Test("When neither side fits, the callout hangs below the point, or above it near the bottom")
    func fallsBackToTopOrBottom() {
        let wide: (ProposedViewSize) -> Size = { _ in Size(width: 300, height: 40) }
        let middle = AnchoredPositionLayout(location: Point(x: 200, y: 100), anchor: .leading)
        #expect(middle.anchorInUse(in: Size(width: 400, height: 300), sizeThatFits: wide) == .top)
        let low = AnchoredPositionLayout(location: Point(x: 200, y: 280), anchor: .trailing)
        #expect(low.anchorInUse(in: Size(width: 400, height: 300), sizeThatFits: wide) == .bottom)
    }

    @Test("Text next to the point wraps to the room on its side instead of flipping")
    func proposesTheRemainingRoom() throws {
        // 30 characters of fixed-advance body text are 255 points on one line; proposed the 100
        // points right of x = 300, they wrap to lines of at most 11 characters and fit there.
        let layout = AnchoredPositionLayout(location: Point(x: 300, y: 50), anchor: .leading)
        let node = ViewNode("AnchoredPosition", content: .layout(layout), children: [.text(String(repeating: "word ", count: 6))])
        let result = try layout_(node)
        let text = frame(result, "0.0")
        #expect(text.minX == 300)
        #expect(text.width <= 100)
        #expect(abs(text.midY - 50) < 1e-9)
    }

    private func layout_(_ node: ViewNode) throws -> LayoutResult {
        try layout(node, 400, 300)
    }
}
