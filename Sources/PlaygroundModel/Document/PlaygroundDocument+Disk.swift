import Foundation
import SceneSource
import SwiftEvaluator

/// The document's file as it was when last read or saved: enough to notice another program
/// changing, replacing or deleting it (`diskState()`).
struct DiskStamp: Equatable {
    var size: Int64
    var modified: timespec
    var inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        modified = info.st_mtim
        inode = UInt64(info.st_ino)
    }

    static func == (lhs: DiskStamp, rhs: DiskStamp) -> Bool {
        lhs.size == rhs.size && lhs.inode == rhs.inode
            && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
    }
}

extension PlaygroundDocument {
    /// What happened to the document's file since it was read or saved.
    public enum DiskState: Equatable, Sendable {
        /// As read or saved (or the document has no file).
        case unchanged
        /// Another program wrote it (its text differs from what was read or saved).
        case changed
        /// It is gone.
        case deleted
    }

    /// Compares the file with what was read or saved. A file rewritten with the same text (an
    /// editor's "save" without changes, a `touch`) counts as unchanged, and is remembered so.
    public func diskState() -> DiskState {
        guard let filePath else { return .unchanged }
        guard let now = DiskStamp(path: filePath) else { return diskStamp == nil ? .unchanged : .deleted }
        if now == diskStamp { return .unchanged }
        if let text = try? SourceFile.text(filePath), text == savedText ?? sourceText {
            diskStamp = now
            return .unchanged
        }
        return .changed
    }

    /// True when the file exists and may not be written, or has no write permission for
    /// anyone (marked read-only, which even an administrator's write would ignore): saving
    /// goes through "Save As".
    public var isReadOnly: Bool {
        guard let filePath else { return false }
        var info = stat()
        guard stat(filePath, &info) == 0 else { return false }
        return access(filePath, W_OK) != 0 || info.st_mode & 0o222 == 0
    }

    /// Reads the file again, replacing the text (one undo step, so the person's version can be
    /// had back); the document is then unmodified.
    public func reloadFromDisk() throws {
        guard let filePath else { return }
        let text: String
        do {
            text = try SourceFile.text(filePath)
        } catch {
            throw DocumentError("could not reload '\(filePath)': \(DocumentError.reason(error))")
        }
        diskStamp = DiskStamp(path: filePath)
        savedText = text
        if text != sourceText {
            record(.source(before: sourceText, after: text))
            setSource(text)
        } else {
            notify(.saved)
        }
    }

    /// Keeps the person's text over the file's changed or deleted version: the next save
    /// writes it (recreating a deleted file) without asking again.
    public func keepOwnVersion() {
        guard let filePath else { return }
        diskStamp = DiskStamp(path: filePath)
        savedText = try? SourceFile.text(filePath)
        notify(.saved)
    }

    /// Refuses to save over the document's own file when that would lose another program's
    /// change, silently recreate a deleted file, or write a read-only one.
    func checkSavingOverOwnFile(_ path: String) throws {
        let name = (path as NSString).lastPathComponent
        switch diskState() {
        case .changed:
            throw DocumentError("'\(name)' was changed by another program since it was opened: reload it, or keep your version", kind: .changedOnDisk)
        case .deleted:
            throw DocumentError("'\(name)' was deleted by another program: save it again, or save it elsewhere", kind: .deletedOnDisk)
        case .unchanged:
            break
        }
        if isReadOnly {
            throw DocumentError("'\(name)' is read-only: use Save As to save your changes to another file", kind: .readOnly)
        }
    }
}

// MARK: - Reading in the background

/// The state of reading off the calling thread: one read at a time; text typed while it runs
/// waits, and only the newest text is read next.
struct BackgroundRead {
    /// Counts texts handed to `replaceSourceInBackground`; a read's result is used only if no
    /// newer text came meanwhile.
    var generation = 0
    var isRunning = false
    /// Cancelled when a newer text arrives: the running read stops at its next budget check.
    var cancel: CancellationToken?
    /// The text `scene`, `root` and `diagnostics` were last read from.
    var readText: String?
}

extension PlaygroundDocument {
    /// True while a background read has not delivered the newest text's scene.
    public var isReading: Bool { backgroundRead.isRunning }

    /// The source pane's text after a pause in typing, read off this thread so the window
    /// never waits for it. The text is the document's at once (one undo step, autosaved from
    /// now on); `scene`, `root` and `diagnostics` follow when the read finishes. A read still
    /// running for an older text is cancelled and its result dropped. `deliver` must run its
    /// closure on the thread the document lives on (the window: the GTK main loop).
    public func replaceSourceInBackground(_ text: String, deliver: @escaping (@escaping () -> Void) -> Void) {
        guard text != sourceText else { return }
        record(.source(before: sourceText, after: text))
        sourceText = text
        backgroundRead.generation += 1
        backgroundRead.cancel?.cancel()
        notify(.text)
        startBackgroundRead(deliver: deliver)
    }

    private func startBackgroundRead(deliver: @escaping (@escaping () -> Void) -> Void) {
        guard !backgroundRead.isRunning else { return }
        backgroundRead.isRunning = true
        let generation = backgroundRead.generation
        let text = sourceText
        let token = CancellationToken()
        backgroundRead.cancel = token
        let work = readingWork(text, cancellation: token)
        let thread = Thread { [weak self] in
            let result = work()
            deliver {
                guard let self else { return }
                self.backgroundRead.isRunning = false
                self.backgroundRead.cancel = nil
                if generation == self.backgroundRead.generation, text == self.sourceText {
                    self.load(text, loaded: result)
                    self.notify(.source)
                } else if self.backgroundRead.readText != self.sourceText {
                    // Superseded: read the newest text instead (unless an undo or a tree edit
                    // has already read it).
                    self.startBackgroundRead(deliver: deliver)
                }
            }
        }
        thread.stackSize = LargeStack.size
        thread.start()
    }
}
