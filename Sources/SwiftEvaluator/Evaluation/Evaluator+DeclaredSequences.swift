import SwiftSyntax

/// A scene type that conforms to `Sequence` by its own `makeIterator()` (a struct whose
/// iterator's `next()` returns nil at the end), or is its own iterator (`Sequence,
/// IteratorProtocol` with `next()`): `for x in value` calls them as Swift does, and the
/// `Sequence` methods it does not declare (`map`, `filter`, `first(where:)`, `contains`,
/// `reduce`...) work on the elements they give.
extension Evaluator {
    /// The elements `value`'s iterator gives; nil when `value` is no such sequence.
    func elementsOfDeclaredSequence(_ value: Value, node: some SyntaxProtocol) throws -> [Value]? {
        guard let type = Self.declaredType(of: value) else { return nil }
        var iterator: Value
        if type.methods["makeIterator"] != nil {
            iterator = try call(try member("makeIterator", of: value, node: node), arguments: [], at: position(of: node))
        } else if type.methods["next"] != nil, type.conformances.contains("Sequence") || type.conformances.contains("IteratorProtocol") {
            iterator = value
        } else {
            return nil
        }
        var elements: [Value] = []
        while true {
            let next = try member("next", of: iterator, node: node)
            var effects = CallEffects()
            let element = try call(next, arguments: [], at: position(of: node), expecting: nil, effects: &effects)
            if let changed = effects.mutatedReceiver { iterator = changed }
            if element.isNil { return elements }
            try budget.checkSize(elements.count + 1, at: position(of: node))
            elements.append(element)
        }
    }

    /// The methods `Sequence` gives every sequence (only these: a name the type lacks is not
    /// looked for in its elements, which would call its iterator for any name it reads).
    static let sequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "first", "contains", "reduce", "forEach", "enumerated", "sorted",
        "allSatisfy", "min", "max", "reversed", "joined", "prefix", "dropFirst", "dropLast", "suffix", "split",
        "elementsEqual", "starts", "underestimatedCount", "lazy", "shuffled", "zip",
    ]

    /// `value.name` for a `Sequence` method the declared sequence `value` does not have.
    func declaredSequenceMember(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        guard Self.sequenceMethods.contains(name), let type = Self.declaredType(of: value),
              type.methods["makeIterator"] != nil || type.conformances.contains("Sequence") || type.conformances.contains("IteratorProtocol"),
              let elements = try elementsOfDeclaredSequence(value, node: node) else { return nil }
        return try StandardLibrary.member(name, of: .array(elements), in: self, at: position(of: node))
    }
}
