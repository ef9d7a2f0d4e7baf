/// A guide across the vertical axis: where on a view's y axis its neighbours line up.
///
/// The text baselines default to the view's bottom edge; `Text` sets them explicitly from its
/// font metrics, and containers pass them on (first from the first child, last from the last).
public struct VerticalAlignment: Hashable, CustomStringConvertible {
    public let key: AlignmentKey
    public let definition: AlignmentGuideDefinition

    /// A custom guide (SwiftUI's `VerticalAlignment(MyID.self)`), named `id`.
    public init(id: String, definition: AlignmentGuideDefinition) {
        self.key = AlignmentKey(axis: .vertical, id: id)
        self.definition = definition
    }

    public static let top = VerticalAlignment(id: "top", definition: .fraction(0, along: .vertical))
    public static let center = VerticalAlignment(id: "center", definition: .fraction(0.5, along: .vertical))
    public static let bottom = VerticalAlignment(id: "bottom", definition: .fraction(1, along: .vertical))
    public static let firstTextBaseline = VerticalAlignment(
        id: "firstTextBaseline",
        definition: AlignmentGuideDefinition(combination: .first) { $0.height })
    public static let lastTextBaseline = VerticalAlignment(
        id: "lastTextBaseline",
        definition: AlignmentGuideDefinition(combination: .last) { $0.height })

    /// The built-in guides by their Swift names.
    public static let builtIn: [VerticalAlignment] = [
        .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline,
    ]

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    public var description: String { key.id }
}
