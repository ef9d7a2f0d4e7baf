import LayoutEngine
import SwiftEvaluator

/// `Color`: a view, and a style for `foregroundStyle`, `fill`, `background`.
struct ColorValue: NativeValue {
    /// A static member of the type is a constant (`Evaluator.knownHostStaticMembers`).
    var isConstantMember: Bool { true }
    var color: Color
    /// Stands in for an app's colour (`Color.brand(.primary)`): calling it gives itself.
    var isStandIn = false

    init(_ color: Color) {
        self.color = color
    }

    var typeName: String { "Color" }
    var conformances: Set<String> { ["View", "ShapeStyle"] }
    var description: String { color.description }
    var hashKey: HashKey? { .string("color:" + color.description) }
    func isEqual(to other: any NativeValue) -> Bool? {
        if let other = other as? ColorValue { return other.color == color }
        if let other = other as? ViewValue, let otherColor = other.color { return otherColor == color }
        return nil
    }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let color = color
        if isStandIn, name == "callAsFunction" { return Function.native(name) { _ in .native(self) } }
        switch name {
        case "opacity":
            return Function.native(name) { call in
                guard let amount = call.arguments.first?.value.number else { throw call.error("opacity(_:) takes a number") }
                var changed = color
                changed.opacity *= amount.isNaN ? 0 : min(max(amount, 0), 1)
                return .native(ColorValue(changed))
            }
        case "gradient":
            return .native(ShapeStyles.standardGradient(of: color))
        case "secondary", "tertiary", "quaternary":
            // `.foreground.secondary`: the hierarchical level itself; `.background.secondary`:
            // the system's secondary background.
            if color.value == .named("primary") { return .native(ColorValue(.named(name))) }
            if color.value == .named("systemBackground") { return .native(ColorValue(.named(name + "SystemBackground"))) }
            if color.value == .named("systemFill") { return .native(ColorValue(.named(name + "SystemFill"))) }
            // `Color.red.secondary`: a level of the colour, at the opacity iOS gives that level
            // of label (Documentation/drawing.md).
            var changed = color
            changed.opacity *= ["secondary": 0.6, "tertiary": 0.3, "quaternary": 0.18][name] ?? 1
            return .native(ColorValue(changed))
        case "mix":
            return nil
        case "resolve":
            // `color.resolve(in: environment)`: its components as the light appearance shows them.
            return Function.native(name) { _ in .native(ResolvedColorValue(color, dark: false)) }
        case "shadow":
            guard let library = context.host as? SwiftUILibrary else { return nil }
            return try ShapeStyles.shadowMember(of: .native(self), library: library, in: context)
        default:
            guard let library = context.host as? SwiftUILibrary else { return nil }
            return try library.modifier(name, of: .native(self), in: context)
        }
    }
}

/// `Font`: text styles, `.system(size:weight:design:)`, `.custom(_:size:)`, and their
/// `.bold()`, `.weight(_:)`, `.italic()` variants.
struct FontValue: NativeValue {
    /// A static member of the type is a constant (`Evaluator.knownHostStaticMembers`).
    var isConstantMember: Bool { true }
    var font: Font
    /// Stands in for an app's font (`.themeFont(.body2)`): calling it gives itself.
    var isStandIn = false

    var typeName: String { "Font" }
    var description: String { font.description }
    var hashKey: HashKey? { .string("font:" + font.description) }
    func isEqual(to other: any NativeValue) -> Bool? { (other as? FontValue).map { $0.font == font } }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let font = font
        if isStandIn, name == "callAsFunction" { return Function.native(name) { _ in .native(self) } }
        switch name {
        case "bold":
            return Function.native(name) { _ in
                var changed = font
                changed.weight = .bold
                return .native(FontValue(font: changed))
            }
        case "weight":
            return Function.native(name) { call in
                var changed = font
                if let weightName = call.arguments.first?.value.symbolName, let weight = Font.Weight(rawValue: weightName) { changed.weight = weight }
                return .native(FontValue(font: changed))
            }
        case "italic", "monospaced", "monospacedDigit", "smallCaps", "leading", "width", "lowercaseSmallCaps", "uppercaseSmallCaps":
            return Function.native(name) { _ in .native(FontValue(font: font)) }
        default:
            return nil
        }
    }
}

