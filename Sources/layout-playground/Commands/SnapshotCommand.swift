import ArgumentParser
import Foundation
import LayoutEngine
import PlaygroundModel

/// `layout-playground snapshot APP -o OUT`: every preview of an app drawn, a contact sheet and a
/// report; with `--baseline`, each picture compared with an earlier run's.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Draw every preview of an app (and with --views every View type) for review and CI.",
        discussion: """
            Writes one PNG per preview and environment into OUT, named from its file, preview and
            environment (Screens-TrailDetailScreen--Detail--iPhone-15--large--light.png), a contact
            sheet OUT/index.html and a report OUT/report.json. A preview that asks for its own size
            (.sizeThatFitsLayout, .fixedLayout) is drawn at that size. Files of OUT that snapshot did
            not write are left alone. With --baseline (an earlier OUT), each picture is compared
            with the baseline's of the same name and a difference picture written for each that
            differs. Exit status: 0 once the sheet and report are written (the report names the
            items that failed); with --baseline, 1 when a picture differs beyond --tolerance or an
            item that laid out in the baseline fails now; 2 for bad arguments.
            """)

    @Argument(help: ArgumentHelp("The app: a folder of Swift files (or files).", valueName: "app"))
    var scenes: [String]

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write into (made if missing).", valueName: "out"))
    var output: String

    @Flag(help: "Draw each View type the app declares too (with sample arguments where it takes any).")
    var views = false

    @Option(help: ArgumentHelp("A device to draw on (repeat for several; default iPhone 15).", valueName: "name"), completion: .devices)
    var device: [String] = []

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("Dynamic Type sizes, comma-separated (default large).", valueName: "sizes"))
    var dynamicType: DynamicTypeArgument?

    @Flag(help: "Draw each picture in dark appearance too.")
    var dark = false

    @Flag(help: "Draw the device's screen as the device shows it (rounded corners, status bar, Dynamic Island).")
    var chrome = false

    @Option(help: ArgumentHelp("An earlier snapshot's output folder to compare with.", valueName: "dir"))
    var baseline: String?

    @Option(help: "With --baseline: the largest fraction of a picture's pixels that may differ, 0 to 1.")
    var tolerance: Double = 0

    @Option(help: "Worker processes drawing at once.")
    var jobs: Int = 1

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Double = 2

    @Flag(help: "What the app uses but does not declare is an error, not a stand-in.")
    var strict = false

    @Option(help: ArgumentHelp("The font family text is measured and drawn in.", valueName: "family"))
    var font: String?

    @Flag(name: .customLong("fixed-advance-text"), help: .hidden)
    var fixedAdvanceText = false

    @Option(name: .customLong("item-limit"), help: .hidden)
    var itemLimit: Double = 120

    /// For the tests: `crash:NAME` or `hang:NAME`, the worker crashes or hangs at that item.
    @Option(name: .customLong("test-fault"), help: .hidden)
    var testFault: String?

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("name the app: a folder of Swift files") }
        guard jobs >= 1, jobs <= 64 else { throw ValidationError("--jobs is from 1 to 64") }
        guard tolerance >= 0, tolerance <= 1 else { throw ValidationError("--tolerance is a fraction from 0 to 1") }
        guard [1.0, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        guard itemLimit > 0 else { throw ValidationError("--item-limit is a number of seconds") }
        _ = try devices()
        _ = try fault()
        try FontChoice.check(font)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("the output '\(output)' is a file; give a folder")
        }
        if let baseline {
            guard FileManager.default.fileExists(atPath: baseline, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("the baseline '\(baseline)' is not a folder")
            }
            guard SnapshotReport.read(in: baseline) != nil else {
                throw ValidationError("the baseline '\(baseline)' has no report.json of a snapshot: give an earlier snapshot's output folder")
            }
            let real = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
            if real(baseline) == real(output) { throw ValidationError("the baseline and the output are the same folder; write into another") }
        }
    }

    func devices() throws -> [DevicePreset] {
        let names = device.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        var seen: Set<String> = []
        return try (names.isEmpty ? ["iPhone 15"] : names).map { try DevicePreset.named(argument: $0) }.filter { seen.insert($0.id).inserted }
    }

    func fault() throws -> SnapshotSettings.TestFault? {
        guard let testFault else { return nil }
        let parts = testFault.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = SnapshotSettings.TestFault.Kind(rawValue: parts[0]) else {
            throw ValidationError("--test-fault is crash:NAME or hang:NAME")
        }
        return SnapshotSettings.TestFault(kind: kind, item: parts[1])
    }

    func run() throws {
        let start = ContinuousClock.now
        FontChoice.apply(font)
        let found = try SceneFile.sceneFiles(scenes)
        let (session, unread) = try SceneFile.readSession(found, strict: strict, oneEvaluation: false, findsImplicitRoot: false)
        for (path, problem) in unread { Diagnostics.write("\(path):\(problem)") }
        for diagnostic in session.diagnostics { Diagnostics.write(diagnostic.description) }
        let sizes = dynamicType?.sizes ?? [.large]
        let plan = SnapshotPlan(devices: try devices(), sizes: sizes, appearances: dark ? [false, true] : [false], includesViews: views, scenes: scenes)
        let items = plan.items(of: session)
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            if baseline != nil { try FileManager.default.createDirectory(atPath: path("differences"), withIntermediateDirectories: true) }
        } catch {
            Diagnostics.write("error: cannot make the folder '\(output)': \(error.localizedDescription)")
            throw ExitCode(1)
        }
        let previous = SnapshotReport.read(in: output)
        let before = baseline.flatMap(SnapshotReport.read(in:))
        let beforeItems = Dictionary((before?.items ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let jobs = items.map { item -> SnapshotJob in
            var job = SnapshotJob(item: item, picture: path(item.name + ".png"))
            if let baseline, let picture = beforeItems[item.name]?.picture, SnapshotReport.isOwnFile(picture) {
                job.baseline = (baseline as NSString).appendingPathComponent(picture)
                job.difference = path("differences/" + item.name + ".png")
            }
            return job
        }
        var settings = SnapshotSettings(scale: scale, chrome: chrome, tolerance: tolerance, comparesWithBaseline: baseline != nil)
        settings.fixedAdvanceText = fixedAdvanceText
        settings.strict = strict
        settings.font = font
        settings.testFault = try fault()
        let settingsJSON = String(decoding: (try? JSONEncoder().encode(settings)) ?? Data(), as: UTF8.self)
        let pool = SnapshotPool(
            executable: SnapshotPool.executablePath, arguments: ["snapshot-worker"] + scenes + ["--settings", settingsJSON],
            jobs: self.jobs, itemLimit: itemLimit, loadLimit: 120)
        var progress = SnapshotProgress(total: jobs.count)
        let outcomes = pool.run(jobs) { outcome in progress.finished(items[outcome.number].name) }
        progress.clear()

        var report = SnapshotReport(
            app: scenes,
            options: .init(devices: try devices().map(\.id), dynamicTypes: sizes.map(\.name), appearances: dark ? ["light", "dark"] : ["light"],
                           views: views, chrome: chrome, scale: scale, tolerance: tolerance, baseline: baseline))
        report.diagnostics = unread.map { SnapshotOutcome.Entry(severity: "warning", file: $0.path, line: 1, column: 1, message: $0.problem) }
            + session.diagnostics.map(SnapshotOutcome.Entry.init)
        report.items = zip(items, outcomes).map { item, outcome in
            var entry = SnapshotReport.Item(item, outcome)
            if baseline != nil, let was = beforeItems[item.name], was.status != .failed, outcome.status == .failed { entry.failsNow = true }
            keepBaseline(&entry)
            return entry
        }
        if let before {
            let names = Set(items.map(\.name))
            report.removed = before.items.map(\.name).filter { !names.contains($0) }
        }
        report.files = report.items.flatMap { item in
            [item.picture, item.comparison?.difference, item.comparison?.baselinePicture].compactMap { $0 }
        } + ["index.html", "report.json"]
        report.summarize(seconds: (ContinuousClock.now - start).seconds)
        let title = "Snapshot of " + ((scenes[0] as NSString).standardizingPath as NSString).lastPathComponent
        do {
            try AtomicFile.write(ContactSheet.html(report, title: title), to: path("index.html"))
            try AtomicFile.write(report.json(), to: path("report.json"))
        } catch {
            Diagnostics.write("error: \(error)")
            throw ExitCode(1)
        }
        removeStale(previous, keeping: Set(report.files))
        for item in report.items where item.status == .failed {
            Diagnostics.write("\(item.name): \(item.error ?? "error: failed")")
        }
        printSummary(report)
        let differs = report.summary.differs > 0 || report.summary.newlyFailed > 0
        ProcessEnd.finish(failed: baseline != nil && differs)
    }

    /// `name` inside the output folder.
    func path(_ name: String) -> String { (output as NSString).appendingPathComponent(name) }

    /// Makes the comparison's files relative to the output folder, and copies the baseline's
    /// picture into `baseline/` for a picture that differs, so the sheet shows both from the
    /// output folder alone.
    func keepBaseline(_ item: inout SnapshotReport.Item) {
        guard var comparison = item.comparison, let baseline else { return }
        comparison.difference = comparison.difference.map { "differences/" + ($0 as NSString).lastPathComponent }
        if comparison.status == .differs || comparison.status == .withinTolerance, let picture = item.picture,
           let data = FileManager.default.contents(atPath: (baseline as NSString).appendingPathComponent(picture)) {
            let copy = "baseline/" + picture
            do {
                try FileManager.default.createDirectory(atPath: path("baseline"), withIntermediateDirectories: true)
                try AtomicFile.write(bytes: [UInt8](data), to: path(copy))
                comparison.baselinePicture = copy
            } catch {
                Diagnostics.write("\(path(copy)): warning: \(error)")
            }
        }
        item.comparison = comparison
    }

    /// Removes what the previous run into the folder wrote and this one did not (a preview
    /// since removed, a difference now gone); leaves every other file alone.
    func removeStale(_ previous: SnapshotReport?, keeping kept: Set<String>) {
        for file in previous?.files ?? [] where !kept.contains(file) && SnapshotReport.isOwnFile(file) {
            unlink(path(file))
        }
        // Only when empty: a folder holding anything else stays.
        for folder in ["differences", "baseline"] { rmdir(path(folder)) }
    }

    func printSummary(_ report: SnapshotReport) {
        let summary = report.summary
        var line = "\(summary.items) pictures (\(summary.ok) ok, \(summary.errors) with errors, \(summary.failed) failed) in \(formatSeconds(summary.seconds))"
        if baseline != nil {
            line += "; against the baseline: \(summary.differs) differ, \(summary.withinTolerance) within tolerance, \(summary.new) new, \(report.removed.count) gone"
            if summary.newlyFailed > 0 { line += ", \(summary.newlyFailed) laid out there and fail now" }
        }
        print(line)
        print("wrote \(path("index.html")) and \(path("report.json"))")
    }
}
