import Foundation

/// Unsaved text the autosaver kept for a document that was not saved or closed cleanly,
/// offered when the playground starts again.
public struct Recovery: Hashable, Sendable {
    /// The autosaved text's file.
    public var file: String
    /// Where the document was saved before, nil for one never saved.
    public var originalPath: String?
    /// When the text was autosaved.
    public var date: Date
    /// The document's `identifier`.
    public var identifier: UUID

    /// The autosaved text.
    public func source() throws -> String {
        do {
            return try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw DocumentError("could not read the autosaved text '\(file)': \(DocumentError.reason(error))")
        }
    }
}

extension PlaygroundDocument {
    /// A document with a recovery's text, saved to its original file (if it had one) only when
    /// the person saves: it starts modified, with the same identifier, so further autosaves
    /// replace the recovered one.
    public static func recover(_ recovery: Recovery) throws -> PlaygroundDocument {
        let text = try recovery.source()
        let document = PlaygroundDocument(source: text, filePath: recovery.originalPath, identifier: recovery.identifier)
        document.markRecovered()
        return document
    }
}
