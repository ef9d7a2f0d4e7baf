import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// The modifiers that change drawing, text, images and the environment, and `.modifier(_:)`.
extension SwiftUILibrary {
    // MARK: Drawing

    /// `mask(alignment:_:)` and `mask(_:)`: the mask view is laid out like an overlay (child 1,
    /// proposed the view's size and aligned in it) and only its opacity is drawn with.
    func mask(_ base: Value, _ call: NativeCall) throws -> Value {
        let alignment = try Arguments.alignment(call, "alignment") ?? .center
        let maskValue: Value
        if let closure = contentClosure(call, label: "mask") { maskValue = try runBuilder(closure, at: call.position) }
        else if let given = call.argument(nil) { maskValue = try runBuilder(given, at: call.position) }
        else { throw call.error("mask needs a view: mask { Circle() } or mask(Circle())") }
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        return .native(ViewValue(".mask", at: call.position) { context, path in
            try self.realize(base, context, path: path).enumerated().map { index, node in
                let views = try self.realize(maskValue, context, path: path + ".mask\(index)")
                let maskNode = views.count == 1 ? views[0]
                    : views.isEmpty ? ViewNode("EmptyView", content: .empty, sourceLocation: location)
                    : ViewNode("ZStack", content: .layout(ZStackLayout(alignment: alignment)), children: views, sourceLocation: location)
                let modifier = ViewNode("mask", role: .modifier, content: .layout(SecondaryViewLayout(placement: .overlay, alignment: alignment)),
                                        children: [node, maskNode], argumentSummary: summary, sourceLocation: location)
                modifier.style.isMasked = true
                return modifier
            }
        })
    }

    // MARK: Text and images

    /// `base` with every text in it changed by `change` (`bold`, `italic`, `textCase`...): a
    /// `Text` stays a `Text`; any other view gets a level whose texts are changed.
    func changingTexts(_ name: String, _ base: Value, _ call: NativeCall, _ change: @escaping (inout TextContent) -> Void) -> Value {
        if case .native(let view as ViewValue) = base, view.typeName == "Text", var content = view.text {
            change(&content)
            return .native(textView(content, at: view.position, summary: "\"\(content.string)\""))
        }
        let changed = changing(name, base, call) { node in
            var stack = [node]
            while let current = stack.popLast() {
                if case .text(var content) = current.content {
                    change(&content)
                    current.content = .text(content)
                }
                stack += current.children
            }
            return node
        }
        // A styled text (`Text("a").foregroundColor(.gray).bold()`) is still a text for `+`.
        if case .native(let view as ViewValue) = base, var content = view.text, case .native(var result as ViewValue) = changed {
            change(&content)
            result.text = content
            return .native(result)
        }
        return changed
    }

    /// `base` with every image in it changed by `change` (`renderingMode`, `symbolVariant`...);
    /// `stopsAtViews`: only the images of the modified view itself, not of views inside it
    /// (`resizable` applies to an `Image`).
    func changingImages(_ name: String, _ base: Value, _ call: NativeCall, stopsAtViews: Bool = false, _ change: @escaping (inout ImageContent) -> Void) -> Value {
        changing(name, base, call) { node in
            var stack = [node]
            while let current = stack.popLast() {
                if case .image(var image) = current.content {
                    change(&image)
                    current.content = .image(image)
                }
                if stopsAtViews && current.role == .view { break }
                stack += current.children
            }
            return node
        }
    }

    // MARK: Environment

    /// `base` under a level that changes the environment of the views below by `change` (`font`,
    /// `lineLimit`, `environment(\.key, value)`...); the level keeps a `Text`'s content
    /// (`ViewValue.text`).
    func changingEnvironment(_ name: String, _ base: Value, _ call: NativeCall, _ change: ((inout EnvironmentValues) -> Void)?) -> Value {
        let result = level(name, base, call, layout: PassthroughLayout()) { $0.environmentChange = change }
        if case .native(let view as ViewValue) = base, let content = view.text, case .native(var wrapped as ViewValue) = result {
            wrapped.text = content
            return .native(wrapped)
        }
        return result
    }

    // MARK: ViewModifier

    /// `.modifier(CardStyle())`: the modifier's `body(content:)` with `content` standing for the
    /// modified view.
    /// A modifier the scene declares is built as its views are: its `body(content:)` runs for
    /// the environment the engine gives it, with its `@Environment` and `@State` attached
    /// (`@Environment(\.deviceState) var deviceState` in a modifier reads the environment).
    func viewModifier(_ modifier: Value, applyingTo base: Value, _ call: NativeCall) throws -> Value {
        let content = ViewValue("_ViewModifier_Content", at: call.position) { context, path in
            try self.realize(base, context, path: path)
        }
        guard case .instance(let instance) = modifier else {
            let body = try evaluator.member("body", of: modifier, node: Syntax(TokenSyntax.identifier("body")))
            return try evaluator.call(body, arguments: [SwiftEvaluator.Argument(label: "content", value: .native(content))], at: call.position)
        }
        let type = instance.type
        if let unchanged = geometryEffect(type, applyingTo: base, at: call.position) { return unchanged }
        let location = self.location(call.position)
        return .native(ViewValue(type.name, at: call.position) { context, path in
            let node = ViewNode(type.name, role: .customView, content: .layout(PassthroughLayout()), argumentSummary: self.summary(of: modifier),
                                sourceLocation: location)
            node.environmentDependentChildren = { environment in
                [self.body(of: modifier, type: type, identity: path + ":" + type.name, environment: environment, content: .native(content), styles: context.styles)]
            }
            return [node]
        })
    }
}

