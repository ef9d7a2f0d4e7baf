import Foundation
import Testing

/// Stepping through the layout in the window (F6, issue 32): the selected view's subtree one
/// event at a time, as `explain --steps` numbers and words them.
@Suite("Stepping through the layout in the window", .serialized)
struct WindowStepTests {
    private static func step(_ layout: [String: Any]) -> [String: Any]? { (layout["window"] as? [String: Any])?["step"] as? [String: Any] }
    private static func number(_ layout: [String: Any]) -> Int? { (step(layout)?["number"] as? NSNumber)?.intValue }

    /// `explain --steps` for the scene, the words of each step without its number.
    private func commandSteps(_ arguments: [String]) throws -> [String] {
        let output = try PlaygroundProcess.command(["explain", PlaygroundProcess.data.appendingPathComponent("country-rows.swift").path, "--steps"] + arguments)
        return output.split(separator: "\n").map { line in
            String(line.drop { $0 != " " }.dropFirst())
        }
    }

    @Test("F6 walks the selected row's layout as explain --steps words it; Right, Left, Shift+Right, Home and End move; a drag keeps the step; presentation mode too")
    func stepThroughFirstRow() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", on: display)
        _ = try #require(app.layout { $0["area"] != nil && $0["handles"] != nil })
        usleep(800_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        // The gap between "Capital" and "Canberra" in the first row (the row's stack): the
        // trailing frame is 176.5 wide from x 16, then 8 of spacing; the row is 22 high at y 16.
        let scale = (area.maxX - area.minX) / 393
        try display.run("xdotool", ["mousemove", "\(Int(area.minX + (16 + 176.5 + 4) * scale))", "\(Int(area.minY + 27 * scale))", "click", "1"])
        usleep(500_000)
        try display.run("xdotool", ["key", "F6"])
        let started = try #require(app.layout { Self.number($0) == 1 }, "F6 started no step-through")
        let subtree = try #require(Self.step(started)?["subtree"] as? String, "no subtree: \(Self.step(started) ?? [:])")
        #expect(subtree.hasPrefix("0.0.0.0.0.0"), "the first row's subtree, not \(subtree)")
        let expected = try commandSteps(["--path", subtree])
        #expect((Self.step(started)?["count"] as? NSNumber)?.intValue == expected.count && expected.count > 20)
        #expect(Self.step(started)?["narration"] as? String == expected[0])
        // Right three times: step 4, in the command's words.
        for _ in 0..<3 { try display.run("xdotool", ["key", "Right"]) }
        let fourth = try #require(app.layout { Self.number($0) == 4 }, "Right did not step")
        #expect(Self.step(fourth)?["narration"] as? String == expected[3])
        try display.run("xdotool", ["key", "Left"])
        _ = try #require(app.layout { Self.number($0) == 3 }, "Left did not step back")
        try display.run("xdotool", ["key", "End"])
        let last = try #require(app.layout { Self.number($0) == expected.count }, "End did not reach the last step")
        #expect(Self.step(last)?["narration"] as? String == expected.last)
        #expect((Self.step(last)?["narration"] as? String)?.contains(" places ") == true)
        try display.run("xdotool", ["key", "Home"])
        let first = try #require(app.layout { Self.number($0) == 1 }, "Home did not go back to the first step")
        // Shift+Right: past the first view's steps, to the next view's first.
        try display.run("xdotool", ["key", "shift+Right"])
        let nextView = try #require(app.layout { (Self.number($0) ?? 1) > 1 }, "Shift+Right did not move")
        let index = try #require(Self.number(nextView))
        #expect(Self.step(nextView)?["path"] as? String != Self.step(first)?["path"] as? String)
        #expect(Self.step(nextView)?["narration"] as? String == expected[index - 1])
        // A drag of the width handle lays out again at a narrower proposal: the step stays.
        let handle = try #require((app.layout()?["handles"] as? [String: Any])?["width"] as? [String: Any])
        try display.drag(from: PlaygroundProcess.point(handle), steps: 6, by: (-5, 0), pause: 60_000)
        let dragged = try #require(app.layout { (($0["proposal"] as? [String: Any])?["width"] as? NSNumber).map { $0.doubleValue < 393 } ?? false },
                                   "the drag did not change the proposal")
        #expect(Self.number(dragged) == index, "\(Self.step(dragged) ?? [:])")
        // Presentation mode: the words show in large type, and the keys still step.
        try display.run("xdotool", ["key", "F5"])
        usleep(1_000_000)
        try display.run("xdotool", ["key", "Right"])
        let presenting = try #require(app.layout { Self.number($0) == index + 1 }, "Right did not step in presentation mode")
        #expect((Self.step(presenting)?["caption"] as? String)?.hasPrefix("Step \(index + 1) of ") == true)
        try display.run("xdotool", ["key", "F5"])
        usleep(800_000)
        // F6 again: stepping ends, and the step is no longer drawn.
        try display.run("xdotool", ["key", "F6"])
        _ = try #require(app.layout { layout in (layout["window"] as? [String: Any]).map { $0["step"] is NSNull } ?? false }, "F6 did not end stepping")
    }
}
