import Foundation
import LayoutEngine
import SceneSource
import SwiftEvaluator

/// An open scene: its source text, the model and view tree read from it, the proposal the
/// window lays it out at, undo and redo, and saving.
///
/// Every change goes through the source text: a tree edit changes the model, prints it with
/// `ScenePrinter` (comments are not kept) and reads the printed text back, so what the window
/// shows is always what the text says. Text with errors keeps the last state that loaded
/// (`scene`, `root`) and reports its `diagnostics`. Not thread-safe: the window's main thread
/// owns it.
public final class PlaygroundDocument {
    /// What changed, for `onChange`.
    public enum Change: Hashable, Sendable {
        /// The source text, and with it possibly `scene`, `root` and `diagnostics`.
        case source
        /// The screen: its proposal, safe area or preset (a drag, a preset, a typed size, undo).
        case proposal
        /// `isModified` or `filePath` after a save.
        case saved
        /// The preview shown (`selectedPreview`), and with it `root`.
        case preview
        /// `diagnostics` only: a layout of the scene reported what loading could not see (an
        /// error in a `Layout` method or a body built for the screen shown).
        case diagnostics
        /// The text only, while it is read in the background (`replaceSourceInBackground`):
        /// `scene`, `root` and `diagnostics` still describe the previous text.
        case text
    }

