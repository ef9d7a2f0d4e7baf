import LayoutEngine
import SceneSource
import Testing

/// A view's property typed by a top-level alias of a scene type (`typealias Event = Note`) is
/// made as the type it names, by that type's own initializers, not guessed from what the view
/// reads (which no initializer of the class takes).
@Suite("Sample arguments through a type alias")
struct SampleAliasTests {
    @Test("A class named through a typealias is made with one of its declared initializers")
    func aliasedClass() throws {
        let loaded = SceneLoader.load(source: """
            import SwiftUI
            final class Note {
                let content: String
                init(content: String) { self.content = content }
                var isLong: Bool { content.count > 10 }
            }
            typealias Event = Note
            struct EventRow: View {
                let event: Event
                var body: some View { Text(event.isLong ? "long" : event.content) }
            }
            """, fileName: "scene.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
        let note = try #require(loaded.diagnostics.first { $0.message.contains("showing ") }, "\(loaded.diagnostics)")
        #expect(note.message.hasSuffix("EventRow(event: Note(content: \"Content\"))"))
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["Content"])
    }
}
