/// The horizontal or vertical dimension (SwiftUI's `Axis`).
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes (SwiftUI's `Axis.Set`), as used by `ViewThatFits(in:)` and `fixedSize`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]

        public func contains(_ axis: Axis) -> Bool {
            rawValue & (axis == .horizontal ? Set.horizontal.rawValue : Set.vertical.rawValue) != 0
        }
    }
}
