import Foundation
import PlaygroundModel
import Testing

@Suite("Export preferences: the device's chrome")
struct ExportPreferencesChromeTests {
    @Test("Pictures on a device's screen show its chrome by default; turned off, that is saved; a file written before the setting existed keeps its other settings and the default")
    func deviceChrome() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        #expect(ExportPreferences().withDeviceChrome)
        var chosen = ExportPreferences(scale: 3, withOverlays: false, folder: "/tmp/pictures", format: "png")
        chosen.withDeviceChrome = false
        try chosen.save(directory: folder)
        #expect(ExportPreferences.load(directory: folder) == chosen)
        try "{\"scale\": 3, \"withOverlays\": false, \"format\": \"svg\", \"folder\": \"/tmp/old\"}"
            .write(toFile: folder + "/export.json", atomically: true, encoding: .utf8)
        #expect(ExportPreferences.load(directory: folder) == ExportPreferences(scale: 3, withOverlays: false, folder: "/tmp/old", format: "svg", withDeviceChrome: true))
    }
}
