import LayoutEngine
import SwiftEvaluator

/// The makers of the views built in Views/: stacks, groups, text, images, buttons, scroll views.
extension ViewMaker {
    /// A view of `layout` over the views of `content`.
    private static func container(_ library: SwiftUILibrary, _ name: String, _ call: NativeCall, _ summary: String,
                                  _ layout: any Layout, content: Value?) -> ViewValue {
        let location = library.location(call.position)
        return ViewValue(name, at: call.position) { context, path in
            let children = try content.map { try library.realize($0, context, path: path) } ?? []
            return [ViewNode(name, content: .layout(layout), children: children, argumentSummary: summary, sourceLocation: location)]
        }
    }

    /// A view without children.
    private static func leaf(_ library: SwiftUILibrary, _ name: String, _ call: NativeCall, _ summary: String, _ content: ViewNode.Content) -> ViewValue {
        let location = library.location(call.position)
        return ViewValue(name, at: call.position) { _, _ in [ViewNode(name, content: content, argumentSummary: summary, sourceLocation: location)] }
    }

    /// `HStack`, `VStack`, and their lazy forms: a lazy stack takes the size it is proposed
    /// across its axis (WWDC20 "Stacks, Grids, and Outlines in SwiftUI": a LazyVStack is as
    /// wide as the space it is given, where a VStack is as wide as its widest view); it makes
    /// every view, as a still picture shows the ones in sight.
    static let stack = ViewMaker { library, type, call, summary in
        let spacing = try Arguments.length(call, "spacing", allowsNegative: true, library: library)
        let lazy = type.hasPrefix("Lazy")
        let content = try library.content(call)
        if type.hasSuffix("HStack") {
            let alignment = try Arguments.vertical(call, "alignment") ?? .center
            return container(library, type, call, summary, HStackLayout(alignment: alignment, spacing: spacing, fillsCrossAxis: lazy), content: content)
        }
        let alignment = try Arguments.horizontal(call, "alignment") ?? .center
        return container(library, type, call, summary, VStackLayout(alignment: alignment, spacing: spacing, fillsCrossAxis: lazy), content: content)
    }

    static let zStack = ViewMaker { library, type, call, summary in
        let alignment = try Arguments.alignment(call, "alignment") ?? .center
        return container(library, type, call, summary, ZStackLayout(alignment: alignment), content: try library.content(call))
    }

    static let viewThatFits = ViewMaker { library, type, call, summary in
        var axes = Axis.Set.both
        if let value = call.argument("in") {
            guard let set = Arguments.axisSet(value) else { throw call.error("ViewThatFits(in:) expects an axis set such as .horizontal") }
            axes = set
        }
        return container(library, type, call, summary, ViewThatFitsLayout(axes: axes), content: try library.content(call))
    }

    static let anchoredPosition = ViewMaker { library, type, call, summary in
        guard let location = call.argument("location")?.point else { throw call.error("AnchoredPosition(location:anchor:) needs a CGPoint 'location:'") }
        guard let anchor = call.argument("anchor")?.unitPoint else { throw call.error("AnchoredPosition(location:anchor:) needs a UnitPoint 'anchor:' such as .leading") }
        return container(library, type, call, summary, AnchoredPositionLayout(location: location, anchor: anchor), content: try library.content(call))
    }

    static let geometryReader = ViewMaker { library, _, call, summary in try library.geometryReader(call, summary: summary) }

    static let forEach = ViewMaker { library, _, call, _ in try library.forEach(call) }

    /// `Group`: its content's views, without a level of its own.
    static let group = ViewMaker { library, type, call, _ in
        let content = try library.content(call)
        var group = ViewValue(type, at: call.position) { context, path in try library.realize(content, context, path: path) }
        group.previewParts = content.viewValue?.previewParts ?? [content]
        return group
    }

    static let anyView = ViewMaker { library, type, call, _ in
        guard let wrapped = call.arguments.first?.value else { throw call.error("AnyView(_:) takes one view") }
        return ViewValue(type, at: call.position) { context, path in try library.realize(wrapped, context, path: path) }
    }

    /// `ScrollViewReader` and `TimelineView`: their content in a column.
    static let contentColumn = ViewMaker { library, type, call, summary in
        library.warning("\(type) is laid out as its content (its bars are not drawn yet)", at: call.position)
        let passed: Value = type == "ScrollViewReader" ? .native(OpaqueHostValue(typeName: "ScrollViewProxy")) : .native(TimelineContextValue())
        let content = try library.content(call, passing: [passed])
        let location = library.location(call.position)
        return ViewValue(type, at: call.position) { context, path in
            let children = try library.realize(content, context, path: path)
            return [ViewNode(type, content: .layout(VStackLayout(alignment: .center, spacing: 0)), children: children, argumentSummary: summary, sourceLocation: location)]
        }
    }

    static let text = ViewMaker { library, _, call, summary in try library.text(call, summary: summary) }

    static let spacer = ViewMaker { library, type, call, summary in
        var minLength: Double?
        if let value = call.argument("minLength"), !value.isNil {
            guard let number = value.number else { throw call.error("Spacer(minLength:) expects a number") }
            minLength = Arguments.checkedLength(number, label: "Spacer(minLength:)", library: library, at: call.position)
        }
        return leaf(library, type, call, summary, .spacer(minLength: minLength))
    }

    static let divider = ViewMaker { library, type, call, summary in leaf(library, type, call, summary, .divider) }

    static let emptyView = ViewMaker { library, type, call, summary in leaf(library, type, call, summary, .empty) }

    static let image = ViewMaker { library, _, call, summary in try library.image(call, summary: summary) }

    static let label = ViewMaker { library, _, call, summary in try library.label(call, summary: summary) }

    static let button = ViewMaker { library, _, call, summary in try library.button(call, summary: summary) }

    static let navigationLink = ViewMaker { library, _, call, summary in try library.navigationLink(call, summary: summary) }

    /// `Menu`, `Link` and `ShareLink`: drawn as a button.
    static let menuOrLink = ViewMaker { library, type, call, summary in try library.menuOrLink(type, call, summary: summary) }

    static let scrollView = ViewMaker { library, type, call, summary in try library.scrollView(type, call, summary: summary) }

    /// A view the playground does not model yet: a placeholder, with a warning.
    static let placeholder = ViewMaker { library, type, call, _ in
        library.warning("\(type) is drawn as a placeholder (not modelled yet)", at: call.position)
        return library.placeholder(type, at: call.position)
    }
}
