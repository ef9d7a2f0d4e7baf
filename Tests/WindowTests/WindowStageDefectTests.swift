import Foundation
import Testing

/// The defects a speaker met on stage (issue 32), each as the speaker meets it, read through the
/// window's state dump (`PlaygroundWindow+StateDump`).
@Suite("The playground window on stage, issue 32", .serialized)
struct WindowStageDefectTests {
    typealias Edges = (minX: Double, minY: Double, maxX: Double, maxY: Double)

    private static func window(_ layout: [String: Any]) -> [String: Any] { layout["window"] as? [String: Any] ?? [:] }

    private static func labels(_ layout: [String: Any], _ kind: String) -> [(text: String, rect: Edges)] {
        (layout["labels"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == kind }.compactMap { label in
            PlaygroundProcess.rect(label["rect"]).map { (label["text"] as? String ?? "", $0) }
        }
    }

    private static func intersects(_ a: Edges, _ b: Edges) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private static func contains(_ outer: Edges, _ inner: Edges) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    /// The window's X id, found by its title.
    private static func windowID(_ display: VirtualDisplay) throws -> String {
        try #require(try display.run("xdotool", ["search", "--name", "Layout Playground$"]).split(separator: "\n").first.map(String.init))
    }

    /// Clicks the canvas beside the proposed area so that keys go to the canvas.
    private static func focusCanvas(_ app: PlaygroundProcess, _ display: VirtualDisplay) throws {
        let drawn = try #require(app.layout { $0["handles"] != nil })
        let area = try #require(PlaygroundProcess.area(drawn))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 15)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        usleep(200_000)
    }

    /// Presses the handle `name`, moves by `step` `steps` times and returns the window's state
    /// while the button is still down (the live label shows then); releases it afterwards.
    private static func whileDragging(_ name: String, _ app: PlaygroundProcess, _ display: VirtualDisplay,
                                      steps: Int = 3, by step: (dx: Int, dy: Int)) throws -> [String: Any] {
        usleep(600_000)
        let drawn = try #require(app.layout())
        let handle = try #require(PlaygroundProcess.point((drawn["handles"] as? [String: Any])?[name]))
        try display.run("xdotool", ["mousemove", "\(handle.x)", "\(handle.y)", "mousedown", "1"])
        defer { _ = try? display.run("xdotool", ["mouseup", "1"]) }
        for _ in 0..<steps {
            try display.run("xdotool", ["mousemove_relative", "--", "\(step.dx)", "\(step.dy)"])
            usleep(150_000)
        }
        usleep(400_000)
        return try #require(app.layout { !labels($0, "size").isEmpty }, "no live label while dragging \(name)")
    }

    // MARK: Defect 2

    @Test("The live label while dragging is wholly inside the canvas: above the source pane, beside a folded tree shown over the canvas, with the area grown past the canvas")
    func liveLabelVisible() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", arguments: ["--proposal", "393x852"], on: display)
        _ = try #require(app.layout { $0["handles"] != nil && Self.window($0)["canvas"] != nil }, "no canvas in the state")
        func check(_ layout: [String: Any], _ situation: String) throws {
            let canvas = try #require(PlaygroundProcess.rect(Self.window(layout)["canvas"]))
            let label = try #require(Self.labels(layout, "size").first)
            #expect(Self.contains(canvas, label.rect), "\(situation): the label \(label.rect) is not inside the canvas \(canvas)")
            if let tree = PlaygroundProcess.rect(Self.window(layout)["treeRect"]), Self.window(layout)["treeFolded"] as? Bool == true {
                #expect(!Self.intersects(tree, label.rect), "\(situation): the label \(label.rect) is under the tree \(tree)")
            }
        }
        try check(try Self.whileDragging("width", app, display, by: (-8, 0)), "the width handle")
        try check(try Self.whileDragging("corner", app, display, steps: 4, by: (60, 60)), "the area grown past the canvas")
        try Self.focusCanvas(app, display)
        try display.run("xdotool", ["key", "ctrl+z", "ctrl+z"])
        // A 1024-pixel window: the tree folds; F7 shows it over the canvas's left side.
        try display.run("xdotool", ["windowsize", try Self.windowID(display), "1024", "700"])
        _ = try #require(app.layout { Self.window($0)["treeFolded"] as? Bool == true }, "the tree did not fold")
        try Self.focusCanvas(app, display)
        try display.run("xdotool", ["key", "F7"])
        _ = try #require(app.layout { Self.window($0)["treeRect"] is [String: Any] }, "F7 did not show the tree")
        try check(try Self.whileDragging("width", app, display, by: (-6, 0)), "the folded tree shown")
    }

