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
        let light = scheme == .light
        switch name {
        case "black": return RGBA(0, 0, 0)
        case "white": return RGBA(1, 1, 1)
        case "clear": return RGBA(0, 0, 0, 0)
        case "primary": return light ? RGBA(0, 0, 0) : RGBA(1, 1, 1)
        case "secondary": return light ? .bytes(60, 60, 67, 0.6) : .bytes(235, 235, 245, 0.6)
        case "accentColor", "blue": return light ? .bytes(0, 122, 255) : .bytes(10, 132, 255)
        case "red": return light ? .bytes(255, 59, 48) : .bytes(255, 69, 58)
        case "orange": return light ? .bytes(255, 149, 0) : .bytes(255, 159, 10)
        case "yellow": return light ? .bytes(255, 204, 0) : .bytes(255, 214, 10)
        case "green": return light ? .bytes(52, 199, 89) : .bytes(48, 209, 88)
        case "mint": return light ? .bytes(0, 199, 190) : .bytes(99, 230, 226)
        case "teal": return light ? .bytes(48, 176, 199) : .bytes(64, 200, 224)
        case "cyan": return light ? .bytes(50, 173, 230) : .bytes(100, 210, 255)
        case "indigo": return light ? .bytes(88, 86, 214) : .bytes(94, 92, 230)
        case "purple": return light ? .bytes(175, 82, 222) : .bytes(191, 90, 242)
        case "pink": return light ? .bytes(255, 45, 85) : .bytes(255, 55, 95)
        case "brown": return light ? .bytes(162, 132, 94) : .bytes(172, 142, 104)
        case "gray", "systemGray": return .bytes(142, 142, 147)
        // iOS's semantic colours (Documentation/ios-system-metrics.md, "System colours").
        case "label": return light ? RGBA(0, 0, 0) : RGBA(1, 1, 1)
        case "secondaryLabel": return light ? .bytes(60, 60, 67, 0.6) : .bytes(235, 235, 245, 0.6)
        case "tertiary", "tertiaryLabel", "placeholderText": return light ? .bytes(60, 60, 67, 0.3) : .bytes(235, 235, 245, 0.3)
        case "quaternary", "quaternaryLabel": return light ? .bytes(60, 60, 67, 0.18) : .bytes(235, 235, 245, 0.16)
        case "systemFill": return light ? .bytes(120, 120, 128, 0.2) : .bytes(120, 120, 128, 0.36)
        case "secondarySystemFill": return light ? .bytes(120, 120, 128, 0.16) : .bytes(120, 120, 128, 0.32)
        case "tertiarySystemFill": return light ? .bytes(118, 118, 128, 0.12) : .bytes(118, 118, 128, 0.24)
        case "quaternarySystemFill": return light ? .bytes(116, 116, 128, 0.08) : .bytes(118, 118, 128, 0.18)
        case "systemBackground": return light ? RGBA(1, 1, 1) : RGBA(0, 0, 0)
        case "secondarySystemBackground": return light ? .bytes(242, 242, 247) : .bytes(28, 28, 30)
        case "tertiarySystemBackground": return light ? RGBA(1, 1, 1) : .bytes(44, 44, 46)
        case "systemGroupedBackground": return light ? .bytes(242, 242, 247) : RGBA(0, 0, 0)
        case "secondarySystemGroupedBackground": return light ? RGBA(1, 1, 1) : .bytes(28, 28, 30)
        case "tertiarySystemGroupedBackground": return light ? .bytes(242, 242, 247) : .bytes(44, 44, 46)
        case "separator": return light ? .bytes(60, 60, 67, 0.29) : .bytes(84, 84, 88, 0.6)
        // The bars' chrome material (tab bar, toolbar) as a translucent grey: iOS blurs what is
        // behind it; Flutter's Cupertino theme measured 0xF0F9F9F9 in light and 0xF0161616 for
        // tab bars and toolbars in dark (Documentation/ios-system-metrics.md, "Bars").
        case "systemChromeMaterial": return light ? .bytes(249, 249, 249, 0.94) : .bytes(22, 22, 22, 0.94)
        case "opaqueSeparator": return light ? .bytes(198, 198, 200) : .bytes(56, 56, 58)
        case "systemGray2": return light ? .bytes(174, 174, 178) : .bytes(99, 99, 102)
        case "systemGray3": return light ? .bytes(199, 199, 204) : .bytes(72, 72, 74)
        case "systemGray4": return light ? .bytes(209, 209, 214) : .bytes(58, 58, 60)
        case "systemGray5": return light ? .bytes(229, 229, 234) : .bytes(44, 44, 46)
        case "systemGray6": return light ? .bytes(242, 242, 247) : .bytes(28, 28, 30)
        case "link", "tint", "systemBlue": return light ? .bytes(0, 122, 255) : .bytes(10, 132, 255)
        default: return nil
        }
    }
}
