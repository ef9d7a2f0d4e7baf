import LayoutEngine

/// Small builders for the nodes system views are made of (a list's rows, a navigation bar, a
/// toggle's switch): each part is an ordinary view of the engine, so it lays out, draws and
/// explains itself like the views a scene writes.
extension ViewNode {
    /// A part of a system view, named as its documentation names it (`List.row`).
    static func part(_ name: String, _ layout: any Layout, _ children: [ViewNode]) -> ViewNode {
        ViewNode(name, content: .layout(layout), children: children)
    }

    func located(_ location: SourceLocation?) -> ViewNode {
        if sourceLocation == nil { sourceLocation = location }
        return self
    }

    /// Text and symbols drawn in the named colour (`secondaryLabel`, `accentColor`).
    func foreground(_ name: String) -> ViewNode {
        style.foreground = .named(name)
        return self
    }

    func font(_ font: Font) -> ViewNode {
        environment("font") { $0.font = font }
    }

    /// A shape filled with the named colour.
    static func filled(_ kind: ShapeKind, _ color: String, opacity: Double = 1) -> ViewNode {
        let node = ViewNode.shape(kind)
        node.style.fill = Color(.named(color), opacity: opacity)
        return node
    }

    static func label(_ string: String, font: Font? = nil, color: String? = nil) -> ViewNode {
        var node = ViewNode.text(string)
        if let color { node = node.foreground(color) }
        if let font { node = node.font(font) }
        return node
    }

    func withLayoutValue(_ key: String, _ value: Any) -> ViewNode {
        layoutValues[key] = value
        return self
    }

    /// The layout value `key` on this node or the unary modifiers it wraps, outermost first.
    func layoutValue(_ key: String) -> Any? {
        var current: ViewNode? = self
        while let node = current {
            if let value = node.layoutValues[key] { return value }
            guard node.role == .modifier || node.role == .customView, node.children.count == 1 else { return nil }
            current = node.children.first
        }
        return nil
    }

    /// The node's own view under its modifiers (the `Toggle` under `.padding()`).
    var innermost: ViewNode {
        var node = self
        while node.role == .modifier, let first = node.children.first { node = first }
        return node
    }
}
