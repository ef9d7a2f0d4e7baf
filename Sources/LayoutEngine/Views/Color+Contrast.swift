/// Contrast between colours as WCAG 2 measures it, for the rule that text is never drawn in a
/// stand-in colour on what looks the same (`StandInPalette` in SceneSource chooses its inks by
/// it; `Rendering` checks each stand-in text against what is behind it).
extension Color {
    /// The relative luminance of an sRGB colour (components 0...1): 0 for black, 1 for white
    /// (WCAG 2's formula, the channels linearised first).
    public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            let value = channel.isFinite ? min(max(channel, 0), 1) : 0
            return value <= 0.04045 ? value / 12.92 : toThePower2_4((value + 0.055) / 1.055)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two relative luminances: 1 (the same) ... 21 (black on
    /// white), whichever is lighter.
    public static func contrastRatio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// `x` (0...1) to the power 2.4 with the standard library alone: x² times the fifth root
    /// of x², found by Newton's method from x^¼ (within 1e-9 after a few steps).
    private static func toThePower2_4(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        let square = x * x
        var root = x.squareRoot().squareRoot()
        for _ in 0..<12 {
            let fourth = root * root * root * root
            root -= (fourth * root - square) / (5 * fourth)
        }
        return square * root
    }
}
