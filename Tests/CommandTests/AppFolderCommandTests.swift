import Foundation
import Testing

/// An app folder read as one program: which files are read, `list`, `--view`, and what a
/// folder's bad files do.
@Suite("App folders: list, --view, the files read")
struct AppFolderCommandTests {
    static let trailhead = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data/trailhead").standardized.path

    /// A folder of `files` (relative path → source) under the temporary folder.
    private func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-app-\(UUID().uuidString)")
        for (path, source) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    private func rootFrame(_ json: String) throws -> (name: String, width: Double, height: Double) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        let root = try #require(views.first { $0["path"] as? String == "0" })
        let frame = try #require(root["frame"] as? [String: Any])
        return (root["type"] as? String ?? "", (frame["width"] as? NSNumber)?.doubleValue ?? .nan, (frame["height"] as? NSNumber)?.doubleValue ?? .nan)
    }

    @Test("list names every preview and view of the sample app with file:line; the view without a preview needs sample arguments")
    func listsTheSampleApp() throws {
        let text = try CommandRunner.run(["list", Self.trailhead])
        #expect(text.status == 0, "\(text.standardError)")
        for line in [
            "preview  Trail row  \(Self.trailhead)/Components/TrailRow.swift:41",
            "preview  Detail, accessibility size  \(Self.trailhead)/Screens/TrailDetailScreen.swift:54",
            "view     DifficultyBadge  \(Self.trailhead)/Components/DifficultyBadge.swift:5  (sample arguments)",
            "view     TrailListScreen  \(Self.trailhead)/Screens/TrailListScreen.swift:4",
        ] {
            #expect(text.standardOutput.contains(line + "\n"), "\(line)\n\(text.standardOutput)")
        }
        #expect(text.standardOutput.contains("5 previews, 6 views in 11 files"), "\(text.standardOutput)")
        let json = try CommandRunner.run(["list", Self.trailhead, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.filter { $0["kind"] as? String == "preview" }.count == 5)
        let badge = try #require(items.first { $0["name"] as? String == "DifficultyBadge" })
        #expect(badge["needsArguments"] as? Bool == true)
        #expect(badge["line"] as? Int == 5)
        // The app's entry point is not a view.
        #expect(!items.contains { $0["name"] as? String == "TrailheadApp" })
    }

    @Test("--view lays out a view that has no preview, made with sample arguments; its own size, not the screen's")
    func viewWithoutPreview() throws {
        let output = try CommandRunner.run(["layout", Self.trailhead, "--view", "DifficultyBadge", "--fixed-advance-text"])
        #expect(output.status == 0, "\(output.standardError)")
        let root = try rootFrame(output.standardOutput)
        #expect(root.name == "DifficultyBadge")
        // The capsule hugs its text: far narrower than the 393-point screen, 4 + 4 points taller than a caption line.
        #expect(root.width < 120 && root.width > 20, "\(root)")
        // render and explain take --view too.
        let explained = try CommandRunner.run(["explain", Self.trailhead, "--view", "StatTile", "--fixed-advance-text"])
        #expect(explained.status == 0, "\(explained.standardError)")
        #expect(explained.standardOutput.contains("StatTile"))
    }

    @Test("Test targets, Pods, .build, hidden folders, the manifest and XCTest files are not read as the app")
    func skipsWhatIsNotTheApp() throws {
        let view = "import SwiftUI\nstruct Card: View { var body: some View { Text(\"Card\") } }\n"
        // Each of these would be an error (a syntax error, or a second Card) if it were read.
        let broken = "struct Card: View { var body: some View { Text(\"other\") }\n"
        let app = try folder([
            "App/Card.swift": view,
            "AppTests/CardTests.swift": broken,
            "AppUITests/UITests.swift": broken,
            "Tests/More.swift": broken,
            "Pods/Lib/Lib.swift": broken,
            ".build/checkouts/x.swift": broken,
            ".hidden/x.swift": broken,
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n",
            "App/CardSpec.swift": "import XCTest\n@testable import App\nfinal class CardSpec: XCTestCase { func testCard() { _ = Card( } }\n",
        ])
        let output = try CommandRunner.run(["layout", app, "--view", "Card"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty, "\(output.standardError)")
        let listed = try CommandRunner.run(["list", app])
        #expect(listed.standardOutput.contains("0 previews, 1 views in 1 files"), "\(listed.standardOutput)")
    }

    @Test("A file that does not parse is left out with a warning at its error; the rest of the app lays out")
    func brokenFileLeftOut() throws {
        let app = try folder([
            "Card.swift": "import SwiftUI\nstruct Card: View { var body: some View { Text(\"Card\") } }\n#Preview { Card() }\n",
            "Broken.swift": "import SwiftUI\nstruct Broken: View {\n    var body: some View { Text(\"x\" }\n}\n",
        ])
        let output = try CommandRunner.run(["layout", app])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError.contains("Broken.swift:3:"), "\(output.standardError)")
        #expect(output.standardError.contains("warning:") && output.standardError.contains("the file is left out of the app"))
        let listed = try CommandRunner.run(["list", app])
        #expect(listed.standardOutput.contains("left out  \(app)/Broken.swift:3:"), "\(listed.standardOutput)")
    }

    @Test("Two views of one name in two files: --view lists both with file:line; FILE:Name chooses either")
    func ambiguousName() throws {
        let app = try folder([
            "Home/Row.swift": "import SwiftUI\nstruct Tile: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n",
            "Settings/Row.swift": "import SwiftUI\nstruct Tile: View { var body: some View { Color.blue.frame(width: 30, height: 30) } }\n",
        ])
        let ambiguous = try CommandRunner.run(["layout", app, "--view", "Tile"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.standardError.contains("'Tile' names 2 views"), "\(ambiguous.standardError)")
        #expect(ambiguous.standardError.contains("\(app)/Home/Row.swift:2") && ambiguous.standardError.contains("\(app)/Settings/Row.swift:2"))
        for (file, width) in [("Home/Row.swift", 10.0), ("Settings/Row.swift", 30.0)] {
            let chosen = try CommandRunner.run(["layout", app, "--view", "\(file):Tile"])
            #expect(chosen.status == 0, "\(chosen.standardError)")
            #expect(try rootFrame(chosen.standardOutput).width == width)
        }
        let unknown = try CommandRunner.run(["layout", app, "--view", "Tiel"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("error: no view named 'Tiel'; did you mean 'Tile'?"), "\(unknown.standardError)")
    }

    @Test("A link to a file outside the folder is not followed, and a warning names it")
    func linkOutOfFolder() throws {
        let outside = try CommandRunner.temporaryScene("import SwiftUI\nstruct Secret: View { var body: some View { Text(\"secret\") } }\n", name: "secret")
        let app = try folder(["Card.swift": "import SwiftUI\nstruct Card: View { var body: some View { Text(\"Card\") } }\n"])
        try FileManager.default.createSymbolicLink(atPath: app + "/Secret.swift", withDestinationPath: outside)
        let listed = try CommandRunner.run(["list", app])
        #expect(listed.status == 0)
        #expect(!listed.standardOutput.contains("Secret"), "\(listed.standardOutput)")
        #expect(listed.standardError.contains("\(app)/Secret.swift: warning: a link to a file outside the folder is not followed"), "\(listed.standardError)")
    }
}
