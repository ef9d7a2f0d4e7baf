import LayoutEngine
import SwiftEvaluator

/// SwiftUI's and Core Graphics' value types by name: what `Color.red`, `Font.title`,
/// `CGPoint(x:y:)`, `.leading` and `Binding.constant(true)` evaluate to.
enum HostTypes {
    /// Types whose cases are plain names (`.fit`, `.bold`, `.horizontal`).
    static let symbolTypes: [String: Set<String>] = [
        "ContentMode": ["fit", "fill"],
        "Font.Weight": Set(Font.Weight.allNames),
        "Font.Design": ["default", "serif", "rounded", "monospaced"],
        "Edge": ["top", "leading", "bottom", "trailing"],
        "Edge.Set": ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"],
        "Axis": ["horizontal", "vertical"],
        "Axis.Set": ["horizontal", "vertical"],
        "TextAlignment": ["leading", "center", "trailing"],
        "Text.TruncationMode": ["head", "middle", "tail"],
        "DynamicTypeSize": Set(DynamicTypeSize.allCases.map(\.name)),
        "ContentSizeCategory": Set(DynamicTypeSize.allCases.map(\.contentSizeCategoryName)),
        "LayoutDirection": ["leftToRight", "rightToLeft"],
        "ColorScheme": ["light", "dark"],
        "Image.Scale": ["small", "medium", "large"],
        "Visibility": ["automatic", "visible", "hidden"],
        "SafeAreaRegions": ["all", "container", "keyboard"],
        "UserInterfaceSizeClass": ["compact", "regular"],
        "RoundedCornerStyle": ["circular", "continuous"],
        "ScrollDismissesKeyboardMode": ["automatic", "immediately", "interactively", "never"],
    ]

    static let names: Set<String> = Set([
        "Color", "Font", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "ProposedViewSize", "UnitPoint", "EdgeInsets",
        "HorizontalAlignment", "VerticalAlignment", "Alignment", "Angle", "Binding", "State", "Environment",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "AnyShapeStyle",
        "ContentMode", "Edge", "Axis", "TextAlignment", "DynamicTypeSize", "ContentSizeCategory", "LayoutDirection",
        "ColorScheme", "UIScreen", "UIColor", "AnyView", "Namespace", "Visibility", "GridItem", "ViewDimensions",
        "StrokeStyle", "LayoutProperties", "Animation", "ViewSpacing", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule",
        "ContainerRelativeShape", "UnevenRoundedRectangle", "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout",
        "Material", "HierarchicalShapeStyle",
    ]).union(symbolTypes.keys).union(SDKValues.typeNames).union(SDKValues.symbolTypes.keys)

    static func global(_ name: String, library: SwiftUILibrary) throws -> Value? {
        switch name {
        case "UIScreen": return .type(TypeReference(name: "UIScreen"))
        case _ where SDKValues.typeNames.contains(name): return .type(TypeReference(name: name))
        default: return nil
        }
    }

