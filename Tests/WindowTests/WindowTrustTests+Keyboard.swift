import Foundation
import Testing

/// Issue 40, item 10: Tab never edits. Tab and Shift+Tab go from panel to panel; the source
/// takes Tab (to indent) only once the person is editing there; Ctrl+Tab leaves it.
extension WindowTrustTests {
    static func focusPanel(_ layout: [String: Any]) -> String? { window(layout)["focusPanel"] as? String }
    static func modified(_ layout: [String: Any]) -> Bool { (layout["document"] as? [String: Any])?["modified"] as? Bool ?? true }

    @Test("Tab and Shift+Tab move between the tree, the canvas, the inspector and the source and never edit; Tab indents once the person clicked in the source; Ctrl+Tab leaves it")
    func tabNeverEdits() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "kean-hello-world.swift", on: display)
        let drawn = try #require(app.layout { $0["handles"] != nil && $0["sourcePane"] is [String: Any] })
        usleep(500_000)
        let area = try #require(PlaygroundProcess.area(drawn))
        // Clicked again until the window, still settling, has taken the click.
        for _ in 0..<5 where app.layout(within: 0.2, where: { Self.focusPanel($0) == "canvas" }) == nil {
            try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 10)", "\(Int(area.minY) + 10)", "click", "1"])
            _ = app.layout(within: 3) { Self.focusPanel($0) == "canvas" }
        }
        _ = try #require(app.layout { Self.focusPanel($0) == "canvas" }, "a click beside the area did not focus the canvas: \(Self.focusPanel(app.layout() ?? [:]) ?? "nil")")
        // The inspector shows nothing to focus until a view is selected: Tab passes it by.
        var visited: [String] = []
        for _ in 0..<4 {
            let before = Self.focusPanel(app.layout() ?? [:])
            try display.run("xdotool", ["key", "Tab"])
            let moved = try #require(app.layout { Self.focusPanel($0) != nil && Self.focusPanel($0) != before }, "Tab did not move from \(before ?? "nil")")
            visited.append(Self.focusPanel(moved) ?? "?")
        }
        #expect(visited.contains("source") && visited.contains("tree"), "Tab went \(visited)")
        // Still unmodified: no Tab wrote into the source.
        usleep(600_000)
        #expect(!Self.modified(try #require(app.layout())), "Tab edited the file")
        // Shift+Tab goes back.
        let here = Self.focusPanel(app.layout() ?? [:])
        try display.run("xdotool", ["key", "shift+Tab"])
        let back = try #require(app.layout { Self.focusPanel($0) != nil && Self.focusPanel($0) != here }, "Shift+Tab did not move")
        // Back where the last Tab came from.
        #expect(Self.focusPanel(back) == visited.dropLast().last, "Shift+Tab went from \(here ?? "?") to \(Self.focusPanel(back) ?? "?"), not back")
        // Reaching the source by Tab and pressing Tab again moves on, unmodified.
        for _ in 0..<4 where Self.focusPanel(app.layout() ?? [:]) != "source" {
            let before = Self.focusPanel(app.layout() ?? [:])
            try display.run("xdotool", ["key", "Tab"])
            _ = app.layout { Self.focusPanel($0) != before }
        }
        _ = try #require(app.layout { Self.focusPanel($0) == "source" })
        try display.run("xdotool", ["key", "Tab"])
        _ = try #require(app.layout { Self.focusPanel($0) != "source" }, "Tab in the source, not editing, did not move on")
        usleep(600_000)
        #expect(!Self.modified(try #require(app.layout())), "Tab edited the file")
        // A click in the source: the person edits there; Tab indents; Ctrl+Tab leaves.
        let source = try #require(PlaygroundProcess.point(app.layout()?["sourcePane"]))
        try display.run("xdotool", ["mousemove", "\(source.x)", "\(source.y)", "click", "1"])
        _ = try #require(app.layout { Self.focusPanel($0) == "source" && Self.window($0)["sourceEditing"] as? Bool == true }, "a click did not start editing the source")
        try display.run("xdotool", ["key", "Tab"])
        _ = try #require(app.layout { Self.modified($0) }, "Tab did not indent in the source being edited")
        #expect(Self.focusPanel(app.layout() ?? [:]) == "source")
        try display.run("xdotool", ["key", "ctrl+Tab"])
        _ = try #require(app.layout { Self.focusPanel($0) != "source" }, "Ctrl+Tab did not leave the source")
    }
}
