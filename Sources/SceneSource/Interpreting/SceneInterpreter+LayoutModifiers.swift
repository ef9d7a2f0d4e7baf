import LayoutEngine

extension SceneInterpreter {
    static let flexibleFrameLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// `frame(width:height:alignment:)` (FrameLayout) or
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
    /// (FlexFrameLayout), told apart by their labels as Swift's overloads are.
    func applyFrame(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        let labels = Set(call.arguments.map { $0.label ?? "_" })
        let isFlexible = labels.contains { Self.flexibleFrameLabels.contains($0) }
        if isFlexible && (labels.contains("width") || labels.contains("height")) {
            sink.error(
                "frame cannot mix width:/height: with minWidth:, idealWidth:, maxWidth:, minHeight:, idealHeight:, maxHeight:",
                at: call.mark, hint: "use two frame modifiers")
            return nil
        }
        guard let values = matchArguments(
            call, isFlexible ? Self.flexibleFrameLabels + ["alignment"] : ["width", "height", "alignment"], scope: scope)
        else { return nil }
        var alignment = Alignment.center
        if let value = values["alignment"] {
            guard let resolved = alignmentArgument(value, call, "alignment") else { return nil }
            alignment = resolved
        }
        var lengths: [String: Double] = [:]
        for (label, value) in values where label != "alignment" {
            if value.isNone { continue }
            guard let number = value.number else { return expects(call, label, "a number", got: value) }
            if isFlexible {
                if number.isNaN {
                    sink.warning("\(call.parameterName(label)) is not a number; using 0", at: call.argument(label)?.mark ?? call.mark)
                    lengths[label] = 0
                } else if number.isInfinite && (!label.hasPrefix("max") || number < 0) {
                    sink.warning("\(call.parameterName(label)) must be finite; ignoring it", at: call.argument(label)?.mark ?? call.mark,
                                 hint: "SwiftUI logs 'Invalid frame dimension (negative or non-finite)'")
                } else {
                    lengths[label] = number
                }
            } else if let length = checkedLength(number, call, label) {
                lengths[label] = length
            }
        }
        if !isFlexible {
            return modifierNode(call, FrameLayout(width: lengths["width"], height: lengths["height"], alignment: alignment), node)
        }
        let layout = FlexFrameLayout(
            minWidth: lengths["minWidth"], idealWidth: lengths["idealWidth"], maxWidth: lengths["maxWidth"],
            minHeight: lengths["minHeight"], idealHeight: lengths["idealHeight"], maxHeight: lengths["maxHeight"],
            alignment: alignment)
        if layout.isContradictory {
            sink.warning("Contradictory frame constraints specified.", at: call.mark,
                         hint: "keep 0 <= min <= ideal <= max; SwiftUI fixes them as the engine does")
        }
        return modifierNode(call, layout, node)
    }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 4)`,
    /// `padding(EdgeInsets(...))`; the default length is `PaddingLayout.defaultLength`.
    func applyPadding(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard call.arguments.count <= 2, call.arguments.allSatisfy({ $0.label == nil }), call.trailing.isEmpty else {
            sink.error("padding takes an edge set and a length, a length, or EdgeInsets", at: call.mark,
                       hint: "write 'padding()', 'padding(8)', 'padding(.horizontal, 8)' or 'padding(EdgeInsets(...))'")
            return nil
        }
        var values: [Value] = []
        for argument in call.arguments {
            guard let value = evaluate(argument.value, scope: scope) else { return nil }
            values.append(value)
        }
        var edges = Edge.Set.all
        var length: Double? = nil
        func parameter(_ index: Int) -> CallSite {
            var site = call
            site.arguments = [call.arguments[index]]
            site.arguments[0].label = nil
            return site
        }
        if values.count == 1, let insets = values[0].edgeInsets {
            return modifierNode(call, PaddingLayout(insets: sanitized(insets, call)), node)
        }
        if values.count == 2 || (values.count == 1 && values[0].number == nil && !values[0].isNone) {
            guard let set = values[0].edgeSet else {
                sink.error("padding(_:) expects an edge set such as .horizontal, a number or EdgeInsets", at: call.arguments[0].mark)
                return nil
            }
            edges = set
            if values.count == 2, !values[1].isNone {
                guard let number = values[1].number else {
                    sink.error("padding(_:_:) expects a number as its length", at: call.arguments[1].mark)
                    return nil
                }
                length = checkedNumber(number, parameter(1), "_", allowsNegative: true)
            }
        } else if values.count == 1, let number = values[0].number {
            length = checkedNumber(number, parameter(0), "_", allowsNegative: true)
        }
        return modifierNode(call, PaddingLayout(insets: EdgeInsets(edges, length ?? PaddingLayout.defaultLength)), node)
    }

    private func sanitized(_ insets: EdgeInsets, _ call: CallSite) -> EdgeInsets {
        var result = insets
        for keyPath in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] where !result[keyPath: keyPath].isFinite {
            sink.warning("padding(_:) insets must be finite; using 0", at: call.arguments.first?.mark ?? call.mark)
            result[keyPath: keyPath] = 0
        }
        return result
    }

    /// Two finite coordinates: `(x:y:)` labels, or one unlabelled `CGSize`/`CGPoint`.
    private func coordinates(_ call: CallSite, scope: Scope, single: (Value) -> (Double, Double)?, singleName: String) -> (x: Double, y: Double)? {
        guard let values = matchArguments(call, ["_", "x", "y"], scope: scope) else { return nil }
        if let value = values["_"] {
            guard values["x"] == nil, values["y"] == nil, let pair = single(value) else {
                return expects(call, "_", "a \(singleName)", got: value)
            }
            return (pair.0.isFinite ? pair.0 : 0, pair.1.isFinite ? pair.1 : 0)
        }
        var result = (x: 0.0, y: 0.0)
        for label in ["x", "y"] {
            guard let value = values[label] else { continue }
            guard let number = value.number else { return expects(call, label, "a number", got: value) }
            let checked = checkedNumber(number, call, label, allowsNegative: true) ?? 0
            if label == "x" { result.x = checked } else { result.y = checked }
        }
        return result
    }

    func applyOffset(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard let (x, y) = coordinates(call, scope: scope, single: { $0.size.map { ($0.width, $0.height) } }, singleName: "CGSize") else { return nil }
        return modifierNode(call, OffsetLayout(x: x, y: y), node)
    }

    func applyPosition(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard let (x, y) = coordinates(call, scope: scope, single: { $0.point.map { ($0.x, $0.y) } }, singleName: "CGPoint") else { return nil }
        return modifierNode(call, PositionLayout(x: x, y: y), node)
    }

    func applyFixedSize(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["horizontal", "vertical"], scope: scope) else { return nil }
        var flags = (horizontal: true, vertical: true)
        for label in ["horizontal", "vertical"] {
            guard let value = values[label] else { continue }
            guard let flag = value.bool else { return expects(call, label, "true or false", got: value) }
            if label == "horizontal" { flags.horizontal = flag } else { flags.vertical = flag }
        }
        return modifierNode(call, FixedSizeLayout(horizontal: flags.horizontal, vertical: flags.vertical), node)
    }

    /// `aspectRatio(_:contentMode:)` with a number, a `CGSize` or nil; `scaledToFit()`,
    /// `scaledToFill()`.
    func applyAspectRatio(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        if call.name != "aspectRatio" {
            guard matchArguments(call, [], scope: scope) != nil else { return nil }
            return modifierNode(call, AspectRatioLayout(aspectRatio: nil, contentMode: call.name == "scaledToFit" ? .fit : .fill), node)
        }
        guard let values = matchArguments(call, ["_", "contentMode"], scope: scope) else { return nil }
        guard let modeValue = values["contentMode"] else {
            sink.error("aspectRatio needs a content mode", at: call.mark, hint: "add 'contentMode: .fit' or 'contentMode: .fill'")
            return nil
        }
        guard let mode = modeValue.contentMode else { return expects(call, "contentMode", ".fit or .fill", got: modeValue) }
        var ratio: Double?
        if let value = values["_"], !value.isNone {
            if let size = value.size {
                ratio = size.height == 0 ? .nan : size.width / size.height
            } else if let number = value.number {
                ratio = number
            } else {
                return expects(call, "_", "a number or a CGSize", got: value)
            }
            if let given = ratio, !(given.isFinite && given > 0) {
                sink.warning("aspectRatio(_:) must be a positive number; using the view's own ratio", at: call.argument("_")?.mark ?? call.mark)
                ratio = nil
            }
        }
        return modifierNode(call, AspectRatioLayout(aspectRatio: ratio, contentMode: mode), node)
    }

    /// `background(X)`, `background(X, alignment:)`, `background(alignment:) { ... }`,
    /// `background(.red, in: Shape)`, and the same for `overlay`: the modified view is child
    /// 0, the secondary view child 1 (several views in a builder are one `ZStack`).
    func applySecondaryView(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["_", "alignment", "in", "content", "ignoresSafeAreaEdges", "fillStyle"], scope: scope)
        else { return nil }
        var alignment = Alignment.center
        if let value = values["alignment"] {
            guard let resolved = alignmentArgument(value, call, "alignment") else { return nil }
            alignment = resolved
        }
        var secondary: [ViewNode]
        let argumentMark = call.argument("_")?.value.mark ?? call.mark
        if let content = values["_"] {
            if let shape = values["in"] {
                guard case .shape(let kind) = shape else { return expects(call, "in", "a shape", got: shape) }
                guard let color = styleColor(content, call, "_") else { return nil }
                let shapeNode = ViewNode(kind.description, content: .shape(kind), sourceLocation: call.argument("in")?.mark.location)
                shapeNode.style.fill = color
                secondary = [shapeNode]
            } else {
                secondary = buildViews(from: content, mark: argumentMark, scope: scope)
                // `background(_ style:ignoresSafeAreaEdges:)`: a colour or shape style grows
                // over the unsafe area it reaches, on every edge unless told otherwise.
                if content.color != nil, secondary.count == 1 {
                    var edges = Edge.Set.all
                    if let value = values["ignoresSafeAreaEdges"] {
                        guard let set = value.edgeSet else { return expects(call, "ignoresSafeAreaEdges", "an Edge.Set", got: value) }
                        edges = set
                    }
                    secondary[0].ignoredSafeAreaEdges = edges
                }
            }
        } else if let (closure, captured) = contentClosure(call.arguments, call.trailing, scope: scope) {
            secondary = buildStatements(closure.body, scope: captured.child())
        } else {
            sink.error("\(call.name) needs a view", at: call.mark, hint: "write '\(call.name)(Color.red)' or '\(call.name) { ... }'")
            return nil
        }
        let secondaryNode: ViewNode
        if secondary.count == 1 {
            secondaryNode = secondary[0]
        } else if secondary.isEmpty {
            secondaryNode = ViewNode("EmptyView", content: .empty, sourceLocation: call.mark.location)
        } else {
            secondaryNode = ViewNode(
                "ZStack", content: .layout(ZStackLayout(alignment: alignment)), children: secondary,
                sourceLocation: call.mark.location)
        }
        let placement: SecondaryViewLayout.Placement = call.name == "overlay" ? .overlay : .background
        return ViewNode(
            call.name, role: .modifier, content: .layout(SecondaryViewLayout(placement: placement, alignment: alignment)),
            children: [node, secondaryNode], argumentSummary: call.summary, sourceLocation: call.mark.location)
    }

    /// `border(Color.red, width: 1)`: an overlay whose secondary view is a `Rectangle` stroked
    /// inside its frame.
    func applyBorder(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["_", "width"], scope: scope) else { return nil }
        guard let style = values["_"] else {
            sink.error("border needs a color", at: call.mark, hint: "write 'border(Color.red)'")
            return nil
        }
        guard let color = styleColor(style, call, "_") else { return nil }
        var width = 1.0
        if let value = values["width"] {
            guard let number = value.number else { return expects(call, "width", "a number", got: value) }
            width = checkedLength(number, call, "width") ?? 1
        }
        let rectangle = ViewNode("Rectangle", content: .shape(.rectangle), sourceLocation: call.mark.location)
        rectangle.style.stroke = DrawingStyle.Stroke(color: color, lineWidth: width, isInside: true)
        return ViewNode(
            "border", role: .modifier, content: .layout(SecondaryViewLayout(placement: .overlay, alignment: .center)),
            children: [node, rectangle], argumentSummary: call.summary, sourceLocation: call.mark.location)
    }

    func applyLayoutPriority(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["_"], scope: scope), let value = values["_"] else {
            sink.error("layoutPriority needs a number", at: call.mark)
            return nil
        }
        guard let number = value.number else { return expects(call, "_", "a number", got: value) }
        let result = modifierNode(call, PassthroughLayout(), node)
        result.layoutPriority = checkedNumber(number, call, "_", allowsNegative: true) ?? 0
        return result
    }

    /// `alignmentGuide(.leading) { d in d[.leading] + 30 }`: the closure runs during layout
    /// with the modified view's dimensions.
    func applyAlignmentGuide(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(call, ["_", "computeValue"], scope: scope) else { return nil }
        guard let guideArgument = values["_"] else {
            sink.error("alignmentGuide needs a guide", at: call.mark, hint: "write 'alignmentGuide(.leading) { d in d[.leading] }'")
            return nil
        }
        guard let guide = alignmentGuide(guideArgument, scope: nil, mark: call.argument("_")?.mark ?? call.mark) else { return nil }
        let computation: Value?
        if let trailing = call.trailing.first {
            computation = .closure(trailing.closure, scope)
        } else {
            computation = values["computeValue"]
        }
        guard case .closure(let closure, let captured)? = computation else {
            sink.error("alignmentGuide needs a closure that computes the guide", at: call.mark)
            return nil
        }
        let axis: Value = .symbol(guide.key.axis == .horizontal ? "horizontal" : "vertical")
        // Run once now to report mistakes in the closure; the engine runs it for each layout.
        if sink.isRecording {
            _ = guideValue(closure, captured: captured, dimensions: ViewDimensions(width: 0, height: 0), axis: axis)
        }
        let late = lateInterpreter
        let result = modifierNode(call, PassthroughLayout(), node)
        result.alignmentGuides[guide.key] = { dimensions in
            late.guideValue(closure, captured: captured, dimensions: dimensions, axis: axis) ?? 0
        }
        return result
    }

    /// The value of an alignment guide closure for `dimensions`; nil after a report.
    func guideValue(_ closure: Closure, captured: Scope, dimensions: ViewDimensions, axis: Value) -> Double? {
        let scope = captured.child([Self.guideAxisName: axis])
        guard let value = callClosure(closure, captured: scope, arguments: [.viewDimensions(dimensions)]) else { return nil }
        guard let number = value.number else {
            sink.error("an alignment guide must compute a number, not \(value.kindName)", at: closure.mark)
            return nil
        }
        return number.isFinite ? number : 0
    }
}

extension SceneInterpreter {
    /// `ignoresSafeArea()`, `ignoresSafeArea(.container, edges: .top)`,
    /// `edgesIgnoringSafeArea(.all)`: a `SafeAreaIgnoringLayout` level that grows over the
    /// unsafe area on `edges` where the view reaches it. Only the `.keyboard` region ignores
    /// nothing here: the playground shows no keyboard.
    func applyIgnoresSafeArea(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        let isLegacy = call.name == "edgesIgnoringSafeArea"
        guard let values = matchArguments(call, isLegacy ? ["_"] : ["_", "edges"], scope: scope) else { return nil }
        var edges = Edge.Set.all
        if let value = values[isLegacy ? "_" : "edges"] {
            guard let set = value.edgeSet else { return expects(call, isLegacy ? "_" : "edges", "an Edge.Set", got: value) }
            edges = set
        } else if isLegacy {
            sink.error("edgesIgnoringSafeArea needs an Edge.Set", at: call.mark, hint: "write 'edgesIgnoringSafeArea(.all)'")
            return nil
        }
        if !isLegacy, let value = values["_"] {
            guard let regions = safeAreaRegions(value) else {
                return expects(call, "_", "SafeAreaRegions (.all, .container or .keyboard)", got: value)
            }
            if !regions.container {
                sink.warning("only the keyboard's safe area is ignored, and the playground shows no keyboard", at: call.argument("_")?.mark ?? call.mark)
                edges = []
            }
        }
        let result = modifierNode(call, SafeAreaIgnoringLayout(edges: edges), node)
        result.ignoredSafeAreaEdges = edges
        return result
    }

    /// Which of SwiftUI's `SafeAreaRegions` a value names: `.all`, `.container`, `.keyboard`
    /// or an array of them.
    private func safeAreaRegions(_ value: Value) -> (container: Bool, keyboard: Bool)? {
        switch value {
        case .symbol("all"): return (true, true)
        case .symbol("container"): return (true, false)
        case .symbol("keyboard"): return (false, true)
        case .array(let elements):
            var result = (container: false, keyboard: false)
            for element in elements {
                guard let regions = safeAreaRegions(element) else { return nil }
                result.container = result.container || regions.container
                result.keyboard = result.keyboard || regions.keyboard
            }
            return result
        default: return nil
        }
    }
}