    static func staticMember(_ name: String, ofType type: String, library: SwiftUILibrary) throws -> Value? {
        if let kind = GeometryValue.Kind(rawValue: type) {
            return GeometryValue.staticMember(name, of: kind).map { .native($0) }
        }
        if symbolTypes[type + "." + name] != nil { return .type(TypeReference(name: type + "." + name)) }
        if let found = SDKValues.staticMember(name, ofType: type, library: library) { return found }
        if let cases = SDKValues.symbolTypes[type] { return cases.contains(name) ? .native(SymbolValue(typeName: type, name: name)) : nil }
        if let cases = symbolTypes[type] {
            if type == "Edge.Set" || type == "Axis.Set", name == "init" { return nil }
            return cases.contains(name) ? .native(SymbolValue(typeName: type, name: name)) : nil
        }
        switch type {
        case "ScrollTransitionPhase":
            return ["identity", "topLeading", "bottomTrailing"].contains(name) ? .native(ScrollTransitionPhaseValue(name: name)) : nil
        case "Color", "UIColor", "ShapeStyle", "AnyShapeStyle", "HierarchicalShapeStyle":
            return try colorMember(name, library: library)
        case "Material":
            return ShapeStyles.materialTypeMembers[name].map { .native(ShapeStyles.material($0)) }
        case "Gradient":
            return name == "Stop" ? .type(TypeReference(name: "Gradient.Stop")) : nil
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            guard name == "init" else { return nil }
            return .type(TypeReference(name: type))
        case "Font":
            if let style = Font.TextStyle(rawValue: name) { return .native(FontValue(font: .textStyle(style))) }
            switch name {
            case "system":
                return Function.native(name) { call in
                    var font: Font
                    if let size = call.argument("size")?.number {
                        font = .system(size: size)
                    } else if let styleName = call.arguments.first?.value.native(FontValue.self) {
                        font = styleName.font
                    } else if let styleName = call.arguments.first?.value.symbolName, let style = Font.TextStyle(rawValue: styleName) {
                        font = .textStyle(style)
                    } else {
                        font = .body
                    }
                    if let weight = call.argument("weight")?.symbolName.flatMap(Font.Weight.init(rawValue:)) { font.weight = weight }
                    if let design = call.argument("design")?.symbolName.flatMap(Font.Design.init(rawValue:)) { font.design = design }
                    return .native(FontValue(font: font))
                }
            case "custom":
                return Function.native(name) { call in
                    // A font file the scene does not ship: the system font at that size, which
                    // scales with Dynamic Type as the custom font would (with body, or with the
                    // style `relativeTo:` names), unless the size is fixed.
                    library.warning("custom fonts are drawn in the system font", at: call.position)
                    if let fixed = call.argument("fixedSize")?.number { return .native(FontValue(font: .system(size: fixed.isFinite ? fixed : 17))) }
                    let size = call.argument("size")?.number ?? 17
                    let style = call.argument("relativeTo")?.symbolName.flatMap(Font.TextStyle.init(rawValue:)) ?? .body
                    return .native(FontValue(font: Font(size: .scaled(size.isFinite ? size : 17, relativeTo: style))))
                }
            default: return nil
            }
        case "HorizontalAlignment", "VerticalAlignment", "Alignment":
            return try alignmentMember(name, type: type, library: library)
        case "Animation":
            return .native(AnimationValue())
        case "Angle":
            guard name == "degrees" || name == "radians" || name == "zero" else { return nil }
            if name == "zero" { return .native(AngleValue(radians: 0)) }
            return Function.native(name) { call in
                let value = call.arguments.first?.value.number ?? 0
                return .native(AngleValue(radians: name == "degrees" ? value * Double.pi / 180 : value))
            }
        case "Binding":
            guard name == "constant" else { return nil }
            return Function.native(name) { call in
                .native(BindingValue.constant(call.arguments.first?.value ?? .nil))
            }
        case "UIScreen":
            guard name == "main" else { return nil }
            return .native(ScreenValue(size: library.screenSize))
        case "Text":
            return nil
        case "Image":
            return nil
        default:
            return nil
        }
    }

