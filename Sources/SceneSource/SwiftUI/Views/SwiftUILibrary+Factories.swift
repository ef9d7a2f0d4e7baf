import LayoutEngine
import SwiftEvaluator

extension SwiftUILibrary {
    /// The view a call's content closure builds: the argument labelled `content` (or another
    /// closure label given), else the first trailing closure. The closure runs now under
    /// `@ViewBuilder`, as SwiftUI's initializers run it. Nil values become no views.
    func content(_ call: NativeCall, label: String = "content", passing arguments: [Value] = []) throws -> Value {
        guard let closure = contentClosure(call, label: label) else { return .nil }
        return try runBuilder(closure, passing: arguments, at: call.position)
    }

    func contentClosure(_ call: NativeCall, label: String = "content") -> Value? {
        if let labelled = call.arguments.first(where: { $0.label == label }) { return labelled.value }
        return call.arguments.first(where: { $0.isTrailingClosure && ($0.label == nil || $0.label == label) })?.value
    }

    /// Calls a closure under `@ViewBuilder`; a view value passed instead of a closure is itself.
    func runBuilder(_ closure: Value, passing arguments: [Value] = [], at position: SourcePosition?) throws -> Value {
        guard case .function(let function) = closure else { return closure }
        let building = function.builder == nil ? function.withBuilder(viewBuilder) : function
        return try evaluator.call(.function(building), arguments: arguments.map { SwiftEvaluator.Argument(label: nil, value: $0) }, at: position)
    }

    // MARK: Text

    func text(_ call: NativeCall, summary: String) throws -> ViewValue {
        guard let value = call.argument(nil) ?? call.argument("verbatim") else { throw call.error("Text needs a string, such as Text(\"Hello\")") }
        let string: String
        switch value {
        case .string(let text): string = text
        case .native(let view as ViewValue) where view.text != nil: string = view.text!.string
        case .native(let date as DateValue):
            // `Text(date, style: .relative)`, `Text(date, format: .dateTime.month().day())`.
            if case .implicitMember(let style)? = call.argument("style") {
                string = date.text(style: style.name)
            } else {
                string = date.formatted(call.argument("format") ?? .nil)
            }
        case .int, .double:
            if let format = call.argument("format") {
                string = try call.evaluator.describe(call.evaluator.call(call.evaluator.member("formatted", of: value, node: Syntax(TokenSyntax.identifier("formatted"))), arguments: [SwiftEvaluator.Argument(label: nil, value: format)], at: call.position))
            } else {
                string = call.evaluator.describe(value)
            }
        default:
            string = call.evaluator.describe(value)
        }
        return textView(TextContent(string), at: call.position, summary: summary)
    }

    func textView(_ content: TextContent, at position: SourcePosition?, summary: String) -> ViewValue {
        let location = location(position)
        var view = ViewValue("Text", at: position) { _, _ in
            [ViewNode("Text", content: .text(content), argumentSummary: summary, sourceLocation: location)]
        }
        view.text = content
        return view
    }

    // MARK: Shapes

    /// `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Ellipse()`, `Capsule()`.
    func shape(_ type: String, _ call: NativeCall) throws -> ShapeValue? {
        let kind: ShapeKind
        switch type {
        case "Rectangle", "ContainerRelativeShape": kind = .rectangle
        case "Circle": kind = .circle
        case "Ellipse": kind = .ellipse
        case "Capsule": kind = .capsule
        case "RoundedRectangle", "UnevenRoundedRectangle":
            if let radius = call.argument("cornerRadius")?.number {
                kind = .roundedRectangle(cornerRadius: Arguments.checkedLength(radius, label: "RoundedRectangle(cornerRadius:)", library: self, at: call.position) ?? 0)
            } else if let size = call.argument("cornerSize")?.size {
                kind = .roundedRectangle(cornerRadius: min(size.width, size.height))
            } else if type == "UnevenRoundedRectangle" {
                let radii = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"].compactMap { call.argument($0)?.number }
                kind = .roundedRectangle(cornerRadius: radii.max() ?? 0)
            } else {
                throw call.error("RoundedRectangle needs a corner radius, such as RoundedRectangle(cornerRadius: 8)")
            }
        default:
            return nil
        }
        return ShapeValue(kind: kind, name: type, position: call.position, location: location(call.position),
                          summary: Summary.arguments(call.arguments, evaluator: call.evaluator))
    }

