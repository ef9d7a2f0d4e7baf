import Foundation
import Testing

@Suite("The layout command")
struct LayoutCommandTests {
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

    @Test("JSON output gives the root's size and every frame by path")
    func jsonFrames() throws {
        let output = try CommandRunner.run(["layout", CommandRunner.scenes.appendingPathComponent("kean-hstack.swift").path, "--proposal", "200x140"])
        #expect(output.status == 0, "\(output.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let size = try #require(document["size"] as? [String: Double])
        #expect(size == ["width": 80 + 10 + 80, "height": 80])
        let proposal = try #require(document["proposal"] as? [String: Double])
        #expect(proposal == ["width": 200, "height": 140])
        let frames = try frames(output.standardOutput)
        #expect(frames["0"] == [0, 0, 170, 80])
        #expect(frames["0.1"] == [80 + 10, 0, 80, 80])
        #expect(frames["0.1.0"] == [80 + 10, 0, 80, 80])
    }

    @Test("--device lays out on the device's screen, root in the safe area; --safe-area gives insets by hand")
    func deviceScreen() throws {
        let scene = try CommandRunner.temporaryScene(
            "VStack(spacing: 0) { Color.red.ignoresSafeArea(edges: .top); Color.blue.frame(height: 100) }", name: "device")
        for arguments in [["--device", "iPhone 15"], ["--device", "iphone 15"], ["--proposal", "393x852", "--safe-area", "59,0,34,0"]] {
            let output = try CommandRunner.run(["layout", scene] + arguments)
            #expect(output.status == 0, "\(output.standardError)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
            #expect(document["safeAreaInsets"] as? [String: Double] == ["top": 59, "leading": 0, "bottom": 34, "trailing": 0])
            #expect(document["screen"] as? [String: Double] == ["x": 0, "y": -59, "width": 393, "height": 852])
            let frames = try frames(output.standardOutput)
            // The root gets 393 x 759; the red colour (659 tall) grows 59 up to the screen's top.
            #expect(frames["0"] == [0, 0, 393, 759])
            #expect(frames["0.0"] == [0, -59, 393, 718])
            #expect(frames["0.1"] == [0, 659, 393, 100])
        }
        let landscape = try CommandRunner.run(["layout", scene, "--device", "iPhone 15 (landscape)"])
        #expect(landscape.status == 0)
        // 852 x 393 with 59 on each side and 21 at the bottom: the root gets 734 x 372.
        #expect(try frames(landscape.standardOutput)["0"] == [0, 0, 734, 372])
    }

