import Foundation

/// The cost-model check (issue 42, class 1 and 2): every member the evaluator's library
/// answers (the names of its `case "..."` labels, read from the sources, so a new built-in is
/// probed without being listed), called on receivers of adversarial sizes (strings of a
/// million characters, combining accents, collections of a million, a value nested by sharing)
/// with adversarial arguments (none, a small value, the receiver itself, a closure), in child
/// processes (`CostProbe.measure`, run by `layout-fuzz --probe-scenes`). A call is
/// reported when its time per charged step, or its memory per charged byte, is far above the
/// rest: work the budget does not see; and when its process traps or outlives every limit.
public struct CostProbe {
    /// One scene to run: a receiver made, one call made on it `repetitions` times.
    public struct Probe: Sendable {
        public var receiver: String
        public var call: String
        public var scene: String

        public init(receiver: String, call: String, scene: String) {
            self.receiver = receiver
            self.call = call
            self.scene = scene
        }
    }

    /// What a probe's process reported, or how it ended.
    public struct Measurement: Sendable {
        public var probe: Probe
        /// Processor time of the probe (its receiver's making and its calls).
        public var seconds: Double
        public var steps: Int
        public var bytes: Int
        /// How much the process's peak resident memory rose during the probe, bytes.
        public var peakBytes: Int
        /// How it ended: nil when it printed its figures; "signal N", "past N s" otherwise.
        public var failure: String?
        /// False when the scene said that something it used is not declared, or not a member
        /// (a member the receiver does not have: a stand-in, or an error).
        public var known = true

        public init(probe: Probe, seconds: Double, steps: Int, bytes: Int, peakBytes: Int, failure: String? = nil) {
            self.probe = probe
            self.seconds = seconds
            self.steps = steps
            self.bytes = bytes
            self.peakBytes = peakBytes
            self.failure = failure
        }

        public var nanosecondsPerStep: Double { seconds * 1e9 / Double(max(steps, 1)) }
    }

    /// Receivers by name: Swift statements making `r`.
    public static let receivers: [(String, String)] = [
        ("string-1M", "let r = String(repeating: \"ab\", count: 500_000)"),
        ("accents-1M", "let r = String(repeating: \"e\\u{301}\\u{302}\", count: 300_000)"),
        ("array-1M", "let r = Array(0..<1_000_000)"),
        ("strings-100k", "let r = (0..<100_000).map { \"item \\($0)\" }"),
        ("nested-1000x1000", "let r = Array(repeating: Array(0..<1_000), count: 1_000)"),
        ("set-300k", "let r = Set(0..<300_000)"),
        ("dictionary-1M", "let keys = Array(0..<1_000_000)\n        let r = Dictionary(uniqueKeysWithValues: zip(keys, keys))"),
        ("shared-2^40", "var r: [Any] = [0]\n        for _ in 0..<40 { r = [r, r] }"),
        ("range-1M", "let r = 0..<1_000_000"),
        ("double-nan", "let r = Double.nan"),
        ("int-max", "let r = Int.max"),
        ("path-20k", "var r = Path()\n        r.addLines((0..<20_000).map { CGPoint(x: Double($0), y: 0) })"),
    ]

    /// The call of each receiver's baseline probe: its time and steps are the receiver's making
    /// and the loop, taken from every other probe of that receiver.
    public static let baselineCall = "_ = 0"

    /// Calls of `NAME` on `r`, each a statement.
    public static let callShapes = [
        "_ = r.NAME", "_ = r.NAME()", "_ = r.NAME(r)", "_ = r.NAME(0)", "_ = r.NAME(\"a\")", "_ = r.NAME { $0 }",
        "_ = r.NAME(separator: \"-\")", "_ = r.NAME(by: <)", "_ = r.NAME(1_000_000_000)",
    ]
    /// Operators and library functions on `r`, not members.
    public static let operatorCalls = [
        "_ = r == r", "_ = r != r", "_ = \"\\(r)\"", "_ = String(describing: r)", "_ = [r: 1]", "_ = Set([r, r])", "_ = r + r",
        "_ = r < r", "_ = [r, r].sorted { _, _ in true }", "_ = max(r, r)", "_ = Array(repeating: r, count: 1_000_000)",
        "_ = [r, r].joined()", "_ = zip(r, r)", "_ = Text(\"\\(r)\")", "_ = Text(\"a\").tag(r).id(r)",
    ]

    /// The member names of the library: every `case "name"` label in the sources under
    /// `folders` (the evaluator's standard library and the SwiftUI values).
    public static func memberNames(in folders: [String]) -> [String] {
        var names = Set<String>()
        let label = try? NSRegularExpression(pattern: #"case ((?:"[A-Za-z_][A-Za-z0-9_]*"(?:, )?)+)(?: where [^:]*)?:"#)
        for folder in folders {
            let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
            for file in files {
                guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8), let label else { continue }
                for match in label.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    for quoted in text[range].split(separator: ",") {
                        names.insert(quoted.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
                    }
                }
            }
        }
        return names.sorted()
    }

