import LayoutEngine
import SceneSource
import SwiftEvaluator
import Testing

@Suite("Cancelling scene code during a layout")
struct CancellationSceneTests {
    @Test("A token is not cancelled until cancel(), then stays cancelled, whatever thread reads it")
    func token() async {
        let token = CancellationToken()
        #expect(!token.isCancelled)
        await Task.detached { token.cancel() }.value
        #expect(token.isCancelled)
        token.cancel()
        #expect(token.isCancelled)
    }

    @Test("A cancelled layout stops a scene's slow bodies: they become placeholders, no number is computed")
    func cancelledBodies() throws {
        // Each row's body sums 40,000 numbers: 20 rows would run 800,000 steps of scene code.
        let session = EvaluationSession(files: [("slow.swift", """
            struct Row: View {
                let index: Int
                var body: some View {
                    Text("\\((0..<40_000).reduce(0, +) + index)")
                }
            }
            #Preview {
                VStack {
                    ForEach(0..<20, id: \\.self) { index in Row(index: index) }
                }
            }
            """)])
        let cancellation = CancellationToken()
        cancellation.cancel()
        // One token for the whole layout: building the bodies and the pass.
        let cancelledTree = try #require(try session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer(), cancellation: cancellation))
        let texts = session.layout(cancelledTree, proposal: ProposedViewSize(width: 300, height: 800), cancellation: cancellation)
            .views.compactMap { $0.textLines?.joined() }
        // Each body stopped at its first check: the rows show their placeholder, not the sums.
        let stopped = texts.count == 20 && texts.allSatisfy { $0 == "Row" }
        #expect(stopped, "\(texts.prefix(3))")
        // Not cancelled, the same scene computes its numbers.
        let tree = try #require(try session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()))
        let computed = session.layout(tree, proposal: ProposedViewSize(width: 300, height: 800))
            .views.compactMap { $0.textLines?.joined() }
        #expect(computed.first == "799980000", "\(computed.prefix(3))")
    }
}
