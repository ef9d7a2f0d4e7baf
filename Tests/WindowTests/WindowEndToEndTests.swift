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
        let process = Process()
        process.executableURL = PlaygroundProcess.executable
        process.arguments = ["layout", PlaygroundProcess.data.appendingPathComponent(scene).path, "--proposal", proposal, "--dynamic-type", dynamicType]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return PlaygroundProcess.frames(object)
    }

    @Test("Dragging the width handle re-lays out the scene at the new width, as the engine says, and the picture changes")
    func dragWidthHandle() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "country-rows.swift", on: display)
        let initial = try #require(app.layout { ($0["handles"] as? [String: Any])?["width"] != nil }, "the window wrote no layout")
        let proposal = try #require(initial["proposal"] as? [String: Any])
        #expect((proposal["width"] as? NSNumber)?.doubleValue == 393)
        usleep(800_000)
        let before = temporary("before.png")
        try display.screenshot(to: before)
        // The window has drawn by now: its latest report says where the handle is on screen.
        let drawn = try #require(app.layout())
        let handle = try #require((drawn["handles"] as? [String: Any])?["width"] as? [String: Any])
        let x = Int(((handle["x"] as? NSNumber)?.doubleValue ?? 0).rounded()), y = Int(((handle["y"] as? NSNumber)?.doubleValue ?? 0).rounded())
        try display.run("xdotool", ["mousemove", "\(x)", "\(y)", "mousedown", "1"])
        for _ in 0..<8 {
            try display.run("xdotool", ["mousemove_relative", "--", "-5", "0"])
            usleep(60_000)
        }
        try display.run("xdotool", ["mouseup", "1"])
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
