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
    var bytes: [UInt8] = []
    appendPoints(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// Appends `value` as `formatPoints` writes it, in UTF-8. Numbers below 1e11 are written from
/// their integer count of ten-thousandths: at most 15 significant digits, which name exactly
/// one double, so the digits are those of Swift's shortest round-trip form (`String(Double)`,
/// several times dearer), without trailing zeros. Checked against that form in the tests.
public func appendPoints(_ value: Double, to bytes: inout [UInt8]) {
    appendPoints(value, into: &bytes)
}

/// Where `appendPoints` writes: an array, or the JSON writer's buffer.
protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func appendUTF8(of string: String)
}

extension Array: ByteSink where Element == UInt8 {
    mutating func appendUTF8(of string: String) { append(contentsOf: string.utf8) }
}

func appendPoints<Sink: ByteSink>(_ value: Double, into bytes: inout Sink) {
    let scaled = (value * 10_000).rounded()
    guard abs(scaled) < 1e15 else {
        bytes.appendUTF8(of: slowFormatPoints(value))
        return
    }
    var units = Int64(scaled)
    if units < 0 { bytes.append(UInt8(ascii: "-")); units = -units }
    appendDigits(of: units / 10_000, to: &bytes)
    var fraction = units % 10_000
    guard fraction != 0 else { return }
    var digits = 4
    while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
    bytes.append(UInt8(ascii: "."))
    var divisor: Int64 = 1
    for _ in 1..<digits { divisor *= 10 }
    while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
        divisor /= 10
    }
}

/// The decimal digits of a non-negative integer.
func appendDigits<Sink: ByteSink>(of value: Int64, to bytes: inout Sink) {
    if value < 10 { bytes.append(UInt8(ascii: "0") + UInt8(value)); return }
    var divisor: Int64 = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
    }
}

func slowFormatPoints(_ value: Double) -> String {
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
