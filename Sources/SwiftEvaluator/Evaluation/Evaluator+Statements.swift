import SwiftSyntax

/// How a statement ended: normally, or with a jump the enclosing statements handle.
enum Flow {
    case normal
    case returned(Value)
    case broke(label: String?)
    case continued(label: String?)
    case fellThrough
}

extension Evaluator {
    /// Runs a list of statements in `scope` (already created by the caller), running `defer`
    /// blocks when it ends.
    func run(_ items: CodeBlockItemListSyntax, in scope: Scope) throws -> Flow {
        deferred.append([])
        defer {
            let blocks = deferred.removeLast()
            for (block, blockScope) in blocks.reversed() {
                _ = try? run(block, in: Scope(parent: blockScope))
            }
        }
        let active = activeItems(items)
        // Local functions can be called before their declaration (Swift hoists them).
        for item in active {
            if case .decl(let declaration) = item.item, let function = declaration.as(FunctionDeclSyntax.self) {
                scope.define(function.name.text, value: .function(Function(.declared([function], scope, receiver: nil), name: function.name.text)))
            }
        }
        for item in active {
            let flow = try run(item, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func run(_ item: CodeBlockItemSyntax, in scope: Scope) throws -> Flow {
        try budget.charge(at: nil)
        switch item.item {
        case .decl(let declaration):
            try declare(declaration, in: scope)
            return .normal
        case .expr(let expression):
            _ = try evaluateStatementExpression(expression, in: scope)
            return .normal
        case .stmt(let statement):
            return try run(statement, in: scope)
        }
    }

    /// An expression used as a statement: `if`/`switch` run as statements (their branches may
    /// `return`), anything else is evaluated and its value dropped.
    func evaluateStatementExpression(_ expression: ExprSyntax, in scope: Scope) throws -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try runIf(ifExpression, in: scope) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return try runSwitch(switchExpression, in: scope, label: nil) }
        _ = try evaluate(expression, in: scope)
        return .normal
    }

    func run(_ statement: StmtSyntax, in scope: Scope, label: String? = nil) throws -> Flow {
        switch statement.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let expressionStatement):
            let expression = expressionStatement.expression
            if let ifExpression = expression.as(IfExprSyntax.self) { return try runIf(ifExpression, in: scope) }
            if let switchExpression = expression.as(SwitchExprSyntax.self) { return try runSwitch(switchExpression, in: scope, label: label) }
            _ = try evaluate(expression, in: scope)
            return .normal
        case .returnStmt(let returnStatement):
            guard let expression = returnStatement.expression else { return .returned(.void) }
            return .returned(try evaluate(expression, in: scope, expecting: scope.expectedReturnType))
        case .guardStmt(let guardStatement):
            if try conditionsHold(guardStatement.conditions, in: scope, bindingInto: scope) { return .normal }
            let flow = try run(guardStatement.body.statements, in: Scope(parent: scope))
            if case .normal = flow {
                throw error("the 'else' of a guard must not fall through", guardStatement.body)
            }
            return flow
        case .forStmt(let forStatement):
            return try runFor(forStatement, in: scope, label: label)
        case .whileStmt(let whileStatement):
            while true {
                try budget.charge(at: position(of: whileStatement))
                let iterationScope = Scope(parent: scope)
                guard try conditionsHold(whileStatement.conditions, in: scope, bindingInto: iterationScope) else { break }
                switch try run(whileStatement.body.statements, in: iterationScope) {
                case .normal, .continued(nil): continue
                case .continued(let target) where target == label: continue
                case .broke(nil): return .normal
                case .broke(let target) where target == label: return .normal
                case let other: return other
                }
            }
            return .normal
        case .repeatStmt(let repeatStatement):
            repeat {
                try budget.charge(at: position(of: repeatStatement))
                switch try run(repeatStatement.body.statements, in: Scope(parent: scope)) {
                case .normal, .continued(nil): break
                case .continued(let target) where target == label: break
                case .broke(nil): return .normal
                case .broke(let target) where target == label: return .normal
                case let other: return other
                }
            } while try truth(repeatStatement.condition, in: scope)
            return .normal
        case .breakStmt(let breakStatement):
            return .broke(label: breakStatement.label?.sourceText)
        case .continueStmt(let continueStatement):
            return .continued(label: continueStatement.label?.sourceText)
        case .fallThroughStmt:
            return .fellThrough
        case .deferStmt(let deferStatement):
            if !deferred.isEmpty { deferred[deferred.count - 1].append((deferStatement.body.statements, scope)) }
            return .normal
        case .labeledStmt(let labeled):
            return try run(labeled.statement, in: scope, label: labeled.label.text)
        case .throwStmt(let throwStatement):
            let value = try evaluate(throwStatement.expression, in: scope)
            var thrown = error("an error was thrown: \(describe(value))", throwStatement, kind: .thrown)
            thrown.hint = "errors thrown by the scene's code are not caught outside 'do'"
            throw ThrownValue(value: value, error: thrown)
        case .doStmt(let doStatement):
            do {
                return try run(doStatement.body.statements, in: Scope(parent: scope))
            } catch let thrown as ThrownValue {
                guard let clause = doStatement.catchClauses.first else { throw thrown }
                let catchScope = Scope(parent: scope)
                catchScope.define("error", value: thrown.value)
                return try run(clause.body.statements, in: catchScope)
            }
        default:
            throw error("'\(Self.quote(statement))' is not supported", statement, kind: .unsupported)
        }
    }

    // MARK: if / switch / for

    func runIf(_ ifExpression: IfExprSyntax, in scope: Scope) throws -> Flow {
        let branchScope = Scope(parent: scope)
        if try conditionsHold(ifExpression.conditions, in: scope, bindingInto: branchScope) {
            return try run(ifExpression.body.statements, in: branchScope)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return try runIf(next, in: scope)
        case .codeBlock(let block)?: return try run(block.statements, in: Scope(parent: scope))
        case nil: return .normal
        }
    }

    func runSwitch(_ switchExpression: SwitchExprSyntax, in scope: Scope, label: String?) throws -> Flow {
        let subject = try evaluate(switchExpression.subject, in: scope)
        let cases = activeCases(switchExpression.cases)
        guard var index = try matchingCase(cases, subject: subject, in: scope)?.index else {
            throw error("no case of the switch matches \(describe(subject))", switchExpression.subject)
        }
        var caseScope = try matchingCase(cases, subject: subject, in: scope)!.scope
        while true {
            let flow = try run(cases[index].statements, in: caseScope)
            switch flow {
            case .fellThrough where index + 1 < cases.count:
                index += 1
                caseScope = Scope(parent: scope)
                continue
            case .fellThrough, .normal, .broke(nil): return .normal
            case .broke(let target) where target == label: return .normal
            default: return flow
            }
        }
    }

    /// The switch's cases with `#if` resolved.
    func activeCases(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        var result: [SwitchCaseSyntax] = []
        for element in list {
            switch element {
            case .switchCase(let switchCase): result.append(switchCase)
            case .ifConfigDecl(let ifConfig):
                if case .switchCases(let inner)? = program.activeElements(of: ifConfig) { result += activeCases(inner) }
            }
        }
        return result
    }

    /// The first case whose pattern matches `subject`, with the scope holding its bindings.
    func matchingCase(_ cases: [SwitchCaseSyntax], subject: Value, in scope: Scope) throws -> (index: Int, scope: Scope)? {
        for (index, switchCase) in cases.enumerated() {
            switch switchCase.label {
            case .default:
                return (index, Scope(parent: scope))
            case .case(let label):
                for item in label.caseItems {
                    let caseScope = Scope(parent: scope)
                    guard try match(item.pattern, subject, in: caseScope, binding: false) else { continue }
                    if let whereClause = item.whereClause, !(try truth(whereClause.condition, in: caseScope)) { continue }
                    return (index, caseScope)
                }
            }
        }
        return nil
    }

    func runFor(_ forStatement: ForStmtSyntax, in scope: Scope, label: String?) throws -> Flow {
        let sequence = try evaluate(forStatement.sequence, in: scope)
        let elements = try iterate(sequence, node: forStatement.sequence)
        for element in elements {
            try budget.charge(at: position(of: forStatement))
            let iterationScope = Scope(parent: scope)
            guard try match(forStatement.pattern, element, in: iterationScope, binding: true) else { continue }
            if let whereClause = forStatement.whereClause, !(try truth(whereClause.condition, in: iterationScope)) { continue }
            switch try run(forStatement.body.statements, in: iterationScope) {
            case .normal, .continued(nil): continue
            case .continued(let target) where target == label: continue
            case .broke(nil): return .normal
            case .broke(let target) where target == label: return .normal
            case let other: return other
            }
        }
        return .normal
    }

    /// The elements `for ... in` visits: arrays, sets, ranges, dictionaries (as `(key, value)`
    /// tuples), strings (characters), and host sequences.
    public func iterate(_ sequence: Value, node: some SyntaxProtocol) throws -> [Value] {
        switch sequence {
        case .array(let values), .set(let values): return values
        case .range(let range):
            if let (lower, upper) = range.integerBounds {
                try budget.checkSize(from: lower, to: upper, at: position(of: node))
                try budget.allocate(count: upper - lower, of: MemoryLayout<Value>.stride, at: position(of: node))
                return (lower..<upper).map { .int($0) }
            }
            throw error("this range cannot be iterated: it needs integer bounds on both sides", node)
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map {
                .tuple([TupleElement(label: "key", value: $0), TupleElement(label: "value", value: $1)])
            }
        case .string(let text): return text.map { .character($0) }
        case .native(let native as any NativeSequence): return try native.elements(in: self)
        case .type(let type) where type.definition?.kind == .enumeration:
            return type.definition!.cases.map { .enumCase(EnumCase(type: type.definition!, name: $0.name)) }
        default:
            if let elements = try elementsOfDeclaredSequence(sequence, node: node) { return elements }
            throw error("\(describe(sequence)) is not a sequence", node)
        }
    }

    // MARK: Conditions

    /// Evaluates `if`/`guard`/`while` conditions in order, binding `if let` and `if case`
    /// names into `bindingScope`. False at the first condition that fails.
    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope, bindingInto bindingScope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard try truth(expression, in: bindingScope) else { return false }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, in: bindingScope)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName {
                    value = try lookup(name, in: bindingScope, node: binding.pattern)
                } else {
                    throw error("this optional binding is not supported", binding, kind: .unsupported)
                }
                if value.isNil { return false }
                var bound = value
                if let type = binding.typeAnnotation?.type { bound = try coerce(value, toType: type, node: binding) }
                guard try match(binding.pattern, bound, in: bindingScope, binding: true) else { return false }
            case .matchingPattern(let matching):
                let value = try evaluate(matching.initializer.value, in: bindingScope)
                guard try match(matching.pattern, value, in: bindingScope, binding: false) else { return false }
            case .availability:
                continue
            }
        }
        return true
    }

    /// Evaluates a condition to a Boolean.
    func truth(_ expression: ExprSyntax, in scope: Scope) throws -> Bool {
        let value = try evaluate(expression, in: scope)
        if case .native(let sample as any SampleValue) = value { return sample.sampleBool }
        guard case .bool(let flag) = value else {
            throw error("a condition must be a Boolean, not \(describe(value))", expression)
        }
        return flag
    }

    // MARK: Local declarations

    func declare(_ declaration: DeclSyntax, in scope: Scope) throws {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                let declaredType = binding.typeAnnotation?.type
                if let accessors = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName {
                    // A local computed variable: evaluated on each use.
                    if case .getter(let body) = accessors.accessors {
                        let getter = Function(.closure(
                            ClosureExprSyntax(statements: body), scope), name: name)
                        scope.define(name, Box(.function(getter), isConstant: true, declaredType: "__computed"))
                    }
                    continue
                }
                var value: Value = .nil
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, in: scope, expecting: declaredType.map(TypeNames.name(of:)))
                    if let declaredType { value = try coerce(value, toType: declaredType, node: initializer.value) }
                } else if !variable.attributes.isEmpty, let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
                          let wrapped = try localWrappedValue(variable, name: identifier.identifier.declaredName, declaredType: declaredType, in: scope) {
                    value = wrapped
                }
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    let box = Box(value, isConstant: isConstant && binding.initializer != nil, declaredType: declaredType.map(TypeNames.name(of:)))
                    box.elementTupleLabels = declaredType.flatMap(Self.elementTupleLabels(of:))
                    scope.define(identifier.identifier.declaredName, box)
                } else if binding.initializer == nil, let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                    // `let (x, anchor): (CGFloat, UnitPoint)`, assigned later: each name is
                    // declared without a value, typed by its element of the annotation.
                    let elementTypes = declaredType?.as(TupleTypeSyntax.self).map { Array($0.elements.map(\.type)) } ?? []
                    for (index, element) in tuple.elements.enumerated() {
                        guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else {
                            throw error("a tuple declared without a value takes plain names: '\(binding.pattern.trimmedDescription)'", binding)
                        }
                        let type = index < elementTypes.count ? TypeNames.name(of: elementTypes[index]) : nil
                        scope.define(name, Box(.nil, isConstant: false, declaredType: type))
                    }
                } else if !(try match(binding.pattern, value, in: scope, binding: true)) {
                    if try destructureHostValue(value, into: binding.pattern, in: scope, isConstant: isConstant) { continue }
                    throw error("the value does not match the pattern '\(binding.pattern.trimmedDescription)'", binding)
                }
            }
            return
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            scope.define(function.name.text, value: .function(Function(.declared([function], scope, receiver: nil), name: function.name.text)))
            return
        }
        if let type = program.declareLocalType(declaration, file: program.position(of: declaration).file) {
            scope.define(type.name, value: .type(TypeReference(name: type.name, definition: type)))
            return
        }
        throw error("this declaration is not supported inside a function", declaration, kind: .unsupported)
    }
}

/// A value thrown by `throw` in scene code, carried to the nearest `do`/`try?`.
struct ThrownValue: Error {
    let value: Value
    let error: RuntimeError
}

extension RuntimeError {
    /// The error to report for `error` having come out of scene code uncaught: itself, or
    /// for a value the scene threw, the error that says where it was thrown.
    public static func uncaught(_ error: any Error) -> RuntimeError? {
        (error as? RuntimeError) ?? (error as? ThrownValue)?.error
    }
}

extension Scope {
    /// The declared result type of the function being run (for implicit members in `return`).
    var expectedReturnType: String? {
        var current: Scope? = self
        while let scope = current {
            if let box = scope.names["#returnType"], case .string(let name) = box.value { return name }
            if scope.receiver != nil && scope.names["#returnType"] == nil { return nil }
            current = scope.parent
        }
        return nil
    }
}