    @Test("An unspecified dimension is null in the proposal")
    func nilProposal() throws {
        let output = try CommandRunner.run(["layout", CommandRunner.scenes.appendingPathComponent("kean-hstack.swift").path, "--proposal", "nilx100"])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("{\"proposal\": {\"width\": null, \"height\": 100},"))
    }

    @Test("Custom views with stored properties and defaults lay out as one level each")
    func customViews() throws {
        let output = try CommandRunner.run(["layout", CommandRunner.scenes.appendingPathComponent("custom-view.swift").path])
        #expect(output.status == 0, "\(output.standardError)")
        let frames = try frames(output.standardOutput)
        #expect(frames["0"] == [0, 0, 20 + 40, 40])
        #expect(frames["0.1"] == [20, 0, 40, 40])
        #expect(frames["0.1.0"] == [20, 0, 40, 40])
    }

    @Test("Text output is an indented tree with frames and proposals")
    func textFormat() throws {
        let output = try CommandRunner.run(["layout", CommandRunner.scenes.appendingPathComponent("kean-hstack.swift").path, "--format", "text", "--proposal", "140x140"])
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.first == "proposal 140x140  →  size 170x80")
        #expect(lines.contains { $0.hasPrefix("0.1.0 ") && $0.contains("    Color") && $0.contains("(90, 0, 80, 80)") && $0.contains("80x80→80x80") })
    }

    @Test("A scene it cannot read exits 1 with file:line:column diagnostics")
    func unknownView() throws {
        let path = CommandRunner.scenes.appendingPathComponent("undefined-name.swift").path
        // --strict: what the scene does not declare is an error.
        let output = try CommandRunner.run(["layout", path, "--strict"])
        #expect(output.status == 1)
        #expect(output.standardError.contains("\(path):3:29: error: cannot find 'missing' in scope"))
        // The view that failed is an error placeholder (a grey box with its name); the rest lays out.
        #expect(output.standardOutput.contains("\"path\": \"0.0\", \"type\": \"Color\""))
        #expect(output.standardOutput.contains("\"path\": \"0.1.0\", \"type\": \"Rectangle\""))
        // Without it, the name stands in, with a warning at the same place, and the scene lays out.
        let standIn = try CommandRunner.run(["layout", path])
        #expect(standIn.status == 0)
        #expect(standIn.standardError.contains("\(path):3:29: warning: 'missing' is not declared in the scene"))
    }

    @Test("A missing file exits 1; bad arguments exit 2")
    func badInput() throws {
        #expect(try CommandRunner.run(["layout", "/nonexistent/scene.swift"]).status == 1)
        let scene = CommandRunner.scenes.appendingPathComponent("kean-hstack.swift").path
        for arguments in [["--proposal", "abc"], ["--proposal", "-5x10"], ["--dynamic-type", "huge"],
                          ["--layout-direction", "upward"], ["--format", "xml"], ["--device", "iPhone 99"],
                          ["--device", "iPhone 15", "--proposal", "100x100"], ["--safe-area", "59,0,34"],
                          ["--safe-area", "59,0,-1,0"]] {
            let output = try CommandRunner.run(["layout", scene] + arguments)
            #expect(output.status == 2, "\(arguments)")
            #expect(!output.standardError.isEmpty)
        }
        #expect(try CommandRunner.run(["frobnicate"]).status == 2)
    }

    @Test("A negative or malformed proposal is refused with exit 2 and says why (issue 9: '-5x10' was 'Missing value')")
    func proposalMessages() throws {
        let scene = CommandRunner.scenes.appendingPathComponent("kean-hstack.swift").path
        let negative = try CommandRunner.run(["layout", scene, "--proposal", "-5x10"])
        #expect(negative.status == 2)
        #expect(negative.standardError.contains("--proposal -5x10: a proposed size cannot be negative"))
        let word = try CommandRunner.run(["render", scene, "-o", "/tmp/unused.png", "--proposal", "5xabc"])
        #expect(word.status == 2)
        #expect(word.standardError.contains("each dimension is a number of points, nil or inf"))
    }

    @Test("Infinite proposals never print NaN")
    func infiniteProposal() throws {
        let path = try CommandRunner.temporaryScene(
            "HStack { Color.red; Spacer(); Color.blue.frame(maxWidth: .infinity).padding() }", name: "inf")
        let output = try CommandRunner.run(["layout", path, "--proposal", "infxinf"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(!output.standardOutput.lowercased().contains("nan"))
        #expect(output.standardOutput.contains("\"inf\""))
    }

    @Test("Finite numbers near Double's largest are valid JSON numbers, not a bare inf (issue 9)")
    func hugeFiniteNumbers() throws {
        let path = try CommandRunner.temporaryScene("Color.red.frame(width: 1e308, height: 10)", name: "huge")
        for arguments in [[], ["--proposal", "1e308x1e308"]] {
            let output = try CommandRunner.run(["layout", path] + arguments)
            #expect(output.status == 0, "\(output.standardError)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
            let size = try #require(document["size"] as? [String: Any])
            #expect((size["width"] as? NSNumber)?.doubleValue == 1e308)
        }
    }

    @Test("A scene nested 300 levels deep lays out or fails cleanly, never crashes (evaluation is quadratic in depth: issue 9)")
    func deepScene() throws {
        let depth = 300
        let source = String(repeating: "VStack {\n", count: depth) + "Color.red\n" + String(repeating: "}\n", count: depth)
        let output = try CommandRunner.run(["layout", try CommandRunner.temporaryScene(source, name: "deep"), "--format", "json"])
        #expect(!output.crashed)
        #expect(output.status == 0 || (output.status == 1 && output.standardError.contains("error:")), "\(output.standardError.prefix(300))")
    }

    @Test("A chain of 2,000 modifiers lays out or fails cleanly, never crashes (issue 9 takes it back to 10,000)")
    func deepModifierChain() throws {
        let source = "Color.red" + String(repeating: ".padding(1)", count: 2_000)
        let output = try CommandRunner.run(["layout", try CommandRunner.temporaryScene(source, name: "chain")])
        #expect(!output.crashed)
        #expect(output.status == 0 || (output.status == 1 && output.standardError.contains("error:")))
        if output.status == 0 {
            // Each padding takes 2 points of proposal; the colour ends up proposed 0 and the
            // chain is 2,000 × 2 points on each side.
            #expect(output.standardOutput.contains("\"size\": {\"width\": 4000, \"height\": 4000}"))
        }
    }

    @Test("A stack of 25,000 children (just under the 1 MB file limit) lays out")
    func wideScene() throws {
        let source = "VStack(spacing: 0) {\n" + String(repeating: "Color.red.frame(width: 1, height: 1)\n", count: 25_000) + "}\n"
        let output = try CommandRunner.run(["layout", try CommandRunner.temporaryScene(source, name: "wide"), "--proposal", "nilxnil"])
        #expect(output.status == 0, "\(output.standardError.prefix(300))")
        #expect(output.standardOutput.contains("\"size\": {\"width\": 1, \"height\": 25000}"))
    }
}

@Suite("The bench command")
struct BenchCommandTests {
    @Test("The quick benchmark runs and reports evaluations per view for every workload")
    func quickBenchmark() throws {
        let output = try CommandRunner.run(["bench", "--quick"])
        #expect(output.status == 0, "\(output.standardError)")
        let rows = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| workload") }
        #expect(rows.count == 4)
    }

    @Test("--json prints one object a line per workload: its shape, its views and whole-pass times (Benchmarks/yoga/run.sh reads them)")
    func jsonLines() throws {
        let output = try CommandRunner.run(["bench", "--quick", "--json"])
        #expect(output.status == 0, "\(output.standardError)")
        let objects = try output.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        // At a tenth of the sizes: 1,000 leaves (and their frames) in a row, 2^10 leaves, 100
        // nested stacks of two, 100 form rows of five views.
        #expect(objects.map { $0["shape"] as? String } == ["row", "binary", "nested", "form"])
        #expect(objects.map { $0["views"] as? Int } == [2_001, 2_047, 201, 501])
        for object in objects {
            #expect((object["full_ns"] as? Int ?? 0) > 0 && (object["relayout_ns"] as? Int ?? 0) > 0)
        }
    }

    @Test("--scene reports a scene's phases per view over every view `layout` places")
    func sceneCost() throws {
        let scene = CommandRunner.scenes.appendingPathComponent("kean-hstack.swift").path
        let layout = try CommandRunner.run(["layout", scene, "--fixed-advance-text"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(layout.standardOutput.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]]).count
        let output = try CommandRunner.run(["bench", "--quick", "--scene", scene])
        #expect(output.status == 0, "\(output.standardError)")
        let row = try #require(output.standardOutput.split(separator: "\n").first { $0.hasPrefix("| kean-hstack.swift") })
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Int(cells[1]) == views)
        #expect(cells.count == 8)
    }

    @Test("--app reads an app both ways: declarations made in every reading, and kept per file with only the changed file's types made again")
    func appReading() throws {
        let app = CommandRunner.scenes.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/trailhead").path
        let output = try CommandRunner.run(["bench", "--quick", "--app", app])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        let changed = try #require(lines.first { $0.hasPrefix("Changed: ") }).dropFirst("Changed: ".count)
        let declared = try String(contentsOfFile: String(changed), encoding: .utf8).split(separator: "\n")
            .filter { ["struct ", "enum ", "class "].contains(where: $0.hasPrefix) }.count
        #expect(declared > 0)
        let rows = lines.filter { $0.hasPrefix("| trailhead") }.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(rows.map { $0[5] } == ["made in every reading", "kept per file"])
        #expect(rows.map { $0[9] } == ["all", String(declared)])
    }
}

