import Foundation
import SceneFuzzing
import Testing

/// A fixed number of seeded cases: the same ones on every run, so a failure here reproduces
/// (`layout-fuzz --seed S --cases N` prints and minimizes it).
@Suite("Seeded fuzzing", .serialized)
struct FuzzRunTests {
    /// Cases through the libraries: loading, layout and JSON, as `layout --fixed-advance-text`.
    static let inProcessCases = 2_500
    /// Cases through the built command line: statuses, stderr, pictures, temporary files.
    static let commandLineCases = 300

    /// Repetitions and literals kept small so that the cases fit the test budget (layout-fuzz
    /// goes up to 1,500 links and 20,000-piece literals).
    static let mutator = Mutator(seeds: FuzzFixtures.seeds, maximumRepetition: 60, maximumLiteral: 2_000)

    static func report(_ summary: FuzzSession.Summary) -> Comment {
        Comment(rawValue: summary.description)
    }

    @Test("Mutated scenes laid out in process keep the contract")
    func inProcess() throws {
        let configuration = FuzzSession.Configuration(seed: 2_024, maximumCases: Self.inProcessCases, minimizeSeconds: 20)
        let session = FuzzSession(mutator: Self.mutator, runner: nil, configuration: configuration)
        let summary = session.run()
        #expect(summary.inProcessCases == Self.inProcessCases)
        #expect(summary.findings.isEmpty, Self.report(summary))
    }

    @Test("Mutated scenes and arguments through the command line keep the contract")
    func commandLine() throws {
        let runner = try FuzzFixtures.makeRunner()
        defer { runner.removeWorkFolder() }
        let configuration = FuzzSession.Configuration(seed: 9, maximumCases: Self.commandLineCases, commandLineEvery: 1, minimizeSeconds: 20)
        let session = FuzzSession(mutator: Self.mutator, runner: runner, configuration: configuration)
        let summary = session.run()
        #expect(summary.commandLineCases == Self.commandLineCases)
        // Every status is seen, so the cases reach past argument parsing and scene errors.
        #expect(summary.exitStatuses[0, default: 0] > 10)
        #expect(summary.exitStatuses[1, default: 0] > 10)
        #expect(summary.exitStatuses[2, default: 0] > 10)
        #expect(summary.findings.isEmpty, Self.report(summary))
    }
}

/// Every finding the fuzzer kept is replayed through the command line: fixed ones must keep
/// the contract; the ones under `known/` (bugs not fixed yet) are expected to still fail.
@Suite("Findings replayed", .serialized)
struct ReplayTests {
    static let fixed = FindingsFolder.load(FuzzFixtures.findings)
    static let known = FindingsFolder.load(FuzzFixtures.knownFindings)

    @Test("Fixed findings keep the contract", arguments: fixed.map(\.name))
    func fixedFinding(name: String) throws {
        let fuzzCase = try #require(Self.fixed.first { $0.name == name }?.fuzzCase)
        let runner = try FuzzFixtures.makeRunner()
        defer { runner.removeWorkFolder() }
        let outcome = runner.run(fuzzCase)
        let violations = Contract.check(fuzzCase, outcome)
        #expect(violations.isEmpty, "\(name): \(violations) stderr: \(String(decoding: outcome.standardError.prefix(300), as: UTF8.self))")
        // In process only once the command line holds: a hang there would leave a thread spinning.
        if violations.isEmpty, let inProcess = InProcessRunner.check(fuzzCase) {
            #expect(inProcess.isEmpty, "\(name) in process: \(inProcess)")
        }
    }

    @Test("Known findings still fail as recorded (move them out of known/ when fixed)", arguments: known.map(\.name))
    func knownFinding(name: String) throws {
        let fuzzCase = try #require(Self.known.first { $0.name == name }?.fuzzCase)
        let runner = try FuzzFixtures.makeRunner()
        defer { runner.removeWorkFolder() }
        let kind = name.split(separator: "-").dropLast().joined(separator: "-")
        // Through the command line only: a known hang in process would leave a thread spinning.
        let violations = Contract.check(fuzzCase, runner.run(fuzzCase))
        #expect(violations.contains { $0.kind.rawValue == kind }, "\(name) no longer fails: move it out of known/")
    }

    @Test("The findings folder is well formed: every .args has its scene")
    func wellFormed() throws {
        for folder in [FuzzFixtures.findings, FuzzFixtures.knownFindings] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where name.hasSuffix(".args") {
                let base = String(name.dropLast(5))
                #expect(names.contains(base + ".swift"), "\(base)")
                #expect(FindingKind.allCases.contains { base.hasPrefix($0.rawValue + "-") }, "\(base)")
            }
        }
        #expect(Self.fixed.count + Self.known.count >= 1)
    }

    @Test("Generated programs (loops, recursion, collections, arithmetic at Int's limits, custom layouts) keep the contract, in process and through the command line")
    func generatedPrograms() throws {
        let runner = try FuzzFixtures.makeRunner()
        defer { runner.removeWorkFolder() }
        let configuration = FuzzSession.Configuration(seed: 31, maximumCases: 120, commandLineEvery: 4, minimizeSeconds: 20)
        let session = FuzzSession(mutator: ProgramGenerator(reachesBudgets: false), runner: runner, configuration: configuration)
        let summary = session.run()
        #expect(summary.cases == 120)
        // The programs reach past parsing: most lay out, some end in a located error.
        #expect(summary.exitStatuses[0, default: 0] > 5 && summary.exitStatuses[1, default: 0] > 0, FuzzRunTests.report(summary))
        #expect(summary.findings.isEmpty, FuzzRunTests.report(summary))
    }
}
