import Foundation

/// A case that broke the contract, minimized: what the findings folder keeps.
public struct Finding: Sendable {
    public var kind: FindingKind
    public var fuzzCase: FuzzCase
    public var violations: [Violation]
    /// The case as the mutator made it, before minimizing.
    public var originalSize: Int

    public init(kind: FindingKind, fuzzCase: FuzzCase, violations: [Violation], originalSize: Int) {
        self.kind = kind
        self.fuzzCase = fuzzCase
        self.violations = violations
        self.originalSize = originalSize
    }

    /// `<kind>-<hash>`: the files' name without extension.
    public var name: String { "\(kind.rawValue)-\(fuzzCase.hash.prefix(12))" }
}

/// The findings folder: each finding as `<kind>-<hash>.swift` (the scene's bytes) and
/// `<kind>-<hash>.args` (a JSON array of the arguments; `{scene}` and `{out}` are the scene's
/// path and an output folder). Files under `known/` are product bugs not fixed yet: the replay
/// test expects them to still fail, and to be moved out when they are fixed.
public enum FindingsFolder {
    /// Writes `finding` into `folder`; returns the scene's path.
    @discardableResult
    public static func save(_ finding: Finding, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scene = folder.appendingPathComponent(finding.name + ".swift")
        try Data(finding.fuzzCase.scene).write(to: scene)
        try finding.fuzzCase.argumentsFile.write(to: folder.appendingPathComponent(finding.name + ".args"))
        let notes = finding.violations.map(\.description).joined(separator: "\n") + "\n"
        try Data(notes.utf8).write(to: folder.appendingPathComponent(finding.name + ".txt"))
        return scene
    }

    /// The cases in `folder` (not its subfolders), by name, sorted.
    public static func load(_ folder: URL) -> [(name: String, fuzzCase: FuzzCase)] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".args") }.sorted()
        return names.compactMap { argumentsName in
            let base = String(argumentsName.dropLast(".args".count))
            guard let argumentsData = FileManager.default.contents(atPath: folder.appendingPathComponent(argumentsName).path),
                  let arguments = try? FuzzCase.arguments(fromFile: argumentsData),
                  let scene = FileManager.default.contents(atPath: folder.appendingPathComponent(base + ".swift").path)
            else { return nil }
            return (base, FuzzCase(scene: [UInt8](scene), arguments: arguments))
        }
    }
}