    /// The first probes: each member read (`_ = r.NAME`) on a small receiver of each kind
    /// (`small`), quick to make. A member the receiver does not have is a stand-in (its warning
    /// says so: `known` is false); `callProbes` runs only the members found, on the large ones.
    public static func accessProbes(members: [String]) -> [Probe] {
        receivers.flatMap { receiver in members.map { probe((receiver.0, small(receiver.1)), "_ = r.\($0)") } }
    }

    /// `making` with its sizes made small: every number of three digits or more is 3, a loop
    /// of 40 doublings is 2.
    public static func small(_ making: String) -> String {
        making.replacingOccurrences(of: #"\b[0-9][0-9_]{2,}\b"#, with: "3", options: .regularExpression)
            .replacingOccurrences(of: "0..<40", with: "0..<2")
    }

    /// On each large receiver: its baseline, the operator calls, and each member found on its
    /// kind (by `accessProbes`) in every shape.
    /// The baselines come first (the caller shuffles the rest): every call is judged against
    /// its receiver's.
    public static func callProbes(known: [(receiver: String, member: String)]) -> [Probe] {
        var probes: [Probe] = []
        for receiver in receivers {
            probes += operatorCalls.map { probe(receiver, $0) }
            for pair in known where pair.receiver == receiver.0 {
                probes += callShapes.map { probe(receiver, $0.replacingOccurrences(of: "NAME", with: pair.member)) }
            }
        }
        return probes
    }

    /// `probes` with those matching any of `patterns` first, each group in its order: a probe
    /// matches when "receiver `call`" contains the pattern (`dictionary-1M`, `[r: 1]`,
    /// ``accents-1M `_ = [r``), so a run can start with the calls a change concerns
    /// (`layout-fuzz --cost-model --cost-first`) instead of meeting them late in its shuffle.
    public static func prioritized(_ probes: [Probe], first patterns: [String]) -> [Probe] {
        guard !patterns.isEmpty else { return probes }
        return probes.filter { matches($0, patterns) } + probes.filter { !matches($0, patterns) }
    }

    /// Whether "receiver `call`" of `probe` contains one of `patterns`.
    public static func matches(_ probe: Probe, _ patterns: [String]) -> Bool {
        let text = "\(probe.receiver) `\(probe.call)`"
        return patterns.contains { text.contains($0) }
    }

    /// Each receiver's baseline probe.
    public static var baselineProbes: [Probe] { receivers.map { probe($0, baselineCall) } }

    static func probe(_ receiver: (String, String), _ call: String, repetitions: Int = 20) -> Probe {
        let scene = """
        import SwiftUI

        struct Probe: View {
            var body: some View {
                \(receiver.1)
                for _ in 0..<\(repetitions) {
                    \(call)
                }
                return Text("done")
            }
        }

        #Preview { Probe() }

        """
        return Probe(receiver: receiver.0, call: call, scene: scene)
    }

    /// Runs `probes` in child processes (`executable --probe-scenes LIST`), each probe at most
    /// `limit` s: a child that traps or outlives a probe's limit is replaced, and goes on from
    /// the probe after. Memory is the rise of the child's peak resident size during a probe.
    public static func measure(_ probes: [Probe], executable: String, folder: URL, limit: Double = 240, onEach: (Measurement) -> Void = { _ in }) -> [Measurement] {
        var results: [Measurement] = []
        var next = 0
        while next < probes.count {
            let batch = Array(probes[next...])
            // Each child first runs a scene that is not measured: its start (libraries, the
            // first evaluation) is no probe's cost.
            let warmUp = folder.appendingPathComponent("warm-up.swift")
            try? "import SwiftUI\n\n#Preview { Text(\"\\(Array(0..<10).map { $0 * 2 })\") }\n".write(to: warmUp, atomically: true, encoding: .utf8)
            var paths: [String] = [warmUp.path]
            for (offset, probe) in batch.enumerated() {
                let file = folder.appendingPathComponent("probe-\(next + offset).swift")
                try? probe.scene.write(to: file, atomically: true, encoding: .utf8)
                paths.append(file.path)
            }
            let list = folder.appendingPathComponent("probes.txt")
            try? paths.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--probe-scenes", list.path]
            process.environment = ProcessInfo.processInfo.environment.merging(["LAYOUT_PLAYGROUND_TIME_SCALE": "10"]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return results }
            let lines = LineReader(output.fileHandleForReading)
            var previousPeak = 0
            var finished = 0
            if let line = lines.next(timeout: limit), let peak = line.split(separator: " ").dropFirst(3).first.flatMap({ Int($0) }) {
                previousPeak = peak
            }
            while finished < batch.count {
                let probe = batch[finished]
                guard let line = lines.next(timeout: limit) else {
                    let timedOut = process.isRunning
                    if timedOut { kill(process.processIdentifier, SIGKILL) }
                    process.waitUntilExit()
                    let failure = timedOut ? "past \(Int(limit)) s" : "signal \(process.terminationStatus)"
                    let measurement = Measurement(probe: probe, seconds: limit, steps: 0, bytes: 0, peakBytes: 0, failure: failure)
                    results.append(measurement)
                    onEach(measurement)
                    finished += 1
                    break
                }
                // "seconds steps bytes peak-resident-bytes known"
                let fields = line.split(separator: " ")
                var measurement = Measurement(probe: probe, seconds: 0, steps: 0, bytes: 0, peakBytes: 0, failure: "unreadable figures '\(line)'")
                if fields.count == 5, let seconds = Double(fields[0]), let steps = Int(fields[1]), let bytes = Int(fields[2]), let peak = Int(fields[3]) {
                    measurement = Measurement(probe: probe, seconds: seconds, steps: steps, bytes: bytes, peakBytes: max(peak - previousPeak, 0), failure: nil)
                    measurement.known = fields[4] == "1"
                    previousPeak = max(previousPeak, peak)
                }
                results.append(measurement)
                onEach(measurement)
                finished += 1
            }
            if process.isRunning, finished == batch.count { process.waitUntilExit() }
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
            next += finished
        }
        return results
    }

    /// Lines of a child's output, waited for with a timeout.
    final class LineReader: @unchecked Sendable {
        private var buffered: [String] = []
        private var partial = ""
        private var ended = false
        private let condition = NSCondition()

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                while true {
                    let data = handle.availableData
                    condition.lock()
                    if data.isEmpty {
                        ended = true
                        condition.broadcast()
                        condition.unlock()
                        return
                    }
                    partial += String(decoding: data, as: UTF8.self)
                    while let newline = partial.firstIndex(of: "\n") {
                        buffered.append(String(partial[..<newline]))
                        partial = String(partial[partial.index(after: newline)...])
                    }
                    condition.broadcast()
                    condition.unlock()
                }
            }
        }

