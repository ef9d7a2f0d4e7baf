import SceneSource

extension Scene {
    /// The statements at `address`; nil when the address does not lead to a builder.
    ///
    /// Reads without writing back (the editing path, `modifyStatements`, copies every array on
    /// the way down: reading each row of a 2,000-row stack that way took a second in the outline).
    public func statements(at address: BuilderAddress) -> [BuilderStatement]? {
        switch address {
        case .preview(let item):
            guard items.indices.contains(item), case .preview(let preview) = items[item] else { return nil }
            return preview.body
        case .topLevel(let item):
            guard items.indices.contains(item), case .expression(let expression) = items[item] else { return nil }
            return [.expression(expression)]
        case .property(let type, let property):
            for item in items {
                guard case .structDeclaration(let declaration) = item, declaration.name == type else { continue }
                for member in declaration.members {
                    if case .property(let candidate) = member, candidate.name == property, let getter = candidate.getter { return getter }
                }
                return nil
            }
            return nil
        case .viewContent(let view, let closure):
            guard let expression = viewExpression(at: view),
                  case .call(_, _, let trailing) = expression.modifierChain.base.kind, trailing.indices.contains(closure)
            else { return nil }
            return trailing[closure].closure.body
        case .modifierContent(let view, let modifier, let closure):
            guard let expression = viewExpression(at: view) else { return nil }
            let modifiers = expression.modifierChain.modifiers
            guard modifiers.indices.contains(modifier), modifiers[modifier].trailingClosures.indices.contains(closure) else { return nil }
            return modifiers[modifier].trailingClosures[closure].closure.body
        case .branch(let statement, let elseIf, let isElse):
            guard case .ifStatement(let ifStatement)? = self.statement(at: statement), let nested = ifStatement.nested(elseIf) else { return nil }
            if isElse {
                guard case .statements(let statements) = nested.elseBody else { return nil }
                return statements
            }
            return nested.body
        }
    }

    /// The statement at `address`, if there is one.
    public func statement(at address: StatementAddress) -> BuilderStatement? {
        guard let list = statements(at: address.builder), list.indices.contains(address.index) else { return nil }
        return list[address.index]
    }

    /// Runs `change` on the statements at `address` and writes them back. Throws when the
    /// address leads nowhere, or when a top-level expression would not stay exactly one view.
    mutating func modifyStatements(at address: BuilderAddress, _ change: (inout [BuilderStatement]) throws -> Void) throws {
        switch address {
        case .preview(let item):
            guard items.indices.contains(item), case .preview(var preview) = items[item] else { throw Self.lost }
            try change(&preview.body)
            items[item] = .preview(preview)
        case .topLevel(let item):
            guard items.indices.contains(item), case .expression(let expression) = items[item] else { throw Self.lost }
            var list: [BuilderStatement] = [.expression(expression)]
            try change(&list)
            guard list.count == 1, case .expression(let changed) = list[0] else {
                throw SceneEditError("the scene's top-level view holds exactly one view: wrap it in a stack first")
            }
            items[item] = .expression(changed)
        case .property(let type, let property):
            guard let item = items.firstIndex(where: {
                if case .structDeclaration(let declaration) = $0 { return declaration.name == type } else { return false }
            }), case .structDeclaration(var declaration) = items[item],
            let member = declaration.members.firstIndex(where: {
                if case .property(let candidate) = $0 { return candidate.name == property && candidate.getter != nil } else { return false }
            }), case .property(var declared) = declaration.members[member], var getter = declared.getter
            else { throw Self.lost }
            try change(&getter)
            declared.getter = getter
            declaration.members[member] = .property(declared)
            items[item] = .structDeclaration(declaration)
        case .viewContent(let view, let closure):
            try modifyViewExpression(at: view) { expression in
                let modifiers = expression.modifierChain.modifiers
                var base = expression.modifierChain.base
                guard case .call(let callee, let arguments, var trailing) = base.kind, trailing.indices.contains(closure)
                else { throw Self.lost }
                try change(&trailing[closure].closure.body)
                base.kind = .call(callee: callee, arguments: arguments, trailingClosures: trailing)
                expression = Expression(base: base, modifiers: modifiers)
            }
        case .modifierContent(let view, let modifier, let closure):
            try modifyViewExpression(at: view) { expression in
                let base = expression.modifierChain.base
                var modifiers = expression.modifierChain.modifiers
                guard modifiers.indices.contains(modifier), modifiers[modifier].trailingClosures.indices.contains(closure)
                else { throw Self.lost }
                try change(&modifiers[modifier].trailingClosures[closure].closure.body)
                expression = Expression(base: base, modifiers: modifiers)
            }
        case .branch(let statement, let elseIf, let isElse):
            try modifyStatement(at: statement) { statement in
                guard case .ifStatement(var ifStatement) = statement else { throw Self.lost }
                try ifStatement.modifyBranch(elseIf: elseIf, isElse: isElse, change)
                statement = .ifStatement(ifStatement)
            }
        }
    }

    /// Runs `change` on the statement at `address`.
    mutating func modifyStatement(at address: StatementAddress, _ change: (inout BuilderStatement) throws -> Void) throws {
        try modifyStatements(at: address.builder) { list in
            guard list.indices.contains(address.index) else { throw Self.lost }
            try change(&list[address.index])
        }
    }

    /// Runs `change` on the view expression of the statement at `address` (an expression
    /// statement or a `return`); throws for any other statement.
    mutating func modifyViewExpression(at address: StatementAddress, _ change: (inout Expression) throws -> Void) throws {
        try modifyStatement(at: address) { statement in
            guard var expression = statement.viewExpression else { throw SceneEditError("that row is not a view") }
            try change(&expression)
            statement.viewExpression = expression
        }
    }

    /// The view expression at `address`, if the statement is one.
    func viewExpression(at address: StatementAddress) -> Expression? {
        statement(at: address)?.viewExpression
    }

    static var lost: SceneEditError { SceneEditError("that row is no longer in the scene") }
}

extension IfStatement {
    /// Runs `change` on a branch's statements `elseIf` steps down the `else if` chain.
    mutating func modifyBranch(elseIf: Int, isElse: Bool, _ change: (inout [BuilderStatement]) throws -> Void) throws {
        if elseIf > 0 {
            guard case .elseIf(var nested) = elseBody else { throw Scene.lost }
            try nested.modifyBranch(elseIf: elseIf - 1, isElse: isElse, change)
            elseBody = .elseIf(nested)
            return
        }
        if isElse {
            guard case .statements(var statements) = elseBody else { throw Scene.lost }
            try change(&statements)
            elseBody = .statements(statements)
        } else {
            try change(&body)
        }
    }

    /// The `if` `elseIf` steps down the chain (0: this one).
    func nested(_ elseIf: Int) -> IfStatement? {
        if elseIf == 0 { return self }
        guard case .elseIf(let next) = elseBody else { return nil }
        return next.nested(elseIf - 1)
    }
}

extension BuilderStatement {
    /// The view of an expression statement or a `return`; setting it keeps the statement's kind.
    var viewExpression: Expression? {
        get {
            switch self {
            case .expression(let expression): return expression
            case .returnStatement(let value, _): return value
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .returnStatement(_, let mark): self = .returnStatement(newValue, mark: mark)
            default: self = .expression(newValue)
            }
        }
    }
}
