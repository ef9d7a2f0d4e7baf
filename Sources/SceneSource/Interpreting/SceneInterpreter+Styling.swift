import LayoutEngine

/// Styles that are drawn as a plain colour until `Rendering` supports them.
private let unsupportedStyleNames: Set<String> = [
    "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ImagePaint",
]

extension SceneInterpreter {
    /// The colour of a `ShapeStyle` argument: a colour, or gray with a warning for gradients.
    func styleColor(_ value: Value, _ call: CallSite, _ label: String) -> Color? {
        if let color = value.color { return color }
        if case .deferred(let expression, _, _) = value, let name = expression.modifierChain.base.calleeName,
           unsupportedStyleNames.contains(name)
        {
            sink.warning("'\(name)' is drawn as gray", at: call.argument(label)?.mark ?? call.mark)
            return .named("gray")
        }
        if case .symbol(let name) = value, ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
                                            "ultraThickMaterial", "bar", "tint", "background", "foreground"].contains(name)
        {
            sink.warning("'.\(name)' is drawn as gray", at: call.argument(label)?.mark ?? call.mark)
            return .named("gray")
        }
        return expects(call, label, "a color", got: value)
    }

    /// `.fill`, `.stroke`, `.strokeBorder` (shapes), `.foregroundStyle`, `.foregroundColor`:
    /// change the node's `style`, no level.
    func applyStyle(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode {
        let isShape: Bool
        if case .shape = node.content, node.role == .view { isShape = true } else { isShape = false }
        switch call.name {
        case "fill":
            guard isShape else { return shapeOnly(call, node) }
            guard let values = matchArguments(call, ["_", "style"], scope: scope) else { return node }
            if let value = values["_"], let color = styleColor(value, call, "_") { node.style.fill = color }
            if values["_"] == nil { node.style.fill = .named("primary") }
        case "stroke", "strokeBorder":
            guard isShape else { return shapeOnly(call, node) }
            guard let values = matchArguments(call, ["_", "lineWidth", "antialiased"], scope: scope) else { return node }
            var color = node.style.foreground ?? .named("primary")
            if let value = values["_"] {
                guard let resolved = styleColor(value, call, "_") else { return node }
                color = resolved
            }
            var width = 1.0
            if let value = values["lineWidth"] {
                guard let number = value.number else { return expects(call, "lineWidth", "a number", got: value) ?? node }
                width = checkedLength(number, call, "lineWidth") ?? 1
            }
            node.style.stroke = DrawingStyle.Stroke(color: color, lineWidth: width, isInside: call.name == "strokeBorder")
        default:
            guard let values = matchArguments(call, ["_"], scope: scope) else { return node }
            guard let value = values["_"] else {
                sink.error("\(call.name) needs a color", at: call.mark)
                return node
            }
            if value.isNone {
                node.style.foreground = nil
            } else if let color = styleColor(value, call, "_") {
                node.style.foreground = color
                recolorButtons(inside: node, color)
            }
        }
        return node
    }

    /// A foreground style set around buttons replaces their default accent colour (in
    /// SwiftUI, `Button { ... }.padding().foregroundColor(.white)` draws a white label). The
    /// walk stops at views that set a foreground of their own: the nearest style wins.
    private func recolorButtons(inside node: ViewNode, _ color: Color) {
        var stack = node.children
        while let current = stack.popLast() {
            if current.typeName == "Button", current.role == .view, current.style.foreground == .named("accentColor") {
                current.style.foreground = color
            } else if current.style.foreground != nil {
                continue
            }
            stack += current.children
        }
    }

    static func isText(_ node: ViewNode) -> Bool {
        if case .text = node.content { return true }
        return false
    }

    private func shapeOnly(_ call: CallSite, _ node: ViewNode) -> ViewNode {
        sink.error("\(call.name)(_:) applies to a shape, not to '\(node.displayName)'", at: call.mark,
                   hint: "apply \(call.name) directly after the shape, before other modifiers")
        return node
    }

    /// `Color.red.opacity(0.5)`: changes the colour's own opacity, no level.
    func applyColorOpacity(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode {
        guard case .color(var color) = node.content, let amount = opacityAmount(call, scope: scope) else { return node }
        color.opacity *= amount
        node.content = .color(color)
        node.argumentSummary = color.description
        return node
    }

    private func opacityAmount(_ call: CallSite, scope: Scope) -> Double? {
        guard let values = matchArguments(call, ["_"], scope: scope), let value = values["_"] else {
            sink.error("opacity needs a number from 0 to 1", at: call.mark)
            return nil
        }
        guard let number = value.number else { return expects(call, "_", "a number from 0 to 1", got: value) }
        if number.isNaN {
            sink.warning("opacity(_:) is not a number; using 0", at: call.argument("_")?.mark ?? call.mark)
            return 0
        }
        return min(max(number, 0), 1)
    }

    /// `hidden()`, `clipped()`, `cornerRadius(_:)`, `opacity(_:)`, `clipShape(_:)`: a level
    /// that draws differently and lays out as its child.
    func applyDrawingModifier(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        var style = DrawingStyle()
        switch call.name {
        case "hidden":
            guard matchArguments(call, [], scope: scope) != nil else { return nil }
            style.isVisible = false
        case "clipped":
            guard matchArguments(call, ["antialiased"], scope: scope) != nil else { return nil }
            style.isClipped = true
        case "cornerRadius":
            guard let values = matchArguments(call, ["_", "antialiased"], scope: scope), let value = values["_"] else {
                sink.error("cornerRadius needs a radius", at: call.mark)
                return nil
            }
            guard let radius = value.number else { return expects(call, "_", "a number", got: value) }
            style.cornerRadius = checkedLength(radius, call, "_") ?? 0
            style.isClipped = true
        case "clipShape":
            guard let values = matchArguments(call, ["_", "style"], scope: scope), let value = values["_"] else {
                sink.error("clipShape needs a shape", at: call.mark)
                return nil
            }
            guard case .shape(let kind) = value else { return expects(call, "_", "a shape", got: value) }
            style.isClipped = true
            style.clipShape = kind
        default:
            guard let amount = opacityAmount(call, scope: scope) else { return nil }
            style.opacity = amount
        }
        let result = modifierNode(call, PassthroughLayout(), node)
        result.style = style
        return result
    }

    /// `.bold()`, `.italic()`, `.fontWeight(_:)`, `.monospaced()` on a `Text` (also through
    /// modifiers that return `Text`, like `.font`): change its `TextContent`, no level.
    func applyTextModifier(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode {
        guard let values = matchArguments(call, ["_"], scope: scope) else { return node }
        var text = node
        while !Self.isText(text), text.role == .modifier, text.environmentChange != nil, let child = text.children.first {
            text = child
        }
        guard case .text(var content) = text.content else {
            sink.warning("'\(call.name)' on a view that is not a Text does not change how text is measured here", at: call.mark)
            return node
        }
        switch call.name {
        case "bold":
            if values["_"]?.bool != false { content.weight = .bold }
        case "italic":
            content.isItalic = values["_"]?.bool ?? true
        case "monospaced":
            content.isMonospaced = values["_"]?.bool ?? true
        default:
            guard let value = values["_"] else { break }
            if value.isNone {
                content.weight = nil
            } else {
                guard let weight = value.fontWeight else { return expects(call, "_", "a font weight such as .bold", got: value) ?? node }
                content.weight = weight
            }
        }
        text.content = .text(content)
        return node
    }
}