    /// A shape's own modifiers (`fill`, `stroke`, `strokeBorder`, `inset`): they change the
    /// shape's drawing, no level. Others are view modifiers.
    func shapeMember(_ name: String, of shape: ShapeValue, in evaluator: Evaluator) throws -> Value? {
        switch name {
        case "subtracting", "union", "intersection", "symmetricDifference", "lineSubtraction", "lineIntersection":
            // iOS 17's shape operations: a shape that lays out as every shape does (it takes the
            // space offered); drawn as the first shape, with a warning saying so.
            return Function.native(name) { call in
                self.warning("'\(name)' is drawn as the first shape (the playground does not combine paths); its layout is a shape's", at: call.position)
                return .native(shape)
            }
        case "fill":
            return Function.native(name) { call in
                var changed = shape
                changed.style.fill = try call.arguments.first.map { try Modifiers.color($0.value, library: self, at: call.position) } ?? .named("primary")
                return .native(changed)
            }
        case "stroke", "strokeBorder":
            return Function.native(name) { call in
                var changed = shape
                var color = Color.named("primary")
                if let first = call.arguments.first, first.label == nil { color = try Modifiers.color(first.value, library: self, at: call.position) }
                var width = 1.0
                if let lineWidth = call.argument("lineWidth")?.number { width = lineWidth }
                if let style = call.argument("style"), case .native(let record as StrokeStyleValue) = style { width = record.lineWidth }
                changed.style.stroke = DrawingStyle.Stroke(color: color, lineWidth: width, isInside: name == "strokeBorder")
                return .native(changed)
            }
        case "inset", "rotation", "offset", "scale":
            // The outline moved within the same frame (`ShapeTransform`); layout unchanged.
            return Function.native(name) { call in
                var changed = shape
                var transform = ShapeTransform()
                var inner = shape.kind
                if case .transformed(let base, let existing) = shape.kind { (inner, transform) = (base, existing) }
                let first = call.arguments.first?.value
                switch name {
                case "inset":
                    transform.inset += (call.argument("by") ?? first)?.number ?? 0
                case "rotation":
                    transform.rotation += first.flatMap(PathValue.radians) ?? 0
                    if let anchor = try ShapeStyles.unitPoint(call, "anchor") { transform.anchor = anchor }
                case "offset":
                    if let size = first?.size, call.argument("x") == nil { (transform.offsetX, transform.offsetY) = (transform.offsetX + size.width, transform.offsetY + size.height) }
                    transform.offsetX += call.argument("x")?.number ?? 0
                    transform.offsetY += call.argument("y")?.number ?? 0
                default:
                    if let amount = first?.number, call.arguments.first?.label == nil {
                        transform.scaleX *= amount
                        transform.scaleY *= amount
                    } else {
                        transform.scaleX *= call.argument("x")?.number ?? 1
                        transform.scaleY *= call.argument("y")?.number ?? 1
                    }
                    if let anchor = try ShapeStyles.unitPoint(call, "anchor") { transform.anchor = anchor }
                }
                changed.kind = .transformed(inner, transform)
                return .native(changed)
            }
        case "trim":
            return Function.native(name) { _ in .native(shape) }
        default:
            return try modifier(name, of: .native(shape), in: evaluator)
        }
    }

    /// A scene's own `Shape` (`struct Wave: Shape { func path(in:) }`) placed as a view: it
    /// lays out as every shape does (taking its proposal) and is drawn from its `path(in:)`.
    func customShapeNode(_ value: Value, type: TypeDefinition) -> ViewNode {
        ViewNode(type.name, content: .shape(.path(customShapePath(value, type: type))), sourceLocation: type.position.map(location))
    }

    // MARK: Images and labels

    func image(_ call: NativeCall, summary: String) throws -> ViewValue {
        let content: ImageContent
        if let name = call.argument("systemName")?.stringValue {
            content = .systemName(name)
        } else if let name = (call.argument(nil) ?? call.argument("decorative"))?.stringValue {
            content = .named(name)
        } else if call.argument("uiImage") != nil || call.argument("nsImage") != nil {
            content = .named("photo")
        } else if case .implicitMember(let resource)? = call.argument(nil) ?? call.argument("decorative"), resource.arguments == nil {
            // `Image(.chevronDown)`: an image resource of the app's asset catalogue, by its name.
            content = .named(resource.name)
        } else if let standIn = call.arguments.first?.value.native(StandInValue.self) {
            // `Image(model.icon)`, `Image(asset.image)`: an image of its app, a photo symbol.
            _ = standIn
            content = .systemName("photo")
        } else if !isStrict, let first = call.arguments.first, first.label != nil, !call.arguments.isEmpty {
            // `Image(braveSystemName: "leo.folder")`: an initializer its app declares elsewhere.
            warning("Image(\(first.label!):) is not declared in the scene (an initializer of its app?); a photo symbol stands in", at: call.position,
                    hint: Self.standInHint)
            content = .systemName("photo")
        } else {
            throw call.error("Image needs a name: Image(systemName: \"star\") or Image(\"name\")")
        }
        let location = location(call.position)
        return ViewValue("Image", at: call.position) { _, _ in
            [ViewNode("Image", content: .image(content), argumentSummary: summary, sourceLocation: location)]
        }
    }

