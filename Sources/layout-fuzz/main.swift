import Foundation
import SceneFuzzing
import SwiftEvaluator

// layout-fuzz: fuzzes `layout-playground` with mutated scenes and arguments for a while, keeps
// each distinct contract break minimized in a findings folder, and prints a summary.
//
//   layout-fuzz [--minutes N | --cases N] [--seed S] [--bin PATH] [--corpus DIR]
//               [--findings DIR] [--command-line-every K] [--minimize-seconds S]
//               [--max-repetition N] [--max-literal N] [--generate] [--verbose]
//   layout-fuzz --write-case N [--seed S] [--findings DIR]
//   layout-fuzz --cost-model [--minutes N] [--seed S] [--cost-report FILE] [--cost-first P1,P2...]
//
// --cost-model calls every built-in of the library on adversarial receivers and arguments,
// each in a process of its own, and reports the calls whose time per charged step or memory
// per charged byte is far above the rest, and any that trap or outlive their limits
// (`CostProbe`); exit 1 when some did. --cost-first runs the calls on large receivers whose
// "receiver `call`" contains one of the comma-separated patterns first (`dictionary-1M`,
// `[r: 1]`): a run can start with the calls a change concerns.
//
// --write-case N writes case N of the seed's run (its scene and arguments, as a finding
// would be kept) into the findings folder without running it, to reproduce a case by hand.
//
// --command-line-every K sends one case in K through the command line (default 1: all; 0: none,
// all in process, faster but a crash ends the run).
//
// Exit status: 0 when no case broke the contract, 1 when some did, 2 for bad arguments.

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-fuzz: \(message)\nusage: layout-fuzz [--minutes N | --cases N] [--seed S] [--bin PATH] [--corpus DIR] [--findings DIR] [--command-line-every K] [--minimize-seconds S] [--max-repetition N] [--max-literal N] [--generate] [--verbose]\n       layout-fuzz --write-case N [--seed S] [--findings DIR]\n       layout-fuzz --cost-model [--minutes N] [--seed S] [--cost-report FILE] [--cost-first P1,P2...]\n".utf8))
    exit(2)
}

var minutes: Double?
var cases: Int?
var seed: UInt64 = 1
var binary: String?
var corpus = "Tests/FuzzTests/Corpus"
var findings = "Tests/FuzzTests/Findings"
var commandLineEvery = 1
var minimizeSeconds = 60.0
var verbose = false
var generates = false
var caseToWrite: Int?
var maximumRepetition = 1_500
var maximumLiteral = 20_000
var costModel = false
var costReport: String?
var costFirst: [String] = []

var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let option = arguments.popFirst() {
    func value() -> String {
        guard let value = arguments.popFirst() else { usage("\(option) needs a value") }
        return value
    }
    switch option {
    case "--minutes": guard let number = Double(value()), number > 0 else { usage("--minutes takes a positive number") }; minutes = number
    case "--cases": guard let number = Int(value()), number > 0 else { usage("--cases takes a positive whole number") }; cases = number
    case "--seed": guard let number = UInt64(value()) else { usage("--seed takes a whole number from 0") }; seed = number
    case "--bin": binary = value()
    case "--corpus": corpus = value()
    case "--findings": findings = value()
    case "--command-line-every": guard let number = Int(value()), number >= 0 else { usage("--command-line-every takes a whole number (0: all in process)") }; commandLineEvery = number
    case "--minimize-seconds": guard let number = Double(value()), number >= 0 else { usage("--minimize-seconds takes a number from 0") }; minimizeSeconds = number
    case "--max-repetition": guard let number = Int(value()), number > 0 else { usage("--max-repetition takes a positive whole number") }; maximumRepetition = number
    case "--max-literal": guard let number = Int(value()), number > 0 else { usage("--max-literal takes a positive whole number") }; maximumLiteral = number
    case "--verbose": verbose = true
    case "--cost-model": costModel = true
    case "--cost-report": costReport = value()
    case "--cost-first": costFirst = value().split(separator: ",").map(String.init)
    case "--probe-scenes": _ = value()
    case "--generate": generates = true
    case "--write-case": guard let number = Int(value()), number >= 0 else { usage("--write-case takes a case number from 0") }; caseToWrite = number
    case "--help", "-h": usage("fuzzes layout-playground")
    default: usage("unknown option '\(option)'")
    }
}
if minutes == nil, cases == nil { minutes = 1 }

