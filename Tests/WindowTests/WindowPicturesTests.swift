import Foundation
import Testing

/// The window's pictures (issues 33 and 34): the device's screen drawn over the canvas and in
/// exports, a real screenshot dropped on the canvas and compared with the scene, and the scene
/// exported as a web page. Driven as a person drives the window (keys, clicks, a drop from
/// another program, the save dialog), with the test hook (`DUMP.commands`) for the menu items
/// that have no key.
@Suite("The window's device chrome, screenshot and web page", .serialized)
struct WindowPicturesTests {
    private func temporaryFolder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-\(name)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A card whose blue box has `padding` around it: with 16 and 28, two scenes one padding apart.
    private func card(padding: Int) -> String {
        """
        import SwiftUI

        struct Card: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Weekly summary")
                        .font(.title2.bold())
                    Text("You walked 42 km this week, 6 more than last week.")
                        .foregroundStyle(.secondary)
                    Color.blue
                        .frame(height: 120)
                        .padding(\(padding))
                }
                .padding()
            }
        }

        #Preview {
            Card()
        }

        """
    }

    /// Runs the command line (`layout-playground ARGUMENTS`) and returns what it printed.
    @discardableResult
    private func command(_ arguments: [String]) throws -> String {
        try PlaygroundProcess.command(arguments)
    }

    /// Hands the window test-hook commands (a temporary file renamed, read within 250 ms).
    private func send(_ app: PlaygroundProcess, _ lines: String...) throws {
        let temporary = app.dumpPath + ".commands.tmp"
        try lines.joined(separator: "\n").write(toFile: temporary, atomically: true, encoding: .utf8)
        _ = rename(temporary, app.dumpPath + ".commands")
    }

    private static func window(_ layout: [String: Any]) -> [String: Any] { layout["window"] as? [String: Any] ?? [:] }

    private static func screenshot(_ layout: [String: Any]) -> [String: Any]? { window(layout)["screenshot"] as? [String: Any] }

    private static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// A pixel of a picture file with its alpha: red, green, blue, alpha, 0...255.
    private func pixel(_ path: String, x: Int, y: Int, on display: VirtualDisplay) throws -> [Int] {
        let format = ["r", "g", "b", "a"].map { "%[fx:int(255*p{\(x),\(y)}.\($0))]" }.joined(separator: ",")
        let output = try display.run("convert", [path, "-format", format, "info:"])
        let values = output.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard values.count == 4 else { throw VirtualDisplay.Failure("no pixel at \(x),\(y) of \(path): \(output)") }
        return values
    }

    /// Types `path` into an open save dialog's name field and accepts it.
    private func answerSaveDialog(_ app: PlaygroundProcess, _ display: VirtualDisplay, with path: String) throws {
        _ = try #require(app.layout(within: 45) { (Self.window($0)["alive"] as? [String: Any])?["FileChooser"] as? Int == 1 }, "no save dialog opened")
        usleep(1_000_000)
        try display.run("xdotool", ["key", "ctrl+a"])
        try display.run("xdotool", ["type", "--delay", "20", path])
        usleep(300_000)
        try display.run("xdotool", ["key", "Return"])
    }

