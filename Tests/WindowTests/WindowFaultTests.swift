import Foundation
import Testing

/// The window under faults, driven as a person would: a crash's autosave recovered while
/// another file is open, files changed, deleted and made read-only by other programs, and
/// hostile text typed into the source pane while the canvas keeps answering.
@Suite("The playground window under faults", .serialized)
struct WindowFaultTests {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "lp-faults-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func scene(_ text: String) -> String { "#Preview {\n    Text(\"\(text)\")\n        .padding()\n}\n" }

    private func document(_ layout: [String: Any]) -> [String: Any] { layout["document"] as? [String: Any] ?? [:] }

    private func banner(_ layout: [String: Any]) -> String? { document(layout)["banner"] as? String }

    /// Clicks the banner button titled `title` (its centre is in the window's dump).
    private func click(_ title: String, in app: PlaygroundProcess, on display: VirtualDisplay) throws {
        let shown = try #require(app.layout { (self.document($0)["bannerButtons"] as? [String: Any])?[title] != nil }, "no '\(title)' button")
        let button = try #require((document(shown)["bannerButtons"] as? [String: Any])?[title] as? [String: Any])
        let x = Int(((button["x"] as? NSNumber)?.doubleValue ?? 0).rounded()), y = Int(((button["y"] as? NSNumber)?.doubleValue ?? 0).rounded())
        try display.run("xdotool", ["mousemove", "\(x)", "\(y)", "click", "1"])
    }

    /// Clicks into the source pane where the window's latest dump says it is, once the window
    /// has settled, and waits for the focus to arrive.
    private func focusSourcePane(_ app: PlaygroundProcess, on display: VirtualDisplay) throws -> (x: Int, y: Int) {
        usleep(700_000)
        let latest = try #require(app.layout { $0["sourcePane"] is [String: Any] })
        let pane = try #require(latest["sourcePane"] as? [String: Any])
        let x = Int((pane["x"] as? NSNumber)?.doubleValue ?? 0), y = Int((pane["y"] as? NSNumber)?.doubleValue ?? 0)
        try display.run("xdotool", ["mousemove", "\(x)", "\(y)", "click", "1"])
        usleep(400_000)
        return (x, y)
    }

