/// A font as a view asks for it (SwiftUI's `Font`): a text style that scales with Dynamic Type,
/// or a fixed system size that does not; plus weight, design, italic and monospacing.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Size: Hashable, Sendable {
        /// Scales with the environment's `DynamicTypeSize` by Apple's table.
        case textStyle(TextStyle)
        /// A fixed point size (`.system(size:)`, `.custom(_:fixedSize:)`), not scaled.
        case fixed(Double)
        /// A point size at the default Dynamic Type size that scales as a text style does
        /// (`.custom(_:size:)` scales with body, `.custom(_:size:relativeTo:)` with the style).
        case scaled(Double, relativeTo: TextStyle)
    }

    public var size: Size
    public var weight: Weight?
    public var design: Design
    public var isItalic: Bool
    public var isMonospaced: Bool

    public init(size: Size, weight: Weight? = nil, design: Design = .default, isItalic: Bool = false, isMonospaced: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
    }

    public static func textStyle(_ style: TextStyle) -> Font { Font(size: .textStyle(style)) }
    public static func system(size: Double, weight: Weight? = nil, design: Design = .default) -> Font {
        Font(size: .fixed(size), weight: weight, design: design)
    }
    public static let body = Font.textStyle(.body)

    /// The size in points in an environment of `dynamicTypeSize`.
    public func pointSize(at dynamicTypeSize: DynamicTypeSize) -> Double {
        switch size {
        case .textStyle(let style): return style.pointSize(at: dynamicTypeSize)
        case .fixed(let points): return points
        case .scaled(let points, let style): return points * style.pointSize(at: dynamicTypeSize) / style.pointSize(at: .large)
        }
    }

    /// The share of its size a text of the secondary scale (`.textScale(.secondary)`, iOS 17)
    /// is drawn at. Apple documents the scale ("a logical text scale relative to the base
    /// font") but no figure: 0.8 is chosen (Documentation/system-views.md).
    public static let secondaryTextScale = 0.8

    /// This font at `factor` of its size, scaling with Dynamic Type as it did, its weight kept
    /// (a headline stays semibold).
    public func scaled(by factor: Double) -> Font {
        guard factor.isFinite, factor > 0 else { return self }
        var font = self
        font.weight = resolvedWeight
        switch size {
        case .textStyle(let style): font.size = .scaled(style.pointSize(at: .large) * factor, relativeTo: style)
        case .fixed(let points): font.size = .fixed(points * factor)
        case .scaled(let points, let style): font.size = .scaled(points * factor, relativeTo: style)
        }
        return font
    }

    /// The weight actually used: the explicit one, else the style's (`headline` is semibold).
    public var resolvedWeight: Weight {
        if let weight { return weight }
        if case .textStyle(.headline) = size { return .semibold }
        return .regular
    }

    public var description: String {
        var text: String
        switch size {
        case .textStyle(let style): text = ".\(style.rawValue)"
        case .fixed(let points): text = ".system(size: \(formatPoints(points)))"
        case .scaled(let points, let style): text = ".custom(size: \(formatPoints(points)), relativeTo: .\(style.rawValue))"
        }
        if let weight { text += ".weight(.\(weight.rawValue))" }
        if isItalic { text += ".italic()" }
        if isMonospaced { text += ".monospaced()" }
        return text
    }

    /// SwiftUI's text styles.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// Point size by Apple's Dynamic Type table (iOS), one column per `DynamicTypeSize`.
        public func pointSize(at size: DynamicTypeSize) -> Double {
            Self.pointSizes[ordinal * Self.columns + size.rawValue]
        }

        /// Line height at `size`: Apple's default leading scaled by the size ratio.
        public func lineHeight(at size: DynamicTypeSize) -> Double {
            let large = Self.pointSizes[ordinal * Self.columns + DynamicTypeSize.large.rawValue]
            return Self.defaultLineHeights[ordinal] * pointSize(at: size) / large
        }

        /// The case's position in `allCases`. A `String` enum hashes its raw value by default:
        /// every font a measurer looked up hashed a style name (hashing is by case here, which
        /// equality agrees with), and so did every size read from the tables below.
        var ordinal: Int {
            switch self {
            case .largeTitle: 0
            case .title: 1
            case .title2: 2
            case .title3: 3
            case .headline: 4
            case .body: 5
            case .callout: 6
            case .subheadline: 7
            case .footnote: 8
            case .caption: 9
            case .caption2: 10
            }
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

        /// Apple's Dynamic Type table (iOS): a row per style in `ordinal` order, a column per
        /// `DynamicTypeSize` (xSmall ... accessibility5). Plain literals, so the tables are
        /// static data: built by code (a dictionary mapped by case), every size read went
        /// through the lazy global's `swift_once`, 180 instructions per text measured.
        private static let columns = 12
        private static let pointSizes: [Double] = [
            31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60, // largeTitle
            25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58, // title
            19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56, // title2
            17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55, // title3
            14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53, // headline
            14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53, // body
            13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51, // callout
            12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49, // subheadline
            12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44, // footnote
            11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43, // caption
            11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40, // caption2
        ]

        /// Apple's default line height at the large size, by `ordinal`.
        private static let defaultLineHeights: [Double] = [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13]
    }

    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// By case, not by name (see `TextStyle.ordinal`).
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .ultraLight: hasher.combine(0)
            case .thin: hasher.combine(1)
            case .light: hasher.combine(2)
            case .regular: hasher.combine(3)
            case .medium: hasher.combine(4)
            case .semibold: hasher.combine(5)
            case .bold: hasher.combine(6)
            case .heavy: hasher.combine(7)
            case .black: hasher.combine(8)
            }
        }
    }

    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced

        /// By case, not by name (see `TextStyle.ordinal`).
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .default: hasher.combine(0)
            case .serif: hasher.combine(1)
            case .rounded: hasher.combine(2)
            case .monospaced: hasher.combine(3)
            }
        }
    }
}
