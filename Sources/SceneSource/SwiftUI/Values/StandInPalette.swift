import LayoutEngine

/// The colours that stand in for an app's colours the scene does not declare
/// (`.brandPrimary`, `Color.cardBackground`, `Color("BrandPrimary")` without an asset catalogue,
/// `theme.colors.accent`): each follows what its name means, and names that mean nothing iOS
/// has differ from one another by a hue taken from the name.
///
/// From the name's words (`cardBackground` is "card background"; a trailing "color" is dropped),
/// the first rule that matches:
/// 1. a colour word (`brandBlue`, `errorRed`) or a status (`error`, `warning`, `success`, `info`):
///    iOS's system colour of that name (`.blue`, `.red`, `.orange`, `.green`);
/// 2. a background (`background`, `surface`, `card`, `cell`, `sheet`, ...): iOS's grouped
///    backgrounds: a card, cell or surface `secondarySystemGroupedBackground` (white on the
///    light screen's grey), any other background `systemGroupedBackground`;
/// 3. a line (`border`, `separator`, `divider`, `stroke`, `outline`): `separator`;
/// 4. an accent (`accent`, `brand`, `tint`, `highlight`, `action`, `link`): a saturated hue from
///    the name (an *ink*, below);
/// 5. text (`text`, `label`, `title`, `foreground`, `primary`, `secondary`, `muted`, ...): iOS's
///    label colours, `label` or (secondary, tertiary, muted, subtle, placeholder, ...)
///    `secondaryLabel`;
/// 6. anything else: an ink of the name's hue.
///
/// An ink is a hue at a luminance chosen per appearance so that it reads on every stand-in
/// background and on the screen (contrast at least 4.5:1 on white and on the light grouped grey
/// in light; on black and on the dark card grey in dark), and white or black text reads on it
/// (at least 3:1). The hue is FNV-1a of the name's words, so `Color.brandPrimary`,
/// `.brandPrimary`, `Theme.brandPrimary` and `Color("BrandPrimary")` are the same colour in every
/// run. What is left (a stand-in ink on another ink, text in an app's white on a stand-in
/// yellow) the renderer settles where it draws text: a text is never drawn in the colour of
/// what is behind it (`Rendering`'s `Backdrops`).
enum StandInPalette {
    /// What a colour's name says it is.
    enum Role: Equatable {
        /// iOS's colour of this name (`blue`, `secondarySystemGroupedBackground`, `label`).
        case system(String)
        /// A saturated hue for an accent.
        case accent
        /// A hue for a name that says nothing of its use.
        case hue
    }

    /// The stand-in colour for `name` (`brandPrimary`, `Theme.colors.accent`: the last part is
    /// read, with the namespaces under `Color` (`Color.Text.primary` is "text primary")).
    static func color(for name: String) -> LayoutEngine.Color {
        var color: LayoutEngine.Color
        switch role(of: name) {
        case .system(let system): color = .named(system)
        case .accent, .hue: color = ink(hue: hue(of: name))
        }
        color.isStandIn = true
        return color
    }

    /// What the warning says it stands in as: `secondarySystemGroupedBackground (iOS's)`,
    /// `an accent colour (a violet hue from its name)`.
    static func description(for name: String) -> String {
        switch role(of: name) {
        case .system(let system): return "iOS's \(system)"
        case .accent: return "an accent colour (\(hueName(hue(of: name))), from its name)"
        case .hue: return "a colour from its name (\(hueName(hue(of: name))))"
        }
    }

    /// The name's words, lower case, without a trailing "color"/"colour" and without the
    /// namespaces of its path other than `Color`'s own nested ones.
    static func words(of name: String) -> [String] {
        var parts = name.split(separator: ".").map(String.init)
        // `Asset.Colors.brandPrimary.color` (SwiftGen): the colour's name is before `.color`.
        while parts.count > 1, ["color", "swiftUIColor", "uiColor", "nsColor"].contains(parts.last ?? "") { parts.removeLast() }
        // `Color.Text.primary` reads "text primary"; `Theme.colors.accent` reads "accent".
        if let colorIndex = parts.firstIndex(where: { ["Color", "UIColor", "NSColor", "ShapeStyle"].contains($0) }) {
            parts = Array(parts[(colorIndex + 1)...])
        } else if let last = parts.last {
            parts = [last]
        }
        var words = parts.flatMap { StandIns.splitWords($0) }.map { $0.lowercased() }
        while words.count > 1, ["color", "colour", "colors", "colours"].contains(words.last ?? "") { words.removeLast() }
        if words.count > 1, ["color", "colour", "colors", "colours"].contains(words.first ?? "") { words.removeFirst() }
        return words
    }

    static func role(of name: String) -> Role {
        let words = words(of: name)
        let set = Set(words)
        for word in words.reversed() {
            if let system = colorWords[word] { return .system(system) }
        }
        if !set.isDisjoint(with: backgroundWords) {
            return .system(set.isDisjoint(with: raisedWords) ? "systemGroupedBackground" : "secondarySystemGroupedBackground")
        }
        if !set.isDisjoint(with: lineWords) { return .system("separator") }
        if !set.isDisjoint(with: accentWords) { return .accent }
        if !set.isDisjoint(with: textWords) { return .system(set.isDisjoint(with: quietWords) ? "label" : "secondaryLabel") }
        return .hue
    }

