import SwiftSyntax

extension Evaluator {
    /// Runs statements under a result builder: each expression is a component, `if`/`switch`
    /// choose a branch (`buildOptional`/`buildEither`), `for` collects one value per iteration
    /// (`buildArray`), declarations run as usual. The block's value is `buildBlock` of the
    /// components.
    public func build(_ statements: CodeBlockItemListSyntax, in scope: Scope, builder: any ResultBuilder) throws -> Value {
        var components: [Value] = []
        for item in activeItems(statements) {
            try budget.charge(at: nil)
            switch item.item {
            case .decl(let declaration):
                try declare(declaration, in: scope)
            case .expr(let expression):
                try components.append(buildComponent(expression, in: scope, builder: builder))
            case .stmt(let statement):
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    try components.append(buildComponent(expressionStatement.expression, in: scope, builder: builder))
                } else if let forStatement = statement.as(ForStmtSyntax.self) {
                    try components.append(buildFor(forStatement, in: scope, builder: builder))
                } else {
                    let flow = try run(statement, in: scope)
                    if case .returned(let value) = flow { return value }
                }
            }
        }
        return try builder.buildBlock(components, in: self)
    }

    func buildComponent(_ expression: ExprSyntax, in scope: Scope, builder: any ResultBuilder) throws -> Value {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try buildIf(ifExpression, in: scope, builder: builder) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let subject = try evaluate(switchExpression.subject, in: scope)
            let cases = activeCases(switchExpression.cases)
            guard let (index, caseScope) = try matchingCase(cases, subject: subject, in: scope) else {
                throw error("no case of the switch matches \(describe(subject))", switchExpression.subject)
            }
            let value = try build(cases[index].statements, in: caseScope, builder: builder)
            return try builder.buildEither(value, branch: index, of: cases.count, in: self)
        }
        let value: Value
        do {
            value = try evaluate(expression, in: scope)
        } catch let failure as RuntimeError where failure.kind != .budget && failure.kind != .cancelled && failure.kind != .thrown {
            // One statement's failure is its own: the builder may put a placeholder in its place.
            guard let substitute = builder.buildFailure(failure, name: Self.madeName(expression), at: position(of: expression), in: self) else {
                throw failure
            }
            return substitute
        }
        return try builder.buildExpression(value, at: position(of: expression), in: self)
    }

    /// What a builder statement makes, named as written: `Card` for `Card(item).padding()`,
    /// `row` for `row(item)`, `content` for `self.content`.
    static func madeName(_ expression: ExprSyntax) -> String {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base, !(base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)) else {
                    return member.declName.baseName.sourceText
                }
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.sourceText
            } else if let specialization = current.as(GenericSpecializationExprSyntax.self) {
                current = specialization.expression
            } else {
                return "View"
            }
        }
    }

    func buildIf(_ ifExpression: IfExprSyntax, in scope: Scope, builder: any ResultBuilder) throws -> Value {
        // The branches of `if ... else if ... else`, flattened.
        var branches: [IfExprSyntax] = [ifExpression]
        var finalElse: CodeBlockSyntax?
        while let elseBody = branches.last!.elseBody {
            switch elseBody {
            case .ifExpr(let next): branches.append(next)
            case .codeBlock(let block): finalElse = block
            }
            if finalElse != nil { break }
        }
        let count = branches.count + (finalElse == nil ? 0 : 1)
        for (index, branch) in branches.enumerated() {
            let branchScope = Scope(parent: scope)
            guard try conditionsHold(branch.conditions, in: scope, bindingInto: branchScope) else { continue }
            let value = try build(branch.body.statements, in: branchScope, builder: builder)
            if finalElse == nil && count == 1 { return try builder.buildOptional(value, in: self) }
            let either = try builder.buildEither(value, branch: index, of: count, in: self)
            return finalElse == nil ? try builder.buildOptional(either, in: self) : either
        }
        if let finalElse {
            let value = try build(finalElse.statements, in: Scope(parent: scope), builder: builder)
            return try builder.buildEither(value, branch: count - 1, of: count, in: self)
        }
        return try builder.buildOptional(nil, in: self)
    }

    func buildFor(_ forStatement: ForStmtSyntax, in scope: Scope, builder: any ResultBuilder) throws -> Value {
        let sequence = try evaluate(forStatement.sequence, in: scope)
        var components: [Value] = []
        for element in try iterate(sequence, node: forStatement.sequence) {
            try budget.charge(at: position(of: forStatement))
            let iterationScope = Scope(parent: scope)
            guard try match(forStatement.pattern, element, in: iterationScope, binding: true) else { continue }
            if let whereClause = forStatement.whereClause, !(try truth(whereClause.condition, in: iterationScope)) { continue }
            components.append(try build(forStatement.body.statements, in: iterationScope, builder: builder))
        }
        return try builder.buildArray(components, in: self)
    }
}
