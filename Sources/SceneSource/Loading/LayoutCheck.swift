import LayoutEngine
import SwiftEvaluator

/// Whether loading a scene must lay it out once to report the errors of scene code that only
/// layout runs: a `Layout`'s methods, a `GeometryReader`'s content, an `alignmentGuide`'s
/// closure, a custom alignment's default value, a `Shape`'s `path(in:)`, preference keys'
/// `reduce` and the observers of preferences and geometry. Bodies and environment values run
/// when the tree is built, which loading always does.
///
/// Over-inclusive by design: any type the scene declares with one of those roles, or any view
/// holding such a closure, asks for the pass. A scene of plain stacks, texts and colours skips
/// it (half the time of `layout` on a large scene).
enum LayoutCheck {
    /// Protocols whose requirements run during layout or drawing.
    static let layoutTimeProtocols: Set<String> = [
        "Layout", "AlignmentID", "Shape", "InsettableShape", "PreferenceKey", "Animatable", "VectorArithmetic",
    ]

    static func isNeeded(_ tree: LayoutTree, _ program: Program) -> Bool {
        declaresLayoutTimeTypes(program) || tree.containsView(where: runsCodeInLayout)
    }

    /// Whether loading must build the layout tree at all: building runs the bodies of views
    /// that read the environment (their errors are reported then), and the pass needs the tree.
    /// A scene of plain stacks, texts and colours skips both: building a tree is a tenth of
    /// `layout` on a large scene, and the command builds its own. Environment changes
    /// (`.font`, `.environment(_:_:)`) are the library's own closures, not scene code.
    static func needsTree(_ root: ViewNode, _ program: Program) -> Bool {
        if declaresLayoutTimeTypes(program) { return true }
        var stack = [root]
        while let view = stack.popLast() {
            if view.environmentDependentChildren != nil || runsCodeInLayout(view) { return true }
            stack.append(contentsOf: view.children)
        }
        return false
    }

    private static func declaresLayoutTimeTypes(_ program: Program) -> Bool {
        program.types.values.contains { type in type.conformances.contains { layoutTimeProtocols.contains($0) } }
    }

    private static func runsCodeInLayout(_ view: ViewNode) -> Bool {
        switch view.content {
        case .geometryReader, .shape(.path): return true
        case .layoutBox(let box) where box.anyLayout is ScriptedLayout: return true
        default: break
        }
        return !view.alignmentGuides.isEmpty || !view.passObservers.isEmpty || !view.preferenceWrites.isEmpty
    }
}
