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
        let selected = try #require(app.layout { Self.window($0)["inspectorShown"] as? Bool == true && Self.window($0)["selectedRow"] is String },
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
}
