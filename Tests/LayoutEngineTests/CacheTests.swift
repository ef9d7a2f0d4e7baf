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

    @Test("Answers are kept across passes: a pass at a proposal seen before evaluates nothing and gives the same frames")
    func answersAreKeptAcrossPasses() throws {
        let root = ViewNode.hStack([.color(), .text("abc"), .color().frame(width: 20, height: 20)])
        let tree = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
        let first = tree.layout(proposal: ProposedViewSize(width: 100, height: 50))
        let second = tree.layout(proposal: ProposedViewSize(width: 300, height: 50))
        let again = tree.layout(proposal: ProposedViewSize(width: 100, height: 50))
        #expect(first.size != second.size)
        #expect(first.views.map(\.frame) == again.views.map(\.frame))
        #expect(first.evaluationCount > 0)
        #expect(again.evaluationCount == 0)
        // A new tree gives the same frames as the reused answers.
        let fresh = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
            .layout(proposal: ProposedViewSize(width: 300, height: 50))
        #expect(fresh.views.map(\.frame) == second.views.map(\.frame))
        // At a new width the fixed frame's colour is proposed 20x20 again: answered from memory.
        #expect(second.evaluationCount < fresh.evaluationCount)
    }

    @Test("A text is measured at most twice per pass when it fits on a line, and its size is the same as measured every time")
    func textMeasuredOnceForAlikeProposals() throws {
        func rows(_ value: String) -> ViewNode {
            ViewNode.vStack(spacing: 8, (0..<20).map { index in
                ViewNode.hStack(spacing: 8, [
                    ViewNode.text("Label \(index)").frame(maxWidth: .infinity, alignment: .trailing),
                    ViewNode.text("\(value) \(index)").frame(maxWidth: .infinity, alignment: .leading),
                ])
            })
        }
        // Every text fits its column: measured at zero width and at its ideal width, no more
        // (a stack asks each 9 proposals: 0, its share and infinity, at three heights).
        let fitting = try LayoutTree(root: rows("Value"), textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        #expect(fitting.textMeasurementCount == 2 * 40)
        #expect(fitting.textRequestCount > 3 * 40)
        // Wrapping texts are measured again at their column's width and where a height cuts
        // them; every size is still what the measurer gives for the proposal it was placed with.
        for width in [393.0, 200, 120, 0] {
            let result = try LayoutTree(root: rows("A longer value that wraps"), textMeasurer: FixedAdvanceTextMeasurer())
                .layout(proposal: ProposedViewSize(width: width, height: 852))
            #expect(result.textMeasurementCount <= 5 * 40, "width \(width): \(result.textMeasurementCount)")
            for view in result.views where view.typeName == "Text" {
                guard case .text(let text) = view.view.content else { continue }
                let measured = FixedAdvanceTextMeasurer().measure(text, in: EnvironmentValues(), proposal: view.proposal)
                #expect(view.frame.size == measured.size, "\(text.string) at \(view.proposal)")
            }
        }
    }
}

