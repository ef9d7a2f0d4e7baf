import LayoutEngine
import Testing

@Suite("Alignment guides")
struct AlignmentGuideTests {
    @Test("An explicit leading guide shifts its view against its siblings")
    func explicitLeadingGuide() throws {
        let stack = ViewNode.vStack(alignment: .leading, [
            .color().frame(width: 100, height: 100).alignmentGuide(HorizontalAlignment.leading) { $0[.leading] + 30 },
            .color().frame(width: 100, height: 100),
        ])
        let result = try layout(stack, 300, 400)
        #expect(result.size == Size(width: 130, height: 208))
        #expect(frame(result, "0.0").minX == 0)
        #expect(frame(result, "0.1").isClose(to: Rect(x: 30, y: 108, width: 100, height: 100)))
    }

    @Test("Explicit guides pass up through modifiers to the aligning parent")
    func guidesPassThroughModifiers() throws {
        let stack = ViewNode.hStack(alignment: .top, spacing: 0, [
            .color().frame(width: 10, height: 10),
            .color().frame(width: 10, height: 10)
                .alignmentGuide(VerticalAlignment.top) { _ in 5 }
                .padding(2),
        ])
        let result = try layout(stack, 100, 100)
        // The padded view's top guide is 2 (padding) + 5 = 7 points below its top edge.
        #expect(frame(result, "0.1").minY == 0)
        #expect(frame(result, "0.0").minY == 7)
    }

    @Test("A custom guide set deep inside one stack aligns views of another stack")
    func customGuideAcrossContainers() throws {
        let marker = HorizontalAlignment(id: "marker", definition: AlignmentGuideDefinition { $0.width / 2 })
        let stack = ViewNode.vStack(alignment: marker, spacing: 0, [
            .hStack(spacing: 0, [
                .color().frame(width: 40, height: 10),
                .color().frame(width: 20, height: 10).alignmentGuide(marker) { _ in 0 },
            ]),
            .color().frame(width: 10, height: 10).alignmentGuide(marker) { _ in 0 },
        ])
        let result = try layout(stack, 200, 200)
        // The row's marker sits at x = 40 inside it; the lone square's leading edge lines up there.
        #expect(frame(result, "0.1").minX == frame(result, "0.0").minX + 40)
    }

    @Test("Text sets its first baseline explicitly; other views use their bottom")
    func textBaseline() throws {
        let stack = ViewNode.hStack(alignment: .firstTextBaseline, spacing: 0, [
            .color().frame(width: 10, height: 30), .text("A"),
        ])
        let result = try layout(stack, 200, 200)
        // Body text's baseline is 0.95 × 17 below its top; it sits on the square's bottom.
        #expect(abs(frame(result, "0.1").minY - (30 - 0.95 * 17)) < 1e-9)
    }

    @Test("A background's alignment uses the secondary view's remapped guides")
    func backgroundRemappedGuides() throws {
        let node = ViewNode.shape(.circle).frame(width: 30, height: 30).background(
            .color().frame(width: 150, height: 50)
                .alignmentGuide(HorizontalAlignment.center) { $0[.trailing] }
                .alignmentGuide(VerticalAlignment.center) { $0[.top] })
        let result = try layout(node, 300, 300)
        #expect(result.size == Size(width: 30, height: 30))
        #expect(frame(result, "0.1").isClose(to: Rect(x: -135, y: 15, width: 150, height: 50)))
    }
}
