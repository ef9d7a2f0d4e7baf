import Foundation

/// Where the example scenes (the repository's `data/`) are, wherever the program runs from:
/// started in the repository, through a symbolic link in `~/.local/bin`, or installed under a
/// prefix (`bin/layout-playground` beside `share/layout-playground/data`).
public enum ExampleScenes {
    /// The first folder of these that holds `.swift` files: `data/` in the working directory;
    /// then, from the executable's real folder (symbolic links resolved) and up to four folders
    /// above it, `data/` (the repository around `.build/<triple>/<configuration>/`) and
    /// `share/layout-playground/data/` (an installed prefix); then `layout-playground/data/` in
    /// the XDG data folders.
    public static func directory(
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        executable: String? = executablePath(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        var candidates = [workingDirectory + "/data"]
        if let executable {
            var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0...4 {
                candidates.append(folder.appendingPathComponent("data").path)
                candidates.append(folder.appendingPathComponent("share/layout-playground/data").path)
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        let dataDirectories = (environment["XDG_DATA_DIRS"].map { $0.split(separator: ":").map(String.init) } ?? [])
            .filter { $0.hasPrefix("/") }
        for folder in [dataHome] + (dataDirectories.isEmpty ? ["/usr/local/share", "/usr/share"] : dataDirectories) {
            candidates.append(folder + "/layout-playground/data")
        }
        return candidates.first { !scenes(in: $0).isEmpty }
    }

    /// The example a bare name means on the command line when the working directory has no
    /// such file: `country-rows.swift` or `country-rows`, or an app's folder (`trailhead`), in
    /// the examples' folder (`directory()`). Nil for a path (a name with a `/`) or a hidden name.
    public static func example(named name: String, in directory: String? = directory()) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), let directory else { return nil }
        return [name, name + ".swift"].map { directory + "/" + $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The `.swift` files directly in `directory`, by name.
    public static func scenes(in directory: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
    }

    /// The example apps in `directory`, by name: its folders with an app's entry point (a
    /// `.swift` file directly inside that declares `@main`), which the window opens as app
    /// folders. Folders of loose scenes (`corpus`) and of pictures are not apps.
    public static func apps(in directory: String) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return names.map { directory + "/" + $0 }.filter { folder in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return false }
            return scenes(in: folder).contains { file in
                (try? String(contentsOfFile: file, encoding: .utf8))?.contains("@main") == true
            }
        }
    }

    /// The running program's file, from `/proc/self/exe` (the first argument may be a bare name
    /// found on `PATH`, or relative to a folder the program has since left).
    public static func executablePath() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).path }
    }
}
