import Foundation
import SceneFuzzing
import SwiftEvaluator

/// `layout-fuzz --cost-model`: the probes of `CostProbe` in a seeded order, in child
/// processes, for `minutes`; prints the figures and the outliers (and writes them to `report`),
/// then exits 1 when any call is off the model or failed, 0 otherwise. The calls matching
/// `first` (`CostProbe.prioritized`) run first in phase 2, after the baselines.
func runCostModel(minutes: Double, seed: UInt64, report: String?, first: [String] = []) -> Never {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).path
    let members = CostProbe.memberNames(in: ["Sources/SwiftEvaluator/Library", "Sources/SceneSource/SwiftUI/Values"])
    var generator = SplitMix64(seed: seed)
    let accesses = CostProbe.accessProbes(members: members).shuffled(using: &generator)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-fuzz-cost-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    print("layout-fuzz --cost-model: \(members.count) member names, \(accesses.count) reads and operators, seed \(seed), \(minutes) minutes")
    let started = Date()
    let deadline = started.addingTimeInterval(minutes * 60)
    var measurements: [CostProbe.Measurement] = []
    func run(_ probes: [CostProbe.Probe]) {
        // In slices, so that the run stops near its deadline.
        var next = 0
        while next < probes.count, Date() < deadline {
            let slice = Array(probes[next..<min(next + 100, probes.count)])
            next += slice.count
            measurements += CostProbe.measure(slice, executable: executable, folder: folder) { measurement in
                if measurement.failure != nil || measurement.seconds > 5 {
                    print("\(measurement.probe.receiver) \(measurement.probe.call): \(measurement.failure ?? String(format: "%.1f s, %d steps, %d MB charged, peak +%d MB", measurement.seconds, measurement.steps, measurement.bytes >> 20, measurement.peakBytes >> 20))")
                    fflush(stdout)
                }
            }
            print("... \(measurements.count) probes, \(Int(Date().timeIntervalSince(started))) s"); fflush(stdout)
        }
    }
    // First every member read on a small receiver of every kind; then, on the large ones, the
    // members found, called (only these figures are checked against the model).
    run(accesses)
    let found = measurements
    measurements = []
    let known = found.filter { $0.known && $0.failure == nil && $0.probe.call.hasPrefix("_ = r.") }
        .map { (receiver: $0.probe.receiver, member: String($0.probe.call.dropFirst("_ = r.".count))) }
    let calls = CostProbe.baselineProbes + CostProbe.prioritized(CostProbe.callProbes(known: known).shuffled(using: &generator), first: first)
    let firstCount = first.isEmpty ? 0 : calls.filter { $0.call != CostProbe.baselineCall && CostProbe.matches($0, first) }.count
    print("\(known.count) members found on their receivers: \(calls.count) calls\(first.isEmpty ? "" : ", \(firstCount) of them first")"); fflush(stdout)
    run(calls)
    let probes = calls
    let outliers = CostProbe.outliers(measurements) + found.filter { $0.failure != nil }.map { ($0, $0.failure ?? "") }
    let rates = CostProbe.medianStepTime(measurements)
    func percentile(_ p: Double) -> Double { rates.isEmpty ? 0 : rates[min(rates.count - 1, Int(Double(rates.count) * p))] }
    let slowest = measurements.filter { $0.failure == nil }.sorted { $0.seconds > $1.seconds }.prefix(5)
    var lines = [
        "\(members.count) member names read on small receivers of \(CostProbe.receivers.count) kinds (\(found.count) probes, \(found.filter { $0.failure != nil }.count) failed); \(known.count) members found",
        "calls measured: \(measurements.count) of \(probes.count) (on the large receivers: a baseline, \(CostProbe.operatorCalls.count) operators, each member found in \(CostProbe.callShapes.count) shapes) in \(Int(Date().timeIntervalSince(started))) s",
        String(format: "time per charged step of a call's own work (calls of 10,000 steps or more: %d): median %.0f ns, 90th %.0f ns, 99th %.0f ns, max %.0f ns", rates.count, percentile(0.5), percentile(0.9), percentile(0.99), rates.last ?? 0),
        "longest probes: " + slowest.map { String(format: "%@ `%@` %.1f s", $0.probe.receiver, $0.probe.call, $0.seconds) }.joined(separator: "; "),
        "largest rise of resident memory in a probe: \((measurements.map(\.peakBytes).max() ?? 0) >> 20) MB",
        "outliers and failures: \(outliers.count)",
    ]
    lines += outliers.map { "  \($0.0.probe.receiver) `\($0.0.probe.call)`: \($0.1)" }
    print(lines.joined(separator: "\n"))
    if let report { try? (lines.joined(separator: "\n") + "\n").write(toFile: report, atomically: true, encoding: .utf8) }
    exit(outliers.isEmpty ? 0 : 1)
}
