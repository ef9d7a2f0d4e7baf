import Foundation
import SceneSource
import SwiftEvaluator

/// A file of an app folder (`AppProject`): read with the app's other files, showing one of the
/// app's previews or views (`AppEntry`) found again in every new reading.
extension PlaygroundDocument {
    /// Reads the app file at `path` with `companions` (the app's other files as the window has
    /// them), showing `entry` on its own screen (`appScreen(default:)`).
    public static func openAppFile(
        path: String, companions: [(name: String, source: String)], showing entry: AppEntry?, defaultScreen: Screen,
        parsedFiles: ParsedFiles? = nil
    ) throws -> PlaygroundDocument {
        let source: String
        do {
            source = try SourceFile.text(path)
        } catch {
            throw DocumentError("could not open '\(path)': \(DocumentError.reason(error))")
        }
        let document = PlaygroundDocument(appFile: path, source: source, companions: companions, showing: entry, parsedFiles: parsedFiles)
        document.screen = document.appScreen(default: defaultScreen)
        return document
    }

    /// The screen the root shown asks for: the file's `// render:` line, else what its preview
    /// declares (`.sizeThatFitsLayout`, a fixed size, landscape), else `fallback`.
    public func appScreen(default fallback: Screen) -> Screen {
        if let screen = RenderDirective.screen(in: sourceText) { return screen }
        if previews.indices.contains(selectedPreview), let asked = Self.proposal(for: previews[selectedPreview]) {
            return Screen(proposal: asked)
        }
        return fallback
    }

    /// Shows `entry` (a preview or a view of the app, in this file or another) from the
    /// evaluation already made (nothing is read again), on its own screen
    /// (`appScreen(default:)`); no undo step. Returns false, changing nothing, when the app as
    /// last read does not declare it.
    @discardableResult
    public func show(_ entry: AppEntry, defaultScreen: Screen) -> Bool {
        guard let evaluation, let index = LargeStack.run({ entry.index(in: evaluation) }) else { return false }
        shownEntry = entry
        isAdoptingPreview = true
        selectedPreview = index
        isAdoptingPreview = false
        root = LargeStack.run { evaluation.root(preview: index) }
        previews = evaluation.previews
        diagnostics = evaluation.diagnostics
        screen = appScreen(default: defaultScreen)
        notify(.preview)
        return true
    }

    /// Reads the file again with new `companions` (other files changed, came or went), and
    /// with `text` when given (this file changed on disk while it had no unsaved changes: the
    /// text becomes the file's, one undo step, unmodified). One reading; the entry shown, the
    /// screen and the undo history stay.
    public func reread(companions: [(name: String, source: String)], text: String? = nil) {
        self.companions = companions
        if let text, let filePath {
            diskStamp = DiskStamp(path: filePath)
            savedText = text
            if text != sourceText {
                record(.source(before: sourceText, after: text))
                return setSource(text)
            }
        }
        load(sourceText)
        notify(.source)
    }
}
