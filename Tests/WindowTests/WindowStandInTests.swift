import Foundation
import Testing

/// A view pasted from an app, opened in the real window: it lays out with stand-ins, the
/// warnings name them, and Add Preview (Ctrl+Shift+P) writes the preview the playground made.
@Suite("Stand-ins in the window", .serialized)
struct WindowStandInTests {
    /// A view pasted from an app: its model `User` and its `FollowButton` are declared elsewhere.
    static let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CommandTests/Scenes/profile-card.swift").standardized.path

    private func document(_ layout: [String: Any]) -> [String: Any] { layout["document"] as? [String: Any] ?? [:] }

    @Test("A view with undeclared types shows stand-ins on the canvas with warnings naming them; Ctrl+Shift+P adds its #Preview")
    func standInsAndAddPreview() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: Self.card, on: display)
        let shown = try #require(app.layout { layout in
            (layout["views"] as? [[String: Any]])?.contains { $0["type"] as? String == "FollowButton" } == true
        }, "no stand-in laid out")
        let warnings = document(shown)["warnings"] as? [String] ?? []
        #expect(warnings.contains { $0.hasPrefix("'FollowButton' is not declared in the scene") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("'User.name' is not declared in the scene") }, "\(warnings)")
        #expect(document(shown)["previews"] as? [String] == [])
        usleep(500_000)
        let area = try #require(PlaygroundProcess.area(shown))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 15)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        try display.run("xdotool", ["key", "ctrl+shift+p"])
        let added = try #require(app.layout { document($0)["previews"] as? [String] == ["Preview 1"] }, "no preview added")
        #expect(document(added)["modified"] as? Bool == true)
        #expect((added["views"] as? [[String: Any]])?.contains { $0["type"] as? String == "FollowButton" } == true)
    }
}

extension WindowStandInTests {
    @Test("Selecting a stand-in shows 'Stand-in size' in the inspector; a width typed there sizes it and is kept as a comment line, the view code untouched")
    func inspectorSetsStandInSize() throws {
        let folder = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-standin"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scene = folder + "/Follow.swift"
        let code = "#Preview {\n    FollowButton(isFollowing: true)\n}\n"
        try code.write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        func inspector(_ layout: [String: Any]) -> [String: [String: Any]] {
            (layout["window"] as? [String: Any])?["inspector"] as? [String: [String: Any]] ?? [:]
        }
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        // The stand-in is centred: a click on it selects it.
        try display.run("xdotool", ["mousemove", "\(Int((area.minX + area.maxX) / 2))", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        let selected = try #require(app.layout { inspector($0)["stand-in width"] != nil },
                                    "no stand-in size section: \((app.layout() ?? [:])["window"].map { ($0 as? [String: Any])?["selectedRow"] ?? "none" } ?? "none")")
        #expect(inspector(selected)["stand-in width"]?["text"] as? String == "")
        let width = try #require(inspector(selected)["stand-in width"]?["at"] as? [String: Any])
        try display.run("xdotool", ["mousemove", "\((width["x"] as? NSNumber)?.intValue ?? 0)", "\((width["y"] as? NSNumber)?.intValue ?? 0)", "click", "1"])
        usleep(300_000)
        try display.run("xdotool", ["type", "150"])
        try display.run("xdotool", ["key", "Return"])
        let sized = try #require(app.layout { PlaygroundProcess.frames($0)["0"]?[2] == 150 }, "the stand-in did not become 150 wide")
        let lines = (sized["document"] as? [String: Any])?["standInLines"] as? [String] ?? []
        #expect(lines == ["// layout-playground: stand-in FollowButton width 150"], "\(lines)")
        #expect((sized["document"] as? [String: Any])?["modified"] as? Bool == true)
        // Saved, the view code is as it was, the line after it.
        try display.run("xdotool", ["key", "ctrl+s"])
        _ = app.layout { ($0["document"] as? [String: Any])?["modified"] as? Bool == false }
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == code + "// layout-playground: stand-in FollowButton width 150\n")
    }
}
