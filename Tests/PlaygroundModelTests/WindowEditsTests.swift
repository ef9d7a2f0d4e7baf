import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

@Suite("The window's editing rules")
struct WindowEditsTests {
    private let source = "VStack {\n    Text(\"A\")\n        .padding()\n    HStack {\n        Color.red\n    }\n}\n"

    private func titles(_ document: PlaygroundDocument) throws -> [String] {
        SceneOutline(scene: try #require(document.scene)).rows.map(\.title)
    }

    @Test("A palette view goes after the selected view; with a modifier or nothing selected, at the end of the root's content")
    func adding() throws {
        let document = PlaygroundDocument(source: source, filePath: nil)
        let scene = try #require(document.scene)
        let rows = SceneOutline(scene: scene).rows
        let circle = try #require(PaletteView.named("Circle"))
        try document.apply(try #require(try WindowEdits.adding(circle, selected: rows[1], in: scene, preview: 0)))
        #expect(try titles(document) == ["VStack", "Text(\"A\")", ".padding()", "Circle()", "HStack", "Color.red"])
        document.undo()
        // The text's modifier selected: after the text.
        try document.apply(try #require(try WindowEdits.adding(circle, selected: rows[2], in: scene, preview: 0)))
        #expect(try titles(document) == ["VStack", "Text(\"A\")", ".padding()", "Circle()", "HStack", "Color.red"])
        document.undo()
        // Nothing selected: the end of the root stack's content.
        try document.apply(try #require(try WindowEdits.adding(circle, selected: nil, in: scene, preview: 0)))
        #expect(try titles(document) == ["VStack", "Text(\"A\")", ".padding()", "HStack", "Color.red", "Circle()"])
    }

    @Test("A row dropped into a container goes at its end; before or after a view, among that view's siblings; onto a modifier, nowhere")
    func dropping() throws {
        let document = PlaygroundDocument(source: source, filePath: nil)
        let scene = try #require(document.scene)
        let rows = SceneOutline(scene: scene).rows
        try document.apply(try #require(WindowEdits.dropping(rows[1], on: rows[3], .into, in: scene)))
        #expect(try titles(document) == ["VStack", "HStack", "Color.red", "Text(\"A\")", ".padding()"])
        document.undo()
        try document.apply(try #require(WindowEdits.dropping(rows[1], on: rows[3], .after, in: scene)))
        // After the HStack: the text and its modifier, last among the stack's views.
        #expect(try titles(document) == ["VStack", "HStack", "Color.red", "Text(\"A\")", ".padding()"])
        document.undo()
        try document.apply(try #require(WindowEdits.dropping(rows[4], on: rows[1], .before, in: scene)))
        #expect(try titles(document) == ["VStack", "Color.red", "Text(\"A\")", ".padding()", "HStack"])
        #expect(WindowEdits.dropping(rows[1], on: rows[2], .after, in: scene) == nil)
    }

    @Test("An anchor drag writes a point, and its many edits undo as one")
    func anchorDrag() throws {
        let document = PlaygroundDocument(source: "AnchoredPosition(location: CGPoint(x: 10, y: 20), anchor: .leading) {\n    Text(\"A\")\n}\n", filePath: nil)
        let original = document.sourceText
        for step in 1...4 {
            let scene = try #require(document.scene)
            let row = try #require(SceneOutline(scene: scene).rows.first)
            try document.apply(WindowEdits.movingAnchor(of: row, to: Point(x: 10 + Double(step) * 5.5, y: 20)))
        }
        #expect(document.sourceText.contains("CGPoint(x: 32, y: 20)"))
        document.mergeLastSourceSteps(4)
        document.undo()
        #expect(document.sourceText == original)
        #expect(!document.canUndo)
        document.redo()
        #expect(document.sourceText.contains("CGPoint(x: 32, y: 20)"))
    }
}
