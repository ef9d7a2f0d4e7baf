import Foundation
import PlaygroundModel
import Testing

@Suite("Autosave and recent files")
struct PersistenceTests {
    @Test("A modified document is autosaved, offered back after a crash, and recovered as modified")
    func autosaveRoundTrip() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/scene.swift"
        try "#Preview {\n    Text(\"A\")\n}\n".write(toFile: path, atomically: false, encoding: .utf8)
        let document = try PlaygroundDocument.open(path: path)
        let autosaver = Autosaver(directory: folder + "/autosave")
        #expect(try !autosaver.autosaveIfNeeded(document))
        document.replaceSource("#Preview {\n    Text(\"B\")\n}\n")
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(try autosaver.autosaveIfNeeded(document, now: date))
        #expect(try !autosaver.autosaveIfNeeded(document, now: date))

        let afterCrash = Autosaver(directory: folder + "/autosave")
        let recoveries = afterCrash.pendingRecoveries()
        #expect(recoveries.count == 1)
        let recovery = try #require(recoveries.first)
        #expect(recovery.originalPath == path)
        #expect(recovery.date == date)
        let recovered = try PlaygroundDocument.recover(recovery)
        #expect(recovered.sourceText == "#Preview {\n    Text(\"B\")\n}\n")
        #expect(recovered.isModified)
        #expect(recovered.filePath == path)
        try recovered.save()
        afterCrash.clear(for: recovered)
        #expect(afterCrash.pendingRecoveries().isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Text(\"B\")"))
    }

    @Test("Discarding a recovery deletes it; a document saved cleanly leaves none")
    func discard() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let autosaver = Autosaver(directory: folder)
        let untitled = PlaygroundDocument(source: "#Preview {\n    Text(\"A\")\n}\n", filePath: nil)
        try autosaver.autosaveIfNeeded(untitled)
        let recovery = try #require(autosaver.pendingRecoveries().first)
        #expect(recovery.originalPath == nil)
        autosaver.discard(recovery)
        #expect(autosaver.pendingRecoveries().isEmpty)
        try autosaver.autosaveIfNeeded(untitled)
        try untitled.save(to: folder + "/saved.swift")
        try autosaver.autosaveIfNeeded(untitled)
        #expect(autosaver.pendingRecoveries().isEmpty)
    }

    @Test("The state folder follows XDG_STATE_HOME, else ~/.local/state")
    func stateDirectory() {
        #expect(StateDirectory.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/layout-playground")
        #expect(StateDirectory.path(environment: ["HOME": "/h"]) == "/h/.local/state/layout-playground")
        #expect(StateDirectory.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/layout-playground")
    }

    @Test("Recent files keep the ten most recent existing files, newest first, across restarts")
    func recentFiles() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        var files: [String] = []
        for index in 0..<12 {
            let path = folder + "/scene\(index).swift"
            try "".write(toFile: path, atomically: false, encoding: .utf8)
            files.append(path)
        }
        let recent = RecentFiles(directory: folder + "/state")
        for file in files { try recent.add(file) }
        try recent.add(files[5])
        #expect(recent.paths.count == 10)
        #expect(recent.paths.first == files[5])
        #expect(recent.paths[1] == files[11])
        #expect(!recent.paths.contains(files[0]))
        try FileManager.default.removeItem(atPath: files[11])
        let reread = RecentFiles(directory: folder + "/state")
        #expect(reread.paths.count == 9)
        #expect(reread.paths.first == files[5])
        #expect(!reread.paths.contains(files[11]))
    }
}

@Suite("Export preferences")
struct ExportPreferencesTests {
    @Test("The last export's settings are saved and read back; a damaged or strange file gives the defaults")
    func roundTrip() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        #expect(ExportPreferences.load(directory: folder) == ExportPreferences())
        let chosen = ExportPreferences(scale: 3, withOverlays: false, folder: "/tmp/pictures", format: "svg")
        try chosen.save(directory: folder)
        #expect(ExportPreferences.load(directory: folder) == chosen)
        try "{\"scale\": 50, \"withOverlays\": true, \"format\": \"gif\"}".write(toFile: folder + "/export.json", atomically: true, encoding: .utf8)
        #expect(ExportPreferences.load(directory: folder) == ExportPreferences(scale: 2, withOverlays: true, folder: nil, format: "png"))
        try "not json".write(toFile: folder + "/export.json", atomically: true, encoding: .utf8)
        #expect(ExportPreferences.load(directory: folder) == ExportPreferences())
    }
}
