import LayoutEngine

/// The SwiftUI views the interpreter builds.
let builtInViewNames: Set<String> = [
    "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "ViewThatFits", "GeometryReader",
    "ForEach", "Group", "Text", "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse",
    "Capsule", "Spacer", "Divider", "EmptyView", "Button", "AnyView", "ScrollView", "Image", "Label",
    "AnchoredPosition",
]

/// SwiftUI views a scene may name that the engine cannot lay out yet.
let unsupportedViewNames: Set<String> = [
    "List", "Form", "NavigationView", "NavigationStack", "NavigationSplitView",
    "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "AsyncImage", "Toggle",
    "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "Picker", "ProgressView",
    "TabView", "Section", "DisclosureGroup", "Menu", "Link", "ContainerRelativeShape",
    "LinearGradient", "RadialGradient", "AngularGradient", "Canvas", "TimelineView",
]

extension SceneInterpreter {
    /// A view named by a call: a built-in view, a custom view, or a diagnostic.
    func buildNamedView(
        _ name: String, arguments: [Argument], trailing: [TrailingClosure], mark: SourceMark, scope: Scope
    ) -> [ViewNode] {
        let call = CallSite(name: name, arguments: arguments, trailing: trailing, mark: mark)
        switch name {
        case "HStack", "VStack", "LazyHStack", "LazyVStack":
            return buildStack(call, scope: scope).map { [$0] } ?? []
        case "ZStack":
            guard let values = matchArguments(call, ["alignment", "content"], scope: scope) else { return [] }
            let alignment = values["alignment"].flatMap { alignmentArgument($0, call, "alignment") } ?? .center
            return [container(call, layout: ZStackLayout(alignment: alignment), scope: scope)]
        case "ViewThatFits":
            guard let values = matchArguments(call, ["in", "content"], scope: scope) else { return [] }
            var axes = Axis.Set.both
            if let value = values["in"] {
                guard let set = value.axisSet else { return expects(call, "in", "an axis set such as .horizontal", got: value) }
                axes = set
            }
            return [container(call, layout: ViewThatFitsLayout(axes: axes), scope: scope)]
        case "GeometryReader":
            return buildGeometryReader(call, scope: scope).map { [$0] } ?? []
        case "AnchoredPosition":
            // Seed 001's layout, built in: `AnchoredPosition(location: CGPoint(...), anchor: .leading) { ... }`.
            guard let values = matchArguments(call, ["location", "anchor", "content"], scope: scope) else { return [] }
            guard let location = values["location"]?.point else {
                return expects(call, "location", "a CGPoint", got: values["location"] ?? .symbol("nothing"))
            }
            guard let anchor = values["anchor"]?.unitPoint else {
                return expects(call, "anchor", "a UnitPoint such as .leading", got: values["anchor"] ?? .symbol("nothing"))
            }
            return [container(call, layout: AnchoredPositionLayout(location: location, anchor: anchor), scope: scope)]
        case "ForEach":
            return buildForEach(call, scope: scope)
        case "Group":
            guard matchArguments(call, ["content"], scope: scope) != nil,
                  let (closure, captured) = contentClosure(arguments, trailing, scope: scope)
            else { return missingContent(call) }
            return buildStatements(closure.body, scope: captured.child())
        case "AnyView":
            guard arguments.count == 1, arguments[0].label == nil else {
                sink.error("AnyView(_:) takes one view", at: mark)
                return []
            }
            return buildViews(arguments[0].value, scope: scope)
        case "Text":
            return buildText(call, scope: scope).map { [$0] } ?? []
        case "Color":
            return buildColor(call, scope: scope).map { [$0] } ?? []
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle":
            return buildShape(call, scope: scope).map { [$0] } ?? []
        case "Spacer":
            guard let values = matchArguments(call, ["minLength"], scope: scope) else { return [] }
            var minLength: Double?
            if let value = values["minLength"], !value.isNone {
                guard let length = value.number else { return expects(call, "minLength", "a number", got: value) }
                minLength = checkedLength(length, call, "minLength")
            }
            return [leaf(call, "Spacer", .spacer(minLength: minLength))]
        case "Divider":
            guard matchArguments(call, [], scope: scope) != nil else { return [] }
            return [leaf(call, "Divider", .divider)]
        case "EmptyView":
            guard matchArguments(call, [], scope: scope) != nil else { return [] }
            return [leaf(call, "EmptyView", .empty)]
        case "Button":
            return buildButton(call, scope: scope).map { [$0] } ?? []
        case "Image":
            return buildImage(call, scope: scope).map { [$0] } ?? []
        case "Label":
            return buildLabel(call, scope: scope).map { [$0] } ?? []
        case "ScrollView":
            return buildScrollView(call, scope: scope).map { [$0] } ?? []
        default:
            if let declaration = customViews[name] {
                return instantiate(declaration, call, scope: scope).map { [$0] } ?? []
            }
            if customLayouts[name] != nil {
                sink.error("custom Layout declarations ('\(name)') are not supported yet", at: mark)
                return []
            }
            if unsupportedViewNames.contains(name) {
                sink.error("'\(name)' is not supported yet", at: mark, hint: "the layout engine has no \(name) view")
                return []
            }
            sink.error("unknown view '\(name)'", at: mark)
            return []
        }
    }

