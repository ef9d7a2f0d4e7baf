import LayoutEngine
import Testing

/// A cancellation the test sets (the window's is SceneSource's thread-safe `LayoutCancellation`).
private final class Flag: LayoutCancelling {
    var isCancelled = false
}

@Suite("Cancelling a layout")
struct CancellationTests {
    /// 400 rows of two flexible columns: enough views that a pass checks its cancellation.
    private func rows() -> ViewNode {
        .vStack((0..<400).map { _ in .hStack([.text("name").frame(maxWidth: .infinity), .color().frame(maxWidth: .infinity)]) })
    }

    @Test("A cancelled pass stops, is marked cancelled and leaves no answer behind: the next layout is a fresh tree's")
    func cancelledPass() throws {
        let tree = try LayoutTree(root: rows(), textMeasurer: FixedAdvanceTextMeasurer())
        let cancellation = Flag()
        cancellation.isCancelled = true
        let cancelled = tree.layout(proposal: ProposedViewSize(width: 300, height: 800), cancellation: cancellation)
        #expect(cancelled.isCancelled)
        // It stopped at its first check: far fewer computations than the 2,000 views need.
        #expect(cancelled.evaluationCount < LayoutPassCheck.interval + 10)
        let after = tree.layout(proposal: ProposedViewSize(width: 300, height: 800))
        let fresh = try LayoutTree(root: rows(), textMeasurer: FixedAdvanceTextMeasurer())
            .layout(proposal: ProposedViewSize(width: 300, height: 800))
        #expect(!after.isCancelled)
        #expect(after.size == fresh.size)
        #expect(after.views.map(\.frame) == fresh.views.map(\.frame))
        #expect(after.evaluationCount == fresh.evaluationCount)
    }

    @Test("A layout that is not cancelled is not marked")
    func notCancelled() throws {
        let tree = try LayoutTree(root: rows(), textMeasurer: FixedAdvanceTextMeasurer())
        let result = tree.layout(proposal: ProposedViewSize(width: 300, height: 800), cancellation: Flag())
        #expect(!result.isCancelled)
        #expect(result.size.height > 0)
    }
}

/// How often a pass reads its cancellation (`LayoutPass.cancellationInterval`, internal).
enum LayoutPassCheck {
    static let interval = 256
}
