import SwiftSyntax

/// Type aliases declared inside types, found by their simple name (`Ring` for
/// `ActivityRings.Ring`), indexed once instead of searched type by type: values are converted
/// to declared types on every call, binding and property, and an app declares thousands of
/// types.
extension Program {
    /// The target of the first type (in declaration order) that declares an alias `name`, or
    /// nil.
    public func memberAliasTarget(named name: String) -> TypeSyntax? {
        if let cached = memberAliasCache { return cached[name] }
        var found: [String: TypeSyntax] = [:]
        for definition in typeOrder {
            for (alias, target) in definition.typeAliases where found[alias] == nil { found[alias] = target }
        }
        memberAliasCache = found
        return found[name]
    }
}
