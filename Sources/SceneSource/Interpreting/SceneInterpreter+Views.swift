import LayoutEngine

extension SceneInterpreter {
    /// The views an expression in view position produces: usually one; `ForEach` and `Group`
    /// produce their children, and a modifier applied to them applies to each.
    func buildViews(_ expression: Expression, scope: Scope) -> [ViewNode] {
        switch expression.kind {
        case .call(let callee, let arguments, let trailing):
            if case .member(let base, let name) = callee.kind, !isTypeReference(base, scope: scope) {
                let bases = buildViews(base, scope: scope)
                return bases.compactMap { node in
                    applyModifier(
                        ModifierApplication(name: name, arguments: arguments, trailingClosures: trailing, mark: callee.mark),
                        to: node, scope: scope)
                }
            }
            if case .identifier(let name) = callee.kind {
                if let value = scope.lookup(name) {
                    return buildViews(from: value, mark: expression.mark, scope: scope)
                }
                return buildNamedView(name, arguments: arguments, trailing: trailing, mark: callee.mark, scope: scope)
            }
            guard let value = evaluate(expression, scope: scope) else { return [] }
            return buildViews(from: value, mark: expression.mark, scope: scope)
        case .identifier(let name):
            if let value = scope.lookup(name) { return buildViews(from: value, mark: expression.mark, scope: scope) }
            if builtInViewNames.contains(name) || customViews[name] != nil {
                sink.error("'\(name)' needs parentheses to make a view", at: expression.mark, hint: "write '\(name)()'")
                return []
            }
            sink.error("'\(name)' is not defined", at: expression.mark)
            return []
        case .parenthesized(let inner):
            return buildViews(inner, scope: scope)
        case .ternary(let condition, let then, let otherwise):
            guard let value = evaluate(condition, scope: scope) else { return [] }
            guard let flag = value.bool else {
                sink.error("a condition must be a Boolean, not \(value.kindName)", at: condition.mark)
                return []
            }
            return buildViews(flag ? then : otherwise, scope: scope)
        case .verbatim(let text):
            sink.error("'\(Self.shortened(text))' is not supported in a scene yet", at: expression.mark)
            return []
        case .member, .implicitMember, .subscriptCall:
            guard let value = evaluate(expression, scope: scope) else { return [] }
            return buildViews(from: value, mark: expression.mark, scope: scope)
        default:
            sink.error("'\(Self.shortened(ScenePrinter.print(expression)))' is not a view", at: expression.mark)
            return []
        }
    }

    /// A value in view position: a colour is a `Color` view, a deferred view expression is
    /// built where it was written, a closure or computed property runs its statements.
    func buildViews(from value: Value, mark: SourceMark, scope: Scope) -> [ViewNode] {
        switch value {
        case .deferred(let expression, let captured, _):
            return buildViews(expression, scope: captured)
        case .computed(let statements, let captured):
            return buildStatements(statements, scope: captured)
        case .closure(let closure, let captured):
            return buildStatements(closure.body, scope: closureScope(closure, captured: captured, arguments: []))
        case .none:
            return []
        default:
            if let color = value.color {
                return [ViewNode("Color", content: .color(color), argumentSummary: "", sourceLocation: mark.location)]
            }
            if case .shape(let kind) = value {
                return [ViewNode(kind.description, content: .shape(kind), sourceLocation: mark.location)]
            }
            sink.error("\(value.kindName) is not a view", at: mark)
            return []
        }
    }

    /// True when `expression` names a type (`Color` in `Color.init(...)`), not a view.
    func isTypeReference(_ expression: Expression, scope: Scope) -> Bool {
        if case .identifier(let name) = expression.kind, scope.lookup(name) == nil {
            return Value.knownTypeNames.contains(name) || name == "Font"
        }
        return false
    }

    static func shortened(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        return line.count > 40 || line.count < text.count ? String(line.prefix(40)) + "…" : line
    }
}
