import Foundation
import Testing

/// `compare SCENE --screenshot SHOT.png`: a scene's picture against a screenshot.
@Suite("compare")
struct CompareCommandTests {
    static let form = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data/system-settings-form.swift").standardizedFileURL.path

    private func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lp-compare-\(UUID().uuidString)-\(name)").path
    }

    @Test("A render compared with itself differs in no pixel; with one row's padding changed, the regions are the moved views below it; a wrong device is named")
    func compare() throws {
        let shot = temporary("shot.png")
        let render = try CommandRunner.run(["render", Self.form, "--device", "iPhone 15", "--scale", "3", "-o", shot])
        #expect(render.status == 0, "\(render.standardError)")
        let same = try CommandRunner.run(["compare", Self.form, "--device", "iPhone 15", "--screenshot", shot])
        #expect(same.status == 0 && same.standardOutput.hasPrefix("0 of "), "\(same.standardOutput) \(same.standardError)")
        // The Plan row 6 points taller at top and bottom: it and everything under it move.
        let source = try String(contentsOfFile: Self.form, encoding: .utf8)
        let changed = temporary("form.swift")
        try source.replacingOccurrences(of: #"LabeledContent("Plan", value: "Family")"#, with: #"LabeledContent("Plan", value: "Family").padding(.vertical, 6)"#)
            .write(toFile: changed, atomically: true, encoding: .utf8)
        let difference = temporary("difference.png")
        let moved = try CommandRunner.run(["compare", changed, "--device", "iPhone 15", "--screenshot", shot, "-o", difference])
        #expect(moved.status == 1, "\(moved.standardOutput)")
        let regions = moved.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  region ") }
        #expect(regions.count == 5, "\(moved.standardOutput)")
        // Each region's y: under the Name row (the form's first row ends near y 243).
        for region in regions {
            let y = region.split(separator: ",").first { $0.contains(" y ") }.flatMap { Double($0.split(separator: " ").last ?? "") }
            #expect((y ?? 0) > 243, "\(region)")
        }
        #expect(FileManager.default.fileExists(atPath: difference))
        // The same screenshot named for another phone: its size is said.
        let wrong = try CommandRunner.run(["compare", Self.form, "--device", "iPhone SE", "--screenshot", shot])
        #expect(wrong.status == 1 && wrong.standardError.contains("choose the --device the screenshot was taken on"), "\(wrong.standardError)")
    }
}
