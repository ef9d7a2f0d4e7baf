import SceneSource

extension Scene {
    /// Performs `edit`; on a thrown `SceneEditError` the scene is unchanged. The result is a
    /// source model only: whether it still loads is the document's check.
    public mutating func apply(_ edit: SceneEdit) throws {
        var edited = self
        try edited.perform(edit)
        self = edited
    }

    private mutating func perform(_ edit: SceneEdit) throws {
        switch edit {
        case .insertView(let view, let builder, let index):
            try insert(.expression(view), into: builder, at: index)
        case .insertViewAfter(let view, let row):
            if case .implicitRoot(let type) = row.address {
                let builder = BuilderAddress.property(type: type, property: "body")
                try insert(.expression(view), into: builder, at: statements(at: builder)?.count ?? 0)
                return
            }
            let statement = try Self.statement(of: row)
            try insert(.expression(view), into: statement.builder, at: statement.index + 1)
        case .addModifier(let modifier, let row):
            try insertModifier(modifier, at: row)
        case .delete(let row):
            try delete(row)
        case .moveUp(let row):
            try moveAmongSiblings(row, by: -1)
        case .moveDown(let row):
            try moveAmongSiblings(row, by: 1)
        case .move(let row, let target, let index):
            try move(row, to: target, at: index)
        case .wrap(let row, let wrapper):
            try wrap(row, in: wrapper)
        case .unwrap(let row):
            try unwrap(row)
        case .setArgument(let row, let label, let source):
            try setArgument(of: row, label: label, source: source)
        }
    }

    // MARK: Views

    private mutating func insert(_ statement: BuilderStatement, into builder: BuilderAddress, at index: Int) throws {
        try modifyStatements(at: builder) { list in
            guard (0...list.count).contains(index) else { throw SceneEditError("there is no position \(index) there") }
            list.insert(statement, at: index)
        }
    }

    /// The statement a row stands for or is part of.
    private static func statement(of row: TreeRow.ID) throws -> StatementAddress {
        guard let statement = row.address.statement else {
            throw SceneEditError("the scene's root view cannot be changed here: edit its body")
        }
        return statement
    }

    /// The statement of a row that is a whole statement: a view, or an `if` from its first branch.
    private static func wholeStatement(of row: TreeRow.ID, action: String) throws -> StatementAddress {
        switch row.address {
        case .view(let statement), .condition(let statement, elseIf: 0):
            return statement
        case .condition, .elseClause:
            throw SceneEditError("to \(action) an 'if', use its first 'if' row")
        case .modifier:
            throw SceneEditError("only views can be \(action == "move" ? "moved" : "changed") this way")
        case .implicitRoot:
            throw SceneEditError("the scene's root view cannot be changed here: edit its body")
        }
    }

    private mutating func delete(_ row: TreeRow.ID) throws {
        switch row.address {
        case .modifier(let statement, let index):
            try modifyModifiers(at: statement) { modifiers in
                guard modifiers.indices.contains(index) else { throw Self.lost }
                modifiers.remove(at: index)
            }
        case .elseClause(let statement, let elseIf):
            try modifyStatement(at: statement) { statement in
                guard case .ifStatement(var ifStatement) = statement else { throw Self.lost }
                try ifStatement.removeElse(elseIf: elseIf)
                statement = .ifStatement(ifStatement)
            }
        default:
            let statement = try Self.wholeStatement(of: row, action: "delete")
            try modifyStatements(at: statement.builder) { list in
                guard list.indices.contains(statement.index) else { throw Self.lost }
                list.remove(at: statement.index)
            }
        }
    }

    private mutating func moveAmongSiblings(_ row: TreeRow.ID, by offset: Int) throws {
        let direction = offset < 0 ? "first" : "last"
        if case .modifier(let statement, let index) = row.address {
            try modifyModifiers(at: statement) { modifiers in
                guard modifiers.indices.contains(index) else { throw Self.lost }
                guard modifiers.indices.contains(index + offset) else {
                    throw SceneEditError("the modifier is already the \(direction) of its view")
                }
                modifiers.swapAt(index, index + offset)
            }
            return
        }
        let statement = try Self.wholeStatement(of: row, action: "move")
        try modifyStatements(at: statement.builder) { list in
            guard list.indices.contains(statement.index) else { throw Self.lost }
            guard list.indices.contains(statement.index + offset) else {
                throw SceneEditError("the view is already the \(direction) in its container")
            }
            list.swapAt(statement.index, statement.index + offset)
        }
    }

    private mutating func move(_ row: TreeRow.ID, to target: BuilderAddress, at index: Int) throws {
        let source = try Self.wholeStatement(of: row, action: "move")
        guard let shiftedTarget = target.afterRemoving(source) else {
            throw SceneEditError("a view cannot be moved into itself")
        }
        guard let moved = statement(at: source) else { throw Self.lost }
        guard let targetCount = statements(at: target)?.count, (0...targetCount).contains(index) else {
            throw SceneEditError("there is no position \(index) there")
        }
        try modifyStatements(at: source.builder) { $0.remove(at: source.index) }
        let shiftedIndex = target == source.builder && index > source.index ? index - 1 : index
        try insert(moved, into: shiftedTarget, at: shiftedIndex)
    }

