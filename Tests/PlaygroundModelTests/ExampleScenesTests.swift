import Foundation
import PlaygroundModel
import Testing

@Suite("Finding the example scenes")
struct ExampleScenesTests {
    private func write(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "Text(\"A\")\n".write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test("A build's examples are the repository's data/, found from the executable through a link, from any folder")
    func besideTheBuild() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try write(folder + "/repo/data/b.swift")
        try write(folder + "/repo/data/a.swift")
        try write(folder + "/repo/.build/x86_64-unknown-linux-gnu/release/layout-playground")
        try FileManager.default.createDirectory(atPath: folder + "/home/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/home/bin/layout-playground",
            withDestinationPath: folder + "/repo/.build/x86_64-unknown-linux-gnu/release/layout-playground")
        let found = ExampleScenes.directory(
            workingDirectory: folder + "/home", executable: folder + "/home/bin/layout-playground", environment: ["HOME": folder + "/home"])
        let directory = try #require(found)
        #expect(URL(fileURLWithPath: directory).resolvingSymlinksInPath() == URL(fileURLWithPath: folder + "/repo/data").resolvingSymlinksInPath())
        #expect(ExampleScenes.scenes(in: directory).map { ($0 as NSString).lastPathComponent } == ["a.swift", "b.swift"])
    }

    @Test("An installed program's examples are in its prefix's share/layout-playground/data, or in the XDG data folders")
    func installed() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try write(folder + "/usr/local/bin/layout-playground")
        try write(folder + "/usr/local/share/layout-playground/data/scene.swift")
        let fromPrefix = ExampleScenes.directory(
            workingDirectory: folder, executable: folder + "/usr/local/bin/layout-playground", environment: ["HOME": folder])
        #expect(fromPrefix.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
                == URL(fileURLWithPath: folder + "/usr/local/share/layout-playground/data").resolvingSymlinksInPath().path)
        // No examples beside the program: the XDG data folders.
        try write(folder + "/xdg/layout-playground/data/other.swift")
        let fromXDG = ExampleScenes.directory(
            workingDirectory: folder + "/xdg", executable: folder + "/xdg/bin/layout-playground",
            environment: ["HOME": folder, "XDG_DATA_DIRS": folder + "/xdg"])
        #expect(fromXDG == folder + "/xdg/layout-playground/data")
        // None anywhere.
        #expect(ExampleScenes.directory(workingDirectory: folder + "/none", executable: folder + "/none/bin/x",
                                        environment: ["HOME": folder + "/none", "XDG_DATA_DIRS": folder + "/none"]) == nil)
    }

    @Test("The working directory's data/ comes first")
    func workingDirectoryFirst() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try write(folder + "/here/data/mine.swift")
        try write(folder + "/usr/share/layout-playground/data/scene.swift")
        #expect(ExampleScenes.directory(workingDirectory: folder + "/here", executable: folder + "/usr/bin/layout-playground",
                                        environment: ["HOME": folder]) == folder + "/here/data")
    }

    @Test("A bare name on the command line is an example's: the file, with or without .swift, or an app's folder; never a path")
    func exampleByName() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try write(folder + "/data/rows.swift")
        try write(folder + "/data/app/App.swift")
        try write(folder + "/data/.hidden.swift")
        let data = folder + "/data"
        #expect(ExampleScenes.example(named: "rows.swift", in: data) == data + "/rows.swift")
        #expect(ExampleScenes.example(named: "rows", in: data) == data + "/rows.swift")
        #expect(ExampleScenes.example(named: "app", in: data) == data + "/app")
        for name in ["missing", "", ".hidden.swift", "..", "app/App.swift", "../data/rows.swift"] {
            #expect(ExampleScenes.example(named: name, in: data) == nil, "\(name)")
        }
        #expect(ExampleScenes.example(named: "rows", in: nil) == nil)
    }
}

