import Foundation
import LayoutEngine
@testable import PlaygroundModel
import SceneSource
import Testing

/// The window beside an editor: another program's save of one file of data/trailhead is read
/// again collecting that file's declarations only (`DeclarationTemplates`), and what the other
/// files declare is still there.
@Suite("An app folder read again after one save")
struct AppProjectRereadingTests {
    @Test("Another program's save of the theme makes its types again and no other file's; the view shown follows")
    func onlyTheSavedFileIsCollected() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/data/trailhead", toPath: folder + "/trailhead")
        let project = try AppProject(folder: folder + "/trailhead")
        _ = try project.open(try #require(project.openingFile))
        let entry = try #require(project.outline.files.flatMap(\.entries).first { $0.name == "DifficultyBadge" })
        let document = try project.open(entry.file, showing: entry)
        let made = project.parsedFiles.typesMade
        #expect(made > 0)
        // The theme (one top-level type, `Spacing`, and extensions) saved with a second type
        // and a new member of the model's `Difficulty`, which the badge then shows.
        let theme = folder + "/trailhead/Theme/Theme.swift"
        let themeText = try String(contentsOfFile: theme, encoding: .utf8)
        try (themeText + "\nenum Added { static let x = 1 }\nextension Difficulty {\n    var shout: String { \"LOUD\" }\n}\n")
            .write(toFile: theme, atomically: true, encoding: .utf8)
        try document.sourceText.replacingOccurrences(of: "Text(difficulty.title)", with: "Text(difficulty.shout)")
            .write(toFile: entry.file, atomically: true, encoding: .utf8)
        let reaction = project.takeOutsideChanges()
        #expect(reaction.reread)
        // Spacing and Added from the theme, and the badge's file's own types: nothing else.
        let badgeTypes = document.sourceText.components(separatedBy: "\n").filter { $0.hasPrefix("struct ") || $0.hasPrefix("enum ") }.count
        #expect(project.parsedFiles.typesMade == made + 2 + badgeTypes)
        let evaluation = try #require(document.evaluation)
        #expect(!evaluation.hasErrors, "\(evaluation.diagnostics)")
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let result = try #require(session.layout())
        let texts = result.paths.compactMap { path -> String? in
            guard case .text(let text) = result.view(at: path)?.view.content else { return nil }
            return text.string
        }
        #expect(texts == ["LOUD"])
    }
}
