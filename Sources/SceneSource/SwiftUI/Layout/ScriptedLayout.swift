import LayoutEngine
import SwiftEvaluator

/// A `Layout` a scene declares (`struct AnchoredPosition: Layout`), run through the engine's
/// `Layout` protocol like the built-in ones: the engine's calls become calls of the scene's
/// `sizeThatFits`, `placeSubviews`, `makeCache`, `explicitAlignment` and `spacing`, with the
/// subviews, proposals and cache as values scene code can use.
///
/// A runtime error inside a call is reported once and the call answers as a layout that does
/// nothing would: the proposal (unspecified dimensions as 10) as its size, no placements.
struct ScriptedLayout: Layout {
    typealias Cache = ScriptedLayoutCache

    let instance: Value
    let type: TypeDefinition
    let library: SwiftUILibrary

    var properties: LayoutProperties {
        var properties = LayoutProperties()
        properties.answersExplicitAlignment = type.methods["explicitAlignment"] != nil
        guard type.staticProperties["layoutProperties"] != nil,
              let value = try? library.evaluator.member("layoutProperties", of: .type(TypeReference(name: type.name, definition: type)), node: Syntax(TokenSyntax.identifier("layoutProperties"))),
              let record = value.native(LayoutPropertiesValue.self)
        else { return properties }
        properties.stackOrientation = record.stackOrientation
        return properties
    }

    private var evaluator: Evaluator { library.evaluator }

    private func method(_ name: String) -> Value? {
        guard type.methods[name] != nil || library.evaluator.program.hostExtensions["Layout"]?.methods[name] != nil else { return nil }
        return try? evaluator.member(name, of: instance, node: Syntax(TokenSyntax.identifier(name)))
    }

    /// Calls the scene's method `name`, with a fresh step budget; errors are reported.
    private func invoke(_ name: String, _ arguments: [SwiftEvaluator.Argument], cache: ScriptedLayoutCache?) -> Value? {
        let key = type.name + "." + name
        if let spent = library.exhaustedCode[key] {
            library.report(spent)
            return nil
        }
        guard let function = method(name) else { return nil }
        do {
            return try evaluator.withFreshSteps {
                let outcome = try evaluator.callWithEffects(function, arguments: arguments, at: type.position)
                if let cache, let index = arguments.firstIndex(where: { $0.label == "cache" }), let updated = outcome.effects.inoutArguments[index] {
                    cache.value = updated
                }
                return outcome.value
            }
        } catch let error as RuntimeError {
            library.report(error)
            if error.kind == .budget { library.exhaustedCode[key] = error }
            return nil
        } catch {
            return nil
        }
    }

