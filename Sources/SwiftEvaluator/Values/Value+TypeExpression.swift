extension Value {
    /// Whether the value is what a type written as an expression evaluates to: a type (`Row`),
    /// a tuple of types (`(SKProduct, String)`), an array type (`[Row]`, `[[Int]]`) or a
    /// dictionary type (`[String: (Int, Int)]`), so that `[T]()` and `[K: V]()` make an empty
    /// collection whatever `T`, `K` and `V` are, as in Swift.
    var isTypeExpression: Bool {
        switch self {
        case .type: return true
        case .tuple(let elements): return elements.count > 1 && elements.allSatisfy { $0.value.isTypeExpression }
        case .array(let elements): return elements.count == 1 && elements[0].isTypeExpression
        case .dictionary(let dictionary):
            return dictionary.count == 1 && dictionary.keys[0].isTypeExpression && dictionary.values[0].isTypeExpression
        default: return false
        }
    }
}
