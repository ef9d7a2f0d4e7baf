/// The size a parent proposes to a child (SwiftUI's `ProposedViewSize`).
///
/// Each dimension is one of: `nil`, asking for the child's *ideal* size; `0`, asking for its
/// *minimum*; `.infinity`, asking for its *maximum*; or a finite number of points `> 0`.
/// Invariant: no dimension is NaN or negative (`init` maps both to 0).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double? {
        @inline(__always) get { Self.value(widthBits) }
        @inline(__always) set { widthBits = Self.bits(newValue) }
    }
    public var height: Double? {
        @inline(__always) get { Self.value(heightBits) }
        @inline(__always) set { heightBits = Self.bits(newValue) }
    }
    /// Each dimension as the bits of its sanitized value (`+0` for `-0`), or
    /// `Key.unspecified` for nil: 16 bytes, where two `Double?` took 25 and a cache compared
    /// them field by field (Documentation/layout-speed.md, "Memory per view").
    private var widthBits: UInt64
    private var heightBits: UInt64

    @inline(__always)
    public init(width: Double?, height: Double?) {
        widthBits = Self.bits(width)
        heightBits = Self.bits(height)
    }

    @inline(__always)
    private static func bits(_ value: Double?) -> UInt64 {
        guard let value else { return Key.unspecified }
        // `!(value >= 0)` is true for NaN and negatives alike; `+ 0` turns -0 into 0.
        return (!(value >= 0) ? 0 : value + 0).bitPattern
    }

    @inline(__always)
    private static func value(_ bits: UInt64) -> Double? {
        bits == Key.unspecified ? nil : Double(bitPattern: bits)
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
        // Inlined: a call per dimension read was 1.5% of a stack-heavy pass.
        @inline(__always) get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
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

    /// The proposal as two integers that are equal exactly when the proposals are (`nil` is a
    /// NaN pattern no dimension can hold, -0 is 0): a cache compares these instead of two
    /// optionals.
    var key: Key {
        @inline(__always) get { Key(width: widthBits, height: heightBits) }
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
