import LayoutEngine
import SwiftEvaluator

/// The appliers of the modifiers modelled in Modifiers/: layout levels, drawing, text and image
/// styling, environment values.
extension ModifierApplier {
    static let frame = ModifierApplier { library, _, base, call in try library.frame(base, call) }

    static let padding = ModifierApplier { library, _, base, call in try library.padding(base, call) }

    static let safeAreaInset = ModifierApplier { library, _, base, call in try library.safeAreaInset(base, call) }

    static let safeAreaPadding = ModifierApplier { library, _, base, call in try library.safeAreaPadding(base, call) }

    static let contentMargins = ModifierApplier { library, _, base, call in try library.contentMargins(base, call) }

    /// `offset` and `position`: a point given as one value (of `type`) or as `x:` and `y:`.
    private static func moving(_ type: String, _ layout: @escaping @Sendable (Double, Double) -> any Layout) -> ModifierApplier {
        ModifierApplier { library, name, base, call in
            var x = 0.0, y = 0.0
            if let single = call.argument(nil) {
                if let size = single.size { x = size.width; y = size.height }
                else if let point = single.point { x = point.x; y = point.y }
                else { throw call.error("\(name)(_:) expects a \(type)") }
            }
            x = try Arguments.length(call, "x", allowsNegative: true, library: library) ?? x
            y = try Arguments.length(call, "y", allowsNegative: true, library: library) ?? y
            return library.level(name, base, call, layout: layout(x, y))
        }
    }

    static let offset = moving("CGSize") { OffsetLayout(x: $0, y: $1) }

    static let position = moving("CGPoint") { PositionLayout(x: $0, y: $1) }