    // MARK: Defect 3

    @Test("F5 twice brings back the tree, the inspector and the source as they were; a panel hidden before stays hidden")
    func presentationRestoresPanels() throws {
        let display = try VirtualDisplay()
        try display.start("openbox", ["--sm-disable"])
        let app = try PlaygroundProcess(scene: "kean-hello-world.swift", on: display)
        func shown(_ layout: [String: Any]) -> [Bool] {
            [Self.window(layout)["treeShown"] as? Bool ?? false, Self.window(layout)["inspectorShown"] as? Bool ?? false,
             layout["sourcePane"] is [String: Any]]
        }
        let before = try #require(app.layout { $0["handles"] != nil && shown($0) == [true, true, true] }, "the panels are not all shown at first")
        _ = before
        try display.run("xdotool", ["windowactivate", "--sync", try Self.windowID(display)])
        try Self.focusCanvas(app, display)
        for expected in [[true, true, true], [true, false, true]] {
            try display.run("xdotool", ["key", "F5"])
            _ = try #require(app.layout { shown($0) == [false, false, false] }, "presentation mode left panels shown: \(shown(app.layout() ?? [:]))")
            usleep(800_000)
            try display.run("xdotool", ["key", "F5"])
            let back = app.layout(within: 8) { shown($0) == expected && (Self.window($0)["pressed"] as? [String] ?? []).contains("win.show-tree") }
            #expect(back != nil, "after F5 twice the panels are \(shown(app.layout() ?? [:])), not \(expected)")
            #expect(((back.map(Self.window)?["pressed"] as? [String]) ?? []).contains("win.show-inspector") == expected[1])
            // Then the inspector hidden before presenting: it stays hidden after.
            usleep(800_000)
            if expected[1] {
                try Self.focusCanvas(app, display)
                try display.run("xdotool", ["key", "F8"])
                _ = try #require(app.layout { Self.window($0)["inspectorShown"] as? Bool == false }, "F8 did not hide the inspector")
            }
        }
    }

    // MARK: Defect 4

