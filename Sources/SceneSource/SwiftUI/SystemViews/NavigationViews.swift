import LayoutEngine
import SwiftEvaluator

/// `NavigationStack` (and `NavigationView`, and `NavigationSplitView` at compact width, where it
/// is a stack of its sidebar) with its navigation bar, and `TabView` with its tab bar
/// (Documentation/system-views.md, "Navigation"). The bars read what the content says with
/// `navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar` and `tabItem`, as SwiftUI's
/// read them through preferences.
extension SwiftUILibrary {
    enum NavigationKey {
        static let title = "navigationTitle"
        static let displayMode = "navigationBarTitleDisplayMode"
        static let toolbar = "toolbar"
        static let barHidden = "navigationBarHidden"
        static let tabItem = "tabItem"
        static let tag = "tag"
        static let placement = "toolbarPlacement"
    }

    func navigationStack(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        let content: Value
        if type == "NavigationSplitView" {
            // Compact width: the split view is a stack showing its sidebar.
            content = try self.content(call, label: "sidebar")
        } else {
            content = try self.content(call, label: type == "NavigationStack" ? "root" : "content")
        }
        let location = location(call.position)
        return ViewValue(type, at: call.position) { context, path in
            let children = try self.realize(content, context, path: path)
            let body = children.count == 1 ? children[0] : ViewNode.vStack(spacing: 0, children)
            let found = Self.navigationInfo(in: children)
            var bar: ViewNode?
            var barHeight = 0.0
            if !found.hidden {
                let large = (found.displayMode ?? "automatic") != "inline" && found.title != nil
                barHeight = SystemMetrics.navigationBarHeight + (large ? SystemMetrics.largeTitleExtension : 0)
                bar = Self.navigationBar(title: found.title, large: large, items: found.toolbar).located(location)
            }
            let bottomItems = found.toolbar.filter { ["bottomBar", "status"].contains($0.placement) }
            var parts = [body.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)]
            if let bar { parts.append(bar) }
            var bottomHeight = 0.0
            if !bottomItems.isEmpty {
                bottomHeight = SystemMetrics.navigationBarHeight
                parts.append(Self.bottomToolbar(bottomItems).located(location))
            }
            return [ViewNode(type, content: .layout(SystemBarsLayout(topHeight: barHeight, bottomHeight: bottomHeight)), children: parts,
                             argumentSummary: summary, sourceLocation: location)]
        }
    }

    struct ToolbarEntry {
        var placement: String
        var node: ViewNode
    }

    struct NavigationInfo {
        var title: String?
        var displayMode: String?
        var toolbar: [ToolbarEntry] = []
        var hidden = false
    }

    /// What the content says about its bar: the first title, display mode and toolbar found
    /// (outermost first), not looking into nested navigation stacks.
    static func navigationInfo(in nodes: [ViewNode]) -> NavigationInfo {
        var info = NavigationInfo()
        var visited = 0
        func visit(_ node: ViewNode) {
            visited += 1
            guard visited < 20_000 else { return }
            if ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"].contains(node.typeName), node.role == .view { return }
            if info.title == nil, let title = node.layoutValues[NavigationKey.title] as? String { info.title = title }
            if info.displayMode == nil, let mode = node.layoutValues[NavigationKey.displayMode] as? String { info.displayMode = mode }
            if info.toolbar.isEmpty, let entries = node.layoutValues[NavigationKey.toolbar] as? [ToolbarEntry] { info.toolbar = entries }
            if let hidden = node.layoutValues[NavigationKey.barHidden] as? Bool, hidden { info.hidden = true }
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        return info
    }

    /// The bar: items leading and trailing and an inline title between them, 44 points high;
    /// a large title below in another 52. The bar's text does not scale with Dynamic Type.
    static func navigationBar(title: String?, large: Bool, items: [ToolbarEntry]) -> ViewNode {
        func group(_ placements: [String]) -> ViewNode {
            let nodes = items.filter { placements.contains($0.placement) }.map(\.node)
            return ViewNode.hStack(spacing: SystemMetrics.barItemSpacing, nodes)
        }
        let leading = group(["navigationBarLeading", "topBarLeading", "cancellationAction", "navigation"])
        let trailing = group(["navigationBarTrailing", "topBarTrailing", "automatic", "primaryAction", "confirmationAction", "destructiveAction"])
        let principal = items.first { $0.placement == "principal" }?.node
        let sides = ViewNode.hStack(spacing: 0, [leading, .spacer(minLength: 8), trailing])
        var rowChildren = [sides]
        if let principal {
            rowChildren.append(principal)
        } else if let title, !large {
            rowChildren.append(ViewNode.label(title, font: .system(size: 17, weight: .semibold)).withLineLimit(1))
        }
        let row = ViewNode.zStack(rowChildren)
            .padding(EdgeInsets(top: 0, leading: SystemMetrics.barEdgePadding, bottom: 0, trailing: SystemMetrics.barEdgePadding))
            .frame(height: SystemMetrics.navigationBarHeight)
        let barFont: (inout EnvironmentValues) -> Void = { environment in
            environment.font = .system(size: 17)
            environment.dynamicTypeSize = .large
            // Toggles in a bar are drawn as buttons, as iOS draws them there.
            if environment.systemStyles.toggle == nil { environment.systemStyles.toggle = .button }
        }
        var bar: ViewNode
        if large, let title {
            let titleView = ViewNode.label(title, font: .system(size: 34, weight: .bold)).withLineLimit(1)
                .padding(EdgeInsets(top: 0, leading: SystemMetrics.barEdgePadding, bottom: 0, trailing: SystemMetrics.barEdgePadding))
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: SystemMetrics.largeTitleExtension, alignment: .leading)
            bar = ViewNode.vStack(alignment: .leading, spacing: 0, [row, titleView])
        } else {
            bar = row
        }
        bar = bar.environment("navigationBar", barFont)
        return bar.withPart("NavigationStack.bar")
    }

    static func bottomToolbar(_ items: [ToolbarEntry]) -> ViewNode {
        var children: [ViewNode] = []
        for (index, item) in items.enumerated() {
            if index > 0 { children.append(.spacer()) }
            children.append(item.node)
        }
        if children.count == 1 { children = [.spacer(), children[0], .spacer()] }
        let row = ViewNode.hStack(spacing: 0, children)
            .padding(EdgeInsets(top: 0, leading: SystemMetrics.barEdgePadding, bottom: 0, trailing: SystemMetrics.barEdgePadding))
            .frame(height: SystemMetrics.navigationBarHeight)
        let background = ViewNode("Color", content: .color(.named("systemChromeMaterial"))).ignoringSafeAreaEdges(.bottom)
        return row.background(background).environment("toolbar") { $0.font = .system(size: 17); $0.dynamicTypeSize = .large }.withPart("NavigationStack.bottomBar")
    }

    // MARK: Tab view

    func tabView(_ call: NativeCall, summary: String) throws -> ViewValue {
        let content = try self.content(call)
        let selection = call.argument("selection") == nil ? nil : boundValue(call, "selection")
        let location = location(call.position)
        return ViewValue("TabView", at: call.position) { context, path in
            let tabs = try self.realize(content, context, path: path).flatMap(Self.expanded)
            var selected = 0
            if let value = selection {
                let wanted = self.evaluator.describe(value)
                if let index = tabs.firstIndex(where: { ($0.layoutValue(NavigationKey.tag) as? String) == wanted }) { selected = index }
            }
            var items: [ViewNode] = []
            for (index, tab) in tabs.enumerated() {
                let label = (tab.layoutValue(NavigationKey.tabItem) as? [ViewNode]) ?? []
                items.append(Self.tabItem(label, selected: index == selected))
            }
            var children: [ViewNode] = []
            if tabs.indices.contains(selected) { children.append(tabs[selected].frame(maxWidth: .infinity, maxHeight: .infinity)) }
            else { children.append(ViewNode.color("clear")) }
            let bar = ViewNode.hStack(alignment: .top, spacing: 0, items)
                .padding(EdgeInsets(top: 7, leading: 0, bottom: 0, trailing: 0))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            // iOS's bar material, down over the home indicator's strip, with a hairline on top.
            let background = ViewNode("Color", content: .color(.named("systemChromeMaterial"))).ignoringSafeAreaEdges(.bottom)
            let separator = ViewNode("Color", content: .color(.named("separator"))).frame(height: 1.0 / 3)
            let styled = bar.background(background).overlay(alignment: .top, separator).withPart("TabView.bar").located(location)
            return [ViewNode("TabView", content: .layout(SystemBarsLayout(topHeight: 0, bottomHeight: SystemMetrics.tabBarHeight)), children: [children[0], styled],
                             argumentSummary: summary, sourceLocation: location)]
        }
    }

    /// A tab bar item: its icon above its title (only the label's image and text are shown),
    /// in the accent colour when selected.
    static func tabItem(_ label: [ViewNode], selected: Bool) -> ViewNode {
        var image: ImageContent?
        var title: String?
        func visit(_ node: ViewNode) {
            if case .image(let content) = node.content, image == nil { image = content }
            if case .text(let text) = node.content, title == nil { title = text.string }
            node.children.forEach(visit)
        }
        label.forEach(visit)
        var parts: [ViewNode] = []
        if let image {
            parts.append(ViewNode("Image", content: .image(image)).font(.system(size: 22)).frame(height: SystemMetrics.tabIconSize))
        }
        if let title { parts.append(ViewNode.label(title, font: .system(size: SystemMetrics.tabTitleSize, weight: .medium))) }
        let item = ViewNode.vStack(spacing: 2, parts).frame(maxWidth: .infinity)
        item.style.foreground = .named(selected ? "accentColor" : "systemGray")
        return item
    }

    /// `Tab("Title", systemImage: "house") { content }` (iOS 18): its content with its tab item.
    func tab(_ call: NativeCall, summary: String) throws -> ViewValue {
        let content = try self.content(call)
        var site = call
        // `Tab("Title", systemImage:)` makes its label from the title and the image;
        // `Tab(value:role:) { } label: { Label(...) }` is given it. `role:` is no part of it.
        site.arguments = call.arguments.filter { [nil, "systemImage", "image"].contains($0.label) && !$0.isTrailingClosure }
        var label: Value?
        if let closure = call.arguments.first(where: { $0.label == "label" })?.value {
            label = try runBuilder(closure, at: call.position)
        } else if !site.arguments.isEmpty {
            label = .native(try self.label(site, summary: summary))
        }
        let value = call.argument("value")
        return ViewValue("Tab", at: call.position) { context, path in
            let nodes = try self.realize(content, context, path: path)
            let body = nodes.count == 1 ? nodes[0] : ViewNode.vStack(spacing: 0, nodes)
            let node = body.modifier("Tab", PassthroughLayout(), arguments: summary)
            node.role = .view
            if let label { node.layoutValues[NavigationKey.tabItem] = try self.realize(label, context, path: path + "t") }
            if let value { node.layoutValues[NavigationKey.tag] = self.evaluator.describe(value) }
            return [node]
        }
    }

    /// `ToolbarItem(placement:) { ... }` and `ToolbarItemGroup(placement:) { ... }`.
    func toolbarItem(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        let content = try self.content(call)
        let placement = call.argument("placement")?.symbolName
            ?? { if case .implicitMember(let member)? = call.argument("placement") { return member.name } else { return nil } }()
            ?? "automatic"
        let location = location(call.position)
        return ViewValue(type, at: call.position) { context, path in
            let nodes = try self.realize(content, context, path: path)
            let node = ViewNode(type, content: .group, children: nodes, argumentSummary: summary, sourceLocation: location)
            node.layoutValues[NavigationKey.placement] = placement
            return [node]
        }
    }

    /// `navigationTitle(_:)` and `navigationBarTitle(_:displayMode:)`: the title the enclosing stack's bar shows.
    func navigationTitle(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let first = call.arguments.first?.value
        var title: String?
        if let string = first?.stringValue { title = string }
        else if let text = first?.viewValue?.text { title = text.string }
        guard let title else { throw call.error("\(name)(_:) expects a title such as \"Settings\"") }
        var mode: String?
        if name == "navigationBarTitle", let display = call.argument("displayMode")?.symbolName { mode = display }
        return level(name, base, call, layout: PassthroughLayout()) { node in
            node.layoutValues[NavigationKey.title] = title
            if let mode { node.layoutValues[NavigationKey.displayMode] = mode }
        }
    }

    /// `navigationBarTitleDisplayMode(_:)`: a large or an inline title.
    func navigationBarTitleDisplayMode(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let first = call.arguments.first?.value
        guard var mode = first?.symbolName else { throw call.error("\(name)(_:) expects .inline, .large or .automatic") }
        // iOS 17's `.inlineLarge` keeps the title in the bar, in a larger font: an inline bar.
        if mode == "inlineLarge" { mode = "inline" }
        return level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[NavigationKey.displayMode] = mode }
    }

    /// `navigationBarHidden(_:)`: the enclosing stack shows no bar.
    func navigationBarHidden(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let first = call.arguments.first?.value
        let hidden = first?.boolValue ?? true
        return level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[NavigationKey.barHidden] = hidden }
    }

    /// `toolbar { ... }` adds items to the bars; `toolbar(.hidden, for: .navigationBar)` hides the bar.
    func toolbar(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let first = call.arguments.first?.value
        // `.toolbar(.hidden, for: .navigationBar)` hides the bar; `.toolbar { ... }` adds items.
        if let visibility = first?.symbolName {
            return level(name, base, call, layout: PassthroughLayout()) { node in
                if visibility == "hidden" { node.layoutValues[NavigationKey.barHidden] = true }
            }
        }
        let content = try self.content(call)
        return levelWithValues(name, base, call) { context, path in
            let items = try self.realize(content, context, path: path + "tb")
            var entries: [ToolbarEntry] = []
            for item in items {
                if let placement = item.layoutValues[NavigationKey.placement] as? String {
                    entries += item.children.map { ToolbarEntry(placement: placement, node: $0) }
                } else {
                    entries.append(ToolbarEntry(placement: "automatic", node: item))
                }
            }
            return [NavigationKey.toolbar: entries]
        }
    }

    /// `navigationBarItems(leading:trailing:)`: items at the bar's ends.
    func navigationBarItems(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        var entries: [(String, Value)] = []
        if let leading = call.argument("leading") { entries.append(("navigationBarLeading", leading)) }
        if let trailing = call.argument("trailing") { entries.append(("navigationBarTrailing", trailing)) }
        return levelWithValues(name, base, call) { context, path in
            var toolbar: [ToolbarEntry] = []
            for (index, entry) in entries.enumerated() {
                toolbar += try self.realize(entry.1, context, path: path + "nb\(index)").map { ToolbarEntry(placement: entry.0, node: $0) }
            }
            return [NavigationKey.toolbar: toolbar]
        }
    }

    /// `tabItem { ... }`: the label the enclosing tab view's bar shows for this tab.
    func tabItem(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let content = try self.content(call)
        return levelWithValues(name, base, call) { context, path in
            [NavigationKey.tabItem: try self.realize(content, context, path: path + "ti")]
        }
    }

    /// `tag(_:)`: the value that identifies this tab or picker option.
    func tag(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let first = call.arguments.first?.value
        let tag = first.map { call.evaluator.describe($0) } ?? ""
        return level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[NavigationKey.tag] = tag }
    }
}

extension SwiftUILibrary {
    /// `base` under a modifier level carrying layout values built from views the modifier's
    /// arguments make (toolbar items, a tab item, a row background) when the view is realized.
    func levelWithValues(_ name: String, _ base: Value, _ call: NativeCall,
                         _ values: @escaping (RealizeContext, String) throws -> [String: Any]) -> Value {
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        return .native(ViewValue("." + name, at: call.position) { context, path in
            let made = try values(context, path)
            return try self.realize(base, context, path: path).map { node in
                let modifier = ViewNode(name, role: .modifier, content: .layout(PassthroughLayout()), children: [node], argumentSummary: summary, sourceLocation: location)
                modifier.layoutValues.merge(made) { _, new in new }
                return modifier
            }
        })
    }
}

extension ViewNode {
    func withLineLimit(_ limit: Int) -> ViewNode {
        environment("lineLimit") { $0.lineLimit = limit }
    }
}
