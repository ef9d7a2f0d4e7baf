import SwiftSyntax

/// Members of `extension T?` (and `extension Optional`): Swift calls them on an optional, so
/// they apply to `nil` too (`state.title` where `state` is `nil` runs the extension's
/// `self?.title ?? "Unknown"`). Optionals are their wrapped value here, so the member is looked
/// up by the wrapped value's type for a present value, and in every optional extension for
/// `nil` (whose static type the evaluator does not keep; the first by type name wins).
extension Evaluator {
    func optionalExtensionMember(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        let bags = program.optionalExtensions
        guard !bags.isEmpty else { return nil }
        let candidates: [TypeDefinition]
        if case .nil = value {
            candidates = bags.keys.sorted().compactMap { bags[$0] }
        } else {
            var names = conformanceNames(of: value)
            if let type = Self.declaredType(of: value) { names.insert(type.qualifiedName, at: 0) }
            names.append("Optional")
            candidates = names.compactMap { bags[$0] }
        }
        for bag in candidates {
            if let computed = bag.computedProperties[name] {
                return try runGetter(computed, receiver: Receiver(value: value, type: bag), node: node)
            }
            if let overloads = bag.methods[name] {
                return .function(Function(.declared(overloads, globalScope, receiver: Receiver(value: value, type: bag)), name: name))
            }
        }
        return nil
    }
}