/// A built-in shape (`Rectangle()`, `RoundedRectangle(cornerRadius: 8)`, `Circle()`): a view,
/// and what `clipShape`, `background(_:in:)` and `mask` take.
struct ShapeValue: NativeValue {
    var kind: ShapeKind
    var name: String
    var style = DrawingStyle()
    var position: SourcePosition?
    var location: LayoutEngine.SourceLocation?
    var summary = ""

    var typeName: String { name }
    var conformances: Set<String> { ["View", "Shape", "InsettableShape"] }
    var description: String { name }

    func node() -> ViewNode {
        let node = ViewNode(name, content: .shape(kind), argumentSummary: summary, sourceLocation: location)
        node.style = style
        return node
    }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        guard let library = context.host as? SwiftUILibrary else { return nil }
        return try library.shapeMember(name, of: self, in: context)
    }
}

/// `HorizontalAlignment`, `VerticalAlignment`, `Alignment`.
struct AlignmentValue: NativeValue {
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
        case both(Alignment)
    }

    let guide: Guide

    var typeName: String {
        switch guide {
        case .horizontal: return "HorizontalAlignment"
        case .vertical: return "VerticalAlignment"
        case .both: return "Alignment"
        }
    }

    var description: String {
        switch guide {
        case .horizontal(let value): return "." + value.description
        case .vertical(let value): return "." + value.description
        case .both(let value): return "." + value.description
        }
    }

    var hashKey: HashKey? { .string(typeName + description) }

    func isEqual(to other: any NativeValue) -> Bool? {
        guard let other = other as? AlignmentValue else { return nil }
        switch (guide, other.guide) {
        case (.horizontal(let a), .horizontal(let b)): return a == b
        case (.vertical(let a), .vertical(let b)): return a == b
        case (.both(let a), .both(let b)): return a == b
        default: return false
        }
    }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        guard case .both(let alignment) = guide else { return nil }
        switch name {
        case "horizontal": return .native(AlignmentValue(guide: .horizontal(alignment.horizontal)))
        case "vertical": return .native(AlignmentValue(guide: .vertical(alignment.vertical)))
        default: return nil
        }
    }
}

/// What an alignment guide closure receives (`d.width`, `d[.top]`, `d[explicit: .leading]`).
struct ViewDimensionsValue: NativeValue {
    let dimensions: ViewDimensions
    var typeName: String { "ViewDimensions" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let dimensions = dimensions
        switch name {
        case "width": return .double(dimensions.width)
        case "height": return .double(dimensions.height)
        case "subscript":
            return Function.native(name) { call in
                guard let argument = call.arguments.first else { throw call.error("ViewDimensions takes a guide: d[.top]") }
                let guide = try HostTypes.guide(argument.value, evaluator: call.evaluator)
                if argument.label == "explicit" {
                    switch guide {
                    case .horizontal(let value): return dimensions[explicit: value].map { .double($0) } ?? .nil
                    case .vertical(let value): return dimensions[explicit: value].map { .double($0) } ?? .nil
                    case .both: throw call.error("d[explicit:] takes a horizontal or vertical guide")
                    }
                }
                switch guide {
                case .horizontal(let value): return .double(dimensions[value])
                case .vertical(let value): return .double(dimensions[value])
                case .both: throw call.error("d[...] takes a horizontal or vertical guide, such as .top or .leading")
                }
            }
        default: return nil
        }
    }
}

/// What a `GeometryReader`'s content receives: `size`, `frame(in:)`, `safeAreaInsets`, and
/// anchors resolved with `proxy[anchor]`.
struct GeometryProxyValue: NativeValue {
    let proxy: GeometryProxy
    var typeName: String { "GeometryProxy" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let proxy = proxy
        switch name {
        case "size": return .native(GeometryValue(proxy.size))
        case "safeAreaInsets": return .native(GeometryValue(proxy.safeAreaInsets))
        case "frame":
            return Function.native(name) { call in
                let space = call.arguments.first?.value.symbolName ?? "local"
                if space == "local" { return .native(GeometryValue(Rect(origin: .zero, size: proxy.size))) }
                return .native(GeometryValue(proxy.globalFrame))
            }
        case "bounds":
            return Function.native(name) { _ in .native(GeometryValue(Rect(origin: .zero, size: proxy.size))) }
        case "subscript":
            return Function.native(name) { call in
                guard let anchor = call.arguments.first?.value.native(AnchorValue.self) else {
                    throw call.error("proxy[...] takes an anchor (from anchorPreference)")
                }
                return anchor.resolved(in: proxy)
            }
        default: return nil
        }
    }
}

