import Foundation

/// A scene file among the test target's resources (`Fixtures/`).
struct FixtureFile: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String

    var testDescription: String { name }

    static var fixturesDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    }

    /// The SwiftUI conformance cases, kept once for the whole package in the conformance
    /// test target.
    static var conformanceDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../ConformanceTests/Cases").standardized
    }

    /// Every `.swift` file in `Fixtures/<folder>` (`conformance`: the shared conformance
    /// cases), sorted by name.
    static func all(in folder: String) -> [FixtureFile] {
        let directory = folder == "conformance" ? conformanceDirectory : fixturesDirectory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            guard let source = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return FixtureFile(name: name, source: source)
        }
    }

    static func named(_ name: String, in folder: String) -> FixtureFile? {
        all(in: folder).first { $0.name == name }
    }
}

import Testing