@Suite("Scenes in data/")
struct DataSceneTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data").standardized

    /// The frame at `path` in the `layout` command's JSON.
    private func frame(_ scene: String, _ path: String, _ arguments: [String]) throws -> [Double]? {
        let output = try CommandRunner.run(["layout", Self.data.appendingPathComponent(scene).path, "--fixed-advance-text"] + arguments)
        #expect(output.status == 0, "\(output.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        guard let view = views.first(where: { $0["path"] as? String == path }), let frame = view["frame"] as? [String: Double] else { return nil }
        return [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
    }

    @Test("The onboarding callout sits right of its point when it fits and flips to the left near the edge")
    func calloutFlips() throws {
        let wide = try #require(try frame("onboarding-callout.swift", "0.0.1.0", ["--proposal", "600x400"]))
        #expect(wide[0] == 300)
        let narrow = try #require(try frame("onboarding-callout.swift", "0.0.1.0", ["--proposal", "393x400"]))
        #expect(abs(narrow[0] + narrow[2] - 300) < 1e-9)
    }

    @Test("Every scene in data/ lays out without errors")
    func everySceneLoads() throws {
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Self.data.path).filter { $0.hasSuffix(".swift") }
        #expect(scenes.count >= 15)
        for scene in scenes {
            let output = try CommandRunner.run(["layout", Self.data.appendingPathComponent(scene).path])
            #expect(output.status == 0, "\(scene): \(output.standardError)")
        }
    }
}

@Suite("The drag benchmark")
struct DragBenchmarkTests {
    @Test("The drag replay runs over a scene of about 500 views and reports the median")
    func dragReplayRuns() throws {
        let output = try CommandRunner.run(["bench", "--drag", "--quick"])
        #expect(output.status == 0, "\(output.standardError)")
        let row = try #require(output.standardOutput.split(separator: "\n").first { $0.hasPrefix("| drag replay") })
        let views = Int(row.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)) ?? 0
        #expect(views >= 480 && views <= 560)
    }

    @Test("Safe-area insets that leave the screen no room are a usage error naming both figures")
    func safeAreaLargerThanTheScreen() throws {
        let scene = CommandRunner.scenes.appendingPathComponent("kean-hstack.swift").path
        let tall = try CommandRunner.run(["layout", scene, "--safe-area", "500,0,500,0"])
        #expect(tall.status == 2)
        #expect(tall.standardError.contains("--safe-area's top and bottom (1000 points) are more than the proposal's height, 852"))
        let wide = try CommandRunner.run(["layout", scene, "--proposal", "300x600", "--safe-area", "0,200,0,200"])
        #expect(wide.status == 2)
        #expect(wide.standardError.contains("leading and trailing (400 points) are more than the proposal's width, 300"))
        #expect(try CommandRunner.run(["layout", scene, "--safe-area", "59,0,34,0"]).status == 0)
    }
}
