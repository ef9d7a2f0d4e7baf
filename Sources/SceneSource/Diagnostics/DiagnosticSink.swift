import LayoutEngine

/// Collects diagnostics in the order they are found, dropping exact repeats (a custom view used
/// 1,000 times reports a mistake in its body once). Cost: O(1) per report.
final class DiagnosticSink {
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    /// When false, reports are dropped: views rebuilt during layout (a custom view's body for
    /// another environment, a `GeometryReader`'s content) were already checked at load.
    let isRecording: Bool
    /// Where a report goes when the element has no location (built in code, not read).
    let fallbackLocation: SourceLocation

    init(fileName: String, isRecording: Bool = true) {
        self.isRecording = isRecording
        self.fallbackLocation = SourceLocation(file: fileName, line: 1, column: 1)
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func report(_ severity: Diagnostic.Severity, _ message: String, at mark: SourceMark, hint: String? = nil) {
        guard isRecording else { return }
        let diagnostic = Diagnostic(severity, message, at: mark.location ?? fallbackLocation, hint: hint)
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    func error(_ message: String, at mark: SourceMark, hint: String? = nil) {
        report(.error, message, at: mark, hint: hint)
    }

    func warning(_ message: String, at mark: SourceMark, hint: String? = nil) {
        report(.warning, message, at: mark, hint: hint)
    }
}