    /// A button lays out as its label (the default style adds no padding), drawn in the accent
    /// colour unless a foreground style is set.
    func button(_ call: NativeCall, summary: String) throws -> ViewValue {
        try drawnAsButton("Button", call, summary: summary, closureIsLabel: false, isRowInList: false)
    }

    /// Drawn as a button; in a list, a row in the label colour.
    func navigationLink(_ call: NativeCall, summary: String) throws -> ViewValue {
        try drawnAsButton("NavigationLink", call, summary: summary, closureIsLabel: true, isRowInList: true)
    }

    /// `Menu`, `Link` and `ShareLink`: drawn as a button; what they open is not modelled.
    func menuOrLink(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        var call = call
        if type == "ShareLink", call.argument(nil)?.stringValue == nil, call.argument("label") == nil,
           !call.arguments.contains(where: \.isTrailingClosure) {
            // `ShareLink(item: url, preview: ...)`: SwiftUI's own label, "Share" with its symbol.
            call.arguments.insert(contentsOf: [SwiftEvaluator.Argument(label: nil, value: .string("Share")),
                                               SwiftEvaluator.Argument(label: "systemImage", value: .string("square.and.arrow.up"))], at: 0)
        }
        return try drawnAsButton(type, call, summary: summary, closureIsLabel: true, isRowInList: false)
    }

    /// A view drawn as a button in its style (`styledButton`) around its label: its title (with
    /// `systemImage:`, a `Label`), its `label:` closure, its trailing closure when there are two
    /// or an `action:`, or a view given first; `closureIsLabel`: also its one trailing (or
    /// `content:`) closure. `isRowInList`: in a list, a row in the label colour.
    private func drawnAsButton(_ type: String, _ call: NativeCall, summary: String, closureIsLabel: Bool, isRowInList: Bool) throws -> ViewValue {
        let location = location(call.position)
        var label: Value
        if let title = call.argument(nil)?.stringValue {
            if let systemImage = call.argument("systemImage")?.stringValue {
                var site = call
                site.arguments = [SwiftEvaluator.Argument(label: nil, value: .string(title)), SwiftEvaluator.Argument(label: "systemImage", value: .string(systemImage))]
                label = .native(try self.label(site, summary: summary))
            } else {
                label = .native(textView(TextContent(title), at: call.position, summary: "\"\(title)\""))
            }
        } else if let closure = call.arguments.first(where: { $0.label == "label" })?.value {
            label = try runBuilder(closure, at: call.position)
        } else if closureIsLabel, let closure = call.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.value ?? call.arguments.first(where: { $0.label == "content" })?.value,
                  call.argument(nil)?.stringValue == nil {
            label = try runBuilder(closure, at: call.position)
        } else if let trailing = call.arguments.last(where: \.isTrailingClosure), call.arguments.filter(\.isTrailingClosure).count == 2 || call.argument("action") != nil {
            label = try runBuilder(trailing.value, at: call.position)
        } else if let view = call.arguments.first?.value, isView(view) {
            label = view
        } else if let role = call.argument("role")?.symbolName, let symbol = ["close": "xmark", "cancel": "xmark", "confirm": "checkmark", "destructive": "trash"][role] {
            // `Button(role: .close) { ... }` (iOS 26): the role's own symbol.
            var site = call
            site.arguments = [SwiftEvaluator.Argument(label: "systemName", value: .string(symbol))]
            label = .native(try image(site, summary: "systemName: \"\(symbol)\""))
        } else {
            throw call.error("\(type) needs a title or a label: \(type)(\"Title\") { ... }")
        }
        let role = call.argument("role")?.symbolName
        return ViewValue(type, at: call.position) { context, path in
            if type == "Button", let styled = try self.styledBody("buttonStyle", configuration: "ButtonStyleConfiguration",
                                                                 members: ["label": self.configurationPart("Label", label, context, path: path),
                                                                           "isPressed": .bool(false), "role": role.map { .implicitMember(ImplicitMember(name: $0)) } ?? .nil,
                                                                           "trigger": Function.native("trigger") { _ in .void }],
                                                                 context, path: path, at: call.position) {
                return [ViewNode(type, content: .layout(PassthroughLayout()), children: styled, argumentSummary: summary, sourceLocation: location)]
            }
            let labelNode = self.single(try self.realize(label, context, path: path))
            let node = ViewNode(type, content: .layout(PassthroughLayout()), children: [labelNode],
                                argumentSummary: summary, sourceLocation: location)
            let initial = Color.named(role == "destructive" ? "red" : "accentColor")
            node.style.foreground = initial
            var chosen: Color? = initial
            node.environmentDependentChildren = { environment in
                // A foreground style the scene set on the button (after it was made) wins.
                let previous = node.style.foreground
                let isOwn = previous == chosen
                let parts = Self.styledButton(type, labelNode, node, role: role, isRowInList: isRowInList, environment: environment)
                if isOwn { chosen = node.style.foreground } else { node.style.foreground = previous }
                return parts
            }
            return [node]
        }
    }

