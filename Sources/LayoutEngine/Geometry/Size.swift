/// A width and a height in points (SwiftUI's `CGSize`, kept in the standard library).
///
/// Sizes chosen by views are `>= 0`; `.infinity` is a legal answer of a flexible view to an
/// infinite proposal. The engine never stores NaN (see `Double.finiteOrZero`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a size from its component along `axis` and the one across it.
    public init(along axis: Axis, _ value: Double, across crossValue: Double) {
        self = axis == .horizontal
            ? Size(width: value, height: crossValue) : Size(width: crossValue, height: value)
    }

    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

/// Formats a point value the way the playground prints numbers: integers without a fraction,
/// otherwise up to four decimals, infinities as `inf`.
public func formatPoints(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value == .infinity { return "inf" }
    if value == -.infinity { return "-inf" }
    // Past 1e15 there are no fractions to round (and scaling by 10,000 could overflow to
    // infinity near Double's largest values): the number as Swift writes it, `1e+308`.
    if abs(value) >= 1e15 { return String(value) }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

extension Double {
    /// The value itself, or 0 when it is NaN: the engine's guard where arithmetic on infinities
    /// (`inf - inf`) could produce a NaN that must never reach a frame.
    @inlinable public var finiteOrZero: Double { isNaN ? 0 : self }
}
