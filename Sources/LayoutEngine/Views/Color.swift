/// A colour as a scene names it (SwiftUI's `Color`): kept for drawing, it never affects layout.
/// `Rendering` turns names into RGB for the light or dark appearance.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public enum Value: Hashable, Sendable {
        /// A system or semantic colour by its Swift name: `red`, `primary`, `accentColor`.
        case named(String)
        /// sRGB components, each 0...1.
        case rgb(red: Double, green: Double, blue: Double)
    }

    public var value: Value
    /// 0 (transparent) ... 1 (opaque).
    public var opacity: Double

    public init(_ value: Value, opacity: Double = 1) {
        self.value = value
        self.opacity = opacity
    }

    public static func named(_ name: String) -> Color { Color(.named(name)) }

    /// The colour names SwiftUI declares as static members of `Color`.
    public static let systemNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
        "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    ]

    public var description: String {
        var text: String
        switch value {
        case .named(let name): text = ".\(name)"
        case .rgb(let red, let green, let blue):
            text = "Color(red: \(formatPoints(red)), green: \(formatPoints(green)), blue: \(formatPoints(blue)))"
        }
        if opacity != 1 { text += ".opacity(\(formatPoints(opacity)))" }
        return text
    }
}
