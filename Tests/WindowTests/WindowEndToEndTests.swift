import Foundation
import Testing

/// The real window under Xvfb, driven as a person drives it: the pointer drags the width handle,
/// the keyboard steps the text size. Each test checks the layout the window reports against the
/// engine's (the `layout` command) and that the screenshot changed.
@Suite("The playground window", .serialized)
struct WindowEndToEndTests {
    private func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "lp-\(UUID().uuidString)-\(name)"
    }

    /// The `layout` command's frames for `scene` at `proposal` (the engine's own answer).
    private func engineFrames(_ scene: String, proposal: String, dynamicType: String = "large") throws -> [String: [Double]] {
        try PlaygroundProcess.engineFrames([
            PlaygroundProcess.data.appendingPathComponent(scene).path, "--proposal", proposal, "--dynamic-type", dynamicType,
        ])
    }

    @Test("Dragging the width handle re-lays out the scene at the new width, as the engine says, and the picture changes")
    func dragWidthHandle() throws {
        let display = try VirtualDisplay()
        // At the phone's full height (the scene's own `// render:` line would open it at 393x400).
        let app = try PlaygroundProcess(scene: "country-rows.swift", arguments: ["--proposal", "393x852"], on: display)
        let initial = try #require(app.layout { ($0["handles"] as? [String: Any])?["width"] != nil }, "the window wrote no layout")
        let proposal = try #require(initial["proposal"] as? [String: Any])
        #expect((proposal["width"] as? NSNumber)?.doubleValue == 393)
        usleep(800_000)
        let before = temporary("before.png")
        try display.screenshot(to: before)
        // The window has drawn by now: its latest report says where the handle is on screen.
        let drawn = try #require(app.layout())
        let handle = try #require((drawn["handles"] as? [String: Any])?["width"] as? [String: Any])
        try display.drag(from: PlaygroundProcess.point(handle), steps: 8, by: (-5, 0), pause: 60_000)
        let dragged = try #require(app.layout { layout in
            ((layout["proposal"] as? [String: Any])?["width"] as? NSNumber).map { $0.doubleValue < 393 } ?? false
        }, "the proposal did not change")
        let newWidth = try #require(((dragged["proposal"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue)
        #expect(newWidth < 393 && newWidth > 150)
        usleep(800_000)
        // The window's frames are the engine's frames at that proposal.
        let settled = try #require(app.layout())
        let settledWidth = try #require(((settled["proposal"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue)
        let engine = try engineFrames("country-rows.swift", proposal: "\(settledWidth)x852")
        let window = PlaygroundProcess.frames(settled)
        #expect(window.count == engine.count && window.count > 20, "window \(window.count) views, engine \(engine.count)")
        for (path, frame) in engine {
            let shown = window[path] ?? []
            #expect(shown.count == 4 && zip(shown, frame).allSatisfy { abs($0 - $1) < 0.01 }, "\(path): window \(shown), engine \(frame)")
        }
        // The rows' label column got narrower with the width.
        let labelColumn = try #require(window["0.0.0.0.0.0.0.0"])
        #expect(abs(labelColumn[2] - ((settledWidth - 32 - 8) / 2)) < 0.01)
        let after = temporary("after.png")
        try display.screenshot(to: after)
        #expect(try display.differingPixels(before, after) > 1000)
    }

    @Test("Ctrl+Plus steps to an accessibility size and CountryView's rows switch to vertical")
    func keyboardDynamicType() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", on: display)
        let initial = try #require(app.layout { $0["handles"] != nil })
        let rowBody = "0.0.0.0.0.0.0"
        #expect(PlaygroundProcess.types(initial)[rowBody] == "HStack")
        usleep(800_000)
        let before = temporary("before.png")
        try display.screenshot(to: before)
        let drawn = try #require(app.layout())
        let handle = try #require((drawn["handles"] as? [String: Any])?["corner"] as? [String: Any])
        // Focus the window (a click on the canvas area left of the corner handle), then type.
        let x = Int(((handle["x"] as? NSNumber)?.doubleValue ?? 0) - 100), y = Int(((handle["y"] as? NSNumber)?.doubleValue ?? 0) - 100)
        try display.run("xdotool", ["mousemove", "\(x)", "\(y)", "click", "1"])
        for _ in 0..<4 {
            try display.run("xdotool", ["key", "ctrl+plus"])
            usleep(150_000)
        }
        let large = try #require(app.layout { $0["dynamicTypeSize"] as? String == "accessibility1" }, "Ctrl+Plus did not reach accessibility1")
        let types = PlaygroundProcess.types(large)
        for row in 0..<5 {
            #expect(types["0.0.0.0.0.\(row).0"] == "VStack", "row \(row) is \(types["0.0.0.0.0.\(row).0"] ?? "missing")")
        }
        usleep(800_000)
        let after = temporary("after.png")
        try display.screenshot(to: after)
        #expect(try display.differingPixels(before, after) > 1000)
    }
}