    func leaf(_ call: CallSite, _ typeName: String, _ content: ViewNode.Content) -> ViewNode {
        ViewNode(typeName, content: content, argumentSummary: call.summary, sourceLocation: call.mark.location)
    }

    /// A container whose children are the views of its content closure.
    func container(_ call: CallSite, typeName: String? = nil, layout: any Layout, scope: Scope) -> ViewNode {
        var children: [ViewNode] = []
        if let (closure, captured) = contentClosure(call.arguments, call.trailing, scope: scope) {
            children = buildStatements(closure.body, scope: captured.child())
        } else {
            _ = missingContent(call)
        }
        return ViewNode(
            typeName ?? call.name, content: .layout(layout), children: children,
            argumentSummary: call.summary, sourceLocation: call.mark.location)
    }

    func missingContent(_ call: CallSite) -> [ViewNode] {
        sink.error("\(call.name) needs its content in a trailing closure", at: call.mark, hint: "write '\(call.name) { ... }'")
        return []
    }

    private func buildStack(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["alignment", "spacing", "pinnedViews", "content"], scope: scope) else { return nil }
        var spacing: Double?
        if let value = values["spacing"], !value.isNone {
            guard let number = value.number else { return expects(call, "spacing", "a number", got: value) }
            spacing = checkedNumber(number, call, "spacing", allowsNegative: true)
        }
        let isHorizontal = call.name.hasSuffix("HStack")
        if call.name.hasPrefix("Lazy") {
            sink.warning("\(call.name) is laid out as a \(isHorizontal ? "HStack" : "VStack")", at: call.mark)
        }
        let layout: any Layout
        if isHorizontal {
            var alignment = VerticalAlignment.center
            if let value = values["alignment"] {
                guard let guide = value.verticalAlignment else { return expects(call, "alignment", "a vertical alignment such as .top", got: value) }
                alignment = guide
            }
            layout = HStackLayout(alignment: alignment, spacing: spacing)
        } else {
            var alignment = HorizontalAlignment.center
            if let value = values["alignment"] {
                guard let guide = value.horizontalAlignment else { return expects(call, "alignment", "a horizontal alignment such as .leading", got: value) }
                alignment = guide
            }
            layout = VStackLayout(alignment: alignment, spacing: spacing)
        }
        return container(call, layout: layout, scope: scope)
    }

    private func buildGeometryReader(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard matchArguments(call, ["content"], scope: scope) != nil else { return nil }
        guard let (closure, captured) = contentClosure(call.arguments, call.trailing, scope: scope) else {
            _ = missingContent(call)
            return nil
        }
        // At load, build the content once for a 10x10 proxy (the reader's ideal size) to
        // report its mistakes; the engine builds it again for each size it gets.
        let probe = GeometryProxy(size: Size(width: 10, height: 10), globalFrame: Rect(x: 0, y: 0, width: 10, height: 10))
        if sink.isRecording {
            _ = buildStatements(closure.body, scope: closureScope(closure, captured: captured, arguments: [.geometryProxy(probe)]))
        }
        let late = lateInterpreter
        let node = ViewNode(
            "GeometryReader",
            content: .geometryReader { proxy in
                late.buildStatements(closure.body, scope: late.closureScope(closure, captured: captured, arguments: [.geometryProxy(proxy)]))
            },
            argumentSummary: call.summary, sourceLocation: call.mark.location)
        return node
    }

    private func buildForEach(_ call: CallSite, scope: Scope) -> [ViewNode] {
        guard let values = matchArguments(call, ["_", "id", "content"], scope: scope) else { return [] }
        guard let data = values["_"] else {
            sink.error("ForEach needs the data to repeat over", at: call.mark, hint: "write 'ForEach(0..<3) { index in ... }'")
            return []
        }
        var elements: [Value] = []
        switch data {
        case .range(let lower?, let upper?, let isClosed):
            guard let low = lower.integer, let high = upper.integer else {
                return expects(call, "_", "a range of integers", got: data)
            }
            let end = isClosed ? high : high - 1
            if end - low + 1 > Self.maximumForEachCount {
                sink.error("ForEach over \(end - low + 1) elements; the playground builds at most \(Self.maximumForEachCount)", at: call.mark)
                return []
            }
            if low <= end {
                elements.reserveCapacity(end - low + 1)
                for index in low...end { elements.append(.number(Double(index), isInteger: true)) }
            }
        case .array(let values):
            elements = values
        default:
            return expects(call, "_", "a range such as 0..<3 or an array", got: data)
        }
        guard let (closure, captured) = contentClosure(call.arguments, call.trailing, scope: scope) else {
            return missingContent(call)
        }
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(elements.count)
        for element in elements {
            nodes += buildStatements(closure.body, scope: closureScope(closure, captured: captured, arguments: [element]))
        }
        return nodes
    }

    private func buildText(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["_", "verbatim"], scope: scope) else { return nil }
        guard let value = values["_"] ?? values["verbatim"] else {
            sink.error("Text needs a string", at: call.mark, hint: "write 'Text(\"Hello\")'")
            return nil
        }
        guard let string = value.string else { return expects(call, values["_"] != nil ? "_" : "verbatim", "a string", got: value) }
        return leaf(call, "Text", .text(TextContent(string)))
    }

    private func buildColor(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard let color = colorInitializer(call, scope: scope) else { return nil }
        return leaf(call, "Color", .color(color))
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color("AssetName")`.
    func colorInitializer(_ call: CallSite, scope: Scope) -> Color? {
        guard let values = matchArguments(call, ["_", "red", "green", "blue", "white", "opacity"], scope: scope) else { return nil }
        func component(_ label: String) -> Double? {
            guard let value = values[label] else { return 0 }
            guard let number = value.number, number.isFinite else {
                _ = expects(call, label, "a finite number", got: value)
                return nil
            }
            return number
        }
        var opacity = 1.0
        if values["opacity"] != nil {
            guard let value = component("opacity") else { return nil }
            opacity = value
        }
        if let name = values["_"] {
            if case .symbol("sRGB") = name {} else {
                guard let asset = name.string else { return expects(call, "_", "a color name", got: name) }
                sink.warning("the asset color '\(asset)' is drawn as gray", at: call.mark)
                return Color(.named("gray"), opacity: opacity)
            }
        }
        if values["white"] != nil {
            guard let white = component("white") else { return nil }
            return Color(.rgb(red: white, green: white, blue: white), opacity: opacity)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return Color(.rgb(red: red, green: green, blue: blue), opacity: opacity)
    }

    private func buildShape(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard let kind = shapeInitializer(call, scope: scope) else { return nil }
        return leaf(call, call.name, .shape(kind))
    }

    /// `Rectangle()`, `RoundedRectangle(cornerRadius: 12)`, `Circle()`, ...
    func shapeInitializer(_ call: CallSite, scope: Scope) -> ShapeKind? {
        switch call.name {
        case "RoundedRectangle":
            guard let values = matchArguments(call, ["cornerRadius", "cornerSize", "style"], scope: scope) else { return nil }
            if let value = values["cornerRadius"] {
                guard let radius = value.number else { return expects(call, "cornerRadius", "a number", got: value) }
                return .roundedRectangle(cornerRadius: checkedLength(radius, call, "cornerRadius") ?? 0)
            }
            if let value = values["cornerSize"] {
                guard let size = value.size else { return expects(call, "cornerSize", "a CGSize", got: value) }
                return .roundedRectangle(cornerRadius: min(size.width, size.height))
            }
            sink.error("RoundedRectangle needs a corner radius", at: call.mark, hint: "write 'RoundedRectangle(cornerRadius: 8)'")
            return nil
        case "Capsule":
            guard matchArguments(call, ["style"], scope: scope) != nil else { return nil }
            return .capsule
        default:
            guard matchArguments(call, [], scope: scope) != nil else { return nil }
            switch call.name {
            case "Circle": return .circle
            case "Ellipse": return .ellipse
            default: return .rectangle
            }
        }
    }

    /// `ScrollView(.horizontal, showsIndicators: false) { ... }`: several views in its
    /// content are stacked along its axis by an implicit stack (a `VStack` for vertical
    /// scrolling), as SwiftUI does.
    private func buildScrollView(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["_", "showsIndicators", "content"], scope: scope) else { return nil }
        var axes = Axis.Set.vertical
        if let value = values["_"] {
            guard let set = value.axisSet else { return expects(call, "_", "an axis set such as .horizontal", got: value) }
            axes = set
        }
        guard let (closure, captured) = contentClosure(call.arguments, call.trailing, scope: scope) else {
            _ = missingContent(call)
            return nil
        }
        var content = buildStatements(closure.body, scope: captured.child())
        if content.count > 1 {
            let isHorizontal = axes == .horizontal
            let stack: any Layout = isHorizontal ? HStackLayout() : VStackLayout()
            content = [ViewNode(isHorizontal ? "HStack" : "VStack", content: .layout(stack), children: content, sourceLocation: call.mark.location)]
        }
        return ViewNode(
            "ScrollView", content: .layout(ScrollViewLayout(axes: axes)), children: content,
            argumentSummary: call.summary, sourceLocation: call.mark.location)
    }

    /// A button lays out as its label (the default borderless style adds no padding), drawn
    /// in the accent colour unless a foreground style is set. `Button("Title", systemImage:)`
    /// labels it with a `Label`.
    private func buildButton(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["_", "systemImage", "image", "role", "action", "label"], scope: scope) else { return nil }
        var label: [ViewNode] = []
        if values["_"] != nil, values["systemImage"] != nil || values["image"] != nil {
            var site = call
            site.name = "Label"
            site.arguments = call.arguments.filter { ["_", "systemImage", "image"].contains($0.label ?? "_") }
            site.trailing = []
            guard let node = buildLabel(site, scope: scope) else { return nil }
            label = [node]
        } else if let title = values["_"] {
            guard let string = title.string else { return expects(call, "_", "a string", got: title) }
            label = [ViewNode("Text", content: .text(TextContent(string)), argumentSummary: "\"\(string)\"", sourceLocation: call.mark.location)]
        } else if let closure = call.trailing.first(where: { $0.label == "label" }) ?? call.trailing.last,
                  call.trailing.count == 2 || values["action"] != nil
        {
            label = buildStatements(closure.closure.body, scope: scope.child())
        } else if case .closure(let closure, let captured)? = values["label"] {
            label = buildStatements(closure.body, scope: captured.child())
        } else {
            sink.error("Button needs a title or a label", at: call.mark, hint: "write 'Button(\"Title\") { ... }'")
            return nil
        }
        let button = ViewNode(
            "Button", content: .layout(PassthroughLayout()), children: [singleNode(label, mark: call.mark)],
            argumentSummary: call.summary, sourceLocation: call.mark.location)
        button.style.foreground = .named("accentColor")
        return button
    }
}
