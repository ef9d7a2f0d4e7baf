import LayoutEngine
import SwiftEvaluator
import SwiftParser
import SwiftSyntax

/// Reads a scene (ordinary SwiftUI source, one file or several) into its source model and its
/// view tree: parses it, runs it with the evaluator against the SwiftUI library, and builds the
/// root view.
///
/// The root is the first `#Preview`'s body, else the first top-level view expression, else a
/// `PreviewProvider`'s `previews`, else `ContentView()`, else the first view the scene declares
/// that needs no arguments. Loading lays the scene out once (with a fixed-advance text
/// measurer) to find runtime errors in bodies that are only built during layout; state set by
/// that pass is forgotten.
///
/// Parsing is recursive, a few stack frames per level of nesting: brackets nested deeper than
/// `maximumNestingLevel` are an error. The executable loads on a thread with a large stack.
public enum SceneLoader {
    /// The deepest bracket nesting the parser reads (swift-syntax's `maximumNestingLevel`).
    public static let maximumNestingLevel = 20_000

    /// Loads `source`; `fileName` is what diagnostics name as the file.
    public static func load(source: String, fileName: String, screen: Size = Size(width: 393, height: 852), callDepth: Int = 400) -> SceneLoadResult {
        load(files: [(fileName, source)], screen: screen, callDepth: callDepth)
    }

    /// The call depth for callers that load on a thread with a 1 GiB stack (the command line and
    /// the window): scenes nested thousands of levels deep evaluate there.
    public static let largeStackCallDepth = 20_000

    /// Loads several files as one scene: the first file's previews choose the root; the others
    /// contribute declarations (models, views).
    public static func load(files: [(name: String, source: String)], screen: Size = Size(width: 393, height: 852), callDepth: Int = 400) -> SceneLoadResult {
        let firstName = files.first?.name ?? "scene.swift"
        let sink = DiagnosticSink(fileName: firstName)
        let program = Program()
        var scene: Scene?
        for (index, file) in files.enumerated() {
            var text = file.source
            let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
            let reader = SceneReader(fileName: file.name, tree: tree)
            if tree.hasError {
                SyntaxErrorCollector(reader: reader, sink: sink, maximumNestingLevel: maximumNestingLevel).walk(tree)
            }
            if index == 0 { scene = reader.read(tree) }
            program.addFile(name: file.name, tree: tree)
        }
        guard !sink.hasErrors else { return SceneLoadResult(scene: scene, root: nil, diagnostics: sink.diagnostics) }
        program.resolvePendingExtensions()
        let library = SwiftUILibrary(fileName: firstName)
        library.screenSize = screen
        let evaluator = Evaluator(program: program, host: library, budget: Budget(maximumCallDepth: callDepth), retainsHost: false)
        library.evaluator = evaluator
        library.retainedEvaluator = evaluator
        for note in program.notes {
            library.report(note.isError ? .error : .warning, note.message, at: note.position)
        }
        var previews: [ScenePreview] = []
        let root = RootFinder(program: program, library: library).root(previews: &previews)
        var rootNode: ViewNode?
        if let root {
            do {
                let nodes = try evaluator.withFreshSteps {
                    evaluator.budget.deadline = ContinuousClock.now + .seconds(2)
                    defer { evaluator.budget.deadline = nil }
                    return try library.realize(root.value, RealizeContext(library: library, environment: EnvironmentValues()), path: "0")
                }
                rootNode = library.single(nodes, location: library.location(root.position))
            } catch let error as RuntimeError {
                library.report(error)
            } catch {
                library.report(.error, "\(error)", at: root.position)
            }
        }
        if let rootNode {
            // Build and lay out once to report what only layout reaches, then forget the state
            // that pass set.
            if let tree = try? LayoutTree(root: rootNode, textMeasurer: FixedAdvanceTextMeasurer()) {
                _ = tree.layout(proposal: ProposedViewSize(screen))
            }
            library.resetState()
        }
        library.collectEvaluatorWarnings()
        let diagnostics = sink.diagnostics + library.diagnostics
        return SceneLoadResult(scene: scene, root: rootNode, diagnostics: diagnostics, previews: previews)
    }
}

