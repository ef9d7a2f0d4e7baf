import Foundation
import SceneSource

/// What became of one item (`SnapshotItem`): a worker's answer, one JSON line, and an item of
/// `report.json`.
struct SnapshotOutcome: Codable {
    enum Status: String, Codable {
        /// Drawn, and the scene reported no error.
        case ok
        /// Drawn, but the scene reported errors (a view whose code failed is a placeholder).
        case errors
        /// Nothing drawn: the root did not build, the engine refused the tree, drawing failed,
        /// or the worker crashed or ran past the item's time.
        case failed
    }

    /// A diagnostic the item reported, for tools.
    struct Entry: Codable, Equatable {
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var hint: String?

        init(severity: String, file: String, line: Int, column: Int, message: String) {
            self.severity = severity
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            message = diagnostic.message
            hint = diagnostic.hint
        }

        /// `file:line:column: severity: message`, as the other commands print it.
        var description: String { "\(file):\(line):\(column): \(severity): \(message)" }
    }

    /// The picture against the baseline's of the same name (`--baseline`).
    struct Comparison: Codable {
        enum Status: String, Codable {
            /// No pixel differs.
            case same
            /// Some pixels differ, no more than `--tolerance` of them.
            case withinTolerance
            /// More than `--tolerance` differ, or the picture's size changed.
            case differs
            /// The baseline has no picture of this name.
            case new
        }

        var status: Status
        var differing: Int = 0
        var compared: Int = 0
        var fraction: Double = 0
        /// The baseline picture's size in pixels, when it differs from this one's.
        var baselineSize: [Int]?
        /// Where the differing pixels gather, in points: x, y, width, height; largest first.
        var regions: [[Double]] = []
        /// The difference picture and the baseline's picture, in the output folder.
        var difference: String?
        var baselinePicture: String?
    }

    var number: Int
    var status: Status
    /// Why the item failed, or its first error.
    var error: String?
    var diagnostics: [Entry] = []
    /// How many of `diagnostics` are stand-ins (what the app does not declare).
    var standIns: Int = 0
    /// Reading the root, laying out, drawing and comparing, in seconds.
    var seconds: Double = 0
    /// The picture's size in points.
    var width: Double?
    var height: Double?
    var comparison: Comparison?

    /// A failed item that produced no answer (a worker crashed, or ran past its time).
    static func failure(_ number: Int, _ error: String, seconds: Double) -> SnapshotOutcome {
        SnapshotOutcome(number: number, status: .failed, error: error, seconds: seconds)
    }
}
