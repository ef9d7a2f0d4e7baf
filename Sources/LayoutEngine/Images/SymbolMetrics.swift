/// How big an SF Symbol is in an environment: this engine's approximation of SwiftUI, which
/// sizes a symbol like a glyph of the current font (`.font(.largeTitle)` makes it bigger, and so
/// does a larger Dynamic Type size) scaled by `.imageScale(_:)`.
///
/// Every symbol is a square (real symbols vary in width by a few points per glyph):
/// - side = the font's line height × the scale factor. The line height is Apple's for a text
///   style (22 points for `.body` at `.large`, scaling with Dynamic Type by
///   `Font.TextStyle.lineHeight(at:)`), and 1.2 × the point size for `.system(size:)`.
/// - scale factors: `.small` 0.78, `.medium` 1, `.large` 1.29 (the ratios of SF Symbols'
///   published small/medium/large glyph heights, rounded).
/// - baseline (for `HStack(alignment: .firstTextBaseline)`): the square's centre sits on the
///   middle of the font's capital letters, 0.36 × the point size above the text baseline, so
///   baseline = side / 2 + 0.36 × point size (0.78 of the side for `.body`, near the bottom).
///
/// With `.body` at `.large`: 22 × 22 points, baseline 17.1 from the top.
public enum SymbolMetrics {
    /// Multiplier of the medium size for each `Image.Scale`.
    public static func factor(_ scale: Image.Scale) -> Double {
        switch scale {
        case .small: return 0.78
        case .medium: return 1
        case .large: return 1.29
        }
    }

    /// The line height of `font` at `dynamicTypeSize`, in points.
    public static func lineHeight(of font: Font, at dynamicTypeSize: DynamicTypeSize) -> Double {
        switch font.size {
        case .textStyle(let style): return style.lineHeight(at: dynamicTypeSize)
        case .fixed(let points): return 1.2 * points
        case .scaled: return 1.2 * font.pointSize(at: dynamicTypeSize)
        }
    }

    /// The measurement of a symbol in `environment` (its font, Dynamic Type size and scale).
    public static func measurement(in environment: EnvironmentValues) -> ImageMeasurement {
        let font = environment.font ?? .body
        let pointSize = font.pointSize(at: environment.dynamicTypeSize)
        let side = lineHeight(of: font, at: environment.dynamicTypeSize) * factor(environment.imageScale)
        return ImageMeasurement(size: Size(width: side, height: side), baseline: side / 2 + 0.36 * pointSize)
    }
}
