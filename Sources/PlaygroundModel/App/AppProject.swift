import Foundation
import SceneSource

/// An app folder open in the window: its Swift files (`AppFolder`, test files left out) read
/// as one program, the file edited and what the canvas shows of it, the other files' unsaved
/// texts (drafts), and what to do when other programs change the folder.
///
/// One `PlaygroundDocument` edits the file shown; the app's other files are read along as its
/// companions, each with the window's text when it has unsaved changes (a draft), else the
/// text on disk. Switching to another file keeps the one left as a draft when it has unsaved
/// changes (its text and undo history), so no text is ever lost; one without is dropped and
/// read again when chosen. Not thread-safe: the window's main thread owns it.
public final class AppProject {
    /// The folder as given.
    public let folder: String
    /// The app's files that read as UTF-8 text and are not tests, sorted by path.
    public private(set) var files: [String] = []
    /// The documents of files edited: the one shown, and every other with unsaved changes.
    public private(set) var documents: [String: PlaygroundDocument] = [:]
    /// The file shown (edited in the source pane).
    public private(set) var shownFile: String?
    /// "Follow the editor": an outside save of another file that declares previews or views
    /// shows that file (`AppReaction.follow`).
    public var followsEditor = false
    /// The navigator's list, from the last reading of the shown document.
    public private(set) var outline: AppOutline
    /// What was left out of the walk that a person might expect (links out of the folder).
    public private(set) var skipped: [(path: String, reason: String)] = []
    /// The app's files as last parsed, shared by its documents: after a save in another
    /// editor only that file is parsed again.
    let parsedFiles = ParsedFiles()

    /// Every app file's text on disk as last read (nil: not readable as UTF-8, or a test) and
    /// its stamp, to tell which files another program changed.
    private var disk: [String: (stamp: DiskStamp?, text: String?)] = [:]

    /// Walks `folder` and reads its files; throws when it holds no Swift file of an app.
    public init(folder: String) throws {
        self.folder = folder
        outline = AppOutline(folder: folder, paths: [], entries: [])
        _ = scanDisk()
        guard !files.isEmpty else {
            throw DocumentError("the folder '\(folder)' has no .swift files of an app (test targets, build and dependency folders are not read)")
        }
        outline = AppOutline(folder: folder, paths: files, entries: [])
    }

    /// The file the window opens first: the first that declares a preview (by its text), else
    /// the first file.
    public var openingFile: String? {
        files.first { disk[$0]?.text.map(Self.declaresPreview) == true } ?? files.first
    }

    static func declaresPreview(_ text: String) -> Bool {
        text.contains("#Preview") || text.contains("PreviewProvider")
    }

    /// The app's files other than `path`, as the window has them: a draft's text, else the
    /// text on disk.
    public func companions(for path: String) -> [(name: String, source: String)] {
        files.filter { $0 != path }.compactMap { file in
            if let draft = documents[file], draft.isModified { return (file, draft.sourceText) }
            return disk[file]?.text.map { (file, $0) }
        }
    }

    /// The paths of files with unsaved changes.
    public var modifiedFiles: [String] {
        documents.filter { $0.value.isModified }.keys.sorted()
    }

    /// The document that edits `path`, showing `entry` (nil: the file's first preview or view,
    /// else what is shown now, else the app's first): a draft kept from before (read again
    /// with the other files as they are now), or the file read. The document left is kept only
    /// when it has unsaved changes.
    public func open(_ path: String, showing entry: AppEntry? = nil, defaultScreen: Screen = .standard) throws -> PlaygroundDocument {
        let current = shownFile.flatMap { documents[$0] }
        let wanted = entry ?? outline.firstEntry(of: path) ?? current?.shownEntry ?? outline.openingEntry
        let document: PlaygroundDocument
        if let draft = documents[path] {
            document = draft
            if draft.shownEntry != wanted { draft.shownEntry = wanted }
            draft.reread(companions: companions(for: path))
            draft.screen = draft.appScreen(default: defaultScreen)
        } else {
            document = try PlaygroundDocument.openAppFile(
                path: path, companions: companions(for: path), showing: wanted, defaultScreen: defaultScreen, parsedFiles: parsedFiles)
        }
        documents = documents.filter { $0.key == path || $0.value.isModified }
        documents[path] = document
        shownFile = path
        // The first file opened shows its first preview, known once the app is read.
        if wanted == nil, let first = AppProject.outline(folder: folder, paths: files, of: document).firstEntry(of: path) {
            document.show(first, defaultScreen: defaultScreen)
        }
        refreshOutline()
        return document
    }

