import Foundation
import SwiftEvaluator

/// A fuzzing run: cases made from a seed, each checked in process or through the command line,
/// failures minimized (one per signature) and saved.
public final class FuzzSession {
    public struct Configuration {
        public var seed: UInt64
        /// Stop after this many cases...
        public var maximumCases: Int?
        /// ...or at this time, whichever comes first.
        public var deadline: Date?
        /// One case in this many goes through the command line (the rest in process); 1 sends
        /// every case through the command line. Without a runner every case is in process.
        public var commandLineEvery: Int
        /// The time the minimizer may spend on one finding.
        public var minimizeSeconds: Double
        /// Where findings are saved; nil keeps them in memory only.
        public var findingsFolder: URL?

        public init(
            seed: UInt64, maximumCases: Int? = nil, deadline: Date? = nil, commandLineEvery: Int = 1, minimizeSeconds: Double = 60,
            findingsFolder: URL? = nil
        ) {
            self.seed = seed
            self.maximumCases = maximumCases
            self.deadline = deadline
            self.commandLineEvery = max(commandLineEvery, 1)
            self.minimizeSeconds = minimizeSeconds
            self.findingsFolder = findingsFolder
        }
    }

    public struct Summary: CustomStringConvertible {
        public var seed: UInt64
        public var cases = 0
        public var commandLineCases = 0
        public var inProcessCases = 0
        /// Failing cases by kind (before de-duplication).
        public var failuresByKind: [FindingKind: Int] = [:]
        /// The distinct findings kept (one per signature), minimized.
        public var findings: [Finding] = []
        public var seconds = 0.0
        public var slowestCase = 0.0
        public var exitStatuses: [Int32: Int] = [:]

        public var description: String {
            var lines = [
                "seed \(seed): \(cases) cases in \(String(format: "%.0f", seconds)) s (\(commandLineCases) through the command line, \(inProcessCases) in process); slowest \(String(format: "%.1f", slowestCase)) s",
            ]
            if !exitStatuses.isEmpty {
                lines.append("command line exit statuses: " + exitStatuses.keys.sorted().map { "\($0): \(exitStatuses[$0]!)" }.joined(separator: ", "))
            }
            if failuresByKind.isEmpty {
                lines.append("no failures")
            } else {
                lines.append("failing cases by kind: " + failuresByKind.keys.sorted().map { "\($0.rawValue) \(failuresByKind[$0]!)" }.joined(separator: ", "))
                lines.append("distinct findings: \(findings.count)")
                for finding in findings {
                    lines.append("  \(finding.name) (\(finding.originalSize) -> \(finding.fuzzCase.scene.count) bytes): \(finding.violations.first.map(\.description) ?? "")")
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// What makes the cases: the mutator or the program generator.
    public let mutator: any CaseMaking
    public let runner: CommandLineRunner?
    public let configuration: Configuration
    /// Called after each case with its index and violations (progress, logging).
    public var onCase: ((Int, FuzzCase, [Violation]) -> Void)?

    public init(mutator: any CaseMaking, runner: CommandLineRunner?, configuration: Configuration) {
        self.mutator = mutator
        self.runner = runner
        self.configuration = configuration
    }

    /// The `index`th case of the run, and whether it goes through the command line.
    public func makeCase(_ index: Int) -> (fuzzCase: FuzzCase, throughCommandLine: Bool) {
        let throughCommandLine = runner != nil && index % configuration.commandLineEvery == 0
        let seed = SplitMix64.caseSeed(run: configuration.seed, index: index)
        return (mutator.makeCase(seed: seed, inProcess: !throughCommandLine), throughCommandLine)
    }

    /// The violations of `fuzzCase`, through the command line or in process.
    public func check(_ fuzzCase: FuzzCase, throughCommandLine: Bool) -> [Violation] {
        if throughCommandLine, let runner { return runner.check(fuzzCase) }
        if let violations = InProcessRunner.check(fuzzCase) { return violations }
        return runner?.check(fuzzCase) ?? []
    }

    public func run() -> Summary {
        var summary = Summary(seed: configuration.seed)
        let start = Date()
        var signatures: Set<String> = []
        var index = 0
        while configuration.maximumCases.map({ index < $0 }) ?? true, configuration.deadline.map({ Date() < $0 }) ?? true {
            let (fuzzCase, throughCommandLine) = makeCase(index)
            let caseStart = Date()
            let violations: [Violation]
            if throughCommandLine, let runner {
                let outcome = runner.run(fuzzCase)
                violations = Contract.check(fuzzCase, outcome)
                summary.commandLineCases += 1
                summary.exitStatuses[outcome.signalled ? -outcome.status : outcome.status, default: 0] += 1
            } else {
                violations = check(fuzzCase, throughCommandLine: false)
                summary.inProcessCases += 1
            }
            summary.slowestCase = max(summary.slowestCase, Date().timeIntervalSince(caseStart))
            summary.cases += 1
            onCase?(index, fuzzCase, violations)
            for kind in Set(violations.map(\.kind)) { summary.failuresByKind[kind, default: 0] += 1 }
            if let first = violations.first, !signatures.contains(first.signature) {
                signatures.insert(first.signature)
                let finding = minimize(fuzzCase, violation: first, throughCommandLine: throughCommandLine)
                summary.findings.append(finding)
                if let folder = configuration.findingsFolder { _ = try? FindingsFolder.save(finding, in: folder) }
            }
            index += 1
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    /// `fuzzCase` made as small as it stays failing with `violation`'s kind (a hang is
    /// minimized against a shorter bound than the case's, to keep minimizing quick).
    public func minimize(_ fuzzCase: FuzzCase, violation: Violation, throughCommandLine: Bool) -> Finding {
        var minimizer = Minimizer(timeBudget: configuration.minimizeSeconds) { candidate in
            self.check(candidate, throughCommandLine: throughCommandLine).contains { $0.kind == violation.kind }
        }
        let minimized = violation.kind == .hang ? fuzzCase : minimizer.minimize(fuzzCase)
        let violations = check(minimized, throughCommandLine: throughCommandLine)
        return Finding(
            kind: violation.kind, fuzzCase: minimized, violations: violations.isEmpty ? [violation] : violations,
            originalSize: fuzzCase.scene.count)
    }
}