// --probe-scenes LIST: the child of --cost-model (the probes listed, their figures on
// standard output).
if let index = CommandLine.arguments.firstIndex(of: "--probe-scenes"), index + 1 < CommandLine.arguments.count {
    CostProbe.runChild(list: CommandLine.arguments[index + 1])
}
if costModel {
    runCostModel(minutes: minutes ?? 60, seed: seed, report: costReport, first: costFirst)
}

if let index = caseToWrite {
    let corpusFiles = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    let seeds = corpusFiles.compactMap { try? String(contentsOfFile: (corpus as NSString).appendingPathComponent($0), encoding: .utf8) }
    guard !seeds.isEmpty else { usage("no seed scenes (.swift) in '\(corpus)'") }
    // As `FuzzSession.makeCase` makes it when the run has a command line.
    let throughCommandLine = commandLineEvery != 0 && index % commandLineEvery == 0
    let mutator: any CaseMaking = generates ? ProgramGenerator() : Mutator(seeds: seeds, maximumRepetition: maximumRepetition, maximumLiteral: maximumLiteral)
    let made = mutator.makeCase(seed: SplitMix64.caseSeed(run: seed, index: index), inProcess: !throughCommandLine)
    let finding = Finding(kind: .hang, fuzzCase: made, violations: [], originalSize: made.scene.count)
    do {
        let path = try FindingsFolder.save(finding, in: URL(fileURLWithPath: findings))
        print("case \(index) of seed \(seed) (\(throughCommandLine ? "through the command line" : "in process")): \(path.path) [\(made.arguments.joined(separator: " "))]")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("layout-fuzz: cannot write case \(index): \(error)\n".utf8))
        exit(1)
    }
}

guard let executable = binary.map({ URL(fileURLWithPath: $0) }) ?? CommandLineRunner.findExecutable(),
      FileManager.default.isExecutableFile(atPath: executable.path) else {
    usage("no layout-playground executable found; build it or pass --bin PATH")
}
let corpusFiles = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
let seeds = corpusFiles.compactMap { try? String(contentsOfFile: (corpus as NSString).appendingPathComponent($0), encoding: .utf8) }
guard !seeds.isEmpty else { usage("no seed scenes (.swift) in '\(corpus)'") }

let runner = try CommandLineRunner(executable: executable)
defer { runner.removeWorkFolder() }
let configuration = FuzzSession.Configuration(
    seed: seed, maximumCases: cases, deadline: minutes.map { Date().addingTimeInterval($0 * 60) }, commandLineEvery: commandLineEvery,
    minimizeSeconds: minimizeSeconds, findingsFolder: URL(fileURLWithPath: findings))
// --generate: programs built from the evaluator's grammar (ProgramGenerator) instead of
// mutated seed scenes.
let maker: any CaseMaking = generates ? ProgramGenerator() : Mutator(seeds: seeds, maximumRepetition: maximumRepetition, maximumLiteral: maximumLiteral)
let session = FuzzSession(mutator: maker, runner: commandLineEvery == 0 ? nil : runner, configuration: configuration)
print("layout-fuzz: \(executable.path), \(seeds.count) seed scenes, seed \(seed), " + (minutes.map { "\($0) minutes" } ?? "\(cases!) cases"))
var lastReport = Date()
var caseStart = Date()
session.onCase = { index, fuzzCase, violations in
    if verbose || !violations.isEmpty || Date().timeIntervalSince(caseStart) > 3 {
        let status = violations.isEmpty ? "ok" : violations.map(\.description).joined(separator: "; ")
        print("case \(index) [\(fuzzCase.arguments.joined(separator: " "))] \(fuzzCase.scene.count) bytes, \(String(format: "%.1f", Date().timeIntervalSince(caseStart))) s: \(status)")
    }
    if Date().timeIntervalSince(lastReport) > 60 {
        lastReport = Date()
        print("... \(index + 1) cases")
    }
    fflush(stdout)
    caseStart = Date()
}
let summary = session.run()
print(summary.description)
if !summary.findings.isEmpty { print("findings saved in \(findings)") }
runner.removeWorkFolder()
exit(summary.findings.isEmpty ? 0 : 1)
