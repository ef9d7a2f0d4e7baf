import Foundation
import Testing

/// An app folder in the window, driven as a person would: `layout-playground gui APP_DIR` on a
/// copy of data/trailhead, a view found by typing in the navigator's search field and clicked,
/// a view selected on the canvas, then the view's file saved by another program (a new file
/// renamed over it, then the file rewritten in place): the canvas follows, the view shown and
/// the selection stay.
@Suite("The window on an app folder", .serialized)
struct WindowAppTests {
    private static func window(_ layout: [String: Any]) -> [String: Any] { layout["window"] as? [String: Any] ?? [:] }
    private static func navigator(_ layout: [String: Any]) -> [String: Any] { window(layout)["navigator"] as? [String: Any] ?? [:] }
    private static func rows(_ layout: [String: Any]) -> [[String: Any]] { navigator(layout)["rows"] as? [[String: Any]] ?? [] }
    private static func shown(_ layout: [String: Any]) -> String? { (navigator(layout)["shown"] as? [String: Any])?["name"] as? String }

    /// Clicks the middle of a rectangle the window reported.
    private func click(_ rect: Any?, on display: VirtualDisplay) throws {
        let edges = try #require(PlaygroundProcess.rect(rect), "no place to click")
        try display.run("xdotool", ["mousemove", "\(Int((edges.minX + edges.maxX) / 2))", "\(Int((edges.minY + edges.maxY) / 2))", "click", "1"])
    }

