import LayoutEngine
import Testing

@Suite("Numbers as the playground prints them")
struct NumberFormatTests {
    /// The definition the fast writer must match: rounded to four decimals, integers without a
    /// fraction, otherwise Swift's shortest round-trip form.
    static func reference(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value == .infinity { return "inf" }
        if value == -.infinity { return "-inf" }
        if abs(value) >= 1e15 { return String(value) }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    @Test("Chosen values: integers, four decimals, signs, rounding, tiny and huge values")
    func chosen() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (393, "393"), (-8, "-8"), (0.5, "0.5"), (71.34179, "71.3418"),
            (278.666666, "278.6667"), (0.0001, "0.0001"), (-0.00004, "0"), (0.00005, "0.0001"),
            (1.1, "1.1"), (12.3050, "12.305"), (-3.25, "-3.25"), (99_999_999_999.5, "99999999999.5"),
            (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (1e300, "1e+300"),
        ]
        for (value, text) in cases {
            #expect(formatPoints(value) == text, "\(value)")
        }
    }

    @Test("Random values of every magnitude print as the reference form does")
    func random() {
        var generator = SystemRandomNumberGenerator()
        for exponent in -6...16 {
            for _ in 0..<2_000 {
                let magnitude = Double.random(in: 0..<10, using: &generator) * pow10(exponent)
                let value = Bool.random(using: &generator) ? magnitude : -magnitude
                #expect(formatPoints(value) == Self.reference(value), "\(value)")
                let quarter = (value * 4).rounded() / 4
                #expect(formatPoints(quarter) == Self.reference(quarter), "\(quarter)")
            }
        }
    }

    private func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        if exponent >= 0 { for _ in 0..<exponent { result *= 10 } } else { for _ in 0..<(-exponent) { result /= 10 } }
        return result
    }
}