    @Test("Device Chrome (off by default) draws the status bar, the Dynamic Island and the rounded corners over the canvas on a device preset; Ctrl+E exports the screen as the device shows it")
    func deviceChrome() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "system-settings-form.swift", arguments: ["--device", "iPhone 15"], on: display)
        let first = try #require(app.layout { $0["handles"] != nil && Self.window($0)["deviceChrome"] != nil })
        #expect(Self.window(first)["deviceChrome"] as? Bool == false, "the chrome is on before it was asked for")
        usleep(800_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let zoom = (area.maxX - area.minX) / 393
        // The island's middle (196.5, 29.5 points) and just inside the top-left corner.
        let island = (x: Int(area.minX + 196.5 * zoom), y: Int(area.minY + 29.5 * zoom))
        let corner = (x: Int(area.minX + 3), y: Int(area.minY + 3))
        let bare = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-bare.png"
        try display.screenshot(to: bare)
        #expect(try display.pixel(bare, x: island.x, y: island.y).red > 150, "something dark where the island goes before the chrome is on")

        try send(app, "action toggle-device-chrome")
        _ = try #require(app.layout { Self.window($0)["deviceChrome"] as? Bool == true }, "the chrome did not come on")
        usleep(600_000)
        let chromed = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-chrome.png"
        try display.screenshot(to: chromed)
        let black = try display.pixel(chromed, x: island.x, y: island.y)
        #expect(black.red < 40 && black.green < 40 && black.blue < 40, "the island is not drawn: \(black)")
        // Outside the display's rounded corner: the canvas's grey, not the screen's background.
        let outside = try display.pixel(chromed, x: corner.x, y: corner.y)
        #expect(outside.red > 225 && outside.red < 242 && abs(outside.red - outside.blue) < 6, "the corner is not masked: \(outside)")
        // The status bar's time, left of the island, in the label colour.
        let time = try display.darkest(chromed, x: Int(area.minX + 30 * zoom), y: Int(area.minY + 20 * zoom), width: Int(40 * zoom), height: Int(18 * zoom))
        #expect(time < 90, "no time in the status bar (darkest \(time))")

        // Ctrl+E: the picture shows the device's screen (on for device presets by default).
        let folder = try temporaryFolder("export")
        try display.run("xdotool", ["mousemove", "\(Int(area.maxX + 60))", "\(Int(area.minY + 40))", "click", "1"])
        try display.run("xdotool", ["key", "ctrl+e"])
        try answerSaveDialog(app, display, with: folder + "/settings.png")
        let exported = folder + "/settings.png"
        _ = try #require(app.layout { Self.window($0)["toast"] as? String == "Exported settings.png" }, "the picture was not exported")
        let size = try display.run("identify", ["-format", "%w %h", exported]).split(separator: " ").compactMap { Int($0) }
        let scale = Double(try #require(size.first)) / 393
        #expect([1.0, 2, 3].contains(scale) && size.last == Int(852 * scale), "exported \(size)")
        #expect(try pixel(exported, x: 1, y: 1, on: display)[3] == 0, "the corner outside the display is not transparent")
        let exportedIsland = try pixel(exported, x: Int(196.5 * scale), y: Int(29.5 * scale), on: display)
        #expect(exportedIsland[0] < 30 && exportedIsland[3] == 255, "no island in the exported picture: \(exportedIsland)")
    }

    @Test("With the last export's Device choice 'The bare screen' (kept in export.json), Ctrl+E on a device preset writes the bare screen at the last export's scale")
    func exportWithoutChrome() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: "system-settings-form.swift", arguments: ["--device", "iPhone 15"], on: display) { state in
            try FileManager.default.createDirectory(atPath: state + "/layout-playground", withIntermediateDirectories: true)
            try "{\"scale\": 1, \"withOverlays\": false, \"format\": \"png\", \"withDeviceChrome\": false}\n"
                .write(toFile: state + "/layout-playground/export.json", atomically: true, encoding: .utf8)
        }
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        // Where the area is once the window has settled (its first report may precede the fit).
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let folder = try temporaryFolder("bare")
        try display.run("xdotool", ["mousemove", "\(Int(area.maxX + 60))", "\(Int(area.minY + 40))", "click", "1"])
        try display.run("xdotool", ["key", "ctrl+e"])
        try answerSaveDialog(app, display, with: folder + "/bare.png")
        _ = try #require(app.layout { Self.window($0)["toast"] as? String == "Exported bare.png" }, "the picture was not exported")
        let exported = folder + "/bare.png"
        // The dialog offered the saved choices (GTK 4.8 ignores set_choice: they are listed first).
        let size = try display.run("identify", ["-format", "%w %h", exported])
        #expect(size == "393 852", "not at the last export's scale: \(size)")
        #expect(try pixel(exported, x: 1, y: 1, on: display)[3] == 255, "the corner is transparent: the chrome was drawn")
        #expect(try pixel(exported, x: 196, y: 29, on: display)[0] > 150, "an island was drawn on the bare screen")
    }

    @Test("A screenshot dropped on the canvas shows over the scene at the device's scale; the opacity slider and Difference work, the differing fraction and regions are what 'compare' finds; Remove Screenshot takes it away")
    func screenshotComparison() throws {
        let folder = try temporaryFolder("screenshot")
        let scene = folder + "/Card.swift", other = folder + "/CardShot.swift", shot = folder + "/shot.png"
        try card(padding: 16).write(toFile: scene, atomically: true, encoding: .utf8)
        try card(padding: 28).write(toFile: other, atomically: true, encoding: .utf8)
        try command(["render", other, "--device", "iPhone 15", "--scale", "3", "-o", shot])
        #expect(FileManager.default.fileExists(atPath: shot), "render wrote no screenshot")
        let compared = try command(["compare", scene, "--device", "iPhone 15", "--screenshot", shot])
        let expectedDiffering = try #require(compared.split(separator: " ").first.flatMap { Int($0) }, "compare printed: \(compared)")

        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, arguments: ["--device", "iPhone 15"], on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        try PlaygroundProcess.drop(shot, on: display)
        let shown = try #require(app.layout { Self.screenshot($0) != nil }, "the dropped screenshot is not shown")
        let reference = try #require(Self.screenshot(shown))
        #expect(Self.number(reference["scale"]) == 3)
        #expect(Self.number(reference["opacity"]) == 0.5)
        #expect(reference["difference"] as? Bool == false)
        #expect(PlaygroundProcess.types(shown)["0"] != nil && Self.window(shown)["toast"] as? String == nil, "the drop opened something instead")

        // A click a quarter along the opacity slider moves it there (where the bar is once it
        // has been laid out: its first report may precede its allocation under load).
        usleep(800_000)
        let latest = try #require(app.layout())
        let settled = try #require(Self.screenshot(latest))
        let slider = try #require(PlaygroundProcess.rect(settled["opacitySlider"]))
        try display.run("xdotool", ["mousemove", "\(Int(slider.minX + (slider.maxX - slider.minX) * 0.25))", "\(Int((slider.minY + slider.maxY) / 2))", "click", "1"])
        let faded = try #require(app.layout(within: 40) { Self.number(Self.screenshot($0)?["opacity"]).map { $0 < 0.45 } ?? false }, "the opacity did not change")
        let opacity = try #require(Self.number(Self.screenshot(faded)?["opacity"]))
        #expect(opacity > 0.05 && opacity < 0.45)

        // Difference: the scene drawn at 3x compared with the screenshot, as `compare` does.
        let button = try #require(PlaygroundProcess.rect(settled["differenceButton"]))
        try display.run("xdotool", ["mousemove", "\(Int((button.minX + button.maxX) / 2))", "\(Int((button.minY + button.maxY) / 2))", "click", "1"])
        let difference = try #require(app.layout(within: 60) { Self.screenshot($0)?["differenceShown"] as? Bool == true }, "no difference picture")
        let found = try #require(Self.screenshot(difference))
        #expect(found["difference"] as? Bool == true)
        #expect(Self.number(found["differing"]) == Double(expectedDiffering), "the window finds \(found["differing"] ?? "nothing"), compare \(expectedDiffering)")
        let fraction = try #require(Self.number(found["fraction"]))
        #expect(fraction > 0.005 && fraction < 0.1, "fraction \(fraction)")
        let regions = try #require(found["regions"] as? [[String: Any]])
        #expect(!regions.isEmpty)
        // The blue box moved 12 points in from each side: the largest regions are its edges.
        let first = try #require(regions.first)
        let largest = ["x", "y", "width", "height"].compactMap { Self.number(first[$0]) }
        try #require(largest.count == 4)
        #expect(largest[1] > 380 && largest[1] + largest[3] < 600, "the largest region \(largest) is not at the blue box")
        // On screen: magenta where the box's edge moved.
        usleep(500_000)
        let drawn = try #require(app.layout())
        let area = try #require(PlaygroundProcess.area(drawn))
        let zoom = (area.maxX - area.minX) / 393
        let picture = NSTemporaryDirectory() + "lp-\(UUID().uuidString)-difference.png"
        try display.screenshot(to: picture)
        let mark = try display.pixel(picture, x: Int(area.minX + (largest[0] + largest[2] / 2) * zoom), y: Int(area.minY + (largest[1] + largest[3] / 2) * zoom))
        #expect(mark.red > 200 && mark.green < 80 && mark.blue > 200, "no magenta at the largest region: \(mark)")

        try send(app, "action remove-screenshot")
        let removed = try #require(app.layout { Self.window($0)["screenshot"] is NSNull }, "the screenshot is still shown")
        #expect(Self.window(removed)["screenshot"] is NSNull)
    }

    @Test("Export Web Page… writes through the save dialog, off the main thread, the page 'export --html' writes (the anchor's grid too), with data-frame attributes in a browser, and says where")
    func exportWebPage() throws {
        let folder = try temporaryFolder("page")
        // A scene with an AnchoredPosition: the page holds its anchor's grid of layouts.
        let scene = PlaygroundProcess.data.appendingPathComponent("onboarding-callout.swift").path
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: scene, arguments: ["--device", "iPhone 15"], on: display)
        _ = try #require(app.layout { $0["handles"] != nil })
        usleep(800_000)
        try send(app, "action export-web-page")
        // Typed without its extension: the page is callout-page.html.
        try answerSaveDialog(app, display, with: folder + "/callout-page")
        let page = folder + "/callout-page.html"
        // The window stays live while the page is written: it says so after a moment, and
        // keeps writing its state meanwhile.
        _ = try #require(app.layout(within: 30) { layout in
            (Self.window(layout)["webPage"] as? [String: Any])?["running"] as? Int == 1 && Self.window(layout)["toast"] as? String == "Writing callout-page.html…"
        }, "no sign of the page being written while the window runs")
        let written = try #require(app.layout(within: 180) { (Self.window($0)["webPage"] as? [String: Any])?["written"] as? String == page },
                                   "the page was not written")
        let toast = try #require(Self.window(written)["toast"] as? String)
        #expect(toast.contains("callout-page.html") && toast.contains(folder), "the toast does not say where: \(toast)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("data-frame") && html.contains("\"anchor\": {\"width\""))
        // The command line's page of the same scene and screen, but for Cairo's surface
        // numbers in the drawings' ids.
        let commandPage = folder + "/command.html"
        try command(["export", scene, "--device", "iPhone 15", "--html", commandPage])
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: #"surface[0-9]+"#, with: "surface", options: .regularExpression)
        }
        let expected = try String(contentsOfFile: commandPage, encoding: .utf8)
        #expect(normalized(html) == normalized(expected), "the window's page differs from export --html's (\(html.utf8.count) and \(expected.utf8.count) bytes)")
        // In a browser the views' elements carry their frames.
        let chromium = try #require(["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                    "Chromium is not installed (Scripts/install-dependencies.sh installs it)")
        let profile = try temporaryFolder("chromium")
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium)
        browser.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile, "--virtual-time-budget=3000",
                             "--dump-dom", "file://" + page + "#width=250"]
        let output = Pipe()
        browser.standardOutput = output
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        let frames = dom.components(separatedBy: "data-frame=\"").count - 1
        #expect(frames >= 4, "\(frames) data-frame attributes in the page's DOM")
    }
}
