import Foundation
import LayoutEngine
import PlaygroundModel
import SwiftParser
import SwiftSyntax
import Testing

/// "Add Preview": a view pasted without a preview lays out from the root the playground made,
/// and that root can be written into the source as a `#Preview` to edit.
@Suite("Add Preview")
struct AddPreviewTests {
    /// A view pasted from an app: its model `User` and its `FollowButton` are declared elsewhere
    /// (the same file the window's stand-in test opens).
    static let card = try! String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../CommandTests/Scenes/profile-card.swift"),
        encoding: .utf8)

    @Test("A view with arguments of undeclared types lays out with stand-ins; Add Preview writes the #Preview it used, which lays out the same, in one undo step")
    func writesThePreview() throws {
        let document = PlaygroundDocument(source: Self.card, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let before = try #require(session.layout())
        #expect(document.previews.isEmpty)
        // `User` is declared elsewhere in the app: its memberwise initializer as this file reads it.
        #expect(document.previewToAdd == "#Preview {\n    ProfileCard(user: User(name: \"Name\", isFollowing: false))\n}\n")
        try document.addPreview()
        #expect(document.sourceText.hasSuffix("\n#Preview {\n    ProfileCard(user: User(name: \"Name\", isFollowing: false))\n}\n"))
        #expect(document.previews.count == 1)
        #expect(document.previewToAdd == nil)
        let after = try #require(session.layout())
        #expect(after.views.map(\.frame) == before.views.map(\.frame))
        #expect(document.diagnostics.contains { $0.message.hasPrefix("'User' is not declared in the scene") })
        // A second time: there is a preview already.
        #expect(throws: SceneEditError.self) { try document.addPreview() }
        document.undo()
        #expect(document.sourceText == Self.card)
    }

    /// True when swift-syntax parses `source` without an error (nothing missing, nothing
    /// unexpected, no editor placeholder or other token it complains of).
    static func parsesCleanly(_ source: String) -> Bool {
        let tree = Parser.parse(source: source)
        return !tree.hasError && tree.tokens(viewMode: .all).allSatisfy { $0.tokenDiagnostic == nil }
    }

    /// Names only the playground understands, which Xcode would not compile.
    static let playgroundOnlyNames = ["standIn", "StandIn", "layout-playground", "sampleArguments"]

    @Test("Add Preview writes Swift that parses: literals, closures, bindings, the app's guessed initializers for undeclared models, and the environment objects the view reads; it lays out as the root it replaces")
    func writesCompilableSwift() throws {
        let source = """
            import SwiftUI

            struct Stats: Equatable { let count: Int; let label: String }
            enum Filter { case all, unread }
            final class Store: ObservableObject { @Published var items: [String] = [] }

            struct OrderRow: View {
                let order: Order
                let stats: Stats
                let filter: Filter
                let placed: Date
                let link: URL
                let price: Decimal
                @EnvironmentObject var theme: Theme
                @EnvironmentObject var store: Store
                @Environment(Library.self) private var library
                @Binding var isSelected: Bool
                let onTap: (Order) -> Void
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(order.title).foregroundColor(theme.brandPrimary)
                        Text(order.customer.name)
                        Text("\\(order.total) \\(stats.count) \\(store.items.count)")
                        if order.isPaid { Image(systemName: "checkmark") }
                        Text(order.title.uppercased())
                        Toggle("Selected", isOn: $isSelected)
                    }
                }
            }
            """
        let document = PlaygroundDocument(source: source, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let before = try #require(session.layout())
        let preview = try #require(document.previewToAdd, "\(document.diagnostics)")
        #expect(preview == """
            #Preview {
                OrderRow(order: Order(title: "Title", customer: Customer(name: "Name"), total: 3, isPaid: false), stats: Stats(count: 3, label: "Label"), \
            filter: Filter.all, placed: Date(), link: URL(string: "https://example.com")!, price: 9.99, isSelected: .constant(false), onTap: { _ in })
                    .environmentObject(Theme())
                    .environmentObject(Store())
                    .environment(Library())
            }

            """)
        #expect(Self.parsesCleanly(preview), "\(preview)")
        #expect(!Self.playgroundOnlyNames.contains { preview.contains($0) }, "\(preview)")
        try document.addPreview()
        #expect(Self.parsesCleanly(document.sourceText))
        #expect(!document.hasErrors, "\(document.diagnostics)")
        let after = try #require(session.layout())
        #expect(after.views.map(\.frame) == before.views.map(\.frame))
        #expect(after.views.compactMap { $0.textLines?.joined() } == before.views.compactMap { $0.textLines?.joined() })
    }

    @Test("A view without arguments that reads an environment object is written with it passed")
    func environmentOnly() throws {
        let document = PlaygroundDocument(source: """
            final class Store: ObservableObject { @Published var count = 2 }
            struct Badge: View {
                @EnvironmentObject var store: Store
                var body: some View { Text("\\(store.count)") }
            }
            """, filePath: nil)
        #expect(document.previewToAdd == "#Preview {\n    Badge()\n        .environmentObject(Store())\n}\n")
    }

    @Test("The tree marks a view the scene does not declare with the stand-in icon; one its other files declare is a view of its own")
    func standInIcon() throws {
        let document = PlaygroundDocument(source: Self.card, filePath: nil)
        let scene = try #require(document.scene)
        let declared = try #require(document.evaluation?.declaredTypeNames)
        let rows = SceneOutline(scene: scene, declaredTypes: declared).rows
        #expect(rows.first { $0.title.hasPrefix("FollowButton") }?.iconName == RowIcon.standIn)
        #expect(rows.first { $0.title.hasPrefix("VStack") }?.iconName != RowIcon.standIn)
        let withCompanion = SceneOutline(scene: scene, declaredTypes: declared.union(["FollowButton"])).rows
        #expect(withCompanion.first { $0.title.hasPrefix("FollowButton") }?.iconName != RowIcon.standIn)
    }

    @Test("Strict reading lists what the view is missing as errors; turning it off brings the stand-ins back")
    func strictToggle() throws {
        let document = PlaygroundDocument(source: Self.card, filePath: nil)
        #expect(!document.preventsLayout)
        document.isStrict = true
        #expect(document.preventsLayout)
        // The first thing missing, where the file names it: the type of `let user: User`.
        #expect(document.diagnostics.contains { $0.severity == .error && $0.message == "'User' is not declared in the scene" }, "\(document.diagnostics)")
        document.isStrict = false
        #expect(!document.preventsLayout)
        #expect(!document.hasErrors)
    }
}

