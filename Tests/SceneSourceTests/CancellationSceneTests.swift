import LayoutEngine
import SceneSource
import Testing

@Suite("Cancelling scene code during a layout")
struct CancellationSceneTests {
    @Test("The current cancellation is the one `run` set, on this thread only, and restored after")
    func current() {
        let cancellation = LayoutCancellation()
        #expect(LayoutCancellation.current == nil)
        cancellation.run {
            #expect(LayoutCancellation.current === cancellation)
        }
        #expect(LayoutCancellation.current == nil)
        #expect(!cancellation.isCancelled)
        cancellation.cancel()
        #expect(cancellation.isCancelled)
    }

    @Test("A cancelled layout stops a scene's slow bodies: they become placeholders, no number is computed")
    func cancelledBodies() throws {
        // Each row's body sums 40,000 numbers: 20 rows would run 800,000 steps of scene code.
        let loaded = SceneLoader.load(source: """
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
            """, fileName: "slow.swift")
        let root = try #require(loaded.root)
        let cancellation = LayoutCancellation()
        cancellation.cancel()
        let texts = try cancellation.run {
            try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
                .layout(proposal: ProposedViewSize(width: 300, height: 800), cancellation: cancellation)
                .views.compactMap { $0.textLines?.joined() }
        }
        // Each body stopped at its first check: the rows show their placeholder, not the sums.
        let stopped = texts.count == 20 && texts.allSatisfy { $0 == "Row" }
        #expect(stopped, "\(texts.prefix(3))")
        // Not cancelled, the same scene computes its numbers.
        let computed = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
            .layout(proposal: ProposedViewSize(width: 300, height: 800))
            .views.compactMap { $0.textLines?.joined() }
        #expect(computed.first == "799980000", "\(computed.prefix(3))")
    }
}
