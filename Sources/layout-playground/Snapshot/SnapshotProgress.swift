import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `snapshot`'s progress line on standard error, rewritten in place: `[12/100] Name  3.4 s`.
/// Quiet when standard error is not a terminal (a log, CI).
struct SnapshotProgress {
    let total: Int
    let isShown = isatty(2) == 1
    private let start = ContinuousClock.now
    private var done = 0

    init(total: Int) {
        self.total = total
    }

    mutating func finished(_ name: String) {
        done += 1
        guard isShown else { return }
        let elapsed = formatSeconds((ContinuousClock.now - start).seconds)
        let room = 60
        let visible = TerminalText.visible(name)
        let shown = visible.count > room ? String(visible.prefix(room - 1)) + "…" : visible
        write("\r\u{1B}[K[\(done)/\(total)] \(shown)  \(elapsed)")
    }

    /// Clears the line, before the summary is printed.
    func clear() {
        if isShown, done > 0 { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
