import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// The modifiers that are layout levels: frame, padding, background and overlay, alignment guides.
extension SwiftUILibrary {
    // MARK: Frame and padding

    static let flexibleFrameLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    func frame(_ base: Value, _ call: NativeCall) throws -> Value {
        // Labels are read in one pass over the arguments, without a set or a dictionary: a
        // `frame` in a `ForEach` row is made once per row.
        var isFlexible = false, isFixed = false
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            if Self.flexibleFrameLabels.contains(label) { isFlexible = true }
            if label == "width" || label == "height" { isFixed = true }
        }
        let alignment = try Arguments.alignment(call, "alignment") ?? .center
        if !isFlexible {
            let width = try Arguments.length(call, "width", library: self)
            let height = try Arguments.length(call, "height", library: self)
            return level("frame", base, call, layout: FrameLayout(width: width, height: height, alignment: alignment))
        }
        if isFixed {
            throw call.error("frame cannot mix width:/height: with minWidth:, maxWidth: and the others; use two frame modifiers")
        }
        // In `flexibleFrameLabels` order: min, ideal and max width, then height. A tuple, not
        // an array: no allocation at every row of a `ForEach`.
        var lengths: (Double?, Double?, Double?, Double?, Double?, Double?) = (nil, nil, nil, nil, nil, nil)
        for (index, label) in Self.flexibleFrameLabels.enumerated() {
            guard let value = call.argument(label), !value.isNil else { continue }
            guard let number = value.number else { throw call.error("'\(label):' expects a number, not \(call.evaluator.describe(value))") }
            if number.isNaN {
                warning("frame(\(label):) is not a number; using 0", at: call.position)
                Self.setLength(&lengths, index, 0)
            } else if number.isInfinite && (!label.hasPrefix("max") || number < 0) {
                warning("frame(\(label):) must be finite; ignoring it", at: call.position, hint: "SwiftUI logs 'Invalid frame dimension (negative or non-finite)'")
            } else {
                Self.setLength(&lengths, index, number)
            }
        }
        let layout = FlexFrameLayout(
            minWidth: lengths.0, idealWidth: lengths.1, maxWidth: lengths.2,
            minHeight: lengths.3, idealHeight: lengths.4, maxHeight: lengths.5, alignment: alignment)
        if layout.isContradictory {
            warning("Contradictory frame constraints specified.", at: call.position, hint: "keep 0 <= min <= ideal <= max; SwiftUI fixes them as the engine does")
        }
        return level("frame", base, call, layout: layout)
    }

    /// Sets the `index`th of `frame`'s six lengths (in `flexibleFrameLabels` order).
    private static func setLength(_ lengths: inout (Double?, Double?, Double?, Double?, Double?, Double?), _ index: Int, _ value: Double) {
        switch index {
        case 0: lengths.0 = value
        case 1: lengths.1 = value
        case 2: lengths.2 = value
        case 3: lengths.3 = value
        case 4: lengths.4 = value
        default: lengths.5 = value
        }
    }

    func padding(_ base: Value, _ call: NativeCall) throws -> Value {
        var values = call.arguments.map(\.value)
        if values.count == 1, case .implicitMember(let member) = values[0], member.name == "init", member.arguments?.isEmpty == false {
            // `.padding(.init(top: .grid(4), ...))`: the one initializer padding(_:) takes is EdgeInsets'.
            values[0] = try call.evaluator.resolveImplicitMember(member, as: "EdgeInsets", position: call.position)
        }
        var edges = Edge.Set.all
        var length: Double?
        if values.count == 1, let insets = values[0].edgeInsets {
            let sane = EdgeInsets(
                top: insets.top.isFinite ? insets.top : 0, leading: insets.leading.isFinite ? insets.leading : 0,
                bottom: insets.bottom.isFinite ? insets.bottom : 0, trailing: insets.trailing.isFinite ? insets.trailing : 0)
            return level("padding", base, call, layout: PaddingLayout(insets: sane))
        }
        if let first = values.first, first.number == nil, !first.isNil, Arguments.edgeSet(first) == nil, values.count == 1,
           case .implicitMember(let member) = first, member.arguments == nil, let standIn = implicitLength(member.name, at: call.position) {
            // `.padding(.themeSpacing16)`: its app's length.
            return level("padding", base, call, layout: PaddingLayout(insets: EdgeInsets(.all, standIn)))
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
        } else if name == "background", call.arguments.allSatisfy({ $0.label == "ignoresSafeAreaEdges" }) {
            // `background()` (iOS 15): the `.background` style, under the safe area too.
            secondary = .native(ColorValue(try Modifiers.color(.implicitMember(ImplicitMember(name: "background")), library: self, at: call.position)))
            ignoresEdges = .all
            if let given = call.argument("ignoresSafeAreaEdges") {
                guard let set = Arguments.edgeSet(given) else { throw call.error("'ignoresSafeAreaEdges:' expects an Edge.Set") }
                ignoresEdges = set
            }
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
        case .native(is ColorValue), .native(is StyleValue), .native(is GradientValue): return true
        case .implicitMember(let member): return HostTypes.typeForImplicitMember(member.name) == "Color" || (try? HostTypes.colorMember(member.name, library: self)) != nil
        case .type(let type): return isUndeclaredGlobal(type)
        default: return false
        }
    }

    /// A capitalised name nothing declares, used as a value (`PinkGradient`, `LINEAR_GRADIENT`):
    /// a global constant of its app, since a type alone is no value where a style goes.
    func isUndeclaredGlobal(_ type: TypeReference) -> Bool {
        type.definition == nil && evaluator.program.types[type.name] == nil && !HostTypes.names.contains(type.name) && SwiftUICatalog.views[type.name] == nil && SwiftUICatalog.values[type.name] == nil
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
}
