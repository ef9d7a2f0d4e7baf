import Foundation

/// What every item of one `snapshot` run shares, handed to each worker process as JSON
/// (`snapshot-worker --settings`).
struct SnapshotSettings: Codable {
    /// Pixels per point.
    var scale: Double = 2
    /// `--chrome`: a device's screen drawn as the device shows it.
    var chrome = false
    /// `--tolerance`: the largest fraction of differing pixels that still matches.
    var tolerance: Double = 0
    /// True with `--baseline`: an item the baseline lacks is `new`.
    var comparesWithBaseline = false
    var fixedAdvanceText = false
    var strict = false
    var font: String?
    /// For the tests: the worker crashes or hangs at the item whose name contains `item`.
    var testFault: TestFault?

    struct TestFault: Codable {
        enum Kind: String, Codable { case crash, hang }
        var kind: Kind
        var item: String
    }

    /// Two pixels differ when a colour channel differs by more than this (of 255): the same
    /// picture drawn again matches exactly; a moved edge or a changed colour does not.
    static let threshold = 8
}
