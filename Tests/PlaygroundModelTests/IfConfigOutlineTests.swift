import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

/// Issue 40, item 4: previews inside `#if DEBUG` (most app code). The source model resolves a
/// top-level `#if` as the evaluator does, so the tree, the canvas and selection show the same
/// preview; printing writes the `#if` back.
@Suite("Previews inside #if DEBUG")
struct IfConfigOutlineTests {
    @Test("The tree of each preview of 21-task-list (all inside #if DEBUG) is that preview's, and every view on the canvas has its row")
    func taskListPreviews() throws {
        let document = try PlaygroundDocument.open(path: repositoryRoot + "/data/corpus/21-task-list.swift")
        let scene = try #require(document.scene)
        #expect(document.previews.map(\.name).count == 3)
        let first = SceneOutline(scene: scene, preview: 0)
        #expect(first.rows.first?.title == "TodoListView()", "\(first.rows.prefix(3).map(\.title))")
        let third = SceneOutline(scene: scene, preview: 2)
        #expect(third.rows.first?.title == "TodoRow(item: .constant(TodoItem.samples[1]))", "\(third.rows.prefix(3).map(\.title))")
        // The canvas's views of the first preview each have a row (a click selects it); the
        // Texts the scene writes have their own (a Section's or a navigation title's Text, made
        // by SwiftUI, has its Section's).
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let result = try #require(session.layout())
        for index in result.views.indices {
            #expect(first.row(forPlacedViewAt: index, in: result) != nil, "no row for \(result.views[index].path)")
        }
        let texts = result.views.indices.filter { result.views[$0].view.typeName == "Text" }
        let textRows = texts.compactMap { first.row(forPlacedViewAt: $0, in: result)?.title }.filter { $0.hasPrefix("Text(") }
        #expect(textRows.count >= 3, "\(textRows)")
        // A click, as the canvas takes it: at the middle of each Text the list rows write
        // (inside `TodoRow`'s body, through its instance in the ForEach), at the window's fitted
        // zoom, the hit is that Text and its row is the Text's own.
        var geometry = CanvasGeometry(viewportSize: Size(width: 830, height: 514), proposal: ProposalState(width: 393, height: 852), rootSize: result.size)
        geometry.show(result)
        geometry.fit()
        let rowTexts = texts.filter { index in result.views[index].view.sourceLocation.map { $0.line >= 55 && $0.line <= 68 } ?? false }
        #expect(rowTexts.count >= 8, "the list rows' Texts: \(rowTexts.count)")
        for index in rowTexts {
            let frame = result.views[index].frame
            let hit = geometry.hitTest(geometry.widgetPoint(Point(x: frame.midX, y: frame.midY)), in: result)
            #expect(hit == .view(index), "the click on \(result.views[index].path) hit \(String(describing: hit))")
            let row = first.row(forPlacedViewAt: index, in: result)
            #expect(row?.title.hasPrefix("Text(") == true && row?.sourceLocation == result.views[index].view.sourceLocation,
                    "the click on \(result.views[index].path) selects \(row?.title ?? "no row")")
        }
    }

    @Test("A tree edit of a scene with its previews in #if DEBUG keeps the #if around them; the inactive #else stays as written")
    func printingKeepsIfConfig() throws {
        let source = """
            struct Card: View {
                var body: some View {
                    Text("Hi")
                }
            }

            #if DEBUG
            #Preview {
                Card()
            }
            #else
            let unused = 1
            #endif

            """
        let document = PlaygroundDocument(source: source, filePath: nil)
        let scene = try #require(document.scene)
        let outline = SceneOutline(scene: scene)
        #expect(outline.rows.first?.title == "Card()")
        let printed = ScenePrinter.print(scene)
        #expect(printed.contains("#if DEBUG\n\n#Preview {\n    Card()\n}\n\n#else\nlet unused = 1\n#endif"), "\(printed)")
        // Read back, the same model.
        let reread = PlaygroundDocument(source: printed, filePath: nil)
        #expect(reread.scene == scene)
    }
}
