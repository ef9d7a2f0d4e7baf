import Foundation
import Testing

@Suite("The render and explain commands")
struct RenderCommandTests {
    private var scene: String { CommandRunner.scenes.appendingPathComponent("kean-hstack.swift").path }

    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(UUID().uuidString)-\(name)").path
    }

    /// Width and height of a PNG from its IHDR chunk.
    private func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func number(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test("render writes a PNG of the proposed area at the chosen scale")
    func renderPNG() throws {
        let output = temporaryPath("scene.png")
        let result = try CommandRunner.run(["render", scene, "-o", output, "--proposal", "200x140", "--scale", "3"])
        #expect(result.status == 0, "\(result.standardError)")
        let size = try pngSize(output)
        #expect(size == (200 * 3, 140 * 3))
    }

    @Test("render writes SVG and PDF by extension")
    func renderVectorFormats() throws {
        for (name, magic) in [("scene.svg", "<?xml"), ("scene.pdf", "%PDF-")] {
            let output = temporaryPath(name)
            let result = try CommandRunner.run(["render", scene, "-o", output, "--overlays", "frames,proposals,spacing,guides"])
            #expect(result.status == 0, "\(result.standardError)")
            let head = try String(decoding: Data(contentsOf: URL(fileURLWithPath: output)).prefix(5), as: UTF8.self)
            #expect(head == magic)
        }
    }

    @Test("--dynamic-type all renders one sheet with the twelve sizes side by side")
    func dynamicTypeSheet() throws {
        let output = temporaryPath("sheet.png")
        let result = try CommandRunner.run(["render", scene, "-o", output, "--dynamic-type", "all", "--proposal", "200x100", "--scale", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        let (width, height) = try pngSize(output)
        // Twelve 200-point columns with 24-point gaps; a 28-point label strip above.
        #expect(width == 12 * 200 + 13 * 24)
        #expect(height == 100 + 28 + 2 * 24)
        #expect(try CommandRunner.run(["layout", scene, "--dynamic-type", "all"]).status == 2)
    }

    @Test("Bad render arguments exit 2 and write nothing")
    func badRenderArguments() throws {
        let output = temporaryPath("scene.gif")
        #expect(try CommandRunner.run(["render", scene, "-o", output]).status == 2)
        #expect(try CommandRunner.run(["render", scene, "-o", temporaryPath("a.png"), "--scale", "4"]).status == 2)
        #expect(try CommandRunner.run(["render", scene, "-o", temporaryPath("a.png"), "--overlays", "grid"]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("A picture that cannot be written exits 1 and leaves no partial file")
    func unwritableOutput() throws {
        let result = try CommandRunner.run(["render", scene, "-o", "/nonexistent-directory/scene.png"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error:"))
        let unknown = try CommandRunner.run(["render", CommandRunner.scenes.appendingPathComponent("undefined-name.swift").path, "--strict", "-o", temporaryPath("x.png")])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains(":3:29: error: cannot find 'missing' in scope"))
    }

    @Test("explain tells the stack's probes, order and shares in words")
    func explain() throws {
        let result = try CommandRunner.run(["explain", scene, "--proposal", "140x140"])
        #expect(result.status == 0, "\(result.standardError)")
        let text = result.standardOutput
        #expect(text.contains("The scene is proposed 140x140 and chooses 170x80."))
        #expect(text.contains("Proposed 140 in width; 10 go to spacing, 130 are left for 2 children."))
        #expect(text.contains("child 0 (.frame(width: 80, height: 80)) is proposed 65 = 130 left ÷ 2 and takes 80; 50 left."))
        #expect(text.contains("child 1 (.frame(width: 80, height: 80)) is proposed 50 = 50 left ÷ 1 and takes 80"))
    }

    @Test("explain on a device names the safe area and the views that grow over it")
    func explainSafeArea() throws {
        let scene = try CommandRunner.temporaryScene(
            "ZStack { Color.yellow.ignoresSafeArea(); Text(\"Hi\").ignoresSafeArea() }", name: "explain-safe-area")
        let result = try CommandRunner.run(["explain", scene, "--device", "iPhone 15", "--fixed-advance-text"])
        #expect(result.status == 0, "\(result.standardError)")
        let text = result.standardOutput
        #expect(text.contains(
            "The screen is 393x852 with a safe area inset 59 top, 34 bottom: the root is proposed 393x759, chooses 393x759 and is centred in the safe area."))
        #expect(text.contains("0.0  .ignoresSafeArea\n  It reaches the safe area's edge and grows over the unsafe area, from 393x759 to 393x852."))
        // The text stops short of the edges: it does not grow.
        let textParagraph = try #require(text.components(separatedBy: "\n\n").first { $0.hasPrefix("0.1  ") })
        #expect(!textParagraph.contains("grows"))
    }

    @Test("explain --path limits the account to one subtree; an unknown path exits 1")
    func explainPath() throws {
        let result = try CommandRunner.run(["explain", scene, "--path", "0.1"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("0.1  .frame(width: 80, height: 80)"))
        #expect(!result.standardOutput.contains("0.0  "))
        #expect(try CommandRunner.run(["explain", scene, "--path", "0.7"]).status == 1)
        // A path that is not a path at all is a usage error.
        for malformed in ["a..b", "0..1", "", "0.", "x"] {
            let result = try CommandRunner.run(["explain", scene, "--path", malformed])
            #expect(result.status == 2, "\(malformed)")
            #expect(result.standardError.contains("is not a view path"), "\(malformed)")
        }
    }

    @Test("A missing or read-only folder, or an infinite picture, is named with its cause")
    func writeFailuresSayWhy() throws {
        let missing = try CommandRunner.run(["render", scene, "-o", "/nonexistent-directory/scene.png"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("/nonexistent-directory/scene.png: error: cannot write into the folder '/nonexistent-directory': it does not exist"))
        let file = temporaryPath("plain")
        FileManager.default.createFile(atPath: file, contents: Data())
        let notFolder = try CommandRunner.run(["render", scene, "-o", file + "/scene.png"])
        #expect(notFolder.standardError.contains("it is not a folder"))
        let colour = try CommandRunner.temporaryScene("Color.red", name: "infinite")
        let infinite = try CommandRunner.run(["render", colour, "--proposal", "infxinf", "-o", temporaryPath("inf.png")])
        #expect(infinite.status == 1)
        #expect(infinite.standardError.contains("under an infinite proposal the scene takes all it is offered"))
        #expect(infinite.standardError.contains("finite --proposal"))
    }

    @Test("A temporary file left by a killed render is removed by the next render into that folder")
    func abandonedTemporariesAreRemoved() throws {
        let folder = temporaryPath("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A process id no process has (above the kernel's pid_max), and one that is alive (this test's).
        let abandoned = folder + "/.scene.png.4999999.tmp"
        let live = folder + "/.scene.png.\(getpid()).tmp"
        let other = folder + "/.other.png.4999999.tmp"
        for path in [abandoned, live, other] { FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)) }
        let result = try CommandRunner.run(["render", scene, "-o", folder + "/scene.png"])
        #expect(result.status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == [".other.png.4999999.tmp", ".scene.png.\(getpid()).tmp", "scene.png"])
    }
}
