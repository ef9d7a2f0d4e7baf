import LayoutEngine
import SwiftEvaluator

extension RootFinder {
    /// The types the scene declares, in declaration order: top-level ones, then those nested
    /// in them and in extensions of types the scene does not declare (`extension StatusEditor
    /// { struct MainView: View }` in a file of a larger app), outer before inner.
    func declaredTypes() -> (topLevel: [TypeDefinition], nested: [TypeDefinition]) {
        var nested: [TypeDefinition] = []
        var outer = program.typeOrder + program.hostExtensions.keys.sorted().compactMap { program.hostExtensions[$0] }
        while !outer.isEmpty {
            let type = outer.removeFirst()
            let inner = type.nestedTypes.values.sorted { ($0.position?.offset ?? 0) < ($1.position?.offset ?? 0) }
            nested += inner
            outer += inner
        }
        return (program.typeOrder, nested)
    }

    /// Every `View` type the scene declares (shapes and wrapped UIKit views included), in the
    /// order of its files, with the type it names; a top-level type declared again under a
    /// taken name is listed too (`SceneView.isShadowed`).
    func views() -> [(view: SceneView, type: TypeDefinition)] {
        let (topLevel, nested) = declaredTypes()
        let samples = SampleArguments(program: program)
        var found: [(view: SceneView, type: TypeDefinition, shadowed: Bool)] = []
        for type in topLevel + nested where library.conformsToView(type) { found.append((view(type, samples: samples, shadowed: false), type, false)) }
        for type in program.shadowedTypes where library.conformsToView(type) { found.append((view(type, samples: samples, shadowed: true), type, true)) }
        return found
            .sorted { ($0.type.position?.file ?? 0, $0.type.position?.offset ?? 0) < ($1.type.position?.file ?? 0, $1.type.position?.offset ?? 0) }
            .map { ($0.view, $0.type) }
    }

    private func view(_ type: TypeDefinition, samples: SampleArguments, shadowed: Bool) -> SceneView {
        SceneView(
            name: type.qualifiedName, location: library.location(type.position),
            needsArguments: samples.needsArguments(type), isShadowed: shadowed)
    }

    /// The root that shows `type`: made with no arguments when it needs none, else with sample
    /// arguments and the environment objects it reads itself (`SampleArguments.passingEnvironment`;
    /// in a whole app, not every view's), written as Swift and evaluated like the scene. Built when
    /// shown, so an error in the view's initializer is reported then, at its place.
    func viewCandidate(_ type: TypeDefinition, view: SceneView) -> Candidate {
        let preview = ScenePreview(name: view.name, location: view.location)
        let samples = SampleArguments(program: program, standInUses: library.standInUses, file: type.position?.file)
        let plain = type.qualifiedName + "()"
        guard let call = view.needsArguments ? samples.call(for: type) : type.name + "()" else {
            let reason = samples.trail.unmade.map { " (no sample of '\($0.type)' for '\($0.name)')" } ?? ""
            return Candidate(preview: preview, build: {
                throw RuntimeError(
                    "'\(view.name)' needs arguments the playground cannot make samples for\(reason)", at: type.position,
                    hint: "add a '#Preview { \(view.name)(...) }' with the arguments")
            }, position: type.position)
        }
        // Qualified so that a nested view (`Settings.Row`) is found by its name.
        let qualified = view.needsArguments ? call : type.qualifiedName + "()"
        let written = samples.passingEnvironment(to: qualified, readBy: [type])
        if written == plain {
            return Candidate(preview: preview, build: { [evaluator] in
                try evaluator.instantiate(type, arguments: [], at: type.position)
            }, position: type.position, written: plain)
        }
        let made = expressionCandidate(written, file: "sample arguments for \(view.name)", position: type.position)
        if var candidate = made.candidate {
            candidate.preview = preview
            candidate.written = written
            return candidate
        }
        let failure = made.failure
        return Candidate(preview: preview, build: {
            throw failure ?? RuntimeError("'\(view.name)' could not be made from sample arguments (\(written))", at: type.position)
        }, position: type.position, written: written)
    }
}
