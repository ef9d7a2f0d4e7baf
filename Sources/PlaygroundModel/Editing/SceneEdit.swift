import SceneSource

/// A change to a scene's source model, as the tree editor asks for it. `Scene.apply(_:)`
/// performs it; `PlaygroundDocument.apply(_:)` also prints the result, reads it back, refuses
/// it when the result does not load, and records it for undo.
///
/// Rows are named by their `TreeRow.ID`; only its `address` matters (an edit inside a custom
/// view's body changes the declaration all its instances share).
public enum SceneEdit: Hashable, Sendable {
    /// Inserts a view at position `index` (0...count) of a builder's statements.
    case insertView(Expression, into: BuilderAddress, at: Int)
    /// Inserts a view just after the statement of a row (for a modifier row, after its view).
    case insertViewAfter(Expression, row: TreeRow.ID)
    /// Appends a modifier to a view's chain; on a modifier row, inserts it just after that one.
    case addModifier(ModifierApplication, to: TreeRow.ID)
    /// A view or `if` goes with its modifiers and content; a modifier goes alone; an `else`
    /// row removes the `else` branch.
    case delete(TreeRow.ID)
    /// Swaps a view with the one before it in its builder, or a modifier with the one before
    /// it in its chain.
    case moveUp(TreeRow.ID)
    case moveDown(TreeRow.ID)
    /// Moves a view (with its modifiers) or an `if` to position `index` of a builder, as a drop
    /// does; `index` counts the builder's statements as they are before the move.
    case move(TreeRow.ID, to: BuilderAddress, at: Int)
    /// A stack wrapper puts the view, with its modifiers, in a new stack's builder; `frame` and
    /// `padding` append a modifier (after the row's, for a modifier row).
    case wrap(TreeRow.ID, in: Wrapper)
    /// Replaces a container holding exactly one view by that view (the container's modifiers
    /// move onto it); on a modifier row, removes the modifier.
    case unwrap(TreeRow.ID)
    /// Sets the argument labelled `label` (nil: the unlabelled one) of a view's initializer or a
    /// modifier to the expression `source`, adding it where Swift expects it when missing;
    /// `source` nil removes it. Text that is not an expression is refused with a plain message.
    case setArgument(TreeRow.ID, label: String?, source: String?)

    /// What `wrap` puts around a row.
    public enum Wrapper: String, CaseIterable, Hashable, Sendable {
        case hStack, vStack, zStack, frame, padding

        /// The stack's name, for the stack wrappers.
        var stackName: String? {
            switch self {
            case .hStack: return "HStack"
            case .vStack: return "VStack"
            case .zStack: return "ZStack"
            case .frame, .padding: return nil
            }
        }

        /// The modifier appended, for `frame` and `padding`.
        var modifierSource: String? {
            switch self {
            case .frame: return PaletteModifier.first("frame")?.source
            case .padding: return PaletteModifier.first("padding")?.source
            default: return nil
            }
        }
    }

    /// Inserts a palette view at `index` of `builder`.
    public static func insert(_ view: PaletteView, into builder: BuilderAddress, at index: Int) throws -> SceneEdit {
        .insertView(try view.expression, into: builder, at: index)
    }

    /// Inserts a palette view after `row`.
    public static func insert(_ view: PaletteView, after row: TreeRow.ID) throws -> SceneEdit {
        .insertViewAfter(try view.expression, row: row)
    }

    /// Adds a palette modifier to `row`.
    public static func add(_ modifier: PaletteModifier, to row: TreeRow.ID) throws -> SceneEdit {
        .addModifier(try modifier.modifier, to: row)
    }
}
