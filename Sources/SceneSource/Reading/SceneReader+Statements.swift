import SwiftParser
import SwiftSyntax

extension SceneReader {
    func readStatements(_ statements: CodeBlockItemListSyntax) -> [BuilderStatement] {
        var result: [BuilderStatement] = []
        result.reserveCapacity(statements.count)
        for statement in statements {
            var read = readStatement(statement)
            // Comments on the lines before the statement and after it on its line.
            let leading = comments(statement.leadingTrivia)
            let trailing = comments(statement.trailingTrivia)
            if !leading.isEmpty || !trailing.isEmpty { read.attachComments(leading: leading, trailing: trailing) }
            result.append(read)
        }
        return result
    }

    func readStatement(_ statement: CodeBlockItemSyntax) -> BuilderStatement {
        switch statement.item {
        case .expr(let expression):
            return readExpressionStatement(expression)
        case .stmt(let statementSyntax):
            if let expressionStatement = statementSyntax.as(ExpressionStmtSyntax.self) {
                return readExpressionStatement(expressionStatement.expression)
            }
            if let returnStatement = statementSyntax.as(ReturnStmtSyntax.self) {
                return .returnStatement(returnStatement.expression.map(readExpression), mark: mark(returnStatement))
            }
            return .verbatim(text: statementSyntax.trimmedDescription, mark: mark(statementSyntax))
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
               variable.attributes.isEmpty, let binding = variable.bindings.first,
               binding.accessorBlock == nil,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return .localBinding(LocalBinding(
                    isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let),
                    name: name,
                    type: binding.typeAnnotation?.type.trimmedDescription,
                    value: binding.initializer.map { readExpression($0.value) },
                    mark: mark(binding.pattern)))
            }
            return .verbatim(text: declaration.trimmedDescription, mark: mark(declaration))
        }
    }

    private func readExpressionStatement(_ expression: ExprSyntax) -> BuilderStatement {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return .ifStatement(readIf(ifExpression))
        }
        if expression.is(SwitchExprSyntax.self) {
            return .verbatim(text: expression.trimmedDescription, mark: mark(expression))
        }
        return .expression(readExpression(expression))
    }

    func readIf(_ ifExpression: IfExprSyntax) -> IfStatement {
        var conditions: [IfStatement.Condition] = []
        for element in ifExpression.conditions {
            switch element.condition {
            case .expression(let expression):
                conditions.append(.expression(readExpression(expression)))
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? binding.pattern.trimmedDescription
                conditions.append(.optionalBinding(
                    name: name, value: binding.initializer.map { readExpression($0.value) }, mark: mark(binding)))
            default:
                conditions.append(.expression(Expression(.verbatim(element.condition.trimmedDescription), mark: mark(element))))
            }
        }
        var elseBody: IfStatement.ElseBody?
        switch ifExpression.elseBody {
        case .ifExpr(let nested)?: elseBody = .elseIf(readIf(nested))
        case .codeBlock(let block)?: elseBody = .statements(readStatements(block.statements))
        case nil: elseBody = nil
        }
        return IfStatement(
            conditions: conditions, body: readStatements(ifExpression.body.statements),
            elseBody: elseBody, mark: mark(ifExpression))
    }

    func readClosure(_ closure: ClosureExprSyntax) -> Closure {
        var parameters: [ClosureParameter] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?:
            parameters = list.map { ClosureParameter(name: $0.name.text) }
        case .parameterClause(let clause)?:
            parameters = clause.parameters.map {
                ClosureParameter(name: ($0.secondName ?? $0.firstName).text, type: $0.type?.trimmedDescription)
            }
        case nil:
            break
        }
        var closureMark = mark(closure)
        closureMark.comments.closing = comments(closure.rightBrace.leadingTrivia)
        return Closure(parameters: parameters, body: readStatements(closure.statements), mark: closureMark)
    }
}