    /// The X windows named `name` that are shown (xwininfo's tree, then each one's map
    /// state), with their rectangles on the screen, largest first.
    private static func windowSizes(named name: String, _ display: VirtualDisplay) throws -> [(width: Int, height: Int, x: Int, y: Int)] {
        let tree = try display.run("xwininfo", ["-root", "-tree"])
        let ids = tree.split(separator: "\n").filter { $0.contains("\"\(name)\": (") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        var shown: [(width: Int, height: Int, x: Int, y: Int)] = []
        for id in ids {
            let info = try display.run("xwininfo", ["-id", id])
            guard info.contains("Map State: IsViewable") else { continue }
            func value(_ key: String) -> Int? {
                info.split(separator: "\n").first { $0.contains(key) }?.split(separator: ":").last
                    .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            }
            if let width = value("Width:"), let height = value("Height:"), let x = value("Absolute upper-left X:"), let y = value("Absolute upper-left Y:") {
                shown.append((width, height, x, y))
            }
        }
        return shown.sorted { $0.width * $0.height > $1.width * $1.height }
    }

    @Test("The Keyboard Shortcuts window and the main menu fit a 1024 x 768 projector")
    func shortcutsAndMenuFit() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "kean-hello-world.swift", on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        try Self.focusCanvas(app, display)
        try display.run("xdotool", ["key", "ctrl+question"])
        var shortcuts: (width: Int, height: Int)?
        for _ in 0..<30 where shortcuts == nil {
            usleep(200_000)
            shortcuts = try Self.windowSizes(named: "Keyboard Shortcuts", display).first.map { ($0.width, $0.height) }
        }
        let size = try #require(shortcuts, "no Keyboard Shortcuts window")
        #expect(size.width <= 1024 && size.height <= 740, "the shortcuts window is \(size.width) x \(size.height)")
        try display.run("xdotool", ["key", "Escape"])
        usleep(500_000)
        // F10 opens the main menu, a popup surface of its own, as tall as its items.
        try Self.focusCanvas(app, display)
        try display.run("xdotool", ["key", "F10"])
        var menu: (width: Int, height: Int)?
        for _ in 0..<30 where menu == nil {
            usleep(200_000)
            menu = try Self.windowSizes(named: "layout-playground", display).first { $0.width > 100 && $0.height > 100 }.map { ($0.width, $0.height) }
        }
        let shown = try #require(menu, "F10 opened no menu")
        // Under the header bar (about 50 pixels), the menu must end above 768.
        #expect(shown.height <= 700, "the main menu is \(shown.height) pixels tall")
    }

    // MARK: Defect 5

