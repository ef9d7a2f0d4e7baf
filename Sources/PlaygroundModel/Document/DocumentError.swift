import Foundation
import SceneSource

/// Why opening, saving or recovering a document failed: one sentence naming the file and the
/// reason (`could not save to '/x/a.swift': the folder does not exist`).
public struct DocumentError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// What the window offers for it: a save refused because the file changed or went away on
    /// disk, or is read-only, can be resolved (reload, keep, save as); the rest are told.
    public enum Kind: Equatable, Sendable {
        case other, changedOnDisk, deletedOnDisk, readOnly
    }

    public var message: String
    public var kind: Kind

    public init(_ message: String, kind: Kind = .other) {
        self.message = message
        self.kind = kind
    }

    public var description: String { message }
    public var errorDescription: String? { message }

    /// A plain reason for a Foundation or POSIX error.
    static func reason(_ error: Error) -> String {
        if let failure = error as? SourceFile.Failure { return failure.description }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        return nsError.localizedDescription
    }
}
