import LayoutEngine

/// An sRGB colour with alpha, each component 0...1, ready for Cairo.
public struct RGBA: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0...255 components, as Apple's documentation lists them.
    static func bytes(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> RGBA {
        RGBA(red / 255, green / 255, blue / 255, alpha)
    }
}

/// iOS's system colours in the light and dark appearance (Apple's Human Interface Guidelines,
/// "Color": the default, not the increased-contrast, values).
public enum ColorPalette {
    /// The colour `color` stands for in `scheme`, with its opacity applied. A gradient stands
    /// for the colour halfway along it (where one colour must do: a shadow, an overlay); a
    /// material for its tint (`materialTint`).
    public static func resolve(_ color: Color, in scheme: EnvironmentValues.ColorScheme) -> RGBA {
        var rgba: RGBA
        switch color.value {
        case .rgb(let red, let green, let blue):
            rgba = RGBA(red, green, blue)
        case .named(let name):
            rgba = named(name, scheme) ?? named("accentColor", scheme)!
        case .gradient(let gradient):
            rgba = StylePainter.color(of: gradient, at: 0.5, in: scheme)
        case .material(let material):
            rgba = materialTint(material, scheme)
        case .appearance(let light, let dark):
            rgba = resolve(scheme == .dark ? dark : light, in: scheme)
        }
        rgba.alpha *= color.opacity
        return rgba
    }

    /// A material's translucent tint: white over light content, a dark grey (iOS's
    /// `secondarySystemBackground` in dark) over dark, its alpha rising with thickness. iOS blurs
    /// what is behind a material and tints it; the playground only tints
    /// (Documentation/drawing.md, "Materials").
    public static func materialTint(_ material: Material, _ scheme: EnvironmentValues.ColorScheme) -> RGBA {
        let alpha: Double
        switch material {
        case .ultraThinMaterial: alpha = 0.3
        case .thinMaterial: alpha = 0.45
        case .regularMaterial: alpha = 0.6
        case .thickMaterial: alpha = 0.75
        case .ultraThickMaterial: alpha = 0.9
        case .bar: alpha = 0.8
        }
        return scheme == .light ? RGBA(1, 1, 1, alpha) : RGBA.bytes(28, 28, 30, alpha)
    }

    /// The view background of a screen (`systemBackground`).
    public static func background(_ scheme: EnvironmentValues.ColorScheme) -> RGBA {
        scheme == .light ? RGBA(1, 1, 1) : RGBA(0, 0, 0)
    }

    static func named(_ name: String, _ scheme: EnvironmentValues.ColorScheme) -> RGBA? {
        SystemColorTable.components(of: name, dark: scheme == .dark).map { RGBA($0.red, $0.green, $0.blue, $0.alpha) }
    }
}
