@testable import LayoutEngine
import Testing

/// What a view and a layout node keep out of line to stay small (Documentation/layout-speed.md,
/// "Memory per view"): the values must behave exactly as if they were stored inline.
@Suite("Node storage")
struct NodeStorageTests {
    @Test("A drawing style belongs to its node: changing a copy leaves the original and the default alone")
    func styleIsPerNode() {
        let first = ViewNode.color()
        let second = ViewNode.color()
        #expect(first.style == DrawingStyle())
        #expect(!first.isStyled)
        first.style.opacity = 0.5
        #expect(first.isStyled)
        #expect(!second.isStyled)
        second.style = first.style
        second.style.opacity = 0.25
        second.style.isClipped = true
        #expect(first.style.opacity == 0.5)
        #expect(!first.style.isClipped)
        #expect(second.style.opacity == 0.25)
        #expect(ViewNode.color().style == DrawingStyle())
        #expect(DrawingStyle.plain == DrawingStyle())
    }

    @Test("A view that changes nothing in the environment shares its parent's; one that changes it has its own")
    func environmentShared() throws {
        let root = ViewNode.vStack([
            .text("plain"),
            ViewNode.text("large").environment { $0.dynamicTypeSize = .accessibility3 },
        ])
        let tree = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
        let stack = tree.root
        let plain = stack.children[0]
        let modified = stack.children[1]
        #expect(plain.environmentBox === stack.environmentBox)
        #expect(modified.environmentBox !== stack.environmentBox)
        #expect(modified.environment.dynamicTypeSize == .accessibility3)
        #expect(stack.environment.dynamicTypeSize == .large)
        // The modified view's content inherits its environment.
        #expect(modified.children[0].environmentBox === modified.environmentBox)
    }
}

/// Records what a tree tells its measurer ahead of a pass.
private final class PreparingMeasurer: TextMeasuring {
    let measurer = FixedAdvanceTextMeasurer()
    var prepared: [[String]] = []

    func measure(_ text: TextContent, in environment: EnvironmentValues, proposal: ProposedViewSize) -> TextMeasurement {
        measurer.measure(text, in: environment, proposal: proposal)
    }

    func prepare(_ texts: [(text: TextContent, environment: EnvironmentValues)]) {
        prepared.append(texts.map(\.text.string).sorted())
    }
}

@Suite("Texts told ahead")
struct TextPreparationTests {
    @Test("The first pass tells the measurer every text of the tree once, with its environment")
    func firstPassPrepares() throws {
        let root = ViewNode.vStack([
            .text("one"),
            .hStack([.text("two"), ViewNode.text("three").environment { $0.dynamicTypeSize = .xSmall }]),
            .color(),
        ])
        let measurer = PreparingMeasurer()
        let tree = try LayoutTree(root: root, textMeasurer: measurer)
        _ = tree.layout(proposal: ProposedViewSize(width: 300, height: 300))
        _ = tree.layout(proposal: ProposedViewSize(width: 200, height: 300))
        #expect(measurer.prepared == [["one", "three", "two"]])
        let three = tree.texts().first { $0.text.string == "three" }
        #expect(three?.environment.dynamicTypeSize == .xSmall)
    }
}