    static func colorMember(_ name: String, library: SwiftUILibrary) throws -> Value? {
        // `Color.primary` written out is a colour (the label colour), not the hierarchical
        // style `.primary` a shape style context means: a capsule filled with it stays black
        // under `.foregroundStyle(.white)`.
        if library.evaluator.isExplicitMemberAccess, let fixed = ["primary": "label", "secondary": "secondaryLabel"][name] {
            return .native(ColorValue(.named(fixed)))
        }
        if Color.systemNames.contains(name) || Color.semanticNames.contains(name) { return .native(ColorValue(.named(name))) }
        // `.foreground` and `.background` (iOS 17's hierarchical styles: `.foreground.secondary`,
        // `.background.tertiary`): the primary foreground, the system background.
        if name == "foreground" { return .native(ColorValue(.named("primary"))) }
        if name == "background" { return .native(ColorValue(.named("systemBackground"))) }
        // `.fill` (iOS 17's `FillShapeStyle`: `.fill.secondary`, ...): the system fill.
        if name == "fill" { return .native(ColorValue(.named("systemFill"))) }
        if let material = ShapeStyles.materialNames[name] { return .native(ShapeStyles.material(material)) }
        if ShapeStyles.gradientNames.contains(name) {
            return Function.native(name) { call in .native(try ShapeStyles.gradient(name, call, library: library)) }
        }
        let aliases: [String: String] = [
            "systemBackground": "white", "secondarySystemBackground": "systemGray6", "tertiarySystemBackground": "white",
            "systemGroupedBackground": "systemGray6", "secondarySystemGroupedBackground": "white", "label": "primary",
            "secondaryLabel": "secondary", "tertiaryLabel": "gray", "systemGray": "gray", "systemGray2": "gray",
            "systemGray3": "gray", "systemGray4": "gray", "systemGray5": "gray", "systemGray6": "gray", "separator": "gray",
            "systemBlue": "blue", "systemRed": "red", "systemGreen": "green", "systemOrange": "orange", "systemYellow": "yellow",
            "systemPink": "pink", "systemPurple": "purple", "systemTeal": "teal", "systemIndigo": "indigo", "tint": "accentColor",
            "tertiary": "gray", "quaternary": "gray", "foreground": "primary", "background": "systemBackground", "link": "blue",
            "placeholderText": "gray", "systemFill": "gray", "secondarySystemFill": "gray",
        ]
        if let alias = aliases[name] {
            let color: Color = alias == "systemGray6" ? Color(.rgb(red: 0.949, green: 0.949, blue: 0.969)) : .named(alias)
            return .native(ColorValue(color))
        }
        if name == "init" { return .type(TypeReference(name: "Color")) }
        return nil
    }

    static func alignmentMember(_ name: String, type: String, library: SwiftUILibrary) throws -> Value? {
        switch type {
        case "HorizontalAlignment":
            if let guide = HorizontalAlignment.builtIn.first(where: { $0.description == name }) { return .native(AlignmentValue(guide: .horizontal(guide))) }
        case "VerticalAlignment":
            if let guide = VerticalAlignment.builtIn.first(where: { $0.description == name }) { return .native(AlignmentValue(guide: .vertical(guide))) }
        default:
            if let alignment = Alignment.named.first(where: { $0.name == name }) { return .native(AlignmentValue(guide: .both(alignment.alignment))) }
        }
        return nil
    }

