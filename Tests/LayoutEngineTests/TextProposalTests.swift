import LayoutEngine
import Testing

@Suite("The proposal a text was measured at")
struct TextProposalTests {
    @Test("A text laid out again at a width that breaks it the same reports the width it was measured at, for drawing")
    func reusedMeasurement() throws {
        let tree = try LayoutTree(root: .text("one two three four five six"), textMeasurer: FixedAdvanceTextMeasurer())
        let first = tree.layout(proposal: ProposedViewSize(width: 100, height: 500))
        let measured = try #require(first.views.first)
        #expect(measured.textProposal == measured.proposal)
        // At 98 the lines are the same (the widest is narrower), so the text is not measured
        // again and its measurement at 100 is the one to draw.
        let second = tree.layout(proposal: ProposedViewSize(width: 98, height: 500))
        let reused = try #require(second.views.first)
        #expect(reused.proposal.width == 98)
        #expect(second.textMeasurementCount == 0)
        #expect(reused.textProposal?.width == 100)
        #expect(reused.textLines == measured.textLines)
        // A width that breaks it differently is measured, and drawn, at that width.
        let third = tree.layout(proposal: ProposedViewSize(width: 40, height: 500))
        let narrow = try #require(third.views.first)
        #expect(narrow.textProposal?.width == 40)
        #expect(narrow.textLines != measured.textLines)
    }
}
