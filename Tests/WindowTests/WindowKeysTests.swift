import Foundation
import Testing

/// Issue 40, items 8 and 11: presentation mode left with Esc and saying so, the global keys
/// that move the focus into the panel they show, and the canvas walked by keyboard, driven
/// with xdotool and read through the window's state dump (`PlaygroundWindow+StateDump`).
@Suite("Presentation and the keyboard, issue 40 items 8 and 11", .serialized)
struct WindowKeysTests {
    static func window(_ layout: [String: Any]) -> [String: Any] { layout["window"] as? [String: Any] ?? [:] }
    static func focusPanel(_ layout: [String: Any]) -> String? { window(layout)["focusPanel"] as? String }

    static func windowID(_ display: VirtualDisplay) throws -> String {
        try #require(try display.run("xdotool", ["search", "--name", "Layout Playground$"]).split(separator: "\n").first.map(String.init))
    }

    /// A window on the seed scene, under openbox (full screen needs a window manager), its
    /// canvas focused by a click beside the area, clicked again until the window has taken it.
    static func openFocused(_ display: VirtualDisplay) throws -> PlaygroundProcess {
        try display.start("openbox", ["--sm-disable"])
        let app = try PlaygroundProcess(scene: "kean-hello-world.swift", on: display)
        let drawn = try #require(app.layout { $0["handles"] != nil && $0["sourcePane"] is [String: Any] })
        let area = try #require(PlaygroundProcess.area(drawn))
        for _ in 0..<8 where app.layout(within: 0.3, where: { focusPanel($0) == "canvas" }) == nil {
            // Activated and clicked again until the window, still settling, has taken the click,
            // in the window's own coordinates as the dump gives them (openbox moves the window).
            let id = try windowID(display)
            try display.run("xdotool", ["windowactivate", "--sync", id])
            try display.run("xdotool", ["mousemove", "--window", id, "\(Int(area.minX) - 10)", "\(Int(area.minY) + 10)", "click", "1"])
            _ = app.layout(within: 3) { focusPanel($0) == "canvas" }
        }
        _ = try #require(app.layout { focusPanel($0) == "canvas" }, "a click beside the area did not focus the canvas")
        return app
    }

    @Test("F5 enters presentation and says \"Esc leaves presentation\"; Esc leaves it, the header back")
    func escapeLeavesPresentation() throws {
        let display = try VirtualDisplay()
        let app = try Self.openFocused(display)
        try display.run("xdotool", ["key", "F5"])
        let presenting = try #require(app.layout { Self.window($0)["presenting"] as? Bool == true }, "F5 did not enter presentation mode")
        #expect(Self.window(presenting)["headerShown"] as? Bool == false)
        try display.run("xdotool", ["key", "Escape"])
        _ = try #require(app.layout { Self.window($0)["presenting"] as? Bool == false && Self.window($0)["headerShown"] as? Bool == true },
                         "Esc did not leave presentation mode")
        // Entering said how to leave (the last message shown).
        _ = try #require(app.layout { Self.window($0)["toast"] as? String == "Esc leaves presentation" },
                         "entering presentation said \(Self.window(app.layout() ?? [:])["toast"] ?? "nothing")")
        // F5 again enters, as before: the toggle followed Esc.
        try display.run("xdotool", ["key", "F5"])
        _ = try #require(app.layout { Self.window($0)["presenting"] as? Bool == true }, "F5 after Esc did not enter presentation again")
    }

    @Test("The focused canvas shows its ring and the arrow keys walk its views; F7 and F8 move the focus into the panel they show, F7 too right after the main menu closed")
    func keysMoveFocus() throws {
        let display = try VirtualDisplay()
        let app = try Self.openFocused(display)
        _ = try #require(app.layout { Self.window($0)["canvasFocusRing"] as? Bool == true }, "the focused canvas has no ring")
        // The ring drawn: the canvas's left edge, grey without it, is the accent blue.
        let canvas = try #require(PlaygroundProcess.rect(Self.window(app.layout() ?? [:])["canvas"]))
        let picture = NSTemporaryDirectory() + "lp-keys-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: picture) }
        var edge = (red: 0, green: 0, blue: 0)
        for _ in 0..<10 where edge.blue - edge.red < 80 {
            try display.run("import", ["-window", try Self.windowID(display), picture])
            edge = try display.pixel(picture, x: Int(canvas.minX) + 1, y: Int((canvas.minY + canvas.maxY) / 2))
        }
        #expect(edge.blue - edge.red >= 80, "the canvas's edge is \(edge), not the ring's blue")
        // Down walks the views: a first row, then the next.
        try display.run("xdotool", ["key", "Down"])
        let first = try #require(app.layout { Self.window($0)["selectedRow"] is String }, "Down on the canvas selected no view")
        let firstRow = Self.window(first)["selectedRow"] as? String
        try display.run("xdotool", ["key", "Down"])
        let second = try #require(app.layout { ($0["window"] as? [String: Any])?["selectedRow"] as? String != firstRow }, "a second Down did not move on")
        try display.run("xdotool", ["key", "Up"])
        _ = try #require(app.layout { Self.window($0)["selectedRow"] as? String == firstRow },
                         "Up went from \(Self.window(second)["selectedRow"] ?? "?") to \(Self.window(app.layout() ?? [:])["selectedRow"] ?? "?"), not back")
        #expect(Self.focusPanel(app.layout() ?? [:]) == "canvas", "walking the views took the focus from the canvas")
        // F7 hides the tree; F7 again shows it and moves the focus into it.
        try display.run("xdotool", ["key", "F7"])
        _ = try #require(app.layout { Self.window($0)["treeShown"] as? Bool == false }, "F7 did not hide the tree")
        try display.run("xdotool", ["key", "F7"])
        _ = try #require(app.layout { Self.window($0)["treeShown"] as? Bool == true && Self.focusPanel($0) == "tree" },
                         "F7 showed the tree with the focus in \(Self.focusPanel(app.layout() ?? [:]) ?? "nothing")")
        // F8, a view selected (the inspector has fields): the same.
        try display.run("xdotool", ["key", "F8"])
        _ = try #require(app.layout { Self.window($0)["inspectorShown"] as? Bool == false }, "F8 did not hide the inspector")
        try display.run("xdotool", ["key", "F8"])
        _ = try #require(app.layout { Self.window($0)["inspectorShown"] as? Bool == true && Self.focusPanel($0) == "inspector" },
                         "F8 showed the inspector with the focus in \(Self.focusPanel(app.layout() ?? [:]) ?? "nothing")")
        // Right after the main menu closed (F10, then Esc), F7 still acts.
        try display.run("xdotool", ["key", "F10"])
        usleep(400_000)
        try display.run("xdotool", ["key", "Escape"])
        try display.run("xdotool", ["key", "F7"])
        _ = try #require(app.layout { Self.window($0)["treeShown"] as? Bool == false }, "F7 right after the main menu closed did nothing")
    }
}

