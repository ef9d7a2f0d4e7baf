import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

/// The inspector edits a value where it is written: an argument that names a property with a
/// default changes the default (the `@State` initial value, the stored property's value).
@Suite("Editing values where they are declared")
struct DeclaredValueEditingTests {
    static let source = """
        import SwiftUI

        struct Tile: View {
            @State private var spacing: CGFloat = 8
            let side = 40.0
            var title = "Tile"

            var body: some View {
                VStack(spacing: spacing) {
                    Color.red.frame(width: side, height: self.side)
                    Text(title)
                }
            }
        }

        #Preview {
            Tile()
        }
        """

    private func row(_ document: PlaygroundDocument, _ prefix: String) throws -> TreeRow {
        let scene = try #require(document.scene)
        return try #require(SceneOutline.rows(of: scene).first { $0.title.hasPrefix(prefix) }, "no row \(prefix)")
    }

    @Test("An argument naming a @State property changes its initial value; the argument still names it")
    func stateDefault() throws {
        let document = PlaygroundDocument(source: Self.source, filePath: nil)
        try document.apply(.setArgument(try row(document, "VStack").id, label: "spacing", source: "20"))
        #expect(document.sourceText.contains("@State private var spacing: CGFloat = 20"))
        #expect(document.sourceText.contains("VStack(spacing: spacing)"))
        // The layout follows: the text starts 40 + 20 below the top.
        let root = try #require(document.root)
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 300, height: 300))
        let text = try #require(result.views.first { $0.typeName == "Text" })
        #expect(text.frame.minY == 60)
        document.undo()
        #expect(document.sourceText == Self.source)
    }

    @Test("name and self.name both lead to the stored property's default, which every use reads")
    func storedDefault() throws {
        let document = PlaygroundDocument(source: Self.source, filePath: nil)
        try document.apply(.setArgument(try row(document, ".frame").id, label: "height", source: "55.0"))
        #expect(document.sourceText.contains("let side = 55.0"))
        #expect(document.sourceText.contains(".frame(width: side, height: self.side)"))
        let root = try #require(document.root)
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 300, height: 300))
        #expect(result.views.first { $0.typeName == "Color" }?.frame.size == Size(width: 55, height: 55))
    }

    @Test("A literal argument, or a name that is not a property with a default, is replaced where it is written")
    func literalArguments() throws {
        let source = Self.source.replacingOccurrences(of: "Color.red.frame(width: side, height: self.side)", with: "Color.red.frame(width: 10, height: self.side)")
        let document = PlaygroundDocument(source: source, filePath: nil)
        try document.apply(.setArgument(try row(document, ".frame").id, label: "width", source: "12"))
        #expect(document.sourceText.contains(".frame(width: 12, height: self.side)"))
        #expect(document.sourceText.contains("let side = 40.0"))
    }
}

@Suite("What an anchor drag writes")
struct ArgumentWritingTests {
    private func writing(_ location: String, extra: String = "") throws -> ArgumentWriting {
        let source = """
            struct Surface: View {
                let anchorPoint = CGPoint(x: 300, y: 180)
                var point: CGPoint
            \(extra)
                var body: some View {
                    Color.gray.overlay {
                        AnchoredPosition(location: \(location), anchor: .leading) {
                            Text("Callout")
                        }
                    }
                }
            }
            """
        let document = PlaygroundDocument(source: source, filePath: nil)
        let scene = try #require(document.scene)
        let rows = SceneOutline.rows(of: scene)
        let row = try #require(rows.first { $0.title.hasPrefix("AnchoredPosition") }, "\(rows.map(\.title))")
        return scene.writing(ofArgument: "location", of: row.id)
    }

    @Test("A property with a default changes where it is declared; constants are replaced; anything computed asks first")
    func cases() throws {
        #expect(try writing("anchorPoint") == .declaration(property: "anchorPoint"))
        #expect(try writing("self.anchorPoint") == .declaration(property: "anchorPoint"))
        #expect(try writing("CGPoint(x: 200, y: -180.5)") == .asWritten)
        #expect(try writing(".zero") == .asWritten)
        #expect(try writing("CGPoint.zero") == .asWritten)
        // A parameter the parent passes in has no default here.
        #expect(try writing("point") == .replacesExpression("point"))
        #expect(try writing("CGPoint(x: anchorPoint.x + 20, y: 180)") == .replacesExpression("CGPoint(x: anchorPoint.x + 20, y: 180)"))
    }
}
