/// A guide across the horizontal axis: where on a view's x axis its neighbours line up.
///
/// Equality is by name: two alignments are the same guide when their `key`s are equal.
public struct HorizontalAlignment: Hashable, CustomStringConvertible {
    public let key: AlignmentKey
    public let definition: AlignmentGuideDefinition

    /// A custom guide (SwiftUI's `HorizontalAlignment(MyID.self)`), named `id`.
    public init(id: String, definition: AlignmentGuideDefinition) {
        self.key = AlignmentKey(axis: .horizontal, id: id)
        self.definition = definition
    }

    public static let leading = HorizontalAlignment(id: "leading", definition: .fraction(0, along: .horizontal))
    public static let center = HorizontalAlignment(id: "center", definition: .fraction(0.5, along: .horizontal))
    public static let trailing = HorizontalAlignment(id: "trailing", definition: .fraction(1, along: .horizontal))
    /// iOS's list-row separator guides default to the leading and trailing edges.
    public static let listRowSeparatorLeading = HorizontalAlignment(
        id: "listRowSeparatorLeading", definition: .fraction(0, along: .horizontal))
    public static let listRowSeparatorTrailing = HorizontalAlignment(
        id: "listRowSeparatorTrailing", definition: .fraction(1, along: .horizontal))

    /// The built-in guides by their Swift names.
    public static let builtIn: [HorizontalAlignment] = [
        .leading, .center, .trailing, .listRowSeparatorLeading, .listRowSeparatorTrailing,
    ]

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    public var description: String { key.id }
}
