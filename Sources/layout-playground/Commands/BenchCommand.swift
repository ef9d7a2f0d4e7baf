import ArgumentParser
import LayoutEngine

/// `layout-playground bench`: measures the engine's cost on generated trees and prints a
/// Markdown table (BENCHMARKS.md records the figures). Build with `-c release` for real numbers.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure layout time and sizeThatFits evaluations per view.")

    @Option(help: "Timed repetitions per measurement; the median is reported.")
    var repetitions = 7

    @Flag(help: "Small trees and 2 repetitions: checks that the benchmark runs (used by the tests).")
    var quick = false

    @Flag(help: "Replay a drag of the width handle over a 500-view scene: re-layout plus redraw per motion event.")
    var drag = false

    @Option(help: "Size every workload to about this many views instead of the standard sizes.")
    var views: Int?

    @Flag(help: "Each workload at 1k, 10k and 100k views: ns and evaluations per view, to show linearity.")
    var compare = false

    @Option(help: "Only the workloads whose name contains this text (for profiling one shape).")
    var only: String?

    @Flag(help: "One JSON object a line per workload (shape, views, full_ns, relayout_ns: medians of whole passes), for Benchmarks/yoga/run.sh.")
    var json = false

    @Option(help: ArgumentHelp(
        "Measure reading an app folder instead: once, and again after one file changed (its first preview shown each time).",
        valueName: "folder"))
    var app: String?

    @Option(help: ArgumentHelp(
        "Measure what `layout` spends on a scene per view instead: reading, the root, bodies and tree, layout, JSON.",
        valueName: "scene"))
    var scene: String?

    @Option(help: ArgumentHelp("With --scene: the preview to measure, its name or number (the first by default).", valueName: "name"))
    var preview: String?

    func run() throws {
        if drag { return runDragReplay() }
        if let app { return try runAppReading(app) }
        if let scene { return try runSceneCost([scene], preview: preview) }
        let repetitions = quick ? 2 : self.repetitions
        if compare {
            print("| workload | views | full pass (ns per view) | evaluations per view | re-layout (ns per view) |")
            print("|---|---:|---:|---:|---:|")
            let sizes = quick ? [100, 1_000] : [1_000, 10_000, 100_000]
            for index in BenchmarkWorkload.sized(views: 1_000).indices {
                for size in sizes {
                    let workload = BenchmarkWorkload.sized(views: size)[index]
                    if let only, !workload.name.contains(only) { continue }
                    let measured: (views: Int, first: Double, evaluations: Double, relayout: Double, relayoutEvaluations: Double, textsMeasured: Double?)?
                    do { measured = try measureWorkload(workload, repetitions: repetitions) } catch {
                        print("| \(workload.name) | - | \(error) | | |")
                        continue
                    }
                    guard let row = measured else { continue }
                    print("| \(workload.name) | \(row.views) | \(format(row.first * 1e9 / Double(row.views))) | \(format(row.evaluations)) | \(format(row.relayout * 1e9 / Double(row.views))) |")
                }
            }
            return
        }
        if json { return try runJSON(repetitions: repetitions) }
        print("| workload | views | first layout (ms) | per view (ns) | evaluations per view | text measurements per text | re-layout at a new width (ms) | re-layout evaluations per view |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        let workloads = views.map { BenchmarkWorkload.sized(views: $0) } ?? BenchmarkWorkload.standard(scale: quick ? 10 : 1)
        for workload in workloads where only.map(workload.name.contains) ?? true {
            guard let row = try measureWorkload(workload, repetitions: repetitions) else { continue }
            print("| \(workload.name) | \(row.views) | \(format(row.first * 1e3)) | \(format(row.first * 1e9 / Double(row.views))) | \(format(row.evaluations)) | \(row.textsMeasured.map(format) ?? "-") | \(format(row.relayout * 1e3)) | \(format(row.relayoutEvaluations)) |")
        }
    }

    /// `--json`: the standard workloads (or `--views`-sized ones), one JSON object a line.
    private func runJSON(repetitions: Int) throws {
        let workloads = views.map { BenchmarkWorkload.sized(views: $0) } ?? BenchmarkWorkload.standard(scale: quick ? 10 : 1)
        for workload in workloads where only.map(workload.name.contains) ?? true {
            guard let row = try measureWorkload(workload, repetitions: repetitions) else { continue }
            print("{\"shape\": \"\(workload.shape)\", \"views\": \(row.views), \"full_ns\": \(Int((row.first * 1e9).rounded())), "
                + "\"relayout_ns\": \(Int((row.relayout * 1e9).rounded())), \"evaluations_per_view\": \(format(row.evaluations))}")
        }
    }

    /// Median seconds of a first layout (a new tree each time, as a new scene) and of a
    /// re-layout of one tree at a width it has not been laid out at before, with evaluations
    /// per view of each.
    private func measureWorkload(_ workload: BenchmarkWorkload, repetitions: Int)
        throws -> (views: Int, first: Double, evaluations: Double, relayout: Double, relayoutEvaluations: Double, textsMeasured: Double?)?
    {
        var first: LayoutResult?
        let tree = try LayoutTree(root: workload.root, textMeasurer: FixedAdvanceTextMeasurer())
        // A full pass: every kept answer forgotten first, as after an edit.
        let firstTimes = (0..<repetitions).map { _ in
            tree.forgetAnswers()
            return measure { first = tree.layout(proposal: ProposedViewSize(width: 393, height: 852)) }
        }
        var second: LayoutResult?
        let relayoutTimes = (0..<repetitions).map { index in
            // A width not used before, narrowing as a drag does, so every re-layout is new.
            measure { second = tree.layout(proposal: ProposedViewSize(width: 390 - Double(index) * 1.5, height: 852)) }
        }
        guard let first, let second else { return nil }
        let views = Double(first.views.count)
        let texts = first.views.filter { $0.typeName == "Text" }.count
        return (first.views.count, median(firstTimes), Double(first.evaluationCount) / views,
                median(relayoutTimes), Double(second.evaluationCount) / Double(second.views.count),
                texts > 0 ? Double(first.textMeasurementCount) / Double(texts) : nil)
    }

    /// Seconds `body` takes.
    func measure(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        return clock.measure(body).seconds
    }

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
    }

    private func runDragReplay() {
        let steps = quick ? 5 : 200
        guard let measurement = DragReplay.run(steps: steps) else {
            print("the drag scene did not load")
            return
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let sorted = measurement.steps.sorted()
        let p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
        print("| scene | views | motion events | median (ms) | 95th percentile (ms) | median layout (ms) | median redraw (ms) |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        print("| drag replay: re-layout + redraw | \(measurement.views) | \(steps) | \(format(median(measurement.steps))) | \(format(p95)) | \(format(median(measurement.layouts))) | \(format(median(measurement.redraws))) |")
    }
}
