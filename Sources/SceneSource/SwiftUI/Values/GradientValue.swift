import LayoutEngine
import SwiftEvaluator

/// `Gradient(colors:)` / `Gradient(stops:)`: the colours a gradient style spreads, before it has
/// a geometry (`LinearGradient(gradient:startPoint:endPoint:)` gives it one).
struct GradientValue: NativeValue {
    var stops: [GradientStyle.Stop]

    var typeName: String { "Gradient" }
    var description: String { "Gradient" }
    var conformances: Set<String> { ["ShapeStyle"] }

    /// A `Gradient` used as a shape style (`.background(Gradient(colors: [...]))`, iOS 16):
    /// drawn as a linear gradient from the top to the bottom of what it fills, as SwiftUI draws it.
    var style: StyleValue {
        StyleValue(typeName: "Gradient", color: Color(.gradient(GradientStyle(stops: stops, kind: .linear(start: .top, end: .bottom)))))
    }
    func isEqual(to other: any NativeValue) -> Bool? { (other as? GradientValue).map { $0.stops == stops } }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "stops": return .array(stops.map { .native(GradientStopValue(stop: $0)) })
        default: return nil
        }
    }
}

/// `Gradient.Stop(color:location:)`, also written `.init(color:location:)` in a `stops:` array.
struct GradientStopValue: NativeValue {
    var stop: GradientStyle.Stop

    var typeName: String { "Gradient.Stop" }
    func isEqual(to other: any NativeValue) -> Bool? { (other as? GradientStopValue).map { $0.stop == stop } }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "color": return .native(ColorValue(stop.color))
        case "location": return .double(stop.location)
        default: return nil
        }
    }
}

