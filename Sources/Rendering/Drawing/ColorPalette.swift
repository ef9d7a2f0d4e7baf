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
    /// The colour `color` stands for in `scheme`, with its opacity applied.
    public static func resolve(_ color: Color, in scheme: EnvironmentValues.ColorScheme) -> RGBA {
        var rgba: RGBA
        switch color.value {
        case .rgb(let red, let green, let blue):
            rgba = RGBA(red, green, blue)
        case .named(let name):
            rgba = named(name, scheme) ?? named("accentColor", scheme)!
        }
        rgba.alpha *= color.opacity
        return rgba
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
        case "gray": return .bytes(142, 142, 147)
        default: return nil
        }
    }
}
