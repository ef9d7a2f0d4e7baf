/// Numbers as a person reads them on a canvas, a projector or a slide: at most one decimal
/// (87.8896 is "87.9", 176.5 stays "176.5", 361 is "361"), "∞" for an infinite dimension,
/// "nil" for an unspecified one, sizes written "W×H". The JSON output, the trace and
/// `explain`'s paragraphs keep the exact values (`formatPoints`).
public func formatReadable(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "0" : (value < 0 ? "-∞" : "∞") }
    let tenths = (value * 10).rounded()
    guard abs(tenths) < 1e15 else { return formatPoints(value.rounded()) }
    let whole = Int64(tenths) / 10, tenth = abs(Int64(tenths) % 10)
    // -0.04 rounds to "0", never "-0".
    if tenth == 0 { return whole == 0 ? "0" : String(whole) }
    return (tenths < 0 && whole == 0 ? "-0" : String(whole)) + "." + String(tenth)
}

extension Size {
    /// `176.5×20.3`: the size as a person reads it (`formatReadable`).
    public var readable: String { "\(formatReadable(width))×\(formatReadable(height))" }
}

extension ProposedViewSize {
    /// `176.5×nil`, `∞×∞`: the proposal as a person reads it (`formatReadable`).
    public var readable: String {
        "\(width.map(formatReadable) ?? "nil")×\(height.map(formatReadable) ?? "nil")"
    }
}
