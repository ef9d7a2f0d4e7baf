import SwiftSyntax

/// What a declaration's syntax says of a member: a computed property's accessors, `static`.
extension Program {
    /// A property with a getter (and a setter): nil for a stored one, observers included
    /// (`willSet`/`didSet` are not run).
    func computedProperty(
        _ binding: PatternBindingSyntax, name: String, attributes: AttributeListSyntax, file: Int
    ) -> ComputedProperty? {
        guard let accessorBlock = binding.accessorBlock else { return nil }
        var builder: String?
        for attribute in attributes {
            if let attribute = attribute.as(AttributeSyntax.self) {
                let attributeName = TypeNames.name(of: attribute.attributeName)
                if attributeName.hasSuffix("Builder") { builder = attributeName }
            }
        }
        let position = SourcePosition(file: file, offset: binding.positionAfterSkippingLeadingTrivia.utf8Offset)
        switch accessorBlock.accessors {
        case .getter(let body):
            return ComputedProperty(name: name, getter: body, setter: nil, type: binding.typeAnnotation?.type, builderAttribute: builder, position: position)
        case .accessors(let accessors):
            var getter: CodeBlockItemListSyntax?
            var setter: (CodeBlockItemListSyntax, String)?
            for accessor in accessors {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): getter = accessor.body?.statements
                case .keyword(.set):
                    if let body = accessor.body?.statements {
                        setter = (body, accessor.parameters?.name.text ?? "newValue")
                    }
                default:
                    // willSet/didSet: a stored property with observers; observers are not run.
                    return nil
                }
            }
            guard let getter else { return nil }
            return ComputedProperty(
                name: name, getter: getter, setter: setter.map { (body: $0.0, parameter: $0.1) },
                type: binding.typeAnnotation?.type, builderAttribute: builder, position: position)
        }
    }

    /// True for a `static` or `class` member.
    static func isStatic(_ declaration: DeclSyntax) -> Bool {
        let modifiers: DeclModifierListSyntax?
        if let variable = declaration.as(VariableDeclSyntax.self) { modifiers = variable.modifiers }
        else if let function = declaration.as(FunctionDeclSyntax.self) { modifiers = function.modifiers }
        else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) { modifiers = subscriptDeclaration.modifiers }
        else { modifiers = nil }
        return modifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } ?? false
    }
}