    func makeCache(subviews: Subviews) -> ScriptedLayoutCache {
        let cache = ScriptedLayoutCache(value: .void)
        if let made = invoke("makeCache", [SwiftEvaluator.Argument(label: "subviews", value: .native(SubviewsValue(subviews: subviews)))], cache: nil) {
            cache.value = made
        }
        return cache
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ScriptedLayoutCache) -> Size {
        let arguments = [
            SwiftEvaluator.Argument(label: "proposal", value: .native(GeometryValue(proposal))),
            SwiftEvaluator.Argument(label: "subviews", value: .native(SubviewsValue(subviews: subviews))),
            SwiftEvaluator.Argument(label: "cache", value: cache.value),
        ]
        guard let result = invoke("sizeThatFits", arguments, cache: cache), let size = result.size else {
            return proposal.replacingUnspecifiedDimensions()
        }
        // SwiftUI's frames are finite and not negative: anything else for a finite proposal is
        // 0, with a warning at the layout (the JSON and the picture never carry NaN or an
        // infinite frame).
        func usable(_ value: Double, _ axis: String, proposed: Double?) -> Double {
            if value.isFinite && value >= 0 { return value }
            // An infinite answer to an infinite or unspecified proposal is a probe's answer
            // (a Color offered everything takes it), as in SwiftUI.
            if value == .infinity, proposed == nil || proposed == .infinity { return value }
            library.warning("\(type.name).sizeThatFits returned \(value.isNaN ? "NaN" : value < 0 ? "a negative" : "an infinite") \(axis); using 0",
                            at: type.position)
            return 0
        }
        return Size(width: usable(size.width, "width", proposed: proposal.width), height: usable(size.height, "height", proposed: proposal.height))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ScriptedLayoutCache) {
        _ = invoke("placeSubviews", [
            SwiftEvaluator.Argument(label: "in", value: .native(GeometryValue(bounds))),
            SwiftEvaluator.Argument(label: "proposal", value: .native(GeometryValue(proposal))),
            SwiftEvaluator.Argument(label: "subviews", value: .native(SubviewsValue(subviews: subviews))),
            SwiftEvaluator.Argument(label: "cache", value: cache.value),
        ], cache: cache)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ScriptedLayoutCache) -> Double? {
        alignment(.native(AlignmentValue(guide: .horizontal(guide))), bounds, proposal, subviews, cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ScriptedLayoutCache) -> Double? {
        alignment(.native(AlignmentValue(guide: .vertical(guide))), bounds, proposal, subviews, cache)
    }

    private func alignment(_ guide: Value, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: ScriptedLayoutCache) -> Double? {
        guard type.methods["explicitAlignment"] != nil else { return nil }
        let result = invoke("explicitAlignment", [
            SwiftEvaluator.Argument(label: "of", value: guide), SwiftEvaluator.Argument(label: "in", value: .native(GeometryValue(bounds))),
            SwiftEvaluator.Argument(label: "proposal", value: .native(GeometryValue(proposal))),
            SwiftEvaluator.Argument(label: "subviews", value: .native(SubviewsValue(subviews: subviews))), SwiftEvaluator.Argument(label: "cache", value: cache.value),
        ], cache: cache)
        guard let number = result?.number, number.isFinite else { return nil }
        return number
    }
}

/// The cache a scene's layout keeps between its calls in one pass.
final class ScriptedLayoutCache {
    var value: Value

    init(value: Value) {
        self.value = value
    }
}

/// `subviews` as a scene's layout sees them: a collection of `LayoutSubview`s.
struct SubviewsValue: NativeSequence {
    let subviews: LayoutSubviews
    /// Keeps the pass alive while scene code holds these (a global or a cache may keep them
    /// past the call), so that `isCurrent` can be read.
    let keeper: AnyObject
    /// Keeps the container whose children the subviews are (they read them from it).
    let containerKeeper: AnyObject
    var typeName: String { "LayoutSubviews" }

    init(subviews: LayoutSubviews) {
        self.subviews = subviews
        keeper = subviews.passObject
        containerKeeper = subviews.containerObject
    }

    var elementValues: [Value] { subviews.map { .native(SubviewValue(subview: $0)) } }

    func elements(in context: EvaluationContext) throws -> [Value] { elementValues }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "count": return .int(subviews.count)
        case "isEmpty": return .bool(subviews.isEmpty)
        case "subscript":
            let values = elementValues
            return Function.native(name) { call in
                guard let index = call.arguments.first?.value.intValue else {
                    if case .range? = call.arguments.first?.value {
                        return try call.evaluator.subscriptValue(.array(values), call.arguments, node: Syntax(TokenSyntax.identifier("subviews")))
                    }
                    throw call.error("subviews[...] takes an index")
                }
                guard values.indices.contains(index) else { throw call.error("index \(index) is out of range for \(values.count) subviews") }
                return values[index]
            }
        default:
            return try context.member(name, of: .array(elementValues), node: Syntax(TokenSyntax.identifier(name)))
        }
    }
}

/// One subview as a scene's layout sees it: `sizeThatFits(_:)`, `dimensions(in:)`,
/// `place(at:anchor:proposal:)`, `priority`, `spacing`, `subview[Key.self]`.
struct SubviewValue: NativeValue {
    let subview: LayoutSubview
    /// See `SubviewsValue.keeper`.
    let keeper: AnyObject
    /// Keeps the subview's node alive (the proxy does not retain it): its priority, spacing and
    /// layout values stay readable after the pass.
    let nodeKeeper: AnyObject
    var typeName: String { "LayoutSubview" }