/// Conversions of style, font and shape arguments.
enum Modifiers {
    /// A shape style as the engine keeps it: a colour, a gradient or a material (carried in
    /// the `Color`), or a hierarchical style (`.secondary`, drawn relative to the foreground).
    static func color(_ value: Value, library: SwiftUILibrary, at position: SourcePosition?) throws -> Color {
        if let style = try ShapeStyles.appStyleColor(value, library: library, at: position) { return style }
        switch value {
        case .native(let color as ColorValue): return color.color
        case .native(let style as StyleValue): return style.color
        case .native(let gradient as GradientValue): return gradient.style.color
        case .native(let view as ViewValue) where view.color != nil: return view.color!
        case .implicitMember(let member):
            if case .native(let color as ColorValue)? = try HostTypes.colorMember(member.name, library: library) {
                if let arguments = member.arguments, member.name == "opacity" { _ = arguments }
                return color.color
            }
            if case .native(let style as StyleValue)? = try HostTypes.colorMember(member.name, library: library) { return style.color }
            if let arguments = member.arguments, ShapeStyles.gradientNames.contains(member.name) {
                let call = NativeCall(evaluator: library.evaluator, arguments: arguments, position: position)
                return try ShapeStyles.gradient(member.name, call, library: library).color
            }
            // An app's own style (`extension ShapeStyle where Self == Color { static var brand }`
            // declared elsewhere): a colour from its name stands in.
            if member.arguments == nil { return try library.standInColor(member.name, at: position) }
        case .native(let standIn as StandInValue):
            return StandInPalette.color(for: standIn.name)
        case .type(let type) where library.isUndeclaredGlobal(type):
            // `.foregroundStyle(PinkGradient)`: a bare capitalised name is a value in Swift (a
            // type is no style), here a global its app declares elsewhere
            // (`let PinkGradient = LinearGradient(...)`): a colour from its name stands in.
            if library.isStrict { throw library.notDeclared(type.name, at: position) }
            library.warning("'\(type.name)' is not declared in the scene (a style of its app?); it stands in as \(StandInPalette.description(for: type.name))",
                            at: position, hint: SwiftUILibrary.standInHint)
            return StandInPalette.color(for: type.name)
        default: break
        }
        throw RuntimeError("expected a colour or style such as .red, not \(library.evaluator.describe(value))", at: position)
    }

    static func font(_ value: Value) -> Font? {
        if let font = value.native(FontValue.self) { return font.font }
        // An app's font (`theme.titleFont`): `.body` stands in.
        if value.native(StandInValue.self) != nil { return .body }
        if let name = value.symbolName, let style = Font.TextStyle(rawValue: name) { return .textStyle(style) }
        return nil
    }

    static func shapeKind(_ value: Value) -> ShapeKind? {
        if let shape = value.native(ShapeValue.self) { return shape.kind }
        if case .implicitMember(let member) = value {
            switch member.name {
            case "circle": return .circle
            case "capsule": return .capsule
            case "rect", "rectangle":
                if let radius = member.arguments?.first(where: { $0.label == "cornerRadius" })?.value.number { return .roundedRectangle(cornerRadius: radius) }
                return unevenRectangleKind(member.arguments ?? [])
            case "ellipse": return .ellipse
            // The shape of the container (a widget's, a cell's): drawn as a rectangle, as
            // `ContainerRelativeShape` is.
            case "containerRelative": return .rectangle
            default: return nil
            }
        }
        if case .instance = value { return .rectangle }
        return nil
    }

    /// A foreground style set around buttons replaces their default accent colour.
    static func recolorButtons(inside node: ViewNode, _ color: Color) {
        var stack = node.children
        while let current = stack.popLast() {
            if current.role == .view, current.style.foreground == .named("accentColor") {
                current.style.foreground = color
            } else if current.style.foreground != nil {
                continue
            }
            stack += current.children
        }
    }

    static func dynamicTypeSizeChange(_ value: Value, _ call: NativeCall) throws -> (inout EnvironmentValues) -> Void {
        if let size = value.symbolName.flatMap(DynamicTypeSize.init(name:)) { return { $0.dynamicTypeSize = size } }
        guard case .range(let range) = value else { throw call.error("dynamicTypeSize(_:) expects a size such as .large, or a range of them") }
        var lower = DynamicTypeSize.xSmall, upper = DynamicTypeSize.accessibility5
        if let low = range.lower {
            guard let size = low.symbolName.flatMap(DynamicTypeSize.init(name:)) else { throw call.error("dynamicTypeSize(_:) expects a range of Dynamic Type sizes") }
            lower = size
        }
        if let high = range.upper {
            guard let size = high.symbolName.flatMap(DynamicTypeSize.init(name:)) else { throw call.error("dynamicTypeSize(_:) expects a range of Dynamic Type sizes") }
            if range.isClosed { upper = size } else {
                guard let below = DynamicTypeSize(rawValue: size.rawValue - 1) else { throw call.error("dynamicTypeSize(_:) got an empty range") }
                upper = below
            }
        }
        guard lower <= upper else { throw call.error("dynamicTypeSize(_:) got an empty range") }
        return { $0.dynamicTypeSize = min(max($0.dynamicTypeSize, lower), upper) }
    }
}
