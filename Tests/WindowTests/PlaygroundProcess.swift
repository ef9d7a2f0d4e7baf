import Foundation

/// The playground window running on a `VirtualDisplay`, with its test hook: `--dump-layout`
/// makes it write its current layout (and where its handles are) as JSON after every frame.
final class PlaygroundProcess {
    let process = Process()
    let dumpPath: String
    let stateDirectory: String

    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("layout-playground")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug/layout-playground").standardized
    }()

    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data").standardized

    /// Opens `scene` (a file in `data/`, or an absolute path) with `arguments` after it.
    /// `prepareState` runs first with the state folder (`XDG_STATE_HOME`), to leave autosaves
    /// there as a crashed run would. `executable` and `workingDirectory` start the program as a
    /// person might: through a link of their own, from another folder.
    init(scene: String?, arguments: [String] = [], on display: VirtualDisplay, executable: URL = PlaygroundProcess.executable,
         workingDirectory: String? = nil, prepareState: ((String) throws -> Void)? = nil) throws {
        let temporary = NSTemporaryDirectory() + "lp-window-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        dumpPath = temporary + "/layout.json"
        stateDirectory = temporary + "/state"
        try prepareState?(stateDirectory)
        process.executableURL = executable
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
        // No scene: a first launch (`layout-playground gui` on its built-in example).
        let path = scene.map { $0.hasPrefix("/") ? $0 : Self.data.appendingPathComponent($0).path }
        process.arguments = ["gui"] + (path.map { [$0] } ?? []) + ["--dump-layout", dumpPath] + arguments
        var environment = display.environment
        // A state folder of its own: no recovery banner from other runs.
        environment["XDG_STATE_HOME"] = stateDirectory
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The latest layout the window wrote, once it satisfies `condition` (or nil after `timeout`).
    func layout(within timeout: TimeInterval = 20, where condition: ([String: Any]) -> Bool = { _ in true }) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let data = FileManager.default.contents(atPath: dumpPath),
               let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], condition(object) {
                return object
            }
            usleep(100_000)
        }
        return nil
    }

    /// The frames the `layout` command prints for `arguments` (a scene and its options): the
    /// engine's own answer, to compare the window's with.
    static func engineFrames(_ arguments: [String]) throws -> [String: [Double]] {
        guard let object = try JSONSerialization.jsonObject(with: Data(try command(["layout"] + arguments).utf8)) as? [String: Any] else { return [:] }
        return frames(object)
    }

    /// Runs the command line (`layout-playground ARGUMENTS`) and returns what it printed.
    @discardableResult
    static func command(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func frames(_ layout: [String: Any]) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        for view in layout["views"] as? [[String: Any]] ?? [] {
            guard let path = view["path"] as? String, let frame = view["frame"] as? [String: Any] else { continue }
            frames[path] = ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? .nan }
        }
        return frames
    }

    /// The proposed area's rectangle in screen pixels, as the window reports it.
    static func area(_ layout: [String: Any]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        rect(layout["area"]).map { ($0.minX, $0.minY, $0.maxX, $0.maxY) }
    }

    /// A rectangle the window reports (`{x, y, width, height}`) as its edges.
    static func rect(_ value: Any?) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let rect = value as? [String: Any],
              let x = (rect["x"] as? NSNumber)?.doubleValue, let y = (rect["y"] as? NSNumber)?.doubleValue,
              let width = (rect["width"] as? NSNumber)?.doubleValue, let height = (rect["height"] as? NSNumber)?.doubleValue
        else { return nil }
        return (x, y, x + width, y + height)
    }

    /// A point the window reports (`{x, y}`), rounded to pixels.
    static func point(_ value: Any?) -> (x: Int, y: Int)? {
        guard let point = value as? [String: Any], let x = (point["x"] as? NSNumber)?.doubleValue,
              let y = (point["y"] as? NSNumber)?.doubleValue else { return nil }
        return (Int(x.rounded()), Int(y.rounded()))
    }

    static func types(_ layout: [String: Any]) -> [String: String] {
        var types: [String: String] = [:]
        for view in layout["views"] as? [[String: Any]] ?? [] {
            if let path = view["path"] as? String, let type = view["type"] as? String { types[path] = type }
        }
        return types
    }

    /// Drags `file` from another program's window (Tools/drag-source.py) onto the playground
    /// window's canvas, as a person drops a file from a file manager.
    static func drop(_ file: String, on display: VirtualDisplay) throws {
        let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Tools")
        try display.start("/usr/bin/python3", [tools.appendingPathComponent("drag-source.py").path, file])
        // Put the source window beside the playground window (there is no window manager).
        var source = ""
        for _ in 0..<50 where source.isEmpty {
            source = try display.run("xdotool", ["search", "--name", "^Drag source$"]).split(separator: "\n").first.map(String.init) ?? ""
            if source.isEmpty { usleep(200_000) }
        }
        guard !source.isEmpty else { throw DropError() }
        try display.run("xdotool", ["windowmove", "--sync", source, "1420", "100"])
        usleep(500_000)
        // Press on the source, move over the canvas in steps (XDND follows the pointer), release.
        try display.run("xdotool", ["mousemove", "1500", "180", "mousedown", "1"])
        for _ in 0..<30 {
            try display.run("xdotool", ["mousemove_relative", "--", "-25", "5"])
            usleep(50_000)
        }
        usleep(300_000)
        try display.run("xdotool", ["mouseup", "1"])
    }

    struct DropError: Error, CustomStringConvertible {
        var description: String { "the drag source did not start" }
    }
}
