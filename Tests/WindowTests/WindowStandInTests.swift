import Foundation
import Testing

/// A view pasted from an app, opened in the real window: it lays out with stand-ins, the
/// warnings name them, and Add Preview (Ctrl+Shift+P) writes the preview the playground made.
@Suite("Stand-ins in the window", .serialized)
struct WindowStandInTests {
    static let card = """
        struct ProfileCard: View {
            let user: User
            var body: some View {
                VStack {
                    Text(user.name).font(.headline)
                    FollowButton(isFollowing: user.isFollowing)
                }
                .padding()
            }
        }
        """

    private func document(_ layout: [String: Any]) -> [String: Any] { layout["document"] as? [String: Any] ?? [:] }

    @Test("A view with undeclared types shows stand-ins on the canvas with warnings naming them; Ctrl+Shift+P adds its #Preview")
    func standInsAndAddPreview() throws {
        let folder = NSTemporaryDirectory() + "lp-standins-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/ProfileCard.swift"
        try Self.card.write(toFile: path, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: path, on: display)
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
