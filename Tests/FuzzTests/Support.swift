import Foundation
import SceneFuzzing

/// Where the fuzz tests find their seed scenes, findings and the built command line.
enum FuzzFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let corpus = folder.appendingPathComponent("Corpus")
    static let findings = folder.appendingPathComponent("Findings")
    static let knownFindings = findings.appendingPathComponent("known")

    /// The seed scenes, in name order.
    static let seeds: [String] = {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { try? String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8) }
    }()

    /// `layout-playground` next to the test bundle (the test target depends on it).
    static let executable: URL = CommandLineRunner.findExecutable()
        ?? folder.appendingPathComponent("../../.build/debug/layout-playground").standardized

    static func makeRunner() throws -> CommandLineRunner {
        try CommandLineRunner(executable: executable)
    }
}
