import Foundation
import Testing

/// Scenes that attack the interpreter rather than the parser (issue 31): recursion through
/// nested calls, a 300,000-term sum, arithmetic at Int's limits inside built-ins, strings and
/// arrays that would take gigabytes, loops in every place a scene runs code, a view made of
/// two copies of itself per level, misbehaving custom `Layout`s, images named outside the
/// scene's folder. Each, run by `layout` as a person would, ends in time with exit 0 and valid
/// JSON (no NaN or infinite frame), or exit 1 with an error located in the scene (never 1:1,
/// never a crash).
@Suite("Hostile scenes end, located")
struct HostileSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")
    static let scenes = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()

    /// The promise is 30 s on the release build (BENCHMARKS.md, "The interpreter under attack",
    /// measures it); the tests run the debug build, several times slower, many scenes at once
    /// on two cores: a scene that does not end in 120 s here is a hang.
    static let bound = 120.0

    @Test("Every hostile scene ends (30 s in release; 120 s here, on the debug build) with valid JSON or a located error", arguments: scenes)
    func endsLocated(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let output = try CommandRunner.run(["layout", path], timeout: Self.bound)
        #expect(!output.timedOut, "\(name) ran past \(Self.bound) s")
        #expect(!output.crashed, "\(name) crashed: \(output.standardError.suffix(400))")
        #expect(output.status == 0 || output.status == 1, "\(name) exited \(output.status)")
        if output.status == 0 {
            let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
            let views = json?["views"] as? [[String: Any]] ?? []
            #expect(!views.isEmpty, "\(name): no views")
            for view in views {
                let frame = view["frame"] as? [String: Any] ?? [:]
                #expect(frame.values.allSatisfy { ($0 as? NSNumber).map { $0.doubleValue.isFinite } ?? false }, "\(name): \(frame)")
            }
        } else {
            let error = try #require(output.standardError.split(separator: "\n").first { $0.contains("error:") }, "\(name): no error")
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            let place = error.dropFirst(path.count + 1).split(separator: ":").prefix(2).compactMap { Int($0) }
            #expect(error.hasPrefix(path + ":") && place.count == 2 && place[0] > 1 && place[0] <= lines, "\(name): \(error)")
        }
    }

    /// A file read by a Foundation call (`String(contentsOfFile:)`, `Data(contentsOf:)`) is not
    /// read: the call throws as for a missing file (the scenes' `try?` gives nil), with a
    /// warning at the code saying why; under `--strict` it is the error. A type that would
    /// reach files, processes or the network (`FileManager`, `Process`, `URLSession`: an app's
    /// model opening its database or session at start) stands in, reading and writing nothing,
    /// with the refusal as a warning at that code, so the preview goes on (issue 39); under
    /// `--strict` it is the error. The clock and the environment answer fixed values with a
    /// warning (the layout is the same every run: 10 June 2024, 9:41 is 1,718,012,460 s, so the
    /// clock scene's bar is 460 points wide, and the empty environment's is 0).
    @Test("What reaches outside the scene is refused or stands in, with a sentence saying why at the code that reaches")
    func refusals() throws {
        let refused: [String: String] = [:]
        let standIns = ["55-string-contents-of-file.swift": "cannot read files: String(contentsOf...) reads nothing",
                        "57-data-contents-of-url.swift": "cannot read files or the network: Data(contentsOf:) reads nothing",
                        "56-filemanager-contents.swift": "cannot reach files: FileManager stands in",
                        "78-process-run.swift": "cannot reach processes: Process stands in",
                        "79-urlsession.swift": "cannot reach the network: URLSession stands in"]
        for (name, sentence) in refused.merging(standIns, uniquingKeysWith: { $1 }) {
            let path = Self.folder.appendingPathComponent(name).path
            let attack = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("// ATTACK") }.map { $0 + 1 }
            let output = try CommandRunner.run(["layout", path], timeout: 30)
            let isStandIn = standIns[name] != nil
            #expect(output.status == (isStandIn ? 0 : 1), "\(name) exited \(output.status)")
            let kind = isStandIn ? "warning:" : "error:"
            let said = output.standardError.split(separator: "\n").first { $0.contains(kind) && $0.contains("cannot") } ?? ""
            #expect(said.hasPrefix("\(path):\(attack ?? 0):") && said.contains(sentence), "\(name): \(said)")
            if isStandIn {
                let strict = try CommandRunner.run(["layout", path, "--strict"], timeout: 30)
                let error = strict.standardError.split(separator: "\n").first { $0.contains("error:") } ?? ""
                let refusal = sentence.replacingOccurrences(of: " stands in", with: " is refused").replacingOccurrences(of: " reads nothing", with: " is refused")
                #expect(strict.status == 1 && error.hasPrefix("\(path):\(attack ?? 0):") && error.contains(refusal),
                        "\(name) --strict: \(error)")
            }
        }
        for (name, sentence, width) in [("58-env-home.swift", "cannot read the machine's environment", 0.0), ("59-date-clock.swift", "cannot read the machine's clock", 460.0)] {
            let path = Self.folder.appendingPathComponent(name).path
            let output = try CommandRunner.run(["layout", path], timeout: 30)
            #expect(output.status == 0, "\(name) exited \(output.status)")
            #expect(output.standardError.components(separatedBy: sentence).count == 2, "\(name): \(output.standardError)")
            let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
            let size = json?["size"] as? [String: Any]
            #expect((size?["width"] as? NSNumber)?.doubleValue == width, "\(name): \(String(describing: size))")
        }
    }
}
