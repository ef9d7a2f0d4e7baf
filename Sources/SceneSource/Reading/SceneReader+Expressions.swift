import SwiftEvaluator
import SwiftParser
import SwiftSyntax

extension SceneReader {
    func readArguments(_ list: LabeledExprListSyntax) -> [Argument] {
        list.map { element in
            Argument(label: element.label?.text, value: readExpression(element.expression), mark: mark(element))
        }
    }

    func readExpression(_ syntax: ExprSyntax) -> Expression {
        // Where the expression starts costs a walk down to its first token, which is as deep
        // as a modifier chain is long: computed only for the kinds that use it.
        var start: SourceMark { mark(syntax) }
        if let literal = syntax.as(IntegerLiteralExprSyntax.self) {
            if let value = literal.representedLiteralValue { return Expression(.integerLiteral(value), mark: start) }
            return Expression(.verbatim(literal.trimmedDescription), mark: start)
        }
        if let literal = syntax.as(FloatLiteralExprSyntax.self), let value = literal.representedLiteralValue {
            return Expression(.floatLiteral(value), mark: start)
        }
        if let literal = syntax.as(BooleanLiteralExprSyntax.self) {
            return Expression(.booleanLiteral(literal.literal.tokenKind == .keyword(.true)), mark: start)
        }
        if syntax.is(NilLiteralExprSyntax.self) {
            return Expression(.nilLiteral, mark: start)
        }
        if let literal = syntax.as(StringLiteralExprSyntax.self) {
            return readString(literal, mark: start)
        }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            return Expression(.identifier(reference.baseName.text), mark: start)
        }
        if let member = syntax.as(MemberAccessExprSyntax.self) {
            let nameMark = mark(member.declName)
            guard let base = member.base else {
                return Expression(.implicitMember(member.declName.baseName.text), mark: nameMark)
            }
            var baseExpression = readExpression(base)
            // `Color.red` is where `Color` is; `view.frame` is where `frame` is.
            var isTypeName = false
            if case .identifier(let name) = baseExpression.kind { isTypeName = name.first?.isUppercase == true }
            var memberMark = nameMark
            if !isTypeName {
                // A modifier on a line of its own keeps the comments before its dot, and the
                // view it modifies those after it on its line.
                memberMark.comments.leading = comments(member.period.leadingTrivia)
                let afterBase = comments(base.trailingTrivia)
                if !afterBase.isEmpty { baseExpression.mark.comments.trailing = afterBase }
            }
            return Expression(
                .member(base: baseExpression, name: member.declName.baseName.text),
                mark: isTypeName ? baseExpression.mark : memberMark)
        }
        if let call = syntax.as(FunctionCallExprSyntax.self) {
            var callee = readExpression(call.calledExpression)
            if case .member = callee.kind {
                // A modifier keeps the comment after it on its line.
                let after = comments(call.trailingTrivia)
                if !after.isEmpty { callee.mark.comments.trailing = after }
            }
            var trailing: [TrailingClosure] = []
            if let closure = call.trailingClosure { trailing.append(TrailingClosure(closure: readClosure(closure))) }
            for extra in call.additionalTrailingClosures {
                trailing.append(TrailingClosure(label: extra.label.text, closure: readClosure(extra.closure)))
            }
            return Expression(
                .call(callee: callee, arguments: readArguments(call.arguments), trailingClosures: trailing),
                mark: callee.mark)
        }
        if let subscriptCall = syntax.as(SubscriptCallExprSyntax.self) {
            return Expression(
                .subscriptCall(base: readExpression(subscriptCall.calledExpression), arguments: readArguments(subscriptCall.arguments)),
                mark: start)
        }
        if let sequence = syntax.as(SequenceExprSyntax.self) {
            return OperatorFolding(reader: self).fold(sequence) ?? Expression(.verbatim(sequence.trimmedDescription), mark: start)
        }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
            return Expression(.prefix(operator: prefix.operator.text, operand: readExpression(prefix.expression)), mark: start)
        }
        if let postfix = syntax.as(PostfixOperatorExprSyntax.self) {
            return Expression(.postfix(operator: postfix.operator.text, operand: readExpression(postfix.expression)), mark: start)
        }
        if let ternary = syntax.as(TernaryExprSyntax.self) {
            return Expression(
                .ternary(condition: readExpression(ternary.condition), then: readExpression(ternary.thenExpression),
                         else: readExpression(ternary.elseExpression)),
                mark: start)
        }
        if let infix = syntax.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return Expression(
                .binary(operator: op.operator.text, lhs: readExpression(infix.leftOperand), rhs: readExpression(infix.rightOperand)),
                mark: mark(op))
        }
        if let closure = syntax.as(ClosureExprSyntax.self) {
            return Expression(.closure(readClosure(closure)), mark: start)
        }
        if let keyPath = syntax.as(KeyPathExprSyntax.self) {
            var components: [String] = []
            for component in keyPath.components {
                guard case .property(let property) = component.component else {
                    return Expression(.verbatim(keyPath.trimmedDescription), mark: start)
                }
                components.append(property.declName.baseName.text)
            }
            return Expression(.keyPath(root: keyPath.root?.trimmedDescription, components: components), mark: start)
        }
        if let array = syntax.as(ArrayExprSyntax.self) {
            return Expression(.arrayLiteral(array.elements.map { readExpression($0.expression) }), mark: start)
        }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return Expression(.parenthesized(readExpression(only.expression)), mark: start)
        }
        if let forced = syntax.as(ForceUnwrapExprSyntax.self) {
            return Expression(.unwrap(base: readExpression(forced.expression), isForced: true), mark: start)
        }
        if let chained = syntax.as(OptionalChainingExprSyntax.self) {
            return Expression(.unwrap(base: readExpression(chained.expression), isForced: false), mark: start)
        }
        if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
            return Expression(.verbatim(macro.trimmedDescription), mark: start)
        }
        return Expression(.verbatim(syntax.trimmedDescription), mark: start)
    }

    private func readString(_ literal: StringLiteralExprSyntax, mark start: SourceMark) -> Expression {
        if let value = literal.representedLiteralValue {
            return Expression(.stringLiteral(value.isEmpty ? [] : [.text(value)]), mark: start)
        }
        let isRaw = literal.openingPounds != nil
        var segments: [Expression.StringSegment] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                guard !isRaw, let unescaped = StringUnescaping.unescapeExactly(text.content.text) else {
                    return Expression(.verbatim(literal.trimmedDescription), mark: start)
                }
                if case .text(let previous)? = segments.last {
                    segments[segments.count - 1] = .text(previous + unescaped)
                } else if !unescaped.isEmpty {
                    segments.append(.text(unescaped))
                }
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    return Expression(.verbatim(literal.trimmedDescription), mark: start)
                }
                segments.append(.interpolation(readExpression(only.expression)))
            }
        }
        return Expression(.stringLiteral(segments), mark: start)
    }
}