    @Test("A view without a preview is found in the navigator and shown; another program's saves, by rename and by rewrite, show on the canvas with the selection kept")
    func outsideSavesOfAChosenView() throws {
        let folder = NSTemporaryDirectory() + "lp-app-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = folder + "/trailhead"
        try FileManager.default.copyItem(atPath: PlaygroundProcess.data.appendingPathComponent("trailhead").path, toPath: app)
        let badge = app + "/Components/DifficultyBadge.swift"
        let display = try VirtualDisplay()
        let window = try PlaygroundProcess(scene: app, on: display)
        // The app opens on its first preview, its files and entries listed.
        let opened = try #require(window.layout { Self.shown($0) != nil && $0["handles"] != nil }, "the app did not open")
        #expect(Self.navigator(opened)["files"] as? Int == 11)
        #expect(Self.rows(opened).filter { $0["kind"] as? String == "preview" }.count == 5)
        #expect(Self.rows(opened).filter { $0["kind"] as? String == "view" }.count == 6)
        // Typing part of a name in the search field leaves the badge's file and its view.
        // Under load the window may still be settling when the field is first clicked: the
        // search is typed again (over what is there) until the list filters.
        var filtered: [String: Any]?
        for _ in 0..<3 where filtered == nil {
            try click(Self.navigator(window.layout() ?? opened)["search"], on: display)
            usleep(300_000)
            try display.run("xdotool", ["key", "ctrl+a"])
            try display.run("xdotool", ["type", "--delay", "40", "badge"])
            filtered = window.layout(within: 8) { Self.rows($0).count == 3 }
        }
        let found = try #require(filtered, "the search did not filter: \(Self.rows(window.layout() ?? [:]).map { $0["title"] ?? "" })")
        let row = try #require(Self.rows(found).first { $0["kind"] as? String == "view" })
        #expect(row["title"] as? String == "DifficultyBadge")
        try click(row["rect"], on: display)
        let shown = try #require(window.layout { Self.shown($0) == "DifficultyBadge" && PlaygroundProcess.types($0)["0"] == "DifficultyBadge" },
                                 "the badge was not shown")
        #expect((shown["document"] as? [String: Any])?["path"] as? String == badge)
        // Its own screen: no preview, so the default one.
        #expect((shown["screenState"] as? [String: Any])?["proposal"] as? String == "393 x 852")
        // Select its text on the canvas (the root is centred in the proposed area).
        usleep(500_000)
        let drawn = try #require(window.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let frames = PlaygroundProcess.frames(drawn)
        let root = try #require(frames["0"]), text = try #require(frames["0.0.0.0.0.0"])
        let zoom = (area.maxX - area.minX) / 393
        let x = area.minX + ((393 - root[2]) / 2 + text[0] + text[2] / 2) * zoom
        let y = area.minY + ((852 - root[3]) / 2 + text[1] + text[3] / 2) * zoom
        try display.run("xdotool", ["mousemove", "\(Int(x))", "\(Int(y))", "click", "1"])
        _ = try #require(window.layout { Self.window($0)["selectedRow"] as? String == "Text(difficulty.title)" }, "the text was not selected")
        let width = text[2]
        // Another program saves the file as most editors do: a new file renamed over it.
        let original = try String(contentsOfFile: badge, encoding: .utf8)
        try original.replacingOccurrences(of: "Text(difficulty.title)", with: "Text(\"Renamed \" + difficulty.title)")
            .write(toFile: badge + ".saving", atomically: false, encoding: .utf8)
        #expect(rename(badge + ".saving", badge) == 0)
        let renamed = try #require(window.layout {
            (PlaygroundProcess.frames($0)["0.0.0.0.0.0"]?[2] ?? 0) > width && Self.window($0)["selectedRow"] as? String == "Text(\"Renamed \" + difficulty.title)"
        }, "the canvas did not follow the renamed file")
        #expect(Self.shown(renamed) == "DifficultyBadge")
        #expect((renamed["document"] as? [String: Any])?["modified"] as? Bool == false)
        #expect((renamed["screenState"] as? [String: Any])?["proposal"] as? String == "393 x 852")
        // Then truncated and written in place (another editor's way).
        let handle = try #require(FileHandle(forWritingAtPath: badge))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(original.replacingOccurrences(of: "Text(difficulty.title)", with: "Text(\"W\")").utf8))
        try handle.close()
        let rewritten = try #require(window.layout {
            (PlaygroundProcess.frames($0)["0.0.0.0.0.0"]?[2] ?? .infinity) < width && Self.window($0)["selectedRow"] as? String == "Text(\"W\")"
        }, "the canvas did not follow the rewritten file")
        #expect(Self.shown(rewritten) == "DifficultyBadge" && PlaygroundProcess.types(rewritten)["0"] == "DifficultyBadge")
        #expect((rewritten["document"] as? [String: Any])?["banner"] is NSNull || (rewritten["document"] as? [String: Any])?["banner"] == nil)
    }

    @Test("Unsaved text in the window is never overwritten by another program's save: the window asks, and the text stays")
    func outsideSaveOverUnsavedText() throws {
        let folder = NSTemporaryDirectory() + "lp-app-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = folder + "/trailhead"
        try FileManager.default.copyItem(atPath: PlaygroundProcess.data.appendingPathComponent("trailhead").path, toPath: app)
        let display = try VirtualDisplay()
        let window = try PlaygroundProcess(scene: app, on: display)
        let opened = try #require(window.layout { Self.shown($0) != nil && $0["sourcePane"] is [String: Any] }, "the app did not open")
        let path = try #require((opened["document"] as? [String: Any])?["path"] as? String)
        usleep(700_000)
        let latest = try #require(window.layout())
        let pane = try #require(PlaygroundProcess.point(latest["sourcePane"]))
        try display.run("xdotool", ["mousemove", "\(pane.x)", "\(pane.y)", "click", "1"])
        usleep(400_000)
        try display.run("xdotool", ["key", "ctrl+End", "Return", "slash", "slash", "space", "m", "i", "n", "e"])
        _ = try #require(window.layout { ($0["document"] as? [String: Any])?["modified"] as? Bool == true }, "the typing did not change the document")
        try ("// theirs\n" + (try String(contentsOfFile: path, encoding: .utf8))).write(toFile: path + ".saving", atomically: false, encoding: .utf8)
        #expect(rename(path + ".saving", path) == 0)
        let asked = try #require(window.layout { (($0["document"] as? [String: Any])?["banner"] as? String)?.contains("was changed by another program") == true },
                                 "the window did not ask")
        #expect((asked["document"] as? [String: Any])?["modified"] as? Bool == true)
        #expect(Self.navigator(asked)["drafts"] as? [String] == [path])
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("// theirs\n"))
    }
}
