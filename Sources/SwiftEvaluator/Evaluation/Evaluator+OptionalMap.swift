import SwiftSyntax

/// `path.map(removePrefix)` on a `String?`: the playground's optionals are their wrapped
/// value, so a present optional string answers `map` as a sequence of characters would. Swift
/// tells the two apart by type: `String.map` passes each `Character`, so a transform declared
/// to take a `String` (a function named, `{ (text: String) in ... }`) can only be
/// `Optional.map`, which passes the whole value.
extension Evaluator {
    func optionalMapOfString(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        guard name == "map" || name == "flatMap", case .string = value else { return nil }
        let position = position(of: node)
        return Function.native(name) { call in
            if call.arguments.count == 1, case .function(let transform) = call.arguments[0].value,
               let parameter = transform.firstParameterTypeName, parameter == "String" || parameter == "Substring" {
                return try call.evaluator.call(.function(transform), arguments: [Argument(label: nil, value: value)], at: call.position)
            }
            guard let sequenceMember = try StandardLibrary.member(name, of: value, in: call.evaluator, at: position) else {
                throw call.error("a String has no member '\(name)'")
            }
            return try call.evaluator.call(sequenceMember, arguments: call.arguments, at: call.position)
        }
    }
}

extension Function {
    /// The type name written for the first parameter (`String` for `func f(_ s: String)` and
    /// `{ (s: String) in }`); nil when none is written or the function is the host's.
    var firstParameterTypeName: String? {
        switch kind {
        case .declared(let declarations, _, _):
            guard declarations.count == 1, let first = declarations[0].signature.parameterClause.parameters.first else { return nil }
            return TypeNames.name(of: first.type)
        case .closure(let closure, _):
            guard case .parameterClause(let clause)? = closure.signature?.parameterClause, let type = clause.parameters.first?.type else { return nil }
            return TypeNames.name(of: type)
        case .native:
            return nil
        }
    }
}
