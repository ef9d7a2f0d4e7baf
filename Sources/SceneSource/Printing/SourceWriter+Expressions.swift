extension SourceWriter {
    /// An expression in view position: a modifier chain puts each modifier on its own line,
    /// one level in from a view written on one line (`Text("Hi")`), and level with the closing
    /// brace of a view written on several (`HStack { ... }`), as Xcode indents them.
    /// Comments: those after the view and after each modifier on its line are written; those
    /// before each modifier go on lines before it; those before the view are the caller's.
    static func viewExpression(_ expression: Expression, indent: Int) -> String {
        let (base, modifiers) = expression.modifierChain
        guard !modifiers.isEmpty else { return self.expression(expression, indent: indent) + trailing(base.mark.comments) }
        var text = self.expression(base, indent: indent) + trailing(base.mark.comments)
        let modifierIndent = text.contains("\n") ? indent : indent + 1
        for modifier in modifiers {
            text += commentLines(modifier.mark.comments.leading, indent: modifierIndent)
            text += "\n" + spaces(modifierIndent) + "." + modifier.name
                + callSuffix(modifier.arguments, modifier.trailingClosures, isTypeInitializer: false, indent: modifierIndent)
                + trailing(modifier.mark.comments)
        }
        return text
    }

    static func arguments(_ arguments: [Argument], indent: Int) -> String {
        arguments.map { argument in
            (argument.label.map { $0 + ": " } ?? "") + expression(argument.value, indent: indent)
        }.joined(separator: ", ")
    }

    /// `(arguments) { closure }`; the parentheses are left out when only a trailing closure
    /// follows (`HStack {`).
    static func callSuffix(_ arguments: [Argument], _ trailingClosures: [TrailingClosure], isTypeInitializer: Bool, indent: Int) -> String {
        var text = ""
        if !arguments.isEmpty || trailingClosures.isEmpty {
            text = "(" + self.arguments(arguments, indent: indent) + ")"
        }
        for trailing in trailingClosures {
            text += " " + (trailing.label.map { $0 + ": " } ?? "")
                + closure(trailing.closure, forcesBlock: isTypeInitializer, indent: indent)
        }
        return text
    }

    static func closure(_ closure: Closure, forcesBlock: Bool, indent: Int) -> String {
        if !forcesBlock, let inline = inlineClosure(closure, indent: indent) { return inline }
        return closureHead(closure) + block(closure.body, closing: closure.mark.comments.closing, indent: indent) + "}"
    }

    /// The closure on one line (`{ d in d[.top] + 10 }`, `{}`), or nil when it is printed as a
    /// block: when its body is more than one expression or a view. Decides before printing
    /// anything, so a builder closure costs nothing here.
    static func inlineClosure(_ closure: Closure, indent: Int = 0) -> String? {
        let head = closureHead(closure)
        // A closure with comments inside is a block, so that they have lines of their own.
        guard closure.mark.comments.closing.isEmpty, closure.body.allSatisfy({ $0.leadingMark.comments.isEmpty }) else { return nil }
        if closure.body.isEmpty { return head + (closure.parameters.isEmpty ? "}" : " }") }
        guard closure.body.count == 1, case .expression(let only) = closure.body[0], !isViewLike(only),
              !containsClosure(only)
        else { return nil }
        let inline = expression(only, indent: indent)
        return inline.contains("\n") ? nil : head + " " + inline + " }"
    }

    private static func containsClosure(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .closure: return true
        case .call(let callee, let arguments, let trailing):
            return !trailing.isEmpty || containsClosure(callee) || arguments.contains { containsClosure($0.value) }
        case .member(let base, _), .unwrap(let base, _), .parenthesized(let base),
             .prefix(_, let base), .postfix(_, let base):
            return containsClosure(base)
        case .subscriptCall(let base, let arguments):
            return containsClosure(base) || arguments.contains { containsClosure($0.value) }
        case .binary(_, let lhs, let rhs):
            return containsClosure(lhs) || containsClosure(rhs)
        case .ternary(let condition, let then, let otherwise):
            return containsClosure(condition) || containsClosure(then) || containsClosure(otherwise)
        case .arrayLiteral(let elements):
            return elements.contains(where: containsClosure)
        default:
            return false
        }
    }

    private static func closureHead(_ closure: Closure) -> String {
        var head = "{"
        if !closure.parameters.isEmpty {
            head += " " + closure.parameters.map { parameter in
                parameter.type.map { "(\(parameter.name): \($0))" } ?? parameter.name
            }.joined(separator: ", ") + " in"
        }
        return head
    }

    /// True for what reads as a view and so gets its own lines: a type initializer call
    /// (`Text("Hi")`), a `Color` member, or anything with modifiers.
    static func isViewLike(_ expression: Expression) -> Bool {
        let (base, modifiers) = expression.modifierChain
        if !modifiers.isEmpty { return true }
        switch base.kind {
        case .call(let callee, _, _):
            if case .identifier(let name) = callee.kind { return name.first?.isUppercase == true }
            return false
        case .member(let root, _):
            if case .identifier("Color") = root.kind { return true }
            return false
        default:
            return false
        }
    }

    static func expression(_ expression: Expression, indent: Int) -> String {
        switch expression.kind {
        case .integerLiteral(let value):
            return String(value)
        case .floatLiteral(let value):
            return "\(value)"
        case .stringLiteral(let segments):
            var text = "\""
            for segment in segments {
                switch segment {
                case .text(let string): text += StringEscapes.escape(string)
                case .interpolation(let value): text += "\\(" + self.expression(value, indent: indent) + ")"
                }
            }
            return text + "\""
        case .booleanLiteral(let value):
            return value ? "true" : "false"
        case .nilLiteral:
            return "nil"
        case .identifier(let name):
            return name
        case .implicitMember(let name):
            return "." + name
        case .member(let base, let name):
            return operand(base, indent: indent) + "." + name
        case .call(let callee, let arguments, let trailingClosures):
            var isTypeInitializer = false
            if case .identifier(let name) = callee.kind { isTypeInitializer = name.first?.isUppercase == true }
            return operand(callee, indent: indent)
                + callSuffix(arguments, trailingClosures, isTypeInitializer: isTypeInitializer, indent: indent)
        case .subscriptCall(let base, let arguments):
            return operand(base, indent: indent) + "[" + self.arguments(arguments, indent: indent) + "]"
        case .binary(let op, let lhs, let rhs):
            let level = OperatorFolding.precedence[op]?.level ?? 0
            let isRight = OperatorFolding.precedence[op]?.isRightAssociative ?? false
            let left = binaryOperand(lhs, parentLevel: level, needsHigher: isRight, indent: indent)
            let right = binaryOperand(rhs, parentLevel: level, needsHigher: !isRight, indent: indent)
            if op == "..<" || op == "...", isCompact(left, right) { return left + op + right }
            return left + " " + op + " " + right
        case .prefix(let op, let operand):
            return op + self.operand(operand, indent: indent)
        case .postfix(let op, let operand):
            return self.operand(operand, indent: indent) + op
        case .ternary(let condition, let then, let otherwise):
            let level = OperatorFolding.ternaryLevel
            return binaryOperand(condition, parentLevel: level, needsHigher: true, indent: indent) + " ? "
                + binaryOperand(then, parentLevel: level, needsHigher: false, indent: indent) + " : "
                + binaryOperand(otherwise, parentLevel: level, needsHigher: false, indent: indent)
        case .closure(let closure):
            return self.closure(closure, forcesBlock: false, indent: indent)
        case .keyPath(let root, let components):
            return "\\" + (root ?? "") + components.map { "." + $0 }.joined()
        case .arrayLiteral(let elements):
            return "[" + elements.map { self.expression($0, indent: indent) }.joined(separator: ", ") + "]"
        case .parenthesized(let inner):
            return "(" + self.expression(inner, indent: indent) + ")"
        case .unwrap(let base, let isForced):
            return operand(base, indent: indent) + (isForced ? "!" : "?")
        case .verbatim(let text):
            return text
        }
    }

    /// An expression that a postfix (`.member`, call, subscript) or prefix operator applies to:
    /// operators and ternaries need parentheses there.
    private static func operand(_ expression: Expression, indent: Int) -> String {
        switch expression.kind {
        case .binary, .ternary: return "(" + self.expression(expression, indent: indent) + ")"
        default: return self.expression(expression, indent: indent)
        }
    }

    private static func binaryOperand(_ expression: Expression, parentLevel: Int, needsHigher: Bool, indent: Int) -> String {
        let level: Int?
        switch expression.kind {
        case .binary(let op, _, _): level = OperatorFolding.precedence[op]?.level ?? 0
        case .ternary: level = OperatorFolding.ternaryLevel
        default: level = nil
        }
        let text = self.expression(expression, indent: indent)
        guard let level else { return text }
        if level < parentLevel || (needsHigher && level == parentLevel) { return "(" + text + ")" }
        return text
    }

    /// Whether a range reads unambiguously without spaces around its operator (`0..<5`).
    private static func isCompact(_ left: String, _ right: String) -> Bool {
        func isPlain(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_" || character == ")" || character == "]" || character == "\""
        }
        return isPlain(left.last) && (right.first.map { $0.isLetter || $0.isNumber || $0 == "(" || $0 == "\"" } ?? false)
    }
}
