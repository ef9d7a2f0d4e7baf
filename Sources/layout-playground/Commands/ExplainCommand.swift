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

    @Flag(help: "Print the layout's steps in order, numbered, one per line: each proposal, answer, decision and placement (of --path's subtree, or the whole scene). 'render --step N' draws step N.")
    var steps = false

    func validate() throws {
        // A path is the `path` of a view in `layout`'s output: 0, 0.1, 0.1[id].2.
        if let path, path.isEmpty || path.split(separator: ".", omittingEmptySubsequences: false).contains(where: { component in
            component.isEmpty || !(component.first?.isNumber ?? false)
        }) {
            throw ValidationError("--path '\(path)' is not a view path; paths are like 0.1.2, as 'layout' prints them")
        }
    }

    func run() throws {
        let (result, scene) = try options.layOutScene(tracing: true)
        let failed = scene.finish()
        if let path, result.view(at: path) == nil {
            Diagnostics.write("error: no view is placed at path \(path)")
            throw ExitCode(1)
        }
        if steps {
            print(result.stepLines(under: path).joined(separator: "\n"))
        } else {
            print(result.explanation(under: path), terminator: "")
        }
        if failed { throw ExitCode(1) }
    }
}
