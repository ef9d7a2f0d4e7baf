import SwiftSyntax

extension Evaluator {
    /// Matches `value` against a pattern, binding its names into `scope`. `binding` is true
    /// inside `let`/`var` (a plain name binds instead of comparing).
    func match(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, binding: Bool) throws -> Bool {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let identifier):
            scope.define(identifier.identifier.declaredName, Box(value, isConstant: false))
            return true
        case .wildcardPattern:
            return true
        case .valueBindingPattern(let valueBinding):
            return try match(valueBinding.pattern, value, in: scope, binding: true)
        case .tuplePattern(let tuple):
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else {
                if tuple.elements.count == 1, let only = tuple.elements.first { return try match(only.pattern, value, in: scope, binding: binding) }
                return false
            }
            for (element, subpattern) in zip(elements, tuple.elements) {
                guard try match(subpattern.pattern, element.value, in: scope, binding: binding) else { return false }
            }
            return true
        case .expressionPattern(let expressionPattern):
            return try matchExpression(expressionPattern.expression, value, in: scope, binding: binding)
        case .isTypePattern(let isType):
            return try self.value(value, isOfType: isType.type)
        case .missingPattern:
            return false
        }
    }

    /// An expression used as a pattern: enum cases with payload patterns (`.loaded(let items)`),
    /// optionals (`let x?`), tuples, `_`, ranges and values (`~=`).
    func matchExpression(_ expression: ExprSyntax, _ value: Value, in scope: Scope, binding: Bool) throws -> Bool {
        if let patternExpression = expression.as(PatternExprSyntax.self) {
            return try match(patternExpression.pattern, value, in: scope, binding: binding)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
            scope.define(reference.baseName.sourceText, Box(value, isConstant: false))
            return true
        }
        if let chain = expression.as(OptionalChainingExprSyntax.self) {
            guard !value.isNil else { return false }
            return try matchExpression(chain.expression, value, in: scope, binding: binding)
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first {
                return try matchExpression(only.expression, value, in: scope, binding: binding)
            }
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else { return false }
            for (element, subexpression) in zip(elements, tuple.elements) {
                guard try matchExpression(subexpression.expression, element.value, in: scope, binding: binding) else { return false }
            }
            return true
        }
        // A host enumeration's case (`AsyncImagePhase.empty`): `.empty`, `.success(let image)`.
        if case .native(let native as any NativeEnumCase) = value {
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == native.typeName {
                return member.declName.baseName.sourceText == native.caseName
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return member.declName.baseName.sourceText == native.caseName && call.arguments.isEmpty
            }
        }
        // A stand-in (a value of an app's enum the scene does not declare) takes the first case
        // a `switch` or `if case` tries: `.loading`, or `.loaded(let items)` with its payload's
        // names bound to stand-ins for `subject.loaded`.
        if case .native(let sample as any SampleValue) = value {
            let caseName = sample.sampleCaseName
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.sourceText != "none" {
                return caseName.map { $0 == member.declName.baseName.sourceText } ?? true
            }
            // A stand-in made from an app enum's own `.none` (`var due: DueDateType = .none`) is
            // that case, not Optional's nil.
            if caseName == "none", let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return true }
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.sourceText != "some" {
                if let caseName, caseName != member.declName.baseName.sourceText { return false }
                let payload = try self.member(member.declName.baseName.sourceText, of: value, node: member)
                for argument in call.arguments { _ = try matchExpression(argument.expression, payload, in: scope, binding: binding) }
                return true
            }
        }
        // A case of an enum the scene does not declare, made by an implicit member
        // (`ConversationStatusView(state: .error("Offline"))`): matched by its name, its
        // arguments the payload (by label, else by position).
        if case .implicitMember(let given) = value {
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
               member.declName.baseName.sourceText != "none" || given.name == "none" && given.arguments == nil {
                return member.declName.baseName.sourceText == given.name
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.base == nil, member.declName.baseName.sourceText != "some" {
                guard member.declName.baseName.sourceText == given.name else { return false }
                let payload = given.arguments ?? []
                for (index, argument) in call.arguments.enumerated() {
                    let labelled = argument.label.flatMap { label in payload.first { $0.label == label.text } }
                    guard let element = labelled ?? (index < payload.count ? payload[index] : nil) else { return false }
                    guard try matchExpression(argument.expression, element.value, in: scope, binding: binding) else { return false }
                }
                return true
            }
        }
        // `.some(let x)`, `.none`
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.sourceText
            // An enum's own `none` case is that case, not Optional's.
            if case .enumCase(let enumCase) = value { return enumCase.name == name }
            if name == "none" { return value.isNil }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.sourceText
            if name == "some", member.base == nil, let first = call.arguments.first {
                guard !value.isNil else { return false }
                return try matchExpression(first.expression, value, in: scope, binding: binding)
            }
            // `case .value(let cached) = cache.lookup(id)` on an absent optional: no case with a
            // payload is nil.
            if value.isNil { return false }
            if case .enumCase(let enumCase) = value {
                guard enumCase.name == name else { return false }
                if let base = member.base, case .type(let type) = try evaluate(base, in: scope), type.name != enumCase.type.name { return false }
                let subpatterns = Array(call.arguments)
                if subpatterns.count == 1, enumCase.payload.count > 1 {
                    // `case .pair(let both)`: the payload as a tuple.
                    return try matchExpression(subpatterns[0].expression, .tuple(enumCase.payload), in: scope, binding: binding)
                }
                guard subpatterns.count == enumCase.payload.count else { return false }
                for (element, subpattern) in zip(enumCase.payload, subpatterns) {
                    guard try matchExpression(subpattern.expression, element.value, in: scope, binding: binding) else { return false }
                }
                return true
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           case .enumCase(let enumCase) = value, case .type(let type)? = try? evaluate(base, in: scope), type.definition === enumCase.type {
            return enumCase.name == member.declName.baseName.sourceText
        }
        let typeName = Self.typeName(of: value)
        var pattern = try evaluate(expression, in: scope, expecting: typeName)
        if case .implicitMember = pattern, let typeName { pattern = try coerce(pattern, to: typeName, node: expression) }
        if case .range(let range) = pattern {
            if case .range = value { return valuesEqual(pattern, value) }
            return try StandardLibrary.range(range, contains: value, in: self)
        }
        return valuesEqual(pattern, value)
    }
}
