import LayoutEngine
import Testing

@Suite("Trace")
struct TraceTests {
    @Test("The trace lists a view's proposals and answers in order, then its placement")
    func traceOrder() throws {
        let result = try layout(ViewNode.color().frame(maxWidth: 100), 200, 50, tracing: true)
        let color = try #require(result.view(at: "0.0"))
        guard case .sizeThatFits(let proposal, let answer, false)? = color.trace.first else {
            Issue.record("first event is not an evaluation: \(color.trace)")
            return
        }
        #expect(proposal == ProposedViewSize(width: 100, height: 50))
        #expect(answer == Size(width: 100, height: 50))
        guard case .placed(let placedFrame, _)? = color.trace.last else {
            Issue.record("last event is not the placement")
            return
        }
        #expect(placedFrame == color.frame)
    }

    @Test("Without tracing no events are kept")
    func tracingOff() throws {
        let result = try layout(ViewNode.color().padding(), 100, 100)
        #expect(result.views.allSatisfy { $0.trace.isEmpty })
    }

    @Test("A stack's notes keep the numbers of their own pass: read after the tree is laid out again, they still tell the first")
    func notesKeepTheirPass() throws {
        let tree = try LayoutTree(
            root: ViewNode.hStack(spacing: 0, [.color().frame(maxWidth: 40), .text("ab")]),
            environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer())
        let first = tree.layout(proposal: ProposedViewSize(width: 200, height: 50), tracing: true)
        let second = tree.layout(proposal: ProposedViewSize(width: 120, height: 50), tracing: true)
        let notes = { (result: LayoutResult) -> [String] in
            result.view(at: "0")?.trace.compactMap { event in
                if case .note(let note) = event { return note.text } else { return nil }
            } ?? []
        }
        #expect(notes(first).contains { $0.hasPrefix("Proposed 200 in width; 0 go to spacing, 200 are left for 2 children.") })
        #expect(notes(second).contains { $0.hasPrefix("Proposed 120 in width") })
        #expect(!notes(first).contains { $0.contains("120") })
        #expect(notes(first).contains { $0.hasPrefix("Proposes in this order") && $0.contains("child 0 (") && $0.contains("[priority 0, flexibility 40]") })
    }
}
