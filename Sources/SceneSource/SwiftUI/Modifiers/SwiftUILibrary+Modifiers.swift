import LayoutEngine
import SwiftEvaluator

/// Modifiers that change behaviour or drawing but not layout: accepted as a level of their own
/// (so paths match SwiftUI's), with a note that they do not affect layout.
let behaviouralModifierNames: Set<String> = [
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    "onDisappear", "onChange", "onReceive", "refreshable", "onSubmit", "submitLabel",
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden",
    "navigationBarItems", "navigationDestination", "toolbar", "toolbarBackground", "toolbarColorScheme", "sheet", "alert",
    "confirmationDialog", "popover", "fullScreenCover", "searchable", "listStyle", "pickerStyle", "toggleStyle",
    "textFieldStyle", "buttonStyle", "labelStyle", "progressViewStyle", "datePickerStyle", "menuStyle", "tabViewStyle",
    "indexViewStyle", "navigationViewStyle", "formStyle", "gaugeStyle", "controlSize", "buttonBorderShape",
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
    "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden",
    "accessibilitySortPriority", "accessibility", "accessibilityAction", "accessibilityRepresentation",
    "tag", "id", "animation", "transition", "contentShape", "help", "disabled", "matchedGeometryEffect",
    "labelsHidden", "textSelection", "allowsHitTesting", "keyboardShortcut", "focused", "focusable",
    "coordinateSpace", "shadow", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
    "colorMultiply", "colorInvert", "compositingGroup", "drawingGroup", "blendMode", "mask",
    "rotationEffect", "rotation3DEffect", "scaleEffect", "zIndex", "tint", "accentColor", "redacted",
    "statusBarHidden", "preferredColorScheme", "listRowInsets", "listRowBackground", "listRowSeparator",
    "listRowSeparatorTint", "listSectionSeparator", "listSectionSpacing", "contextMenu", "textCase", "privacySensitive",
    "scrollIndicators", "scrollContentBackground", "scrollDismissesKeyboard", "scrollTargetBehavior", "scrollTargetLayout",
    "scrollPosition", "scrollClipDisabled", "symbolEffect", "contentTransition", "sensoryFeedback", "swipeActions",
    "onDrag", "onDrop", "draggable", "dropDestination", "onHover", "onOpenURL", "defaultScrollAnchor", "headerProminence",
    "keyboardType", "textContentType", "textInputAutocapitalization", "autocorrectionDisabled", "autocapitalization",
    "disableAutocorrection", "badge", "foregroundStyleHierarchical", "presentationDetents", "presentationDragIndicator",
    "interactiveDismissDisabled", "safeAreaInset", "safeAreaPadding", "contentMargins", "persistentSystemOverlays",
    "allowsTightening", "kerning", "tracking", "baselineOffset", "underline", "strikethrough", "flipsForRightToLeftLayoutDirection",
    "symbolVariant_", "onContinuousHover", "containerRelativeFrame", "visualEffect", "geometryGroup", "luminanceToAlpha",
    "menuIndicator", "pickerStyle_", "tabItem", "environment_", "ignoresSafeArea_", "task_",
]