    /// The document shown.
    public var shownDocument: PlaygroundDocument? { shownFile.flatMap { documents[$0] } }

    /// Lists the app again from the shown document's last reading (after it was read again).
    public func refreshOutline() {
        guard let document = shownDocument else { return }
        outline = Self.outline(folder: folder, paths: files, of: document)
    }

    static func outline(folder: String, paths: [String], of document: PlaygroundDocument) -> AppOutline {
        guard let evaluation = document.evaluation else { return AppOutline(folder: folder, paths: paths, entries: []) }
        return AppOutline(folder: folder, paths: paths, entries: AppEntry.entries(of: evaluation), leftOut: evaluation.leftOutFiles)
    }

    // MARK: Other programs' changes

    /// What other programs did to the folder since it was last read.
    struct DiskChanges {
        /// Files whose text changed, came (new files) or went; in the order of their
        /// modification, the last saved last.
        var changed: [String] = []
        var removed: [String] = []
        var added: [String] = []
    }

    /// Walks the folder again and reads the files whose stamp changed (only those): what
    /// changed, and `files` and `disk` brought up to date.
    func scanDisk() -> DiskChanges {
        let walked = AppFolder(folder)
        skipped = walked.skipped
        var changes = DiskChanges()
        var seen: [String: (stamp: DiskStamp?, text: String?)] = [:]
        var modified: [(path: String, time: timespec)] = []
        for path in walked.files {
            let stamp = DiskStamp(path: path)
            if let known = disk[path], let stamp, known.stamp == stamp {
                seen[path] = known
                continue
            }
            // Read whole or not at all: an editor writing it in place is read again at its next event.
            let text = (try? SourceFile.text(path)).flatMap { AppFolder.isTestSource($0) ? nil : $0 }
            seen[path] = (stamp, text)
            let before = disk[path]
            if before == nil { changes.added.append(path) }
            if before?.text != text, let stamp { modified.append((path, stamp.modified)) }
        }
        changes.removed = disk.keys.filter { seen[$0] == nil }.sorted()
        changes.changed = modified.sorted { ($0.time.tv_sec, $0.time.tv_nsec) < ($1.time.tv_sec, $1.time.tv_nsec) }.map(\.path)
        disk = seen
        files = walked.files.filter { seen[$0]?.text != nil }
        parsedFiles.keepOnly(Set(files))
        return changes
    }

    /// Reads what other programs changed in the folder (call it once their events settle) and
    /// brings the shown document up to date where that loses nothing: the other files' new
    /// texts (a draft's unsaved text is kept over its file's), new and deleted files, and the
    /// shown file's new text when it has no unsaved changes, all in one reading that keeps the
    /// entry shown, the screen and the undo history. Returns what is left for the window.
    public func takeOutsideChanges() -> AppReaction {
        let changes = scanDisk()
        var reaction = AppReaction()
        reaction.filesChanged = !changes.added.isEmpty || !changes.removed.isEmpty
        guard let shownFile, let document = documents[shownFile] else { return reaction }
        // A draft of a deleted file stays (its text is the only copy); one without changes goes.
        for path in changes.removed where path != shownFile && documents[path]?.isModified != true { documents[path] = nil }
        let others = (changes.changed + changes.removed).filter { $0 != shownFile && documents[$0]?.isModified != true }
        var text: String?
        if changes.changed.contains(shownFile) || changes.removed.contains(shownFile) {
            switch document.diskState() {
            case .changed where document.isModified:
                reaction.asksAboutShown = true
            case .changed:
                text = disk[shownFile]?.text
            case .deleted:
                reaction.shownDeleted = true
            case .unchanged:
                break
            }
        }
        if !others.isEmpty || text != nil {
            document.reread(companions: companions(for: shownFile), text: text)
            reaction.reread = true
        }
        refreshOutline()
        if followsEditor, let last = changes.changed.last(where: { $0 != shownFile && outline.firstEntry(of: $0) != nil }) {
            reaction.follow = last
        }
        return reaction
    }
}

/// What `AppProject.takeOutsideChanges()` leaves for the window to do.
public struct AppReaction: Equatable {
    /// The shown document was read again (the canvas, the tree and the source follow).
    public var reread = false
    /// Files came or went: the navigator lists them again.
    public var filesChanged = false
    /// The shown file changed on disk while it has unsaved changes: ask (reload or keep).
    public var asksAboutShown = false
    /// The shown file was deleted: its text stays; ask.
    public var shownDeleted = false
    /// Follow the editor: the file saved last, to show.
    public var follow: String?

    public init() {}
}
