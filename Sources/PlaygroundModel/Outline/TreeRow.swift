import LayoutEngine
import SceneSource

/// One row of the tree editor: a view, a modifier, or an `if`/`else` of a builder, with what
/// the window shows and where the row is in the source model.
public struct TreeRow: Hashable, Identifiable {
    /// A row's identity: its address in the source model, and the custom-view instances it is
    /// seen through. `Row(...)`'s body appears once under each instance with the same
    /// `address` and a different `instances`; edits use `address` only, so they change the
    /// declaration every instance shares.
    public struct ID: Hashable, Sendable {
        public var address: RowAddress
        /// The statements of the custom-view instances above the row, outermost first.
        public var instances: [StatementAddress]

        public init(address: RowAddress, instances: [StatementAddress] = []) {
            self.address = address
            self.instances = instances
        }
    }

    public enum Kind: Hashable, Sendable {
        /// A built-in view: `Text`, `HStack`, `Color.blue`.
        case view
        /// An instance of a `struct ...: View` declared in the scene; its body follows.
        case customView
        case modifier
        /// `if condition`, `else if condition` or `else`.
        case condition
    }

    public var id: ID
    public var kind: Kind
    /// Indentation level: 0 for the root's views.
    public var depth: Int
    /// The row as source, on one line: `HStack(spacing: 8)`, `.frame(maxWidth: .infinity)`,
    /// `Text("Capital")`, `if sizeCategory.isAccessibilityCategory`.
    public var title: String
    /// A GTK symbolic icon name of the Adwaita theme for the row's kind.
    public var iconName: String
    /// Where the view's or modifier's name is in the current source: what the engine stores as
    /// `ViewNode.sourceLocation`. nil for rows built in code and not yet re-read.
    public var sourceLocation: SourceLocation?
    /// The builder a dropped or added view goes into when this row is the target (a stack's
    /// content, `.overlay { ... }`'s content, an `if`'s branch); nil when the row holds no views.
    public var contentBuilder: BuilderAddress?
    /// `sourceLocation` of each custom-view instance in `id.instances`, outermost first: tells
    /// the placed views of one instance from another's.
    public var instanceLocations: [SourceLocation?]

    public var isModifier: Bool { kind == .modifier }

    /// The name the row's title calls: `HStack` for `HStack(spacing: 8)`, `frame` for
    /// `.frame(width: 100)`, `Color` for `Color.blue`.
    public var callName: String {
        String(title.drop { $0 == "." }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
    public var address: RowAddress { id.address }
}
