import LayoutEngine

/// The modifiers that change an `Image` itself and take no level (like `Text`'s `.bold()`).
let imageModifierNames: Set<String> = ["resizable", "renderingMode", "symbolRenderingMode", "symbolVariant"]

extension SceneInterpreter {
    // MARK: Image

    /// `Image(systemName: "star.fill")`, `Image("swiftui")`, `Image(decorative: "swiftui")`.
    func buildImage(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(
            call, ["_", "systemName", "decorative", "bundle", "label", "variableValue"], scope: scope)
        else { return nil }
        let given = ["systemName", "_", "decorative"].filter { values[$0] != nil }
        guard given.count == 1, let label = given.first, let value = values[label] else {
            sink.error("Image needs one name: a symbol's or an image's", at: call.mark,
                       hint: "write 'Image(systemName: \"star\")' or 'Image(\"name\")'")
            return nil
        }
        guard let name = value.string else { return expects(call, label, "a string", got: value) }
        let content: ImageContent = label == "systemName" ? .systemName(name) : .named(name)
        return leaf(call, "Image", .image(content))
    }

    /// The `Image` node at `node`, looking through levels that leave it an `Image` in SwiftUI's
    /// types (none do: `.resizable()` and friends are declared on `Image` only).
    private func imageNode(_ node: ViewNode) -> ViewNode? {
        if case .image = node.content, node.role == .view { return node }
        return nil
    }

