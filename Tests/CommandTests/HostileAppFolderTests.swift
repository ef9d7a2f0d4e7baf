import Foundation
import Testing

/// App folders made to attack the whole-app commands (issue 42, class 6; `HostileAppFolder`
/// makes them from `Hostile/Apps/`):
/// - 108: a sparse `Huge.swift` of 3 GB (nothing on disk), which `list`, `layout` and
///   `snapshot` read whole and aborted on;
/// - 109: named pipes called `Pipe.swift` and `Sub/Model.swift`;
/// - 110: links leaving the folder: `Secret.swift -> ../outside/Secret.swift` (a relative
///   link, which the walk followed), a folder link out, `/etc/passwd`, `/dev/zero`, `.`, `..`;
/// - 111: recursion across files (functions and views calling each other's file);
/// - 112: views without previews taking types that contain themselves (their sample arguments);
/// - 113: generic types nested by doubling 64 deep, by name 300 deep, and a value grown by a
///   generic function 2^60 nodes wide described;
/// - 114: names with markup and terminal escapes (previews, files, a file name with a line
///   break);
/// - 115: a global and a static whose initialisers never end;
/// - 116: 5,050 files and folders 45 deep;
/// - 117: an `@main` app whose initialiser loops.
/// Each command ends, within the bound, with the app's ordinary view drawn and every attacking
/// item reported where it is.
@Suite("Hostile app folders", .serialized)
struct HostileAppFolderTests {
    static let bound = HostileSceneTests.bound

