/// Insets in points on each edge; leading and trailing follow the layout direction.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge in `edges`, zero on the others.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The sum of the insets along `axis`.
    public func total(along axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }
}

/// An edge of a rectangle (SwiftUI's `Edge`), with `Edge.Set` for padding and safe areas.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// The sets SwiftUI names, by their Swift names.
        public static let named: [(name: String, set: Set)] = [
            ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
            ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
        ]
    }
}
