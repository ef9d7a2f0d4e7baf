import Foundation
import LayoutEngine

/// Colour sets in Xcode asset catalogs, for `Color("Name")` and `UIColor(named:)`:
/// `Assets.xcassets/Name.colorset/Contents.json`, found by `ColorSetIndex`. A set's entries for the light (or
/// any) and the dark appearance become one `Color.Value.appearance`; high-contrast entries are
/// left out.
enum ColorAssets {
    /// The colour a `Name.colorset` folder describes.
    /// Its `Contents.json` is read only as a regular file inside the scene's folder.
    static func read(_ folder: String, in sceneFolder: SceneFolder) -> Color? {
        guard let data = sceneFolder.contents(of: folder + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: Color?
        var dark: Color?
        for entry in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom), let description = entry["color"] as? [String: Any],
                  let color = color(description) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            switch appearances.first(where: { $0["appearance"] as? String == "luminosity" })?["value"] as? String {
            case "dark": dark = dark ?? color
            case "light": light = color
            default: light = light ?? color
            }
        }
        guard let base = light ?? dark else { return nil }
        guard let dark, dark != base else { return base }
        return Color(.appearance(light: base, dark: dark))
    }

    /// One `"color"` entry: sRGB (or Display P3, taken as sRGB) components, a grey's `white`,
    /// or a reference to a system colour (`systemBlueColor`).
    static func color(_ description: [String: Any]) -> Color? {
        if let reference = description["reference"] as? String {
            var name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if name.hasPrefix("system"), let first = name.dropFirst(6).first, Color.systemNames.contains(first.lowercased() + name.dropFirst(7)) {
                name = first.lowercased() + name.dropFirst(7)
            }
            if Color.systemNames.contains(name) || Color.semanticNames.contains(name) { return .named(name) }
            return nil
        }
        guard let components = description["components"] as? [String: Any] else { return nil }
        func component(_ key: String, isAlpha: Bool = false) -> Double? {
            guard let raw = components[key] else { return nil }
            if let number = raw as? Double { return number > 1 && !isAlpha ? number / 255 : number }
            guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16) ?? 0) / 255 }
            guard let number = Double(text) else { return nil }
            // Xcode writes floating-point components with a point ("0.500") and 8-bit ones as
            // whole numbers ("128"); alpha is always a fraction.
            return !isAlpha && !text.contains(".") && number > 1 ? number / 255 : number
        }
        let alpha = component("alpha", isAlpha: true) ?? 1
        if let white = component("white") {
            return Color(.rgb(red: white, green: white, blue: white), opacity: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return Color(.rgb(red: red, green: green, blue: blue), opacity: alpha)
    }
}