/// Shape styles that are not plain colours: gradients (`LinearGradient(...)`, `.linearGradient(...)`,
/// `Color.blue.gradient`), materials and `AnyShapeStyle`. Each is a `StyleValue` whose colour
/// carries the whole style (`Color.Value.gradient`, `.material`) for `Rendering` to draw.
enum ShapeStyles {
    /// The names of the gradient types and of their static `ShapeStyle` forms.
    static let gradientNames: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "linearGradient", "radialGradient", "angularGradient", "conicGradient", "ellipticalGradient",
    ]

    static let materialNames: [String: Material] = [
        "ultraThinMaterial": .ultraThinMaterial, "thinMaterial": .thinMaterial, "regularMaterial": .regularMaterial,
        "thickMaterial": .thickMaterial, "ultraThickMaterial": .ultraThickMaterial, "bar": .bar,
    ]

    /// `Material.thin` and friends: the type's own names for the materials.
    static let materialTypeMembers: [String: Material] = [
        "ultraThin": .ultraThinMaterial, "thin": .thinMaterial, "regular": .regularMaterial,
        "thick": .thickMaterial, "ultraThick": .ultraThickMaterial, "bar": .bar,
    ]

    static func material(_ material: Material) -> StyleValue {
        StyleValue(typeName: "Material", color: Color(.material(material)))
    }

    /// A gradient type's call (`LinearGradient(colors:startPoint:endPoint:)`) or its static form
    /// (`.linearGradient(colors:startPoint:endPoint:)`), `Gradient(...)`, `AnyShapeStyle(_:)`.
    static func make(_ type: String, _ call: NativeCall, library: SwiftUILibrary) throws -> Value {
        switch type {
        case "Gradient":
            return .native(GradientValue(stops: try stops(call, library: library, required: true)))
        case "Gradient.Stop":
            return .native(GradientStopValue(stop: try stop(call.arguments, library: library, at: call.position)))
        case "AnyShapeStyle":
            guard let value = call.arguments.first?.value else { throw call.error("AnyShapeStyle(_:) takes a shape style") }
            let color = try Modifiers.color(value, library: library, at: call.position)
            return .native(StyleValue(typeName: "AnyShapeStyle", color: color))
        default:
            return .native(try gradient(type, call, library: library))
        }
    }

    static func gradient(_ type: String, _ call: NativeCall, library: SwiftUILibrary) throws -> StyleValue {
        let stops = try stops(call, library: library, required: true)
        let kind: GradientStyle.Kind
        let name: String
        switch type.lowercased() {
        case "lineargradient":
            name = "LinearGradient"
            kind = .linear(start: try unitPoint(call, "startPoint") ?? .top, end: try unitPoint(call, "endPoint") ?? .bottom)
        case "radialgradient":
            name = "RadialGradient"
            let start = try length(call, "startRadius", library: library) ?? 0
            let end = try length(call, "endRadius", library: library) ?? 0
            kind = .radial(center: try unitPoint(call, "center") ?? .center, startRadius: start, endRadius: end)
        case "ellipticalgradient":
            name = "EllipticalGradient"
            let start = try length(call, "startRadiusFraction", library: library) ?? 0
            let end = try length(call, "endRadiusFraction", library: library) ?? 0.5
            kind = .elliptical(center: try unitPoint(call, "center") ?? .center, startRadiusFraction: start, endRadiusFraction: end)
        default:
            // AngularGradient(gradient:center:startAngle:endAngle:), (…center:angle:) and
            // .conicGradient(…center:angle:): a whole turn from `angle`.
            name = "AngularGradient"
            let center = try unitPoint(call, "center") ?? .center
            if let start = try angle(call, "startAngle") {
                kind = .angular(center: center, startAngle: start, endAngle: try angle(call, "endAngle") ?? start + 2 * Double.pi)
            } else {
                let start = try angle(call, "angle") ?? 0
                kind = .angular(center: center, startAngle: start, endAngle: try angle(call, "endAngle") ?? start + 2 * Double.pi)
            }
        }
        var style = StyleValue(typeName: name, color: Color(.gradient(GradientStyle(stops: stops, kind: kind))))
        style.summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        style.location = library.location(call.position)
        return style
    }

    /// `Color.blue.gradient`: SwiftUI's standard gradient of a colour, a subtle linear one from
    /// top to bottom (`GradientStyle.isColorGradient`; Rendering lightens its top).
    static func standardGradient(of color: Color) -> StyleValue {
        var style = GradientStyle(stops: GradientStyle.evenStops([color, color]), kind: .linear(start: .top, end: .bottom))
        style.isColorGradient = true
        return StyleValue(typeName: "AnyGradient", color: Color(.gradient(style)))
    }

    /// The stops of `colors:`, `stops:` or `gradient:` (a `Gradient`, or another gradient's).
    /// Each colour or stop read costs a step; past `GradientStyle.maximumStops`, that many are
    /// kept, taken evenly, with a warning (drawing a million stops took minutes).
    static func stops(_ call: NativeCall, library: SwiftUILibrary, required: Bool) throws -> [GradientStyle.Stop] {
        func limited(_ stops: [GradientStyle.Stop]) -> [GradientStyle.Stop] {
            guard stops.count > GradientStyle.maximumStops else { return stops }
            library.warning("a gradient of \(stops.count) stops is drawn with \(GradientStyle.maximumStops) of them, taken evenly (the most a gradient is drawn with here)",
                            at: call.position, hint: "a gradient needs few stops: SwiftUI blends between them")
            return GradientStyle.limited(stops)
        }
        if let colors = call.argument("colors") {
            guard let array = colors.arrayValue else { throw call.error("'colors:' takes an array of colours") }
            try call.evaluator.budget.charge(array.count, at: call.position)
            return limited(GradientStyle.evenStops(try array.map { try Modifiers.color($0, library: library, at: call.position) }))
        }
        if let stops = call.argument("stops") {
            guard let array = stops.arrayValue else { throw call.error("'stops:' takes an array of Gradient.Stop") }
            try call.evaluator.budget.charge(array.count, at: call.position)
            return limited(try array.map { value in
                if let stop = value.native(GradientStopValue.self) { return stop.stop }
                if case .implicitMember(let member) = value, member.name == "init", let arguments = member.arguments {
                    return try stop(arguments, library: library, at: call.position)
                }
                throw RuntimeError("a gradient stop is Gradient.Stop(color:location:), not \(library.evaluator.describe(value))", at: call.position)
            })
        }
        if let gradient = call.argument("gradient") {
            if let value = gradient.native(GradientValue.self) { return value.stops }
            if let style = gradient.native(StyleValue.self), case .gradient(let given) = style.color.value { return given.stops }
            // `.quickAccessWidget`, `Theme.heroGradient`: a gradient its app declares elsewhere;
            // the colour of its name fading to 40 %, with a warning (an error under --strict).
            let name: String? = {
                if case .implicitMember(let member) = gradient { return "." + member.name }
                if let standIn = gradient.native(StandInValue.self) { return standIn.name }
                return nil
            }()
            if let name, !library.isStrict {
                library.warning("the gradient '\(name)' is not declared in the scene (its app's?); \(StandInPalette.description(for: name)) fading stands in",
                                at: call.position, hint: SwiftUILibrary.standInHint)
                let color = StandInPalette.color(for: name)
                var faded = color
                faded.opacity *= 0.4
                return [GradientStyle.Stop(color: color, location: 0), GradientStyle.Stop(color: faded, location: 1)]
            }
            throw call.error("'gradient:' takes a Gradient, such as Gradient(colors: [.red, .blue])")
        }
        if required { throw call.error("a gradient needs its colours: colors:, stops: or gradient:") }
        return []
    }

    static func stop(_ arguments: [SwiftEvaluator.Argument], library: SwiftUILibrary, at position: SourcePosition?) throws -> GradientStyle.Stop {
        guard let colorValue = arguments.first(where: { $0.label == "color" })?.value,
              let location = arguments.first(where: { $0.label == "location" })?.value.number else {
            throw RuntimeError("Gradient.Stop takes color: and location:", at: position)
        }
        return GradientStyle.Stop(color: try Modifiers.color(colorValue, library: library, at: position), location: location.isFinite ? location : 0)
    }

    /// A `UnitPoint` however it is written: `.leading`, `UnitPoint(x:y:)`, or an alignment a
    /// parameter without its type made of `.leading`.
    static func unitPoint(_ call: NativeCall, _ label: String) throws -> UnitPoint? {
        guard let value = call.argument(label) else { return nil }
        if let point = value.unitPoint { return point }
        if let alignment = value.native(AlignmentValue.self) {
            switch alignment.guide {
            case .both(let both):
                if let named = Alignment.named.first(where: { $0.alignment == both }), let point = UnitPoint.named.first(where: { $0.name == named.name }) {
                    return point.point
                }
            case .horizontal(let horizontal):
                if let point = UnitPoint.named.first(where: { $0.name == horizontal.description }) { return point.point }
            case .vertical(let vertical):
                if let point = UnitPoint.named.first(where: { $0.name == vertical.description }) { return point.point }
            }
        }
        throw call.error("'\(label):' takes a UnitPoint such as .leading or UnitPoint(x: 0.5, y: 0)")
    }

    static func length(_ call: NativeCall, _ label: String, library: SwiftUILibrary) throws -> Double? {
        guard let value = call.argument(label) else { return nil }
        guard let number = value.number, number.isFinite else { throw call.error("'\(label):' takes a finite number") }
        return number
    }

    /// An `Angle`: `.degrees(90)`, `Angle(radians:)`, `.zero`.
    static func angle(_ call: NativeCall, _ label: String) throws -> Double? {
        guard let value = call.argument(label) else { return nil }
        if let angle = value.native(AngleValue.self) { return angle.radians }
        if case .implicitMember(let member) = value {
            if member.name == "zero", member.arguments == nil { return 0 }
            if let number = member.arguments?.first?.value.number, number.isFinite {
                if member.name == "degrees" { return number * Double.pi / 180 }
                if member.name == "radians" { return number }
            }
        }
        throw call.error("'\(label):' takes an Angle such as .degrees(90)")
    }
}
