import Foundation
import Testing

/// The window's rough edges on stage (issue 12), each as a person meets it: started from another
/// folder, hovering and leaving the canvas, and so on.
@Suite("The playground window on stage", .serialized)
struct WindowStageTests {
    private func temporaryFolder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-\(name)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Started through a link from another folder, the gallery lists the example scenes, and a file opened later joins its recent files")
    func galleryFromAnywhere() throws {
        // A person's own link to the program (as in ~/.local/bin), started from their home.
        let home = try temporaryFolder("home")
        try FileManager.default.createDirectory(atPath: home + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home + "/bin/layout-playground", withDestinationPath: PlaygroundProcess.executable.path)
        let scene = home + "/First.swift"
        try "Text(\"First\")\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display,
                                        executable: URL(fileURLWithPath: home + "/bin/layout-playground"), workingDirectory: home)
        let started = try #require(app.layout { $0["gallery"] != nil && $0["handles"] != nil }, "the window wrote no gallery")
        let gallery = started["gallery"] as? [String] ?? []
        let examples = try FileManager.default.contentsOfDirectory(atPath: PlaygroundProcess.data.path).filter { $0.hasSuffix(".swift") }
        #expect(!examples.isEmpty)
        for example in examples { #expect(gallery.contains(example), "the gallery lacks \(example): \(gallery)") }
        #expect(gallery.contains("Recent: First.swift"), "\(gallery)")
        // Another file, dropped on the window: the gallery lists it at once.
        let second = home + "/Second.swift"
        try "Text(\"Second\")\n".write(toFile: second, atomically: true, encoding: .utf8)
        try PlaygroundProcess.drop(second, on: display)
        let after = try #require(app.layout { ($0["gallery"] as? [String] ?? []).contains("Recent: Second.swift") },
                                 "the gallery did not list the file opened: \(app.layout()?["gallery"] ?? "none")")
        let recent = (after["gallery"] as? [String] ?? []).filter { $0.hasPrefix("Recent: ") }
        #expect(recent == ["Recent: Second.swift", "Recent: First.swift"])
    }
}
