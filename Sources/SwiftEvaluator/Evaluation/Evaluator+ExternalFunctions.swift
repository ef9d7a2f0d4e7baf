import SwiftSyntax

/// Functions an app declares without a body and binds to a symbol of a system library
/// (`@_silgen_name("CGSMainConnectionID") func CGSMainConnectionID() -> CGSConnectionID`,
/// `@_extern(c)`): private frameworks a macOS app calls. The library is not in the
/// playground, so a call's result stands in, as any SDK call's does.
extension Evaluator {
    /// The attributes that give a bodiless function a body elsewhere (the linker's symbol).
    static let externalFunctionAttributes: Set<String> = ["_silgen_name", "_extern"]

    /// The result of calling `declaration` when it is bound to an external symbol: a zero of
    /// its return type where that is a number, Boolean or string (through the app's
    /// `typealias`es: `CGSConnectionID = Int32`), nil for an optional, `()` without a return
    /// type, else what the host stands in; reported by the host. Nil when `declaration` is no
    /// such function (a protocol's requirement), or under `--strict`.
    func externalFunctionResult(_ declaration: FunctionDeclSyntax, at position: SourcePosition?) throws -> Value? {
        let isExternal = declaration.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return Self.externalFunctionAttributes.contains(attribute.attributeName.trimmedDescription)
        }
        guard isExternal else { return nil }
        let returnType = declaration.signature.returnClause?.type
        let typeName = returnType.map { TypeNames.name(of: resolvingTopLevelAliases($0)) }
        let sample = returnType.flatMap { zeroSample(of: resolvingTopLevelAliases($0)) }
        return try host.standIn(forExternalFunction: declaration.name.text, returning: typeName, sample: sample, at: position, in: self)
    }

    /// `type` with the app's top-level aliases followed (a few steps: an alias may name another).
    private func resolvingTopLevelAliases(_ type: TypeSyntax) -> TypeSyntax {
        var current = type
        for _ in 0..<4 {
            guard let identifier = current.as(IdentifierTypeSyntax.self), program.types[identifier.name.text] == nil,
                  let target = program.topLevelAliases[identifier.name.text] ?? aliasTarget(of: current) else { break }
            current = target
        }
        return current
    }

    /// What a C function of that return type gives when it has nothing to say: 0, false, "",
    /// nil; nil for any other type.
    private func zeroSample(of type: TypeSyntax) -> Value? {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .nil }
        if type.is(ArrayTypeSyntax.self) { return .array([]) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.isEmpty { return .void }
        let name = TypeNames.name(of: type)
        if StandardLibrary.numberTypeNames.contains(name) || Self.cIntegerNames.contains(name) {
            return ["Double", "Float", "CGFloat", "Float32", "Float64", "CFloat", "CDouble", "TimeInterval"].contains(name) ? .double(0) : .int(0)
        }
        switch name {
        case "Bool", "DarwinBoolean", "Boolean", "CBool": return .bool(false)
        case "String": return .string("")
        case "Void": return .void
        default: return nil
        }
    }

    /// C's integer types as Swift imports them, beside the standard library's.
    private static let cIntegerNames: Set<String> = [
        "CInt", "CUnsignedInt", "CLong", "CUnsignedLong", "CShort", "CUnsignedShort", "CChar", "CUnsignedChar", "CLongLong",
        "CUnsignedLongLong", "Int8", "Int16", "UInt8", "UInt16", "UInt32", "UInt64", "Float32", "size_t", "pid_t", "uid_t", "mach_port_t", "OSStatus", "CGWindowID", "CGDirectDisplayID", "UniChar",
    ]
}
