import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Scenes whose attack is the folder beside them (issue 42, class 5): named pipes where an image
/// or a `Contents.json` is expected, PNGs that claim gigapixels, a catalog that links to itself,
/// `Resources` and image files that are links out of the folder, colour names with `../`, a
/// catalog above the scene's folder, an SVG that refers to other files. Git keeps neither pipes
/// nor links, so each test makes the scene's folder (`HostileFolder`) from the scene in
/// `Hostile/` and what its comment describes, then runs `layout` and `render` on it: each ends
/// with valid JSON (exit 0) or an error at the scene's line, the attacked file unread.
@Suite("Hostile folders end, read nothing outside")
struct HostileFolderTests {
    /// The debug build's bound, as `HostileSceneTests.bound`.
    static let bound = HostileSceneTests.bound

    static let scenes = HostileSceneTests.scenes.filter { name in
        Int(name.prefix(2)).map { (80...88).contains($0) } ?? false
    }

    @Test("Every hostile folder ends with valid JSON or a located error, for layout and render", arguments: scenes)
    func ends(_ name: String) throws {
        let folder = try HostileFolder(scene: name)
        defer { folder.remove() }
        let layout = try Self.checkedLayout(folder, name)
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("lp-hostile-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: picture) }
        let render = try CommandRunner.run(["render", folder.scene, "-o", picture], timeout: Self.bound)
        #expect(!render.timedOut && !render.crashed && (render.status == 0 || render.status == 1), "\(name) render: \(render.status) \(render.standardError.suffix(400))")
        try Self.expectations(name, layout)
    }

    /// `layout`'s run, checked as `HostileSceneTests.endsLocated` checks it; its JSON views.
    static func checkedLayout(_ folder: HostileFolder, _ name: String) throws -> (views: [[String: Any]], errors: String) {
        let output = try CommandRunner.run(["layout", folder.scene], timeout: bound)
        #expect(!output.timedOut, "\(name) ran past \(bound) s")
        #expect(!output.crashed, "\(name) crashed: \(output.standardError.suffix(400))")
        #expect(output.status == 0, "\(name) exited \(output.status): \(output.standardError.suffix(400))")
        let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        return (json?["views"] as? [[String: Any]] ?? [], output.standardError)
    }

    /// What each scene's comment promises, checked on `layout`'s output.
    static func expectations(_ name: String, _ layout: (views: [[String: Any]], errors: String)) throws {
        func images() -> [[String: Double]] {
            layout.views.filter { $0["type"] as? String == "Image" }.map { view in
                ((view["frame"] as? [String: Any]) ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue }
            }
        }
        func warnings(_ text: String) -> Int { layout.errors.components(separatedBy: text).count - 1 }
        let empty = images().filter { $0["width"] == 0 && $0["height"] == 0 }.count
        switch name.prefix(2) {
        case "80": #expect(images().count == 1 && empty == 1, "\(images())")
        case "81": #expect(images().count == 2 && empty == 2, "\(images())")
        case "82": #expect(warnings("no colour set 'Brand.colorset'") == 1, "\(layout.errors)")
        case "83":
            // Three unsized images are empty; the resizable one takes its frame.
            #expect(images().count == 4 && empty == 3, "\(images())")
            #expect(warnings("more than the 50 megapixels") == 4, "\(layout.errors)")
        case "84": #expect(warnings("no colour set 'Nothing.colorset'") == 1 && images().count == 1 && empty == 1, "\(layout.errors)")
        case "85": #expect(images().count == 3 && empty == 3, "\(images())")
        case "86": #expect(warnings("no colour set '") == 3, "\(layout.errors)")
        case "87":
            #expect(warnings("no colour set 'Brand.colorset'") == 1, "\(layout.errors)")
            #expect(images().count == 1 && empty == 1, "\(images())")
        default: break
        }
    }

    /// Under `strace`, `layout` and `render` of every hostile folder open no file or folder
    /// outside the scene's folder in the fixture's root (where the links and the names aim),
    /// and no image, SVG or `Contents.json` anywhere outside the scene's folder but the
    /// system's (the symbol icon theme under /usr).
    @Test("No file outside the scene's folder is opened (strace)", arguments: scenes)
    func opensNothingOutside(_ name: String) throws {
        // Scripts/install-dependencies.sh installs strace; without it the check cannot run.
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "strace is missing: run Scripts/install-dependencies.sh")
        let folder = try HostileFolder(scene: name)
        defer { folder.remove() }
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("lp-hostile-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: picture) }
        for command in [["layout", folder.scene], ["render", folder.scene, "-o", picture]] {
            let trace = folder.root + "/strace.txt"
            let output = try CommandRunner.run(
                // `timeout` ends the command itself: strace, when killed, would leave it running.
                ["-f", "-qq", "-e", "trace=open,openat,openat2,creat", "-o", trace,
                 "/usr/bin/timeout", "-s", "KILL", "\(Int(Self.bound))", CommandRunner.executable.path] + command,
                timeout: Self.bound + 30, program: URL(fileURLWithPath: "/usr/bin/strace"))
            #expect(!output.timedOut, "\(name) \(command[0]) ran past \(Self.bound) s")
            let opened = Self.openedPaths((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "")
            try? FileManager.default.removeItem(atPath: trace)
            #expect(!opened.isEmpty, "\(name): strace saw nothing")
            let sceneFolder = folder.realSceneFolder + "/"
            for path in opened where !path.hasPrefix(sceneFolder) && path != folder.realSceneFolder {
                #expect(!path.hasPrefix(folder.realRoot + "/"), "\(name) \(command[0]) opened \(path)")
                let kind = path.lowercased()
                let sceneKind = kind.hasSuffix(".png") || kind.hasSuffix(".svg") || kind.hasSuffix("contents.json") || kind.contains(".xcassets")
                #expect(!sceneKind || path.hasPrefix("/usr/") || path == picture, "\(name) \(command[0]) opened \(path)")
            }
        }
    }

    /// The absolute paths `open`, `openat` and `creat` were given in an strace log (relative
    /// ones made absolute from the working directory).
    static func openedPaths(_ log: String) -> [String] {
        var paths: [String] = []
        for line in log.split(separator: "\n") {
            guard let call = line.range(of: #"(open|openat|openat2|creat)\("#, options: .regularExpression),
                  let start = line[call.upperBound...].firstIndex(of: "\"") else { continue }
            let rest = line[line.index(after: start)...]
            guard let end = rest.firstIndex(of: "\"") else { continue }
            let path = String(rest[..<end])
            paths.append(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
        }
        return paths
    }
}