extension WindowKeysTests {
    static func openLists(_ layout: [String: Any]) -> [String] { window(layout)["openLists"] as? [String] ?? [] }

    /// Opens the device drop-down's list with a click and closes it with Esc, as a person who
    /// looked and chose nothing; the focus is then the drop-down's.
    static func openAndCloseDeviceList(_ app: PlaygroundProcess, _ display: VirtualDisplay) throws {
        let button = try #require(PlaygroundProcess.rect(window(app.layout() ?? [:])["deviceDropDown"]), "no device drop-down in the state")
        let id = try windowID(display)
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int(button.minX) - 40)", "\(Int(button.maxY) + 60)"])
        usleep(500_000)
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int((button.minX + button.maxX) / 2))", "\(Int((button.minY + button.maxY) / 2))", "click", "1"])
        _ = try #require(app.layout { openLists($0) == ["device"] }, "the device list did not open: \(openLists(app.layout() ?? [:]))")
        try display.run("xdotool", ["key", "Escape"])
        _ = try #require(app.layout { openLists($0).isEmpty }, "Esc did not close the device list")
    }

    @Test("Right after the device drop-down's list closed, each global key acts: F7, F8, F10, Ctrl+Shift+V, Ctrl+Shift+A, Ctrl+Shift+M, F5, F6")
    func globalKeysAfterAList() throws {
        let display = try VirtualDisplay()
        let app = try Self.openFocused(display)
        let checks: [(key: String, what: String, done: ([String: Any]) -> Bool, undo: [String])] = [
            ("F7", "hide the tree", { Self.window($0)["treeShown"] as? Bool == false }, ["F7"]),
            ("F8", "hide the inspector", { Self.window($0)["inspectorShown"] as? Bool == false }, ["F8"]),
            ("F10", "open the main menu", { Self.openLists($0) == ["menu"] }, ["Escape"]),
            ("ctrl+shift+v", "show variants", { !(Self.window($0)["variants"] as? [Any] ?? []).isEmpty }, []),
            ("ctrl+shift+a", "open the view palette", { Self.openLists($0) == ["views"] }, ["Escape"]),
            ("ctrl+shift+m", "open the modifier palette", { Self.openLists($0) == ["modifiers"] }, ["Escape"]),
            ("F5", "enter presentation", { Self.window($0)["presenting"] as? Bool == true }, ["Escape"]),
            ("F6", "step through", { Self.window($0)["step"] is [String: Any] }, ["F6"]),
        ]
        for check in checks {
            try Self.openAndCloseDeviceList(app, display)
            try display.run("xdotool", ["key", check.key])
            #expect(app.layout(within: 8, where: check.done) != nil, "\(check.key) right after the device list closed did not \(check.what)")
            for key in check.undo { try display.run("xdotool", ["key", key]) }
            usleep(800_000)
        }
    }
}
