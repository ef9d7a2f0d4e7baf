import LayoutEngine
import Testing

@Suite("Answer cache")
struct CacheTests {
    /// Nested stacks alternating axes, `depth` levels, two children per level.
    private func nested(_ depth: Int) -> ViewNode {
        var node = ViewNode.color()
        for level in 0..<depth {
            node = level % 2 == 0
                ? .hStack([node, .color().frame(width: 5)])
                : .vStack([node, .text("label")])
        }
        return node
    }

    @Test("Evaluations per view stay bounded by a constant as nesting deepens")
    func evaluationsBounded() throws {
        let shallow = try layout(nested(50), 393, 852)
        let deep = try layout(nested(200), 393, 852)
        // Without the cache the probes multiply by 3 per level (3^200). With it, a view in
        // alternating stacks sees at most 5 widths × 3 heights: 0, infinity and its share along
        // its parent's axis for each of the 3 cross values, whose text wraps differently.
        #expect(deep.views.allSatisfy { $0.evaluationCount <= 15 })
        let shallowMaximum = shallow.views.map(\.evaluationCount).max()
        #expect(deep.views.map(\.evaluationCount).max() == shallowMaximum)
    }

    @Test("A repeated proposal is answered from the cache and traced as such")
    func repeatedProposalIsCached() throws {
        let result = try layout(.hStack([.color(), .color()]), 100, 100, tracing: true)
        let child = try #require(result.view(at: "0.0"))
        let asked = child.trace.compactMap { event -> ProposedViewSize? in
            if case .sizeThatFits(let proposal, _, _) = event { return proposal }
            return nil
        }
        #expect(Set(asked).count == child.evaluationCount)
        #expect(asked.count > child.evaluationCount)
    }

    @Test("A second pass on the same tree starts with an empty cache")
    func passesAreIndependent() throws {
        let tree = try LayoutTree(root: .hStack([.color(), .text("abc")]), textMeasurer: FixedAdvanceTextMeasurer())
        let first = tree.layout(proposal: ProposedViewSize(width: 100, height: 50))
        let second = tree.layout(proposal: ProposedViewSize(width: 300, height: 50))
        let again = tree.layout(proposal: ProposedViewSize(width: 100, height: 50))
        #expect(first.size != second.size)
        #expect(first.views.map(\.frame) == again.views.map(\.frame))
        #expect(first.evaluationCount == again.evaluationCount)
    }
}