    /// The layout-playground command `arguments`, under a 6 GB address limit as the issue's
    /// checks run it.
    static func limited(_ arguments: [String], timeout: Double = bound) throws -> CommandRunner.Output {
        let quoted = ([CommandRunner.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try CommandRunner.run(["-c", "ulimit -v 6000000; exec " + quoted.joined(separator: " ")], timeout: timeout, program: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test("list of every hostile app ends, exit 0, with the app's view listed and no control character printed", arguments: HostileAppFolder.names)
    func listEnds(_ name: String) throws {
        let folder = try HostileAppFolder(name)
        defer { folder.remove() }
        let list = try Self.limited(["list", folder.app])
        #expect(!list.timedOut && !list.crashed && list.status == 0, "\(name): \(list.status) \(list.standardError.suffix(600))")
        #expect(list.standardOutput.contains("preview  Card  \(folder.app)/Card.swift:7"), "\(name): \(list.standardOutput.prefix(2_000))")
        let printed = list.standardOutput + list.standardError
        #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(name): a terminal escape was printed")
        switch name.prefix(3) {
        case "108":
            #expect(printed.contains("\(folder.app)/Huge.swift:1:1: warning: the file is 3072 MB; at most 1 MB of source are read"), "\(printed.suffix(800))")
        case "110":
            #expect(!list.standardOutput.contains("Secret"), "a link out of the folder was followed: \(list.standardOutput)")
            #expect(printed.contains("\(folder.app)/Secret.swift: warning: a link to a file outside the folder is not followed"), "\(printed)")
        case "114":
            #expect(list.standardOutput.contains(#"preview  \u{1B}]0;owned\u{7}\u{1B}[2J\u{1B}[31mred  "#), "\(list.standardOutput)")
            #expect(list.standardOutput.contains("\(folder.app)/Two\\nLines.swift:3"), "\(list.standardOutput)")
        case "116":
            #expect(printed.contains("more than 5000 Swift files") && printed.contains("folders nest more than 40 deep"), "\(printed.suffix(800))")
        default: break
        }
    }

    @Test("A file too large or not a file, named on the command line, is an error at its first line, unread")
    func oversizedFileNamed() throws {
        let folder = try HostileAppFolder("108-sparse-source")
        defer { folder.remove() }
        let huge = folder.app + "/Huge.swift"
        let layout = try Self.limited(["layout", huge])
        #expect(!layout.timedOut && !layout.crashed && layout.status == 1, "\(layout.status) \(layout.standardError.suffix(400))")
        #expect(layout.standardError.hasPrefix("\(huge):1:1: error: the file is 3072 MB; at most 1 MB of source are read"), "\(layout.standardError.prefix(400))")
        let pipes = try HostileAppFolder("109-fifo-sources")
        defer { pipes.remove() }
        let pipe = try Self.limited(["layout", pipes.app + "/Pipe.swift"])
        #expect(!pipe.timedOut && pipe.status == 1 && pipe.standardError.contains("not a regular file"), "\(pipe.standardError.prefix(400))")
    }

    /// What `layout --view` of each attacking view of 111 to 115 must end with: valid JSON, or
    /// an error in the app's files (never at 1:1, never in a file outside the app).
    @Test("layout of each attacking view ends with valid JSON or an error located in the app")
    func attackingViewsEnd() throws {
        let folder = try HostileAppFolder("111-recursion-across-files", with: ["112-recursive-samples", "113-generic-nesting", "115-global-initializers"])
        defer { folder.remove() }
        for view in ["PingView", "LoopA", "TreeView", "NodeView", "FolderView", "PairView", "BoxView", "Grown", "TableView", "ConfigView"] {
            let output = try Self.limited(["layout", folder.app, "--view", view])
            #expect(!output.timedOut && !output.crashed && (output.status == 0 || output.status == 1), "\(view): \(output.status) \(output.standardError.suffix(400))")
            if output.status == 0 {
                let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
                #expect((json?["views"] as? [[String: Any]])?.isEmpty == false, "\(view)")
            } else {
                let error = output.standardError.split(separator: "\n").first { $0.contains("error:") } ?? ""
                let place = error.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
                #expect(error.hasPrefix(folder.app + "/") && place.count == 2 && place[0] > 1, "\(view): \(error)")
            }
        }
    }

    /// A body that spent its budget is not run again in the worker (`exhaustedCode`); a later
    /// item showing the same view (the preview `Ping`, then the view `PingView`, in one worker)
    /// drew its placeholder and was reported `ok` without the error.
    @Test("snapshot in one worker: a view whose body spent the budget in an earlier item is reported with its error again")
    func exhaustedBodyReportedAgain() throws {
        let folder = try HostileAppFolder("111-recursion-across-files")
        defer { folder.remove() }
        let out = folder.root + "/out"
        let run = try CommandRunner.run(["snapshot", folder.app, "-o", out, "--jobs", "1", "--views"], timeout: 1_200, environment: ["LAYOUT_PLAYGROUND_TIME_SCALE": "3"])
        #expect(!run.timedOut && !run.crashed && run.status == 0, "\(run.status) \(run.standardError.suffix(800))")
        let data = try #require(FileManager.default.contents(atPath: out + "/report.json"))
        let items = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["items"] as? [[String: Any]] ?? []
        for title in ["Ping", "PingView"] {
            let item = try #require(items.first { $0["title"] as? String == title }, "\(title) is not in the report")
            let errors = ((item["diagnostics"] as? [[String: Any]]) ?? []).filter { $0["severity"] as? String == "error" }
            #expect(item["status"] as? String == "errors" && errors.contains { ($0["file"] as? String)?.hasPrefix(folder.app + "/P") == true },
                    "\(title): \(item["status"] ?? "") \(errors)")
        }
    }

    @Test("snapshot of an app holding every attack: each item reported in the sheet and report.json, the ordinary one drawn, exit 0")
    func snapshotOfEveryAttack() throws {
        let others = HostileAppFolder.names.filter { !$0.hasPrefix("111") && !$0.hasPrefix("116") }
        let folder = try HostileAppFolder("111-recursion-across-files", with: others)
        defer { folder.remove() }
        let out = folder.root + "/out"
        let run = try CommandRunner.run(["snapshot", folder.app, "-o", out, "--jobs", "2"], timeout: 1_200, environment: ["LAYOUT_PLAYGROUND_TIME_SCALE": "3"])
        #expect(!run.timedOut && !run.crashed && run.status == 0, "\(run.status) \(run.standardError.suffix(800))")
        #expect(!(run.standardOutput + run.standardError).unicodeScalars.contains { $0.value == 0x1B }, "a terminal escape was printed")
        let data = try #require(FileManager.default.contents(atPath: out + "/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = report["items"] as? [[String: Any]] ?? []
        let card = try #require(items.first { $0["title"] as? String == "Card" })
        #expect(card["status"] as? String == "ok", "\(card)")
        #expect(!items.contains { ($0["title"] as? String) == "Secret" }, "a link out of the folder was drawn")
        for title in ["Ping", "Loop", "Grown", "Table", "Config"] {
            let item = try #require(items.first { $0["title"] as? String == title }, "\(title) is not in the report")
            let status = item["status"] as? String ?? ""
            #expect(["errors", "failed"].contains(status), "\(title): \(status)")
            let error = (item["error"] as? String ?? "") + "\((item["diagnostics"] as? [[String: Any]]) ?? [])"
            #expect(error.contains(folder.app + "/") && !error.contains("was stopped") && !error.contains("worker drawing this item stopped"),
                    "\(title): not the item's own error: \(error.prefix(600))")
        }
        for item in items {
            #expect(["ok", "errors", "failed"].contains(item["status"] as? String ?? ""), "\(item)")
        }
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<article ").count - 1 == items.count)
        #expect(!html.contains("<script>alert") && !html.contains("<img src=x"), "the sheet holds a scene's markup")
    }
}
