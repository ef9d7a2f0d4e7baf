import LayoutEngine
import SceneSource
import Testing

/// Sample arguments made from what the app already has or declares: a global it keeps for its
/// previews, a static value of the type, an enum case with values, a type conforming to a
/// protocol, a nested type read from inside its outer type.
@Suite("Sample arguments from the app's own values")
struct SampleAppValueTests {
    /// The root the playground writes for a file whose views all need arguments, and the texts
    /// it lays out.
    private func written(_ source: String) throws -> (root: String, texts: [String]) {
        let loaded = SceneLoader.load(source: source, fileName: "scene.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let note = try #require(loaded.diagnostics.first { $0.message.contains("showing ") }, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        return (String(note.message.split(separator: "showing ").last ?? ""), result.views.compactMap { $0.textLines?.joined() })
    }

    @Test("A global the app keeps for previews (named test_, preview, sample, mock...) is passed before the type is made")
    func sampleGlobal() throws {
        let made = try written("""
            import SwiftUI
            final class AppState {
                let title: String
                init(title: String) { self.title = title }
            }
            let test_app_state = AppState(title: "Kept for previews")
            struct Header: View {
                let state: AppState
                var body: some View { Text(state.title) }
            }
            """)
        #expect(made.root == "Header(state: test_app_state)")
        #expect(made.texts == ["Kept for previews"])
    }

    @Test("A type whose initializer needs what cannot be made is passed as another global of the type")
    func anyGlobal() throws {
        let made = try written("""
            import SwiftUI
            protocol Backend {}
            final class Store {
                let name: String
                init(backend: Backend) { name = "Real" }
                init(name: String, backend: Backend) { self.name = name }
            }
            let appStore: Store = Store(name: "Global", backend: NoBackend())
            private struct NoBackend: Backend {}
            struct Footer: View {
                let store: Store
                var body: some View { Text(store.name) }
            }
            """)
        // NoBackend is private but a type of the scene; the protocol is made as it: Store(backend:).
        #expect(made.root == "Footer(store: Store(backend: NoBackend()))")
        let global = try written("""
            import SwiftUI
            protocol Backend {}
            final class Store {
                let name: String
                init(backend: Backend) { name = "Real" }
            }
            let appStore: Store = {
                struct Local: Backend {}
                return Store(backend: Local())
            }()
            struct Footer: View {
                let store: Store
                var body: some View { Text(store.name) }
            }
            """)
        #expect(global.root == "Footer(store: appStore)")
        #expect(global.texts == ["Real"])
    }

    @Test("A static property holding a value of the type (static let empty: Self, static let shared = Store()) is used")
    func ownStaticValue() throws {
        let made = try written("""
            import SwiftUI
            struct Settings {
                static let empty: Self = .init(limit: 7, names: ["Seven"])
                var limit: Int
                var names: [String]
            }
            struct SettingsRow: View {
                let settings: Settings
                var body: some View { Text("\\(settings.limit)") }
            }
            """)
        #expect(made.root == "SettingsRow(settings: Settings.empty)")
        #expect(made.texts == ["7"])
    }

    @Test("A nested type is the one of the type that names it, not another type's of the same name")
    func nestedTypeInContext() throws {
        let made = try written("""
            import SwiftUI
            enum Strings { enum Order { static let title = "Order" } }
            struct Options {
                enum Order: Int { case newest, oldest }
                var order: Order
            }
            struct OptionsRow: View {
                let options: Options
                var body: some View { Text(options.order == .newest ? "Newest" : "Oldest") }
            }
            """)
        #expect(made.root == "OptionsRow(options: Options(order: Options.Order.newest))")
        #expect(made.texts == ["Newest"])
    }

    @Test("A protocol is a sample of a type conforming to it; an enum without a plain case is its first case with sample values")
    func protocolAndPayloadCase() throws {
        let made = try written("""
            import SwiftUI
            protocol Named { var name: String { get } }
            struct Person: Named { var name: String }
            enum Phase { case loaded(count: Int), failed(String) }
            struct Summary: View {
                let item: any Named
                let phase: Phase
                var body: some View {
                    switch phase {
                    case .loaded(let count): Text("\\(item.name) \\(count)")
                    case .failed(let message): Text(message)
                    }
                }
            }
            """)
        #expect(made.root == "Summary(item: Person(name: \"Name\"), phase: Phase.loaded(count: 3))")
        #expect(made.texts == ["Name 3"])
    }

    @Test("A view whose property is of a protocol no type of the app conforms to is made with a stand-in for it")
    func unmadeTypeNamed() throws {
        let loaded = SceneLoader.load(
            files: [("scene.swift", """
                import SwiftUI
                protocol Backend {}
                struct Panel: View {
                    let backend: Backend
                    var body: some View { Text("Panel") }
                }
                """)],
            choosing: { session in session.views.first { $0.name == "Panel" }.flatMap(session.showView) })
        #expect(loaded.root != nil, "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.contains { $0.severity == .warning && $0.message.contains("sampleBackend") }, "\(loaded.diagnostics)")
    }
}
