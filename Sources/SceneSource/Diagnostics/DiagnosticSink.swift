import Foundation
import LayoutEngine

/// Collects diagnostics in the order they are found, dropping exact repeats (a custom view used
/// 1,000 times reports a mistake in its body once). Cost: O(1) per report.
///
/// One sink per `EvaluationSession`: reading, evaluating, building trees and laying out all
/// report here, from whichever thread runs the work (the window lays out off its main thread),
/// and every caller reads `diagnostics` after the work it asked for.
final class DiagnosticSink: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    /// The recordings open (`beginRecording`), innermost last: each keeps every diagnostic
    /// reported while it is open, once, repeats of earlier ones included.
    private var recordings: [(seen: Set<Diagnostic>, diagnostics: [Diagnostic])] = []
    /// Where a report goes when the element has no location (built in code, not read).
    let fallbackLocation: SourceLocation

    init(fileName: String) {
        self.fallbackLocation = SourceLocation(file: fileName, line: 1, column: 1)
    }

    /// Everything reported so far, in order.
    var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func report(_ diagnostic: Diagnostic) {
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(diagnostic).inserted { collected.append(diagnostic) }
        for index in recordings.indices where recordings[index].seen.insert(diagnostic).inserted {
            recordings[index].diagnostics.append(diagnostic)
        }
    }

    /// Opens a recording: from now until `endRecording`, every report is kept for it too, even
    /// one the sink already holds (a warning an earlier evaluation reported). Recordings nest.
    func beginRecording() {
        lock.lock()
        defer { lock.unlock() }
        recordings.append(([], []))
    }

    /// Closes the innermost recording and returns what it kept, in order.
    func endRecording() -> [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return recordings.popLast()?.diagnostics ?? []
    }

    func report(_ severity: Diagnostic.Severity, _ message: String, at mark: SourceMark, hint: String? = nil) {
        report(Diagnostic(severity, message, at: mark.location ?? fallbackLocation, hint: hint))
    }

    func error(_ message: String, at mark: SourceMark, hint: String? = nil) {
        report(.error, message, at: mark, hint: hint)
    }

    func warning(_ message: String, at mark: SourceMark, hint: String? = nil) {
        report(.warning, message, at: mark, hint: hint)
    }
}
