import SwiftSyntax

extension Evaluator {
    /// Whether the memberwise initializer's parameter for `property` takes an unlabelled
    /// trailing closure (Swift's forward scan, SE-0286): one whose type is a function type
    /// (`() -> Void`, `(() -> Void)?`, an alias of one), a result builder's content, or a
    /// generic parameter of the type (`Content`). A property of another type
    /// (`@Shared(.settings) var settings: Settings`) is passed over, so that `Sheet { ... }`
    /// fills the `onContinue` after it.
    func takesTrailingClosure(_ property: StoredProperty, of type: TypeDefinition) -> Bool {
        if property.builderAttribute != nil { return true }
        // A wrapper given its value in the attribute needs no argument.
        if property.wrapper?.arguments != nil { return false }
        guard let written = property.type else { return true }
        return resemblesFunction(written, in: type, depth: 0)
    }

    private func resemblesFunction(_ type: TypeSyntax, in context: TypeDefinition, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        if type.is(FunctionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return resemblesFunction(optional.wrappedType, in: context, depth: depth + 1) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return resemblesFunction(unwrapped.wrappedType, in: context, depth: depth + 1)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return resemblesFunction(attributed.baseType, in: context, depth: depth + 1) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return resemblesFunction(only.type, in: context, depth: depth + 1)
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
        let name = identifier.name.text
        if context.enclosingTypes.contains(where: { $0.genericParameters.contains(name) }) { return true }
        if let aliased = context.enclosingTypes.lazy.compactMap({ $0.typeAliases[name] }).first ?? program.topLevelAliases[name] {
            return resemblesFunction(aliased, in: context, depth: depth + 1)
        }
        if program.type(named: name, from: context) != nil { return false }
        // A name the scene does not declare: an alias of a closure in its app (`Action`,
        // `CompletionHandler`) by its usual names.
        return ["Action", "Handler", "Callback", "Closure", "Block"].contains { name.hasSuffix($0) }
    }
}
