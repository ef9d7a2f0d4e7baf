import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

@Suite("Document previews and companion files")
struct DocumentPreviewTests {
    static let twoPreviews = """
        import SwiftUI
        #Preview("Wide", traits: .fixedLayout(width: 300, height: 80)) {
            Color.red.frame(width: 200, height: 40)
        }
        #Preview("Narrow") {
            Color.blue.frame(width: 20, height: 40)
        }
        """

    @Test("The document lists its previews; choosing one shows its root and outline and proposes what it asks")
    func choosingPreviews() throws {
        let document = PlaygroundDocument(source: Self.twoPreviews, filePath: nil)
        #expect(document.previews.map(\.name) == ["Wide", "Narrow"])
        // The first preview's fixed layout is the opening proposal.
        #expect(document.proposal == ProposalState(width: 300, height: 80))
        let wideRoot = try #require(document.root)
        let evaluation = try #require(document.evaluation)
        var changes: [PlaygroundDocument.Change] = []
        document.onChange = { changes.append($0) }
        document.selectedPreview = 1
        #expect(changes.contains(.preview))
        // The other preview is built from the same evaluation: nothing was read or evaluated again.
        #expect(document.evaluation === evaluation)
        #expect(!changes.contains(.source))
        let narrowRoot = try #require(document.root)
        #expect(narrowRoot !== wideRoot)
        // A device preview keeps the proposal the user had.
        #expect(document.proposal == ProposalState(width: 300, height: 80))
        let tree = try LayoutTree(root: narrowRoot, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(tree.layout(proposal: ProposedViewSize(width: 300, height: 80)).size == Size(width: 20, height: 40))
        let scene = try #require(document.scene)
        let rows = SceneOutline.rows(of: scene, preview: document.selectedPreview)
        #expect(rows.contains { $0.title.contains("Color.blue") } || rows.contains { $0.title.contains("blue") })
        #expect(!rows.contains { $0.title.contains("red") })
        // Editing the text keeps the choice.
        document.replaceSource(Self.twoPreviews.replacingOccurrences(of: "width: 20,", with: "width: 30,"))
        #expect(document.selectedPreview == 1)
        let editedRoot = try #require(document.root)
        let edited = try LayoutTree(root: editedRoot, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(edited.layout(proposal: ProposedViewSize(width: 300, height: 80)).size == Size(width: 30, height: 40))
    }

    @Test("A runtime error in one view's body does not hold back the rest, and tree edits still apply")
    func runtimeErrorsLayOut() throws {
        let source = """
            import SwiftUI
            struct Broken: View {
                var body: some View { Text("\\([1][3])") }
            }
            #Preview {
                VStack {
                    Color.red.frame(width: 10, height: 10)
                    Broken()
                }
            }
            """
        let document = PlaygroundDocument(source: source, filePath: nil)
        // Loading only evaluates; the body's error comes with the window's layout.
        #expect(!document.hasErrors)
        #expect(LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer()).layout() != nil)
        #expect(document.hasErrors)
        #expect(!document.preventsLayout)
        #expect(document.root != nil)
        #expect(document.diagnostics.contains { $0.severity == .error && $0.location.line == 3 })
        let scene = try #require(document.scene)
        let row = try #require(SceneOutline.rows(of: scene).first { $0.title.contains("Color.red") })
        try document.apply(.wrap(row.id, in: .padding))
        #expect(document.sourceText.contains(".padding()"))
    }

    @Test("Companion files contribute the declarations the document's views read")
    func companions() throws {
        let view = """
            import SwiftUI
            #Preview { Color.red.frame(width: Palette.side, height: 5) }
            """
        let document = PlaygroundDocument(source: view, filePath: nil)
        // Alone, `Palette.side` stands in (a sample side), with a warning naming it.
        #expect(!document.preventsLayout)
        #expect(document.diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix("'Palette.side' is not declared in the scene") })
        document.setCompanions([(name: "Palette.swift", source: "enum Palette { static let side = 42.0 }")])
        #expect(!document.hasErrors)
        let root = try #require(document.root)
        let tree = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(tree.layout(proposal: ProposedViewSize(width: 100, height: 100)).size == Size(width: 42, height: 5))
    }

    @Test("A scene's own Layout with a location gets the anchor handle; moving it edits the location: argument")
    func sceneLayoutAnchorHandle() throws {
        let source = """
            import SwiftUI
            struct Pin: Layout {
                let location: CGPoint
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for view in subviews { view.place(at: CGPoint(x: bounds.minX + location.x, y: bounds.minY + location.y), anchor: .topLeading, proposal: .unspecified) }
                }
            }
            #Preview {
                Pin(location: CGPoint(x: 30, y: 40)) {
                    Color.red.frame(width: 10, height: 10)
                }
            }
            """
        let document = PlaygroundDocument(source: source, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        document.proposal = ProposalState(width: 200, height: 200)
        let result = try #require(session.layout())
        let anchors = CanvasGeometry.anchorPoints(in: result)
        #expect(anchors.count == 1)
        #expect(anchors.first?.point == Point(x: 30, y: 40))
        let scene = try #require(document.scene)
        let outline = SceneOutline(scene: scene)
        let index = try #require(anchors.first?.viewIndex)
        // Pressing the handle starts an anchor drag from the scene's own location.
        let geometry = CanvasGeometry(
            viewportSize: Size(width: 600, height: 400), proposal: ProposalState(width: 200, height: 200),
            rootSize: result.size, zoom: 1, isPresentationMode: false)
        let hit = geometry.hitTest(geometry.widgetPoint(Point(x: 30, y: 40)), in: result)
        #expect(hit == .anchorHandle(viewIndex: index))
        let drag = DragSession(hit: try #require(hit), geometry: geometry, result: result)
        #expect(drag.anchorLocation(forDelta: Point(x: 20, y: 20)) == Point(x: 50, y: 60))
        let row = try #require(outline.row(forPlacedViewAt: index, in: result))
        try document.apply(.setArgument(row.id, label: "location", source: "CGPoint(x: 50, y: 60)"))
        let moved = try #require(session.layout())
        #expect(CanvasGeometry.anchorPoints(in: moved).first?.point == Point(x: 50, y: 60))
        #expect(moved.views.first { $0.typeName == "Color" }?.frame.origin == Point(x: 50, y: 60))
    }

    @Test("An error in a Layout method met only in the window's layout reaches the document's diagnostics, at its line")
    func layoutErrorReachesTheDocument() throws {
        let document = PlaygroundDocument(source: """
            struct Picky: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    if proposal.width == 250 { return CGSize(width: [1.0][3], height: 10) }
                    return CGSize(width: proposal.width ?? 10, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview { Picky { Color.red } }
            """, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        var changes: [PlaygroundDocument.Change] = []
        document.onChange = { changes.append($0) }
        #expect(session.layout() != nil)
        #expect(!document.hasErrors)
        session.proposal = ProposalState(width: 250, height: 400)
        #expect(session.layout() != nil)
        #expect(document.diagnostics.contains { $0.severity == .error && $0.location.line == 3 }, "\(document.diagnostics)")
        #expect(changes.contains(.diagnostics))
    }
}