    private mutating func wrap(_ row: TreeRow.ID, in wrapper: SceneEdit.Wrapper) throws {
        if let modifierSource = wrapper.modifierSource {
            try insertModifier(try SourceFragment.modifier(modifierSource), at: row)
            return
        }
        guard let stackName = wrapper.stackName else { return }
        var target = row
        if case .modifier(let statement, _) = row.address { target.address = .view(statement) }
        let statement = try Self.wholeStatement(of: target, action: "wrap")
        try modifyStatement(at: statement) { statement in
            let inner: BuilderStatement
            if case .returnStatement(let value?, _) = statement { inner = .expression(value) } else { inner = statement }
            let stack = Expression.call(stackName, trailingClosures: [TrailingClosure(closure: Closure(body: [inner]))])
            if case .returnStatement(_, let mark) = statement {
                statement = .returnStatement(stack, mark: mark)
            } else {
                statement = .expression(stack)
            }
        }
    }

    private mutating func unwrap(_ row: TreeRow.ID) throws {
        if case .modifier = row.address {
            try delete(row)
            return
        }
        guard case .view(let statement) = row.address else {
            throw SceneEditError("only a container with one view inside, or a modifier, can be unwrapped")
        }
        try modifyStatement(at: statement) { statement in
            guard let expression = statement.viewExpression else { throw Self.lost }
            let (base, modifiers) = expression.modifierChain
            guard case .call(_, _, let trailing) = base.kind, trailing.count == 1, trailing[0].closure.body.count == 1 else {
                throw SceneEditError("only a container with exactly one view inside can be unwrapped")
            }
            var child = trailing[0].closure.body[0]
            if !modifiers.isEmpty {
                guard let childExpression = child.viewExpression else {
                    throw SceneEditError("the container's modifiers have no view to go onto: remove them first")
                }
                let chain = childExpression.modifierChain
                child = .expression(Expression(base: chain.base, modifiers: chain.modifiers + modifiers))
            }
            if case .returnStatement(_, let mark) = statement, let childExpression = child.viewExpression {
                statement = .returnStatement(childExpression, mark: mark)
            } else {
                statement = child
            }
        }
    }

    // MARK: Modifiers

    private mutating func insertModifier(_ modifier: ModifierApplication, at row: TreeRow.ID) throws {
        switch row.address {
        case .view(let statement):
            try modifyModifiers(at: statement) { $0.append(modifier) }
        case .modifier(let statement, let index):
            try modifyModifiers(at: statement) { modifiers in
                guard modifiers.indices.contains(index) else { throw Self.lost }
                modifiers.insert(modifier, at: index + 1)
            }
        case .condition, .elseClause:
            throw SceneEditError("modifiers go on views, not on 'if' branches: wrap the 'if' in a stack first")
        case .implicitRoot:
            throw SceneEditError("the scene's root view cannot be changed here: edit its body")
        }
    }

    /// Runs `change` on the modifiers (innermost first) of the view at `statement`.
    private mutating func modifyModifiers(at statement: StatementAddress, _ change: (inout [ModifierApplication]) throws -> Void) throws {
        try modifyViewExpression(at: statement) { expression in
            let base = expression.modifierChain.base
            var modifiers = expression.modifierChain.modifiers
            try change(&modifiers)
            expression = Expression(base: base, modifiers: modifiers)
        }
    }

    // MARK: Arguments

    private mutating func setArgument(of row: TreeRow.ID, label: String?, source: String?) throws {
        let value = try source.map(SourceFragment.expression)
        if let value, let declared = declaration(ofArgument: label, of: row) {
            return try setDefault(ofProperty: declared.property, inStructAt: declared.item, to: value)
        }
        let shownLabel = label.map { "'\($0):'" } ?? "an unlabelled"
        switch row.address {
        case .modifier(let statement, let index):
            try modifyModifiers(at: statement) { modifiers in
                guard modifiers.indices.contains(index) else { throw Self.lost }
                let name = modifiers[index].name
                try ArgumentOrder.set(label, to: value, in: &modifiers[index].arguments, of: name, isModifier: true, shownLabel: shownLabel)
            }
        case .view(let statement):
            try modifyViewExpression(at: statement) { expression in
                var base = expression.modifierChain.base
                let modifiers = expression.modifierChain.modifiers
                guard case .call(let callee, var arguments, let trailing) = base.kind else {
                    throw SceneEditError("'\(ScenePrinter.print(base))' takes no arguments")
                }
                try ArgumentOrder.set(label, to: value, in: &arguments, of: callee.calleeName ?? "", isModifier: false, shownLabel: shownLabel)
                base.kind = .call(callee: callee, arguments: arguments, trailingClosures: trailing)
                expression = Expression(base: base, modifiers: modifiers)
            }
        default:
            throw SceneEditError("only views and modifiers have arguments")
        }
    }
}

extension IfStatement {
    /// Removes the final `else` of the `if` `elseIf` steps down the chain.
    mutating func removeElse(elseIf: Int) throws {
        if elseIf > 0 {
            guard case .elseIf(var nested) = elseBody else { throw Scene.lost }
            try nested.removeElse(elseIf: elseIf - 1)
            elseBody = .elseIf(nested)
            return
        }
        guard case .statements = elseBody else { throw Scene.lost }
        elseBody = nil
    }
}