    /// The current text of the source pane.
    public internal(set) var sourceText: String
    /// The source model of the last text that loaded without errors; nil when none has yet.
    public private(set) var scene: Scene?
    /// The evaluation of the last text that loaded: trees for any environment and preview are
    /// built from it, and what they report joins its diagnostics.
    public private(set) var evaluation: EvaluationSession?
    /// The root of the selected preview in the last text that loaded, on the default screen.
    public internal(set) var root: ViewNode?
    /// What reading the current text reported (empty for a clean scene).
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The scene's previews (`#Preview`, a `PreviewProvider`'s views), as last read.
    public internal(set) var previews: [ScenePreview] = []
    /// The preview whose view is `root` (an index into `previews`). Setting it builds that
    /// preview's root from the same evaluation (nothing is read or evaluated again) and
    /// proposes what the preview asks for (no undo step).
    public var selectedPreview = 0 {
        didSet {
            guard selectedPreview != oldValue, !isAdoptingPreview else { return }
            if let evaluation {
                root = evaluation.root(preview: selectedPreview)
                previews = evaluation.previews
                diagnostics = evaluation.diagnostics
            }
            if previews.indices.contains(selectedPreview), let asked = Self.proposal(for: previews[selectedPreview]) {
                proposal = asked
            }
            notify(.preview)
        }
    }
    /// Strict reading (the window's "Strict" toggle, `--strict` on the command line): what the
    /// scene uses but does not declare is an error, not a stand-in. Setting it reads the text
    /// again (no undo step).
    public var isStrict = false {
        didSet {
            guard isStrict != oldValue else { return }
            load(sourceText)
            notify(.source)
        }
    }
    /// Files read along with this one and not edited (the models and views it uses): they
    /// contribute declarations. Set before the text is read again; `reloadCompanions()` reads.
    public internal(set) var companions: [(name: String, source: String)] = []
    /// Where the document is saved; nil until it is saved for the first time.
    public private(set) var filePath: String?
    /// The screen the scene is laid out on. Setting it records no undo step (a drag sets it
    /// continuously, then calls `recordScreenChange(from:to:)` once).
    public var screen: Screen = .standard {
        didSet { if screen != oldValue { notify(.proposal) } }
    }
    /// The screen's proposal. Setting a new one makes the screen a custom size
    /// (`Screen.resized(to:)`); no undo step.
    public var proposal: ProposalState {
        get { screen.proposal }
        set { screen = screen.resized(to: newValue) }
    }
    /// Increases on every change of any kind: the window re-lays out when it differs from the
    /// value it last saw.
    public private(set) var changeCounter = 0
    /// Called after every change, on the caller's thread.
    public var onChange: ((Change) -> Void)?
    /// A stable identity for the autosaver's file names.
    public let identifier: UUID

    /// The preview or view of an app shown (`show(_:defaultScreen:)`), found again in every
    /// new reading of the app; nil outside an app, or to show `selectedPreview`.
    public internal(set) var shownEntry: AppEntry?
    /// An app folder's file: companions that do not parse are left out of the program (with a
    /// warning) instead of stopping it.
    public internal(set) var leavesOutBrokenCompanions = false
    /// An app folder's files as last parsed, shared by the app's documents: a reading after
    /// one file changed parses that file only (`ParsedFiles`). Nil outside an app.
    var parsedFiles: ParsedFiles?
    /// Set while a reading's root number becomes `selectedPreview` without its side effects.
    var isAdoptingPreview = false
    var savedText: String?
    /// The file as it was when last read or saved (see `diskState()`).
    var diskStamp: DiskStamp?
    /// Reading in the background (see `replaceSourceInBackground`).
    var backgroundRead = BackgroundRead()
    var undoStack: [UndoStep] = []
    private var redoStack: [UndoStep] = []

    /// One undoable step: a text before and after, or a proposal before and after.
    enum UndoStep {
        case source(before: String, after: String)
        case screen(before: Screen, after: Screen)
    }

    /// A document for `source`; `filePath` nil for a new, unsaved one (then it is modified
    /// until saved), otherwise the file it was read from (unmodified).
    public init(source: String, filePath: String?, identifier: UUID = UUID()) {
        sourceText = source
        self.filePath = filePath
        self.identifier = identifier
        savedText = filePath == nil ? nil : source
        diskStamp = filePath.flatMap { DiskStamp(path: $0) }
        load(source)
        if let first = previews.first, let asked = Self.proposal(for: first) { proposal = asked }
    }

    /// A file of an app folder, read once with `companions` (the app's other files, those that
    /// do not parse left out), showing `entry`.
    init(
        appFile path: String, source: String, companions: [(name: String, source: String)], showing entry: AppEntry?,
        parsedFiles: ParsedFiles? = nil
    ) {
        sourceText = source
        self.parsedFiles = parsedFiles
        filePath = path
        identifier = UUID()
        savedText = source
        diskStamp = DiskStamp(path: path)
        self.companions = companions
        leavesOutBrokenCompanions = true
        shownEntry = entry
        load(source)
    }

    /// An untitled document showing an example (the window's built-in scene): unmodified
    /// until edited, so closing it untouched asks nothing and autosaves nothing. `name` is
    /// what the window calls it until it is saved (nil: `Untitled`).
    public static func example(source: String, name: String? = nil) -> PlaygroundDocument {
        let document = PlaygroundDocument(source: source, filePath: nil)
        document.savedText = source
        document.exampleName = name
        return document
    }

    /// The name of the example this document shows, until it is saved as a file.
    public private(set) var exampleName: String?

    /// Reads the scene file at `path`, and `companions` (other files of the scene, read only).
    public static func open(path: String, companions: [String]) throws -> PlaygroundDocument {
        let document = try open(path: path)
        var read: [(name: String, source: String)] = []
        for companion in companions where companion != path {
            do {
                read.append((companion, try SourceFile.text(companion)))
            } catch {
                throw DocumentError("could not open '\(companion)': \(DocumentError.reason(error))")
            }
        }
        // Read again only with companions: the scene was read once already (a second read of
        // a 10,000-view scene cost 0.4 s before the window showed).
        if !read.isEmpty { document.setCompanions(read) }
        return document
    }

    /// Replaces the companion files and reads the scene again with them.
    public func setCompanions(_ files: [(name: String, source: String)]) {
        companions = files
        load(sourceText)
        notify(.source)
    }

    /// What a preview asks to be proposed (`ScenePreview.proposal`); nil to keep the current
    /// proposal.
    public static func proposal(for preview: ScenePreview) -> ProposalState? {
        preview.proposal.map(ProposalState.init)
    }

    /// Reads the scene file at `path`.
    public static func open(path: String) throws -> PlaygroundDocument {
        let source: String
        do {
            source = try SourceFile.text(path)
        } catch {
            throw DocumentError("could not open '\(path)': \(DocumentError.reason(error))")
        }
        return PlaygroundDocument(source: source, filePath: path)
    }

    /// The file's name (`country-rows.swift`), or before the first save the example's name or
    /// `Untitled`.
    public var displayName: String {
        guard let filePath else { return exampleName ?? "Untitled" }
        return (filePath as NSString).lastPathComponent
    }

    /// What diagnostics name as the file.
    public var fileName: String { filePath ?? "Untitled.swift" }

    /// True when the text differs from what was last saved (or read).
    public var isModified: Bool { sourceText != savedText }

    /// True when reading the current text reported an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// True when the current text could not be laid out (a syntax error, no root): `scene`
    /// and `root` are the last good ones and tree edits wait. A runtime error inside a view's
    /// body is not one of these: that view is a placeholder and the rest lays out.
    public private(set) var preventsLayout = false

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    // MARK: Changing the text

    /// The source pane's text after a pause in typing: read again, one undo step. With errors,
    /// `scene` and `root` stay the last good ones and `diagnostics` says what is wrong.
    public func replaceSource(_ text: String) {
        guard text != sourceText else { return }
        record(.source(before: sourceText, after: text))
        setSource(text)
    }

    /// Performs a tree edit on the current scene, one undo step. Throws, changing nothing,
    /// when the current text has errors, when the edit is impossible, or when its result does
    /// not load (an argument of the wrong type); the error's message is one plain sentence.
    public func apply(_ edit: SceneEdit) throws {
        guard !isReading else { throw SceneEditError("the source is still being read: try again in a moment") }
        guard !preventsLayout, var edited = scene else {
            throw SceneEditError("the source has errors: fix them, or undo, before editing the tree")
        }
        try edited.apply(edit)
        let text = ScenePrinter.print(edited)
        let result = read(text)
        // An edit may not add an error (errors the scene already had stay allowed).
        let before = Set(diagnostics.filter { $0.severity == .error }.map(\.message))
        if let error = result.diagnostics.first(where: { $0.severity == .error && !before.contains($0.message) }) ?? (result.root == nil ? result.diagnostics.first : nil) {
            throw SceneEditError(error.message)
        }
        guard text != sourceText else { return }
        record(.source(before: sourceText, after: text))
        setSource(text, loaded: result)
    }

    /// The `#Preview` "Add Preview" writes: the root the playground made for a scene without
    /// one (from samples of its view's parameters, passing what its views read from the
    /// environment, each `.environmentObject(...)` or `.environment(...)` on a line of its
    /// own), for the person to edit: Swift that compiles in the app (`SampleArguments`). Nil
    /// when the scene has a preview or writes its root itself.
    public var previewToAdd: String? {
        guard !preventsLayout, let root = evaluation?.writtenRoot else { return nil }
        let lines = root.replacingOccurrences(of: ").environmentObject(", with: ")\n        .environmentObject(")
            .replacingOccurrences(of: ").environment(", with: ")\n        .environment(")
        return "#Preview {\n    \(lines)\n}\n"
    }

    /// Writes `previewToAdd` at the end of the source, one undo step: the scene then lays out
    /// from its own preview, as it did from the one the playground made.
    public func addPreview() throws {
        guard !isReading else { throw SceneEditError("the source is still being read: try again in a moment") }
        guard let preview = previewToAdd else {
            throw SceneEditError(previews.isEmpty ? "the scene has no view with parameters to write a preview for" : "the scene has a preview already")
        }
        var text = sourceText
        if !text.hasSuffix("\n") { text += "\n" }
        replaceSource(text + "\n" + preview)
    }

    /// The size the scene's text gives the stand-in view `name` (`StandInSizes`); empty when
    /// it gives none.
    public func standInSize(of name: String) -> StandInSizes.Size {
        StandInSizes(sources: [sourceText])[name] ?? StandInSizes.Size()
    }

    /// Gives the stand-in view `name` `size` (an empty size takes its line away), as a comment
    /// line in the source, outside the view code: one undo step.
    public func setStandInSize(_ size: StandInSizes.Size, for name: String) throws {
        guard !isReading else { throw SceneEditError("the source is still being read: try again in a moment") }
        let text = StandInSizes.setting(size, for: name, in: sourceText)
        guard text != sourceText else { return }
        replaceSource(text)
    }

    /// Records a change of the screen as one undo step (a preset chosen, a size typed, a
    /// finished handle drag from the screen it started on); `screen` becomes `after`.
    public func recordScreenChange(from before: Screen, to after: Screen) {
        guard before != after else { return }
        record(.screen(before: before, after: after))
        screen = after
    }

    public func undo() {
        guard let step = undoStack.popLast() else { return }
        redoStack.append(step)
        switch step {
        case .source(let before, _): setSource(before)
        case .screen(let before, _): screen = before
        }
    }

    public func redo() {
        guard let step = redoStack.popLast() else { return }
        undoStack.append(step)
        switch step {
        case .source(_, let after): setSource(after)
        case .screen(_, let after): screen = after
        }
    }

    func record(_ step: UndoStep) {
        undoStack.append(step)
        redoStack.removeAll()
    }

    func setSource(_ text: String, loaded: SceneLoadResult? = nil) {
        sourceText = text
        // A background read of an older text is now out of date.
        backgroundRead.generation += 1
        backgroundRead.cancel?.cancel()
        load(text, loaded: loaded)
        notify(.source)
    }

    func load(_ text: String, loaded: SceneLoadResult? = nil) {
        let result = loaded ?? read(text)
        backgroundRead.readText = text
        diagnostics = result.diagnostics
        preventsLayout = result.root == nil || result.scene == nil
        if let loadedScene = result.scene, let loadedRoot = result.root {
            scene = loadedScene
            root = loadedRoot
            evaluation = result.session
            previews = result.previews
            isAdoptingPreview = true
            selectedPreview = result.preview
            isAdoptingPreview = false
        }
    }

    /// Takes what laying out `session`'s scene reported (errors of code only layout runs) into
    /// `diagnostics`, when `session` is the evaluation of the text shown; notifies
    /// `.diagnostics` when they changed. `layoutWarnings` are the layout's own (`LayoutResult`'s:
    /// an image the scene names that has no file), which the command line prints after the
    /// session's: warnings in the list too, after the rest.
    public func takeDiagnostics(of session: EvaluationSession, layoutWarnings: [LayoutWarning] = []) {
        guard session === evaluation, !preventsLayout, !isReading else { return }
        var reported = session.diagnostics
        let fallback = SourceLocation(file: filePath.map { ($0 as NSString).lastPathComponent } ?? "scene.swift", line: 1, column: 1)
        for warning in layoutWarnings {
            let diagnostic = Diagnostic(.warning, warning.message, at: warning.sourceLocation ?? fallback)
            if !reported.contains(diagnostic) { reported.append(diagnostic) }
        }
        guard reported != diagnostics else { return }
        diagnostics = reported
        notify(.diagnostics)
    }

    /// Reads `text` with the companion files, for the selected preview, on a large-stack
    /// thread (see `LargeStack`).
    private func read(_ text: String) -> SceneLoadResult {
        LargeStack.run(readingWork(text))
    }

    /// The work of reading `text` as the document now stands, to run on a large-stack thread;
    /// `cancellation` stops it.
    func readingWork(_ text: String, cancellation: CancellationToken = CancellationToken()) -> () -> SceneLoadResult {
        let files = [(name: fileName, source: text)] + companions
        let (preview, strict, entry, leavesOut, parsed) = (selectedPreview, isStrict, shownEntry, leavesOutBrokenCompanions, parsedFiles)
        return {
            SceneLoader.load(
                files: files, callDepth: SceneLoader.largeStackCallDepth, preview: preview, strict: strict, cancellation: cancellation,
                leavesOutBrokenFiles: leavesOut, choosing: entry.map { entry in { entry.index(in: $0) } }, parsedFiles: parsed)
        }
    }

    func notify(_ change: Change) {
        changeCounter += 1
        onChange?(change)
    }

    /// Makes the document modified whatever its text: a recovered text is not saved yet.
    func markRecovered() {
        savedText = nil
    }

    // MARK: Saving

    /// Writes the text to `path` (default: `filePath`) through a temporary file in the same
    /// folder renamed over it, so the old file stays whole if anything fails. Afterwards
    /// `filePath` is `path` and the document is unmodified.
    ///
    /// Saving to its own file (no `path`) is refused, with a `DocumentError` of the matching
    /// kind, when the file changed on disk since it was read or saved (`diskState()`), was
    /// deleted, or is read-only: the person chooses (reload, keep their version, save as).
    public func save(to path: String? = nil) throws {
        guard let destination = path ?? filePath else {
            throw DocumentError("the document has no file yet: choose where to save it")
        }
        if path == nil || path == filePath { try checkSavingOverOwnFile(destination) }
        try AtomicFile.write(sourceText, to: destination)
        let movedFile = destination != filePath
        filePath = destination
        savedText = sourceText
        diskStamp = DiskStamp(path: destination)
        if movedFile { load(sourceText) }
        notify(.saved)
    }
}
