import Foundation
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
        foreground(.named(name))
    }

    /// Text and symbols drawn in `color` (a tint).
    func foreground(_ color: Color) -> ViewNode {
        style.foreground = color
        return self
    }

    func font(_ font: Font) -> ViewNode {
        environment("font") { $0.font = font }
    }

    /// A shape filled with the named colour.
    static func filled(_ kind: ShapeKind, _ color: String, opacity: Double = 1) -> ViewNode {
        filled(kind, .named(color), opacity: opacity)
    }

    /// A shape filled with `color` (a tint), its opacity times `opacity`.
    static func filled(_ kind: ShapeKind, _ color: Color, opacity: Double = 1) -> ViewNode {
        let node = ViewNode.shape(kind)
        var fill = color
        fill.opacity *= opacity
        node.style.fill = fill
        return node
    }

    static func label(_ string: String, font: Font? = nil, color: String? = nil) -> ViewNode {
        var node = ViewNode.text(string)
        if let color { node = node.foreground(color) }
        if let font { node = node.font(font) }
        return node
    }

    /// SF Symbols' `chevron.up.chevron.down` as a menu picker draws it after its choice: two
    /// small chevrons pointing away from each other, drawn in the foreground style. A shape
    /// rather than a symbol stand-in, so that it does not depend on an icon theme. The size
    /// (8.5 x 13.5 for footnote semibold, strokes 1.6 wide) is chosen from screenshots of iOS
    /// 17's forms (Documentation/ios-system-metrics.md, "Controls").
    static func menuIndicator() -> ViewNode {
        let path = ShapePath(name: "chevron.up.chevron.down") { rect in
            let radius = rect.width * 0.095
            func point(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
            let (left, right, middle) = (0.11, 0.89, 0.5)
            return capsule(from: point(left, 0.37), to: point(middle, 0.11), radius: radius)
                + capsule(from: point(middle, 0.11), to: point(right, 0.37), radius: radius)
                + capsule(from: point(left, 0.63), to: point(middle, 0.89), radius: radius)
                + capsule(from: point(middle, 0.89), to: point(right, 0.63), radius: radius)
        }
        return ViewNode.shape(.path(path)).frame(width: 8.5, height: 13.5).withPart("Picker.indicator")
    }

    /// A stroke from `start` to `end` with round ends, as a closed outline `radius` either side
    /// (every one turns the same way, so that overlapping ones fill as one).
    private static func capsule(from start: Point, to end: Point, radius: Double) -> [PathElement] {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return [] }
        let (nx, ny) = (-dy / length * radius, dx / length * radius)
        let side = atan2(ny, nx)
        return [
            .move(Point(x: start.x + nx, y: start.y + ny)),
            .line(Point(x: end.x + nx, y: end.y + ny)),
            .arc(center: end, radius: radius, startAngle: side, endAngle: side - .pi, clockwise: true),
            .line(Point(x: start.x - nx, y: start.y - ny)),
            .arc(center: start, radius: radius, startAngle: side - .pi, endAngle: side - 2 * .pi, clockwise: true),
            .close,
        ]
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
