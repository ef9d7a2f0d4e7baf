import ArgumentParser
import LayoutEngine

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
        for warning in result.warnings { Diagnostics.write(warning.description) }
        switch format {
        case .json: print(result.jsonText(includingTrace: trace), terminator: "")
        case .text: print(result.textTree(), terminator: "")
        }
        ProcessEnd.finish(failed: scene.hasErrors)
    }
}
