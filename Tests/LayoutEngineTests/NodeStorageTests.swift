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
        first.style.opacity = 0.5
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
