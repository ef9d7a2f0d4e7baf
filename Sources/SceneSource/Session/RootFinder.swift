import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// Finds what a scene's root can be: its previews, or the one view it is about.
///
/// Every `#Preview` is one preview; a `PreviewProvider` gives one preview per view its
/// `previews` lists (a `Group` of several is several), named by `previewDisplayName`. Without
/// previews the root is the first top-level view expression, else `ContentView()`, else the
/// first view the scene declares that needs no arguments, else one made with sample arguments,
/// else a `Layout` arranging sample subviews.
///
/// A candidate is a recipe, not a view: `EvaluationSession` builds it again for each screen it
/// is shown on (a view's initializer may read `UIScreen.main.bounds`).
struct RootFinder {
    let program: Program
    let library: SwiftUILibrary

    var evaluator: Evaluator { library.evaluator }

    /// A root the scene offers: what the window lists (nil for the implicit root of a scene
    /// without previews) and how to build its view.
    struct Candidate {
        var preview: ScenePreview?
        var build: () throws -> Value
        var position: SourcePosition?
        /// The root the playground wrote (`Card(title: "Title")`, from sample arguments): what
        /// "Add Preview" writes into the source; nil for a root the scene wrote itself.
        var written: String?
    }

    /// The previews, in source order; empty when the scene declares none.
    func previews() -> [Candidate] {
        var candidates: [Candidate] = []
        for item in program.topLevelItems {
            switch item {
            case .preview(let macro, _) where Self.isWidgetPreview(macro.arguments):
                candidates.append(widgetPreview(
                    macro.arguments, trailing: macro.trailingClosure, additional: macro.additionalTrailingClosures, node: macro,
                    number: candidates.count + 1))
            case .previewDeclaration(let macro, _) where Self.isWidgetPreview(macro.arguments):
                candidates.append(widgetPreview(
                    macro.arguments, trailing: macro.trailingClosure, additional: macro.additionalTrailingClosures, node: macro,
                    number: candidates.count + 1))
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
        return candidates
    }

    /// The root of a scene without previews: tried once here (the first that can be made is
    /// chosen, and a note says which), built again by the session for each screen. Nil, with
    /// an error that says what was looked for, when the scene declares no view at all.
    func implicitRoot() -> Candidate? {
        for item in program.topLevelItems {
            guard case .expression(let expression, _) = item else { continue }
            return Candidate(preview: nil, build: { [evaluator] in
                try evaluator.evaluate(expression, in: evaluator.globalScope)
            }, position: evaluator.position(of: expression))
        }
        // Views declared at the top level, then those nested in types and in extensions of
        // types the file does not declare.
        let (topLevel, nested) = declaredTypes()
        let declared = topLevel + nested
        // A wrapped UIKit view (a labelled box here) is the root only when nothing else is.
        let candidates = declared.filter { library.conformsToView($0) && $0.name != "ContentView" }
        let ordinary = (program.types["ContentView"].map { [$0] } ?? []) + candidates.filter { !library.isRepresentable($0) }
        let views = ordinary.isEmpty ? candidates : ordinary
        // Why the views could not be made: under --strict, what they use that is missing.
        var firstFailure: RuntimeError?
        let samples = SampleArguments(program: program, standInUses: library.standInUses)
        for type in views where library.conformsToView(type) {
            // A view whose memberwise initializer takes arguments (`@State var moodSnap:
            // MoodSnapStruct` without a value, as Swift requires) is made from sample values,
            // not left with the property unset (MoodSnap's EventView read nil).
            if samples.needsArguments(type), !type.storedProperties.contains(where: { $0.wrapper == nil && SampleArguments.requiresArgument($0) }),
               let call = samples.root(for: type), var candidate = expressionCandidate(call, file: "sample arguments", position: type.position).candidate {
                candidate.written = call
                library.note("the scene has no preview and its views need arguments; showing \(call)", at: type.position)
                return candidate
            }
            let build: () throws -> Value = { [evaluator] in try evaluator.instantiate(type, arguments: [], at: type.position) }
            do { _ = try evaluator.withFreshSteps(build) } catch {
                if firstFailure == nil { firstFailure = error as? RuntimeError }
                continue
            }
            if type.name != "ContentView" {
                library.note("the scene has no preview; showing \(type.name)()", at: type.position)
            }
            return Candidate(preview: nil, build: build, position: type.position, written: SampleArguments(program: program).passingEnvironment(to: type.name + "()"))
        }
        // Views that all need arguments: the first one that can be made from sample values.
        var sampleFailure: RuntimeError?
        for type in views {
            guard let call = samples.root(for: type) else { continue }
            let made = expressionCandidate(call, file: "sample arguments", position: type.position)
            guard var candidate = made.candidate else {
                if sampleFailure == nil { sampleFailure = made.failure }
                continue
            }
            candidate.written = call
            library.note("the scene has no preview and its views need arguments; showing \(call)", at: type.position)
            return candidate
        }
        // A file that only declares a Layout: shown arranging sample subviews of a few widths.
        for type in program.typeOrder where library.conformsToLayout(type) {
            guard let call = samples.call(for: type) else { continue }
            let source = call + " {\n    ForEach(0..<7) { index in\n        RoundedRectangle(cornerRadius: 6).fill(.blue)"
                + ".frame(width: CGFloat(40 + (index % 3) * 24), height: 32)\n    }\n}"
            guard let candidate = expressionCandidate(source, file: "sample subviews", position: type.position).candidate else { continue }
            library.note("the scene declares no view; showing the layout \(call) with seven sample subviews", at: type.position)
            return candidate
        }
        if let failure = sampleFailure ?? firstFailure, !views.isEmpty {
            // The views are there but could not be made: say why, where.
            library.report(failure)
            return nil
        }
        library.report(
            .error, "the scene has no root view", at: nil,
            hint: "add a '#Preview { ... }', a view expression, or a 'struct ContentView: View'")
        return nil
    }

    /// A root written by the playground (`source`, added to the program as `file`), when it
    /// evaluates. It reads names as the code at `position` does (`Program.readNames`): a view
    /// declared again in a second target is made as that target's.
    func expressionCandidate(_ source: String, file name: String, position: SourcePosition?) -> (candidate: Candidate?, failure: RuntimeError?) {
        library.writtenCodeLocations[name] = library.location(position)
        let file = program.addFile(name: name, source: source)
        if let reader = position?.file { program.readNames(of: file, asIn: reader) }
        guard case .expression(let expression, _)? = program.topLevelItems.last(where: {
            if case .expression(_, let index) = $0 { return index == file } else { return false }
        }) else { return (nil, nil) }
        let build: () throws -> Value = { [evaluator] in try evaluator.evaluate(expression, in: evaluator.globalScope) }
        do { _ = try evaluator.withFreshSteps(build) } catch { return (nil, error as? RuntimeError) }
        return (Candidate(preview: nil, build: build, position: position), nil)
    }

    /// `#Preview("Name", traits: ...) { ... }`.
    private func macroPreview(
        _ arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, node: some SyntaxProtocol, number: Int
    ) -> Candidate {
        var name = "Preview \(number)"
        // `#Preview(body: { ... })` and `#Preview("Name", body: { ... })` spell the body as an argument.
        let trailing = trailing ?? arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        var layout = ScenePreview.Layout.device
        var isLandscape = false
        for argument in arguments where argument.label?.text != "body" {
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
        return Candidate(preview: preview, build: { [evaluator, library] in
            guard let trailing else { throw RuntimeError("the preview has no body", at: position, hint: "write '#Preview { MyView() }'") }
            let closure = try evaluator.evaluate(ExprSyntax(trailing), in: evaluator.globalScope)
            return try library.runBuilder(closure, at: position)
        }, position: position)
    }

    /// A `PreviewProvider`'s previews: one per view its `previews` lists. The list is read once
    /// here; each preview is built again from `previews` when it is shown.
    private func providerPreviews(_ type: TypeDefinition) -> [Candidate] {
        let location = library.location(type.position)
        let readPreviews: () throws -> Value = { [evaluator] in
            try evaluator.member("previews", of: .type(TypeReference(name: type.name, definition: type)), node: Syntax(TokenSyntax.identifier("previews")))
        }
        if Self.isSinglePreview(type) {
            // One view without preview traits: made when chosen, not to list the app's previews.
            return [Candidate(preview: ScenePreview(name: type.name, location: location), build: readPreviews, position: type.position)]
        }
        let parts: [Value]
        do {
            let value = try evaluator.withFreshSteps(readPreviews)
            parts = value.viewValue?.previewParts ?? [value]
        } catch {
            // Built again when chosen, to report the error.
            return [Candidate(preview: ScenePreview(name: type.name, location: location), build: readPreviews, position: type.position)]
        }
        return parts.enumerated().map { index, part in
            var preview = ScenePreview(name: parts.count == 1 ? type.name : "\(type.name) \(index + 1)", location: location)
            if let traits = part.viewValue?.previewTraits { preview.apply(traits) }
            let count = parts.count
            return Candidate(preview: preview, build: {
                let value = try readPreviews()
                let parts = value.viewValue?.previewParts ?? [value]
                return parts.count == count ? parts[index] : part
            }, position: type.position)
        }
    }
}
