import Foundation
import Testing

/// The gallery (issue 40, item 5): every example in data/, grouped, opened from the list.
@Suite("The gallery", .serialized)
struct WindowGalleryTests {
    @Test("The gallery lists the groups and every corpus app screen; a corpus scene chosen in its list opens")
    func opensACorpusScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-gallery-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/Start.swift"
        try "Text(\"Start\")\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        let started = try #require(app.layout { $0["gallery"] != nil && $0["handles"] != nil }, "the window wrote no gallery")
        let gallery = started["gallery"] as? [String] ?? []
        for heading in ["# Apps", "# The articles' layouts", "# Layout rules", "# System views", "# App screens"] {
            #expect(gallery.contains(heading), "\(gallery)")
        }
        let corpus = try FileManager.default.contentsOfDirectory(atPath: PlaygroundProcess.data.path + "/corpus").filter { $0.hasSuffix(".swift") }
        #expect(corpus.count > 30)
        for name in corpus { #expect(gallery.contains(name), "the gallery lacks \(name)") }
        // The list's rows: "Gallery…" first, then the gallery's rows.
        let index = try #require(gallery.firstIndex(of: "01-profile-card.swift"))
        let window = started["window"] as? [String: Any] ?? [:]
        let button = try #require(PlaygroundProcess.rect(window["galleryButton"]))
        // The dump's coordinates are the window's; under load the first click may reach the
        // window before it settled: clicked again until the list is open.
        let id = try #require(try display.run("xdotool", ["search", "--name", "Layout Playground$"]).split(separator: "\n").first.map(String.init))
        usleep(800_000)
        var open = false
        for _ in 0..<5 where !open {
            try display.run("xdotool", ["mousemove", "--window", id, "\(Int((button.minX + button.maxX) / 2))", "\(Int((button.minY + button.maxY) / 2))", "click", "1"])
            open = app.layout(within: 8) { ($0["window"] as? [String: Any])?["galleryOpen"] as? Bool == true } != nil
        }
        #expect(open, "the gallery's list did not open")
        // The visible rows' thumbnails are made while the list is open (on demand, off the main thread).
        let drawn = app.layout { (($0["window"] as? [String: Any])?["galleryThumbnails"] as? Int ?? 0) >= 4 }
        #expect(drawn != nil, "no thumbnails: \((app.layout()?["window"] as? [String: Any])?["galleryThumbnails"] ?? "none")")
        try display.screenshot(to: folder + "/gallery-open.png")
        // The keyboard walks the list from its first row to the scene's, and Return opens it.
        try display.run("xdotool", ["key", "--delay", "30", "--repeat", "\(index + 1)", "Down"])
        try display.run("xdotool", ["key", "Return"])
        let opened = app.layout { (($0["document"] as? [String: Any])?["path"] as? String)?.hasSuffix("corpus/01-profile-card.swift") == true }
        #expect(opened != nil, "the scene did not open: \((app.layout()?["document"] as? [String: Any])?["path"] ?? "none")")
        #expect((opened?["window"] as? [String: Any])?["galleryOpen"] as? Bool == false)
    }

    @Test("A missing image asset is a warning in the window's diagnostics list too, not only on the command line")
    func missingImageWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-gallery-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/Hero.swift"
        try "VStack {\n    Image(\"hero\")\n    Text(\"A\")\n}\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, on: display)
        let shown = app.layout { layout in
            ((layout["document"] as? [String: Any])?["warnings"] as? [String] ?? []).contains { $0.hasPrefix("no image 'hero.png'") }
        }
        #expect(shown != nil, "\((app.layout()?["document"] as? [String: Any])?["warnings"] ?? "none")")
        // Listed under the source as a row of its own.
        let rows = (shown?["window"] as? [String: Any])?["diagnostics"] as? [Any] ?? []
        #expect(!rows.isEmpty)
    }
}