extension SwiftUILibrary {
    /// The modifier `name` applied to `base`, as a function of its arguments; nil when no such
    /// modifier exists (an unknown member).
    func modifier(_ name: String, of base: Value, in evaluator: Evaluator) throws -> Value? {
        let library = self
        switch name {
        case "frame", "padding", "offset", "position", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill",
             "background", "overlay", "border", "layoutPriority", "alignmentGuide", "ignoresSafeArea", "edgesIgnoringSafeArea",
             "hidden", "clipped", "cornerRadius", "clipShape", "opacity", "foregroundStyle", "foregroundColor", "fill", "stroke",
             "bold", "italic", "fontWeight", "monospaced", "monospacedDigit", "fontDesign", "fontWidth", "resizable", "renderingMode",
             "symbolRenderingMode", "symbolVariant", "font", "environment", "dynamicTypeSize", "lineLimit", "multilineTextAlignment",
             "truncationMode", "lineSpacing", "minimumScaleFactor", "imageScale", "modifier", "preference", "anchorPreference",
             "transformPreference", "onPreferenceChange", "overlayPreferenceValue", "backgroundPreferenceValue", "onAppear", "task",
             "onGeometryChange", "environmentObject", "layoutValue", "textCase", "containerShape", "strokeBorder":
            return Function.native(name, parameterTypes: Self.modifierParameterTypes[name] ?? [:]) { call in
                if let accepted = Self.modifierLabels[name] {
                    for argument in call.arguments where !argument.isTrailingClosure && !accepted.contains(argument.label ?? "_") {
                        let described = accepted.map { $0 == "_" ? "an unlabelled value" : $0 + ":" }.joined(separator: ", ")
                        throw RuntimeError(
                            argument.label.map { "\(name) has no argument '\($0):'" } ?? "\(name) takes no unlabelled argument",
                            at: argument.position ?? call.position, hint: accepted.isEmpty ? "\(name) takes no arguments" : "\(name) takes " + described)
                    }
                }
                return try library.applyModifier(name, to: base, call)
            }
        case "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext", "previewedComponent":
            // Preview configuration: no view of its own.
            return Function.native(name) { _ in base }
        default:
            if behaviouralModifierNames.contains(name) {
                return Function.native(name) { call in
                    library.warning("'\(name)' does not affect layout", at: call.position)
                    return library.level(name, base, call, layout: PassthroughLayout())
                }
            }
            return nil
        }
    }

    /// The argument labels of the modifiers whose arguments are checked (`_` for unlabelled).
    static let modifierLabels: [String: [String]] = [
        "frame": ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"],
        "padding": ["_"], "offset": ["_", "x", "y"], "position": ["_", "x", "y"], "fixedSize": ["horizontal", "vertical"],
        "aspectRatio": ["_", "contentMode"], "layoutPriority": ["_"], "border": ["_", "width"], "cornerRadius": ["_", "antialiased"],
        "opacity": ["_"], "hidden": [], "clipped": ["antialiased"],
    ]

    /// The types of modifiers' parameters, for literals and implicit members.
    static let modifierParameterTypes: [String: [String: String]] = {
        let lengths = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        var frame = Dictionary(uniqueKeysWithValues: lengths.map { ($0, "CGFloat") })
        frame["alignment"] = "Alignment"
        return [
            "frame": frame,
            "padding": ["_": "CGFloat"],
            "offset": ["x": "CGFloat", "y": "CGFloat"],
            "position": ["x": "CGFloat", "y": "CGFloat"],
            "aspectRatio": ["_": "CGFloat", "contentMode": "ContentMode"],
            "layoutPriority": ["_": "Double"],
            "opacity": ["_": "Double"],
            "cornerRadius": ["_": "CGFloat"],
            "lineSpacing": ["_": "CGFloat"],
            "minimumScaleFactor": ["_": "CGFloat"],
            "foregroundStyle": ["_": "Color"],
            "foregroundColor": ["_": "Color"],
            "background": ["_": "Color", "alignment": "Alignment"],
            "overlay": ["_": "Color", "alignment": "Alignment"],
            "border": ["_": "Color", "width": "CGFloat"],
            "font": ["_": "Font"],
            "fontWeight": ["_": "Font.Weight"],
            "shadow": ["color": "Color", "radius": "CGFloat", "x": "CGFloat", "y": "CGFloat"],
            "tint": ["_": "Color"],
            "multilineTextAlignment": ["_": "TextAlignment"],
            "ignoresSafeArea": ["edges": "Edge.Set"],
            "dynamicTypeSize": ["_": "DynamicTypeSize"],
        ]
    }()

    func note(_ message: String, at position: SourcePosition?) {
        report(.note, message, at: position)
    }