    /// A button's parts in its style (`.buttonStyle(_:)`): the label alone for the automatic,
    /// borderless and plain styles; padded on a tinted shape for `.bordered` and
    /// `.borderedProminent`, by `.controlSize` and `.buttonBorderShape` (SystemMetrics).
    /// `isRowInList`: in a list, a row in the label colour (a navigation link).
    static func styledButton(_ type: String, _ label: ViewNode, _ node: ViewNode, role: String?, isRowInList: Bool, environment: EnvironmentValues) -> [ViewNode] {
        let styles = environment.systemStyles
        let tint = role == "destructive" ? .named("red") : (styles.tint ?? .named("accentColor"))
        var content = label
        if label.typeName == "Label", label.children.count == 2 {
            if styles.label == .iconOnly { content = label.children[0] }
            if styles.label == .titleOnly { content = label.children[1] }
        }
        switch styles.button {
        case .bordered, .borderedProminent:
            let size = styles.controlSize
            let shape: ShapeKind
            switch styles.buttonBorderShape {
            case .capsule: shape = .capsule
            case .circle: shape = .circle
            default: shape = .roundedRectangle(cornerRadius: SystemMetrics.borderedRadius(size))
            }
            let prominent = styles.button == .borderedProminent
            let background = ViewNode.filled(shape, tint, opacity: prominent ? 1 : 0.15)
            node.style.foreground = prominent ? .named("white") : tint
            var padded = content.padding(SystemMetrics.borderedPadding(size)).background(background)
            if environment.font == nil, size == .small || size == .mini {
                padded = padded.font(.textStyle(size == .mini ? .footnote : .subheadline))
            }
            if prominent || size == .large || size == .extraLarge {
                padded = padded.font(Font(size: (environment.font ?? .body).size, weight: prominent ? .semibold : nil))
            }
            return [padded.withPart("\(type).bordered")]
        case .plain:
            node.style.foreground = role == "destructive" ? .named("red") : nil
            return [content]
        default:
            // A navigation link in a list is a row in the label colour, with a chevron.
            let isListRow = isRowInList && styles.isInList
            node.style.foreground = isListRow ? nil : tint
            return [content]
        }
    }

