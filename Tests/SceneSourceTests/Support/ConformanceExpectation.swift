import LayoutEngine

/// The header of a conformance case (see the conformance README): proposal, Dynamic Type size
/// and expected frames by path.
struct ConformanceExpectation {
    var proposal = ProposedViewSize.unspecified
    var dynamicTypeSize: DynamicTypeSize?
    var size: Size?
    var frames: [(path: String, frame: Rect)] = []

    /// The README's tolerance: some expected values are rounded (177.7778).
    static let tolerance = 0.5

    init(_ source: String) {
        for line in source.split(separator: "\n") {
            let text = line.split(separator: "//", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
            let body = text.trimmed
            if body.hasPrefix("proposal:") {
                let parts = body.dropFirst("proposal:".count).trimmed.split(separator: "x").map { String($0).trimmed }
                func dimension(_ text: String) -> Double? {
                    text == "nil" ? nil : (text == "inf" ? .infinity : Double(text))
                }
                proposal = ProposedViewSize(width: dimension(parts[0]), height: dimension(parts[1]))
            } else if body.hasPrefix("dynamic-type:") {
                dynamicTypeSize = DynamicTypeSize(name: body.dropFirst("dynamic-type:".count).trimmed)
            } else if body.hasPrefix("expect-size:") {
                let numbers = Self.numbers(body.dropFirst("expect-size:".count))
                size = Size(width: numbers[0], height: numbers[1])
            } else if body.hasPrefix("expect:") {
                let parts = body.dropFirst("expect:".count).split(separator: "=")
                let numbers = Self.numbers(parts[1])
                frames.append((parts[0].trimmed, Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
            }
        }
    }

    private static func numbers(_ text: Substring) -> [Double] {
        text.split(separator: ",").compactMap { Double($0.trimmed) }
    }
}

extension StringProtocol {
    var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
