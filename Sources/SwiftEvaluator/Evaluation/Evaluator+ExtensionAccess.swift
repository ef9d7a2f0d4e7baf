import SwiftSyntax

/// Swift's access control on what an app's extensions of SDK types add: a `private` or
/// `fileprivate` static member (`extension Font { private static let subheadline = 15.0 }`)
/// is seen only in its own file, so `.font(.subheadline)` elsewhere is SwiftUI's text style.
extension Evaluator {
    /// True when the static member `name` of the extension bag is private to a file other
    /// than the one at `position`.
    func isPrivateElsewhere(_ name: String, of bag: TypeDefinition, from position: SourcePosition?) -> Bool {
        guard let file = position?.file else { return false }
        let declaration: Syntax?
        if let property = bag.staticProperties[name] {
            let node: Syntax? = property.initializer.map(Syntax.init) ?? property.type.map(Syntax.init)
                ?? property.computed.map { Syntax($0.getter) }
            declaration = node.flatMap { Self.enclosing(VariableDeclSyntax.self, of: $0) }.map(Syntax.init)
        } else if let methods = bag.staticMethods[name], methods.count == 1, let method = methods.first {
            declaration = Syntax(method)
        } else {
            return false
        }
        guard let declaration, Self.isFilePrivate(declaration), let declared = self.position(of: declaration) else { return false }
        return declared.file != file
    }

    /// The extension's initializers a call at `position` sees: not those `private` or
    /// `fileprivate` (or in such an extension) to another file (`fileprivate extension String
    /// { init?(_ s: CType) }` is no `String(_:)` elsewhere).
    func visibleInitializers(of bag: TypeDefinition, from position: SourcePosition?) -> [InitializerDeclSyntax] {
        guard let file = position?.file else { return bag.initializers }
        return bag.initializers.filter { initializer in
            let isPrivate = Self.hasPrivateModifier(initializer.modifiers)
                || Self.enclosing(ExtensionDeclSyntax.self, of: Syntax(initializer)).map { Self.hasPrivateModifier($0.modifiers) } == true
            guard isPrivate, let declared = self.position(of: initializer) else { return true }
            return declared.file == file
        }
    }

    private static func hasPrivateModifier(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    private static func enclosing<T: SyntaxProtocol>(_ kind: T.Type, of node: Syntax) -> T? {
        var current: Syntax? = node
        while let next = current {
            if let found = next.as(kind) { return found }
            current = next.parent
        }
        return nil
    }

    private static func isFilePrivate(_ declaration: Syntax) -> Bool {
        let modifiers = declaration.as(VariableDeclSyntax.self)?.modifiers ?? declaration.as(FunctionDeclSyntax.self)?.modifiers
        return modifiers?.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) } ?? false
    }
}
