import Foundation
import Testing

/// `render --device NAME --chrome`: the device's screen as a phone shows it.
@Suite("render --chrome")
struct ChromeCommandTests {
    static let form = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data/system-settings-form.swift").standardizedFileURL.path

    /// The PNG's size and whether it keeps an alpha channel (colour type 6).
    private func header(_ path: String) throws -> (width: Int, height: Int, alpha: Bool) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        func number(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20), data[25] == 6)
    }

    @Test("The settings form on an iPhone 15 at 3x is 1179 x 2556 with an alpha channel; --chrome without --device is refused")
    func chrome() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("lp-chrome-\(UUID().uuidString).png").path
        let run = try CommandRunner.run(["render", Self.form, "--device", "iPhone 15", "--scale", "3", "--chrome", "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        let png = try header(output)
        #expect(png.width == 1179 && png.height == 2556 && png.alpha)
        let refused = try CommandRunner.run(["render", Self.form, "--chrome", "-o", output])
        #expect(refused.status == 2 && refused.standardError.contains("--chrome draws a device's screen"))
    }
}