    /// `base` with a modifier level over each of its views.
    func level(_ name: String, _ base: Value, _ call: NativeCall, layout: any Layout, configure: ((ViewNode) -> Void)? = nil) -> Value {
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        return .native(ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).map { node in
                let modifier = ViewNode(name, role: .modifier, content: .layout(layout), children: [node], argumentSummary: summary, sourceLocation: location)
                configure?(modifier)
                return modifier
            }
        })
    }

    /// `base` with each of its realized views changed in place (styling that takes no level).
    func changing(_ name: String, _ base: Value, _ call: NativeCall, _ change: @escaping (ViewNode) throws -> ViewNode) -> Value {
        .native(ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).map(change)
        })
    }

    func applyModifier(_ name: String, to base: Value, _ call: NativeCall) throws -> Value {
        switch name {
        case "frame": return try frame(base, call)
        case "padding": return try padding(base, call)
        case "offset", "position":
            var x = 0.0, y = 0.0
            if let single = call.argument(nil) {
                if let size = single.size { x = size.width; y = size.height }
                else if let point = single.point { x = point.x; y = point.y }
                else { throw call.error("\(name)(_:) expects a \(name == "offset" ? "CGSize" : "CGPoint")") }
            }
            x = try Arguments.length(call, "x", allowsNegative: true, library: self) ?? x
            y = try Arguments.length(call, "y", allowsNegative: true, library: self) ?? y
            return level(name, base, call, layout: name == "offset" ? OffsetLayout(x: x, y: y) as any Layout : PositionLayout(x: x, y: y))
        case "fixedSize":
            let horizontal = call.argument("horizontal")?.boolValue ?? true
            let vertical = call.argument("vertical")?.boolValue ?? true
            return level(name, base, call, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
        case "aspectRatio", "scaledToFit", "scaledToFill":
            var mode: AspectRatioLayout.ContentMode = name == "scaledToFill" ? .fill : .fit
            var ratio: Double?
            if name == "aspectRatio" {
                if let modeName = call.argument("contentMode")?.symbolName { mode = modeName == "fill" ? .fill : .fit }
                if let value = call.argument(nil), !value.isNil {
                    if let size = value.size { ratio = size.height == 0 ? .nan : size.width / size.height }
                    else if let number = value.number { ratio = number }
                    else { throw call.error("aspectRatio(_:) expects a number or a CGSize") }
                    if let given = ratio, !(given.isFinite && given > 0) {
                        warning("aspectRatio(_:) must be a positive number; using the view's own ratio", at: call.position)
                        ratio = nil
                    }
                }
            }
            return level(name, base, call, layout: AspectRatioLayout(aspectRatio: ratio, contentMode: mode))
        case "background", "overlay": return try secondary(name, base, call)
        case "border":
            let color = try call.argument(nil).map { try Modifiers.color($0, library: self, at: call.position) } ?? .named("primary")
            let width = try Arguments.length(call, "width", library: self) ?? 1
            let location = location(call.position)
            return level(name, base, call, layout: SecondaryViewLayout(placement: .overlay, alignment: .center)) { node in
                let rectangle = ViewNode("Rectangle", content: .shape(.rectangle), sourceLocation: location)
                rectangle.style.stroke = DrawingStyle.Stroke(color: color, lineWidth: width, isInside: true)
                node.children.append(rectangle)
            }
        case "layoutPriority":
            guard let priority = call.argument(nil)?.number else { throw call.error("layoutPriority(_:) expects a number") }
            return level(name, base, call, layout: PassthroughLayout()) { $0.layoutPriority = priority.isFinite ? priority : 0 }
        case "alignmentGuide": return try alignmentGuide(base, call)
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
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
                    warning("only the keyboard's safe area is ignored, and the playground shows no keyboard", at: call.position)
                    edges = []
                }
            }
            let ignored = edges
            return level(name, base, call, layout: SafeAreaIgnoringLayout(edges: ignored)) { $0.ignoredSafeAreaEdges = ignored }
        case "hidden", "clipped", "cornerRadius", "clipShape", "opacity":
            return try drawing(name, base, call)
        case "foregroundStyle", "foregroundColor", "tint_":
            let color: Color? = try call.argument(nil).flatMap { $0.isNil ? nil : try Modifiers.color($0, library: self, at: call.position) }
            if case .native(var shape as ShapeValue) = base, name == "foregroundStyle" || name == "foregroundColor" {
                shape.style.foreground = color
                return .native(shape)
            }
            return changing(name, base, call) { node in
                node.style.foreground = color
                if let color { Modifiers.recolorButtons(inside: node, color) }
                return node
            }
        case "fill", "stroke", "strokeBorder":
            throw call.error("\(name)(_:) applies to a shape, not to this view; apply it directly after the shape")
        case "bold", "italic", "fontWeight", "monospaced", "monospacedDigit", "fontDesign", "fontWidth", "textCase":
            return try textStyle(name, base, call)
        case "resizable", "renderingMode", "symbolRenderingMode", "symbolVariant":
            return try imageStyle(name, base, call)
        case "font", "dynamicTypeSize", "lineLimit", "multilineTextAlignment", "truncationMode", "lineSpacing", "minimumScaleFactor", "imageScale", "environment":
            return try environmentModifier(name, base, call)
        case "modifier":
            guard let modifier = call.arguments.first?.value else { throw call.error("modifier(_:) takes a ViewModifier") }
            return try viewModifier(modifier, applyingTo: base, call)
        case "preference", "anchorPreference", "transformPreference", "onPreferenceChange", "overlayPreferenceValue", "backgroundPreferenceValue", "onGeometryChange":
            return try preferenceModifier(name, base, call)
        case "onAppear", "task":
            guard let action = call.arguments.last?.value, case .function = action else { return level(name, base, call, layout: PassthroughLayout()) }
            return appearing(name, base, call, action: action)
        case "environmentObject":
            if let object = call.arguments.first?.value, let typeName = Evaluator.typeName(of: object) { environmentObjects[typeName] = object }
            return level(name, base, call, layout: PassthroughLayout())
        case "layoutValue":
            guard case .type(let key)? = call.argument("key"), let value = call.argument("value") else {
                throw call.error("layoutValue(key:value:) takes a LayoutValueKey type and a value")
            }
            return level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[key.name] = value }
        case "containerShape":
            return base
        default:
            throw call.error("'\(name)' is not supported")
        }
    }

    // MARK: Frame and padding

    static let flexibleFrameLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    func frame(_ base: Value, _ call: NativeCall) throws -> Value {
        let labels = Set(call.arguments.compactMap(\.label))
        let isFlexible = labels.contains { Self.flexibleFrameLabels.contains($0) }
        let alignment = try Arguments.alignment(call, "alignment") ?? .center
        if !isFlexible {
            let width = try Arguments.length(call, "width", library: self)
            let height = try Arguments.length(call, "height", library: self)
            return level("frame", base, call, layout: FrameLayout(width: width, height: height, alignment: alignment))
        }
        if labels.contains("width") || labels.contains("height") {
            throw call.error("frame cannot mix width:/height: with minWidth:, maxWidth: and the others; use two frame modifiers")
        }
        var lengths: [String: Double] = [:]
        for label in Self.flexibleFrameLabels {
            guard let value = call.argument(label), !value.isNil else { continue }
            guard let number = value.number else { throw call.error("'\(label):' expects a number, not \(call.evaluator.describe(value))") }
            if number.isNaN {
                warning("frame(\(label):) is not a number; using 0", at: call.position)
                lengths[label] = 0
            } else if number.isInfinite && (!label.hasPrefix("max") || number < 0) {
                warning("frame(\(label):) must be finite; ignoring it", at: call.position, hint: "SwiftUI logs 'Invalid frame dimension (negative or non-finite)'")
            } else {
                lengths[label] = number
            }
        }
        let layout = FlexFrameLayout(
            minWidth: lengths["minWidth"], idealWidth: lengths["idealWidth"], maxWidth: lengths["maxWidth"],
            minHeight: lengths["minHeight"], idealHeight: lengths["idealHeight"], maxHeight: lengths["maxHeight"], alignment: alignment)
        if layout.isContradictory {
            warning("Contradictory frame constraints specified.", at: call.position, hint: "keep 0 <= min <= ideal <= max; SwiftUI fixes them as the engine does")
        }
        return level("frame", base, call, layout: layout)
    }

    func padding(_ base: Value, _ call: NativeCall) throws -> Value {
        let values = call.arguments.map(\.value)
        var edges = Edge.Set.all
        var length: Double?
        if values.count == 1, let insets = values[0].edgeInsets {
            let sane = EdgeInsets(
                top: insets.top.isFinite ? insets.top : 0, leading: insets.leading.isFinite ? insets.leading : 0,
                bottom: insets.bottom.isFinite ? insets.bottom : 0, trailing: insets.trailing.isFinite ? insets.trailing : 0)
            return level("padding", base, call, layout: PaddingLayout(insets: sane))
        }
        if let first = values.first, first.number == nil, !first.isNil {
            guard let set = Arguments.edgeSet(first) else { throw call.error("padding(_:) expects an edge set such as .horizontal, a number or EdgeInsets") }
            edges = set
            if values.count == 2 {
                var site = call
                site.arguments = [SwiftEvaluator.Argument(label: nil, value: values[1])]
                length = try Arguments.length(site, nil, allowsNegative: true, library: self)
            }
        } else if values.count == 1 {
            length = try Arguments.length(call, nil, allowsNegative: true, library: self)
        }
        return level("padding", base, call, layout: PaddingLayout(insets: EdgeInsets(edges, length ?? PaddingLayout.defaultLength)))
    }

    // MARK: Background and overlay

    /// `background(X)`, `background(X, alignment:)`, `background(alignment:) { ... }`,
    /// `background(.red, in: Shape)`: the modified view is child 0, the secondary view child 1.
    func secondary(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let alignment = try Arguments.alignment(call, "alignment") ?? .center
        let location = location(call.position)
        var secondary: Value
        var ignoresEdges: Edge.Set = []
        if let content = call.argument(nil) {
            if let shapeValue = call.argument("in") {
                var shape: ShapeValue
                if let given = shapeValue.native(ShapeValue.self) { shape = given }
                else if let kind = Modifiers.shapeKind(shapeValue) { shape = ShapeValue(kind: kind, name: "Shape", location: location) }
                else { throw call.error("'in:' expects a shape such as RoundedRectangle(cornerRadius: 8)") }
                shape.style.fill = try Modifiers.color(content, library: self, at: call.position)
                secondary = .native(shape)
            } else if isStyle(content) {
                let color = try Modifiers.color(content, library: self, at: call.position)
                secondary = .native(ColorValue(color))
                ignoresEdges = .all
                if let given = call.argument("ignoresSafeAreaEdges") {
                    guard let set = Arguments.edgeSet(given) else { throw call.error("'ignoresSafeAreaEdges:' expects an Edge.Set") }
                    ignoresEdges = set
                }
            } else {
                secondary = content
            }
        } else if let closure = contentClosure(call) {
            secondary = try runBuilder(closure, at: call.position)
        } else if call.argument("in") != nil {
            secondary = .native(ShapeValue(kind: Modifiers.shapeKind(call.argument("in")!) ?? .rectangle, name: "Shape", style: {
                var style = DrawingStyle(); style.fill = .named("white"); return style }(), location: location))
        } else {
            throw call.error("\(name) needs a view: \(name)(Color.red) or \(name) { ... }")
        }
        let placement: SecondaryViewLayout.Placement = name == "overlay" ? .overlay : .background
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let edges = ignoresEdges
        return .native(ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).enumerated().map { index, node in
                var views = try self.realize(secondary, context, path: path + ".\(name)\(index)")
                if views.count > 1 {
                    views = [ViewNode("ZStack", content: .layout(ZStackLayout(alignment: alignment)), children: views, sourceLocation: location)]
                }
                let secondaryNode = views.first ?? ViewNode("EmptyView", content: .empty, sourceLocation: location)
                if !edges.isEmpty { secondaryNode.ignoredSafeAreaEdges = edges }
                return ViewNode(name, role: .modifier, content: .layout(SecondaryViewLayout(placement: placement, alignment: alignment)),
                                children: [node, secondaryNode], argumentSummary: summary, sourceLocation: location)
            }
        })
    }

    /// True for values that are styles rather than views: colours, gradients, materials,
    /// `.secondary`.
    func isStyle(_ value: Value) -> Bool {
        switch value {
        case .native(is ColorValue), .native(is StyleValue): return true
        case .implicitMember(let member): return HostTypes.typeForImplicitMember(member.name) == "Color" || (try? HostTypes.colorMember(member.name, library: self)) != nil
        default: return false
        }
    }

    // MARK: Alignment guides

    /// `alignmentGuide(.leading) { d in d[.leading] + 30 }`: the closure runs during layout with
    /// the modified view's dimensions.
    func alignmentGuide(_ base: Value, _ call: NativeCall) throws -> Value {
        guard let guideValue = call.argument(nil) else { throw call.error("alignmentGuide needs a guide: alignmentGuide(.leading) { d in d[.leading] }") }
        guard let closure = call.argument("computeValue") ?? call.arguments.last(where: \.isTrailingClosure)?.value else {
            throw call.error("alignmentGuide needs a closure that computes the guide")
        }
        let guide = try HostTypes.guide(guideValue, evaluator: call.evaluator)
        let key: AlignmentKey
        switch guide {
        case .horizontal(let value): key = value.key
        case .vertical(let value): key = value.key
        case .both: throw call.error("alignmentGuide takes a horizontal or vertical guide, such as .leading or .top")
        }
        let position = call.position
        return level("alignmentGuide", base, call, layout: PassthroughLayout()) { node in
            node.alignmentGuides[key] = { dimensions in
                do {
                    let result = try self.evaluator.call(closure, arguments: [SwiftEvaluator.Argument(label: nil, value: .native(ViewDimensionsValue(dimensions: dimensions)))], at: position)
                    guard let number = result.number else {
                        self.report(.error, "an alignment guide must compute a number, not \(self.evaluator.describe(result))", at: position)
                        return 0
                    }
                    return number.isFinite ? number : 0
                } catch let error as RuntimeError {
                    self.report(error)
                    return 0
                } catch {
                    return 0
                }
            }
        }
    }

    // MARK: Drawing

    func drawing(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        var style = DrawingStyle()
        switch name {
        case "hidden": style.isVisible = false
        case "clipped": style.isClipped = true
        case "cornerRadius":
            guard let radius = call.argument(nil)?.number else { throw call.error("cornerRadius(_:) expects a number") }
            style.cornerRadius = Arguments.checkedLength(radius, label: "cornerRadius(_:)", library: self, at: call.position) ?? 0
            style.isClipped = true
        case "clipShape":
            guard let shapeValue = call.argument(nil), let kind = Modifiers.shapeKind(shapeValue) else {
                throw call.error("clipShape(_:) expects a shape such as Circle()")
            }
            style.isClipped = true
            style.clipShape = kind
        default:
            guard let amount = call.argument(nil)?.number else { throw call.error("opacity(_:) expects a number from 0 to 1") }
            style.opacity = amount.isNaN ? 0 : min(max(amount, 0), 1)
        }
        let drawingStyle = style
        return level(name, base, call, layout: PassthroughLayout()) { $0.style = drawingStyle }
    }

    // MARK: Text and images

    func textStyle(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let flag = call.argument(nil)?.boolValue ?? true
        let weightName = call.argument(nil)?.symbolName
        func change(_ content: inout TextContent) {
            switch name {
            case "bold": if flag { content.weight = .bold }
            case "italic": content.isItalic = flag
            case "monospaced", "monospacedDigit": content.isMonospaced = name == "monospaced" ? flag : content.isMonospaced
            case "fontWeight": content.weight = weightName.flatMap(Font.Weight.init(rawValue:))
            case "textCase":
                if weightName == "uppercase" { content.string = content.string.uppercased() }
                if weightName == "lowercase" { content.string = content.string.lowercased() }
            default: break
            }
        }
        if case .native(let view as ViewValue) = base, view.typeName == "Text", var content = view.text {
            change(&content)
            return .native(textView(content, at: view.position, summary: "\"\(content.string)\""))
        }
        return changing(name, base, call) { node in
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
    }

    func imageStyle(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let argument = call.argument(nil)
        if name == "resizable", case .native(let view as ViewValue) = base, view.typeName != "Image" {
            throw call.error("resizable() applies to an Image, not to '\(view.typeName)'")
        }
        return changing(name, base, call) { node in
            var stack = [node]
            while let current = stack.popLast() {
                if case .image(var image) = current.content {
                    switch name {
                    case "resizable": image.isResizable = true
                    case "renderingMode": image.renderingMode = argument?.symbolName.flatMap(Image.TemplateRenderingMode.init(rawValue:))
                    case "symbolRenderingMode": image.symbolRenderingMode = argument?.symbolName.flatMap(SymbolRenderingMode.init(rawValue:))
                    default:
                        if let variant = argument?.symbolName { image.symbolVariants += variant.split(separator: ".").map(String.init) }
                    }
                    current.content = .image(image)
                }
                if name == "resizable" && current.role == .view { break }
                stack += current.children
            }
            return node
        }
    }

    // MARK: Environment

    func environmentModifier(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        var change: ((inout EnvironmentValues) -> Void)?
        if name == "environment" {
            if call.arguments.count == 1, let object = call.arguments.first?.value, let typeName = Evaluator.typeName(of: object) {
                environmentObjects[typeName] = object
                return level(name, base, call, layout: PassthroughLayout())
            }
            guard call.arguments.count == 2, case .keyPath(let path) = call.arguments[0].value, let key = path.first else {
                throw call.error("environment(_:_:) needs a key path and a value, such as environment(\\.layoutDirection, .rightToLeft)")
            }
            change = try EnvironmentKeys.change(key, call.arguments[1].value, library: self, at: call.position)
        } else {
            guard let value = call.argument(nil) else { throw call.error("\(name) needs a value") }
            switch name {
            case "font":
                if value.isNil { change = { $0.font = nil } } else {
                    guard let font = Modifiers.font(value) else { throw call.error("font(_:) expects a font such as .headline") }
                    if case .native(let view as ViewValue) = base, var content = view.text, content.weight == nil {
                        // `Text(...).font(...)` keeps being a `Text`.
                        _ = content
                        content = view.text!
                    }
                    change = { $0.font = font }
                }
            case "dynamicTypeSize":
                change = try Modifiers.dynamicTypeSizeChange(value, call)
            case "lineLimit":
                if value.isNil { change = { $0.lineLimit = nil } }
                else if case .range(let range) = value {
                    let upper = range.upper?.intValue.map { range.isClosed ? $0 : $0 - 1 }
                    change = { $0.lineLimit = upper }
                } else {
                    guard let limit = value.intValue else { throw call.error("lineLimit(_:) expects a whole number or nil") }
                    change = { $0.lineLimit = limit }
                }
            default:
                let key = name
                change = try EnvironmentKeys.change(key, value, library: self, at: call.position)
            }
        }
        let environmentChange = change
        let result = level(name, base, call, layout: PassthroughLayout()) { $0.environmentChange = environmentChange }
        if case .native(let view as ViewValue) = base, let content = view.text, case .native(var wrapped as ViewValue) = result {
            wrapped.text = content
            return .native(wrapped)
        }
        return result
    }

    // MARK: ViewModifier

    /// `.modifier(CardStyle())`: the modifier's `body(content:)` with `content` standing for the
    /// modified view.
    func viewModifier(_ modifier: Value, applyingTo base: Value, _ call: NativeCall) throws -> Value {
        let content = ViewValue("_ViewModifier_Content", at: call.position) { context, path in
            try self.realize(base, context, path: path)
        }
        let body = try evaluator.member("body", of: modifier, node: Syntax(TokenSyntax.identifier("body")))
        return try evaluator.call(body, arguments: [SwiftEvaluator.Argument(label: "content", value: .native(content))], at: call.position)
    }
}

