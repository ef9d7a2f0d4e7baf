import LayoutEngine

extension SceneInterpreter {
    /// The views a builder's statements produce, with `if`, `ForEach` and `Group` expanded in
    /// place (they take no level of their own).
    func buildStatements(_ statements: [BuilderStatement], scope: Scope) -> [ViewNode] {
        var nodes: [ViewNode] = []
        let local = scope.child()
        for statement in statements {
            switch statement {
            case .expression(let expression):
                nodes += buildViews(expression, scope: local)
            case .returnStatement(let value, let mark):
                if let value { nodes += buildViews(value, scope: local) } else {
                    sink.error("'return' needs a view here", at: mark)
                }
            case .localBinding(let binding):
                define(binding, in: local)
            case .ifStatement(let ifStatement):
                nodes += buildIf(ifStatement, scope: local)
            case .verbatim(let text, let mark):
                let keyword = text.prefix { $0.isLetter }
                sink.error("'\(keyword.isEmpty ? text : String(keyword))' statements are not supported in view builders yet", at: mark)
            }
        }
        return nodes
    }

    func define(_ binding: LocalBinding, in scope: Scope) {
        guard let value = binding.value else {
            sink.error("'\(binding.name)' needs a value", at: binding.mark)
            return
        }
        scope.define(binding.name, .deferred(value, scope, type: binding.type))
    }

    /// The taken branch's views; at load, the branches not taken are built too, for their
    /// diagnostics only.
    private func buildIf(_ statement: IfStatement, scope: Scope) -> [ViewNode] {
        let branchScope = scope.child()
        var isTaken = true
        var bindsNil = false
        for condition in statement.conditions where isTaken {
            switch condition {
            case .expression(let expression):
                guard let value = evaluate(expression, scope: branchScope) else { return [] }
                guard let flag = value.bool else {
                    sink.error("an 'if' condition must be a Boolean, not \(value.kindName)", at: expression.mark)
                    return []
                }
                isTaken = flag
            case .optionalBinding(let name, let valueExpression, let mark):
                let expression = valueExpression ?? Expression(.identifier(name), mark: mark)
                guard let value = evaluate(expression, scope: branchScope) else { return [] }
                if value.isNone {
                    isTaken = false
                    bindsNil = true
                } else {
                    branchScope.define(name, value)
                }
            }
        }
        if isTaken {
            if sink.isRecording && !isExploring { explore(statement.elseBody, scope: scope) }
            return buildStatements(statement.body, scope: branchScope)
        }
        if sink.isRecording && !isExploring && !bindsNil {
            explore(.statements(statement.body), scope: branchScope)
        }
        switch statement.elseBody {
        case .statements(let statements)?: return buildStatements(statements, scope: scope)
        case .elseIf(let nested)?: return buildIf(nested, scope: scope)
        case nil: return []
        }
    }

    private func explore(_ body: IfStatement.ElseBody?, scope: Scope) {
        guard let body else { return }
        isExploring = true
        defer { isExploring = false }
        switch body {
        case .statements(let statements): _ = buildStatements(statements, scope: scope)
        case .elseIf(let nested): _ = buildIf(nested, scope: scope)
        }
    }

    /// The content closure of a container: the trailing closure, or a `content:` argument.
    func contentClosure(_ arguments: [Argument], _ trailing: [TrailingClosure], scope: Scope) -> (Closure, Scope)? {
        if let first = trailing.first { return (first.closure, scope) }
        if let argument = arguments.first(where: { $0.label == "content" }) {
            if case .closure(let closure) = argument.value.kind { return (closure, scope) }
            if case .closure(let closure, let captured)? = evaluate(argument.value, scope: scope) { return (closure, captured) }
        }
        return nil
    }

    /// Runs a closure's statements with `arguments` bound to its parameters (or `$0`, `$1`).
    func closureScope(_ closure: Closure, captured: Scope, arguments: [Value]) -> Scope {
        let scope = captured.child()
        for (index, argument) in arguments.enumerated() {
            scope.define("$\(index)", argument)
            if index < closure.parameters.count, closure.parameters[index].name != "_" {
                scope.define(closure.parameters[index].name, argument)
            }
        }
        return scope
    }
}
