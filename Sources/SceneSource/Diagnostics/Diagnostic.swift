import Foundation
import LayoutEngine

/// A problem found in a scene, at a place in its source: a value, never printed or thrown by
/// the loader itself. The command line prints `description`; the window lists them.
public struct Diagnostic: Hashable, CustomStringConvertible {
    /// How bad the problem is: an `error` keeps the scene from being laid out; a `warning` says
    /// what was ignored or replaced; a `note` adds context to the diagnostic before it.
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    /// 1-based line and column in the scene file.
    public var location: SourceLocation
    /// One plain sentence without a final period unless SwiftUI's own message has one:
    /// `unknown view 'Foo'`.
    public var message: String
    /// What to do about it, when there is something to say.
    public var hint: String?

    /// `message` and `hint` are made one line each: a message quoting several lines of source
    /// (a closure, a multi-line string) would break the one-line form the command line prints
    /// and the window lists.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = Self.oneLine(message)
        self.hint = hint.map(Self.oneLine)
    }

    /// `text` with each line break and the indentation around it replaced by one space.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// True for the warning (or, under `--strict`, the error) about something the scene uses
    /// but does not declare, which stands in (`SwiftUILibrary+StandIns`).
    public var isStandIn: Bool { hint == SwiftUILibrary.standInHint }

    /// `file:line:column: error: message`, then `    hint: ...` on a second line when there is one.
    public var description: String {
        var text = "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        if let hint { text += "\n    hint: \(hint)" }
        return text
    }
}
