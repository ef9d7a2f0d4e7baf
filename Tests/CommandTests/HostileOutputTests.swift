import Foundation
import Testing

/// Scenes whose attack is the work a command does after the layout (issue 42, class 4): drawing
/// gradients of a million stops (`render`, `export`), writing a picture per step of a layout of
/// 300,000 steps (`render --steps`), an export reading a slow scene again per width. Each
/// command ends with status 0 and says which limit it reached (README, the limits table).
@Suite("Hostile outputs stop at their limits")
struct HostileOutputTests {
    static let bound = HostileSceneTests.bound

    static func path(_ name: String) -> String { HostileSceneTests.folder.appendingPathComponent(name).path }

    static func temporary(_ suffix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lp-hostile-\(UUID().uuidString)\(suffix)").path
    }

    /// Runs `arguments`; checks that it ended by itself with status 0 and returns its error text.
    static func ended(_ arguments: [String]) throws -> String {
        // These check the output limits, not the clock: the scene's wall-time limits are scaled so
        // that a debug build on a loaded machine does not meet the 10-second limit first.
        let output = try CommandRunner.run(arguments, timeout: bound, environment: ["LAYOUT_PLAYGROUND_TIME_SCALE": "10"])
        #expect(!output.timedOut && !output.crashed, "\(arguments.prefix(2)) ran past \(bound) s or crashed")
        #expect(output.status == 0, "\(arguments.prefix(2)) exited \(output.status): \(output.standardError.suffix(400))")
        return output.standardError
    }

    @Test("A gradient of a million stops is drawn with 1,024, with a warning at its line (render and export)",
          arguments: ["92-gradient-million-stops.swift", "93-gradient-million-stops-kinds.swift"])
    func gradientStops(_ name: String) throws {
        let picture = Self.temporary(".png"), page = Self.temporary(".html")
        defer { for file in [picture, page] { try? FileManager.default.removeItem(atPath: file) } }
        let expected = name.hasPrefix("92") ? 1 : 3
        let attack = try #require(try String(contentsOfFile: Self.path(name), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("// ATTACK") }).advanced(by: 1)
        for command in [["render", Self.path(name), "-o", picture], ["export", Self.path(name), "--html", page, "--widths", "200...210"]] {
            let errors = try Self.ended(command)
            let warnings = errors.split(separator: "\n").filter { $0.contains("stops is drawn with 1024 of them") }
            #expect(warnings.count == expected, "\(command[0]): \(errors.suffix(600))")
            #expect(warnings.first?.hasPrefix("\(Self.path(name)):\(attack):") == true, "\(warnings)")
        }
        #expect(FileManager.default.fileExists(atPath: picture) && FileManager.default.fileExists(atPath: page))
    }

    /// Scene 94's 15,002 views at 66 widths, two sizes, light and dark (4,000,000 frames, the
    /// old limit) took 40 s of CPU in the release build. A page now holds at most 1,000,000
    /// frames, and fewer widths when its layouts would take longer than about 15 s.
    @Test("export of 15,002 views keeps at most 16 of its widths (1,000,000 view frames), the widest, and says so")
    func exportWidthsNarrowed() throws {
        let page = Self.temporary(".html")
        defer { try? FileManager.default.removeItem(atPath: page) }
        // The clock not scaled: the time estimate is what narrows a debug build's page.
        let output = try CommandRunner.run(["export", Self.path("94-steps-300k-events.swift"), "--html", page], timeout: 600)
        #expect(!output.timedOut && !output.crashed && output.status == 0, "\(output.status) \(output.standardError.suffix(600))")
        let errors = output.standardError
        let warning = try #require(errors.split(separator: "\n").first { $0.contains("the page holds") }, "\(errors.suffix(600))")
        let kept = try #require(warning.components(separatedBy: "the page holds ").last?.split(separator: " ").first.flatMap { Int($0) })
        #expect(kept >= 1 && kept <= 16 && warning.contains("of the 263 widths, the widest"), "\(warning)")
        #expect(FileManager.default.fileExists(atPath: page))
    }

    @Test("render --steps of a layout of 300,000 steps writes 250 pictures and says so")
    func stepPictures() throws {
        let folder = Self.temporary("-steps")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let errors = try Self.ended(["render", Self.path("94-steps-300k-events.swift"), "--steps", folder])
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(written.count == 250, "\(written.count) pictures")
        #expect(written.contains("step-250.png") && !written.contains("step-251.png"))
        #expect(errors.contains("--steps writes the first 250 (the most one command writes)"), "\(errors.suffix(400))")
    }

    @Test("An export stops reading a slow scene again at its limit, says so, and writes the page")
    func exportReadings() throws {
        let page = Self.temporary(".html")
        defer { try? FileManager.default.removeItem(atPath: page) }
        let errors = try Self.ended(["export", Self.path("95-export-slow-state.swift"), "--html", page])
        #expect(errors.contains("the export read the scene again"), "\(errors.suffix(400))")
        let html = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
        #expect(html.contains("<svg"), "no page written")
    }

    /// A root that answers the greatest finite width (scene 27), and proposals of 1e300 points,
    /// made the export's widths and heights by `Int(_:)`, which trapped (SIGILL): now the page's
    /// screen is at most 100,000 points and its default widths at most 2,000.
    @Test("export of a root of the greatest finite width, and of proposals of 1e300 points, writes the page")
    func exportHugeWidths() throws {
        let page = Self.temporary(".html")
        defer { try? FileManager.default.removeItem(atPath: page) }
        for extra in [[], ["--proposal", "1e300x800"], ["--proposal", "400x1e300"]] {
            _ = try Self.ended(["export", Self.path("27-double-to-cgfloat-huge.swift"), "--html", page] + extra)
            let html = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
            #expect(html.contains("<svg"), "\(extra): no page written")
            try? FileManager.default.removeItem(atPath: page)
        }
    }

    /// Scene 37 (a view of two copies of itself, 30 levels) took its scene's 10 s for each tree
    /// the export made (per size and appearance), then laid its 168,000 views out at 263 widths:
    /// past 300 s and 3.8 GB in the release build (then, its widths narrowed, a page of 175 MB for
    /// one width). Now the export's evaluations stop together at 10 s, and a page holds at most
    /// 100,000 view frames at one width (else an error) and 4,000,000 in all (the widest widths).
    /// Scene 118 has a fixed 40,000 views (80,000 with their frames): refused at one width.
    @Test("export of 2^30 copies of a view ends located; export of 40,000 views is refused at its frame limit")
    func exportManyViews() throws {
        let page = Self.temporary(".html")
        defer { try? FileManager.default.removeItem(atPath: page) }
        let output = try CommandRunner.run(["export", Self.path("37-binary-self-tree.swift"), "--html", page], timeout: 600)
        #expect(!output.timedOut && !output.crashed && (output.status == 0 || output.status == 1), "\(output.status) \(output.standardError.suffix(600))")
        let error = output.standardError.split(separator: "\n").first { $0.contains("error:") } ?? ""
        #expect(error.hasPrefix(Self.path("37-binary-self-tree.swift") + ":7:"), "\(error)")
        // Time scaled, so that the debug build on a loaded machine makes all 40,000 views.
        let many = try CommandRunner.run(["export", Self.path("118-export-many-views.swift"), "--html", page], timeout: 600, environment: ["LAYOUT_PLAYGROUND_TIME_SCALE": "10"])
        #expect(!many.timedOut && !many.crashed && many.status == 1, "\(many.status) \(many.standardError.suffix(600))")
        #expect(many.standardError.contains("more than the 100000 view frames a page draws at one width"), "\(many.standardError.suffix(600))")
    }
}
