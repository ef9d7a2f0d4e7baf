import Foundation
import Testing

/// The built-ins `layout-fuzz --cost-model` found off the cost model (issue 42, class 1), as
/// hostile scenes: each ends at the line that attacks, for the reason the model gives. The
/// time limits are scaled ten times (`LAYOUT_PLAYGROUND_TIME_SCALE`): what ends each scene is
/// its steps or its work, never the load of the machine the tests run on.
@Suite("Built-ins off the cost model, as scenes", .serialized)
struct HostileCostTests {
    private func run(_ name: String) throws -> (output: CommandRunner.Output, path: String, attack: Int) {
        let path = HostileSceneTests.folder.appendingPathComponent(name).path
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let attack = (lines.firstIndex { $0.contains("// ATTACK") } ?? -1) + 1
        let output = try CommandRunner.run(["layout", path], timeout: HostileSceneTests.bound, environment: ["LAYOUT_PLAYGROUND_TIME_SCALE": "10"])
        return (output, path, attack)
    }

    /// Before, each read made the array of every pair: 8,000 reads of a 100,000-entry dictionary
    /// spent the scene's gigabyte of bytes (exit 1 after 32 s in the debug build).
    @Test("A dictionary's ends read 8,000 times on 100,000 entries: read in constant time, the scene is laid out")
    func dictionaryEnds() throws {
        let (output, _, _) = try run("119-dictionary-ends-loop.swift")
        #expect(output.status == 0, "\(output.standardError.prefix(400))")
        let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        #expect((json?["views"] as? [[String: Any]])?.isEmpty == false)
    }

    /// Before, a lookup by a 1.5 MB key hashed it whole for one step: the run outlived 150 s.
    /// A key of accented strings inside a set's elements, the same.
    @Test("A long string hashed as a key, by lookup or as a set's element, ends at its line", arguments: ["120-long-key-hashing.swift", "121-long-set-elements.swift"])
    func longKeys(_ name: String) throws {
        let (output, path, attack) = try run(name)
        #expect(!output.timedOut && output.status == 1, "\(name): exit \(output.status)")
        let error = output.standardError.split(separator: "\n").first { $0.contains("error:") } ?? ""
        #expect(error.hasPrefix("\(path):\(attack):"), "\(name): \(error)")
    }

    /// Before, each `updateValue` copied the dictionary for one step: the clock ended the
    /// scene (after 9 s in the debug build, 90 s with the time scaled); now its steps do.
    @Test("updateValue on a dictionary of 100,000 entries is charged its copy: the scene's steps end it, at its line")
    func dictionaryCopies() throws {
        let (output, path, attack) = try run("122-dictionary-update-copies.swift")
        let error = output.standardError.split(separator: "\n").first { $0.contains("error:") } ?? ""
        #expect(output.status == 1 && error.hasPrefix("\(path):\(attack):") && error.contains("steps"), "\(error)")
    }
}
