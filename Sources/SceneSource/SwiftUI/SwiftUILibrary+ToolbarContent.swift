import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// An app's own `ToolbarContent` (`struct CloseButton: ToolbarContent { var body: some
/// ToolbarContent { ToolbarItem(placement: .cancellationAction) { ... } } }`), written in a
/// `.toolbar { }`: its body's items, each with its placement, as if written there.
extension SwiftUILibrary {
    /// True for a scene type conforming to `ToolbarContent` (or `CustomizableToolbarContent`),
    /// directly or through a protocol of the scene.
    func isToolbarContent(_ type: TypeDefinition, depth: Int = 0) -> Bool {
        if type.conforms(to: "ToolbarContent") || type.conforms(to: "CustomizableToolbarContent") { return true }
        guard depth < 8 else { return false }
        return type.conformances.contains { name in
            guard let declared = evaluator?.program.types[name], declared.kind == .protocol else { return false }
            return isToolbarContent(declared, depth: depth + 1)
        }
    }

    /// The nodes of a toolbar content's body: its `ToolbarItem`s keep their placements, so the
    /// bar places them as it places items written in the `.toolbar { }` itself.
    func realizeToolbarContent(_ value: Value, type: TypeDefinition, _ context: RealizeContext, path: String) throws -> [ViewNode] {
        // Its `@Environment`, `@State` and other wrapped properties read as a view's do.
        let attached = state.attach(value, identity: path + ":" + type.name, environment: context.environment, library: self)
        let body = try evaluator.member("body", of: attached, node: Syntax(TokenSyntax.identifier("body")))
        return try realize(body, context, path: path + ":" + type.name)
    }
}