        /// The next line, or nil when the output ended or `timeout` s passed first.
        func next(timeout: Double) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            condition.lock()
            defer { condition.unlock() }
            while buffered.isEmpty, !ended {
                if !condition.wait(until: deadline) { break }
            }
            return buffered.isEmpty ? nil : buffered.removeFirst()
        }
    }

    /// The measurements far off the model: the call's own time (the probe's, less its
    /// receiver's baseline) per step it charged above `timeFactor` times the median (of calls
    /// of 10,000 steps or more), when it took `minimumSeconds` or more; a rise of resident
    /// memory above `memoryFactor` times the bytes charged (past `minimumPeak`); every failure.
    public static func outliers(
        _ measurements: [Measurement], timeFactor: Double = 20, minimumSeconds: Double = 0.5, memoryFactor: Double = 4,
        minimumPeak: Int = 512 << 20
    ) -> [(Measurement, String)] {
        var baselines: [String: Measurement] = [:]
        for measurement in measurements where measurement.probe.call == baselineCall && measurement.failure == nil {
            baselines[measurement.probe.receiver] = measurement
        }
        // A call whose receiver's baseline did not run is not judged on its time.
        func own(_ measurement: Measurement) -> (seconds: Double, steps: Int)? {
            guard let base = baselines[measurement.probe.receiver] else { return nil }
            return (measurement.seconds - base.seconds, measurement.steps - base.steps)
        }
        let rates = medianStepTime(measurements)
        let median = rates.isEmpty ? 0 : rates[rates.count / 2]
        var found: [(Measurement, String)] = []
        for measurement in measurements {
            if let failure = measurement.failure {
                found.append((measurement, failure))
                continue
            }
            if let (seconds, steps) = own(measurement), seconds >= minimumSeconds, median > 0,
               case let rate = seconds * 1e9 / Double(max(steps, 1)), rate > timeFactor * median {
                found.append((measurement, String(format: "%.2f s for %d steps of its own: %.0f ns a step, %.0f times the median %.0f ns", seconds, steps, rate, rate / median, median)))
            }
            let grown = measurement.peakBytes
            if grown > minimumPeak, Double(grown) > memoryFactor * Double(max(measurement.bytes, 1)) {
                found.append((measurement, "\(grown >> 20) MB resident for \(measurement.bytes >> 20) MB charged"))
            }
        }
        return found
    }

    /// The median time per step of the calls' own work (as `outliers` computes it), ns.
    public static func medianStepTime(_ measurements: [Measurement]) -> [Double] {
        var baselines: [String: Measurement] = [:]
        for measurement in measurements where measurement.probe.call == baselineCall && measurement.failure == nil {
            baselines[measurement.probe.receiver] = measurement
        }
        return measurements.compactMap { measurement -> Double? in
            guard measurement.failure == nil, let base = baselines[measurement.probe.receiver] else { return nil }
            let seconds = measurement.seconds - base.seconds, steps = measurement.steps - base.steps
            return steps >= 10_000 && seconds > 0 ? seconds * 1e9 / Double(steps) : nil
        }.sorted()
    }
}
