/// iOS's system colours in the light and dark appearance (Apple's Human Interface Guidelines,
/// "Color": the default, not the increased-contrast, values), as sRGB components with alpha:
/// what `Rendering` draws and what `Color.resolve(in:)` gives scene code.
public enum SystemColorTable {
    /// sRGB components, each 0...1, and alpha.
    public struct Components: Hashable, Sendable {
        public var red, green, blue, alpha: Double

        public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// From 0...255 components, as Apple's documentation lists them.
    static func bytes(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Components {
        Components(red / 255, green / 255, blue / 255, alpha)
    }

    public static func components(of name: String, dark: Bool) -> Components? {
        let light = !dark
        switch name {
        case "black": return Components(0, 0, 0)
        case "white": return Components(1, 1, 1)
        case "clear": return Components(0, 0, 0, 0)
        case "primary": return light ? Components(0, 0, 0) : Components(1, 1, 1)
        case "secondary": return light ? bytes(60, 60, 67, 0.6) : bytes(235, 235, 245, 0.6)
        case "accentColor", "blue": return light ? bytes(0, 122, 255) : bytes(10, 132, 255)
        case "red": return light ? bytes(255, 59, 48) : bytes(255, 69, 58)
        case "orange": return light ? bytes(255, 149, 0) : bytes(255, 159, 10)
        case "yellow": return light ? bytes(255, 204, 0) : bytes(255, 214, 10)
        case "green": return light ? bytes(52, 199, 89) : bytes(48, 209, 88)
        case "mint": return light ? bytes(0, 199, 190) : bytes(99, 230, 226)
        case "teal": return light ? bytes(48, 176, 199) : bytes(64, 200, 224)
        case "cyan": return light ? bytes(50, 173, 230) : bytes(100, 210, 255)
        case "indigo": return light ? bytes(88, 86, 214) : bytes(94, 92, 230)
        case "purple": return light ? bytes(175, 82, 222) : bytes(191, 90, 242)
        case "pink": return light ? bytes(255, 45, 85) : bytes(255, 55, 95)
        case "brown": return light ? bytes(162, 132, 94) : bytes(172, 142, 104)
        case "gray", "systemGray": return bytes(142, 142, 147)
        // iOS's semantic colours (Documentation/ios-system-metrics.md, "System colours").
        case "label": return light ? Components(0, 0, 0) : Components(1, 1, 1)
        case "secondaryLabel": return light ? bytes(60, 60, 67, 0.6) : bytes(235, 235, 245, 0.6)
        case "tertiary", "tertiaryLabel", "placeholderText": return light ? bytes(60, 60, 67, 0.3) : bytes(235, 235, 245, 0.3)
        case "quaternary", "quaternaryLabel": return light ? bytes(60, 60, 67, 0.18) : bytes(235, 235, 245, 0.16)
        case "systemFill": return light ? bytes(120, 120, 128, 0.2) : bytes(120, 120, 128, 0.36)
        case "secondarySystemFill": return light ? bytes(120, 120, 128, 0.16) : bytes(120, 120, 128, 0.32)
        case "tertiarySystemFill": return light ? bytes(118, 118, 128, 0.12) : bytes(118, 118, 128, 0.24)
        case "quaternarySystemFill": return light ? bytes(116, 116, 128, 0.08) : bytes(118, 118, 128, 0.18)
        case "systemBackground": return light ? Components(1, 1, 1) : Components(0, 0, 0)
        case "secondarySystemBackground": return light ? bytes(242, 242, 247) : bytes(28, 28, 30)
        case "tertiarySystemBackground": return light ? Components(1, 1, 1) : bytes(44, 44, 46)
        case "systemGroupedBackground": return light ? bytes(242, 242, 247) : Components(0, 0, 0)
        case "secondarySystemGroupedBackground": return light ? Components(1, 1, 1) : bytes(28, 28, 30)
        case "tertiarySystemGroupedBackground": return light ? bytes(242, 242, 247) : bytes(44, 44, 46)
        case "separator": return light ? bytes(60, 60, 67, 0.29) : bytes(84, 84, 88, 0.6)
        // The bars' chrome material (tab bar, toolbar) as a translucent grey: iOS blurs what is
        // behind it; Flutter's Cupertino theme measured 0xF0F9F9F9 in light and 0xF0161616 for
        // tab bars and toolbars in dark (Documentation/ios-system-metrics.md, "Bars").
        case "systemChromeMaterial": return light ? bytes(249, 249, 249, 0.94) : bytes(22, 22, 22, 0.94)
        case "opaqueSeparator": return light ? bytes(198, 198, 200) : bytes(56, 56, 58)
        case "systemGray2": return light ? bytes(174, 174, 178) : bytes(99, 99, 102)
        case "systemGray3": return light ? bytes(199, 199, 204) : bytes(72, 72, 74)
        case "systemGray4": return light ? bytes(209, 209, 214) : bytes(58, 58, 60)
        case "systemGray5": return light ? bytes(229, 229, 234) : bytes(44, 44, 46)
        case "systemGray6": return light ? bytes(242, 242, 247) : bytes(28, 28, 30)
        case "link", "tint", "systemBlue": return light ? bytes(0, 122, 255) : bytes(10, 132, 255)
        default: return nil
        }
    }
}
