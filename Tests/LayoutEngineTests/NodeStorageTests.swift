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

@Suite("Answer cache storage")
struct AnswerCacheStorageTests {
    private func key(_ width: Double) -> ProposedViewSize.Key { ProposedViewSize(width: width, height: 10).key }

    @Test("It keeps the newest answers up to the node's memory, forgets the oldest first, and answers each proposal with its own size")
    func keepsTheNewestAnswers() {
        var cache = AnswerCache()
        let total = LayoutNode.memory * 3 + 5
        for index in 0..<total {
            cache.insert(LayoutNode.Answer(proposal: key(Double(index)), size: Size(width: Double(index), height: 1)),
                         roomForAll: index.isMultiple(of: 2))
            // Every answer still kept is found, with its own size; the ones before are gone.
            let kept = max(0, index + 1 - LayoutNode.memory)...index
            for earlier in max(0, index - LayoutNode.memory - 2)...index {
                let found = cache.size(for: key(Double(earlier)))
                #expect(found == (kept.contains(earlier) ? Size(width: Double(earlier), height: 1) : nil))
            }
        }
        cache.removeAll()
        #expect(cache.size(for: key(Double(total - 1))) == nil)
        cache.insert(LayoutNode.Answer(proposal: key(1), size: Size(width: 7, height: 7)), roomForAll: true)
        #expect(cache.size(for: key(1)) == Size(width: 7, height: 7))
        #expect(cache.size(for: key(2)) == nil)
    }
}
