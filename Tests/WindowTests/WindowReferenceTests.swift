import Foundation
import Testing

/// The window's GObjects are released when the window lets them go: the layout dump counts the
/// objects made through `GRef(adopting:)` that GLib has not finalized (`GObjectCensus`).
@Suite("The playground window's references", .serialized)
struct WindowReferenceTests {
    private static func alive(_ layout: [String: Any]) -> [String: Int] {
        ((layout["window"] as? [String: Any])?["alive"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.intValue }
    }

    private static func inspector(_ layout: [String: Any]) -> [String: Any] {
        (layout["window"] as? [String: Any])?["inspector"] as? [String: Any] ?? [:]
    }

    @Test("Selecting a frame again and again builds its inspector again, and each rebuild's entries, drop-downs, controllers and labels are finalized")
    func inspectorRebuildsRelease() throws {
        let folder = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-references"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scene = folder + "/Frame.swift"
        try "Text(\"Hi\")\n    .frame(width: 100, height: 60)\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let scale = (area.maxX - area.minX) / 393
        // Inside the centred 100 x 60 frame, left of the text: the frame. A corner of the
        // proposed area: nothing.
        let frame = (x: Int((area.minX + area.maxX) / 2 - 40 * scale), y: Int((area.minY + area.maxY) / 2))
        let empty = (x: Int(area.minX + 10), y: Int(area.minY + 10))
        func click(_ point: (x: Int, y: Int)) throws {
            try display.run("xdotool", ["mousemove", "\(point.x)", "\(point.y)", "click", "1"])
        }
        func selectFrameThenNothing() throws -> [String: Int] {
            try click(frame)
            _ = try #require(app.layout { Self.inspector($0)["width"] != nil }, "the frame's parameters are not shown")
            try click(empty)
            _ = try #require(app.layout { Self.inspector($0).isEmpty }, "the inspector still shows parameters")
            usleep(500_000)
            return Self.alive(try #require(app.layout()))
        }
        let first = try selectFrameThenNothing()
        #expect(first["Entry", default: 0] > 0, "no entries counted: \(first)")
        var last = first
        for _ in 0..<3 { last = try selectFrameThenNothing() }
        for kind in ["Entry", "DropDown", "Controller", "Widget"] {
            #expect(last[kind] == first[kind], "\(kind): \(first[kind] ?? 0) alive after the first selection, \(last[kind] ?? 0) after three more")
        }
    }

    @Test("A file chooser is released after its answer: the export chooser opened and cancelled three times leaves none alive")
    func choosersRelease() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        for round in 1...3 {
            try display.run("xdotool", ["key", "ctrl+e"])
            _ = try #require(app.layout { Self.alive($0)["FileChooser"] == 1 }, "round \(round): no chooser open")
            usleep(500_000)
            try display.run("xdotool", ["key", "Escape"])
            _ = try #require(app.layout { Self.alive($0)["FileChooser"] == 0 }, "round \(round): the cancelled chooser is still alive")
        }
    }
}
