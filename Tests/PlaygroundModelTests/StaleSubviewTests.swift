import LayoutEngine
import PlaygroundModel
import Testing

@Suite("Subviews kept by scene code past their pass")
struct StaleSubviewTests {
    @Test("A Layout that keeps its subviews in a global and asks them in a later pass gets an error, not another pass's state")
    func keptSubviews() throws {
        let source = """
            var saved: LayoutSubviews? = nil

            struct Keeper: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    if let old = saved, let first = old.first {
                        let size = first.sizeThatFits(.unspecified)
                        saved = subviews
                        return CGSize(width: size.width + 1, height: size.height + 1)
                    }
                    saved = subviews
                    return CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            }

            #Preview {
                Keeper { Text("hello") }
            }
            """
        let document = PlaygroundDocument(source: source, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        var sizes: [Size] = []
        for width in [300.0, 250, 200, 150] {
            session.proposal = ProposalState(width: width, height: 400)
            let result = try #require(session.layout())
            sizes.append(result.size)
        }
        // The first layout is the first pass (loading lays nothing out): `saved` is empty and
        // the layout answers 100 x 100. Every later layout finds subviews of an ended pass in
        // `saved`: asking them is an error (the pass they belonged to was freed, and reading it
        // was undefined), and the layout answers as a failed `Layout` method does, with the
        // proposal.
        #expect(sizes == [Size(width: 100, height: 100), Size(width: 250, height: 400), Size(width: 200, height: 400), Size(width: 150, height: 400)])
        #expect(document.diagnostics.contains { $0.severity == .error })
    }
}
