import Foundation
import SceneFuzzing
import Testing

/// The cost-model check (`layout-fuzz --cost-model`) finds the library's members in its sources
/// and says no to a call off the model.
@Suite("The cost-model check")
struct CostProbeTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized.path

    @Test("The members probed are read from the library's sources: the standard library's and the SwiftUI values'")
    func membersFromSources() {
        let names = Set(CostProbe.memberNames(in: [Self.sources + "/SwiftEvaluator/Library", Self.sources + "/SceneSource/SwiftUI/Values"]))
        for name in ["contains", "sorted", "joined", "replacingOccurrences", "removeValue", "insert", "addPath", "addLines"] {
            #expect(names.contains(name), "\(name)")
        }
        let probes = CostProbe.accessProbes(members: ["contains"])
        #expect(probes.count == CostProbe.receivers.count)
        #expect(probes.allSatisfy { $0.scene.contains("#Preview") && !$0.scene.contains("1_000_000") })
        #expect(CostProbe.small("let r = Array(0..<1_000_000)") == "let r = Array(0..<3)")
        let calls = CostProbe.callProbes(known: [(receiver: "array-1M", member: "contains")])
        #expect(calls.filter { $0.receiver == "array-1M" }.map(\.call).contains("_ = r.contains(r)"))
        #expect(calls.count == CostProbe.receivers.count * CostProbe.operatorCalls.count + CostProbe.callShapes.count)
        #expect(CostProbe.baselineProbes.count == CostProbe.receivers.count)
    }

    @Test("--cost-first puts the calls matching a pattern first, each group in its order")
    func prioritized() {
        let calls = CostProbe.callProbes(known: [(receiver: "dictionary-1M", member: "first"), (receiver: "array-1M", member: "first")])
        let ordered = CostProbe.prioritized(calls, first: ["dictionary-1M `_ = r.first", "[r: 1]"])
        let leading = ordered.prefix { CostProbe.matches($0, ["dictionary-1M `_ = r.first", "[r: 1]"]) }
        // The dictionary's `first` in its shapes that start so (`r.first`, `r.first()`...),
        // and `[r: 1]` on every receiver.
        #expect(leading.count == CostProbe.callShapes.count + CostProbe.receivers.count, "\(leading.map(\.call))")
        #expect(leading.first?.receiver == calls.first { CostProbe.matches($0, ["dictionary-1M `_ = r.first", "[r: 1]"]) }?.receiver)
        #expect(Set(ordered.map(\.scene)) == Set(calls.map(\.scene)) && ordered.count == calls.count)
        #expect(CostProbe.prioritized(calls, first: []).map(\.scene) == calls.map(\.scene))
    }

    private func measurement(_ receiver: String, _ call: String, seconds: Double, steps: Int, bytes: Int = 0, peak: Int = 0, failure: String? = nil) -> CostProbe.Measurement {
        CostProbe.Measurement(probe: CostProbe.Probe(receiver: receiver, call: call, scene: ""), seconds: seconds, steps: steps, bytes: bytes, peakBytes: peak, failure: failure)
    }

    @Test("A call whose own time per step is far above the median, one whose memory is far above its bytes, and a trap are reported; the rest are not")
    func outliers() {
        var measurements = [
            measurement("a", CostProbe.baselineCall, seconds: 1, steps: 1_000_000),
            measurement("b", CostProbe.baselineCall, seconds: 2, steps: 2_000_000),
        ]
        // Calls at about 100 ns a step of their own.
        for index in 0..<20 {
            measurements.append(measurement(index.isMultiple(of: 2) ? "a" : "b", "_ = r.m\(index)", seconds: (index.isMultiple(of: 2) ? 1 : 2) + 0.1 * Double(index + 1), steps: (index.isMultiple(of: 2) ? 1_000_000 : 2_000_000) + 1_000_000 * (index + 1)))
        }
        // Two seconds of its own for 10 steps: one step bought unbounded work.
        measurements.append(measurement("a", "_ = r == r", seconds: 3, steps: 1_000_010))
        // Two gigabytes resident for one megabyte charged.
        measurements.append(measurement("b", "_ = r.joined()", seconds: 2.1, steps: 3_000_000, bytes: 1 << 20, peak: 2 << 30))
        measurements.append(measurement("a", "_ = r.sorted()", seconds: 0, steps: 0, failure: "signal 4"))
        let found = CostProbe.outliers(measurements)
        #expect(Set(found.map(\.0.probe.call)) == ["_ = r == r", "_ = r.joined()", "_ = r.sorted()"], "\(found.map(\.1))")
    }
}
