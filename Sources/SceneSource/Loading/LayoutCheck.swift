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
        if program.types.values.contains(where: { type in type.conformances.contains { layoutTimeProtocols.contains($0) } }) {
            return true
        }
        return tree.containsView { view in
            switch view.content {
            case .geometryReader, .shape(.path): return true
            case .layout(let layout) where layout is ScriptedLayout: return true
            default: break
            }
            return !view.alignmentGuides.isEmpty || !view.passObservers.isEmpty || !view.preferenceWrites.isEmpty
        }
    }
}