    @Test("A crash's unsaved edits of file A are recovered as A while B is open, and saving writes A, never B")
    func recoveryGoesToItsOwnFile() throws {
        let display = try VirtualDisplay()
        let files = try folder()
        let a = files + "/a.swift", b = files + "/b.swift"
        try scene("A on disk").write(toFile: a, atomically: true, encoding: .utf8)
        try scene("B on disk").write(toFile: b, atomically: true, encoding: .utf8)
        let recovered = scene("A unsaved")
        let app = try PlaygroundProcess(scene: b, on: display) { state in
            // What the autosaver leaves when the window editing A is killed.
            let autosave = state + "/layout-playground/autosave"
            try FileManager.default.createDirectory(atPath: autosave, withIntermediateDirectories: true)
            let identifier = UUID().uuidString
            try recovered.write(toFile: autosave + "/\(identifier).swift", atomically: true, encoding: .utf8)
            let metadata = try JSONSerialization.data(withJSONObject: ["originalPath": a, "date": Date().timeIntervalSince1970 - 60])
            try metadata.write(to: URL(fileURLWithPath: autosave + "/\(identifier).json"))
        }
        let offered = try #require(app.layout { self.banner($0)?.contains("Unsaved changes to a.swift") == true },
                                   "no recovery offered; the banner: \(app.layout().flatMap { self.banner($0) } ?? "none")")
        #expect(document(offered)["path"] as? String == b)
        try click("Recover", in: app, on: display)
        let switched = try #require(app.layout { self.document($0)["path"] as? String == a }, "the recovery did not open as a.swift")
        #expect(document(switched)["modified"] as? Bool == true)
        #expect(PlaygroundProcess.types(switched)["0.0"] == "Text")
        try display.run("xdotool", ["key", "ctrl+s"])
        _ = app.layout { self.document($0)["modified"] as? Bool == false }
        #expect(try String(contentsOfFile: a, encoding: .utf8) == recovered)
        #expect(try String(contentsOfFile: b, encoding: .utf8) == scene("B on disk"))
    }

    @Test("Opening another file with unsaved changes asks first; a file changed or deleted on disk is offered as reload or keep")
    func outsideChanges() throws {
        let display = try VirtualDisplay()
        let files = try folder()
        let a = files + "/a.swift"
        try scene("original").write(toFile: a, atomically: true, encoding: .utf8)
        let app = try PlaygroundProcess(scene: a, on: display)
        // Unsaved typing first, so that reloading is a choice that loses something.
        _ = try focusSourcePane(app, on: display)
        try display.run("xdotool", ["key", "ctrl+End", "Return", "slash", "slash", "space", "m", "i", "n", "e"])
        _ = try #require(app.layout { self.document($0)["modified"] as? Bool == true }, "the typing did not change the document")
        // Opening another file (dropped on the window) asks before the typing goes; dismissed,
        // nothing changes.
        let other = files + "/other.swift"
        try scene("other").write(toFile: other, atomically: true, encoding: .utf8)
        try PlaygroundProcess.drop(other, on: display)
        let asked = try #require(app.layout { self.banner($0) == "a.swift has unsaved changes." }, "opening did not ask")
        let buttons = (document(asked)["bannerButtons"] as? [String: Any]) ?? [:]
        #expect(buttons["Save, Then Open other.swift"] != nil && buttons["Open other.swift Without Saving"] != nil)
        #expect(document(asked)["path"] as? String == a)
        try display.run("xdotool", ["key", "Escape"])
        // Another program replaces the file, as editors save (a new file renamed over it).
        try scene("theirs").write(toFile: a + ".new", atomically: false, encoding: .utf8)
        #expect(rename(a + ".new", a) == 0)
        _ = try #require(app.layout { self.banner($0) == "a.swift was changed by another program." }, "the change was not noticed")
        #expect(try String(contentsOfFile: a, encoding: .utf8) == scene("theirs"))
        try click("Reload", in: app, on: display)
        // Reloaded: their text, nothing unsaved.
        _ = try #require(app.layout { self.banner($0) == nil && self.document($0)["modified"] as? Bool == false }, "the reload did not take their text")
        // Deleted: the text stays, and saving does not silently recreate it.
        try FileManager.default.removeItem(atPath: a)
        _ = try #require(app.layout { self.banner($0)?.hasPrefix("a.swift was deleted by another program.") == true }, "the deletion was not noticed")
        #expect(!FileManager.default.fileExists(atPath: a))
        try click("Save Again", in: app, on: display)
        _ = app.layout { _ in FileManager.default.fileExists(atPath: a) }
        #expect(try String(contentsOfFile: a, encoding: .utf8) == scene("theirs"))
    }

    @Test("A read-only file is not saved over: the save offers Save As and the file stays as it was")
    func readOnlyFile() throws {
        let display = try VirtualDisplay()
        let files = try folder()
        let a = files + "/a.swift"
        try scene("read only").write(toFile: a, atomically: true, encoding: .utf8)
        #expect(chmod(a, 0o444) == 0)
        let app = try PlaygroundProcess(scene: a, on: display)
        _ = try focusSourcePane(app, on: display)
        try display.run("xdotool", ["key", "ctrl+End", "Return", "slash", "slash", "space", "n", "o", "t", "e"])
        _ = try #require(app.layout { self.document($0)["modified"] as? Bool == true }, "the typing did not change the document")
        try display.run("xdotool", ["key", "ctrl+s"])
        let refused = try #require(app.layout { self.banner($0)?.contains("read-only") == true }, "the save was not refused")
        #expect((document(refused)["bannerButtons"] as? [String: Any])?["Save As…"] != nil)
        #expect(try String(contentsOfFile: a, encoding: .utf8) == scene("read only"))
    }

    @Test("While hostile text typed into the source pane is read, the canvas keeps answering")
    func hostileTextKeepsTheWindowAnswering() throws {
        let display = try VirtualDisplay()
        let files = try folder()
        let a = files + "/a.swift"
        try scene("answering").write(toFile: a, atomically: true, encoding: .utf8)
        let app = try PlaygroundProcess(scene: a, on: display)
        let (x, y) = try focusSourcePane(app, on: display)
        // 30 '[' used to freeze the window for minutes; then a body that never ends.
        try display.run("xdotool", ["key", "ctrl+End", "Return"] + Array(repeating: "bracketleft", count: 30))
        usleep(1_000_000)
        try display.run("xdotool", ["key", "ctrl+a", "Delete"])
        try display.run("xdotool", ["type", "--delay", "5", "struct Spin: View {\nvar body: some View {\nvar i = 0\nwhile true { i += 1 }\nreturn Text(\"x\")\n}\n}\n#Preview { Spin() }\n"])
        // The pause before reading is 400 ms; meanwhile and after, the keyboard still steps the
        // text size and the window reports it.
        usleep(600_000)
        try display.run("xdotool", ["mousemove", "\(x)", "\(y - 200)", "click", "1", "key", "ctrl+plus"])
        _ = try #require(app.layout(within: 5) { ($0["dynamicTypeSize"] as? String) == "xLarge" }, "the window did not answer while the text was read")
        // The window is alive and its document holds the typed text (the last reading can run
        // to the scene's 10 s budget; on a loaded machine several do, one after another).
        let state = try #require(app.layout(within: 90) { self.document($0)["reading"] as? Bool == false && self.document($0)["modified"] as? Bool == true })
        #expect(document(state)["path"] as? String == a)
    }

    /// The process's CPU time so far, in seconds (user and system, from /proc).
    private func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test("A runaway scene typed into the window is cancelled when a good one replaces it: the good layout shows and the CPU is free again within a second")
    func runawayThenGoodScene() throws {
        let display = try VirtualDisplay()
        let files = try folder()
        let a = files + "/a.swift"
        try scene("first").write(toFile: a, atomically: true, encoding: .utf8)
        let app = try PlaygroundProcess(scene: a, on: display)
        _ = try focusSourcePane(app, on: display)
        // A view of two copies of itself per level, 30 levels: each body is small, the whole
        // would run for the scene's 10 s of budget (2^30 bodies) unless cancelled.
        try display.run("xdotool", ["key", "ctrl+a", "Delete"])
        try display.run("xdotool", ["type", "--delay", "3", "struct T: View {\nvar d = 0\nvar body: some View {\nif d < 30 { HStack { T(d: d + 1); T(d: d + 1) } } else { Text(\"x\") }\n}\n}\n#Preview { T() }\n"])
        usleep(1_500_000)
        try display.run("xdotool", ["key", "ctrl+a", "Delete"])
        try display.run("xdotool", ["type", "--delay", "3", "#Preview { Text(\"good\") }\n"])
        let started = Date()
        let good = try #require(app.layout(within: 20) { layout in
            // The good scene is one Text (the first was a padded Text, the runaway a VStack).
            let views = layout["views"] as? [[String: Any]] ?? []
            return views.count == 1 && views[0]["type"] as? String == "Text"
        }, "the good scene did not lay out")
        _ = good
        #expect(Date().timeIntervalSince(started) < 6, "the good scene took \(Date().timeIntervalSince(started)) s to lay out")
        let before = cpuSeconds(app.process.processIdentifier)
        usleep(1_000_000)
        let spent = cpuSeconds(app.process.processIdentifier) - before
        #expect(spent < 0.5, "the window spent \(spent) s of CPU in the second after the good layout: the runaway scene still runs")
    }
}
