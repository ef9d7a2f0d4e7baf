import LayoutEngine
import SceneSource
import Testing

/// More of Swift and SwiftUI as whole apps write them (issue 39, from IceCubesApp): a toolbar
/// content's environment, initializers passed by their compound names, a package's namespace
/// of modifiers.
@Suite("Toolbar environments, compound names and modifier namespaces")
struct AppReferencesTests {
    private func laid(_ loaded: SceneLoadResult) throws -> (texts: [String], errors: [String]) {
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        let views = try layout(root, ProposedViewSize(width: 393, height: 852)).views.filter { $0.textLines != nil }
        return (views.compactMap { $0.textLines?.joined() }, messages(diagnostics))
    }

    @Test("An app's ToolbarContent reads its @Environment as a view does: an @Entry key's default")
    func toolbarContentEnvironment() throws {
        let loaded = load("""
            import SwiftUI
            extension EnvironmentValues {
                @Entry var isSecondaryColumn: Bool = false
            }
            struct EditItem: ToolbarContent {
                @Environment(\\.isSecondaryColumn) private var isSecondaryColumn: Bool
                var body: some ToolbarContent {
                    if !isSecondaryColumn {
                        ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                    }
                }
            }
            #Preview {
                NavigationStack {
                    Text("Timeline").toolbar { EditItem() }
                }
            }
            """)
        let result = try laid(loaded)
        #expect(result.errors.isEmpty, "\(result.errors)")
        // Without the environment, `!isSecondaryColumn` was `!nil`: an error at the toolbar's code.
        #expect(result.texts.contains("Timeline"))
    }

    @Test("Type.init(label:) passed as a function makes the type with that label; a declared function's compound name still works")
    func initializerByCompoundName() throws {
        let loaded = load("""
            import SwiftUI
            struct Tag { let title: String }
            #Preview {
                let urls = ["https://example.com/a", "https://swift.org/b"].compactMap(URL.init(string:))
                let tags = ["news", "swift"].map(Tag.init(title:))
                VStack {
                    Text(urls.compactMap { $0.host() }.joined(separator: " "))
                    Text(tags.map(\\.title).joined(separator: ","))
                }
            }
            """)
        let result = try laid(loaded)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.texts == ["example.com swift.org", "news,swift"])
    }

    @Test("A package's namespace of modifiers (.emojiText.size(12)) is a modifier of the view that has no effect here, with a warning, not an error")
    func modifierNamespace() throws {
        let loaded = load("""
            import SwiftUI
            import EmojiText
            #Preview {
                Text("Name")
                    .emojiText.size(12)
                    .emojiText.baselineOffset(-2)
                    .fontWeight(.semibold)
            }
            """)
        let result = try laid(loaded)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.texts == ["Name"])
        #expect(laidOut(loaded).contains { $0.severity == .warning && $0.message.contains("'emojiText.size'") })
    }
}
