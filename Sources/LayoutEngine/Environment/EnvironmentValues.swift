/// The values a view inherits from its ancestors (SwiftUI's `EnvironmentValues`): set at the
/// root by the caller (`--dynamic-type`, `--layout-direction`) and changed for a subtree by
/// environment modifiers (`.font`, `.environment(\.layoutDirection, ...)`).
public struct EnvironmentValues: Sendable {
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    public var font: Font? = nil
    /// Maximum number of lines of a `Text`; nil = no limit; values below 1 count as 1.
    public var lineLimit: Int? = nil
    public var truncationMode: TruncationMode = .tail
    public var multilineTextAlignment: TextAlignment = .leading
    /// Extra points between lines of a `Text`.
    public var lineSpacing: Double = 0
    /// How far a `Text` may shrink its font to fit (0...1; 1 = never).
    public var minimumScaleFactor: Double = 1
    /// `.textScale(.secondary)` (iOS 17): text drawn at this share of its font's size
    /// (`Font.secondaryTextScale`); 1 = the default scale.
    public var textScale: Double = 1
    public var colorScheme: ColorScheme = .light
    /// `.imageScale(_:)`: the relative size of SF Symbols (`SymbolMetrics`).
    public var imageScale: Image.Scale = .medium
    /// Pixels per point of the display the scene is drawn on (1, 2 or 3).
    public var displayScale: Double = 3
    /// How much room the screen's width and height give (`setScreen(_:sizeClasses:)`); an
    /// iPhone in portrait by default.
    public var horizontalSizeClass: UserInterfaceSizeClass = .compact
    public var verticalSizeClass: UserInterfaceSizeClass = .regular
    /// The whole screen of the device the scene is shown on, in points: what scene code reads
    /// as `UIScreen.main.bounds` and what system views measure their margins from. Not a
    /// SwiftUI environment key; it travels here so that a tree built for another device (a
    /// variant, an export) sees that device's screen.
    public var screenSize = Size(width: 393, height: 852)
    /// Values set by `.environment(\.name, value)` for keys the engine does not model, by name.
    public var custom: [String: String] = [:]

    // MARK: System styles (SystemStyles.swift)

    /// The styles `.listStyle(_:)`, `.buttonStyle(_:)`, ... set for the system views below.
    public var systemStyles = SystemStyles()

    public init() {}

    public enum TruncationMode: String, Hashable, Sendable {
        case head, middle, tail

        /// By case, not by name (see `Font.TextStyle.ordinal`): measurers key on it.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .head: hasher.combine(0)
            case .middle: hasher.combine(1)
            case .tail: hasher.combine(2)
            }
        }
    }

    public enum TextAlignment: String, Hashable, Sendable {
        case leading, center, trailing

        /// By case, not by name (see `Font.TextStyle.ordinal`): measurers key on it.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .leading: hasher.combine(0)
            case .center: hasher.combine(1)
            case .trailing: hasher.combine(2)
            }
        }
    }
    public enum ColorScheme: String, Hashable, Sendable { case light, dark }
}
