import Foundation
import Testing

/// The window's rough edges on stage (issue 12), each as a person meets it: started from another
/// folder, hovering and leaving the canvas, and so on.
@Suite("The playground window on stage", .serialized)
struct WindowStageTests {
    /// `source` written as `name` in a folder of its own; its path.
    func writeScene(_ name: String, _ source: String) throws -> String {
        let path = try temporaryFolder((name as NSString).deletingPathExtension) + "/" + name
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The window's state in a layout dump (`PlaygroundWindow+StateDump`).
    static func window(_ layout: [String: Any]) -> [String: Any] { layout["window"] as? [String: Any] ?? [:] }

    func temporaryFolder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-\(name)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Started through a link from another folder, the gallery lists the example scenes, and a file opened later joins its recent files")
    func galleryFromAnywhere() throws {
        // A person's own link to the program (as in ~/.local/bin), started from their home.
        let home = try temporaryFolder("home")
        try FileManager.default.createDirectory(atPath: home + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home + "/bin/layout-playground", withDestinationPath: PlaygroundProcess.executable.path)
        let scene = home + "/First.swift"
        try "Text(\"First\")\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display,
                                        executable: URL(fileURLWithPath: home + "/bin/layout-playground"), workingDirectory: home)
        let started = try #require(app.layout { $0["gallery"] != nil && $0["handles"] != nil }, "the window wrote no gallery")
        let gallery = started["gallery"] as? [String] ?? []
        let examples = try FileManager.default.contentsOfDirectory(atPath: PlaygroundProcess.data.path).filter { $0.hasSuffix(".swift") }
        #expect(!examples.isEmpty)
        for example in examples { #expect(gallery.contains(example), "the gallery lacks \(example): \(gallery)") }
        #expect(gallery.contains("Recent: First.swift"), "\(gallery)")
        // Another file, dropped on the window: the gallery lists it at once.
        let second = home + "/Second.swift"
        try "Text(\"Second\")\n".write(toFile: second, atomically: true, encoding: .utf8)
        try PlaygroundProcess.drop(second, on: display)
        let after = try #require(app.layout { ($0["gallery"] as? [String] ?? []).contains("Recent: Second.swift") },
                                 "the gallery did not list the file opened: \(app.layout()?["gallery"] ?? "none")")
        let recent = (after["gallery"] as? [String] ?? []).filter { $0.hasPrefix("Recent: ") }
        #expect(recent == ["Recent: Second.swift", "Recent: First.swift"])
    }

