/// The flat view of a modifier chain that a tree editor inserts into and removes from:
/// `Text("Hi").font(.headline).padding()` is the base `Text("Hi")` and the modifiers
/// `font(.headline)` then `padding()`, innermost first.
public struct ModifierApplication: Hashable, Sendable {
    public var name: String
    public var arguments: [Argument]
    public var trailingClosures: [TrailingClosure]
    /// Where the modifier's name is.
    public var mark: SourceMark

    public init(name: String, arguments: [Argument] = [], trailingClosures: [TrailingClosure] = [], mark: SourceMark = SourceMark()) {
        self.name = name
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.mark = mark
    }
}

extension Expression {
    /// The expression split into the view it starts from and the modifiers applied to it,
    /// innermost first. A chain without modifiers is the expression itself and `[]`.
    ///
    /// Only calls of a member count as modifiers: `Color.red` is a base, `Color.red.opacity(0.5)`
    /// is `Color.red` modified by `opacity(0.5)`. Cost: linear in the chain's length.
    public var modifierChain: (base: Expression, modifiers: [ModifierApplication]) {
        var modifiers: [ModifierApplication] = []
        var current = self
        while case .call(let callee, let arguments, let trailingClosures) = current.kind,
              case .member(let base, let name) = callee.kind
        {
            modifiers.append(ModifierApplication(
                name: name, arguments: arguments, trailingClosures: trailingClosures, mark: callee.mark))
            current = base
        }
        return (current, modifiers.reversed())
    }

    /// Rebuilds an expression from a base and its modifiers, innermost first: the inverse of
    /// `modifierChain`.
    public init(base: Expression, modifiers: [ModifierApplication]) {
        var result = base
        for modifier in modifiers {
            let callee = Expression(.member(base: result, name: modifier.name), mark: modifier.mark)
            result = Expression(
                .call(callee: callee, arguments: modifier.arguments, trailingClosures: modifier.trailingClosures),
                mark: modifier.mark)
        }
        self = result
    }
}
