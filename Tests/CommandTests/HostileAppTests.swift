import Foundation
import Testing

/// The whole app as the attacker (issue 42, class 6): a folder whose files each attack (the
/// class 1 and 2 scenes of `Hostile/`: shared trees compared, hashed and described, a path
/// appending itself, a billion-element join, sample arguments of a view without a preview that
/// would be gigabytes), beside one ordinary file. The folder is one program: it still loads,
/// `list` names every item, `layout --view` lays out the ordinary view, and `snapshot` reports
/// each attacking item in the sheet and report.json (failed, with its error at its file and
/// line, or drawn) while the ordinary one is drawn.
@Suite("A folder of hostile files", .serialized)
struct HostileAppTests {
    static let attackers = [
        "96-set-equality-large.swift", "97-shared-tree-equality.swift", "98-shared-array-hash.swift", "99-shared-interpolation.swift",
        "100-dictionary-removal.swift", "101-error-message-describes.swift", "102-preference-shared-value.swift", "103-long-string-count-loop.swift",
        "104-array-equality-loop.swift", "105-path-appends-itself.swift", "106-joined-arrays-huge.swift", "107-sample-wide-types.swift",
    ]

    /// A fresh folder of the attackers and `Card.swift`.
    private func app() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-hostile-app-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for name in Self.attackers {
            try FileManager.default.copyItem(atPath: HostileSceneTests.folder.appendingPathComponent(name).path, toPath: root + "/" + name)
        }
        try "import SwiftUI\n\nstruct Card: View {\n    var body: some View { Text(\"Hello\").padding() }\n}\n\n#Preview(\"Card\") { Card() }\n"
            .write(toFile: root + "/Card.swift", atomically: true, encoding: .utf8)
        return root
    }

    @Test("The folder loads: list names every preview, and the ordinary view lays out beside the attackers")
    func folderLoads() throws {
        let root = try app()
        let list = try CommandRunner.run(["list", root], timeout: 120)
        #expect(list.status == 0, "\(list.standardError.suffix(600))")
        #expect(list.standardOutput.contains("preview  Card  \(root)/Card.swift:7"), "\(list.standardOutput)")
        for name in Self.attackers where !name.hasPrefix("107") {
            #expect(list.standardOutput.contains("\(root)/\(name):"), "\(name) is not listed")
        }
        let card = try CommandRunner.run(["layout", root, "--view", "Card"], timeout: 120)
        #expect(card.status == 0, "\(card.standardError.suffix(600))")
        let json = try JSONSerialization.jsonObject(with: Data(card.standardOutput.utf8)) as? [String: Any]
        #expect((json?["views"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test("snapshot: every attacking item is reported (failed with its error in its file, or drawn); the ordinary one is drawn; exit 0")
    func snapshotReportsEachItem() throws {
        let root = try app()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lp-hostile-app-out-\(UUID().uuidString)").path
        let run = try CommandRunner.run(["snapshot", root, "-o", out, "--jobs", "2"], timeout: 1_200, environment: ["LAYOUT_PLAYGROUND_TIME_SCALE": "3"])
        #expect(!run.timedOut && !run.crashed, "\(run.standardError.suffix(600))")
        #expect(run.status == 0, "\(run.standardError.suffix(600))")
        let data = try #require(FileManager.default.contents(atPath: out + "/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = report["items"] as? [[String: Any]] ?? []
        let card = try #require(items.first { $0["title"] as? String == "Card" })
        #expect(card["status"] as? String == "ok", "\(card)")
        for name in Self.attackers where !name.hasPrefix("107") {
            let item = try #require(items.first { ($0["file"] as? String)?.hasSuffix("/" + name) == true }, "\(name) is not in the report")
            let status = item["status"] as? String ?? ""
            #expect(["ok", "errors", "failed"].contains(status), "\(name): \(status)")
            if status == "failed" {
                let error = item["error"] as? String ?? ""
                #expect(!error.isEmpty && !error.contains("was stopped") && !error.contains("worker drawing this item stopped"), "\(name): the worker was lost, not the item's code: \(error)")
            }
        }
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<article ").count - 1 == items.count)
    }
}