/// The window's devices, clipboard, file drop and presentation mode, each as a person uses
/// them: a preset on the command line, Ctrl+Shift+C then a paste, a file dragged from another
/// program, F5 under a window manager.
@Suite("The playground window's devices, clipboard, drop and presentation", .serialized)
struct WindowIntegrationTests {
    private func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "lp-\(UUID().uuidString)-\(name)"
    }

    /// Clicks the canvas left of the corner handle so that keys go to the window.
    private func focusCanvas(_ app: PlaygroundProcess, _ display: VirtualDisplay) throws {
        let drawn = try #require(app.layout { $0["handles"] != nil })
        let area = try #require(PlaygroundProcess.area(drawn))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 20)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
    }

    @Test("--device shows the scene on an iPhone 15: frames as the engine's, the yellow bleeds under the status bar")
    func deviceSafeArea() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "kean-safe-area.swift", arguments: ["--device", "iPhone 15"], on: display)
        let layout = try #require(app.layout { $0["safeAreaInsets"] != nil && $0["handles"] != nil }, "no safe area in the window's layout")
        #expect(layout["safeAreaInsets"] as? [String: Double] == ["top": 59, "leading": 0, "bottom": 34, "trailing": 0])
        let frames = PlaygroundProcess.frames(layout)
        // The colour ignores the safe area and fills the screen; the text stays centred in the
        // safe area (the root is 393 x 759).
        #expect(frames["0"] == [0, 0, 393, 759])
        #expect(frames["0.0.0.0"] == [0, -59, 393, 852])
        // The same frames as the engine's for that device.
        let engine = try PlaygroundProcess.engineFrames([PlaygroundProcess.data.appendingPathComponent("kean-safe-area.swift").path, "--device", "iPhone 15"])
        #expect(engine == frames)
        // Just inside the top of the screen, in the shaded status-bar strip: yellow, darkened.
        // (A busy machine may still be drawing the first frames: look again until it settles.)
        var top = (red: 0, green: 0, blue: 0)
        for _ in 0..<10 {
            usleep(800_000)
            let drawn = try #require(app.layout())
            let area = try #require(PlaygroundProcess.area(drawn))
            let shot = temporary("device.png")
            try display.screenshot(to: shot)
            top = try display.pixel(shot, x: Int((area.minX + area.maxX) / 2), y: Int(area.minY) + 4)
            if top.red > 170 && top.green > 130 && top.blue < 90 { break }
        }
        #expect(top.red > 170 && top.green > 130 && top.blue < 90, "\(top)")
    }

    @Test("Ctrl+Shift+C copies the canvas as a PNG at 2x that another program can paste")
    func copyToClipboard() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "kean-hello-world.swift", arguments: ["--device", "iPhone SE"], on: display)
        try focusCanvas(app, display)
        try display.run("xdotool", ["key", "ctrl+shift+c"])
        usleep(500_000)
        let pasted = temporary("pasted.png")
        var data = Data()
        for _ in 0..<20 where data.count < 8 {
            try display.run("sh", ["-c", "xclip -selection clipboard -t image/png -o > '\(pasted)'"])
            data = (try? Data(contentsOf: URL(fileURLWithPath: pasted))) ?? Data()
            if data.count < 8 { usleep(250_000) }
        }
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG: \(data.count) bytes")
        guard data.count > 24 else { return }
        func number(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        // iPhone SE: 375 x 667 points, at 2x.
        #expect(number(16) == 750 && number(20) == 1334)
    }

    @Test("A .swift file dropped on the window from another program opens in it")
    func dropFile() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", on: display)
        let initial = try #require(app.layout { $0["handles"] != nil })
        #expect(PlaygroundProcess.types(initial)["0.0"] != "Text")
        let dropped = temporary("dropped.swift")
        try "VStack(spacing: 0) { Text(\"Dropped\"); Color.orange.frame(width: 120, height: 40) }\n"
            .write(toFile: dropped, atomically: true, encoding: .utf8)
        try PlaygroundProcess.drop(dropped, on: display)
        let opened = try #require(app.layout { PlaygroundProcess.types($0)["0.0"] == "Text" }, "the dropped scene did not open")
        #expect(PlaygroundProcess.frames(opened)["0.1"]?[2] == 120)
        let title = try display.run("xdotool", ["search", "--name", "dropped.swift"])
        #expect(!title.isEmpty, "the window's title does not name the dropped file")
    }

    @Test("Ctrl+Shift+M opens the modifier palette and the keyboard picks a modifier for the selected view")
    func modifierPaletteByKeyboard() throws {
        let display = try VirtualDisplay()
        let scene = temporary("palette.swift")
        try "Text(\"Hello World\")\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let app = try PlaygroundProcess(scene: scene, on: display)
        let drawn = try #require(app.layout { $0["handles"] != nil })
        #expect(PlaygroundProcess.types(drawn)["0"] == "Text")
        usleep(500_000)
        // The text is centred in the area: a click there selects it.
        let latest = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(latest))
        try display.run("xdotool", ["mousemove", "\(Int((area.minX + area.maxX) / 2))", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        usleep(300_000)
        try display.run("xdotool", ["key", "ctrl+shift+m"])
        usleep(500_000)
        try display.run("xdotool", ["key", "Down"])
        usleep(200_000)
        try display.run("xdotool", ["key", "Return"])
        // The first modifier of the palette, frame(width: 100), now wraps the text.
        let edited = try #require(app.layout { PlaygroundProcess.types($0)["0"] == ".frame" }, "no modifier was added")
        #expect(PlaygroundProcess.types(edited)["0.0"] == "Text")
        #expect(PlaygroundProcess.frames(edited)["0"]?[2] == 100)
    }

    @Test("Delete deletes the selected row from the tree, but in the source pane it deletes text")
    func deleteKeyByFocus() throws {
        let display = try VirtualDisplay()
        let scene = temporary("delete.swift")
        try "VStack {\n    Text(\"One\")\n    Text(\"Two\")\n}\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let app = try PlaygroundProcess(scene: scene, on: display)
        let drawn = try #require(app.layout { $0["sourcePane"] is [String: Any] })
        #expect(PlaygroundProcess.types(drawn)["0.1"] == "Text")
        usleep(500_000)
        // Select "Two" on the canvas (the lower half of the centred stack), then Delete.
        let latest = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(latest))
        let middle = (x: Int((area.minX + area.maxX) / 2), y: Int((area.minY + area.maxY) / 2))
        try display.run("xdotool", ["mousemove", "\(middle.x)", "\(middle.y + 6)", "click", "1"])
        usleep(300_000)
        try display.run("xdotool", ["key", "Delete"])
        let deleted = try #require(app.layout { PlaygroundProcess.types($0)["0.1"] == nil }, "Delete on the canvas deleted nothing")
        #expect(PlaygroundProcess.types(deleted)["0.0"] == "Text")
        // Select "One", the only text left (centred), then type in the source pane: there the
        // same key edits the text. Ctrl+Home, End, then BackSpace removes the "{" after VStack,
        // which makes the source unreadable (a stray "}"); the tree keeps its last good state and
        // "One". (An unknown name would not do: it is a placeholder view now.)
        usleep(500_000)
        try display.run("xdotool", ["mousemove", "\(middle.x)", "\(middle.y)", "click", "1"])
        usleep(300_000)
        let pane = try #require(deleted["sourcePane"] as? [String: Any])
        let x = Int((pane["x"] as? NSNumber)?.doubleValue ?? 0), y = Int((pane["y"] as? NSNumber)?.doubleValue ?? 0)
        try display.run("xdotool", ["mousemove", "\(x)", "\(y)", "click", "1"])
        usleep(300_000)
        try display.run("xdotool", ["key", "ctrl+Home", "End", "BackSpace"])
        usleep(1_500_000)
        let after = try #require(app.layout())
        #expect(PlaygroundProcess.types(after)["0.0"] == "Text", "the tree lost a row: \(PlaygroundProcess.types(after))")
        let title = try display.run("xdotool", ["search", "--name", "delete.swift •"])
        #expect(!title.isEmpty, "the source was not edited")
        let saved = try String(contentsOfFile: scene, encoding: .utf8)
        #expect(saved.hasPrefix("VStack"), "the file changed without a save")
    }

    @Test("F5 under a window manager makes the window full screen with the panels hidden, and F5 again restores it")
    func presentationMode() throws {
        let display = try VirtualDisplay()
        try display.start("openbox", ["--sm-disable"])
        let app = try PlaygroundProcess(scene: "kean-hello-world.swift", on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(1_000_000)
        let window = try #require(try display.run("xdotool", ["search", "--name", "Layout Playground$"]).split(separator: "\n").first.map(String.init))
        try display.run("xdotool", ["windowactivate", "--sync", window])
        func geometry() throws -> String {
            try display.run("xdotool", ["getwindowgeometry", window])
        }
        #expect(try !geometry().contains("1600x1000"))
        try display.run("xdotool", ["key", "F5"])
        var state = ""
        for _ in 0..<30 where !state.contains("FULLSCREEN") {
            usleep(200_000)
            state = try display.run("xprop", ["-id", window, "_NET_WM_STATE"])
        }
        #expect(state.contains("_NET_WM_STATE_FULLSCREEN"), "\(state)")
        #expect(try geometry().contains("1600x1000"))
        // The canvas has the whole screen: the area is larger than in the window.
        let presented = try #require(app.layout { layout in
            PlaygroundProcess.area(layout).map { $0.maxY - $0.minY > 800 } ?? false
        }, "the canvas did not zoom to the screen")
        let area = try #require(PlaygroundProcess.area(presented))
        #expect(area.maxY <= 1000 - 60, "the size label has no room below the area: \(area)")
        // With the tree, inspector and source panels hidden the canvas spans the screen, so the
        // area is centred on it.
        #expect(abs((area.minX + area.maxX) / 2 - 800) < 2, "the canvas is not the whole width: \(area)")
        try display.run("xdotool", ["key", "F5"])
        state = "FULLSCREEN"
        for _ in 0..<30 where state.contains("FULLSCREEN") {
            usleep(200_000)
            state = try display.run("xprop", ["-id", window, "_NET_WM_STATE"])
        }
        #expect(!state.contains("FULLSCREEN"), "\(state)")
    }
}