    /// Calls of host types: `Color(red:green:blue:)`, `CGPoint(x:y:)`, `Alignment(horizontal:
    /// vertical:)`, `VerticalAlignment(MyID.self)`, `Binding(get:set:)`, `State(initialValue:)`.
    static func construct(_ type: String, _ call: inout NativeCall, library: SwiftUILibrary) throws -> Value? {
        if let kind = GeometryValue.Kind(rawValue: type) { return .native(try GeometryValue.construct(kind, call)) }
        if let shape = try library.shape(type, call) { return .native(shape) }
        if type == "Path" { return try PathValue.otherModulesPath(call) ?? .native(try PathValue.construct(call)) }
        if let layout = try library.layoutValue(type, call) { return .native(layout) }
        switch type {
        case "Bundle":
            // `Bundle(for: BundleToken.self)`, `Bundle(identifier:)`: the app's bundle.
            return .native(BundleValue())
        case "StrokeStyle":
            return .native(StrokeStyleValue(lineWidth: call.argument("lineWidth")?.number ?? 1))
        case "LayoutProperties":
            return .native(LayoutPropertiesValue(stackOrientation: nil))
        case "ViewSpacing":
            return .native(ViewSpacingValue(spacing: ViewSpacing()))
        case "Color", "UIColor":
            // `UIColor(named:)` is nil without its colour set (scenes write `?? .red`).
            if type == "UIColor", case .string(let name)? = call.argument("named"),
               library.colorSets.color(named: name, file: library.location(call.position).file) == nil {
                return .nil
            }
            return .native(ColorValue(try color(call, library: library)))
        case "Alignment":
            // `.center` reads as both guides: here the label says which.
            func horizontalGuide(_ guide: AlignmentValue.Guide) -> HorizontalAlignment? {
                switch guide {
                case .horizontal(let h): return h
                case .both(let both): return both.horizontal
                case .vertical(let v) where v == .center: return .center
                default: return nil
                }
            }
            func verticalGuide(_ guide: AlignmentValue.Guide) -> VerticalAlignment? {
                switch guide {
                case .vertical(let v): return v
                case .both(let both): return both.vertical
                case .horizontal(let h) where h == .center: return .center
                default: return nil
                }
            }
            guard let h = try call.argument("horizontal").flatMap({ horizontalGuide(try guide($0, evaluator: call.evaluator)) }),
                  let v = try call.argument("vertical").flatMap({ verticalGuide(try guide($0, evaluator: call.evaluator)) })
            else { throw call.error("Alignment(horizontal:vertical:) takes a horizontal and a vertical guide") }
            return .native(AlignmentValue(guide: .both(Alignment(horizontal: h, vertical: v))))
        case "HorizontalAlignment", "VerticalAlignment":
            guard case .type(let idType)? = call.arguments.first?.value, let definition = idType.definition else {
                throw call.error("\(type)(_:) takes an AlignmentID type, such as MyAlignment.self")
            }
            let axis: Axis = type == "HorizontalAlignment" ? .horizontal : .vertical
            // The closure runs during layout, after loading: it keeps the library (which owns
            // the evaluator, and holds it only weakly back) alive, and reports its errors there.
            // Capturing the evaluator alone read a freed library once loading was over.
            let guideDefinition = AlignmentGuideDefinition(combination: .average, defaultValue: { [library] dimensions in
                guard let evaluator = library.evaluator else { return 0 }
                do {
                    let method = try evaluator.member("defaultValue", of: .type(idType), node: Syntax(TokenSyntax.identifier("defaultValue")))
                    let result = try evaluator.call(method, arguments: [SwiftEvaluator.Argument(label: "in", value: .native(ViewDimensionsValue(dimensions: dimensions)))], at: nil)
                    guard let number = result.number, number.isFinite else { return 0 }
                    return number
                } catch let error as RuntimeError {
                    library.report(error)
                    return 0
                } catch {
                    return 0
                }
            })
            if axis == .horizontal {
                return .native(AlignmentValue(guide: .horizontal(HorizontalAlignment(id: definition.name, definition: guideDefinition))))
            }
            return .native(AlignmentValue(guide: .vertical(VerticalAlignment(id: definition.name, definition: guideDefinition))))
        case "Angle":
            if let degrees = call.argument("degrees")?.number { return .native(AngleValue(radians: degrees * Double.pi / 180)) }
            return .native(AngleValue(radians: call.argument("radians")?.number ?? 0))
        case "Binding":
            // `Binding(get: { }, set: { })`, `Binding { } set: { }`, `Binding(get: { }) { }`:
            // a closure without its label is the getter first, then the setter.
            let unlabelled = call.arguments.filter { $0.label == nil }.map(\.value).filter { if case .function = $0 { return true } else { return false } }
            let getter = call.argument("get") ?? unlabelled.first
            let setter = call.argument("set") ?? (call.argument("get") == nil ? unlabelled.dropFirst().first : unlabelled.first)
            guard let getter, let setter else {
                if let projected = call.arguments.first?.value.native(BindingValue.self) { return .native(projected) }
                // `Binding(store.$settings.isEnabled)` of a package's value that stands in.
                if let standIn = call.arguments.first?.value, standIn.native(StandInValue.self) != nil { return .native(BindingValue.constant(standIn)) }
                throw call.error("Binding(get:set:) takes two closures")
            }
            let evaluator = call.evaluator
            return .native(BindingValue(
                get: { try evaluator.call(getter, arguments: [], at: nil) },
                set: { value in _ = try evaluator.call(setter, arguments: [SwiftEvaluator.Argument(label: nil, value: value)], at: nil) }))
        case "State", "StateObject":
            let initial = call.argument("initialValue") ?? call.argument("wrappedValue") ?? call.arguments.first?.value ?? .nil
            return .native(StateWrapper(box: StateBox(initial)))
        case "ScaledMetric", "AppStorage", "SceneStorage", "Published", "ObservedObject", "FocusState", "GestureState":
            let initial = call.argument("wrappedValue") ?? call.arguments.first?.value ?? .nil
            return .native(StateWrapper(box: StateBox(initial)))
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "Gradient.Stop", "AnyShapeStyle":
            return try ShapeStyles.make(type, call, library: library)
        case "GridItem":
            return .native(try GridItemValue.construct(call))
        case "Namespace":
            return .native(OpaqueHostValue(typeName: "Namespace.ID"))
        case "EdgeInsets":
            return .native(try GeometryValue.construct(.insets, call))
        default:
            return nil
        }
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
    /// `Color("Asset")`, `Color(.systemGray6)`, `Color(uiColor:)`.
    static func color(_ call: NativeCall, library: SwiftUILibrary) throws -> Color {
        let opacity = call.argument("opacity")?.number ?? call.argument("alpha")?.number ?? 1
        func component(_ label: String) throws -> Double {
            guard let value = call.argument(label) else { return 0 }
            guard let number = value.number, number.isFinite else { throw call.error("Color's '\(label):' takes a finite number") }
            return number
        }
        if call.argument("red") != nil || call.argument("green") != nil || call.argument("blue") != nil {
            return Color(.rgb(red: try component("red"), green: try component("green"), blue: try component("blue")), opacity: opacity)
        }
        if call.argument("white") != nil {
            let white = try component("white")
            return Color(.rgb(red: white, green: white, blue: white), opacity: opacity)
        }
        if call.argument("hue") != nil {
            let (r, g, b) = hsb(try component("hue"), try component("saturation"), try component("brightness"))
            return Color(.rgb(red: r, green: g, blue: b), opacity: opacity)
        }
        if let first = call.arguments.first?.value {
            if let color = first.native(ColorValue.self) { return color.color }
            if let resolved = first.native(ResolvedColorValue.self) { return resolved.color }
            if case .string(let name) = first, call.arguments.first?.label == nil {
                return assetColor(name, call, library: library, opacity: opacity)
            }
            if let name = first.symbolName, case .native(let resolved as ColorValue)? = try colorMember(name, library: library) { return resolved.color }
            if first.symbolName == "sRGB" || first.symbolName == "displayP3" {
                return Color(.rgb(red: try component("red"), green: try component("green"), blue: try component("blue")), opacity: opacity)
            }
        }
        if let uiColor = call.argument("uiColor")?.native(ColorValue.self) { return uiColor.color }
        if case .string(let name)? = call.argument("named") { return assetColor(name, call, library: library, opacity: opacity) }
        // `Color(theme.accent)`, `Color(Asset.Colors.label.color)`: the app's colour, one from
        // its name.
        if let standIn = call.arguments.first?.value.native(StandInValue.self) { return StandInPalette.color(for: standIn.name) }
        // `Color(hex: "9265F8")`, `Color(.brandPrimary)`: an initializer or a UIColor its app
        // declares elsewhere; the colour six hexadecimal digits give, else one from the name
        // (`StandInPalette`), with a warning (an error under --strict).
        var labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
        var name = labels
        if call.arguments.count == 1, call.arguments[0].label == nil, let symbol = call.arguments[0].value.symbolName { labels = "." + symbol; name = symbol }
        if library.isStrict { throw call.error("Color(\(labels)) is not declared in the scene") }
        if case .string(let text)? = call.arguments.first?.value {
            if var color = StandInPalette.hexColor(text) {
                color.isStandIn = true
                color.opacity *= opacity
                library.warning("Color(\(labels)) is not declared in the scene (an initializer of its app?); it stands in as the colour its digits give",
                                at: call.position, hint: SwiftUILibrary.standInHint)
                return color
            }
            name = text
        }
        library.warning("Color(\(labels)) is not declared in the scene (an initializer of its app?); it stands in as \(StandInPalette.description(for: name))",
                        at: call.position, hint: SwiftUILibrary.standInHint)
        var color = StandInPalette.color(for: name)
        color.opacity *= opacity
        return color
    }

    /// `Color("Name")`: the colour set `Name` of an asset catalog beside the scene file
    /// (`ColorAssets`), with its light and dark values; when there is none, a colour from the
    /// name stands in (`StandInPalette`), with a warning.
    static func assetColor(_ name: String, _ call: NativeCall, library: SwiftUILibrary, opacity: Double) -> Color {
        guard var color = library.colorSets.color(named: name, file: library.location(call.position).file) else {
            library.warning("no colour set '\(name).colorset' in an asset catalog beside the scene; it stands in as \(StandInPalette.description(for: name))",
                            at: call.position, hint: "put Assets.xcassets/\(name).colorset/Contents.json in the scene's folder")
            var standIn = StandInPalette.color(for: name)
            standIn.opacity *= opacity
            return standIn
        }
        color.opacity *= opacity
        return color
    }

    static func hsb(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        // A hue of 2^52 or more is a whole number of turns, the same as 0 (and its h * 6 would
        // not fit an Int).
        let h = h.magnitude < 0x1p52 ? h : 0
        let i = Int((h * 6).rounded(.down)) % 6
        let f = h * 6 - (h * 6).rounded(.down)
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// A horizontal or vertical guide from a value: `.top`, `VerticalAlignment.center`, a
    /// custom guide.
    static func guide(_ value: Value, evaluator: Evaluator) throws -> AlignmentValue.Guide {
        if let alignment = value.native(AlignmentValue.self) { return alignment.guide }
        if case .implicitMember(let member) = value {
            // A custom guide (`extension VerticalAlignment { static let x = ... }`).
            for typeName in ["VerticalAlignment", "HorizontalAlignment"] {
                if let resolved = try? evaluator.resolveImplicitMember(member, as: typeName, position: nil), let alignment = resolved.native(AlignmentValue.self),
                   !["center"].contains(member.name) {
                    return alignment.guide
                }
            }
        }
        if let name = value.symbolName {
            if let vertical = VerticalAlignment.builtIn.first(where: { $0.description == name }), !["center"].contains(name) { return .vertical(vertical) }
            if let horizontal = HorizontalAlignment.builtIn.first(where: { $0.description == name }) { return .horizontal(horizontal) }
            if name == "center" { return .both(.center) }
        }
        throw RuntimeError("\(evaluator.describe(value)) is not an alignment guide", at: nil)
    }

    /// The type an implicit member most likely has when nothing says: colours, fonts,
    /// alignments.
    static func typeForImplicitMember(_ name: String) -> String? {
        if Color.systemNames.contains(name) { return "Color" }
        if Font.TextStyle(rawValue: name) != nil || name == "system" || name == "custom" { return "Font" }
        if ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "tint"].contains(name) { return "Color" }
        if Alignment.named.contains(where: { $0.name == name }) { return "Alignment" }
        if UnitPoint.named.contains(where: { $0.name == name }) { return "UnitPoint" }
        // `.linear(duration: 1.5).repeatForever()`: a chain on these starts from an Animation.
        if animationNames.contains(name) { return "Animation" }
        return nil
    }

    static let animationNames: Set<String> = [
        "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring", "interpolatingSpring",
        "bouncy", "smooth", "snappy", "timingCurve",
    ]
}

/// `UIScreen.main`: its `bounds` are the current device's screen.
struct ScreenValue: NativeValue {
    let size: Size
    var typeName: String { "UIScreen" }
    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "bounds", "nativeBounds": return .native(GeometryValue(Rect(origin: .zero, size: size)))
        case "scale", "nativeScale": return .double(3)
        default: return nil
        }
    }
}

extension Font.Weight {
    static var allNames: [String] { ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"] }
}

import SwiftSyntax
