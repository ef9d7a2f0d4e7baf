extension BuilderAddress {
    /// The same builder after the statement at `removed` is taken out of its list: indices
    /// after it in that list move up by one. nil when the builder was inside the removed
    /// statement.
    func afterRemoving(_ removed: StatementAddress) -> BuilderAddress? {
        switch self {
        case .preview, .topLevel, .property:
            return self
        case .viewContent(let view, let closure):
            return view.afterRemoving(removed).map { .viewContent($0, closure: closure) }
        case .modifierContent(let view, let modifier, let closure):
            return view.afterRemoving(removed).map { .modifierContent($0, modifier: modifier, closure: closure) }
        case .branch(let statement, let elseIf, let isElse):
            return statement.afterRemoving(removed).map { .branch($0, elseIf: elseIf, isElse: isElse) }
        }
    }

    /// True when the builder is inside the statement at `statement` (or is one of its lists).
    func isInside(_ statement: StatementAddress) -> Bool {
        afterRemoving(statement) == nil
    }
}

extension StatementAddress {
    /// The same statement after the one at `removed` is taken out; nil when it was that
    /// statement or inside it.
    func afterRemoving(_ removed: StatementAddress) -> StatementAddress? {
        if self == removed { return nil }
        guard let shiftedBuilder = builder.afterRemoving(removed) else { return nil }
        let shiftedIndex = builder == removed.builder && index > removed.index ? index - 1 : index
        return StatementAddress(builder: shiftedBuilder, index: shiftedIndex)
    }
}
