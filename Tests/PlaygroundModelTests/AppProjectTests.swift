import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

/// The window's app folder, without a display: the navigator's list of data/trailhead, choosing
/// a view, and other programs' saves (by rename and by rewrite) read again while the view shown,
/// the screen and unsaved text stay.
@Suite("An app folder in the window")
struct AppProjectTests {
    /// A copy of data/trailhead in a new temporary folder (the tests change its files).
    private func trailhead() throws -> String {
        let folder = try makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: repositoryRoot + "/data/trailhead", toPath: folder + "/trailhead")
        return folder + "/trailhead"
    }

    private var badge: String { "Components/DifficultyBadge.swift" }

    /// The strings of the texts laid out.
    private func texts(_ document: PlaygroundDocument) throws -> [String] {
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let result = try #require(session.layout())
        return result.paths.compactMap { path in
            guard case .text(let text) = result.view(at: path)?.view.content else { return nil }
            return text.string
        }
    }

    /// Another program saving `text` to `path`: a new file renamed over it (most editors), or
    /// the file truncated and written in place (`byRename: false`).
    private func save(_ text: String, to path: String, byRename: Bool = true) throws {
        if byRename {
            try text.write(toFile: path + ".saving", atomically: false, encoding: .utf8)
            #expect(rename(path + ".saving", path) == 0)
        } else {
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }
    }

    private func badgeEntry(_ project: AppProject) throws -> AppEntry {
        try #require(project.outline.files.flatMap(\.entries).first { $0.name == "DifficultyBadge" })
    }

    @Test("The navigator lists trailhead's 11 files under their folders, its 5 previews and 6 views; DifficultyBadge is a view with no preview")
    func outline() throws {
        let folder = try trailhead()
        defer { removeTemporaryFolder((folder as NSString).deletingLastPathComponent) }
        let project = try AppProject(folder: folder)
        let file = try #require(project.openingFile)
        let document = try project.open(file)
        #expect(project.files.count == 11)
        let entries = project.outline.files.flatMap(\.entries)
        #expect(entries.filter { $0.kind == .preview }.count == 5)
        #expect(entries.filter { $0.kind == .view }.map(\.name).sorted()
                == ["DifficultyBadge", "FavoriteCard", "StatTile", "TrailDetailScreen", "TrailListScreen", "TrailRow"])
        let badgeFile = try #require(project.outline.files.first { $0.relativePath == badge })
        #expect(badgeFile.entries.map(\.kind) == [.view])
        #expect(badgeFile.entries.first?.needsArguments == true)
        // The first file with a preview opens, on its first preview.
        #expect(document.shownEntry?.kind == .preview)
        #expect(document.shownEntry?.file == document.filePath)
        let rows = project.outline.rows()
        #expect(rows.contains(.folder("Components")) && rows.contains(.folder("Screens")))
        // Files follow their folder's heading.
        let components = try #require(rows.firstIndex(of: .folder("Components")))
        guard case .file(_, let name, nil) = rows[components + 1] else { Issue.record("no file after the heading: \(rows[components + 1])"); return }
        #expect(name == "DifficultyBadge.swift")
    }

    @Test("Searching keeps the files whose names match with all their entries, and other files' matching entries only")
    func search() {
        let entries = [
            AppEntry(kind: .preview, name: "Trail row", file: "/app/Components/TrailRow.swift", line: 40),
            AppEntry(kind: .view, name: "TrailRow", file: "/app/Components/TrailRow.swift", line: 5),
            AppEntry(kind: .view, name: "DifficultyBadge", file: "/app/Components/DifficultyBadge.swift", line: 5),
            AppEntry(kind: .view, name: "FavoriteCard", file: "/app/Screens/TrailListScreen.swift", line: 34),
            AppEntry(kind: .view, name: "TrailListScreen", file: "/app/Screens/TrailListScreen.swift", line: 4),
        ]
        let outline = AppOutline(
            folder: "/app", paths: ["/app/Components/DifficultyBadge.swift", "/app/Components/TrailRow.swift", "/app/Models/Trail.swift", "/app/Screens/TrailListScreen.swift"],
            entries: entries)
        #expect(outline.rows(matching: "badge") == [
            .folder("Components"), .file(path: "/app/Components/DifficultyBadge.swift", name: "DifficultyBadge.swift", problem: nil), .entry(entries[2]),
        ])
        // "card": no file's name; one view of TrailListScreen.swift.
        #expect(outline.rows(matching: "CARD") == [
            .folder("Screens"), .file(path: "/app/Screens/TrailListScreen.swift", name: "TrailListScreen.swift", problem: nil), .entry(entries[3]),
        ])
        // A file found by its folder's name keeps all its entries; a model file (no entries) is listed too.
        #expect(outline.rows(matching: "models") == [.folder("Models"), .file(path: "/app/Models/Trail.swift", name: "Trail.swift", problem: nil)])
        #expect(outline.rows(matching: "zzz").isEmpty)
        #expect(outline.rows().count == 3 + 4 + entries.count)
        // What is shown is selected: the entry when it is the edited file's, else the file.
        let rows = outline.rows()
        #expect(AppOutline.selectedRow(in: rows, editing: entries[2].file, showing: entries[2]).map { rows[$0] } == .entry(entries[2]))
        #expect(AppOutline.selectedRow(in: rows, editing: "/app/Models/Trail.swift", showing: entries[2]).map { rows[$0] }
                == .file(path: "/app/Models/Trail.swift", name: "Trail.swift", problem: nil))
    }

    @Test("Choosing DifficultyBadge edits its file and shows the view with a sample difficulty, on the default screen")
    func choosingAView() throws {
        let folder = try trailhead()
        defer { removeTemporaryFolder((folder as NSString).deletingLastPathComponent) }
        let project = try AppProject(folder: folder)
        _ = try project.open(try #require(project.openingFile))
        let entry = try badgeEntry(project)
        let document = try project.open(entry.file, showing: entry, defaultScreen: .standard)
        #expect(document.filePath == folder + "/" + badge)
        #expect(document.shownEntry == entry)
        #expect(document.previews[document.selectedPreview].name == "DifficultyBadge")
        #expect(document.screen == .standard)
        #expect(!document.hasErrors, "\(document.diagnostics)")
        // A difficulty's title, as the sample argument gives it: one text, not empty.
        let shown = try texts(document)
        #expect(shown.count == 1 && shown.first?.isEmpty == false, "\(shown)")
    }

    @Test("Another program's save of the shown file, by rename then by rewrite, is read again: the view shown and the screen stay")
    func outsideSaveOfTheShownFile() throws {
        let folder = try trailhead()
        defer { removeTemporaryFolder((folder as NSString).deletingLastPathComponent) }
        let project = try AppProject(folder: folder)
        _ = try project.open(try #require(project.openingFile))
        let entry = try badgeEntry(project)
        let document = try project.open(entry.file, showing: entry)
        document.screen = Screen(proposal: ProposalState(width: 200, height: 100))
        let original = try String(contentsOfFile: entry.file, encoding: .utf8)
        try save(original.replacingOccurrences(of: "Text(difficulty.title)", with: "Text(\"Renamed \\(difficulty.title)\")"), to: entry.file)
        var reaction = project.takeOutsideChanges()
        #expect(reaction.reread && !reaction.asksAboutShown)
        #expect(project.shownDocument === document && document.shownEntry == entry && !document.isModified)
        #expect(document.screen.proposal == ProposalState(width: 200, height: 100))
        #expect(try texts(document).first?.hasPrefix("Renamed ") == true)
        try save(original.replacingOccurrences(of: "Text(difficulty.title)", with: "Text(\"Rewritten\")"), to: entry.file, byRename: false)
        reaction = project.takeOutsideChanges()
        #expect(reaction.reread)
        #expect(try texts(document) == ["Rewritten"])
        #expect(document.previews[document.selectedPreview].name == "DifficultyBadge")
        // Nothing changed since: nothing is read again.
        #expect(project.takeOutsideChanges() == AppReaction())
    }

    @Test("A shown file with unsaved changes is never overwritten by another program's save: the window asks")
    func outsideSaveOverUnsavedText() throws {
        let folder = try trailhead()
        defer { removeTemporaryFolder((folder as NSString).deletingLastPathComponent) }
        let project = try AppProject(folder: folder)
        _ = try project.open(try #require(project.openingFile))
        let entry = try badgeEntry(project)
        let document = try project.open(entry.file, showing: entry)
        let mine = document.sourceText + "\n// mine\n"
        document.replaceSource(mine)
        try save("// theirs\n" + document.sourceText, to: entry.file)
        let reaction = project.takeOutsideChanges()
        #expect(reaction.asksAboutShown && !reaction.reread)
        #expect(document.sourceText == mine && document.isModified)
        #expect(document.diskState() == .changed)
    }

    @Test("Another file's save is read along (the shown view follows it); a draft's unsaved text is kept over its file's")
    func outsideSaveOfAnotherFile() throws {
        let folder = try trailhead()
        defer { removeTemporaryFolder((folder as NSString).deletingLastPathComponent) }
        let project = try AppProject(folder: folder)
        _ = try project.open(try #require(project.openingFile))
        let entry = try badgeEntry(project)
        let trail = folder + "/Models/Trail.swift"
        // A draft of the model: edited, then left for the badge.
        let model = try project.open(trail)
        let draft = model.sourceText + "\n// draft\n"
        model.replaceSource(draft)
        let document = try project.open(entry.file, showing: entry)
        #expect(project.modifiedFiles == [trail])
        #expect(project.companions(for: entry.file).first { $0.name == trail }?.source == draft)
        // Another program saves the model: the draft wins (nothing read again), and the file is theirs.
        try save("// theirs\n" + draft, to: trail)
        var reaction = project.takeOutsideChanges()
        #expect(!reaction.reread)
        #expect(project.documents[trail]?.sourceText == draft)
        // The theme, saved by another program, is read along: the view shown follows.
        let theme = folder + "/Theme/Theme.swift"
        let themeText = try String(contentsOfFile: theme, encoding: .utf8)
        let before = try texts(document)
        try save(themeText + "\nextension Difficulty {\n    var shout: String { \"LOUD\" }\n}\n", to: theme, byRename: false)
        try save(document.sourceText.replacingOccurrences(of: "Text(difficulty.title)", with: "Text(difficulty.shout)"), to: entry.file)
        reaction = project.takeOutsideChanges()
        #expect(reaction.reread)
        #expect(try texts(document) == ["LOUD"], "before: \(before)")
        // Back to the model: its unsaved text and undo are there.
        let again = try project.open(trail)
        #expect(again === model && again.sourceText == draft && again.canUndo)
        #expect(again.diskState() == .changed)
    }

    @Test("New and deleted files change the list; a file that does not parse is listed with why and the others go on")
    func filesComeAndGo() throws {
        let folder = try trailhead()
        defer { removeTemporaryFolder((folder as NSString).deletingLastPathComponent) }
        let project = try AppProject(folder: folder)
        let document = try project.open(try #require(project.openingFile))
        let added = folder + "/Components/Pill.swift"
        try "import SwiftUI\n\nstruct Pill: View {\n    var body: some View { Text(\"Pill\").padding() }\n}\n".write(toFile: added, atomically: true, encoding: .utf8)
        var reaction = project.takeOutsideChanges()
        #expect(reaction.filesChanged && reaction.reread)
        #expect(project.outline.files.first { $0.path == added }?.entries.map(\.name) == ["Pill"])
        try "struct Broken: View {\n    var body: some View { Text(\n}\n".write(toFile: added, atomically: true, encoding: .utf8)
        reaction = project.takeOutsideChanges()
        #expect(project.outline.files.first { $0.path == added }?.problem != nil)
        #expect(!document.preventsLayout)
        try FileManager.default.removeItem(atPath: added)
        reaction = project.takeOutsideChanges()
        #expect(reaction.filesChanged)
        #expect(project.files.count == 11 && !project.outline.files.contains { $0.path == added })
    }

    @Test("Following the editor: another program's save of a file with views shows that file; a model's does not")
    func followingTheEditor() throws {
        let folder = try trailhead()
        defer { removeTemporaryFolder((folder as NSString).deletingLastPathComponent) }
        let project = try AppProject(folder: folder)
        _ = try project.open(try #require(project.openingFile))
        project.followsEditor = true
        let tile = folder + "/Components/TrailRow.swift"
        try save(try String(contentsOfFile: tile, encoding: .utf8) + "\n", to: tile)
        #expect(project.takeOutsideChanges().follow == tile)
        let model = folder + "/Models/Trail.swift"
        try save(try String(contentsOfFile: model, encoding: .utf8) + "\n", to: model)
        #expect(project.takeOutsideChanges().follow == nil)
    }

    @Test("The gallery's example apps are data/'s folders with an @main file: trailhead, not the corpus of loose scenes")
    func exampleApps() {
        #expect(ExampleScenes.apps(in: repositoryRoot + "/data").map { ($0 as NSString).lastPathComponent } == ["trailhead"])
    }
}
