import Foundation
import Testing

/// Issue 40, item 9: at 1024 x 768 the phone gets the room.
extension WindowTrustTests {
    /// The window at 1024 x 768 under a window manager, on `scene`.
    /// Coordinates are the window's (`xdotool mousemove --window`): the window manager places it.
    static func projectorWindow(_ scene: String, on display: VirtualDisplay) throws -> (app: PlaygroundProcess, id: String) {
        try display.start("openbox", ["--sm-disable"])
        let app = try PlaygroundProcess(scene: scene, on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        let id = try #require(try display.run("xdotool", ["search", "--name", "Layout Playground$"]).split(separator: "\n").first.map(String.init))
        try display.run("xdotool", ["windowsize", id, "1024", "768"])
        _ = try #require(app.layout { (Self.window($0)["width"] as? NSNumber)?.intValue ?? 0 <= 1024 }, "the window did not become 1024 wide")
        return (app, id)
    }

    @Test("At 1024 x 768 an empty inspector folds away like the tree: the canvas spans the window; a view clicked brings the inspector over the canvas without moving the scene, a click beside it sends it away")
    func projectorInspectorFolds() throws {
        let display = try VirtualDisplay()
        let (app, id) = try Self.projectorWindow("corpus/11-music-player.swift", on: display)
        let empty = try #require(app.layout { layout in
            Self.window(layout)["inspectorShown"] as? Bool == false && Self.window(layout)["treeShown"] as? Bool == false
        }, "the empty inspector stayed: \(Self.window(app.layout() ?? [:])["inspectorRect"] ?? "?")")
        usleep(600_000)
        let settled = try #require(app.layout())
        let canvas = try #require(PlaygroundProcess.rect(Self.window(settled)["canvas"]))
        let width = try #require((Self.window(settled)["width"] as? NSNumber)?.doubleValue)
        _ = empty
        #expect(canvas.maxX - canvas.minX >= width - 20, "the canvas \(canvas) does not span the \(width)-pixel window")
        let area = try #require(PlaygroundProcess.area(settled))
        // A Text of the scene, clicked: the inspector shows it, over the canvas.
        let frames = PlaygroundProcess.frames(settled), types = PlaygroundProcess.types(settled)
        let text = try #require(frames.filter { types[$0.key] == "Text" && $0.value[2] > 20 }.min { $0.value[1] < $1.value[1] }, "no Text")
        let scale = (area.maxX - area.minX) / 393
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int(area.minX + (text.value[0] + text.value[2] / 2) * scale))",
                                    "\(Int(area.minY + (text.value[1] + text.value[3] / 2) * scale))", "click", "1"])
        let selected = try #require(app.layout { Self.window($0)["inspectorShown"] as? Bool == true && Self.window($0)["selectedRow"] is String
                                        // The flap is revealed before it is allocated: wait for its rectangle too.
                                        && PlaygroundProcess.rect(Self.window($0)["inspectorRect"]) != nil },
                                    "a view clicked (\(text.key) at \(text.value), area \(area)) did not bring the inspector: \(Self.window(app.layout() ?? [:])["selectedRow"] ?? "nil"), \(Self.window(app.layout() ?? [:])["inspectorShown"] ?? "nil")")
        let moved = try #require(PlaygroundProcess.area(selected))
        #expect(abs(moved.minX - area.minX) < 0.5 && abs(moved.maxX - area.maxX) < 0.5, "the scene moved from \(area) to \(moved)")
        let inspector = try #require(PlaygroundProcess.rect(Self.window(selected)["inspectorRect"]))
        #expect(!Self.intersects(inspector, moved), "the inspector \(inspector) covers the scene \(moved)")
        // A click beside the scene selects nothing: the inspector goes.
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int(canvas.minX) + 30)", "\(Int(area.minY) + 30)", "click", "1"])
        #expect(app.layout { Self.window($0)["inspectorShown"] as? Bool == false } != nil, "the empty inspector stayed after the click beside the scene")
    }

    @Test("At 1024 x 768 presentation mode gives the phone the whole screen (no source pane) at a zoom where 17-point text is 18 pixels or more")
    func projectorPresentationReadable() throws {
        let display = try VirtualDisplay()
        let (app, id) = try Self.projectorWindow("corpus/11-music-player.swift", on: display)
        usleep(600_000)
        let before = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(before))
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int(area.minX) - 20)", "\(Int(area.minY) + 20)", "click", "1"])
        try display.run("xdotool", ["key", "F5"])
        let presenting = try #require(app.layout { Self.window($0)["presenting"] as? Bool == true && $0["sourcePane"] is NSNull },
                                      "F5 did not present without the source pane")
        usleep(800_000)
        let settled = try #require(app.layout())
        _ = presenting
        let zoom = try #require(Self.zoom(settled))
        #expect(17 * zoom >= 18 - 0.01, "17-point text is \(17 * zoom) pixels at the zoom presentation chose (\(zoom))")
        let canvas = try #require(PlaygroundProcess.rect(Self.window(settled)["canvas"]))
        let shown = try #require(PlaygroundProcess.area(settled))
        #expect(shown.minX >= canvas.minX && shown.maxX <= canvas.maxX && shown.minY >= canvas.minY, "the phone \(shown) is not across the screen \(canvas), top in view")
    }

    /// Items 6 and 8 at 1024 x 768, as a speaker shows a phone: a presentation's step-through.
    @Test("At 1024 x 768, presenting a phone, the size label sits against the step's words from the first step on, in their band and over nothing: not the words, not the scene, not the handles; when the words grow it moves with them")
    func projectorSizeLabelAgainstWords() throws {
        let display = try VirtualDisplay()
        let (app, id) = try Self.projectorWindow("system-settings-form.swift", on: display)
        usleep(600_000)
        let opened = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(opened))
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int(area.minX) - 20)", "\(Int(area.minY) + 20)", "click", "1"])
        try display.run("xdotool", ["key", "F5"])
        _ = try #require(app.layout { Self.window($0)["presenting"] as? Bool == true }, "F5 did not present")
        usleep(400_000)
        try display.run("xdotool", ["key", "F6"])
        func check(_ situation: String) throws {
            usleep(800_000)
            let layout = try #require(app.layout())
            let plate = try #require(PlaygroundProcess.rect(layout["narrationPlate"]), "\(situation): no step's words")
            let band = try #require(PlaygroundProcess.rect(layout["narrationBand"]), "\(situation): no band for the words")
            let size = try #require(Self.labels(layout, "size").first, "\(situation): no size label")
            let shown = try #require(PlaygroundProcess.area(layout))
            #expect(!Self.intersects(size.rect, plate), "\(situation): the words \(plate) cover the size label \(size.rect)")
            #expect(Self.contains(band, size.rect) && Self.contains(band, plate), "\(situation): the size label \(size.rect) or the words \(plate) are not in the band \(band)")
            #expect(size.rect.maxY <= plate.minY && plate.minY - size.rect.maxY <= 12, "\(situation): the size label \(size.rect) is not right above the words \(plate)")
            // The scene is drawn above the band only: the label covers none of it.
            let drawnScene = (minX: shown.minX, minY: shown.minY, maxX: shown.maxX, maxY: min(shown.maxY, band.minY))
            #expect(!Self.intersects(size.rect, drawnScene), "\(situation): the size label \(size.rect) is over the scene \(drawnScene)")
            for handle in Self.handleRects(layout) {
                #expect(!Self.intersects(handle, size.rect), "\(situation): the size label \(size.rect) covers the handle \(handle)")
            }
            for label in (layout["labels"] as? [[String: Any]] ?? []) where label["kind"] as? String != "size" {
                let rect = try #require(PlaygroundProcess.rect(label["rect"]))
                #expect(!Self.intersects(rect, band), "\(situation): the \(label["kind"] ?? "?") label \(rect) is in the band \(band)")
            }
        }
        _ = try #require(app.layout { ($0["window"] as? [String: Any])?["step"] is [String: Any] && PlaygroundProcess.rect($0["narrationPlate"]) != nil },
                         "F6 did not step through")
        try check("step 1")
        for _ in 0..<6 { try display.run("xdotool", ["key", "Right"]); usleep(150_000) }
        try check("step 7")
        // Esc leaves presentation, still stepping: the band is the words' own, not the taller
        // one presentation's larger words and size label needed.
        try display.run("xdotool", ["key", "Escape"])
        let left = try #require(app.layout { layout in
            Self.window(layout)["presenting"] as? Bool == false && PlaygroundProcess.rect(layout["narrationPlate"]) != nil
        }, "Esc did not leave presentation, or stepping stopped")
        _ = left
        usleep(800_000)
        let after = try #require(app.layout())
        let plate = try #require(PlaygroundProcess.rect(after["narrationPlate"]))
        let band = try #require(PlaygroundProcess.rect(after["narrationBand"]))
        #expect(band.minY >= plate.minY - 1, "out of presentation the band \(band) is taller than the words \(plate) need")
    }

    @Test("At 1024 x 768 with the source pane open, five Dynamic Type variants of a phone are readable (17-point text at 11 pixels or more): the strip scrolls to the last one with Shift+wheel and with a drag, and a drag of the width handle still reaches every variant")
    func projectorVariantsReadable() throws {
        let display = try VirtualDisplay()
        let (app, id) = try Self.projectorWindow("system-settings-form.swift", on: display)
        func variants(_ layout: [String: Any]) -> [[String: Any]] { Self.window(layout)["variants"] as? [[String: Any]] ?? [] }
        func strip(_ layout: [String: Any]) -> [String: Any]? { Self.window(layout)["variantStrip"] as? [String: Any] }
        func slots(_ layout: [String: Any]) -> [Edges] { variants(layout).compactMap { PlaygroundProcess.rect($0["slot"]) } }
        usleep(600_000)
        let opened = try #require(app.layout { $0["sourcePane"] is [String: Any] }, "the source pane is not open")
        let area = try #require(PlaygroundProcess.area(opened))
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int(area.minX) - 20)", "\(Int(area.minY) + 20)", "click", "1"])
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        _ = try #require(app.layout { variants($0).count == 5 && slots($0).count == 5 && strip($0) != nil }, "no Dynamic Type variants drawn")
        usleep(600_000)
        let shown = try #require(app.layout())
        #expect(shown["sourcePane"] is [String: Any], "the source pane closed")
        let scale = try #require((strip(shown)?["scale"] as? NSNumber)?.doubleValue)
        #expect(17 * scale >= 11 - 0.01, "17-point text is \(17 * scale) pixels in the variants (scale \(scale))")
        let bounds = try #require(PlaygroundProcess.rect(strip(shown)?["rect"]))
        let last = try #require(slots(shown).last)
        #expect(last.maxX > bounds.maxX, "the five variants \(slots(shown)) fit the strip \(bounds) at a readable scale: nothing to scroll")
        // Shift+wheel scrolls along the row, towards the last variant.
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int(bounds.minX + bounds.maxX) / 2)", "\(Int(bounds.minY + bounds.maxY) / 2)"])
        try display.run("xdotool", ["keydown", "shift"])
        for _ in 0..<3 { try display.run("xdotool", ["click", "5"]); usleep(100_000) }
        try display.run("xdotool", ["keyup", "shift"])
        let wheeled = try #require(app.layout { (slots($0).last?.maxX ?? .infinity) < last.maxX - 60 }, "Shift+wheel did not scroll the strip: \(slots(app.layout() ?? [:]))")
        // A drag to the left brings the last variant wholly into the strip.
        try display.run("xdotool", ["mousemove", "--window", id, "\(Int(bounds.maxX) - 40)", "\(Int(bounds.maxY) - 40)"])
        try display.drag(steps: 12, by: (-80, 0), pause: 40_000)
        let dragged = try #require(app.layout { layout in
            guard let slot = slots(layout).last else { return false }
            return slot.maxX <= bounds.maxX + 0.5 && slot.minX >= bounds.minX
        }, "a drag did not bring the last variant into the strip: \(slots(app.layout() ?? [:]))")
        _ = wheeled
        let caption = try #require(PlaygroundProcess.rect(variants(dragged).last?["caption"]))
        #expect(Self.contains(bounds, caption), "the last variant's name \(caption) is not in the strip \(bounds)")
        // The width handle still reaches every variant.
        let handle = try #require(PlaygroundProcess.point((dragged["handles"] as? [String: Any])?["width"]))
        try display.run("xdotool", ["mousemove", "--window", id, "\(handle.x)", "\(handle.y)"])
        try display.drag(steps: 4, by: (-3, 0), pause: 60_000)
        #expect(app.layout { layout in
            let width = ((layout["proposal"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue ?? 393
            return width < 393 && width > 100 && variants(layout).allSatisfy { (($0["proposal"] as? [Double])?.first ?? 0) == width }
        } != nil, "the variants did not follow the drag: \(variants(app.layout() ?? [:]).map { $0["proposal"] ?? "" })")
    }
}