    init(subview: LayoutSubview) {
        self.subview = subview
        keeper = subview.passObject
        nodeKeeper = subview.nodeObject
    }

    /// A subview kept past the layout call that gave it (in a global, or a cache) belongs to a
    /// pass that has ended: asking it is an error, not a question to another pass.
    private static func checkCurrent(_ subview: LayoutSubview, _ call: NativeCall) throws {
        guard subview.isCurrent else {
            throw RuntimeError(
                "this subview belongs to a layout pass that has ended", at: call.position,
                hint: "use the subviews passed to this call; do not keep them in a global or a cache")
        }
    }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let subview = subview
        switch name {
        case "sizeThatFits":
            return Function.native(name, parameterTypes: ["_": "ProposedViewSize"]) { call in
                guard let proposal = call.arguments.first?.value.proposal else { throw call.error("sizeThatFits(_:) takes a ProposedViewSize") }
                try Self.checkCurrent(subview, call)
                return .native(GeometryValue(subview.sizeThatFits(proposal)))
            }
        case "dimensions":
            return Function.native(name, parameterTypes: ["in": "ProposedViewSize"]) { call in
                guard let proposal = call.argument("in")?.proposal else { throw call.error("dimensions(in:) takes a ProposedViewSize") }
                try Self.checkCurrent(subview, call)
                return .native(ViewDimensionsValue(dimensions: subview.dimensions(in: proposal)))
            }
        case "place":
            return Function.native(name, parameterTypes: ["at": "CGPoint", "anchor": "UnitPoint", "proposal": "ProposedViewSize"]) { call in
                guard let point = call.argument("at")?.point else { throw call.error("place(at:anchor:proposal:) takes a CGPoint 'at:'") }
                let anchor = try call.argument("anchor").map { value -> UnitPoint in
                    guard let unitPoint = value.unitPoint else { throw call.error("'anchor:' takes a UnitPoint such as .center") }
                    return unitPoint
                } ?? .topLeading
                let proposal = call.argument("proposal")?.proposal ?? .unspecified
                let sane = Point(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
                if sane != point, let library = call.evaluator.host as? SwiftUILibrary {
                    library.warning("place(at:) was given a point that is not finite; placing at 0 on that axis", at: call.position)
                }
                try Self.checkCurrent(subview, call)
                subview.place(at: sane, anchor: anchor, proposal: proposal)
                return .void
            }
        case "priority": return .double(subview.priority)
        case "spacing": return .native(ViewSpacingValue(spacing: subview.spacing))
        case "subscript":
            return Function.native(name) { call in
                guard case .type(let key)? = call.arguments.first?.value else { throw call.error("subview[...] takes a LayoutValueKey type") }
                if let value = subview.layoutValue(key.name) as? Value { return value }
                return try call.evaluator.member("defaultValue", of: .type(key), node: Syntax(TokenSyntax.identifier("defaultValue")))
            }
        default: return nil
        }
    }
}

/// `ViewSpacing`: `distance(to:along:)` between two subviews' preferences.
struct ViewSpacingValue: NativeValue {
    let spacing: ViewSpacing
    var typeName: String { "ViewSpacing" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let spacing = spacing
        if name == "formUnion" || name == "union" {
            // Spacing preferences are the same for every view here: a union changes nothing.
            return Function.native(name) { call in
                if name == "formUnion" { call.mutatedReceiver = .native(self) }
                return name == "union" ? .native(self) : .void
            }
        }
        guard name == "distance" else { return nil }
        return Function.native(name) { call in
            guard let other = call.arguments.first?.value.native(ViewSpacingValue.self) else { throw call.error("distance(to:along:) takes another ViewSpacing") }
            let axis: Axis = call.argument("along")?.symbolName == "vertical" ? .vertical : .horizontal
            return .double(spacing.distance(to: other.spacing, along: axis))
        }
    }
}

