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