    /// Colour and status words, with the iOS colour each means.
    static let colorWords: [String: String] = [
        "red": "red", "orange": "orange", "yellow": "yellow", "green": "green", "mint": "mint", "teal": "teal", "cyan": "cyan",
        "blue": "blue", "indigo": "indigo", "purple": "purple", "violet": "purple", "pink": "pink", "brown": "brown",
        "gray": "gray", "grey": "gray", "black": "black", "white": "white",
        "error": "red", "danger": "red", "destructive": "red", "warning": "orange", "success": "green", "positive": "green",
        "negative": "red", "info": "blue",
    ]
    static let backgroundWords: Set<String> = [
        "background", "backgrounds", "bg", "backdrop", "surface", "card", "cell", "row", "tile", "sheet", "panel", "container",
        "canvas", "screen", "page", "grouped", "elevated", "fill",
    ]
    /// Backgrounds raised over the screen's: iOS's secondary grouped background.
    static let raisedWords: Set<String> = ["card", "cell", "row", "tile", "surface", "elevated", "secondary", "panel", "sheet", "container", "fill"]
    static let lineWords: Set<String> = ["border", "separator", "divider", "stroke", "outline", "hairline", "line"]
    static let accentWords: Set<String> = ["accent", "brand", "tint", "highlight", "action", "link", "cta", "interactive", "selection", "selected"]
    static let textWords: Set<String> = [
        "text", "label", "title", "foreground", "primary", "secondary", "tertiary", "quaternary", "ink", "heading", "body",
        "subtitle", "caption", "muted", "subtle", "placeholder", "disabled", "hint", "icon", "content",
    ]
    /// Text words for the quieter label colour.
    static let quietWords: Set<String> = ["secondary", "tertiary", "quaternary", "subtitle", "caption", "muted", "subtle", "placeholder", "disabled", "hint"]

    /// A hue in degrees (0 ..< 360) from the name's words: FNV-1a (64 bits) of their UTF-8, the
    /// same in every run (Swift's `Hasher` is seeded per process).
    static func hue(of name: String) -> Double {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in words(of: name).joined().utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Double(hash % 360)
    }

    /// The relative luminance an ink has: low enough in light for 4.5:1 on the light grouped
    /// grey (242, 242, 247), high enough in dark for 4.5:1 on the dark card grey (28, 28, 30),
    /// and in both 3:1 or more with white or black text on it.
    static let inkLuminance = (light: 0.14, dark: 0.27)

    /// A saturated colour of `hue` at `inkLuminance` in each appearance.
    static func ink(hue: Double) -> LayoutEngine.Color {
        LayoutEngine.Color(.appearance(light: shade(hue: hue, luminance: inkLuminance.light), dark: shade(hue: hue, luminance: inkLuminance.dark)))
    }

    /// The HSL colour of `hue` at saturation 0.75 whose relative luminance is `luminance`
    /// (bisection on lightness, along which luminance only grows).
    static func shade(hue: Double, luminance: Double) -> LayoutEngine.Color {
        var low = 0.0, high = 1.0
        for _ in 0..<30 {
            let middle = (low + high) / 2
            let (red, green, blue) = hsl(hue, 0.75, middle)
            if LayoutEngine.Color.relativeLuminance(red: red, green: green, blue: blue) < luminance { low = middle } else { high = middle }
        }
        let (red, green, blue) = hsl(hue, 0.75, (low + high) / 2)
        return LayoutEngine.Color(.rgb(red: red, green: green, blue: blue))
    }

    /// HSL (hue in degrees, saturation and lightness 0...1) to sRGB components.
    static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> (Double, Double, Double) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case ..<1: (r, g, b) = (chroma, x, 0)
        case ..<2: (r, g, b) = (x, chroma, 0)
        case ..<3: (r, g, b) = (0, chroma, x)
        case ..<4: (r, g, b) = (0, x, chroma)
        case ..<5: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return (r + m, g + m, b + m)
    }

    /// A person's word for a hue: "red", "orange", "yellow", "green", "teal", "blue", "violet", "pink".
    static func hueName(_ hue: Double) -> String {
        switch hue {
        case ..<15: return "red"
        case ..<45: return "orange"
        case ..<70: return "yellow"
        case ..<160: return "green"
        case ..<195: return "teal"
        case ..<255: return "blue"
        case ..<300: return "violet"
        case ..<340: return "pink"
        default: return "red"
        }
    }

    /// `"9265F8"`, `"#9265F8"`, `"0x9265F8FF"`: six hexadecimal digits of red, green and blue
    /// (eight: alpha last), as apps' `Color(hex:)` initializers read them; nil for anything else.
    static func hexColor(_ text: String) -> LayoutEngine.Color? {
        var digits = Substring(text.filter { !$0.isWhitespace })
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
        let shift: UInt64 = digits.count == 8 ? 8 : 0
        func component(_ offset: UInt64) -> Double { Double((value >> (offset + shift)) & 0xFF) / 255 }
        return LayoutEngine.Color(.rgb(red: component(16), green: component(8), blue: component(0)), opacity: shift == 8 ? Double(value & 0xFF) / 255 : 1)
    }
}
