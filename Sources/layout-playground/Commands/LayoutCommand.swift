import ArgumentParser
import LayoutEngine
#if canImport(Glibc)
import Glibc
#endif

/// `layout-playground layout SCENE.swift`: prints every view's frame.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a scene out and print every view's frame.",
        discussion: """
            Frames are in the root view's coordinate space, root at (0, 0), unrounded points.
            Paths: 0 is the root; each modifier is one level with the modified view as .0.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @OptionGroup var options: SceneOptions

    @Option(help: "json (frames for tools) or text (an indented tree for people).")
    var format: Format = .json

    @Flag(help: "Include every view's proposals and answers (JSON).")
    var trace = false

    func run() throws {
        let (result, scene) = try options.layOutScene(tracing: trace || format == .text)
        let failed = scene.finish()
        for warning in result.warnings { Diagnostics.write(warning.description) }
        switch format {
        case .json:
            // Streamed: a scene of 100,000 views is 15 MB of JSON, not held whole.
            result.writeJSON(includingTrace: trace) { bytes in
                _ = fwrite(bytes.baseAddress, 1, bytes.count, stdout)
            }
        case .text: print(result.textTree(), terminator: "")
        }
        ProcessEnd.finish(failed: failed)
    }
}
