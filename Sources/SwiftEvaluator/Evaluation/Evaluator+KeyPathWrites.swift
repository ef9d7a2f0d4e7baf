import SwiftSyntax

/// Writing through a key path: `object[keyPath: keyPath] = newValue`, as a `Binding` made from
/// a `ReferenceWritableKeyPath` (or a `WritableKeyPath` on a variable) does.
extension Evaluator {
    /// `base` with the property the key path in `arguments` names set to `value` (for a struct
    /// a changed copy; for an object the same object, changed); nil when the subscript is not
    /// `[keyPath:]`.
    func settingKeyPath(_ base: Value, _ arguments: [Argument], to value: Value, at position: SourcePosition?) throws -> Value? {
        guard arguments.count == 1, arguments[0].label == "keyPath", case .keyPath(let path) = arguments[0].value else { return nil }
        let components = path.filter { $0 != "self" }
        do {
            return try setting(components[...], of: base, to: value)
        } catch var error as RuntimeError where error.position == nil {
            error.position = position
            throw error
        }
    }

    /// `base.a.b = value` for the path `a.b`: the innermost property set, each enclosing one
    /// written back.
    private func setting(_ path: ArraySlice<String>, of base: Value, to value: Value) throws -> Value {
        guard let first = path.first else { return value }
        let node = Syntax(TokenSyntax.identifier(first))
        guard path.count > 1 else { return try setting(first, of: base, to: value, node: node) }
        let inner = try member(first, of: base, node: node)
        let updated = try setting(path.dropFirst(), of: inner, to: value)
        return try setting(first, of: base, to: updated, node: node)
    }
}
