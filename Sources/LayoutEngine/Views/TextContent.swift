/// The content of a `Text` view: its string and the text modifiers applied to it directly
/// (`.bold()`, `.italic()`, `.fontWeight`, `.monospaced()`), which change the font of this text
/// only, unlike `.font(_:)`, which sets the environment.
public struct TextContent: Hashable, Sendable {
    public var string: String
    public var weight: Font.Weight?
    public var isItalic = false
    public var isMonospaced = false
    /// `.kerning(_:)` and `.tracking(_:)`: points added after every character, so the text is
    /// that much wider per character (SwiftUI's layout includes it).
    public var tracking = 0.0
    /// `.monospacedDigit()`: digits of equal width (the font's tabular figures).
    public var usesMonospacedDigits = false

    public init(_ string: String) {
        self.string = string
    }

    /// The font this text draws with in `environment`.
    public func resolvedFont(in environment: EnvironmentValues) -> Font {
        var font = environment.font ?? .body
        if let weight { font.weight = weight }
        if isItalic { font.isItalic = true }
        if isMonospaced { font.isMonospaced = true }
        if environment.textScale != 1 { font = font.scaled(by: environment.textScale) }
        return font
    }
}