/// `LayoutProperties` as a scene's `static var layoutProperties` builds it.
struct LayoutPropertiesValue: NativeValue {
    var stackOrientation: Axis?
    var typeName: String { "LayoutProperties" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        guard name == "stackOrientation" else { return nil }
        return stackOrientation.map { .native(SymbolValue(typeName: "Axis", name: $0 == .horizontal ? "horizontal" : "vertical")) } ?? .nil
    }

    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        guard name == "stackOrientation" else { return nil }
        var copy = self
        copy.stackOrientation = value.symbolName == "horizontal" ? .horizontal : value.symbolName == "vertical" ? .vertical : nil
        return copy
    }
}

/// A built-in layout as a value (`HStackLayout(spacing: 8)`, `AnyLayout(VStackLayout())`):
/// calling it with content makes a container, as SwiftUI's `callAsFunction` does. Switching
/// the layout of an `AnyLayout` keeps the children's identity (their paths do not change).
struct LayoutValue: NativeValue {
    let typeName: String
    let layout: any Layout
    let summary: String

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        guard name == "callAsFunction", let library = context.host as? SwiftUILibrary else { return nil }
        let layout = layout, typeName = typeName, summary = summary
        return Function.native(name) { call in
            let content = try library.content(call)
            let location = library.location(call.position)
            return .native(ViewValue(typeName, at: call.position) { context, path in
                let children = try library.realize(content, context, path: path)
                return [ViewNode(typeName, content: .layout(layout), children: children, argumentSummary: summary, sourceLocation: location)]
            })
        }
    }
}

extension SwiftUILibrary {
    /// `HStackLayout(...)`, `VStackLayout(...)`, `ZStackLayout(...)`, `AnyLayout(_:)`.
    func layoutValue(_ type: String, _ call: NativeCall) throws -> LayoutValue? {
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        switch type {
        case "HStackLayout":
            return LayoutValue(typeName: type, layout: HStackLayout(alignment: try Arguments.vertical(call, "alignment") ?? .center,
                                                                    spacing: try Arguments.length(call, "spacing", allowsNegative: true, library: self)), summary: summary)
        case "VStackLayout":
            return LayoutValue(typeName: type, layout: VStackLayout(alignment: try Arguments.horizontal(call, "alignment") ?? .center,
                                                                    spacing: try Arguments.length(call, "spacing", allowsNegative: true, library: self)), summary: summary)
        case "ZStackLayout":
            return LayoutValue(typeName: type, layout: ZStackLayout(alignment: try Arguments.alignment(call, "alignment") ?? .center), summary: summary)
        case "AnyLayout":
            guard let wrapped = call.arguments.first?.value else { throw call.error("AnyLayout(_:) takes a layout") }
            if let builtIn = wrapped.native(LayoutValue.self) { return LayoutValue(typeName: builtIn.typeName, layout: builtIn.layout, summary: builtIn.summary) }
            if case .instance(let instance) = wrapped, instance.type.conforms(to: "Layout") {
                return LayoutValue(typeName: instance.type.name, layout: ScriptedLayout(instance: wrapped, type: instance.type, library: self), summary: summary)
            }
            throw call.error("AnyLayout(_:) takes a layout such as HStackLayout()")
        default:
            return nil
        }
    }

    /// A scene's layout called with content: `AnchoredPosition(location: p, anchor: .leading) {
    /// ... }`.
    func scriptedLayoutContainer(_ instance: Value, type: TypeDefinition, content: Value, at position: SourcePosition?) -> ViewValue {
        let location = location(position)
        let summary = summary(of: instance)
        return ViewValue(type.name, at: position) { context, path in
            let children = try self.realize(content, context, path: path)
            return [ViewNode(type.name, content: .layout(ScriptedLayout(instance: instance, type: type, library: self)), children: children,
                             argumentSummary: summary, sourceLocation: location)]
        }
    }
}

import SwiftSyntax

extension ScriptedLayout: LocatedLayout {
    /// A scene's layout with a stored `location: CGPoint` (seed 001's `AnchoredPosition`):
    /// the window's anchor handle moves it through the `location:` argument.
    var anchorLocation: Point? {
        guard case .instance(let instance) = self.instance,
              let geometry = instance.fields["location"]?.native(GeometryValue.self), geometry.kind == .point
        else { return nil }
        return geometry.point
    }
}