/// Finds a scene's root view and its previews.
struct RootFinder {
    let program: Program
    let library: SwiftUILibrary

    var evaluator: Evaluator { library.evaluator }

    func root(previews: inout [ScenePreview]) -> (value: Value, position: SourcePosition?)? {
        var first: (Value, SourcePosition?)?
        for item in program.topLevelItems {
            switch item {
            case .preview(let macro, _):
                if let found = preview(macro.arguments, trailing: macro.trailingClosure, node: macro, previews: &previews), first == nil { first = found }
            case .previewDeclaration(let macro, _):
                if let found = preview(macro.arguments, trailing: macro.trailingClosure, node: macro, previews: &previews), first == nil { first = found }
            default:
                continue
            }
        }
        if let first { return first }
        // A preview that failed has said why; there is no other root to look for.
        if !previews.isEmpty { return nil }
        for item in program.topLevelItems {
            guard case .expression(let expression, _) = item else { continue }
            do {
                let value = try evaluator.withFreshSteps { try evaluator.evaluate(expression, in: evaluator.globalScope) }
                return (value, evaluator.position(of: expression))
            } catch let error as RuntimeError {
                library.report(error)
                return nil
            } catch {
                return nil
            }
        }
        for type in program.typeOrder where type.conforms(to: "PreviewProvider") {
            do {
                let value = try evaluator.withFreshSteps {
                    try evaluator.member("previews", of: .type(TypeReference(name: type.name, definition: type)), node: Syntax(TokenSyntax.identifier("previews")))
                }
                previews.append(ScenePreview(name: type.name, location: library.location(type.position)))
                return (value, type.position)
            } catch let error as RuntimeError {
                library.report(error)
                return nil
            } catch {
                return nil
            }
        }
        let candidates = (program.types["ContentView"].map { [$0] } ?? []) + program.typeOrder.filter { library.conformsToView($0) && $0.name != "ContentView" }
        for type in candidates where library.conformsToView(type) {
            guard let value = try? evaluator.withFreshSteps({ try evaluator.instantiate(type, arguments: [], at: type.position) }) else { continue }
            if type.name != "ContentView" {
                library.note("the scene has no preview; showing \(type.name)()", at: type.position)
            }
            return (value, type.position)
        }
        library.report(
            .error, "the scene has no root view", at: nil,
            hint: "add a '#Preview { ... }', a view expression, or a 'struct ContentView: View'")
        return nil
    }

    /// `#Preview("Name", traits: ...) { ... }`: records the preview and builds its body.
    private func preview(
        _ arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, node: some SyntaxProtocol, previews: inout [ScenePreview]
    ) -> (Value, SourcePosition?)? {
        var name = "Preview \(previews.count + 1)"
        var layout = ScenePreview.Layout.device
        var isLandscape = false
        for argument in arguments {
            guard let value = try? evaluator.evaluate(argument.expression, in: evaluator.globalScope) else { continue }
            if argument.label == nil, case .string(let text) = value { name = text }
            for trait in (value.arrayValue ?? [value]) {
                guard case .implicitMember(let member) = trait else { continue }
                switch member.name {
                case "sizeThatFitsLayout": layout = .sizeThatFits
                case "landscapeLeft", "landscapeRight": isLandscape = true
                case "fixedLayout":
                    let width = member.arguments?.first { $0.label == "width" }?.value.doubleValue ?? 393
                    let height = member.arguments?.first { $0.label == "height" }?.value.doubleValue ?? 852
                    layout = .fixed(width: width, height: height)
                default: break
                }
            }
        }
        let position = evaluator.position(of: node)
        previews.append(ScenePreview(name: name, layout: layout, isLandscape: isLandscape, location: library.location(position)))
        guard let trailing, previews.count == 1 else { return nil }
        do {
            let value = try evaluator.withFreshSteps { () throws -> Value in
                let closure = try evaluator.evaluate(ExprSyntax(trailing), in: evaluator.globalScope)
                return try library.runBuilder(closure, at: position)
            }
            return (value, position)
        } catch let error as RuntimeError {
            library.report(error)
            return nil
        } catch {
            return nil
        }
    }
}
