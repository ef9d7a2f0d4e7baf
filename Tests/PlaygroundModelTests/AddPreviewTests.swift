import Foundation
import LayoutEngine
import PlaygroundModel
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
        #expect(document.previewToAdd == "#Preview {\n    ProfileCard(user: User.standIn)\n}\n")
        try document.addPreview()
        #expect(document.sourceText.hasSuffix("\n#Preview {\n    ProfileCard(user: User.standIn)\n}\n"))
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

