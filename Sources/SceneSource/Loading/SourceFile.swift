#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LayoutEngine

/// Reading a Swift file of a scene or an app, the only way commands and the window read one.
/// A file is read only when it is a regular file (a named pipe or a device would block or
/// never end) of at most `EvaluationSession.maximumSourceBytes`, checked with `stat` before
/// anything is read: a sparse file that claims gigabytes (made in an instant with `truncate`)
/// is refused by its size, never read into memory (an 8 GB one aborted the program).
public enum SourceFile {
    /// What reading a file found.
    public enum Read {
        /// The file's bytes (not yet checked for UTF-8).
        case bytes(Data)
        /// A regular file of this many bytes, more than `EvaluationSession.maximumSourceBytes`.
        case tooLarge(Int)
        /// Missing, unreadable, or not a regular file.
        case unreadable
    }

    /// A file's text could not be had, saying why in a sentence (after "could not open 'PATH': ").
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads `path` (links followed; containment is the caller's, `AppFolder`'s walk).
    public static func read(_ path: String) -> Read {
        guard let real = SceneFolder.realPath(path) else { return .unreadable }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        let size = Int(clamping: status.st_size)
        if size > EvaluationSession.maximumSourceBytes { return .tooLarge(size) }
        // Checked again on the open descriptor: a file grown or swapped since is not read whole.
        guard let data = SceneFolder.read(real: real, limit: EvaluationSession.maximumSourceBytes, whole: true) else {
            return .unreadable
        }
        return .bytes(data)
    }

    /// The sentence for a file of `bytes` bytes, too large to read.
    public static func tooLargeSentence(_ bytes: Int) -> String {
        "the file is \(EvaluationSession.megabytes(bytes)) MB; at most \(EvaluationSession.megabytes(EvaluationSession.maximumSourceBytes)) MB of source are read"
    }

    /// The UTF-8 text of `path`; throws `Failure` when it cannot be read, is too large or is
    /// not UTF-8.
    public static func text(_ path: String) throws -> String {
        switch read(path) {
        case .bytes(let data):
            guard let text = String(data: data, encoding: .utf8) else { throw Failure(description: "the file is not UTF-8 text") }
            return text
        case .tooLarge(let bytes):
            throw Failure(description: tooLargeSentence(bytes))
        case .unreadable:
            throw Failure(description: "no such file, not readable, or not a regular file")
        }
    }
}