    /// `ScrollView(.horizontal) { ... }`: several views are stacked along its axis by an
    /// implicit stack, as SwiftUI does. `List` and `Form` scroll vertically, for now.
    func scrollView(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        var axes = Axis.Set.vertical
        if type == "ScrollView", let value = call.argument(nil) {
            guard let set = Arguments.axisSet(value) else { throw call.error("ScrollView(_:) expects an axis set such as .horizontal") }
            axes = set
        }
        if type != "ScrollView" {
            library_warn(type, call)
        }
        var content: Value
        if type == "List", let data = call.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure })?.value {
            var site = call
            site.arguments = call.arguments
            content = .native(try forEach(site, data: data))
        } else {
            content = try self.content(call)
        }
        let location = location(call.position)
        return ViewValue(type, at: call.position) { context, path in
            var children = try self.realize(content, context, path: path)
            if children.count > 1 || type != "ScrollView" {
                let horizontal = axes == .horizontal
                let stack: any Layout = horizontal ? HStackLayout() : VStackLayout(alignment: type == "ScrollView" ? .center : .leading, spacing: type == "ScrollView" ? nil : 0)
                children = [ViewNode(horizontal ? "HStack" : "VStack", content: .layout(stack), children: children, sourceLocation: location)]
            }
            let node = ViewNode(type, content: .layout(ScrollViewLayout(axes: axes)), children: children, argumentSummary: summary, sourceLocation: location)
            // A scroll view shows its content only within its frame (clipped, as iOS does).
            node.style.isClipped = true
            if type == "ScrollView" {
                // `contentMargins` around the scrolled content (SwiftUILibrary+SafeArea.swift).
                let content = children
                node.environmentDependentChildren = { environment in
                    let margins = Self.contentMargins(in: environment)
                    guard margins != EdgeInsets(), let first = content.first else { return content }
                    return [first.padding(margins).withPart("ScrollView.contentMargins")] + content.dropFirst()
                }
            }
            return [node]
        }
    }

    private func library_warn(_ type: String, _ call: NativeCall) {
        warning("\(type) is laid out as a scrolling VStack of its rows (iOS's list metrics are not modelled yet)", at: call.position)
    }

    // MARK: ForEach and GeometryReader

    /// `ForEach(data) { element in ... }`, `ForEach(0..<n)`, `ForEach(items, id: \.self)`:
    /// the content is built for each element now; each is identified by its id.
    func forEach(_ call: NativeCall, data given: Value? = nil) throws -> ViewValue {
        guard let data = given ?? call.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure })?.value else {
            throw call.error("ForEach needs the data to repeat over, such as ForEach(0..<3) { index in ... }")
        }
        let elements: [Value]
        do { elements = try call.evaluator.iterate(data, node: Syntax(TokenSyntax.identifier("ForEach"))) } catch var error as RuntimeError {
            // At the ForEach, where the data is written.
            error.position = call.position
            throw error
        }
        try call.evaluator.budget.checkSize(elements.count, at: call.position)
        guard let closure = contentClosure(call) else { throw call.error("ForEach needs its content in a trailing closure") }
        let idPath: [String]? = { if case .keyPath(let path)? = call.argument("id") { return path } else { return nil } }()
        var items: [(id: String, view: Value)] = []
        var seen = Set<String>()
        for (index, element) in elements.enumerated() {
            try call.evaluator.budget.charge(at: call.position)
            let view = try runBuilder(closure, passing: [element], at: call.position)
            var id = String(index)
            if let idPath {
                var current = element
                for component in idPath where component != "self" { current = try call.evaluator.member(component, of: current, node: Syntax(TokenSyntax.identifier(component))) }
                id = call.evaluator.describe(current)
            } else if case .instance = element, let identifier = try? call.evaluator.member("id", of: element, node: Syntax(TokenSyntax.identifier("id"))) {
                id = call.evaluator.describe(identifier)
            }
            if !seen.insert(id).inserted { id += "#\(index)" }
            items.append((id, view))
        }
        return ViewValue("ForEach", at: call.position) { context, path in
            var nodes: [ViewNode] = []
            for item in items { nodes += try self.realize(item.view, context, path: path + "[\(item.id)]") }
            return nodes
        }
    }

    /// `GeometryReader { proxy in ... }`: the content is built during layout for the size the
    /// reader gets. Built once now for a 10x10 proxy to report its mistakes.
    func geometryReader(_ call: NativeCall, summary: String) throws -> ViewValue {
        guard let closure = contentClosure(call) else { throw call.error("GeometryReader needs its content in a trailing closure") }
        let probe = GeometryProxy(size: Size(width: 10, height: 10), globalFrame: Rect(x: 0, y: 0, width: 10, height: 10))
        _ = try runBuilder(closure, passing: [.native(GeometryProxyValue(proxy: probe))], at: call.position)
        let location = location(call.position)
        return ViewValue("GeometryReader", at: call.position) { context, path in
            let node = ViewNode("GeometryReader", content: .geometryReader { proxy in
                do {
                    let content = try self.evaluator.withFreshSteps {
                        try self.runBuilder(closure, passing: [.native(GeometryProxyValue(proxy: proxy))], at: call.position)
                    }
                    return try self.realize(content, context, path: path + ".g")
                } catch let error as RuntimeError {
                    self.report(error)
                    return [self.placeholderNode("GeometryReader", at: error.position ?? call.position)]
                } catch {
                    return []
                }
            }, argumentSummary: summary, sourceLocation: location)
            return [node]
        }
    }
}

/// `StrokeStyle(lineWidth:...)`.
struct StrokeStyleValue: NativeValue {
    let lineWidth: Double
    var typeName: String { "StrokeStyle" }
}

import SwiftSyntax
