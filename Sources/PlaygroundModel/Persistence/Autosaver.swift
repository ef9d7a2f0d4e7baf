import Foundation

/// Keeps unsaved text safe from crashes: `autosaveIfNeeded` (called by the window's timer every
/// few seconds) writes a modified document's text to `directory/<identifier>.swift` with a
/// `<identifier>.json` beside it naming the original file and the time; a clean save or close
/// removes both (`clear(for:)`), so whatever is left at start-up is a `pendingRecoveries()`.
public final class Autosaver {
    /// Where autosaves go: `StateDirectory.path()/autosave` unless given.
    public let directory: String
    private var savedCounters: [UUID: Int] = [:]

    public init(directory: String? = nil) {
        self.directory = directory ?? StateDirectory.path() + "/autosave"
    }

    /// Writes the document's text when it is modified and changed since its last autosave;
    /// returns whether it wrote. A document that is not modified has its autosave removed.
    @discardableResult
    public func autosaveIfNeeded(_ document: PlaygroundDocument, now: Date = Date()) throws -> Bool {
        guard document.isModified else {
            clear(for: document)
            return false
        }
        if savedCounters[document.identifier] == document.changeCounter { return false }
        try StateDirectory.create(directory)
        let base = directory + "/" + document.identifier.uuidString
        try AtomicFile.write(document.sourceText, to: base + ".swift")
        let metadata = Metadata(originalPath: document.filePath, date: now.timeIntervalSince1970)
        let json = String(decoding: try JSONEncoder().encode(metadata), as: UTF8.self)
        try AtomicFile.write(json, to: base + ".json")
        savedCounters[document.identifier] = document.changeCounter
        return true
    }

    /// Removes the document's autosave: after a save, or when it is closed without saving.
    public func clear(for document: PlaygroundDocument) {
        remove(document.identifier)
        savedCounters[document.identifier] = nil
    }

    /// Every autosave in the folder, newest first; unreadable ones are skipped.
    public func pendingRecoveries() -> [Recovery] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var recoveries: [Recovery] = []
        for name in names where name.hasSuffix(".swift") {
            let stem = String(name.dropLast(".swift".count))
            guard let identifier = UUID(uuidString: stem) else { continue }
            let base = directory + "/" + stem
            guard let data = FileManager.default.contents(atPath: base + ".json"),
                  let metadata = try? JSONDecoder().decode(Metadata.self, from: data)
            else { continue }
            recoveries.append(Recovery(
                file: base + ".swift", originalPath: metadata.originalPath,
                date: Date(timeIntervalSince1970: metadata.date), identifier: identifier))
        }
        return recoveries.sorted { $0.date > $1.date }
    }

    /// Deletes a recovery the person declined.
    public func discard(_ recovery: Recovery) {
        remove(recovery.identifier)
    }

    private func remove(_ identifier: UUID) {
        let base = directory + "/" + identifier.uuidString
        try? FileManager.default.removeItem(atPath: base + ".swift")
        try? FileManager.default.removeItem(atPath: base + ".json")
    }

    private struct Metadata: Codable {
        var originalPath: String?
        /// Seconds since 1970.
        var date: Double
    }
}
