import Foundation
import Testing

/// The window on stage, continued: editing in the source and the inspector, the variants, a
/// slider's drag (the suite's helpers are in WindowStageTests.swift).
extension WindowStageTests {
    @Test("Typing and Ctrl+Z in the source keep its scroll position and cursor; a diagnostic's row moves the cursor to it; the cursor's line selects its view")
    func sourcePane() throws {
        let folder = try temporaryFolder("source")
        let scene = folder + "/Long.swift"
        var lines = ["VStack {"]
        for index in 1...40 { lines.append("    Text(\"Row \(index)\")") }
        lines += ["    Text(\"Last\")", "        .frame(width: -10)", "}", ""]
        try lines.joined(separator: "\n").write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        _ = try #require(app.layout { (Self.window($0)["diagnostics"] as? [Any])?.count == 1 && $0["handles"] != nil }, "no warning listed")
        usleep(800_000)
        let shown = try #require(app.layout())
        // The warning's row: one line high (no raw line breaks), and a click there moves the
        // cursor to line 43, scrolling the editor down.
        let row = try #require((Self.window(shown)["diagnostics"] as? [Any])?.first.flatMap(PlaygroundProcess.rect))
        #expect(row.maxY - row.minY < 40, "the diagnostic's row is \(row.maxY - row.minY) high")
        try display.run("xdotool", ["mousemove", "\(Int((row.minX + row.maxX) / 2))", "\(Int((row.minY + row.maxY) / 2))", "click", "1"])
        _ = try #require(app.layout { (Self.window($0)["cursor"] as? [Int])?.first == 43 }, "the cursor did not go to the warning")
        // GTK lays the lines out lazily and refines the scroll as it does: wait until it holds.
        var top = -1
        for _ in 0..<20 {
            usleep(400_000)
            let now = Self.window(try #require(app.layout()))["firstVisibleLine"] as? Int ?? -1
            if now == top { break }
            top = now
        }
        #expect(top > 20, "the editor did not scroll to line 43 (first line shown \(top))")
        // Typing there: the scene is read again, the editor stays where it was.
        try display.run("xdotool", ["key", "End"])
        try display.run("xdotool", ["type", "--delay", "40", " // note"])
        let typed = try #require(app.layout { ($0["document"] as? [String: Any])?["modified"] as? Bool == true }, "typing changed nothing")
        usleep(1_500_000)
        let afterTyping = try #require(app.layout())
        #expect(Self.window(afterTyping)["firstVisibleLine"] as? Int == top, "typing scrolled the editor: \(Self.window(afterTyping)["firstVisibleLine"] ?? "?") after \(top)")
        _ = typed
        // Ctrl+Z with the focus in the source: the typing goes, the editor stays near line 43.
        try display.run("xdotool", ["key", "ctrl+z"])
        let undone = try #require(app.layout { ($0["document"] as? [String: Any])?["modified"] as? Bool == false }, "Ctrl+Z did not undo")
        #expect(Self.window(undone)["firstVisibleLine"] as? Int == top, "Ctrl+Z scrolled the editor to line \(Self.window(undone)["firstVisibleLine"] ?? "?")")
        #expect(((Self.window(undone)["cursor"] as? [Int])?.first ?? 0) >= 40, "Ctrl+Z moved the cursor to \(Self.window(undone)["cursor"] ?? "?")")
        // The cursor's line selects its view: line 42 is Text("Last").
        try display.run("xdotool", ["key", "Up"])
        #expect(app.layout(within: 5) { Self.window($0)["selectedRow"] as? String == "Text(\"Last\")" } != nil,
                "the cursor's view was not selected: \(Self.window(app.layout() ?? [:])["selectedRow"] ?? "none")")
        // An error typed in: the canvas says it shows the last good layout, until it is fixed.
        func stale(_ layout: [String: Any]) -> Bool { (layout["labels"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "stale" } }
        let beforeError = try #require(app.layout())
        #expect(!stale(beforeError))
        try display.run("xdotool", ["key", "End"])
        try display.run("xdotool", ["type", "--delay", "40", ".foo("])
        #expect(app.layout(within: 10) { stale($0) } != nil, "no stale-layout marker while the source has an error")
        try display.run("xdotool", ["key", "BackSpace", "BackSpace", "BackSpace", "BackSpace", "BackSpace"])
        #expect(app.layout(within: 10) { !stale($0) && ($0["document"] as? [String: Any])?["modified"] as? Bool == false } != nil,
                "the marker stayed after the fix")
    }

    @Test("The inspector lists the frame's every parameter; Up and Shift+Up step the width by 1 and 10, keeping the focus")
    func inspectorSteppers() throws {
        let scene = try writeScene("Frame.swift", "Text(\"Hi\")\n    .frame(width: 100, height: 60)\n")
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        func inspector(_ layout: [String: Any]) -> [String: [String: Any]] { Self.window(layout)["inspector"] as? [String: [String: Any]] ?? [:] }
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let scale = (area.maxX - area.minX) / 393
        // The 100 x 60 frame is centred in the area; a click inside it, left of the text,
        // selects the frame.
        let x = Int((area.minX + area.maxX) / 2 - 40 * scale), y = Int((area.minY + area.maxY) / 2)
        try display.run("xdotool", ["mousemove", "\(x)", "\(y)", "click", "1"])
        let selected = try #require(app.layout { inspector($0)["width"] != nil }, "the frame's parameters are not shown: \(Self.window(app.layout() ?? [:])["selectedRow"] ?? "none")")
        #expect(Set(inspector(selected).keys) == ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"])
        #expect(inspector(selected)["maxWidth"]?["text"] as? String == "")
        let width = try #require(inspector(selected)["width"]?["at"] as? [String: Any])
        try display.run("xdotool", ["mousemove", "\((width["x"] as? NSNumber)?.intValue ?? 0)", "\((width["y"] as? NSNumber)?.intValue ?? 0)", "click", "1"])
        usleep(300_000)
        try display.run("xdotool", ["key", "Up"])
        _ = try #require(app.layout { PlaygroundProcess.frames($0)["0"]?[2] == 101 }, "Up did not make the width 101")
        usleep(300_000)
        try display.run("xdotool", ["key", "shift+Up"])
        let stepped = try #require(app.layout { PlaygroundProcess.frames($0)["0"]?[2] == 111 }, "Shift+Up after Up did not make it 111")
        #expect(inspector(stepped)["width"]?["text"] as? String == "111")
    }

