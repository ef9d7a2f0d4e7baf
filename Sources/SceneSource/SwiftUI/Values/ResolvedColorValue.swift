import Foundation
import LayoutEngine
import SwiftEvaluator

/// `Color.Resolved` (iOS 17): `color.resolve(in: environment)`, a colour's components as
/// `Float`s in the linear sRGB space (Apple's documentation of `Color.Resolved.red`), which
/// apps use to compute luminance and contrast. `Color(resolved)` is the colour again.
struct ResolvedColorValue: NativeValue {
    /// Linear sRGB components and opacity.
    var red, green, blue, opacity: Double

    var typeName: String { "Color.Resolved" }
    var conformances: Set<String> { ["ShapeStyle", "Hashable"] }
    var description: String {
        // Apple's description: the gamma-encoded components in hexadecimal (`#FF3B30FF`).
        let bytes = [Self.encoded(red), Self.encoded(green), Self.encoded(blue), opacity].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
    var hashKey: HashKey? { .string("resolved:" + description) }
    func isEqual(to other: any NativeValue) -> Bool? {
        (other as? ResolvedColorValue).map { $0.red == red && $0.green == green && $0.blue == blue && $0.opacity == opacity }
    }

    /// The colour `color` shows in `scheme`: a system colour by iOS's table, a stand-in by its
    /// palette colour, a gradient by its middle, a material by white or black.
    init(_ color: Color, dark: Bool) {
        let components = Self.components(of: color, dark: dark)
        red = Self.linear(components.red)
        green = Self.linear(components.green)
        blue = Self.linear(components.blue)
        opacity = components.alpha
    }

    /// The sRGB components and alpha (opacity applied) of `color` in an appearance.
    private static func components(of color: Color, dark: Bool) -> SystemColorTable.Components {
        var components = SystemColorTable.Components(0.5, 0.5, 0.5)
        switch color.value {
        case .rgb(let r, let g, let b): components = .init(r, g, b)
        case .named(let name): components = SystemColorTable.components(of: name, dark: dark) ?? components
        case .appearance(let light, let darkColor): components = Self.components(of: dark ? darkColor : light, dark: dark)
        case .gradient(let gradient):
            if let middle = gradient.stops.dropFirst(gradient.stops.count / 2).first { components = Self.components(of: middle.color, dark: dark) }
        case .material: components = dark ? .init(0, 0, 0, 0.6) : .init(1, 1, 1, 0.6)
        }
        components.alpha *= color.opacity
        return components
    }

    /// The colour back in sRGB (`Color(resolved)`).
    var color: Color {
        Color(.rgb(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue)), opacity: opacity)
    }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "red": return .double(red)
        case "green": return .double(green)
        case "blue": return .double(blue)
        case "opacity": return .double(opacity)
        case "description": return .string(description)
        case "linearRed": return .double(red)
        case "linearGreen": return .double(green)
        case "linearBlue": return .double(blue)
        default: return nil
        }
    }

    /// sRGB's transfer function, inverted (encoded 0...1 to linear light).
    static func linear(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// sRGB's transfer function (linear light to encoded 0...1).
    static func encoded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(max(value, 0), 1 / 2.4) - 0.055
    }
}