    static let fixedSize = ModifierApplier { library, name, base, call in
        let horizontal = call.argument("horizontal")?.boolValue ?? true
        let vertical = call.argument("vertical")?.boolValue ?? true
        return library.level(name, base, call, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    static let aspectRatio = ModifierApplier { library, name, base, call in
        var mode = AspectRatioLayout.ContentMode.fit
        var ratio: Double?
        if let modeName = call.argument("contentMode")?.symbolName { mode = modeName == "fill" ? .fill : .fit }
        if let value = call.argument(nil), !value.isNil {
            if let size = value.size { ratio = size.height == 0 ? .nan : size.width / size.height }
            else if let number = value.number { ratio = number }
            else { throw call.error("aspectRatio(_:) expects a number or a CGSize") }
            if let given = ratio, !(given.isFinite && given > 0) {
                library.warning("aspectRatio(_:) must be a positive number; using the view's own ratio", at: call.position)
                ratio = nil
            }
        }
        return library.level(name, base, call, layout: AspectRatioLayout(aspectRatio: ratio, contentMode: mode))
    }

    /// `scaledToFit` and `scaledToFill`: the view's own aspect ratio in `mode`.
    static func scaledTo(_ mode: AspectRatioLayout.ContentMode) -> ModifierApplier {
        ModifierApplier { library, name, base, call in
            library.level(name, base, call, layout: AspectRatioLayout(aspectRatio: nil, contentMode: mode))
        }
    }

    /// `background` and `overlay`.
    static let secondary = ModifierApplier { library, name, base, call in try library.secondary(name, base, call) }

    static let border = ModifierApplier { library, name, base, call in
        let color = try call.argument(nil).map { try Modifiers.color($0, library: library, at: call.position) } ?? .named("primary")
        let width = try Arguments.length(call, "width", library: library) ?? 1
        let location = library.location(call.position)
        return library.level(name, base, call, layout: SecondaryViewLayout(placement: .overlay, alignment: .center)) { node in
            let rectangle = ViewNode("Rectangle", content: .shape(.rectangle), sourceLocation: location)
            rectangle.style.stroke = DrawingStyle.Stroke(color: color, lineWidth: width, isInside: true)
            node.children.append(rectangle)
        }
    }

    static let layoutPriority = ModifierApplier { library, name, base, call in
        guard let priority = call.argument(nil)?.number else { throw call.error("layoutPriority(_:) expects a number") }
        return library.level(name, base, call, layout: PassthroughLayout()) { $0.layoutPriority = priority.isFinite ? priority : 0 }
    }

    static let alignmentGuide = ModifierApplier { library, _, base, call in try library.alignmentGuide(base, call) }

    /// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)`.
    static let ignoringSafeArea = ModifierApplier { library, name, base, call in
        var edges = Edge.Set.all
        let edgesValue = name == "edgesIgnoringSafeArea" ? call.argument(nil) : call.argument("edges")
        let edgesLabel = name == "edgesIgnoringSafeArea" ? "_" : "edges"
        if let edgesValue {
            guard let set = Arguments.edgeSet(edgesValue) else { throw call.error("\(name)(\(edgesLabel):) expects an Edge.Set such as .top") }
            edges = set
        } else if name == "edgesIgnoringSafeArea" {
            throw call.error("edgesIgnoringSafeArea needs an Edge.Set, such as edgesIgnoringSafeArea(.all)")
        }
        if name == "ignoresSafeArea", let regions = call.argument(nil) {
            guard let region = regions.symbolName, ["all", "container", "keyboard"].contains(region) else {
                throw call.error("ignoresSafeArea(_:) expects SafeAreaRegions (.all, .container or .keyboard)")
            }
            if region == "keyboard" {
                library.warning("only the keyboard's safe area is ignored, and the playground shows no keyboard", at: call.position)
                edges = []
            }
        }
        let ignored = edges
        return library.level(name, base, call, layout: SafeAreaIgnoringLayout(edges: ignored)) { $0.ignoredSafeAreaEdges = ignored }
    }

    /// A modifier that changes drawing and takes no room: a pass-through level whose
    /// `DrawingStyle` is what `change` sets.
    static func drawing(_ change: @escaping @Sendable (SwiftUILibrary, NativeCall, inout DrawingStyle) throws -> Void) -> ModifierApplier {
        ModifierApplier { library, name, base, call in
            var style = DrawingStyle()
            try change(library, call, &style)
            let drawingStyle = style
            return library.level(name, base, call, layout: PassthroughLayout()) { $0.style = drawingStyle }
        }
    }

    static let shadow = drawing { library, call, style in
        let color = try call.argument("color").map { try Modifiers.color($0, library: library, at: call.position) }
        let radius = try Arguments.length(call, "radius", library: library) ?? 0
        let x = try Arguments.length(call, "x", allowsNegative: true, library: library) ?? 0
        let y = try Arguments.length(call, "y", allowsNegative: true, library: library) ?? 0
        style.shadow = DrawingStyle.Shadow(color: color ?? DrawingStyle.Shadow.defaultColor, radius: radius, x: x, y: y)
    }

    static let blur = drawing { library, call, style in
        style.blurRadius = try Arguments.length(call, "radius", library: library) ?? 0
    }

    static let hidden = drawing { _, _, style in style.isVisible = false }

    static let clipped = drawing { _, _, style in style.isClipped = true }

    static let cornerRadius = drawing { library, call, style in
        guard let radius = call.argument(nil)?.number else { throw call.error("cornerRadius(_:) expects a number") }
        style.cornerRadius = Arguments.checkedLength(radius, label: "cornerRadius(_:)", library: library, at: call.position) ?? 0
        style.isClipped = true
    }

    static let clipShape = drawing { _, call, style in
        guard let shapeValue = call.argument(nil), let kind = Modifiers.shapeKind(shapeValue) else {
            throw call.error("clipShape(_:) expects a shape such as Circle()")
        }
        style.isClipped = true
        style.clipShape = kind
    }

    static let opacity = drawing { _, call, style in
        guard let amount = call.argument(nil)?.number else { throw call.error("opacity(_:) expects a number from 0 to 1") }
        style.opacity = amount.isNaN ? 0 : min(max(amount, 0), 1)
    }

    /// `mask(alignment:_:)`: the mask view is laid out as an overlay (`SwiftUILibrary.mask`).
    static let mask = ModifierApplier { library, _, base, call in try library.mask(base, call) }

    /// `foregroundStyle` and `foregroundColor`.
    static let foreground = ModifierApplier { library, name, base, call in
        let color: Color? = try call.argument(nil).flatMap { $0.isNil ? nil : try Modifiers.color($0, library: library, at: call.position) }
        if case .native(var shape as ShapeValue) = base {
            shape.style.foreground = color
            return .native(shape)
        }
        return library.changing(name, base, call) { node in
            // An inner hierarchical style (`.secondary`) is a level of this one.
            if let inner = node.style.foreground, inner.isDefaultForeground, let color {
                node.style.foreground = inner.resolvingHierarchy(in: color)
                return node
            }
            node.style.foreground = color
            if let color { Modifiers.recolorButtons(inside: node, color) }
            return node
        }
    }

    /// `fill`, `stroke` and `strokeBorder`: shape methods, an error after any other view.
    static let shapeOnly = ModifierApplier { library, name, base, call in
        // A stand-in for a view of the app may be one of its shapes (`ChartGridShape(...)`).
        if let standIn = base.native(StandInValue.self), standIn.isMade {
            return library.level(name, base, call, layout: PassthroughLayout())
        }
        throw call.error("\(name)(_:) applies to a shape, not to this view; apply it directly after the shape")
    }

    /// A modifier that changes the texts of the view (`SwiftUILibrary.changingTexts`) as
    /// `change` says, given the call.
    private static func text(_ change: @escaping @Sendable (NativeCall, inout TextContent) -> Void) -> ModifierApplier {
        ModifierApplier { library, name, base, call in library.changingTexts(name, base, call) { change(call, &$0) } }
    }

    static let bold = text { call, content in if call.argument(nil)?.boolValue ?? true { content.weight = .bold } }

    static let italic = text { call, content in content.isItalic = call.argument(nil)?.boolValue ?? true }

    static let monospaced = text { call, content in content.isMonospaced = call.argument(nil)?.boolValue ?? true }

    /// `monospacedDigit()`: the font's tabular figures, every digit as wide as the others.
    static let monospacedDigit = text { _, content in content.usesMonospacedDigits = true }

    /// `kerning(_:)` and `tracking(_:)`: points after every character, widening the text.
    static let tracking = text { call, content in
        if let points = call.argument(nil)?.number, points.isFinite { content.tracking = points }
    }

    static let fontWeight = text { call, content in content.weight = call.argument(nil)?.symbolName.flatMap(Font.Weight.init(rawValue:)) }

    /// `fontDesign(_:)` and `fontWidth(_:)`: one font family stands in for San Francisco's
    /// designs and widths, so the text is left as it is (a level in the tree).
    static let fontVariant = text { _, _ in }

    static let textCase = text { call, content in
        switch call.argument(nil)?.symbolName {
        case "uppercase": content.string = content.string.uppercased()
        case "lowercase": content.string = content.string.lowercased()
        default: break
        }
    }

    /// `resizable()`: the modified `Image` stretches to the size it is given.
    static let resizable = ModifierApplier { library, name, base, call in
        // `Image(...).renderingMode(.template).resizable()`: the Image methods that return an
        // Image keep it one.
        let images: Set<String> = ["Image", ".renderingMode", ".interpolation", ".antialiased", ".symbolRenderingMode", ".resizable"]
        if case .native(let view as ViewValue) = base, !images.contains(view.typeName) {
            throw call.error("resizable() applies to an Image, not to '\(view.typeName)'")
        }
        return library.changingImages(name, base, call, stopsAtViews: true) { $0.isResizable = true }
    }

    static let renderingMode = ModifierApplier { library, name, base, call in
        let mode = call.argument(nil)?.symbolName.flatMap(Image.TemplateRenderingMode.init(rawValue:))
        return library.changingImages(name, base, call) { $0.renderingMode = mode }
    }

    static let symbolRenderingMode = ModifierApplier { library, name, base, call in
        let mode = call.argument(nil)?.symbolName.flatMap(SymbolRenderingMode.init(rawValue:))
        return library.changingImages(name, base, call) { $0.symbolRenderingMode = mode }
    }

    /// `symbolVariant(.fill)`, `.circle.fill`: each part is one variant of the symbol's name.
    static let symbolVariant = ModifierApplier { library, name, base, call in
        let variants = call.argument(nil)?.symbolName.map { $0.split(separator: ".").map(String.init) } ?? []
        return library.changingImages(name, base, call) { $0.symbolVariants += variants }
    }

    /// A modifier that sets environment values for the views below from its one value: a level
    /// whose environment change (`SwiftUILibrary.changingEnvironment`) `change` makes from the
    /// value, given the modifier's name.
    private static func environmentValue(_ change: @escaping @Sendable (_ library: SwiftUILibrary, _ name: String, _ value: Value, _ call: NativeCall) throws -> ((inout EnvironmentValues) -> Void)?) -> ModifierApplier {
        ModifierApplier { library, name, base, call in
            guard let value = call.argument(nil) else { throw call.error("\(name) needs a value") }
            return library.changingEnvironment(name, base, call, try change(library, name, value, call))
        }
    }

    /// `font(_:)`; `font(nil)` takes back the font set above.
    static let font = environmentValue { _, _, value, call in
        if value.isNil { return { $0.font = nil } }
        guard let font = Modifiers.font(value) else { throw call.error("font(_:) expects a font such as .headline") }
        return { $0.font = font }
    }

    /// `dynamicTypeSize(.large)`, or a range of sizes the environment's size is clamped to.
    static let dynamicTypeSize = environmentValue { _, _, value, call in try Modifiers.dynamicTypeSizeChange(value, call) }

    /// `lineLimit(2)`, `lineLimit(nil)`, or a range of lines of which the upper bound is the limit.
    static let lineLimit = environmentValue { _, _, value, call in
        // `.none` is Optional's nil (`lineLimit(n == 0 ? .none : n)`).
        if value.isNil || (value.symbolName == "none") { return { $0.lineLimit = nil } }
        if case .range(let range) = value {
            let upper = range.upper?.intValue.map { range.isClosed ? $0 : $0 - 1 }
            return { $0.lineLimit = upper }
        }
        guard let limit = value.intValue else { throw call.error("lineLimit(_:) expects a whole number or nil") }
        return { $0.lineLimit = limit }
    }

    /// The modifiers named after the environment key they set (`multilineTextAlignment`,
    /// `truncationMode`, `lineSpacing`, `minimumScaleFactor`, `imageScale`): one applier, since
    /// the change is the one `environment(\.key, value)` makes (`EnvironmentKeys.change`,
    /// a table keyed by the environment key).
    static let environmentKey = environmentValue { library, name, value, call in
        try EnvironmentKeys.change(name, value, library: library, at: call.position)
    }

    /// `environment(\.key, value)`: the change `EnvironmentKeys.change` makes for the key;
    /// `environment(object)`: an object the views below read (as `environmentObject(_:)`).
    static let environment = ModifierApplier { library, name, base, call in
        if call.arguments.count == 1, let object = call.arguments.first?.value, Evaluator.typeName(of: object) != nil {
            return try environmentObject.apply(library, name, base, call)
        }
        guard call.arguments.count == 2, case .keyPath(let path) = call.arguments[0].value, let key = path.first else {
            throw call.error("environment(_:_:) needs a key path and a value, such as environment(\\.layoutDirection, .rightToLeft)")
        }
        return library.changingEnvironment(name, base, call, try EnvironmentKeys.change(key, call.arguments[1].value, library: library, at: call.position))
    }

    /// `modifier(_:)`: a `ViewModifier` of the scene.
    static let viewModifier = ModifierApplier { library, _, base, call in
        guard let modifier = call.arguments.first?.value else { throw call.error("modifier(_:) takes a ViewModifier") }
        return try library.viewModifier(modifier, applyingTo: base, call)
    }

    static let environmentObject = ModifierApplier { library, name, base, call in
        if let object = call.arguments.first?.value, let typeName = Evaluator.typeName(of: object) { library.environmentObjects[typeName] = object }
        return library.level(name, base, call, layout: PassthroughLayout())
    }

    static let layoutValue = ModifierApplier { library, name, base, call in
        guard case .type(let key)? = call.argument("key"), let value = call.argument("value") else {
            throw call.error("layoutValue(key:value:) takes a LayoutValueKey type and a value")
        }
        return library.level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[key.name] = value }
    }

    /// `containerShape(_:)`: the view itself (`ContainerRelativeShape` is drawn as a rectangle).
    static let unchanged = ModifierApplier { _, _, base, _ in base }
}