/// Conversions of style, font and shape arguments.
enum Modifiers {
    /// The colour of a style: a colour, a gradient's first colour, a material's grey, or a
    /// hierarchical style (`.secondary`).
    static func color(_ value: Value, library: SwiftUILibrary, at position: SourcePosition?) throws -> Color {
        switch value {
        case .native(let color as ColorValue): return color.color
        case .native(let style as StyleValue): return style.color
        case .native(let view as ViewValue) where view.color != nil: return view.color!
        case .implicitMember(let member):
            if case .native(let color as ColorValue)? = try HostTypes.colorMember(member.name, library: library) {
                if let arguments = member.arguments, member.name == "opacity" { _ = arguments }
                return color.color
            }
            if case .native(let style as StyleValue)? = try HostTypes.colorMember(member.name, library: library) { return style.color }
            if let arguments = member.arguments, ["linearGradient", "radialGradient", "angularGradient"].contains(member.name) {
                var call = NativeCall(evaluator: library.evaluator, arguments: arguments, position: position)
                return try HostTypes.gradient(member.name, call, library: library).color
            }
        default: break
        }
        throw RuntimeError("expected a colour or style such as .red, not \(library.evaluator.describe(value))", at: position)
    }

    static func font(_ value: Value) -> Font? {
        if let font = value.native(FontValue.self) { return font.font }
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
                return .rectangle
            case "ellipse": return .ellipse
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

import SwiftSyntax
