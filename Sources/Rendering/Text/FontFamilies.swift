import CPangoCairo
import LayoutEngine

/// The font families text is measured and drawn in: Apple's San Francisco (SF Pro, SF Pro
/// Rounded, SF Mono) and New York where Fontconfig finds them installed (Apple offers them for
/// designing for its platforms), else Inter, DejaVu Serif and DejaVu Sans Mono standing in.
/// `--font FAMILY` chooses the default family. The command line and the window say which font
/// measured the text (`summary`).
public struct FontFamilies: Hashable, Sendable {
    /// `.default` design below 20 points (SF Pro Text), and from 20 (SF Pro Display): one family
    /// when the installed SF Pro is the variable font that covers both.
    public var text: String
    public var display: String
    public var rounded: String
    public var serif: String
    public var monospaced: String

    public init(text: String, display: String? = nil, rounded: String? = nil, serif: String, monospaced: String) {
        self.text = text
        self.display = display ?? text
        self.rounded = rounded ?? text
        self.serif = serif
        self.monospaced = monospaced
    }

    /// Inter and DejaVu: what Debian ships and every test measures with.
    public static let standIns = FontFamilies(text: "Inter", serif: "DejaVu Serif", monospaced: "DejaVu Sans Mono")

    /// The family for `font` at `pointSize` points.
    public func family(for font: Font, pointSize: Double) -> String {
        if font.isMonospaced || font.design == .monospaced { return monospaced }
        switch font.design {
        case .serif: return serif
        case .rounded: return rounded
        default: return pointSize >= 20 ? display : text
        }
    }

    /// True when the default family is Apple's own.
    public var isSanFrancisco: Bool { text.hasPrefix("SF Pro") || text == "SF Pro" }

    /// `SF Pro`, or `Inter (standing in for SF Pro)`: which font measured the text.
    public var summary: String {
        if isSanFrancisco { return text == display ? text : "\(text) and \(display)" }
        return text == "Inter" ? "Inter (standing in for SF Pro)" : text
    }

    /// Apple's families where Fontconfig lists them, Inter and DejaVu for the rest; `preferred`
    /// (`--font`) replaces the default family when it is installed.
    public static func installed(preferring preferred: String? = nil, among names: Set<String> = availableFamilies()) -> FontFamilies {
        func first(_ candidates: [String], _ fallback: String) -> String { candidates.first(where: names.contains) ?? fallback }
        var families = FontFamilies(
            text: first(["SF Pro Text", "SF Pro"], standIns.text), display: first(["SF Pro Display", "SF Pro"], standIns.display),
            rounded: first(["SF Pro Rounded"], standIns.rounded), serif: first(["New York", "New York Medium", "New York Small"], standIns.serif),
            monospaced: first(["SF Mono"], standIns.monospaced))
        if families.rounded == standIns.rounded { families.rounded = families.text }
        if let preferred, let match = names.first(where: { $0.lowercased() == preferred.lowercased() }) {
            families.text = match
            families.display = match
        }
        return families
    }

    /// The families Fontconfig knows, as Pango lists them.
    public static func availableFamilies() -> Set<String> {
        guard let map = pango_cairo_font_map_new() else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(map)) }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &list, &count)
        guard let list else { return [] }
        defer { g_free(list) }
        var names: Set<String> = []
        for index in 0..<Int(count) {
            if let family = list[index], let name = pango_font_family_get_name(family) { names.insert(String(cString: name)) }
        }
        return names
    }
}
