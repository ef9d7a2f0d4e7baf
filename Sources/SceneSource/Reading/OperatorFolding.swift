import SwiftSyntax

/// Folds the flat operator sequence swift-syntax's parser produces (`a + b * c` is one
/// `SequenceExpr` of five elements) into binary and ternary expressions by the standard
/// library's precedence groups, by precedence climbing: linear in the sequence's length.
///
/// Only the operators in `OperatorFolding.precedence` are known; a sequence with another one
/// (`as`, `is`, `=`, custom operators) is not folded and stays verbatim.
struct OperatorFolding {
    let reader: SceneReader

    /// The precedence of each infix operator (higher binds tighter) and whether it groups to
    /// the right: the standard library's groups from MultiplicationPrecedence down to
    /// TernaryPrecedence.
    static let precedence: [String: (level: Int, isRightAssociative: Bool)] = [
        "*": (150, false), "/": (150, false), "%": (150, false),
        "+": (140, false), "-": (140, false),
        "..<": (135, false), "...": (135, false),
        "??": (131, true),
        "==": (130, false), "!=": (130, false), "<": (130, false), "<=": (130, false),
        ">": (130, false), ">=": (130, false),
        "&&": (120, false),
        "||": (110, false),
    ]
    static let ternaryLevel = 100

    private enum Element {
        case operand(Expression)
        case binary(String, SourceMark)
        case ternary(then: Expression, SourceMark)
    }

    func fold(_ sequence: SequenceExprSyntax) -> Expression? {
        var elements: [Element] = []
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                guard Self.precedence[op.operator.text] != nil else { return nil }
                elements.append(.binary(op.operator.text, reader.mark(op)))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                elements.append(.ternary(then: reader.readExpression(ternary.thenExpression), reader.mark(ternary)))
            } else if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedAsExprSyntax.self)
                        || element.is(UnresolvedIsExprSyntax.self) || element.is(ArrowExprSyntax.self)
            {
                return nil
            } else {
                elements.append(.operand(reader.readExpression(element)))
            }
        }
        var index = 0
        guard let result = parse(&index, elements, minimumLevel: 0), index == elements.count else { return nil }
        return result
    }

    private func level(of element: Element) -> (level: Int, isRightAssociative: Bool)? {
        switch element {
        case .operand: return nil
        case .binary(let name, _): return Self.precedence[name]
        case .ternary: return (Self.ternaryLevel, true)
        }
    }

    private func parse(_ index: inout Int, _ elements: [Element], minimumLevel: Int) -> Expression? {
        guard index < elements.count, case .operand(var lhs) = elements[index] else { return nil }
        index += 1
        while index < elements.count, let (level, isRight) = level(of: elements[index]), level >= minimumLevel {
            let op = elements[index]
            index += 1
            guard let rhs = parse(&index, elements, minimumLevel: isRight ? level : level + 1) else { return nil }
            switch op {
            case .binary(let name, let mark):
                lhs = Expression(.binary(operator: name, lhs: lhs, rhs: rhs), mark: mark)
            case .ternary(let then, let mark):
                lhs = Expression(.ternary(condition: lhs, then: then, else: rhs), mark: mark)
            case .operand:
                return nil
            }
        }
        return lhs
    }
}
