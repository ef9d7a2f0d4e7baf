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
    public static func load(
        source: String, fileName: String, screen: Size = Size(width: 393, height: 852), callDepth: Int = 400, preview: Int = 0
    ) -> SceneLoadResult {
        load(files: [(fileName, source)], screen: screen, callDepth: callDepth, preview: preview)
    }

    /// The deepest nesting of calls read (views in views, modifiers in a chain): the reader and
    /// the interpreter take a few stack frames per level, so a deeper file is refused before
    /// either runs, quickly and with the place it goes too deep. Real views nest a few dozen.
    public static let maximumCallNesting = 10_000

    /// The largest file read: real view files are a few kilobytes (the largest seen, about
    /// 100 KB), and reading takes time in proportion to the text (about 40 s per megabyte of
    /// one-line views in the debug build, 7 s in release), so a larger file is refused at once
    /// rather than read for minutes.
    public static let maximumSourceBytes = 1 << 20

    /// The line and column (in characters) of a byte offset, for a problem found before parsing.
    static func location(of offset: Int, in bytes: [UInt8], file: String) -> LayoutEngine.SourceLocation {
        let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return LayoutEngine.SourceLocation(file: file, line: line, column: column)
    }

    static func megabytes(_ bytes: Int) -> String {
        if bytes % (1 << 20) == 0 { return String(bytes >> 20) }
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The call depth for callers that load on a thread with a 1 GiB stack (the command line and
    /// the window): scenes nested thousands of levels deep evaluate there.
    public static let largeStackCallDepth = 20_000

    /// Loads several files as one scene: their previews, in file order, choose the root (the
    /// `preview`th one); every file contributes declarations (models, views). The source model
    /// is the first file's. `isCancelled` is read as evaluation goes: true stops it.
    ///
    /// `readsSourceModel: false` leaves `scene` (the editable model the window's tree and
    /// editing use) unread: the command line lays out and draws from the evaluated views alone.
    public static func load(
        files: [(name: String, source: String)], screen: Size = Size(width: 393, height: 852), callDepth: Int = 400, preview: Int = 0,
        readsSourceModel: Bool = true, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> SceneLoadResult {
        let firstName = files.first?.name ?? "scene.swift"
        let sink = DiagnosticSink(fileName: firstName)
        let program = Program()
        var scene: Scene?
        for (index, file) in files.enumerated() {
            var text = file.source
            if text.utf8.count > maximumSourceBytes {
                sink.error(
                    "the file is \(Self.megabytes(text.utf8.count)) MB; at most \(Self.megabytes(maximumSourceBytes)) MB of source are read",
                    at: SourceMark(LayoutEngine.SourceLocation(file: file.name, line: 1, column: 1)),
                    hint: "split the scene into several files, or into smaller views")
                continue
            }
            let bytes = Array(text.utf8)
            if let run = BracketRuns.firstOverlong(in: bytes) {
                // Parsing this would take minutes (see BracketRuns): refused before the parser runs.
                sink.error(
                    "\(run.count) '[' in a row here (collections or array types nested inside each other); at most \(BracketRuns.limit) are read",
                    at: SourceMark(location(of: run.offset, in: bytes, file: file.name)),
                    hint: "close the brackets, or nest fewer collections or array types inside each other")
                continue
            }
            if let run = StrayMemberCode.firstOverlong(in: bytes) {
                // The parser's recovery would take time growing with the square of the run (see
                // StrayMemberCode): refused before the parser runs.
                sink.error(
                    "more than \(StrayMemberCode.limit) tokens here are in a type's body but not in a declaration; such code is not read",
                    at: SourceMark(location(of: run.offset, in: bytes, file: file.name)),
                    hint: "a type's body holds declarations: put modifiers before the closing '}' of 'body', and statements inside a function")
                continue
            }
            let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
            let reader = SceneReader(fileName: file.name, tree: tree)
            if let deepest = SyntaxDepth.deepestCall(in: tree), deepest.depth > maximumCallNesting {
                sink.error(
                    "calls nest \(deepest.depth) levels deep here (views inside views, or a chain of modifiers); at most \(maximumCallNesting) are read",
                    at: reader.mark(deepest.node),
                    hint: "split the scene into smaller views")
                continue
            }
            if tree.hasError {
                SyntaxErrorCollector(reader: reader, sink: sink, maximumNestingLevel: maximumNestingLevel).walk(tree)
            }
            if index == 0, readsSourceModel { scene = reader.read(tree) }
            program.addFile(name: file.name, tree: tree)
        }
        guard !sink.hasErrors else { return SceneLoadResult(scene: scene, root: nil, diagnostics: sink.diagnostics) }
        program.resolvePendingExtensions()
        let library = SwiftUILibrary(fileName: firstName)
        library.screenSize = screen
        let budget = Budget(maximumCallDepth: callDepth)
        budget.unitTimeLimit = SwiftUILibrary.evaluationTimeLimit
        // A read that was superseded (the window's text changed again) stops at its next
        // check; its result is dropped. Bodies built later, during layout, are not cancelled.
        budget.isCancelled = isCancelled
        // Afterwards, bodies and `Layout` methods run during layouts: a cancelled background
        // layout stops them too.
        defer { budget.isCancelled = { LayoutCancellation.current?.isCancelled ?? false } }
        let evaluator = Evaluator(program: program, host: library, budget: budget, retainsHost: false)
        library.evaluator = evaluator
        library.retainedEvaluator = evaluator
        for note in program.notes {
            library.report(note.isError ? .error : .warning, note.message, at: note.position)
        }
        var previews: [ScenePreview] = []
        // The root's expression is where a scene written out at length lives (a stack of
        // 100,000 views): it has the step budget and a longer deadline than a body has.
        budget.unitTimeLimit = SwiftUILibrary.rootEvaluationTimeLimit
        let root = RootFinder(program: program, library: library, chosen: preview).root(previews: &previews)
        var rootNode: ViewNode?
        defer { budget.unitTimeLimit = SwiftUILibrary.evaluationTimeLimit }
        if let root {
            do {
                let nodes = try evaluator.withFreshSteps {
                    try library.realize(root.value, RealizeContext(library: library, environment: EnvironmentValues()), path: "0")
                }
                rootNode = library.single(nodes, location: library.location(root.position))
            } catch let error as RuntimeError {
                // A cancelled read still fails (its result is dropped, but never taken for a scene).
                if error.kind == .cancelled { library.report(.error, error.message, at: error.position ?? root.position) }
                library.report(error)
            } catch {
                library.report(.error, "\(error)", at: root.position)
            }
        }
        budget.unitTimeLimit = SwiftUILibrary.evaluationTimeLimit
        var wasLaidOutToCheck = false
        if let rootNode {
            // Build and lay out once to report what only layout reaches, then forget the state
            // that pass set.
            // Building the tree runs the bodies of the scene's views; the pass is needed only
            // when scene code runs during layout (`LayoutCheck`), and is half a `layout` command.
            if LayoutCheck.needsTree(rootNode, program),
               let tree = try? LayoutTree(root: rootNode, textMeasurer: FixedAdvanceTextMeasurer()),
               LayoutCheck.isNeeded(tree, program) {
                wasLaidOutToCheck = true
                let result = tree.layout(proposal: ProposedViewSize(screen))
                // Custom shapes' path(in:) runs only when drawn: run it once here to report
                // its errors with the rest.
                for placed in result.views {
                    if case .shape(.path(let path)) = placed.view.content { _ = path.elements(in: placed.frame.size) }
                }
            }
            library.resetState()
        }
        library.collectEvaluatorWarnings()
        let diagnostics = sink.diagnostics + library.diagnostics
        var loaded = SceneLoadResult(scene: scene, root: rootNode, diagnostics: diagnostics, previews: previews)
        loaded.wasLaidOutToCheck = wasLaidOutToCheck
        return loaded
    }
}

/// Finds a scene's root view and its previews.
///
/// Every `#Preview` is one preview; a `PreviewProvider` gives one preview per view its
/// `previews` lists (a `Group` of several is several), named by `previewDisplayName`. The root
/// is the chosen preview's view (the first when `preview` is out of range).
struct RootFinder {
    let program: Program
    let library: SwiftUILibrary
    var chosen = 0

    var evaluator: Evaluator { library.evaluator }

    /// A preview found: what the window lists, and how to build its view.
    private struct Candidate {
        var preview: ScenePreview
        var build: () throws -> Value
        var position: SourcePosition?
    }

    func root(previews: inout [ScenePreview]) -> (value: Value, position: SourcePosition?)? {
        var candidates: [Candidate] = []
        for item in program.topLevelItems {
            switch item {
            case .preview(let macro, _):
                candidates.append(macroPreview(macro.arguments, trailing: macro.trailingClosure, node: macro, number: candidates.count + 1))
            case .previewDeclaration(let macro, _):
                candidates.append(macroPreview(macro.arguments, trailing: macro.trailingClosure, node: macro, number: candidates.count + 1))
            default:
                continue
            }
        }
        for type in program.typeOrder where type.conforms(to: "PreviewProvider") {
            candidates += providerPreviews(type)
        }
        if !candidates.isEmpty {
            let index = candidates.indices.contains(chosen) ? chosen : 0
            do {
                var value = try evaluator.withFreshSteps { try candidates[index].build() }
                var preview = candidates[index].preview
                if let traits = value.viewValue?.previewTraits { preview.apply(traits) }
                value = Self.strippingTraits(value)
                candidates[index].preview = preview
                previews = candidates.map(\.preview)
                return (value, candidates[index].position)
            } catch let error as RuntimeError {
                previews = candidates.map(\.preview)
                library.report(error)
                return nil
            } catch {
                previews = candidates.map(\.preview)
                return nil
            }
        }
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
        let views = (program.types["ContentView"].map { [$0] } ?? []) + program.typeOrder.filter { library.conformsToView($0) && $0.name != "ContentView" }
        for type in views where library.conformsToView(type) {
            guard let value = try? evaluator.withFreshSteps({ try evaluator.instantiate(type, arguments: [], at: type.position) }) else { continue }
            if type.name != "ContentView" {
                library.note("the scene has no preview; showing \(type.name)()", at: type.position)
            }
            return (value, type.position)
        }
        // Views that all need arguments: the first one that can be made from sample values.
        let samples = SampleArguments(program: program)
        for type in views {
            guard let call = samples.call(for: type) else { continue }
            let file = program.addFile(name: "sample arguments", source: call)
            guard case .expression(let expression, _)? = program.topLevelItems.last(where: {
                if case .expression(_, let index) = $0 { return index == file } else { return false }
            }), let value = try? evaluator.withFreshSteps({ try evaluator.evaluate(expression, in: evaluator.globalScope) })
            else { continue }
            library.note("the scene has no preview and its views need arguments; showing \(call)", at: type.position)
            return (value, type.position)
        }
        // A file that only declares a Layout: shown arranging sample subviews of a few widths.
        for type in program.typeOrder where library.conformsToLayout(type) {
            guard let call = samples.call(for: type) else { continue }
            let source = call + " {\n    ForEach(0..<7) { index in\n        RoundedRectangle(cornerRadius: 6).fill(.blue)"
                + ".frame(width: CGFloat(40 + (index % 3) * 24), height: 32)\n    }\n}"
            let file = program.addFile(name: "sample subviews", source: source)
            guard case .expression(let expression, _)? = program.topLevelItems.last(where: {
                if case .expression(_, let index) = $0 { return index == file } else { return false }
            }), let value = try? evaluator.withFreshSteps({ try evaluator.evaluate(expression, in: evaluator.globalScope) })
            else { continue }
            library.note("the scene declares no view; showing the layout \(call) with seven sample subviews", at: type.position)
            return (value, type.position)
        }
        library.report(
            .error, "the scene has no root view", at: nil,
            hint: "add a '#Preview { ... }', a view expression, or a 'struct ContentView: View'")
        return nil
    }

    /// A view without its preview traits (they configure the preview, not the view).
    private static func strippingTraits(_ value: Value) -> Value {
        guard var view = value.viewValue, view.previewTraits != nil else { return value }
        view.previewTraits = nil
        return .native(view)
    }

    /// `#Preview("Name", traits: ...) { ... }`.
    private func macroPreview(
        _ arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, node: some SyntaxProtocol, number: Int
    ) -> Candidate {
        var name = "Preview \(number)"
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
        let preview = ScenePreview(name: name, layout: layout, isLandscape: isLandscape, location: library.location(position))
        return Candidate(preview: preview, build: {
            guard let trailing else { throw RuntimeError("the preview has no body", at: position, hint: "write '#Preview { MyView() }'") }
            let closure = try evaluator.evaluate(ExprSyntax(trailing), in: evaluator.globalScope)
            return try library.runBuilder(closure, at: position)
        }, position: position)
    }

    /// A `PreviewProvider`'s previews: one per view its `previews` lists.
    private func providerPreviews(_ type: TypeDefinition) -> [Candidate] {
        let location = library.location(type.position)
        let parts: [Value]
        do {
            let value = try evaluator.withFreshSteps {
                try evaluator.member("previews", of: .type(TypeReference(name: type.name, definition: type)), node: Syntax(TokenSyntax.identifier("previews")))
            }
            parts = value.viewValue?.previewParts ?? [value]
        } catch {
            // Built again when chosen, to report the error.
            let candidate = Candidate(preview: ScenePreview(name: type.name, location: location), build: {
                try evaluator.member("previews", of: .type(TypeReference(name: type.name, definition: type)), node: Syntax(TokenSyntax.identifier("previews")))
            }, position: type.position)
            return [candidate]
        }
        return parts.enumerated().map { index, part in
            var preview = ScenePreview(name: parts.count == 1 ? type.name : "\(type.name) \(index + 1)", location: location)
            if let traits = part.viewValue?.previewTraits { preview.apply(traits) }
            return Candidate(preview: preview, build: { part }, position: type.position)
        }
    }
}
