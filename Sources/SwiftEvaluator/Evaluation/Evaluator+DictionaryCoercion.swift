import SwiftSyntax

/// A dictionary literal where a dictionary type is declared (`static let kinds: [String: Kind] =
/// ["a": .string(optional: true)]`): its keys and values take the declared types, as an
/// array's elements do, so that `.string(optional: true)` is a `Kind` case a `switch` matches.
extension Evaluator {
    /// `value` converted to the dictionary type `type`, or nil when `type` is no dictionary
    /// type or `value` no dictionary.
    func coerceDictionary(_ value: Value, toType type: TypeSyntax, node: some SyntaxProtocol) throws -> Value? {
        guard case .dictionary(let entries) = value, let (keyType, valueType) = Self.dictionaryTypes(of: type) else { return nil }
        var converted = OrderedDictionary()
        for (key, element) in zip(entries.keys, entries.values) {
            converted[try coerce(key, toType: keyType, node: node)] = try coerce(element, toType: valueType, node: node)
        }
        return .dictionary(converted)
    }

    /// The key and value types of `[K: V]` and `Dictionary<K, V>`.
    static func dictionaryTypes(of type: TypeSyntax) -> (TypeSyntax, TypeSyntax)? {
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return (dictionary.key, dictionary.value) }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Dictionary",
           let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 2,
           case .type(let key) = arguments.first!.argument, case .type(let value) = arguments.last!.argument {
            return (key, value)
        }
        return nil
    }
}
