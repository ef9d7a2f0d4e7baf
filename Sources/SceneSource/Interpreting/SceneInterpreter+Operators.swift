import LayoutEngine

extension SceneInterpreter {
    /// `+ - * / %` on numbers (always in `Double`, as for `CGFloat` parameters: `16/9` is
    /// 1.78), `+` on strings, comparisons, `&& || ??` and ranges. A result that is not a number
    /// (`0 / 0`) is reported and replaced by 0, so no NaN reaches the tree.
    func evaluateBinary(_ op: String, _ lhs: Expression, _ rhs: Expression, mark: SourceMark, scope: Scope) -> Value? {
        switch op {
        case "&&", "||":
            guard let left = evaluate(lhs, scope: scope) else { return nil }
            guard let leftFlag = left.bool else { return booleanExpected(left, lhs.mark) }
            if op == "&&" && !leftFlag { return .bool(false) }
            if op == "||" && leftFlag { return .bool(true) }
            guard let right = evaluate(rhs, scope: scope) else { return nil }
            guard let rightFlag = right.bool else { return booleanExpected(right, rhs.mark) }
            return .bool(rightFlag)
        case "??":
            guard let left = evaluate(lhs, scope: scope) else { return nil }
            return left.isNone ? evaluate(rhs, scope: scope) : left
        default:
            break
        }
        guard let left = evaluate(lhs, scope: scope), let right = evaluate(rhs, scope: scope) else { return nil }
        switch op {
        case "..<", "...":
            return .range(lower: left, upper: right, isClosed: op == "...")
        case "==", "!=":
            guard let equal = areEqual(left, right, mark: mark) else { return nil }
            return .bool(op == "==" ? equal : !equal)
        case "<", "<=", ">", ">=":
            guard let order = compare(left, right, mark: mark) else { return nil }
            switch op {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        default:
            break
        }
        if op == "+", case .string(let a) = left, case .string(let b) = right { return .string(a + b) }
        guard case .number(let a, let aIsInteger) = numeric(left), case .number(let b, let bIsInteger) = numeric(right) else {
            sink.error("'\(op)' needs two numbers, not \(left.kindName) and \(right.kindName)", at: mark)
            return nil
        }
        let result: Double
        switch op {
        case "+": result = a + b
        case "-": result = a - b
        case "*": result = a * b
        case "/": result = a / b
        case "%": result = a.truncatingRemainder(dividingBy: b)
        default:
            sink.error("the operator '\(op)' is not supported", at: mark)
            return nil
        }
        if result.isNaN {
            sink.warning("'\(left.displayText) \(op) \(right.displayText)' is not a number; using 0", at: mark)
            return .number(0, isInteger: false)
        }
        let isInteger = aIsInteger && bIsInteger && result.rounded(.towardZero) == result
        return .number(result, isInteger: isInteger)
    }

    private func numeric(_ value: Value) -> Value {
        if case .number = value { return value }
        if let number = value.number { return .number(number, isInteger: false) }
        return value
    }

    private func booleanExpected(_ value: Value, _ mark: SourceMark) -> Value? {
        sink.error("expected a Boolean, not \(value.kindName)", at: mark)
        return nil
    }

    func evaluatePrefix(_ op: String, _ operand: Expression, mark: SourceMark, scope: Scope) -> Value? {
        guard let value = evaluate(operand, scope: scope) else { return nil }
        switch op {
        case "-", "+":
            guard case .number(let number, let isInteger) = numeric(value) else {
                sink.error("'\(op)' needs a number, not \(value.kindName)", at: mark)
                return nil
            }
            return .number(op == "-" ? -number : number, isInteger: isInteger)
        case "!":
            guard let flag = value.bool else { return booleanExpected(value, operand.mark) }
            return .bool(!flag)
        case "...", "..<":
            return .range(lower: nil, upper: value, isClosed: op == "...")
        default:
            sink.error("the operator '\(op)' is not supported", at: mark)
            return nil
        }
    }

    /// Equality, resolving an implicit member against the other side's type
    /// (`sizeCategory == .large`).
    func areEqual(_ left: Value, _ right: Value, mark: SourceMark) -> Bool? {
        switch (left, right) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.symbol(let a), .symbol(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        default: break
        }
        if let order = compare(left, right, mark: nil) { return order == 0 }
        if let a = left.layoutDirection, let b = right.layoutDirection { return a == b }
        if let a = left.color, let b = right.color { return a == b }
        if let a = left.horizontalAlignment, let b = right.horizontalAlignment { return a == b }
        if let a = left.verticalAlignment, let b = right.verticalAlignment { return a == b }
        if let a = left.alignment, let b = right.alignment { return a == b }
        if let a = left.font, let b = right.font { return a == b }
        sink.error("cannot compare \(left.kindName) with \(right.kindName)", at: mark)
        return nil
    }

    /// -1, 0 or 1 for numbers, strings and Dynamic Type sizes; nil (reported when `mark` is
    /// given) for values without an order.
    func compare(_ left: Value, _ right: Value, mark: SourceMark?) -> Int? {
        func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
        switch (left, right) {
        case (.number(let a, _), .number(let b, _)): return order(a, b)
        case (.string(let a), .string(let b)): return order(a, b)
        default: break
        }
        let isSize: Bool
        switch (left, right) {
        case (.dynamicTypeSize, _), (_, .dynamicTypeSize): isSize = true
        default: isSize = false
        }
        if isSize, let a = left.dynamicTypeSize, let b = right.dynamicTypeSize { return order(a, b) }
        if case .number = left, let b = right.number { return order(left.number!, b) }
        if case .number = right, let a = left.number { return order(a, right.number!) }
        if let mark { sink.error("cannot order \(left.kindName) and \(right.kindName)", at: mark) }
        return nil
    }
}
