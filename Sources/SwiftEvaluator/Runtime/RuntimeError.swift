import SwiftSyntax

/// Where something is in the scene's sources: a file and a UTF-8 offset in it. Converted to a
/// line and column only when reported.
public struct SourcePosition: Hashable, Sendable {
    public let file: Int
    public let offset: Int

    public init(file: Int, offset: Int) {
        self.file = file
        self.offset = offset
    }
}

/// A line and column in a named file, 1-based, as diagnostics print them.
public struct SourceLineColumn: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// An error while scene code runs: index out of range, nil unwrapped, an unknown member, a
/// budget exhausted. It names the construct in the scene's own words and where it is.
public struct RuntimeError: Error, CustomStringConvertible {
    public enum Kind: Sendable {
        /// The scene's code did something Swift would trap on or not compile.
        case failure
        /// The scene's code used something the evaluator or the host does not provide.
        case unsupported
        /// A budget ran out: steps, call depth, collection size.
        case budget
        /// The host cancelled the evaluation (a newer edit, a deadline).
        case cancelled
        /// `throw` in scene code, not caught.
        case thrown
    }

    public var message: String
    public var position: SourcePosition?
    public var kind: Kind
    public var hint: String?
    /// The functions being run, outermost first, when the error happened.
    public var callStack: [String] = []

    /// The longest message kept, in bytes of UTF-8: a message quoting a value the scene made
    /// (`could not cast [[[...]]] to Int`) is cut there.
    public static let maximumMessageBytes = 2_000

    /// `message`, cut at `maximumMessageBytes` (warnings are cut the same way).
    public static func shortened(_ message: String) -> String {
        message.utf8.count > maximumMessageBytes ? String(message.prefix(maximumMessageBytes / 4)) + "…" : message
    }

    public init(_ message: String, at position: SourcePosition?, kind: Kind = .failure, hint: String? = nil) {
        self.message = Self.shortened(message)
        self.position = position
        self.kind = kind
        self.hint = hint
    }

    public var description: String { message }
}
