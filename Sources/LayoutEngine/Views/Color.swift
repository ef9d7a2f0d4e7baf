/// A colour as a scene names it (SwiftUI's `Color`), or any other shape style a scene fills,
/// strokes or colours text with (a gradient, a material): kept for drawing, it never affects
/// layout. `Rendering` turns names into RGB for the light or dark appearance, and draws
/// gradients and materials (Documentation/drawing.md).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public enum Value: Hashable, Sendable {
        /// A system or semantic colour by its Swift name: `red`, `primary`, `accentColor`.
        /// `primary` ... `quaternary` are hierarchical: drawn as a level of the foreground
        /// style around them when one is set.
        case named(String)
        /// sRGB components, each 0...1.
        case rgb(red: Double, green: Double, blue: Double)
        /// A linear, radial, elliptical or angular gradient (`LinearGradient`, `.linearGradient`,
        /// `Color.blue.gradient`), spread over the frame of what it fills.
        case gradient(GradientStyle)
        /// `.ultraThinMaterial` ... `.ultraThickMaterial`, `.bar`.
        case material(Material)
        /// A colour with one value per appearance: an asset catalog's colour set.
        indirect case appearance(light: Color, dark: Color)
    }

    public var value: Value
    /// 0 (transparent) ... 1 (opaque).
    public var opacity: Double
    /// True for a colour standing in for one the scene's app declares elsewhere
    /// (`Color.cardBackground`, `.brandPrimary`): `Rendering` never draws text in a stand-in
    /// colour on what looks the same, nor text on a stand-in fill that hides it
    /// (`SceneRenderer`'s backdrops).
    public var isStandIn = false

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

    /// iOS's semantic colours (`UIColor.systemGroupedBackground`, `.separator`, ...) and the
    /// hierarchical styles, which `Rendering` resolves for the light and dark appearance.
    public static let semanticNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "tertiary", "quaternary",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "separator", "opaqueSeparator", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "link",
    ]

    /// The hierarchical levels by name, with the opacity each gives a foreground colour a
    /// scene set (iOS's label colours have these alphas: 1, 0.6, 0.3, 0.18).
    public static let hierarchicalLevels: [String: Double] = ["primary": 1, "secondary": 0.6, "tertiary": 0.3, "quaternary": 0.18]

    /// True for `.primary` ... `.quaternary` (and `label`): the foreground SwiftUI starts with
    /// and its levels, which the palette resolves to iOS's label colours.
    public var isDefaultForeground: Bool {
        if case .named(let name) = value { return Color.hierarchicalLevels[name] != nil || name == "label" }
        return false
    }

    /// This style with a hierarchical name (`.secondary`) made a level of `foreground`, the
    /// foreground style around it, when the scene set one (`.red` gives red at 60 %); with the
    /// default foreground it stays a name the palette resolves (`secondaryLabel`'s grey).
    public func resolvingHierarchy(in foreground: Color?) -> Color {
        guard case .named(let name) = value, let factor = Color.hierarchicalLevels[name], let foreground,
              !foreground.isDefaultForeground else { return self }
        var derived = foreground
        derived.opacity *= opacity * factor
        return derived
    }

    public var description: String {
        var text: String
        switch value {
        case .named(let name): text = ".\(name)"
        case .rgb(let red, let green, let blue):
            text = "Color(red: \(formatPoints(red)), green: \(formatPoints(green)), blue: \(formatPoints(blue)))"
        case .gradient(let gradient): text = gradient.description
        case .material(let material): text = "." + material.rawValue
        case .appearance(let light, _): text = light.description
        }
        if opacity != 1 { text += ".opacity(\(formatPoints(opacity)))" }
        return text
    }
}
