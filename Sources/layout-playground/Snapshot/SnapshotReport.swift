import Foundation

/// `report.json` of a `snapshot` run, for tools: the options, a summary, what loading the app
/// reported, each item with its status, diagnostics, stand-ins and time, and the files the run
/// wrote (the next run into the same folder replaces those and leaves other files alone).
struct SnapshotReport: Codable {
    struct Options: Codable {
        var devices: [String]
        var dynamicTypes: [String]
        var appearances: [String]
        var views: Bool
        var chrome: Bool
        var scale: Double
        var tolerance: Double
        var baseline: String?
    }

    struct Summary: Codable {
        var items = 0
        var ok = 0
        var errors = 0
        var failed = 0
        /// With a baseline: pictures beyond the tolerance, within it, and without a baseline.
        var differs = 0
        var withinTolerance = 0
        var new = 0
        /// Items of the baseline that laid out there and fail now.
        var newlyFailed = 0
        /// Seconds, the whole run.
        var seconds = 0.0
    }

    /// One item and what became of it.
    struct Item: Codable {
        var name: String
        var kind: SnapshotItem.Kind
        var title: String
        var file: String
        var line: Int
        var device: String
        var dynamicType: String
        var appearance: String
        /// The picture, relative to the output folder; nil when the item failed.
        var picture: String?
        var status: SnapshotOutcome.Status
        var error: String?
        var diagnostics: [SnapshotOutcome.Entry]
        var standIns: Int
        var seconds: Double
        var width: Double?
        var height: Double?
        var comparison: SnapshotOutcome.Comparison?
        /// With a baseline: this item laid out there and fails now.
        var failsNow: Bool?

        init(_ item: SnapshotItem, _ outcome: SnapshotOutcome) {
            name = item.name
            kind = item.kind
            title = item.title
            file = item.file
            line = item.line
            device = item.device
            dynamicType = item.dynamicType
            appearance = item.dark ? "dark" : "light"
            picture = outcome.status == .failed ? nil : item.name + ".png"
            status = outcome.status
            error = outcome.error
            diagnostics = outcome.diagnostics
            standIns = outcome.standIns
            seconds = outcome.seconds
            width = outcome.width
            height = outcome.height
            comparison = outcome.comparison
        }

        var warnings: Int { diagnostics.filter { $0.severity == "warning" }.count }
        /// Listed first on the sheet: failed, then drawn with errors, then differing.
        var needsLook: Bool { status != .ok || comparison?.status == .differs || failsNow == true }
    }

    var tool = "layout-playground snapshot"
    var app: [String]
    var options: Options
    var summary = Summary()
    /// What reading the app reported (files left out, declarations that failed).
    var diagnostics: [SnapshotOutcome.Entry] = []
    var items: [Item] = []
    /// Items of the baseline that this run does not have.
    var removed: [String] = []
    /// Every file the run wrote, relative to the output folder.
    var files: [String] = []

    /// Counts `items` into `summary`.
    mutating func summarize(seconds: Double) {
        var summary = Summary(items: items.count, seconds: seconds)
        for item in items {
            switch item.status {
            case .ok: summary.ok += 1
            case .errors: summary.errors += 1
            case .failed: summary.failed += 1
            }
            switch item.comparison?.status {
            case .differs: summary.differs += 1
            case .withinTolerance: summary.withinTolerance += 1
            case .new: summary.new += 1
            case .same, nil: break
            }
            if item.failsNow == true { summary.newlyFailed += 1 }
        }
        self.summary = summary
    }

    /// The report in `folder`, if it has one that reads.
    static func read(in folder: String) -> SnapshotReport? {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("report.json")) else { return nil }
        return try? JSONDecoder().decode(SnapshotReport.self, from: data)
    }

    /// The report as JSON, keys sorted, indented.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }

    /// True when `path` (from a report) names a file snapshot writes in its folder: a picture
    /// or a page at the top, or a picture in `differences/` or `baseline/`; never a path that
    /// leaves the folder. A report edited by hand cannot make a run remove other files.
    static func isOwnFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.hasPrefix(".") }) else { return false }
        switch parts.count {
        case 1: return path.hasSuffix(".png") || path == "index.html" || path == "report.json"
        case 2: return ["differences", "baseline"].contains(String(parts[0])) && path.hasSuffix(".png")
        default: return false
        }
    }
}
