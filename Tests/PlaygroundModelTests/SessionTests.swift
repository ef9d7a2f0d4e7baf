import LayoutEngine
import PlaygroundModel
import Testing

@Suite("Layout session")
struct SessionTests {
    func session() -> LayoutSession {
        let document = PlaygroundDocument(source: "#Preview {\n    Text(\"Hello\")\n}\n", filePath: nil)
        return LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
    }

    @Test("Dynamic Type steps one size at a time and stops at the ends")
    func stepping() {
        let session = session()
        #expect(session.dynamicTypeSize == .large)
        #expect(session.stepDynamicType(by: 1))
        #expect(session.dynamicTypeSize == .xLarge)
        session.stepDynamicType(by: -1)
        session.stepDynamicType(by: -1)
        #expect(session.dynamicTypeSize == .medium)
        session.stepDynamicType(by: 100)
        #expect(session.dynamicTypeSize == .accessibility5)
        #expect(!session.stepDynamicType(by: 1))
        session.stepDynamicType(by: -100)
        #expect(session.dynamicTypeSize == .xSmall)
        #expect(!session.stepDynamicType(by: -1))
    }

    @Test("The layout tree is rebuilt for a new root or environment, or a proposal that changes a size class; not for another proposal")
    func rebuilding() throws {
        let session = session()
        let first = try #require(session.layout())
        // 300 x 700 is compact x regular, as the default 393 x 852 is.
        session.proposal = ProposalState(width: 300, height: 700)
        let second = try #require(session.layout())
        #expect(session.treeBuildCount == 1)
        #expect(second.proposal == ProposedViewSize(width: 300, height: 700))
        #expect(first.views[0].trace.isEmpty == false)
        session.stepDynamicType(by: 3)
        let larger = try #require(session.layout())
        #expect(session.treeBuildCount == 2)
        #expect(larger.size.height > second.size.height)
        // 300 x 500 is compact x compact: the environment changed, the bodies are built again.
        session.proposal = ProposalState(width: 300, height: 500)
        _ = try #require(session.layout())
        #expect(session.treeBuildCount == 3)
        session.document.replaceSource("#Preview {\n    Color.red\n}\n")
        _ = session.layout()
        #expect(session.treeBuildCount == 4)
        session.document.replaceSource("#Preview {\n    Color.red\n")
        _ = session.layout()
        #expect(session.treeBuildCount == 4)
    }

    @Test("A scene that never loaded has no layout and says why")
    func noRoot() {
        let document = PlaygroundDocument(source: "#Preview {\n    Text(\n", filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(session.layout() == nil)
        #expect(session.layoutError != nil)
    }
}
