import LayoutEngine
import Testing

@Suite("Frames")
struct FrameLayoutTests {
    @Test("A fixed frame proposes its size, takes it, and centres a larger child")
    func fixedFrameCentresOverflowingChild() throws {
        let node = ViewNode.color().frame(width: 100, height: 100).frame(width: 50, height: 50)
        let result = try layout(node, 300, 300)
        #expect(result.size == Size(width: 50, height: 50))
        #expect(frame(result, "0.0").isClose(to: Rect(x: -25, y: -25, width: 100, height: 100)))
    }

    @Test("A fixed frame with one dimension follows the child in the other")
    func fixedFramePartial() throws {
        let result = try layout(ViewNode.text("abcd").frame(width: 100), 300, 300)
        #expect(result.size == Size(width: 100, height: 17 * 1.2))
    }

    @Test("maxWidth clamps both the child's proposal and the frame's size")
    func maxWidthClamps() throws {
        let result = try layout(ViewNode.color().frame(maxWidth: 100), 200, 50)
        #expect(result.size == Size(width: 100, height: 50))
        #expect(frame(result, "0.0").width == 100)
    }

    @Test("maxWidth infinity takes the whole proposal and centres a narrower child")
    func maxWidthInfinity() throws {
        let result = try layout(ViewNode.color().frame(width: 150, height: 50).frame(maxWidth: .infinity), 300, 100)
        #expect(result.size == Size(width: 300, height: 50))
        #expect(frame(result, "0.0").minX == (300 - 150) / 2)
    }

    @Test("maxWidth infinity grows to a child wider than the proposal")
    func maxWidthGrowsToChild() throws {
        let result = try layout(ViewNode.color().frame(width: 150, height: 50).frame(maxWidth: .infinity), 100, 100)
        #expect(result.size.width == 150)
    }

    @Test("minWidth alone wraps a smaller child in at least min points")
    func minWidthOnly() throws {
        let result = try layout(ViewNode.color().frame(width: 50, height: 50).frame(minWidth: 100), 200, 100)
        #expect(result.size == Size(width: 100, height: 50))
    }

    @Test("min and max both given adopt the proposal clamped to them")
    func minAndMax() throws {
        let result = try layout(ViewNode.color().frame(width: 50, height: 50).frame(minWidth: 0, maxWidth: .infinity), 200, 100)
        #expect(result.size == Size(width: 200, height: 50))
        let clamped = try layout(ViewNode.color().frame(minWidth: 20, maxWidth: 80), 200, 100)
        #expect(clamped.size.width == 80)
        let raised = try layout(ViewNode.color().frame(minWidth: 20, maxWidth: 80), 5, 100)
        #expect(raised.size.width == 20)
    }

    @Test("An ideal size only matters to an unspecified proposal")
    func idealSize() throws {
        let node = ViewNode.shape(.rectangle).frame(idealWidth: 100, idealHeight: 40)
        #expect(try layout(node, 300, 300).size == Size(width: 300, height: 300))
        #expect(try layout(node, nil, nil).size == Size(width: 100, height: 40))
        #expect(try layout(node.fixedSize(), 300, 300).size == Size(width: 100, height: 40))
    }

    @Test("Contradictory constraints are normalised: min <= ideal <= max, min >= 0")
    func contradictoryConstraints() {
        let layout = FlexFrameLayout(minWidth: 100, idealWidth: 50, maxWidth: 20)
        #expect(layout.isContradictory)
        #expect(layout.minWidth == 100 && layout.idealWidth == 100 && layout.maxWidth == 100)
        let negative = FlexFrameLayout(minWidth: -5)
        #expect(negative.isContradictory && negative.minWidth == 0)
        #expect(!FlexFrameLayout(minWidth: 0, maxWidth: .infinity).isContradictory)
    }

    @Test("Frame alignment places the child against the chosen edges")
    func frameAlignment() throws {
        let node = ViewNode.color().frame(width: 100, height: 50).frame(width: 130, height: 80, alignment: .bottomTrailing)
        let result = try layout(node, 300, 300)
        #expect(frame(result, "0.0").isClose(to: Rect(x: 30, y: 30, width: 100, height: 50)))
    }
}

@Suite("Bad values")
struct BadValueTests {
    @Test("Negative fixed frame sizes become 0 and non-finite ones are ignored")
    func fixedFrameSanitizing() {
        let layout = FrameLayout(width: -10, height: .nan)
        #expect(layout.width == 0 && layout.height == nil)
        #expect(FrameLayout(width: .infinity).width == nil)
    }

    @Test("NaN offsets, positions and insets become 0; a NaN ratio means the child's ratio")
    func nanValues() throws {
        let node = ViewNode.color().frame(width: 10, height: 10).offset(x: .nan, y: 3)
            .padding(EdgeInsets(top: .nan, leading: 1, bottom: 0, trailing: 0))
            .aspectRatio(.nan, contentMode: .fit)
        let result = try layout(node, 100, 100)
        for view in result.views {
            #expect(![view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].contains { $0.isNaN })
        }
    }

    @Test("Pixel rounding rounds origin and far corner to the nearest pixel, halves up")
    func pixelRounding() {
        let rect = Rect(x: 10.25, y: 0.5, width: 56.25, height: 1.2)
        #expect(rect.roundedToPixels(scale: 1) == Rect(x: 10, y: 1, width: 57, height: 1))
        #expect(rect.roundedToPixels(scale: 2) == Rect(x: 10.5, y: 0.5, width: 56, height: 1))
        #expect(Rect(x: -12.5, y: 0, width: 175, height: 10).roundedToPixels(scale: 1) == Rect(x: -12, y: 0, width: 175, height: 10))
    }
}