    @Test("The hover label names the view under the pointer after an edit, sits outside the proposed area, and goes when the pointer leaves")
    func hoverLabel() throws {
        let scene = try writeScene("Hover.swift", "VStack(spacing: 0) {\n    Text(\"Top\")\n    Color.blue\n}\n")
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        _ = try #require(app.layout { $0["area"] != nil && $0["handles"] != nil })
        usleep(800_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        func hover(_ layout: [String: Any]) -> (text: String, rect: (minX: Double, minY: Double, maxX: Double, maxY: Double))? {
            guard let hover = layout["hover"] as? [String: Any], let text = hover["text"] as? String,
                  let rect = PlaygroundProcess.rect(hover["rect"]) else { return nil }
            return (text, rect)
        }
        // The text at the top (22 of 852 points): its label covers nothing of the scene, it is
        // outside the proposed area.
        let scale = (area.maxY - area.minY) / 852
        try display.run("xdotool", ["mousemove", "\(Int((area.minX + area.maxX) / 2))", "\(Int(area.minY + 11 * scale))"])
        let onText = try #require(app.layout { hover($0)?.text.hasPrefix("Text") == true }, "no label for the text under the pointer")
        let label = try #require(hover(onText))
        // Rounded for a projector: the VStack's share, 852 ÷ 2, and the text's one line.
        #expect(label.text.hasPrefix("Text  proposed 393×426 → ") && label.text.hasSuffix("×22"), "\(label.text)")
        let overlaps = label.rect.minX < area.maxX && label.rect.maxX > area.minX && label.rect.minY < area.maxY && label.rect.maxY > area.minY
        #expect(!overlaps, "label \(label.rect) covers the area \(area)")
        let centre = (x: Int((area.minX + area.maxX) / 2), y: Int((area.minY + area.maxY) / 2))
        try display.run("xdotool", ["mousemove", "\(centre.x)", "\(centre.y)"])
        let hovering = try #require(app.layout { hover($0)?.text.hasPrefix("Color") == true }, "no label for the colour under the pointer")
        #expect(hover(hovering)?.text == "Color  proposed 393×830 → 393×830")
        // Select the colour and move it above the text: the pointer, which has not moved, is
        // over the colour still, now 393 x 830 at the top.
        try display.run("xdotool", ["click", "1"])
        usleep(300_000)
        try display.run("xdotool", ["key", "alt+Up"])
        let moved = try #require(app.layout { PlaygroundProcess.types($0)["0.0"]?.hasPrefix("Color") == true }, "the colour did not move up")
        #expect(PlaygroundProcess.frames(moved)["0.0"] == [0, 0, 393, 830])
        let refreshed = app.layout(within: 5) { layout in
            PlaygroundProcess.types(layout)["0.0"]?.hasPrefix("Color") == true && hover(layout)?.text.hasPrefix("Color") == true
        }
        #expect(refreshed != nil, "after the edit the label says \(app.layout().flatMap(hover)?.text ?? "nothing")")
        // Once more: it is already first. A toast says so; no banner takes the window's room.
        try display.run("xdotool", ["key", "alt+Up"])
        let refused = try #require(app.layout { (($0["window"] as? [String: Any])?["toast"] as? String)?.contains("already") == true }, "no toast")
        #expect((refused["document"] as? [String: Any])?["banner"] is NSNull)
        // The pointer leaves the canvas for the view tree: the label goes.
        try display.run("xdotool", ["mousemove", "20", "\(centre.y)"])
        #expect(app.layout(within: 5) { $0["hover"] is NSNull } != nil, "the label stayed: \(app.layout().flatMap(hover)?.text ?? "")")
    }

    @Test("Handles sit outside the proposed area, labels clear of them, and the anchor's ring lets the scene's own marker show")
    func handlesAndLabels() throws {
        let display = try VirtualDisplay()
        // At the phone's full height, where the anchor's pixel is the marker's (the scene's own
        // `// render:` line would open it at 393x400).
        let app = try PlaygroundProcess(scene: "onboarding-callout.swift", arguments: ["--proposal", "393x852"], on: display)
        _ = try #require(app.layout { ($0["labels"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "anchor" } },
                         "no anchor label")
        usleep(800_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let handles = (drawn["handleRects"] as? [Any] ?? []).compactMap(PlaygroundProcess.rect)
        #expect(handles.count == 3)
        func intersects(_ a: (minX: Double, minY: Double, maxX: Double, maxY: Double), _ b: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Bool {
            a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
        }
        for handle in handles { #expect(!intersects(handle, area), "handle \(handle) covers the area \(area)") }
        let labels = (drawn["labels"] as? [[String: Any]] ?? []).compactMap { label in
            PlaygroundProcess.rect(label["rect"]).map { (text: label["text"] as? String ?? "", rect: $0) }
        }
        for label in labels {
            for handle in handles { #expect(!intersects(label.rect, handle), "\(label.text) at \(label.rect) is under the handle \(handle)") }
        }
        // The callout's anchor point: the scene's orange marker, seen through the handle's ring.
        let anchor = try #require((drawn["anchors"] as? [[String: Any]])?.first)
        let x = Int(((anchor["x"] as? NSNumber)?.doubleValue ?? 0).rounded()), y = Int(((anchor["y"] as? NSNumber)?.doubleValue ?? 0).rounded())
        let shot = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-anchor.png"
        try display.screenshot(to: shot)
        let pixel = try display.pixel(shot, x: x, y: y)
        #expect(pixel.red > 200 && pixel.green > 110 && pixel.green < 200 && pixel.blue < 90, "at the anchor: \(pixel)")
    }

    @Test("Dragging the anchor changes the point where it is declared: the argument still names it and the scene's marker follows")
    func anchorDragEditsTheDeclaration() throws {
        let folder = try temporaryFolder("anchor")
        let scene = folder + "/Callout.swift"
        try FileManager.default.copyItem(atPath: PlaygroundProcess.data.appendingPathComponent("onboarding-callout.swift").path, toPath: scene)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        _ = try #require(app.layout { ($0["anchors"] as? [Any])?.isEmpty == false })
        usleep(800_000)
        let drawn = try #require(app.layout())
        let anchor = try #require((drawn["anchors"] as? [[String: Any]])?.first)
        let markerBefore = try #require(PlaygroundProcess.frames(drawn).first { PlaygroundProcess.types(drawn)[$0.key] == "Circle" }?.value)
        try display.drag(from: PlaygroundProcess.point(anchor), steps: 10, by: (-6, 8))
        let moved = try #require(app.layout { layout in
            let marker = PlaygroundProcess.frames(layout).first { PlaygroundProcess.types(layout)[$0.key] == "Circle" }?.value
            return marker.map { $0[1] > markerBefore[1] + 20 } ?? false
        }, "the scene's marker, which reads anchorPoint, did not follow the drag")
        _ = moved
        try display.run("xdotool", ["key", "ctrl+s"])
        _ = app.layout { ($0["document"] as? [String: Any])?["modified"] as? Bool == false }
        let saved = try String(contentsOfFile: scene, encoding: .utf8)
        #expect(saved.contains("AnchoredPosition(location: anchorPoint, anchor: .leading)"), "\(saved)")
        #expect(!saved.contains("let anchorPoint = CGPoint(x: 300, y: 180)"))
        #expect(saved.contains("let anchorPoint = CGPoint(x: "), "\(saved)")
        // One drag, one undo step: Ctrl+Z puts the point back.
        try display.run("xdotool", ["key", "ctrl+z"])
        let undone = try #require(app.layout { layout in
            let marker = PlaygroundProcess.frames(layout).first { PlaygroundProcess.types(layout)[$0.key] == "Circle" }?.value
            return marker == markerBefore
        }, "Ctrl+Z did not put the point back in one step")
        _ = undone
    }

