import SwiftSyntax

/// Subscripts a scene's types declare (`subscript(flavor: Flavor) -> Int { get set }`): the
/// one the arguments fit, read through its getter and written through its setter.
extension Evaluator {
    /// The type and subscript declaration of `base` the arguments fit; nil when `base` is not
    /// an instance of a scene type with one.
    func declaredSubscript(of base: Value, _ arguments: [Argument]) -> (TypeDefinition, SubscriptDeclSyntax)? {
        guard let type = Self.declaredType(of: base) else { return nil }
        let declarations = type.subscripts.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
        guard !declarations.isEmpty else { return nil }
        let labels = arguments.map(\.label)
        let fitting = declarations.first { Self.fit(Array($0.parameterClause.parameters), labels: labels, trailing: 0, isSubscript: true) != nil }
        return (type, fitting ?? declarations[0])
    }

    /// `base[arguments]` through its declared getter; nil when `base` declares no subscript.
    func declaredSubscriptValue(_ base: Value, _ arguments: [Argument], at position: SourcePosition?) throws -> Value? {
        guard let (type, declaration) = declaredSubscript(of: base, arguments) else { return nil }
        let scope = Scope(parent: globalScope, receiver: Receiver(value: base, type: type), typeContext: type)
        try bind(arguments, to: Array(declaration.parameterClause.parameters), in: scope, declaringScope: globalScope,
                 calleeName: "subscript", at: position, isSubscript: true)
        scope.define("#returnType", value: .string(TypeNames.name(of: declaration.returnClause.type)))
        guard let accessors = declaration.accessorBlock else { throw RuntimeError("the subscript has no body", at: position) }
        switch accessors.accessors {
        case .getter(let body): return try runBody(body, in: scope, builder: nil)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else {
                throw RuntimeError("the subscript has no getter", at: position)
            }
            return try runBody(getter.statements, in: scope, builder: nil)
        }
    }

    /// `base` after `base[arguments] = newValue` through its declared setter (a class's
    /// instance changes in place and is returned as it is); nil when `base` declares no
    /// subscript.
    func settingDeclaredSubscript(_ base: Value, _ arguments: [Argument], to newValue: Value, at position: SourcePosition?) throws -> Value? {
        guard let (type, declaration) = declaredSubscript(of: base, arguments) else { return nil }
        guard case .accessors(let list)? = declaration.accessorBlock?.accessors,
              let setter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }), let body = setter.body else {
            throw RuntimeError("cannot assign through the subscript: it has no setter", at: position)
        }
        let receiver = Receiver(value: base, type: type)
        let scope = Scope(parent: globalScope, receiver: receiver, typeContext: type)
        try bind(arguments, to: Array(declaration.parameterClause.parameters), in: scope, declaringScope: globalScope,
                 calleeName: "subscript", at: position, isSubscript: true)
        let valueName = setter.parameters?.name.text ?? "newValue"
        scope.define(valueName, Box(newValue, isConstant: true, declaredType: TypeNames.name(of: declaration.returnClause.type)))
        _ = try run(body.statements, in: scope)
        return receiver.value
    }
}
