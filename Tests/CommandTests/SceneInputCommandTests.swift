import Foundation
import Testing

/// What the commands take as a scene: several files, a folder, a chosen preview; and how a
/// scene whose code fails at run time still lays out.
@Suite("Scenes of several files, previews, runtime failures")
struct SceneInputCommandTests {
    private func frames(_ json: String) throws -> [String: [Double]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        var frames: [String: [Double]] = [:]
        for view in views {
            let frame = try #require(view["frame"] as? [String: Any])
            frames[try #require(view["path"] as? String)] = ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? .nan }
        }
        return frames
    }

    private func proposal(_ json: String) throws -> [String: Double?] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let proposal = try #require(document["proposal"] as? [String: Any])
        return proposal.mapValues { ($0 as? NSNumber)?.doubleValue }
    }

    @Test("A view and the model it reads from another file lay out together: two files, or their folder")
    func severalFiles() throws {
        let folder = CommandRunner.scenes.appendingPathComponent("two-files")
        let view = folder.appendingPathComponent("ReadingsView.swift").path
        let model = folder.appendingPathComponent("Reading.swift").path
        for arguments in [[view, model], [model, view], [folder.path]] {
            let output = try CommandRunner.run(["layout"] + arguments + ["--proposal", "300x300"])
            #expect(output.status == 0, "\(arguments): \(output.standardError)")
            let frames = try frames(output.standardOutput)
            // The VStack is as wide as its widest bar: 120 x (10 + 4 + 10).
            #expect(frames["0.0"] == [0, 0, 120, 24])
            #expect(frames["0.0.1"]?[2] == 80)
        }
        // Alone, the view lays out with stand-ins for the model, each a warning where it is used.
        let alone = try CommandRunner.run(["layout", view])
        #expect(alone.status == 0, "\(alone.standardError)")
        #expect(alone.standardError.contains("ReadingsView.swift:10:49: warning: 'Reading.samples[].width' is not declared in the scene"), "\(alone.standardError)")
        #expect(alone.standardError.contains("together with this one"))
        // --strict: the view names the missing type where it is used and says what to do.
        let strict = try CommandRunner.run(["layout", view, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("ReadingsView.swift:17:28: error: 'Reading' is not declared in the scene"), "\(strict.standardError)")
        #expect(strict.standardError.contains("together with this one"))
    }

    @Test("--preview chooses among a PreviewProvider's views by name or number; each preview's layout sets the proposal")
    func choosingPreviews() throws {
        let scene = CommandRunner.scenes.appendingPathComponent("previews.swift").path
        // The first is named by previewDisplayName and is size-that-fits: nil x nil.
        let first = try CommandRunner.run(["layout", scene])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(try proposal(first.standardOutput) == ["width": nil, "height": nil])
        #expect(try frames(first.standardOutput)["0"] == [0, 0, 10, 10])
        let byName = try CommandRunner.run(["layout", scene, "--preview", "Small"])
        #expect(try frames(byName.standardOutput)["0"] == [0, 0, 10, 10])
        // The second asks for a fixed 200 x 100.
        let second = try CommandRunner.run(["layout", scene, "--preview", "2"])
        #expect(try proposal(second.standardOutput) == ["width": 200, "height": 100])
        #expect(try frames(second.standardOutput)["0"] == [0, 0, 20, 20])
        // The third is the screen in landscape, under its default name.
        let third = try CommandRunner.run(["layout", scene, "--preview", "Swatch_Previews 3"])
        #expect(try proposal(third.standardOutput) == ["width": 852, "height": 393])
        // --proposal wins over what the preview asks.
        let given = try CommandRunner.run(["layout", scene, "--preview", "2", "--proposal", "50x50"])
        #expect(try proposal(given.standardOutput) == ["width": 50, "height": 50])
        // An unknown preview lists the ones there are.
        let unknown = try CommandRunner.run(["layout", scene, "--preview", "Large"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no preview named 'Large'; its previews are 'Small', 'Swatch_Previews 2', 'Swatch_Previews 3'"))
    }

    @Test("A runtime error in a view's body is a located error; that view is a placeholder, the rest lays out, status 1")
    func failingBody() throws {
        let scene = CommandRunner.scenes.appendingPathComponent("failing-body.swift").path
        let output = try CommandRunner.run(["layout", scene, "--proposal", "200x200"])
        #expect(output.status == 1)
        #expect(output.standardError.contains("failing-body.swift:5:35: error: index 5 is out of range for an array of 2 elements"))
        let frames = try frames(output.standardOutput)
        #expect(frames["0.0"] == [75, 0, 50, 20])
        // The placeholder takes the space left below the red bar.
        #expect(frames["0.1"] == [0, 20, 200, 180])
        let render = try CommandRunner.run(["render", scene, "-o", FileManager.default.temporaryDirectory.appendingPathComponent("lp-failing-\(UUID()).png").path])
        #expect(render.status == 1)
        #expect(render.standardOutput.hasPrefix("wrote "))
    }

    @Test("A missing closing bracket is an error where it was due and a note at the opening bracket it failed to match")
    func unmatchedBracket() throws {
        let scene = try CommandRunner.temporaryScene("VStack {\n    Text(\"a\"\n    Color.red\n}\n", name: "unmatched")
        defer { try? FileManager.default.removeItem(atPath: scene) }
        let output = try CommandRunner.run(["layout", scene])
        #expect(output.status == 1)
        let lines = output.standardError.split(separator: "\n").map(String.init)
        let error = try #require(lines.firstIndex(of: scene + ":2:13: error: expected ')' in expression list"), "\(output.standardError)")
        #expect(lines.dropFirst(error + 1).first == scene + ":2:9: note: to match this opening '('", "\(output.standardError)")
    }

    @Test("Endless loops in a body and in a Layout end as diagnostics and are not run again: twenty looping views cost one")
    func endlessLoops() throws {
        let scene = CommandRunner.scenes.appendingPathComponent("endless.swift").path
        let output = try CommandRunner.run(["layout", scene, "--proposal", "300x900"])
        #expect(!output.crashed)
        #expect(output.status == 1)
        let lines = output.standardError.split(separator: "\n")
        // Whichever of the unit's budgets ends it first: its steps, or its time.
        func ended(_ line: Substring, at place: String) -> Bool {
            line.contains(place + ": error: the scene's code took too long to run") || line.contains(place + ": error: the scene's code ran more than")
        }
        #expect(lines.filter { ended($0, at: "endless.swift:6:9") }.count == 1, "\(output.standardError)")
        #expect(lines.filter { ended($0, at: "endless.swift:14:9") }.count == 1, "\(output.standardError)")
        let frames = try frames(output.standardOutput)
        // The green square after them is still placed, at the bottom of the stack.
        #expect(frames["0.21"]?[2] == 30)
    }
}
