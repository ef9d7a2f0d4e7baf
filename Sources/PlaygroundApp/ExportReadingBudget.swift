import Foundation

/// What an export may spend reading the scene again (README, the limits table): a scene whose
/// layout changes its own state is read afresh for each width, size and appearance, and an
/// anchor grid reads an edited copy per point of the grid. Each read has the scene's budget to
/// itself, so without a limit of its own a slow scene read thousands of times held the command
/// for hours. Past `maximumSeconds` of reading or `maximumReads` reads, the export lays out the
/// first reading instead (for the remaining widths) and makes no anchor grid, and says so once.
final class ExportReadingBudget {
    /// Seconds of reading again, for one export. Not scaled by `LAYOUT_PLAYGROUND_TIME_SCALE`:
    /// the hostile output tests scale the scene's clock and rely on this limit staying 10 s.
    static let maximumSeconds = 10.0
    /// Reads again, for one export.
    static let maximumReads = 4_000

    private let started = DispatchTime.now()
    private(set) var reads = 0
    private var spent = 0.0
    /// Set once the budget is spent: the sentence the command prints.
    private(set) var warning: String?

    /// True when one more read may be made (and counts it); false, with the warning, once the
    /// budget is spent.
    func mayRead() -> Bool {
        if warning != nil { return false }
        guard reads < Self.maximumReads, spent < Self.maximumSeconds else {
            warning = "the export read the scene again \(reads) times in \(Int(spent.rounded())) s (the most one export reads again: \(Self.maximumReads) times or \(Int(Self.maximumSeconds)) s); the remaining widths show the layout of its first reading, without the state its layouts changed"
            return false
        }
        reads += 1
        return true
    }

    /// Adds the time of a read that `body` makes.
    func timing<T>(_ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now()
        defer { spent += Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }
        return try body()
    }

    /// Seconds since the export began.
    var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 }
}
