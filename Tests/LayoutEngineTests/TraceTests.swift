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
}
