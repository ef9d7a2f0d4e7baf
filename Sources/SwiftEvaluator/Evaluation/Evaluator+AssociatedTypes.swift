import SwiftSyntax

extension Evaluator {
    /// The associated types Swift infers for a type the scene declares: `ID` of an
    /// `Identifiable` type is the type of its `id` property (`Donut.ID`, `Backyard.ID.self`),
    /// `RawValue` of an enum with raw values its raw type, `AllCases` an array. Nil for other
    /// names, and for `ID` of a type without an `id`.
    func inferredAssociatedType(_ name: String, of type: TypeDefinition) throws -> Value? {
        switch name {
        case "ID":
            let written: TypeSyntax?
            if let stored = type.storedProperty(named: "id") {
                if let annotation = stored.type {
                    written = annotation
                } else if let call = stored.initializer?.as(FunctionCallExprSyntax.self),
                          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    // `let id = UUID()`: the type it is made of.
                    return try lookupTypeName(callee.baseName.sourceText, context: type)
                } else {
                    written = nil
                }
            } else if let computed = type.computedProperties["id"] {
                written = computed.type
            } else if type.kind == .enumeration, type.conforms(to: "Identifiable") {
                // An enum's `id` from an extension of a protocol: the enum itself, most often.
                return .type(TypeReference(name: type.name, definition: type))
            } else {
                return nil
            }
            guard let written else { return .type(TypeReference(name: type.name + ".ID")) }
            if TypeNames.name(of: written) == "Self" { return .type(TypeReference(name: type.name, definition: type)) }
            return try typeValue(written, context: type, node: written)
        case "RawValue":
            return type.rawValueType.map { .type(TypeReference(name: $0)) }
        case "AllCases":
            return type.kind == .enumeration ? .type(TypeReference(name: "Array")) : nil
        default:
            return nil
        }
    }

    private func lookupTypeName(_ name: String, context: TypeDefinition) throws -> Value {
        if let definition = program.type(named: name, from: context) { return .type(TypeReference(name: definition.name, definition: definition)) }
        return .type(TypeReference(name: name))
    }
}

extension Evaluator {
    /// `Step?.none`, `Step?.some(.icon)`: a member of the optional type `Step?` (written
    /// `T?` before a dot), not of `Step`. Nil when the base is not a type name followed by `?`.
    func optionalTypeMember(_ name: String, base: ExprSyntax, in scope: Scope) throws -> Value? {
        guard name == "none" || name == "some" else { return nil }
        if let generic = base.as(GenericSpecializationExprSyntax.self),
           generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional" {
            return optionalSpecializationMember(name)
        }
        guard let chain = base.as(OptionalChainingExprSyntax.self) else { return nil }
        let inner = chain.expression
        let written = inner.as(DeclReferenceExprSyntax.self)?.baseName.sourceText ?? inner.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText
        guard written?.first?.isUppercase == true, case .type(let wrapped) = try evaluate(inner, in: scope) else { return nil }
        if name == "none" { return .nil }
        return Function.native("some") { [unowned self] call in
            guard let value = call.arguments.first?.value else { throw call.error("'some' takes the wrapped value") }
            // `Step?.some(.icon)`: the case of the wrapped type.
            if case .implicitMember(let member) = value { return try self.resolveImplicitMember(member, as: wrapped.name, position: call.position) }
            return value
        }
    }
}