/// An `Anchor<CGRect>` or `Anchor<CGPoint>`: a rectangle or point in the root's coordinates,
/// made by `anchorPreference`; `proxy[anchor]` converts it to the proxy's coordinates.
struct AnchorValue: NativeValue {
    let globalRect: Rect
    /// For a point anchor (`.top`, `.center`): where in the rectangle.
    let unitPoint: UnitPoint?
    var typeName: String { "Anchor" }

    func resolved(in proxy: GeometryProxy) -> Value {
        let origin = proxy.globalFrame.origin
        let local = Rect(x: globalRect.origin.x - origin.x, y: globalRect.origin.y - origin.y, width: globalRect.size.width, height: globalRect.size.height)
        if let unitPoint {
            return .native(GeometryValue(Point(x: local.origin.x + unitPoint.x * local.size.width, y: local.origin.y + unitPoint.y * local.size.height)))
        }
        return .native(GeometryValue(local))
    }

    func isEqual(to other: any NativeValue) -> Bool? {
        guard let other = other as? AnchorValue else { return nil }
        return other.globalRect == globalRect && other.unitPoint == unitPoint
    }
}

/// `Angle`: `.degrees(45)`, `.radians(.pi)`.
struct AngleValue: NativeValue {
    let radians: Double
    var typeName: String { "Angle" }
    var description: String { "\(radians * 180 / Double.pi)°" }
    func isEqual(to other: any NativeValue) -> Bool? { (other as? AngleValue).map { $0.radians == radians } }
    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let radians = radians
        switch name {
        case "degrees": return .double(radians * 180 / Double.pi)
        case "radians": return .double(radians)
        case "negated": return .native(AngleValue(radians: -radians))
        case "operator+", "operator-":
            // `startAngle - .degrees(90)`: Angle is AdditiveArithmetic.
            return Function.native(name) { call in
                guard let other = call.arguments.first?.value.native(AngleValue.self) else {
                    throw call.error("'\(name.dropFirst(8))' takes two angles")
                }
                return .native(AngleValue(radians: name == "operator+" ? radians + other.radians : radians - other.radians))
            }
        case "operator*", "operator/", "reverseOperator*":
            // `angle * 2`, `angle / 2`, `2 * angle`.
            return Function.native(name) { call in
                guard let factor = call.arguments.first?.value.number else { throw call.error("an angle is scaled by a number") }
                return .native(AngleValue(radians: name == "operator/" ? radians / factor : radians * factor))
            }
        case "operator<":
            return Function.native(name) { call in
                guard let other = call.arguments.first?.value.native(AngleValue.self) else { throw call.error("'<' compares two angles") }
                return .bool(radians < other.radians)
            }
        default: return nil
        }
    }
}

/// A shape style that is not a plain colour: a gradient, a material, `AnyShapeStyle`. Its
/// `color` carries the whole style (`Color.Value.gradient`, `.material`) for drawing; as a view
/// it takes the whole proposal, like a `Color`.
struct StyleValue: NativeValue {
    let typeName: String
    let color: Color
    /// For a style placed as a view: its arguments as written (`colors: [.red, .blue], ...`)
    /// and where it was written.
    var summary: String?
    var location: LayoutEngine.SourceLocation?
    var conformances: Set<String> { ["ShapeStyle", "View"] }
    var description: String { typeName }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        guard let library = context.host as? SwiftUILibrary else { return nil }
        if name == "opacity" {
            let color = color, typeName = typeName
            return Function.native(name) { call in
                var changed = color
                changed.opacity *= call.arguments.first?.value.number ?? 1
                return .native(StyleValue(typeName: typeName, color: changed))
            }
        }
        if name == "shadow" { return try ShapeStyles.shadowMember(of: .native(self), library: library, in: context) }
        return try library.modifier(name, of: .native(self), in: context)
    }
}

/// An `Animation` (`.easeInOut`, `.spring(response:)`, `.linear.repeatForever()`): layout
/// shows end states, so every animation is the same value; its members and calls return it.
struct AnimationValue: NativeValue {
    var typeName: String { "Animation" }
    var description: String { "Animation" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        Function.native(name) { _ in .native(AnimationValue()) }
    }
}

/// A value of a SwiftUI type the playground accepts but does not model (a `Namespace.ID`, a
/// `Transaction`): it has no members.
struct OpaqueHostValue: NativeValue {
    let typeName: String
}
