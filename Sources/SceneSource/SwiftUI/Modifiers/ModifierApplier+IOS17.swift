import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// Modifiers of iOS 15 to 17 that real files use and that change a layout or what is drawn:
/// `listRowSpacing`, `scenePadding`, `backgroundStyle`, `phaseAnimator`, `scrollTransition`.
extension ModifierApplier {
    /// `.listRowSpacing(8)`: the list's rows apart by that many points; in a grouped list each
    /// row on its own rounded card (ListViews).
    static let listRowSpacing = ModifierApplier { library, name, base, call in
        var spacing: Double?
        if let number = call.arguments.first?.value.number, number.isFinite, number >= 0 { spacing = number }
        return library.level(name, base, call, layout: PassthroughLayout()) { node in
            node.environmentChange = { $0.systemStyles.listRowSpacing = spacing }
        }
    }

    /// `.scenePadding()`, `.scenePadding(.minimum, edges: .horizontal)`: the platform's default
    /// padding on those edges, the amount `padding()` without a length gives ("a scene-
    /// appropriate amount", Apple's documentation).
    static let scenePadding = ModifierApplier { library, name, base, call in
        var edges = Edge.Set.all
        if let value = call.argument("edges") ?? call.argument(nil).flatMap({ Arguments.edgeSet($0) != nil ? $0 : nil }) {
            guard let set = Arguments.edgeSet(value) else { throw call.error("scenePadding(_:edges:) expects an edge set such as .horizontal") }
            edges = set
        }
        return library.level(name, base, call, layout: PaddingLayout(insets: EdgeInsets(edges, PaddingLayout.defaultLength)))
    }

    /// `.textScale(.secondary)` (iOS 17): the text below is drawn smaller than its font
    /// (`Font.secondaryTextScale`); `.default`, or `isEnabled: false`, keeps the scale it has.
    static let textScale = ModifierApplier { library, name, base, call in
        var scale: Double?
        switch call.arguments.first?.value.symbolName {
        case "secondary": scale = Font.secondaryTextScale
        case "default": scale = 1
        default: break
        }
        if call.argument("isEnabled")?.boolValue == false { scale = nil }
        return library.level(name, base, call, layout: PassthroughLayout()) { node in
            if let scale { node.environmentChange = { $0.textScale = scale } }
        }
    }

    /// `.backgroundStyle(.blue)`: sets the style `.background()` and `.fill(.background)` draw
    /// below; it changes no size.
    static let backgroundStyle = ModifierApplier { library, name, base, call in
        guard call.arguments.first != nil else { throw call.error("backgroundStyle(_:) expects a style such as .blue") }
        return library.level(name, base, call, layout: PassthroughLayout())
    }

    /// `.phaseAnimator([a, b]) { content, phase in ... }` (iOS 17): the view as its closure
    /// makes it for the first phase, where the animation starts and a still screen shows it.
    static let phaseAnimator = ModifierApplier { library, name, base, call in
        guard let phases = call.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure })?.value else {
            throw call.error("phaseAnimator(_:content:) expects its phases: phaseAnimator([false, true]) { content, phase in ... }")
        }
        guard let closure = call.arguments.first(where: { $0.label == "content" || ($0.isTrailingClosure && $0.label == nil) })?.value else {
            return library.level(name, base, call, layout: PassthroughLayout())
        }
        let first = try call.evaluator.iterate(phases, node: Syntax(TokenSyntax.identifier("phases"))).first ?? .nil
        let content = ViewValue("PlaceholderContentView", at: call.position) { context, path in try library.realize(base, context, path: path) }
        let view = try call.evaluator.call(closure, arguments: [SwiftEvaluator.Argument(label: nil, value: .native(content)),
                                                                SwiftEvaluator.Argument(label: nil, value: first)], at: call.position)
        return library.level(name, view, call, layout: PassthroughLayout())
    }

    /// `.scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }` (iOS 17):
    /// the view as the closure makes it in the identity phase, the one of a view fully in
    /// the scroll view's visible region, as a still screen shows the views in sight.
    static let scrollTransition = ModifierApplier { library, name, base, call in
        guard let closure = call.arguments.last(where: { $0.isTrailingClosure || $0.label == "transition" })?.value, case .function = closure else {
            return library.level(name, base, call, layout: PassthroughLayout())
        }
        let content = ViewValue("PlaceholderContentView", at: call.position) { context, path in try library.realize(base, context, path: path) }
        let view = try call.evaluator.call(closure, arguments: [SwiftEvaluator.Argument(label: nil, value: .native(content)),
                                                                SwiftEvaluator.Argument(label: nil, value: .native(ScrollTransitionPhaseValue.identity))],
                                           at: call.position)
        return library.level(name, view, call, layout: PassthroughLayout())
    }
}

/// SwiftUI's `ScrollTransitionPhase`: `.identity` (in sight), `.topLeading`, `.bottomTrailing`.
struct ScrollTransitionPhaseValue: NativeValue {
    let typeName = "ScrollTransitionPhase"
    let name: String
    static let identity = ScrollTransitionPhaseValue(name: "identity")

    func member(_ member: String, in context: EvaluationContext) throws -> Value? {
        switch member {
        case "isIdentity": return .bool(name == "identity")
        // -1 before the visible region, 0 in it, 1 after it.
        case "value": return .double(name == "identity" ? 0 : (name == "topLeading" ? -1 : 1))
        default: return nil
        }
    }

    func isEqual(to other: any NativeValue) -> Bool? { (other as? ScrollTransitionPhaseValue).map { $0.name == name } }
    var description: String { "." + name }
}