    @Test("Ctrl+Shift+V shows the scene at five Dynamic Type sizes under the canvas; the rows turn vertical at accessibility sizes; a drag of the width handle reaches every variant")
    func variants() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", on: display)
        func variants(_ layout: [String: Any]) -> [[String: Any]] { (layout["window"] as? [String: Any])?["variants"] as? [[String: Any]] ?? [] }
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(500_000)
        let first = try #require(app.layout())
        // At the large size each row's `if sizeCategory.isAccessibilityCategory` branch is
        // not taken: the tree greys it and its rows, not the `else`.
        let inactive = (first["window"] as? [String: Any])?["inactiveRows"] as? [String] ?? []
        #expect(inactive.filter { $0.hasPrefix("if sizeCategory") }.count == 5 && !inactive.contains("else"), "\(inactive)")
        let area = try #require(PlaygroundProcess.area(first))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 15)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        let shown = try #require(app.layout { variants($0).count == 5 }, "no Dynamic Type variants")
        #expect(variants(shown).map { $0["name"] as? String ?? "" } == ["xSmall", "large", "xxxLarge", "accessibility2", "accessibility5"])
        let row = "0.0.0.0.0.0.0"
        #expect(variants(shown).map { ($0["types"] as? [String: String])?[row] ?? "" } == ["HStack", "HStack", "HStack", "VStack", "VStack"])
        // Drag the width handle: every variant is proposed the new width (a vertical scroll view is
        // only as wide as its content, so at accessibility sizes the root may be narrower).
        usleep(800_000)
        let drawn = try #require(app.layout())
        let handle = try #require((drawn["handles"] as? [String: Any])?["width"] as? [String: Any])
        try display.drag(from: PlaygroundProcess.point(handle), steps: 4, by: (-3, 0), pause: 60_000)
        let dragged = try #require(app.layout { layout in
            let width = ((layout["proposal"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue ?? 393
            return width < 393 && width > 100 && variants(layout).allSatisfy { (($0["proposal"] as? [Double])?.first ?? 0) == width }
        }, "the variants did not follow the drag: \(variants(app.layout() ?? [:]).map { $0["proposal"] ?? "" })")
        _ = dragged
        // Once more: devices; then both directions; then one screen again.
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        let devices = try #require(app.layout { variants($0).count == 4 })
        #expect(variants(devices).compactMap { ($0["size"] as? [Double])?.first } == [375, 393, 430, 820])
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        #expect(app.layout { variants($0).map { $0["name"] as? String ?? "" } == ["left to right", "right to left"] } != nil)
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        #expect(app.layout { variants($0).isEmpty } != nil)
    }

    @Test("An opacity's slider can be dragged through several values, and the slide is one undo step")
    func inspectorSlider() throws {
        let scene = try writeScene("Faded.swift", "Text(\"Faded\")\n    .opacity(0.5)\n")
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        _ = try #require(app.layout { $0["handles"] != nil && $0["sourcePane"] is [String: Any] })
        usleep(800_000)
        let first = try #require(app.layout())
        // The cursor on line 2 of the source selects the .opacity modifier.
        let pane = try #require(PlaygroundProcess.point(first["sourcePane"]))
        try display.run("xdotool", ["mousemove", "\(pane.x)", "\(pane.y)", "click", "1"])
        usleep(300_000)
        try display.run("xdotool", ["key", "ctrl+Home"])
        usleep(200_000)
        try display.run("xdotool", ["key", "Down"])
        let selected = try #require(app.layout { (Self.window($0)["sliders"] as? [String: Any])?["_"] != nil },
                                    "no slider for the opacity: \(Self.window(app.layout() ?? [:])["selectedRow"] ?? "none")")
        let slider = try #require(PlaygroundProcess.rect((Self.window(selected)["sliders"] as? [String: Any])?["_"]))
        // From the middle (0.5) to the right, in steps: the value follows, more than once.
        let y = Int((slider.minY + slider.maxY) / 2)
        try display.drag(from: (Int((slider.minX + slider.maxX) / 2), y), steps: 6, by: (8, 0), pause: 120_000)
        let slid = try #require(app.layout { (Self.window($0)["inspector"] as? [String: [String: Any]])?["_"]?["text"] as? String != "0.5" })
        let value = try #require(Double((Self.window(slid)["inspector"] as? [String: [String: Any]])?["_"]?["text"] as? String ?? ""))
        #expect(value > 0.6, "the slide stopped at \(value)")
        // One Ctrl+Z: back to 0.5.
        let area = try #require(PlaygroundProcess.area(slid))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 15)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        try display.run("xdotool", ["key", "ctrl+z"])
        #expect(app.layout(within: 5) { ($0["document"] as? [String: Any])?["modified"] as? Bool == false } != nil, "one Ctrl+Z did not undo the slide")
    }
}
