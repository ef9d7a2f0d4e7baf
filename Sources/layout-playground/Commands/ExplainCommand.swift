import ArgumentParser
import LayoutEngine

/// `layout-playground explain SCENE.swift`: the layout process in words.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain step by step how a scene was laid out.",
        discussion: """
            Who proposed what to whom, what each view answered and where it was placed; for stacks,
            the probes, the order of flexibility and the space left at each step.
            """)

    @OptionGroup var options: SceneOptions

    @Option(help: "Explain only the view at this path (e.g. 0.1) and its descendants.")
    var path: String?

    func run() throws {
        let (result, scene) = try options.layOutScene(tracing: true)
        let text = result.explanation(under: path)
        if let path, result.view(at: path) == nil {
            Diagnostics.write("error: no view is placed at path \(path)")
            throw ExitCode(1)
        }
        print(text, terminator: "")
        if scene.hasErrors { throw ExitCode(1) }
    }
}