    @Test("The device variants' captions each keep to their own width, apart, in a 1024-pixel window")
    func variantCaptionsApart() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", arguments: ["--proposal", "393x852"], on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        try display.run("xdotool", ["windowsize", try Self.windowID(display), "1024", "740"])
        _ = try #require(app.layout { ((Self.window($0)["width"] as? NSNumber)?.intValue ?? 9999) <= 1024 }, "the window did not narrow")
        try Self.focusCanvas(app, display)
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        usleep(300_000)
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        func variants(_ layout: [String: Any]) -> [[String: Any]] { Self.window(layout)["variants"] as? [[String: Any]] ?? [] }
        let shown = try #require(app.layout { variants($0).count == 4 && variants($0).allSatisfy { $0["caption"] is [String: Any] } },
                                 "no device variants with captions")
        usleep(500_000)
        let drawn = variants(try #require(app.layout()))
        let captions = drawn.compactMap { PlaygroundProcess.rect($0["caption"]) }
        #expect(captions.count == 4 && drawn.map { $0["name"] as? String ?? "" } == ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"])
        for (left, right) in zip(captions, captions.dropFirst()) {
            #expect(right.minX - left.maxX >= 6, "captions \(left) and \(right) run together")
        }
        // Two lines at most.
        for caption in captions { #expect(caption.maxY - caption.minY <= 36, "a caption \(caption) is more than two lines") }
        _ = shown
    }

    // MARK: Defect 7

    @Test("The window opens on the screen the scene's own // render: line names: a proposal, a device; the command line's wins")
    func renderLineSetsScreen() throws {
        func screen(_ layout: [String: Any]) -> [String: Any] { layout["screenState"] as? [String: Any] ?? [:] }
        let display = try VirtualDisplay()
        do {
            let app = try PlaygroundProcess(scene: "country-rows.swift", on: display)
            // The screen state comes first, the layout at it when the background layout ends.
            let opened = try #require(app.layout { $0["handles"] != nil && screen($0)["proposal"] as? String == "393 x 400" && PlaygroundProcess.frames($0)["0"]?[3] == 400 },
                                      "country-rows.swift's '// render: --proposal 393x400' was not taken: \(screen(app.layout() ?? [:])["proposal"] ?? "none")")
            #expect(screen(opened)["shownPreset"] as? String == "Custom size")
            #expect(PlaygroundProcess.frames(opened)["0"]?[3] == 400)
        }
        do {
            let app = try PlaygroundProcess(scene: "kean-safe-area.swift", on: display)
            let opened = try #require(app.layout { $0["handles"] != nil && screen($0)["preset"] as? String == "iPhone 15" },
                                      "kean-safe-area.swift's '// render: --device \"iPhone 15\"' was not taken")
            #expect(screen(opened)["shownPreset"] as? String == "iPhone 15")
            #expect(screen(opened)["safeArea"] as? [Double] == [59, 0, 34, 0])
        }
        do {
            let app = try PlaygroundProcess(scene: "country-rows.swift", arguments: ["--proposal", "300x500"], on: display)
            #expect(app.layout { $0["handles"] != nil && screen($0)["proposal"] as? String == "300 x 500" } != nil, "--proposal did not win")
        }
    }

    // MARK: Defect 8

    @Test("A first launch opens maximised on the built-in example, named as such, at 1x or more, with a hint on the canvas that goes after the first drag")
    func firstLaunch() throws {
        let display = try VirtualDisplay()
        try display.start("openbox", ["--sm-disable"])
        let app = try PlaygroundProcess(scene: nil, on: display)
        _ = try #require(app.layout { $0["handles"] != nil }, "the window wrote no state")
        let id = try Self.windowID(display)
        var state = ""
        for _ in 0..<30 where !state.contains("MAXIMIZED_HORZ") {
            usleep(200_000)
            state = try display.run("xprop", ["-id", id, "_NET_WM_STATE"])
        }
        #expect(state.contains("_NET_WM_STATE_MAXIMIZED_HORZ") && state.contains("_NET_WM_STATE_MAXIMIZED_VERT"), "not maximised: \(state)")
        usleep(1_000_000)
        let shown = try #require(app.layout())
        let title = Self.window(shown)["title"] as? String ?? ""
        #expect(title == "Country rows (built-in example)", "the title is '\(title)'")
        // Readable: a point of the scene is at least a pixel.
        let area = try #require(PlaygroundProcess.area(shown))
        let proposal = (shown["screenState"] as? [String: Any])?["proposal"] as? String ?? ""
        let width = try #require(Double(proposal.split(separator: " ").first ?? ""), "proposal \(proposal)")
        #expect((area.maxX - area.minX) / width >= 1, "zoom \((area.maxX - area.minX) / width) for \(proposal)")
        // The hint: inside the canvas, clear of the handles.
        let hint = try #require(Self.labels(shown, "hint").first, "no hint on the canvas")
        #expect(hint.text.contains("Drag") && hint.text.contains("handles"), "\(hint.text)")
        let canvas = try #require(PlaygroundProcess.rect(Self.window(shown)["canvas"]))
        #expect(Self.contains(canvas, hint.rect), "the hint \(hint.rect) is not inside the canvas \(canvas)")
        for handle in (shown["handleRects"] as? [Any] ?? []).compactMap(PlaygroundProcess.rect) {
            #expect(!Self.intersects(handle, hint.rect), "the hint covers the handle \(handle)")
        }
        // The window's surface is where openbox put it; the handle's point is in the surface.
        let origin = try display.run("xdotool", ["getwindowgeometry", id])
        let position = origin.split(separator: "\n").first { $0.contains("Position:") }?
            .split(separator: " ").dropFirst().first?.split(separator: ",").compactMap { Int($0) } ?? [0, 0]
        let handle = try #require(PlaygroundProcess.point((shown["handles"] as? [String: Any])?["width"]))
        try display.drag(from: (handle.x + (position.first ?? 0), handle.y + (position.last ?? 0)), steps: 4, by: (-5, 0), pause: 80_000)
        #expect(app.layout(within: 5) { Self.labels($0, "hint").isEmpty && ($0["screenState"] as? [String: Any])?["proposal"] as? String != proposal } != nil,
                "the hint stayed after the drag: \(Self.labels(app.layout() ?? [:], "hint").map(\.text))")
    }

    // MARK: Defect 9

    @Test("Shift while dragging a handle moves the proposal a quarter point a pixel, whatever the zoom, and the live label says so")
    func fineDrag() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", arguments: ["--proposal", "393x852"], on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        let drawn = try #require(app.layout())
        let handle = try #require(PlaygroundProcess.point((drawn["handles"] as? [String: Any])?["width"]))
        try display.run("xdotool", ["mousemove", "\(handle.x)", "\(handle.y)", "keydown", "shift", "mousedown", "1"])
        for _ in 0..<8 {
            try display.run("xdotool", ["mousemove_relative", "--", "-2", "0"])
            usleep(80_000)
        }
        let during = try #require(app.layout { !Self.labels($0, "size").isEmpty }, "no live label")
        #expect(Self.labels(during, "size").first?.text.contains("¼-point") == true, "\(Self.labels(during, "size").first?.text ?? "")")
        try display.run("xdotool", ["mouseup", "1", "keyup", "shift"])
        // 16 pixels left: 4 points narrower (without Shift, about 64 at this zoom).
        let width = { (layout: [String: Any]) in ((layout["proposal"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue }
        let dragged = app.layout(within: 5) { width($0) == 389 }
        #expect(dragged != nil, "Shift+drag of 16 pixels made the width \(width(app.layout() ?? [:]) ?? 0), not 389")
    }

    @Test("A drop-down's tooltip does not cover its open list: the device drop-down opened under a resting pointer shows its first item")
    func tooltipOffOpenList() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "kean-hello-world.swift", on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        let drawn = try #require(app.layout())
        // The preset drop-down is right of the proposal field in the screen bar.
        let field = try #require(PlaygroundProcess.point((drawn["screenState"] as? [String: Any])?["field"]))
        try display.run("xdotool", ["mousemove", "\(field.x + 160)", "\(field.y)"])
        usleep(1_500_000)
        try display.run("xdotool", ["click", "1"])
        // The pointer rests on the drop-down, long enough for a tooltip.
        usleep(2_500_000)
        let shown = try Self.windowSizes(named: "layout-playground", display).filter { $0.width > 1 }
        let list = try #require(shown.first, "the drop-down's list did not open")
        let tips = shown.dropFirst().filter { $0.height < 60 }
        for tip in tips {
            let covers = tip.x < list.x + list.width && list.x < tip.x + tip.width && tip.y < list.y + list.height && list.y < tip.y + tip.height
            #expect(!covers, "a tooltip \(tip) covers the open list \(list)")
        }
        try display.run("xdotool", ["key", "Escape"])
    }

    @Test("Deleting the selected view leaves no mark of it in the source: the mark is on the newly selected row's whole line, or on nothing")
    func deletedViewLeavesNoMark() throws {
        let folder = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-mark"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scene = folder + "/Three.swift"
        try "VStack {\n    Text(\"One\")\n    Text(\"Two\")\n    Text(\"Three\")\n}\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let frames = PlaygroundProcess.frames(drawn)
        let root = try #require(frames["0"]), two = try #require(frames["0.1"])
        // The root is centred in the area; "Two" is its second row.
        let zoom = (area.maxX - area.minX) / 393
        let x = area.minX + ((393 - root[2]) / 2 + two[0] + two[2] / 2) * zoom
        let y = area.minY + ((852 - root[3]) / 2 + two[1] + two[3] / 2) * zoom
        try display.run("xdotool", ["mousemove", "\(Int(x))", "\(Int(y))", "click", "1"])
        let selected = try #require(app.layout { Self.window($0)["selectedRow"] as? String == "Text(\"Two\")" }, "Two was not selected")
        #expect(Self.window(selected)["sourceHighlight"] as? [String] == ["    Text(\"Two\")"])
        try display.run("xdotool", ["key", "Delete"])
        let deleted = try #require(app.layout { PlaygroundProcess.types($0)["0.2"] == nil && PlaygroundProcess.types($0)["0.1"] == "Text" }, "Delete deleted nothing")
        usleep(500_000)
        let after = try #require(app.layout())
        let lines = ["VStack {", "    Text(\"One\")", "    Text(\"Three\")", "}"]
        let marked = Self.window(after)["sourceHighlight"] as? [String] ?? []
        let selectedTitle = Self.window(after)["selectedRow"] as? String
        for text in marked {
            #expect(lines.contains(text), "the mark is on part of a line: '\(text)'")
            #expect(selectedTitle.map { text.contains($0) } ?? false, "the mark '\(text)' is not on the selected row \(selectedTitle ?? "none")")
        }
        _ = deleted
    }

    @Test("In dark style the handles and the labels' plates stand out from the canvas (contrast 3 or more), and the anchor's ring keeps off the callout")
    func darkContrastAndRing() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "onboarding-callout.swift", arguments: ["--proposal", "393x852"], on: display)
        _ = try #require(app.layout { ($0["labels"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "anchor" } }, "no anchor label")
        usleep(800_000)
        // The ring, light style: nothing of it inside the callout's frame (the ring's pink is
        // not found there).
        let light = try #require(app.layout())
        let anchor = try #require(PlaygroundProcess.point((light["anchors"] as? [Any])?.first))
        let area = try #require(PlaygroundProcess.area(light))
        let zoom = (area.maxX - area.minX) / 393
        let frames = PlaygroundProcess.frames(light), types = PlaygroundProcess.types(light)
        // The callout: the AnchoredPosition's child, the frame ending at the anchor.
        let callout = try #require(frames.filter { types[$0.key]?.hasPrefix("OnboardingCalloutLabel") == true }.first?.value, "\(types)")
        let root = try #require(frames["0"])
        let left = area.minX + ((393 - root[2]) / 2 + callout[0]) * zoom, top = area.minY + ((852 - root[3]) / 2 + callout[1]) * zoom
        let right = left + callout[2] * zoom, bottom = top + callout[3] * zoom
        let shot = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-ring.png"
        try display.screenshot(to: shot)
        let x0 = max(Int(left.rounded(.up)), anchor.x - 12), x1 = min(Int(right.rounded(.down)) - 1, anchor.x + 12)
        let y0 = max(Int(top.rounded(.up)), anchor.y - 12), y1 = min(Int(bottom.rounded(.down)) - 1, anchor.y + 12)
        if x1 > x0, y1 > y0 {
            for x in x0...x1 {
                for y in stride(from: y0, through: y1, by: 2) {
                    let pixel = try display.pixel(shot, x: x, y: y)
                    #expect(!(pixel.red > 170 && pixel.green < 110 && pixel.blue > 70 && pixel.blue < 180), "the ring's pink at \(x),\(y) inside the callout: \(pixel)")
                }
            }
        }
        // Dark style.
        try Self.focusCanvas(app, display)
        try display.run("xdotool", ["key", "ctrl+d"])
        _ = try #require(app.layout { Self.window($0)["darkStyle"] as? Bool == true }, "Ctrl+D did not turn the window dark")
        usleep(1_000_000)
        let dark = try #require(app.layout())
        let dim = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-dark.png"
        try display.screenshot(to: dim)
        let handle = try #require((dark["handleRects"] as? [Any])?.first.flatMap(PlaygroundProcess.rect))
        let middle = Int((handle.minY + handle.maxY) / 2)
        let handleContrast = try display.contrast(dim, x: Int(handle.minX) + 2, y: middle - 10, width: Int(handle.maxX - handle.minX) + 10, height: 20)
        #expect(handleContrast >= 3, "the width handle's contrast with the canvas is \(handleContrast)")
        let label = try #require(Self.labels(dark, "anchor").first)
        let labelContrast = try display.contrast(dim, x: Int(label.rect.minX) - 4, y: Int((label.rect.minY + label.rect.maxY) / 2) - 3, width: 6, height: 6)
        #expect(labelContrast >= 3, "the anchor label's plate edge has contrast \(labelContrast) with the canvas")
    }
}
