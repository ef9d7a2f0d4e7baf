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

    func run() throws {
        if drag { return runDragReplay() }
        let repetitions = quick ? 2 : self.repetitions
        print("| workload | views | first layout (ms) | per view (ns) | evaluations per view | re-layout at a new width (ms) | re-layout evaluations per view |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for workload in BenchmarkWorkload.standard(scale: quick ? 10 : 1) {
            let tree = try LayoutTree(root: workload.root, textMeasurer: FixedAdvanceTextMeasurer())
            var first: LayoutResult?
            let firstTimes = (0..<repetitions).map { _ in
                measure { first = tree.layout(proposal: ProposedViewSize(width: 393, height: 852)) }
            }
            var second: LayoutResult?
            let relayoutTimes = (0..<repetitions).map { index in
                // Alternate widths so that every re-layout really is at a new width.
                measure { second = tree.layout(proposal: ProposedViewSize(width: index % 2 == 0 ? 320 : 430, height: 852)) }
            }
            guard let first, let second else { continue }
            let views = Double(first.views.count)
            let firstMedian = median(firstTimes)
            print("| \(workload.name) | \(first.views.count) | \(format(firstMedian * 1e3)) | \(format(firstMedian * 1e9 / views)) | \(format(Double(first.evaluationCount) / views)) | \(format(median(relayoutTimes) * 1e3)) | \(format(Double(second.evaluationCount) / Double(second.views.count))) |")
        }
    }

    /// Seconds `body` takes.
    private func measure(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let duration = clock.measure(body)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    private func format(_ value: Double) -> String {
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
