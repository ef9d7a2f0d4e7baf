import Foundation
import Testing

/// The exported web page in a real browser (Debian's Chromium, headless, the network cut off):
/// at a URL fragment its `data-frame` attributes are the frames `layout` prints at that
/// proposal; a synthetic input event on the slider lays it out again (issue 34).
@Suite("The web page in Chromium", .serialized)
struct WebPageBrowserTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data").standardizedFileURL

    /// The page's DOM after its scripts ran, in Chromium with no network.
    private func dom(_ url: String) throws -> String {
        try HeadlessChromium.dom(url)
    }

    /// `data-path` to `data-frame` of every view element.
    private func frames(_ dom: String) -> [String: [Double]] {
        let pattern = try! NSRegularExpression(pattern: #"data-path="([^"]+)"[^>]*?data-frame="([^"]+)""#)
        var found: [String: [Double]] = [:]
        for match in pattern.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)) {
            guard let path = Range(match.range(at: 1), in: dom), let frame = Range(match.range(at: 2), in: dom) else { continue }
            found[String(dom[path])] = dom[frame].split(separator: " ").compactMap { Double($0) }
        }
        return found
    }

    /// The frames `layout` prints for `scene` with `arguments`.
    private func layoutFrames(_ scene: String, _ arguments: [String]) throws -> [String: [Double]] {
        let output = try CommandRunner.run(["layout", scene] + arguments)
        let views = (try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])?["views"] as? [[String: Any]] ?? []
        var found: [String: [Double]] = [:]
        for view in views {
            guard let path = view["path"] as? String, let frame = view["frame"] as? [String: Any] else { continue }
            found[path] = ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? .nan }
        }
        return found
    }

    private func export(_ name: String, _ arguments: [String] = []) throws -> String {
        let page = NSTemporaryDirectory() + "lp-page-\(UUID().uuidString)-\(name).html"
        let output = try CommandRunner.run(["export", Self.data.appendingPathComponent(name).path, "--html", page] + arguments, timeout: 300)
        #expect(output.status == 0, "\(output.standardError)")
        return page
    }

    /// The height the page lays out at (its data's `height`).
    private func height(_ page: String) throws -> String {
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let match = try #require(html.range(of: #""height": [0-9.]+"#, options: .regularExpression))
        return String(html[match].split(separator: " ").last!)
    }

    private func expectSame(_ page: [String: [Double]], _ engine: [String: [Double]], _ what: String) {
        #expect(page.count == engine.count && engine.count > 5, "\(what): \(page.count) views on the page, \(engine.count) from layout")
        for (path, frame) in engine {
            guard let shown = page[path] else { Issue.record("\(what): no \(path) on the page"); continue }
            #expect(zip(shown, frame).allSatisfy { abs($0 - $1) <= 0.5 } && shown.count == 4, "\(what) \(path): page \(shown), layout \(frame)")
        }
    }

    @Test("Country rows: #width=250 shows layout's frames at 250 x 852; at 390 and accessibility1 the rows are vertical; no network is needed")
    func countryRows() throws {
        let page = try export("country-rows.swift")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        // Self-contained: nothing fetched (the SVG namespace is a name, not a request).
        #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("@import") && !html.contains("url(http"))
        #expect(html.utf8.count < 1_000_000, "\(html.utf8.count) bytes")
        let scene = Self.data.appendingPathComponent("country-rows.swift").path
        let tall = try height(page)
        expectSame(frames(try dom("file://\(page)#width=250")), try layoutFrames(scene, ["--proposal", "250x\(tall)"]), "width 250")
        let vertical = frames(try dom("file://\(page)#width=390&dynamicType=accessibility1"))
        expectSame(vertical, try layoutFrames(scene, ["--proposal", "390x\(tall)", "--dynamic-type", "accessibility1"]), "accessibility1")
        // A height the scene depends on (its scroll view takes what it is offered): the height
        // slider's stop at 400, at the screen's width.
        let short = try dom("file://\(page)#height=400")
        expectSame(frames(short), try layoutFrames(scene, ["--proposal", "393x400"]), "height 400")
        // What the scroll view was proposed there (the hover label's numbers): layout's 361×368.
        #expect(short.contains("data-path=\"0.0.0.0\" data-type=\"ScrollView\" data-frame=\"16 16 361 368\" data-proposal=\"361 368\""))
        // The first row's label above its value: its two texts, by the type layout gives them.
        let engine = try CommandRunner.run(["layout", scene, "--proposal", "390x\(tall)", "--dynamic-type", "accessibility1"])
        let views = (try JSONSerialization.jsonObject(with: Data(engine.standardOutput.utf8)) as? [String: Any])?["views"] as? [[String: Any]] ?? []
        let textPaths = views.filter { ($0["type"] as? String) == "Text" && ($0["path"] as? String ?? "").hasPrefix("0.0.0.0.0.0.") }.compactMap { $0["path"] as? String }
        let texts = textPaths.compactMap { vertical[$0] }.sorted { $0[1] < $1[1] }
        #expect(texts.count == 2 && texts[0][1] + texts[0][3] <= texts[1][1] + 0.5, "\(texts)")
    }

    @Test("A synthetic input event on the slider lays the page out at the new width")
    func sliderInput() throws {
        // A narrow range: the scene sets its own state, so it is read again at every width.
        let page = try export("equal-width-buttons.swift", ["--widths", "280...320"])
        var html = try String(contentsOfFile: page, encoding: .utf8)
        // After the page's own script: move the slider to 300 as a person would, by an input event.
        let probe = """
            <script>
            var slider = document.querySelector("input[type=range]");
            slider.value = 300; slider.dispatchEvent(new Event("input", { bubbles: true }));
            document.body.setAttribute("data-moved", slider.value);
            </script>
            """
        html = html.replacingOccurrences(of: "</body>", with: probe + "\n</body>")
        let moved = page.replacingOccurrences(of: ".html", with: "-moved.html")
        try html.write(toFile: moved, atomically: true, encoding: .utf8)
        let dom = try dom("file://\(moved)")
        #expect(dom.contains("data-moved=\"300\""))
        let scene = Self.data.appendingPathComponent("equal-width-buttons.swift").path
        expectSame(frames(dom), try layoutFrames(scene, ["--proposal", "300x\(try height(page))"]), "slider at 300")
    }

    @Test("The onboarding callout flips sides as the width changes or the anchor moves, as layout does with the anchor written there")
    func calloutFlips() throws {
        let page = try export("onboarding-callout.swift")
        let scene = Self.data.appendingPathComponent("onboarding-callout.swift").path
        let tall = try height(page)
        for width in [200, 393] {
            expectSame(frames(try dom("file://\(page)#width=\(width)")), try layoutFrames(scene, ["--proposal", "\(width)x\(tall)"]), "callout at \(width)")
        }
        // The anchor dragged to (80, 120) on the page (the 40-point grid's point there): the
        // scene with that point written in its declaration lays out the same.
        let moved = try dom("file://\(page)#width=393&anchor=80,120")
        #expect(moved.contains("data-anchor=\"80 120\""))
        let source = try String(contentsOfFile: scene, encoding: .utf8)
        let edited = NSTemporaryDirectory() + "lp-callout-\(UUID().uuidString).swift"
        try source.replacingOccurrences(of: "CGPoint(x: 300, y: 180)", with: "CGPoint(x: 80, y: 120)").write(toFile: edited, atomically: true, encoding: .utf8)
        let engine = try layoutFrames(edited, ["--proposal", "393x\(tall)"])
        expectSame(frames(moved), engine, "anchor at 80, 120")
        // There the callout is to the right of its point; at (300, 180) it flipped to the left.
        let label = frames(moved).first { $0.key.hasSuffix(".0") && $0.value[2] > 150 && $0.value[1] > 90 && $0.value[1] < 110 }
        #expect(label.map { $0.value[0] >= 80 } == true, "\(String(describing: label))")
    }

    @Test("--embed writes a fragment without <html>, with its own ids, that two can share a page")
    func embed() throws {
        let first = try export("country-rows.swift", ["--embed", "--widths", "300...320"])
        let second = try export("onboarding-callout.swift", ["--embed", "--widths", "300...320"])
        let a = try String(contentsOfFile: first, encoding: .utf8), b = try String(contentsOfFile: second, encoding: .utf8)
        #expect(!a.contains("<html") && a.hasPrefix("<div"))
        let page = NSTemporaryDirectory() + "lp-two-\(UUID().uuidString).html"
        try "<!DOCTYPE html><html><body><p>An article.</p>\n\(a)\n<p>And another.</p>\n\(b)\n</body></html>".write(toFile: page, atomically: true, encoding: .utf8)
        let shown = try dom("file://\(page)")
        // Both scenes drew: the rows' texts and the callout's label each have their frames.
        #expect(shown.contains("data-type=\"Text(&quot;Capital&quot;)\"") && shown.contains("data-type=\"OnboardingCalloutLabel\""))
        #expect(shown.components(separatedBy: "data-frame=").count > 30)
    }
}
