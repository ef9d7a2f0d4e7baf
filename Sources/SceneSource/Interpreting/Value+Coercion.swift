import LayoutEngine

/// Conversions of a value to the type a parameter wants, resolving implicit members the way
/// Swift's type inference does (`.center` is an `Alignment` for `frame(alignment:)` and a
/// `HorizontalAlignment` for `VStack(alignment:)`). Each returns nil when the value does not
/// convert; the caller reports it.
extension Value {
    var number: Double? {
        switch self {
        case .number(let value, _): return value
        case .symbol("infinity"): return .infinity
        case .symbol("zero"): return 0
        case .symbol("pi"): return .pi
        case .symbol("greatestFiniteMagnitude"): return .greatestFiniteMagnitude
        default: return nil
        }
    }

    var integer: Int? {
        guard let value = number, value.isFinite, value.rounded(.towardZero) == value, abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    var color: Color? {
        switch self {
        case .color(let color): return color
        case .symbol(let name) where Color.systemNames.contains(name): return .named(name)
        default: return nil
        }
    }

    var alignment: Alignment? {
        switch self {
        case .alignment(let alignment): return alignment
        case .symbol(let name): return Alignment.named.first { $0.name == name }?.alignment
        default: return nil
        }
    }

    var horizontalAlignment: HorizontalAlignment? {
        switch self {
        case .horizontalAlignment(let guide): return guide
        case .symbol(let name): return HorizontalAlignment.builtIn.first { $0.description == name }
        default: return nil
        }
    }

    var verticalAlignment: VerticalAlignment? {
        switch self {
        case .verticalAlignment(let guide): return guide
        case .symbol(let name): return VerticalAlignment.builtIn.first { $0.description == name }
        default: return nil
        }
    }

    var unitPoint: UnitPoint? {
        switch self {
        case .unitPoint(let point): return point
        case .symbol(let name): return UnitPoint.named.first { $0.name == name }?.point
        default: return nil
        }
    }

    var edgeSet: Edge.Set? {
        switch self {
        case .edgeSet(let set): return set
        case .symbol(let name): return Edge.Set.named.first { $0.name == name }?.set
        case .array(let elements):
            var result: Edge.Set = []
            for element in elements {
                guard let set = element.edgeSet else { return nil }
                result.formUnion(set)
            }
            return result
        default: return nil
        }
    }

    var axisSet: Axis.Set? {
        switch self {
        case .axisSet(let set): return set
        case .symbol("horizontal"): return .horizontal
        case .symbol("vertical"): return .vertical
        case .array(let elements):
            var result: Axis.Set = []
            for element in elements {
                guard let set = element.axisSet else { return nil }
                result.formUnion(set)
            }
            return result
        default: return nil
        }
    }

    var edgeInsets: EdgeInsets? {
        if case .edgeInsets(let insets) = self { return insets }
        return nil
    }

    var size: Size? {
        if case .size(let size) = self { return size }
        if case .symbol("zero") = self { return .zero }
        return nil
    }

    var point: Point? {
        if case .point(let point) = self { return point }
        if case .symbol("zero") = self { return .zero }
        return nil
    }

    var font: Font? {
        switch self {
        case .font(let font): return font
        case .symbol(let name): return Font.TextStyle(rawValue: name).map { Font.textStyle($0) }
        default: return nil
        }
    }

    var fontWeight: Font.Weight? {
        switch self {
        case .fontWeight(let weight): return weight
        case .symbol(let name): return Font.Weight(rawValue: name)
        default: return nil
        }
    }

    var fontDesign: Font.Design? {
        switch self {
        case .fontDesign(let design): return design
        case .symbol(let name): return Font.Design(rawValue: name)
        default: return nil
        }
    }

    var dynamicTypeSize: DynamicTypeSize? {
        switch self {
        case .dynamicTypeSize(let size): return size
        case .symbol(let name): return DynamicTypeSize(name: name)
        default: return nil
        }
    }

    var layoutDirection: LayoutDirection? {
        switch self {
        case .layoutDirection(let direction): return direction
        case .symbol(let name): return LayoutDirection(rawValue: name)
        default: return nil
        }
    }

    var contentMode: AspectRatioLayout.ContentMode? {
        if case .symbol(let name) = self { return AspectRatioLayout.ContentMode(rawValue: name) }
        return nil
    }

    var textAlignment: EnvironmentValues.TextAlignment? {
        if case .symbol(let name) = self { return EnvironmentValues.TextAlignment(rawValue: name) }
        return nil
    }

    var truncationMode: EnvironmentValues.TruncationMode? {
        if case .symbol(let name) = self { return EnvironmentValues.TruncationMode(rawValue: name) }
        return nil
    }

    var imageScale: Image.Scale? {
        if case .symbol(let name) = self { return Image.Scale(rawValue: name) }
        return nil
    }

    var colorScheme: EnvironmentValues.ColorScheme? {
        if case .symbol(let name) = self { return EnvironmentValues.ColorScheme(rawValue: name) }
        return nil
    }

    /// The value as an instance of the type named `typeName` (`CGFloat`, `Color`, `Edge.Set`,
    /// `String?`); nil when it is not one. Unknown type names keep the value as it is.
    func converted(toType typeName: String) -> Value? {
        var name = String(typeName.filter { $0 != " " })
        if name.hasSuffix("?") || name.hasSuffix("!") {
            if isNone { return self }
            name.removeLast()
        }
        if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
        switch name {
        case "CGFloat", "Double", "Float":
            return number.map { .number($0, isInteger: false) }
        case "Int":
            return integer.map { .number(Double($0), isInteger: true) }
        case "String", "LocalizedStringKey": return string.map { .string($0) }
        case "Bool": return bool.map { .bool($0) }
        case "Color": return color.map { .color($0) }
        case "Alignment": return alignment.map { .alignment($0) }
        case "HorizontalAlignment": return horizontalAlignment.map { .horizontalAlignment($0) }
        case "VerticalAlignment": return verticalAlignment.map { .verticalAlignment($0) }
        case "UnitPoint": return unitPoint.map { .unitPoint($0) }
        case "Edge", "Edge.Set": return edgeSet.map { .edgeSet($0) }
        case "Axis", "Axis.Set": return axisSet.map { .axisSet($0) }
        case "EdgeInsets": return edgeInsets.map { .edgeInsets($0) }
        case "CGSize": return size.map { .size($0) }
        case "CGPoint": return point.map { .point($0) }
        case "Font": return font.map { .font($0) }
        case "Font.Weight": return fontWeight.map { .fontWeight($0) }
        case "Font.Design": return fontDesign.map { .fontDesign($0) }
        case "DynamicTypeSize", "ContentSizeCategory": return dynamicTypeSize.map { .dynamicTypeSize($0) }
        case "LayoutDirection": return layoutDirection.map { .layoutDirection($0) }
        case "ContentMode", "TextAlignment", "Text.TruncationMode", "ColorScheme", "SafeAreaRegions":
            if case .symbol = self { return self }
            return nil
        default:
            return self
        }
    }

    /// The type names a scene may use as values (`Color.red`, `CGFloat.infinity`).
    static let knownTypeNames: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "String", "Bool", "Color", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Edge", "Axis", "EdgeInsets",
        "CGSize", "CGPoint", "CGRect", "Font", "DynamicTypeSize", "ContentSizeCategory",
        "LayoutDirection", "ContentMode", "TextAlignment", "ColorScheme", "Text", "Array", "Set",
        "SymbolRenderingMode", "SymbolVariants", "SafeAreaRegions",
    ]
}