    @Test("Dragging an anchor whose location is computed asks before writing a fixed point in its place")
    func anchorDragAsksForComputedLocation() throws {
        let folder = try temporaryFolder("computed")
        let scene = folder + "/Computed.swift"
        let original = try String(contentsOf: PlaygroundProcess.data.appendingPathComponent("onboarding-callout.swift"), encoding: .utf8)
            .replacingOccurrences(of: "AnchoredPosition(location: anchorPoint,", with: "AnchoredPosition(location: CGPoint(x: anchorPoint.x, y: anchorPoint.y),")
        try original.write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        _ = try #require(app.layout { ($0["anchors"] as? [Any])?.isEmpty == false })
        usleep(800_000)
        func dragAnchor() throws {
            let drawn = try #require(app.layout())
            let anchor = try #require((drawn["anchors"] as? [[String: Any]])?.first)
            try display.drag(from: PlaygroundProcess.point(anchor), steps: 8, by: (-5, 6))
        }
        try dragAnchor()
        let asked = try #require(app.layout { (($0["document"] as? [String: Any])?["bannerButtons"] as? [String: Any])?["Write a Fixed Point"] != nil },
                                 "no question before replacing the computed location")
        #expect((asked["document"] as? [String: Any])?["modified"] as? Bool == false, "the source changed before the answer")
        let button = try #require(((asked["document"] as? [String: Any])?["bannerButtons"] as? [String: Any])?["Write a Fixed Point"] as? [String: Any])
        try display.run("xdotool", ["mousemove", "\((button["x"] as? NSNumber)?.intValue ?? 0)", "\((button["y"] as? NSNumber)?.intValue ?? 0)", "click", "1"])
        usleep(500_000)
        try dragAnchor()
        _ = try #require(app.layout { ($0["document"] as? [String: Any])?["modified"] as? Bool == true }, "the agreed drag wrote nothing")
        try display.run("xdotool", ["key", "ctrl+s"])
        _ = app.layout { ($0["document"] as? [String: Any])?["modified"] as? Bool == false }
        let saved = try String(contentsOfFile: scene, encoding: .utf8)
        #expect(!saved.contains("CGPoint(x: anchorPoint.x, y: anchorPoint.y)"))
        #expect(saved.contains("let anchorPoint = CGPoint(x: 300, y: 180)"), "the declaration changed: \(saved)")
    }

    @Test("The screen has one owner: a typed size is a custom size without the device's bars, undone in one step with its preset, kept when another file opens")
    func screenOwnership() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "kean-safe-area.swift", arguments: ["--device", "iPhone 15"], on: display)
        func screen(_ layout: [String: Any]) -> [String: Any] { layout["screenState"] as? [String: Any] ?? [:] }
        _ = try #require(app.layout { screen($0)["preset"] as? String == "iPhone 15" && $0["handles"] != nil }, "no device")
        usleep(800_000)
        let device = try #require(app.layout())
        #expect(screen(device)["shownPreset"] as? String == "iPhone 15")
        #expect(screen(device)["safeArea"] as? [Double] == [59, 0, 34, 0])
        // Type a size into the proposal field.
        let field = try #require(screen(device)["field"] as? [String: Any])
        try display.run("xdotool", ["mousemove", "\((field["x"] as? NSNumber)?.intValue ?? 0)", "\((field["y"] as? NSNumber)?.intValue ?? 0)", "click", "1"])
        usleep(200_000)
        try display.run("xdotool", ["key", "ctrl+a"])
        usleep(100_000)
        try display.run("xdotool", ["type", "--delay", "50", "320x70"])
        usleep(200_000)
        try display.run("xdotool", ["key", "Return"])
        let typed = try #require(app.layout { screen($0)["proposal"] as? String == "320 x 70" }, "the typed size was not taken")
        #expect(screen(typed)["preset"] is NSNull)
        #expect(screen(typed)["shownPreset"] as? String == "Custom size")
        #expect(screen(typed)["safeArea"] as? [Double] == [0, 0, 0, 0])
        let settled = try #require(app.layout { PlaygroundProcess.frames($0)["0"]?[3] == 70 }, "the root is not 70 high: \(PlaygroundProcess.frames(app.layout() ?? [:])["0"] ?? [])")
        _ = settled
        // One Ctrl+Z: the iPhone again, name, size and bars.
        try display.run("xdotool", ["key", "Escape"])
        let current = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(current))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 15)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        usleep(200_000)
        try display.run("xdotool", ["key", "ctrl+z"])
        let undone = try #require(app.layout { screen($0)["preset"] as? String == "iPhone 15" }, "Ctrl+Z did not bring the device back")
        #expect(screen(undone)["proposal"] as? String == "393 x 852")
        #expect(screen(undone)["safeArea"] as? [Double] == [59, 0, 34, 0])
        #expect(screen(undone)["shownPreset"] as? String == "iPhone 15")
        // Another file opened: the same device, with its bars.
        let other = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-Other.swift"
        try "Text(\"Other\")\n".write(toFile: other, atomically: true, encoding: .utf8)
        try PlaygroundProcess.drop(other, on: display)
        let opened = try #require(app.layout { PlaygroundProcess.types($0)["0"] == "Text" }, "the file did not open")
        #expect(screen(opened)["preset"] as? String == "iPhone 15" && screen(opened)["shownPreset"] as? String == "iPhone 15")
        #expect(screen(opened)["safeArea"] as? [Double] == [59, 0, 34, 0])
    }

    @Test("A ScrollView shows its content only within its frame: at 393x100 the rows below it are not drawn")
    func scrollViewClipped() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", arguments: ["--proposal", "393x100"], on: display)
        let laidOut = try #require(app.layout { PlaygroundProcess.frames($0)["0"]?[3] == 100 && $0["area"] != nil }, "not laid out at 393x100")
        let scroll = try #require(PlaygroundProcess.frames(laidOut).first { PlaygroundProcess.types(laidOut)[$0.key] == "ScrollView" }?.value)
        let content = try #require(PlaygroundProcess.frames(laidOut)["0.0.0.0.0"])
        #expect(content[1] + content[3] > scroll[1] + scroll[3] + 40, "the rows do not overflow the scroll view: \(content) in \(scroll)")
        usleep(1_000_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let scale = (area.maxX - area.minX) / 393
        let shot = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-scroll.png"
        try display.screenshot(to: shot)
        // The padding under the scroll view (16 points), and the canvas below the area: no ink.
        let left = Int(area.minX + 20 * scale), width = Int(320 * scale)
        let paddingTop = Int(area.minY + (scroll[1] + scroll[3] + 2) * scale)
        let paddingBottom = Int(area.maxY - 2 * scale)
        let inPadding = try display.darkest(shot, x: left, y: paddingTop, width: width, height: max(paddingBottom - paddingTop, 1))
        #expect(inPadding > 200, "something is drawn under the scroll view (darkest \(inPadding))")
        let below = try display.darkest(shot, x: left, y: Int(area.maxY) + 20, width: width, height: Int(60 * scale))
        #expect(below > 200, "something is drawn below the proposed area (darkest \(below))")
        // The scroll view itself shows its first rows.
        let inside = try display.darkest(shot, x: left, y: Int(area.minY + scroll[1] * scale), width: width, height: Int(scroll[3] * scale))
        #expect(inside < 100, "the rows are not drawn (darkest \(inside))")
    }

    @Test("Scrolling pans, Shift+scroll pans sideways, the middle button drags the view, Ctrl+scroll zooms around the pointer, Ctrl+0 fits again")
    func panAndZoom() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", on: display)
        _ = try #require(app.layout { $0["area"] != nil && $0["handles"] != nil })
        usleep(800_000)
        func area() throws -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
            usleep(400_000)
            let layout = try #require(app.layout())
            return try #require(PlaygroundProcess.area(layout))
        }
        let fitted = try area()
        let pointer = (x: Int(fitted.minX + 100), y: Int(fitted.minY + 150))
        try display.run("xdotool", ["mousemove", "\(pointer.x)", "\(pointer.y)"])
        usleep(200_000)
        // Three wheel steps down: the view moves up 40 pixels a step.
        for _ in 0..<3 { try display.run("xdotool", ["click", "5"]); usleep(100_000) }
        let scrolled = try area()
        // 40 pixels a step (a loaded machine may deliver a step more or less).
        func wholeSteps(_ distance: Double) -> Bool { distance >= 39.5 && abs(distance / 40 - (distance / 40).rounded()) < 0.02 }
        #expect(wholeSteps(fitted.minY - scrolled.minY) && scrolled.minX == fitted.minX, "\(fitted) -> \(scrolled)")
        // Shift turns a step sideways.
        try display.run("xdotool", ["keydown", "shift", "click", "5", "keyup", "shift"])
        let sideways = try area()
        #expect(wholeSteps(scrolled.minX - sideways.minX) && sideways.minY == scrolled.minY, "\(scrolled) -> \(sideways)")
        // The middle button drags the view along.
        try display.drag(button: 2, steps: 5, by: (10, 6))
        let dragged = try area()
        #expect(abs(dragged.minX - (sideways.minX + 50)) < 1 && abs(dragged.minY - (sideways.minY + 30)) < 1, "\(sideways) -> \(dragged)")
        // Ctrl+scroll up zooms in; the scene point under the pointer stays under it.
        let here = (x: Double(pointer.x + 50), y: Double(pointer.y + 30))
        let zoomBefore = (dragged.maxX - dragged.minX) / 393
        let sceneBefore = ((here.x - dragged.minX) / zoomBefore, (here.y - dragged.minY) / zoomBefore)
        try display.run("xdotool", ["keydown", "ctrl", "click", "4", "click", "4", "keyup", "ctrl"])
        let zoomed = try area()
        let zoomAfter = (zoomed.maxX - zoomed.minX) / 393
        // Each wheel step zooms by 1.1 (a loaded machine may deliver a step more or less).
        let steps = (log(zoomAfter / zoomBefore) / log(1.1)).rounded()
        #expect(steps >= 1 && abs(zoomAfter / zoomBefore - pow(1.1, steps)) < 0.01, "zoom \(zoomBefore) -> \(zoomAfter)")
        let sceneAfter = ((here.x - zoomed.minX) / zoomAfter, (here.y - zoomed.minY) / zoomAfter)
        #expect(abs(sceneAfter.0 - sceneBefore.0) < 1 && abs(sceneAfter.1 - sceneBefore.1) < 1, "\(sceneBefore) moved to \(sceneAfter)")
        // Ctrl+0: fitted and centred again.
        try display.run("xdotool", ["key", "ctrl+0"])
        let refitted = try area()
        #expect(abs(refitted.minX - fitted.minX) < 0.5 && abs(refitted.minY - fitted.minY) < 0.5 && abs(refitted.maxX - fitted.maxX) < 0.5, "\(fitted) vs \(refitted)")
    }

    @Test("The window fits a 1024-pixel projector on the iPad preset: the view tree folds over the canvas and F7 shows it")
    func narrowWindow() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", arguments: ["--device", "iPad (10th generation) (landscape)"], on: display)
        _ = try #require(app.layout { Self.window($0)["width"] != nil && $0["handles"] != nil })
        let id = try #require(try display.run("xdotool", ["search", "--name", "Layout Playground"]).split(separator: "\n").first.map(String.init))
        try display.run("xdotool", ["windowsize", id, "1024", "700"])
        let narrow = try #require(app.layout { ((Self.window($0)["width"] as? NSNumber)?.intValue ?? 9999) <= 1024 },
                                  "the window stays \(Self.window(app.layout() ?? [:])["width"] ?? "?") wide")
        #expect(Self.window(narrow)["treeFolded"] as? Bool == true)
        #expect(Self.window(narrow)["title"] as? String == "country-rows.swift")
        #expect(((narrow["screenState"] as? [String: Any])?["preset"] as? String)?.hasPrefix("iPad") == true)
        // F7 shows the tree over the canvas; F7 again hides it.
        let area = try #require(PlaygroundProcess.area(narrow))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 15)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        try display.run("xdotool", ["key", "F7"])
        let shown = try #require(app.layout { Self.window($0)["treeShown"] as? Bool == true }, "F7 did not show the tree")
        #expect(((Self.window(shown)["width"] as? NSNumber)?.intValue ?? 9999) <= 1024)
        try display.run("xdotool", ["key", "F7"])
        #expect(app.layout(within: 5) { Self.window($0)["treeShown"] as? Bool == false } != nil)
        // Wide again: the panels are back beside the canvas.
        try display.run("xdotool", ["windowsize", id, "1400", "900"])
        #expect(app.layout(within: 10) { Self.window($0)["treeFolded"] as? Bool == false } != nil)
    }

    @Test("In dark style a warning is legible (contrast 4.5 or more), and the direction and appearance buttons show when they are on")
    func darkStyleAndToggles() throws {
        let scene = try writeScene("Warning.swift", "VStack {\n    Text(\"Hello\")\n        .frame(width: -10)\n}\n")
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        let light = try #require(app.layout { ($0["window"] as? [String: Any])?["diagnostics"] as? [Any] != nil && $0["handles"] != nil })
        #expect(Self.window(light)["darkStyle"] as? Bool == false)
        #expect((Self.window(light)["pressed"] as? [String])?.contains("win.toggle-appearance") == false)
        let area = try #require(PlaygroundProcess.area(light))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 15)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        try display.run("xdotool", ["key", "ctrl+d"])
        _ = try #require(app.layout { Self.window($0)["darkStyle"] as? Bool == true }, "Ctrl+D did not turn the window dark")
        try display.run("xdotool", ["key", "ctrl+r"])
        let dark = try #require(app.layout { Self.window($0)["direction"] as? Bool == true }, "Ctrl+R did not turn the direction")
        #expect(Set(Self.window(dark)["pressed"] as? [String] ?? []).isSuperset(of: ["win.toggle-appearance", "win.toggle-direction"]),
                "\(Self.window(dark)["pressed"] ?? [])")
        usleep(800_000)
        let drawn = try #require(app.layout())
        let warning = try #require((Self.window(drawn)["diagnostics"] as? [Any])?.compactMap(PlaygroundProcess.rect).first, "no warning shown")
        let shot = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-dark.png"
        try display.screenshot(to: shot)
        let contrast = try display.contrast(shot, x: Int(warning.minX), y: Int(warning.minY), width: Int(warning.maxX - warning.minX), height: Int(warning.maxY - warning.minY))
        #expect(contrast >= 4.5, "the warning's contrast is \(contrast)")
        // Ctrl+R again: the button is released.
        try display.run("xdotool", ["key", "ctrl+r"])
        let back = try #require(app.layout { Self.window($0)["direction"] as? Bool == false })
        #expect((Self.window(back)["pressed"] as? [String])?.contains("win.toggle-direction") == false)
    }
}
