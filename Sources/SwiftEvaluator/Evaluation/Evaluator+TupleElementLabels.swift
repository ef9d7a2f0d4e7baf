import SwiftSyntax

/// `var prefixes: [(symbol: Symbol, color: Color)] = []` then `prefixes.append((.flag, .orange))`:
/// Swift converts the unlabelled tuple to the element type, so `prefix.symbol` reads it.
extension Evaluator {
    /// The labels of the tuple elements of an array type (`[(symbol: A, color: B)]`), nil when
    /// its elements are no tuple or have no labels.
    static func elementTupleLabels(of type: TypeSyntax) -> [String?]? {
        guard let array = type.as(ArrayTypeSyntax.self), let tuple = array.element.as(TupleTypeSyntax.self), tuple.elements.count > 1 else { return nil }
        let labels = tuple.elements.map { element -> String? in
            guard let name = element.firstName?.text, name != "_" else { return nil }
            return name
        }
        return labels.contains { $0 != nil } ? labels : nil
    }

    /// `value` with the labels its unlabelled elements lack, when it is a tuple of as many.
    static func labelled(_ value: Value, _ labels: [String?]) -> Value {
        guard case .tuple(var elements) = value, elements.count == labels.count else { return value }
        for index in elements.indices where elements[index].label == nil { elements[index].label = labels[index] }
        return .tuple(elements)
    }
}
