import SwiftSyntax

/// A substring's indices are its base string's in Swift (`text[i...].range(of: "<b>")` gives
/// positions in `text`), where the playground's index is a character offset and a substring is
/// a string of its own. Read directly on a string subscripted from an index (the form parsers
/// write: `text[current...].range(of:)`, `.firstIndex(of:)`, `.startIndex`), the members that
/// give or take indices answer in the base's offsets.
extension Evaluator {
    /// Members whose results are indices of the string they are read on.
    private static let indexResults: Set<String> = ["range", "firstIndex", "lastIndex", "startIndex", "endIndex", "index"]
    /// Argument labels that take an index (`index(after:)`, `distance(from:to:)`) or a range of
    /// them (`range(of:options:range:)`); the unlabelled one of `index(_:offsetBy:)`.
    private static let indexArguments: Set<String> = ["after", "before", "limitedBy", "from", "to", "range"]

    /// `base.name` where `base` is `text[lower...]` (or `text[lower..<upper]`, ...) and
    /// `name` gives or takes indices: the member in `text`'s offsets; nil for any other form
    /// (then evaluated as usual; nothing has been evaluated).
    func substringIndexMember(_ name: String, base: ExprSyntax, node: MemberAccessExprSyntax, in scope: Scope) throws -> Value? {
        // The base's kind first: every member access asks, and hashing the name was the cost.
        guard base.kind == .subscriptCallExpr, Self.indexResults.contains(name) || name == "distance",
              let slice = base.as(SubscriptCallExprSyntax.self), slice.arguments.count == 1, slice.arguments.first?.label == nil,
              let argument = slice.arguments.first else { return nil }
        let text = try evaluate(slice.calledExpression, in: scope)
        let bounds = try evaluate(argument.expression, in: scope)
        let substring = try subscriptValue(text, [Argument(label: nil, value: bounds, position: position(of: argument))], node: slice)
        let value = try member(name, of: substring, node: node)
        guard case .string = text, case .string = substring, case .range(let range) = bounds, let offset = range.lower?.intValue, offset != 0 else {
            return value
        }
        switch value {
        case .int, .range: return Self.shifted(value, by: offset)
        case .function:
            return Function.native(name) { call in
                var arguments = call.arguments
                for index in arguments.indices where arguments[index].label.map(Self.indexArguments.contains) ?? (name == "index" && index == 0) {
                    arguments[index].value = Self.shifted(arguments[index].value, by: -offset)
                }
                let result = try call.evaluator.call(value, arguments: arguments, at: call.position)
                return name == "distance" ? result : Self.shifted(result, by: offset)
            }
        default: return value
        }
    }

    /// An index (an offset) or a range of them moved by `offset`; any other value as it is.
    private static func shifted(_ value: Value, by offset: Int) -> Value {
        switch value {
        case .int(let index):
            let (moved, overflow) = index.addingReportingOverflow(offset)
            return overflow ? value : .int(moved)
        case .range(var range):
            range.lower = range.lower.map { shifted($0, by: offset) }
            range.upper = range.upper.map { shifted($0, by: offset) }
            return .range(range)
        default: return value
        }
    }
}
