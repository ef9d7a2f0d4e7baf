/// Where a list of builder statements lives in a `Scene`: the places a tree editor inserts
/// views into. Addresses are positions, not identities: they stay valid until an edit changes
/// the lists they pass through (`SceneEdit` rewrites the ones it needs, see
/// `BuilderAddress+Shifting.swift`).
public indirect enum BuilderAddress: Hashable, Sendable {
    /// The body of the `#Preview` at `scene.items[item]`.
    case preview(item: Int)
    /// The top-level view expression at `scene.items[item]`, seen as a list of exactly one
    /// statement (a scene shows only its first top-level expression).
    case topLevel(item: Int)
    /// The getter of `property` (`body`, `previews`) of the struct named `type`.
    case property(type: String, property: String)
    /// Trailing closure number `closure` of the view at `view` (`HStack { ... }`: 0).
    case viewContent(StatementAddress, closure: Int)
    /// Trailing closure number `closure` of modifier number `modifier` (innermost first) of the
    /// view at `view` (`.overlay { ... }`).
    case modifierContent(StatementAddress, modifier: Int, closure: Int)
    /// A branch of the `if` statement at the address: `elseIf` steps down its `else if` chain
    /// (0 = the statement itself), then its body, or its final `else` when `isElse`.
    case branch(StatementAddress, elseIf: Int, isElse: Bool)
}

/// One statement of a builder: a view (with its modifiers) or an `if`.
public struct StatementAddress: Hashable, Sendable {
    public var builder: BuilderAddress
    /// Position in the builder's statements, 0-based.
    public var index: Int

    public init(builder: BuilderAddress, index: Int) {
        self.builder = builder
        self.index = index
    }
}

/// What a tree row stands for in the source model.
public enum RowAddress: Hashable, Sendable {
    /// The view written at the statement (with its modifiers, the whole statement).
    case view(StatementAddress)
    /// Modifier number `index` (innermost first) of the view at the statement.
    case modifier(StatementAddress, index: Int)
    /// The `if` (`elseIf` 0) or an `else if` of the `if` statement at the address.
    case condition(StatementAddress, elseIf: Int)
    /// The final plain `else` of the `else if` chain, `elseIf` steps down.
    case elseClause(StatementAddress, elseIf: Int)
    /// A root that is not written as a statement: `ContentView()` when the scene has neither a
    /// `#Preview` nor a top-level view; its body is the struct's `body`.
    case implicitRoot(type: String)

    /// The statement the row is part of; nil for an implicit root.
    public var statement: StatementAddress? {
        switch self {
        case .view(let statement), .modifier(let statement, _), .condition(let statement, _),
             .elseClause(let statement, _):
            return statement
        case .implicitRoot:
            return nil
        }
    }
}
