import Foundation
import Testing

/// `snapshot`: every preview of an app drawn, the contact sheet, the report, a baseline
/// compared picture by picture, and one item's failure kept to itself (issue 39).
@Suite("snapshot: an app's previews for review and CI", .serialized)
struct SnapshotCommandTests {
    static let trailhead = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data/trailhead").standardized.path

    /// The sample app's five previews, as `list` places them, by picture name.
    static let previews = [
        "Components-StatTile--Stat-tile--iPhone-15--large--light": ("Stat tile", "Components/StatTile.swift"),
        "Components-TrailRow--Trail-row--iPhone-15--large--light": ("Trail row", "Components/TrailRow.swift"),
        "Screens-TrailDetailScreen--Detail--iPhone-15--large--light": ("Detail", "Screens/TrailDetailScreen.swift"),
        "Screens-TrailDetailScreen--Detail-accessibility-size--iPhone-15--large--light": ("Detail, accessibility size", "Screens/TrailDetailScreen.swift"),
        "Screens-TrailListScreen--Trail-list--iPhone-15--large--light": ("Trail list", "Screens/TrailListScreen.swift"),
    ]

    private func temporaryFolder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lp-snapshot-\(UUID().uuidString)-\(name)").path
    }

    /// A copy of the sample app in a temporary folder.
    private func copyOfTrailhead() throws -> String {
        let copy = temporaryFolder("trailhead")
        try FileManager.default.copyItem(atPath: Self.trailhead, toPath: copy)
        return copy
    }

    private func report(_ folder: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: folder + "/report.json"), "no report.json in \(folder)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func items(_ report: [String: Any]) -> [[String: Any]] {
        report["items"] as? [[String: Any]] ?? []
    }

    @Test("The sample app: a picture per preview named from file, preview and environment; the report with file:line and status; the sheet has a card each and no URL outside the folder")
    func sampleApp() throws {
        let out = temporaryFolder("out")
        let run = try CommandRunner.run(["snapshot", Self.trailhead, "-o", out], timeout: 600)
        #expect(run.status == 0, "\(run.standardError)")
        let report = try report(out)
        let listed = items(report)
        #expect(Set(listed.compactMap { $0["name"] as? String }) == Set(Self.previews.keys))
        for item in listed {
            let name = try #require(item["name"] as? String)
            let (title, file) = try #require(Self.previews[name])
            #expect(item["title"] as? String == title)
            #expect((item["file"] as? String)?.hasSuffix("/" + file) == true)
            #expect(item["status"] as? String == "ok", "\(name): \(item["error"] ?? "")")
            #expect(item["picture"] as? String == name + ".png")
            // A picture of the size the item reports, at 2 pixels a point (PNG's header).
            let png = try #require(FileManager.default.contents(atPath: out + "/" + name + ".png"))
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            let points = try #require(item["width"] as? Double)
            #expect(width == Int((points * 2).rounded(.up)) && height > 0, "\(name): \(width)x\(height) px for \(points) points")
        }
        // `list` places the trail row at line 41; the device previews fill the iPhone's screen,
        // the size-that-fits ones are smaller.
        let row = try #require(listed.first { $0["title"] as? String == "Trail row" })
        #expect(row["line"] as? Int == 41)
        #expect((row["width"] as? Double ?? 393) < 393)
        let list = try #require(listed.first { $0["title"] as? String == "Trail list" })
        #expect(list["width"] as? Double == 393 && list["height"] as? Double == 852)
        let files = Set(report["files"] as? [String] ?? [])
        #expect(files == Set(Self.previews.keys.map { $0 + ".png" } + ["index.html", "report.json"]))
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<article class=\"card").count - 1 == 5)
        #expect(html.contains("Components/TrailRow.swift:41"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"), "the sheet names a URL")
        for source in html.components(separatedBy: "src=\"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
            #expect(FileManager.default.fileExists(atPath: out + "/" + (source.removingPercentEncoding ?? source)), "\(source) is not in the folder")
        }
    }

    @Test("Opened in Chromium with no network, the sheet shows every card with its picture")
    func sheetInChromium() throws {
        let out = temporaryFolder("sheet")
        let run = try CommandRunner.run(["snapshot", Self.trailhead, "-o", out, "--dark"], timeout: 600)
        #expect(run.status == 0, "\(run.standardError)")
        let dom = try HeadlessChromium.dom(URL(fileURLWithPath: out + "/index.html").absoluteString)
        let cards = dom.components(separatedBy: "<article ").dropFirst()
        #expect(cards.count == 10, "light and dark for each of the 5 previews")
        for card in cards {
            #expect(card.contains("data-shown=\"yes\""), "a card's picture did not show: \(card.prefix(300))")
        }
    }

    @Test("Against a baseline: one padding changed in one file, exit 1 and exactly the pictures that draw it differ, each with a difference picture")
    func baselineFindsTheChange() throws {
        let app = try copyOfTrailhead()
        let before = temporaryFolder("before"), after = temporaryFolder("after")
        let first = try CommandRunner.run(["snapshot", app, "-o", before, "--jobs", "2"], timeout: 600)
        #expect(first.status == 0, "\(first.standardError)")
        // The same app again: nothing differs, exit 0.
        let same = try CommandRunner.run(["snapshot", app, "-o", after, "--baseline", before], timeout: 600)
        #expect(same.status == 0, "\(same.standardOutput)\(same.standardError)")
        #expect(items(try report(after)).allSatisfy { ($0["comparison"] as? [String: Any])?["status"] as? String == "same" })
        // StatTile's vertical padding: the stat tile's own preview and the two detail screens
        // that show three tiles each draw it; the trail row and the list do not.
        let file = app + "/Components/StatTile.swift"
        let source = try String(contentsOfFile: file, encoding: .utf8)
        #expect(source.contains(".padding(.vertical, Spacing.m)"))
        try source.replacingOccurrences(of: ".padding(.vertical, Spacing.m)", with: ".padding(.vertical, 30)").write(toFile: file, atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run(["snapshot", app, "-o", after, "--baseline", before], timeout: 600)
        #expect(changed.status == 1, "\(changed.standardOutput)\(changed.standardError)")
        let compared = items(try report(after))
        let differing = Set(compared.filter { ($0["comparison"] as? [String: Any])?["status"] as? String == "differs" }.compactMap { $0["title"] as? String })
        #expect(differing == ["Stat tile", "Detail", "Detail, accessibility size"])
        for item in compared where differing.contains(item["title"] as? String ?? "") {
            let comparison = try #require(item["comparison"] as? [String: Any])
            let difference = try #require(comparison["difference"] as? String)
            let baseline = try #require(comparison["baselinePicture"] as? String)
            #expect(FileManager.default.fileExists(atPath: after + "/" + difference))
            #expect(FileManager.default.contents(atPath: after + "/" + baseline) == FileManager.default.contents(atPath: before + "/" + (item["picture"] as? String ?? "")))
        }
        // The sheet lists the differing ones first, each showing before, now and the difference.
        let html = try String(contentsOfFile: after + "/index.html", encoding: .utf8)
        let order = html.components(separatedBy: "<article ").dropFirst().map { $0.prefix { $0 != ">" }.contains("differs") }
        #expect(order == [true, true, true, false, false])
        #expect(html.components(separatedBy: "<figcaption>Difference</figcaption>").count - 1 == 3)
    }

    @Test("An item that fails is listed first with its error; the others are drawn; exit 0 without a baseline, 1 when it laid out in the baseline")
    func failedItemsFirst() throws {
        let app = temporaryFolder("broken")
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        let good = "import SwiftUI\n\nstruct Card: View {\n    var body: some View { Text(\"Hello\").padding() }\n}\n\n#Preview(\"Good\") { Card() }\n"
        try good.write(toFile: app + "/Card.swift", atomically: true, encoding: .utf8)
        try "import SwiftUI\n\n#Preview(\"Later\") {\n    Text(\"Fine\")\n}\n".write(toFile: app + "/Later.swift", atomically: true, encoding: .utf8)
        let before = temporaryFolder("before"), after = temporaryFolder("after")
        let first = try CommandRunner.run(["snapshot", app, "-o", before], timeout: 300)
        #expect(first.status == 0, "\(first.standardError)")
        // The preview's own code now never ends: its item fails, the other is drawn. (A view
        // statement that traps is drawn as an error placeholder, status "errors"; a loop that
        // spends the budget leaves nothing to draw.)
        try good.replacingOccurrences(of: "#Preview(\"Good\") { Card() }", with: "#Preview(\"Good\") {\n    var spins = 0\n    while true { spins += 1 }\n    Card()\n}")
            .write(toFile: app + "/Card.swift", atomically: true, encoding: .utf8)
        let alone = try CommandRunner.run(["snapshot", app, "-o", after], timeout: 300)
        #expect(alone.status == 0, "without a baseline a failed item still ends with 0: \(alone.standardError)")
        let listed = items(try report(after))
        let failed = try #require(listed.first { $0["title"] as? String == "Good" })
        #expect(failed["status"] as? String == "failed")
        #expect((failed["error"] as? String)?.contains("ran longer than") == true, "\(failed["error"] ?? "")")
        #expect(failed["picture"] == nil || failed["picture"] is NSNull)
        #expect(listed.first { $0["title"] as? String == "Later" }?["status"] as? String == "ok")
        #expect(!FileManager.default.fileExists(atPath: after + "/Card--Good--iPhone-15--large--light.png"))
        let html = try String(contentsOfFile: after + "/index.html", encoding: .utf8)
        let cards = html.components(separatedBy: "<article ").dropFirst()
        #expect(cards.first?.contains("data-status=\"failed\"") == true && cards.first?.contains("ran longer than") == true)
        let compared = try CommandRunner.run(["snapshot", app, "-o", after, "--baseline", before], timeout: 300)
        #expect(compared.status == 1, "it laid out in the baseline: \(compared.standardOutput)")
        #expect(items(try report(after)).first { $0["title"] as? String == "Good" }?["failsNow"] as? Bool == true)
    }

    @Test("A worker that crashes, or one that runs past the item's time, fails that item only; a fresh worker draws the rest")
    func workerFaults() throws {
        let out = temporaryFolder("faults")
        let crash = try CommandRunner.run(["snapshot", Self.trailhead, "-o", out, "--jobs", "2", "--test-fault", "crash:Trail-row"], timeout: 600)
        #expect(crash.status == 0, "\(crash.standardError)")
        var listed = items(try report(out))
        #expect(listed.filter { $0["status"] as? String == "failed" }.compactMap { $0["title"] as? String } == ["Trail row"])
        #expect((listed.first { $0["title"] as? String == "Trail row" }?["error"] as? String)?.contains("stopped") == true)
        #expect(listed.filter { $0["status"] as? String == "ok" }.count == 4)
        let hang = try CommandRunner.run(["snapshot", Self.trailhead, "-o", out, "--test-fault", "hang:Stat-tile", "--item-limit", "20"], timeout: 600)
        #expect(hang.status == 0, "\(hang.standardError)")
        listed = items(try report(out))
        #expect(listed.filter { $0["status"] as? String == "failed" }.compactMap { $0["title"] as? String } == ["Stat tile"])
        #expect((listed.first { $0["title"] as? String == "Stat tile" }?["error"] as? String)?.contains("longer than 20 s") == true)
        #expect(listed.filter { $0["status"] as? String == "ok" }.count == 4)
    }

    @Test("Into a folder that has other files: snapshot replaces only what its last run wrote and leaves the rest")
    func replacesOnlyItsOwnFiles() throws {
        let out = temporaryFolder("shared")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "mine".write(toFile: out + "/notes.txt", atomically: true, encoding: .utf8)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: out + "/logo.png"))
        let dark = try CommandRunner.run(["snapshot", Self.trailhead, "-o", out, "--dark", "--jobs", "2"], timeout: 600)
        #expect(dark.status == 0, "\(dark.standardError)")
        let darkPicture = out + "/Components-TrailRow--Trail-row--iPhone-15--large--dark.png"
        #expect(FileManager.default.fileExists(atPath: darkPicture))
        let light = try CommandRunner.run(["snapshot", Self.trailhead, "-o", out], timeout: 600)
        #expect(light.status == 0, "\(light.standardError)")
        #expect(!FileManager.default.fileExists(atPath: darkPicture), "the last run's dark pictures are its own: removed")
        #expect(try String(contentsOfFile: out + "/notes.txt", encoding: .utf8) == "mine")
        #expect(FileManager.default.contents(atPath: out + "/logo.png") == Data([1, 2, 3]))
        let left = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") && $0 != "logo.png" }
        #expect(left.count == 5, "\(left)")
    }

    @Test("Bad arguments end with status 2 and say why")
    func badArguments() throws {
        let out = temporaryFolder("bad")
        let file = temporaryFolder("file")
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        for (arguments, words) in [
            (["--jobs", "0"], "--jobs"),
            (["--tolerance", "2"], "--tolerance"),
            (["--device", "Nokia 3310"], "unknown device"),
            (["--dynamic-type", "huge"], "dynamic-type"),
            (["--baseline", out + "-missing"], "not a folder"),
            (["--baseline", Self.trailhead], "no report.json"),
        ] {
            let run = try CommandRunner.run(["snapshot", Self.trailhead, "-o", out] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.standardError)")
            #expect(run.standardError.contains(words), "\(arguments): \(run.standardError)")
        }
        let intoFile = try CommandRunner.run(["snapshot", Self.trailhead, "-o", file])
        #expect(intoFile.status == 2 && intoFile.standardError.contains("is a file"), "\(intoFile.standardError)")
        let missing = try CommandRunner.run(["snapshot", Self.trailhead])
        #expect(missing.status == 2, "\(missing.standardError)")
    }
}
