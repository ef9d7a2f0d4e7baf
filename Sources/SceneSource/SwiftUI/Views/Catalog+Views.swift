import LayoutEngine
import SwiftEvaluator

/// How SwiftUI's views are made from their arguments. Adding a view: its entry in
/// `SwiftUICatalog`, a case in `makeView`, and its `<Thing>Layout` in the engine
/// (Documentation/scene-language.md, "Adding a view").
enum Catalog {
    /// The names and parameters are `SwiftUICatalog`'s; this is how each view is made.
    /// A view made by calling its type, or nil when `type` is not a view of the catalog.
    static func makeView(_ type: String, _ call: inout NativeCall, library: SwiftUILibrary) throws -> ViewValue? {
        // A path is a value with methods before it is a view (HostTypes makes it).
        if type == "Path" { return nil }
        let position = call.position
        let location = library.location(position)
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        func leaf(_ name: String, _ content: ViewNode.Content) -> ViewValue {
            ViewValue(name, at: position) { _, _ in [ViewNode(name, content: content, argumentSummary: summary, sourceLocation: location)] }
        }
        func container(_ name: String, _ layout: any Layout, content: Value?) -> ViewValue {
            ViewValue(name, at: position) { context, path in
                let children = try content.map { try library.realize($0, context, path: path) } ?? []
                return [ViewNode(name, content: .layout(layout), children: children, argumentSummary: summary, sourceLocation: location)]
            }
        }
        switch type {
        case "HStack", "VStack", "LazyHStack", "LazyVStack":
            let spacing = try Arguments.length(call, "spacing", allowsNegative: true, library: library)
            if type.hasPrefix("Lazy") {
                library.warning("\(type) is laid out as a \(type.dropFirst(4))", at: position)
            }
            let content = try library.content(call)
            if type.hasSuffix("HStack") {
                let alignment = try Arguments.vertical(call, "alignment") ?? .center
                return container(type, HStackLayout(alignment: alignment, spacing: spacing), content: content)
            }
            let alignment = try Arguments.horizontal(call, "alignment") ?? .center
            return container(type, VStackLayout(alignment: alignment, spacing: spacing), content: content)
        case "ZStack":
            let alignment = try Arguments.alignment(call, "alignment") ?? .center
            return container(type, ZStackLayout(alignment: alignment), content: try library.content(call))
        case "ViewThatFits":
            var axes = Axis.Set.both
            if let value = call.argument("in") {
                guard let set = Arguments.axisSet(value) else { throw call.error("ViewThatFits(in:) expects an axis set such as .horizontal") }
                axes = set
            }
            return container(type, ViewThatFitsLayout(axes: axes), content: try library.content(call))
        case "GeometryReader":
            return try library.geometryReader(call, summary: summary)
        case "ForEach":
            return try library.forEach(call)
        case "Group":
            let content = try library.content(call)
            var group = ViewValue(type, at: position) { context, path in try library.realize(content, context, path: path) }
            group.previewParts = content.viewValue?.previewParts ?? [content]
            return group
        case "AnyView":
            guard let wrapped = call.arguments.first?.value else { throw call.error("AnyView(_:) takes one view") }
            return ViewValue(type, at: position) { context, path in try library.realize(wrapped, context, path: path) }
        case "Text":
            return try library.text(call, summary: summary)
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle", "ContainerRelativeShape", "UnevenRoundedRectangle":
            return nil
        case "Spacer":
            var minLength: Double?
            if let value = call.argument("minLength"), !value.isNil {
                guard let number = value.number else { throw call.error("Spacer(minLength:) expects a number") }
                minLength = Arguments.checkedLength(number, label: "Spacer(minLength:)", library: library, at: position)
            }
            return leaf("Spacer", .spacer(minLength: minLength))
        case "Divider":
            return leaf("Divider", .divider)
        case "EmptyView":
            return leaf("EmptyView", .empty)
        case "Image":
            return try library.image(call, summary: summary)
        case "Label":
            return try library.label(call, summary: summary)
        case "Button", "NavigationLink", "Link", "ShareLink", "Menu":
            return try library.button(type, call, summary: summary)
        case "List", "Form":
            return try library.list(type, call, summary: summary)
        case "Section":
            return try library.section(call, summary: summary)
        case "ScrollView":
            return try library.scrollView(type, call, summary: summary)
        case "AnchoredPosition":
            guard let location = call.argument("location")?.point else { throw call.error("AnchoredPosition(location:anchor:) needs a CGPoint 'location:'") }
            guard let anchor = call.argument("anchor")?.unitPoint else { throw call.error("AnchoredPosition(location:anchor:) needs a UnitPoint 'anchor:' such as .leading") }
            return container(type, AnchoredPositionLayout(location: location, anchor: anchor), content: try library.content(call))
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            return try library.navigationStack(type, call, summary: summary)
        case "TabView":
            return try library.tabView(call, summary: summary)
        case "Tab":
            return try library.tab(call, summary: summary)
        case "ToolbarItem", "ToolbarItemGroup":
            return try library.toolbarItem(type, call, summary: summary)
        case "ScrollViewReader", "TimelineView":
            library.warning("\(type) is laid out as its content (its bars are not drawn yet)", at: position)
            let content = try library.content(call, passing: type == "ScrollViewReader" ? [.native(OpaqueHostValue(typeName: "ScrollViewProxy"))] : [])
            return ViewValue(type, at: position) { context, path in
                let children = try library.realize(content, context, path: path)
                return [ViewNode(type, content: .layout(VStackLayout(alignment: .center, spacing: 0)), children: children, argumentSummary: summary, sourceLocation: location)]
            }
        case "Grid", "GridRow":
            return try library.grid(type, call, summary: summary)
        case "LazyVGrid", "LazyHGrid":
            return try library.lazyGrid(type, call, summary: summary)
        case "Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Gauge", "ProgressView", "Stepper", "ColorPicker", "DatePicker", "LabeledContent":
            return try library.control(type, call, summary: summary)
        case "Picker":
            return try library.picker(call, summary: summary)
        case "ContentUnavailableView":
            return try library.contentUnavailable(call, summary: summary)
        case "GroupBox", "DisclosureGroup", "ControlGroup":
            return try library.contentContainer(type, call, summary: summary)
        case "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout":
            return nil
        default:
            if SwiftUICatalog.viewNames.contains(type) {
                library.warning("\(type) is drawn as a placeholder (not modelled yet)", at: position)
                return library.placeholder(type, at: position)
            }
            return nil
        }
    }
}

/// Summaries of arguments for output: `spacing: 10`, `width: 100, height: 50`.
enum Summary {
    static func arguments(_ arguments: [SwiftEvaluator.Argument], evaluator: Evaluator) -> String {
        // Written into one string: every view made in a `ForEach` row has a summary.
        var summary = ""
        for argument in arguments {
            let text: String
            switch argument.value {
            case .function: continue
            case .string(let string):
                // At most 40 bytes is at most 40 characters: counting characters is the slow part.
                text = string.utf8.count <= 40 || string.count <= 40 ? "\"" + string + "\"" : "\"" + string.prefix(39) + "…\""
            case .double(let number): text = formatPoints(number)
            case .native(let view as ViewValue): text = view.typeName + "(…)"
            default: text = String(evaluator.describe(argument.value).prefix(40))
            }
            if !summary.isEmpty { summary += ", " }
            if let label = argument.label { summary += label + ": " }
            summary += text
        }
        return summary
    }
}
