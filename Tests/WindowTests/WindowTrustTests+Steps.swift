import Foundation
import Testing

/// Issue 40, item 7: a stopped step stays the same event across a drag.
extension WindowTrustTests {
    static func step(_ layout: [String: Any]) -> [String: Any]? { window(layout)["step"] as? [String: Any] }

    @Test("Stopped on Text(\"Body\")'s first answer and dragging the width from 393 to about 200, the step shown is that answer again at its new number, not whatever has the old number")
    func stepStaysTheSameEvent() throws {
        // ViewThatFits tries its first candidate, and more at a narrower width: the steps after
        // it are numbered further on (14 at 393 points, 16 at 200).
        let path = try Self.scene("""
            // render: --proposal 393x400
            #Preview {
                VStack {
                    ViewThatFits {
                        Text("A long line that needs room to fit on one line")
                        Text("Short")
                    }
                    Text("Body").font(.body)
                }
            }

            """)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: path, on: display)
        let drawn = try #require(app.layout { $0["handles"] != nil && Self.proposal($0) == "393 x 400" })
        usleep(500_000)
        let area = try #require(PlaygroundProcess.area(drawn))
        // Nothing selected: F6 walks the whole scene.
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 10)", "\(Int(area.minY) + 10)", "click", "1"])
        usleep(300_000)
        try display.run("xdotool", ["key", "F6"])
        _ = try #require(app.layout { (Self.step($0)?["number"] as? NSNumber)?.intValue == 1 }, "F6 started no step-through")
        for _ in 0..<13 { try display.run("xdotool", ["key", "Right"]) }
        let stopped = try #require(app.layout { (Self.step($0)?["number"] as? NSNumber)?.intValue == 14 }, "Right did not reach step 14")
        let words = try #require(Self.step(stopped)?["narration"] as? String)
        #expect(words.hasPrefix("Text(\"Body\") answers"), "step 14 is '\(words)'")
        let stoppedPath = Self.step(stopped)?["path"] as? String
        let handle = try #require(PlaygroundProcess.point((stopped["handles"] as? [String: Any])?["width"]))
        let zoom = try #require(Self.zoom(stopped))
        let pixels = Int(((393.0 - 200) / 2 * zoom).rounded())
        try display.drag(from: handle, steps: 8, by: (-pixels / 8, 0), pause: 80_000)
        let dragged = try #require(app.layout { layout in
            (Self.proposal(layout).map { (Self.numbers($0).first ?? 393) < 230 } ?? false) && Self.labels(layout, "size").isEmpty
        }, "the drag did not narrow the proposal: \(Self.proposal(app.layout() ?? [:]) ?? "?")")
        usleep(600_000)
        let now = try #require(app.layout())
        _ = dragged
        #expect(Self.step(now)?["path"] as? String == stoppedPath, "the step is about \(Self.step(now)?["path"] ?? "?"), not \(stoppedPath ?? "?")")
        #expect((Self.step(now)?["narration"] as? String)?.hasPrefix("Text(\"Body\") answers") == true, "the step shown is '\(Self.step(now)?["narration"] ?? "?")'")
        #expect((Self.step(now)?["number"] as? NSNumber)?.intValue == 16, "Text(\"Body\")'s first answer is step 16 at 200 points")
    }
}
