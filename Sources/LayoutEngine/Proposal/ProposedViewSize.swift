/// The size a parent proposes to a child (SwiftUI's `ProposedViewSize`).
///
/// Each dimension is one of: `nil`, asking for the child's *ideal* size; `0`, asking for its
/// *minimum*; `.infinity`, asking for its *maximum*; or a finite number of points `> 0`.
/// Invariant: no dimension is NaN or negative (`init` maps both to 0).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    @inline(__always)
    public init(width: Double?, height: Double?) {
        self.width = Self.sanitized(width)
        self.height = Self.sanitized(height)
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions unspecified: the ideal-size proposal.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions 0: the minimum probe.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: the maximum probe.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue.map(Self.sanitized) } else { height = newValue.map(Self.sanitized) } }
    }

    /// Builds a proposal from its dimension along `axis` and the one across it.
    @inline(__always)
    public init(along axis: Axis, _ value: Double?, across crossValue: Double?) {
        self = axis == .horizontal
            ? ProposedViewSize(width: value, height: crossValue)
            : ProposedViewSize(width: crossValue, height: value)
    }

    /// The proposal with each `nil` dimension replaced by the matching one of `size`
    /// (default 10x10, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    private static func sanitized(_ value: Double) -> Double {
        value.isNaN || value < 0 ? 0 : value
    }

    /// `sanitized` through an optional, without `map`'s closure.
    @inline(__always)
    private static func sanitized(_ value: Double?) -> Double? {
        guard let value else { return nil }
        // `!(value >= 0)` is true for NaN and negatives alike.
        return !(value >= 0) ? 0 : value
    }

    /// The proposal as two integers that are equal exactly when the proposals are (`nil` is a
    /// NaN pattern no dimension can hold, -0 is 0): a cache compares these instead of two
    /// optionals.
    var key: Key {
        @inline(__always) get {
            @inline(__always) func bits(_ value: Double?) -> UInt64 {
                guard let value else { return Key.unspecified }
                return (value + 0).bitPattern
            }
            return Key(width: bits(width), height: bits(height))
        }
    }

    struct Key: Equatable {
        var width: UInt64
        var height: UInt64
        /// A quiet NaN with a payload: dimensions are never NaN (`sanitized`).
        static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001
    }

    public var description: String {
        "\(width.map(formatPoints) ?? "nil")x\(height.map(formatPoints) ?? "nil")"
    }
}