    /// `.resizable()`, `.renderingMode(_:)`, `.symbolRenderingMode(_:)`, `.symbolVariant(_:)`:
    /// change the image's `ImageContent`, no level. The last two also apply to every image
    /// written inside another view (`Label(...).symbolVariant(.fill)`), as SwiftUI passes them
    /// down the environment.
    func applyImageModifier(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode {
        switch call.name {
        case "resizable":
            guard matchArguments(call, ["capInsets", "resizingMode"], scope: scope) != nil else { return node }
            guard let image = imageNode(node) else { return imageOnly(call, node) }
            updateImage(image) { $0.isResizable = true }
        case "renderingMode":
            guard let values = matchArguments(call, ["_"], scope: scope) else { return node }
            guard let image = imageNode(node) else { return imageOnly(call, node) }
            guard let value = values["_"] else {
                sink.error("renderingMode needs a mode", at: call.mark, hint: "write '.renderingMode(.template)'")
                return node
            }
            if value.isNone {
                updateImage(image) { $0.renderingMode = nil }
                return node
            }
            guard case .symbol(let name) = value, let mode = Image.TemplateRenderingMode(rawValue: name) else {
                return expects(call, "_", ".template or .original", got: value) ?? node
            }
            updateImage(image) { $0.renderingMode = mode }
        case "symbolRenderingMode":
            guard let values = matchArguments(call, ["_"], scope: scope) else { return node }
            guard let value = values["_"] else {
                sink.error("symbolRenderingMode needs a mode", at: call.mark, hint: "write '.symbolRenderingMode(.hierarchical)'")
                return node
            }
            var mode: SymbolRenderingMode?
            if !value.isNone {
                guard case .symbol(let name) = value, let resolved = SymbolRenderingMode(rawValue: name) else {
                    return expects(call, "_", ".monochrome, .hierarchical, .palette or .multicolor", got: value) ?? node
                }
                mode = resolved
            }
            forEachImage(in: node) { $0.symbolRenderingMode = mode }
        default:
            guard let values = matchArguments(call, ["_"], scope: scope) else { return node }
            guard let value = values["_"], let variants = symbolVariants(value) else {
                let got = values["_"] ?? Value.none
                return expects(call, "_", "symbol variants such as .fill or .circle.fill", got: got) ?? node
            }
            forEachImage(in: node) { image in
                image.symbolVariants = variants.isEmpty ? [] : image.symbolVariants + variants
            }
        }
        return node
    }

    /// `.fill`, `.circle.fill`, `.none` as variant names; nil when it is not a variant.
    private func symbolVariants(_ value: Value) -> [String]? {
        guard case .symbol(let text) = value else { return nil }
        let names = text.split(separator: ".").map(String.init)
        if names == ["none"] { return [] }
        let known: Set<String> = ["fill", "circle", "square", "rectangle", "slash"]
        return names.allSatisfy(known.contains) ? names : nil
    }

    private func updateImage(_ node: ViewNode, _ change: (inout ImageContent) -> Void) {
        guard case .image(var image) = node.content else { return }
        change(&image)
        node.content = .image(image)
    }

    /// Applies `change` to every image in `node`'s subtree as written (custom views whose body
    /// depends on the environment are built later and keep their images unchanged).
    private func forEachImage(in node: ViewNode, _ change: (inout ImageContent) -> Void) {
        var stack = [node]
        while let current = stack.popLast() {
            updateImage(current, change)
            stack += current.children
        }
    }

    private func imageOnly(_ call: CallSite, _ node: ViewNode) -> ViewNode {
        sink.error("\(call.name)() applies to an Image, not to '\(node.displayName)'", at: call.mark,
                   hint: "apply \(call.name) directly after Image(...), before other modifiers")
        return node
    }

    // MARK: Label

    /// `Label("Title", systemImage: "star")`, `Label("Title", image: "name")`,
    /// `Label { Text("Title") } icon: { Image(systemName: "star") }`: iOS's default label style,
    /// the icon and the title side by side, centred vertically, 8 points apart. The `Label`
    /// node is laid out by an `HStackLayout`; child 0 is the icon, child 1 the title.
    func buildLabel(_ call: CallSite, scope: Scope) -> ViewNode? {
        guard let values = matchArguments(
            call, ["_", "systemImage", "image", "title", "icon"], closureLabels: ["title", "icon"], scope: scope)
        else { return nil }
        let location = call.mark.location
        var icon: ViewNode?
        var title: ViewNode?
        if let value = values["_"] {
            guard let string = value.string else { return expects(call, "_", "a string", got: value) }
            title = ViewNode("Text", content: .text(TextContent(string)), argumentSummary: "\"\(string)\"", sourceLocation: location)
            let images = ["systemImage", "image"].filter { values[$0] != nil }
            guard images.count == 1, let label = images.first, let imageValue = values[label] else {
                sink.error("Label needs an icon", at: call.mark, hint: "write 'Label(\"Title\", systemImage: \"star\")'")
                return nil
            }
            guard let name = imageValue.string else { return expects(call, label, "a string", got: imageValue) }
            let summary = label == "systemImage" ? "systemName: \"\(name)\"" : "\"\(name)\""
            icon = ViewNode("Image", content: .image(label == "systemImage" ? .systemName(name) : .named(name)),
                            argumentSummary: summary, sourceLocation: location)
        } else {
            title = labelPart("title", call, values, scope: scope)
            icon = labelPart("icon", call, values, scope: scope)
        }
        guard let icon, let title else {
            sink.error("Label needs a title and an icon", at: call.mark,
                       hint: "write 'Label(\"Title\", systemImage: \"star\")' or 'Label { Text(\"Title\") } icon: { Image(systemName: \"star\") }'")
            return nil
        }
        return ViewNode(
            "Label", content: .layout(HStackLayout(alignment: .center, spacing: Self.labelSpacing)), children: [icon, title],
            argumentSummary: call.summary, sourceLocation: location)
    }

    /// Points between a label's icon and title (iOS's default label style).
    static let labelSpacing: Double = 8

    /// The views of a label's `title` or `icon` closure, as one node; nil when it is missing.
    private func labelPart(_ label: String, _ call: CallSite, _ values: [String: Value], scope: Scope) -> ViewNode? {
        if case .closure(let closure, let captured)? = values[label] {
            return singleNode(buildStatements(closure.body, scope: captured.child()), mark: call.mark)
        }
        // `Label { title } icon: { icon }`: the first trailing closure is the title.
        let trailing = label == "title"
            ? call.trailing.first { $0.label == nil || $0.label == "title" }
            : call.trailing.first { $0.label == "icon" }
        guard let trailing else { return nil }
        return singleNode(buildStatements(trailing.closure.body, scope: scope.child()), mark: call.mark)
    }
}
