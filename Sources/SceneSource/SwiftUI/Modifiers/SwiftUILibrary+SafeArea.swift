import LayoutEngine
import SwiftEvaluator

extension SwiftUILibrary {
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the modified view is child 0, the
    /// inset content child 1, laid out by `SafeAreaInsetLayout`.
    func safeAreaInset(_ base: Value, _ call: NativeCall) throws -> Value {
        guard let edgeValue = call.argument("edge"), let name = edgeValue.symbolName, let edge = Edge(rawValue: name) else {
            throw call.error("safeAreaInset needs an edge: .top, .bottom, .leading or .trailing")
        }
        var layout = SafeAreaInsetLayout(edge: edge)
        if edge == .top || edge == .bottom {
            layout.horizontalAlignment = try Arguments.horizontal(call, "alignment") ?? .center
        } else {
            layout.verticalAlignment = try Arguments.vertical(call, "alignment") ?? .center
        }
        if call.argument("spacing").map({ !$0.isNil }) == true {
            layout.spacing = try Arguments.length(call, "spacing", library: self)
        }
        guard let closure = contentClosure(call) else { throw call.error("safeAreaInset needs its content: safeAreaInset(edge: .bottom) { ... }") }
        let content = try runBuilder(closure, at: call.position)
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        let fixed = layout
        return .native(ViewValue(".safeAreaInset", at: call.position) { context, path in
            try self.realize(base, context, path: path).enumerated().map { index, node in
                var views = try self.realize(content, context, path: path + ".safeAreaInset\(index)")
                if views.count > 1 {
                    // Several views in the content: an implicit stack across the edge.
                    let vertical = edge == .top || edge == .bottom
                    views = [ViewNode(vertical ? "VStack" : "HStack", content: vertical ? .layout(VStackLayout()) : .layout(HStackLayout()), children: views, sourceLocation: location)]
                }
                let inset = views.first ?? ViewNode("EmptyView", content: .empty, sourceLocation: location)
                return ViewNode("safeAreaInset", role: .modifier, content: .layout(fixed), children: [node, inset],
                                argumentSummary: summary, sourceLocation: location)
            }
        })
    }

    /// `safeAreaPadding(_:)`, `safeAreaPadding(_:_:)`: adds space to the safe area the view sees
    /// on the given edges (16 points, the default padding, when no length is given): one level,
    /// `SafeAreaPaddingLayout`, so the view is proposed what remains and what ignores the safe
    /// area grows over the padding.
    func safeAreaPadding(_ base: Value, _ call: NativeCall) throws -> Value {
        let insets = try Self.insetArguments(call, name: "safeAreaPadding")
        func sane(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1_000_000) : 0 }
        let layout = SafeAreaPaddingLayout(insets: EdgeInsets(
            top: sane(insets.top), leading: sane(insets.leading), bottom: sane(insets.bottom), trailing: sane(insets.trailing)))
        return level("safeAreaPadding", base, call, layout: layout)
    }

    /// The environment keys of `contentMargins(_:_:for:)`, one per edge (in points).
    static let contentMarginKeys: [(Edge, String)] = [
        (.top, "contentMargins.top"), (.leading, "contentMargins.leading"),
        (.bottom, "contentMargins.bottom"), (.trailing, "contentMargins.trailing"),
    ]

    /// `contentMargins(_:_:for:)`, `contentMargins(_:for:)`: margins around the content of the
    /// scroll views inside (an environment value, as in SwiftUI). `for: .scrollIndicators`
    /// moves only the indicators, which are not drawn, so it changes no layout.
    func contentMargins(_ base: Value, _ call: NativeCall) throws -> Value {
        let insets = try Self.insetArguments(call, name: "contentMargins")
        func sane(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1_000_000) : 0 }
        var lengths: [Edge: Double] = [:]
        for (edge, length) in [(Edge.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing)]
            where !length.isNaN { lengths[edge] = sane(length) }
        let placement = call.argument("for")?.symbolName ?? "automatic"
        let changes = placement == "scrollIndicators" ? [:] : lengths
        return level("contentMargins", base, call, layout: PassthroughLayout()) { node in
            node.environmentChange = { environment in
                for (edge, key) in Self.contentMarginKeys {
                    if let length = changes[edge] { environment.custom[key] = String(length) }
                }
            }
        }
    }

    /// The content margins the environment gives the scroll views inside (zero when none).
    static func contentMargins(in environment: EnvironmentValues) -> EdgeInsets {
        func value(_ key: String) -> Double { environment.custom[key].flatMap(Double.init) ?? 0 }
        return EdgeInsets(top: value("contentMargins.top"), leading: value("contentMargins.leading"),
                          bottom: value("contentMargins.bottom"), trailing: value("contentMargins.trailing"))
    }

    /// The unlabelled arguments `(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)` or
    /// `(_ insets: EdgeInsets)` or `(_ length: CGFloat)` of `safeAreaPadding` and
    /// `contentMargins`, as insets: 16 (the default padding) when no length is given; an edge
    /// not in the set is NaN (not given).
    static func insetArguments(_ call: NativeCall, name: String) throws -> EdgeInsets {
        let values = call.arguments.filter { $0.label == nil && !$0.isTrailingClosure }.map(\.value)
        if values.count == 1, let given = values[0].edgeInsets { return given }
        var edges = Edge.Set.all
        var amount = values.first
        if let first = values.first, first.number == nil, !first.isNil {
            guard let set = Arguments.edgeSet(first) else {
                throw call.error("\(name) expects an edge set such as .horizontal, a length or EdgeInsets")
            }
            edges = set
            amount = values.count == 2 ? values[1] : nil
        }
        let length = amount?.number ?? PaddingLayout.defaultLength
        func on(_ set: Edge.Set) -> Double { edges.contains(set) ? length : .nan }
        return EdgeInsets(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
    }
}
