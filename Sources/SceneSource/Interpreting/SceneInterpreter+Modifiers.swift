import LayoutEngine

extension SceneInterpreter {
    /// `node` with `modifier` applied: a new node with `node` as child 0 for layout,
    /// environment and behavioural modifiers; the same node with a changed `style` or text
    /// for styling (`.fill`, `.bold()`). After an error, the node unchanged.
    func applyModifier(_ modifier: ModifierApplication, to node: ViewNode, scope: Scope) -> ViewNode? {
        let call = CallSite(modifier)
        switch modifier.name {
        case "frame": return applyFrame(call, to: node, scope: scope) ?? node
        case "padding": return applyPadding(call, to: node, scope: scope) ?? node
        case "offset": return applyOffset(call, to: node, scope: scope) ?? node
        case "position": return applyPosition(call, to: node, scope: scope) ?? node
        case "fixedSize": return applyFixedSize(call, to: node, scope: scope) ?? node
        case "aspectRatio", "scaledToFit", "scaledToFill": return applyAspectRatio(call, to: node, scope: scope) ?? node
        case "background", "overlay": return applySecondaryView(call, to: node, scope: scope) ?? node
        case "border": return applyBorder(call, to: node, scope: scope) ?? node
        case "layoutPriority": return applyLayoutPriority(call, to: node, scope: scope) ?? node
        case "alignmentGuide": return applyAlignmentGuide(call, to: node, scope: scope) ?? node
        case "ignoresSafeArea", "edgesIgnoringSafeArea": return applyIgnoresSafeArea(call, to: node, scope: scope) ?? node
        case "hidden", "clipped", "cornerRadius", "clipShape":
            return applyDrawingModifier(call, to: node, scope: scope) ?? node
        case "opacity":
            if case .color = node.content, node.role == .view { return applyColorOpacity(call, to: node, scope: scope) }
            return applyDrawingModifier(call, to: node, scope: scope) ?? node
        case "fill", "stroke", "strokeBorder", "foregroundStyle", "foregroundColor":
            return applyStyle(call, to: node, scope: scope)
        case "bold", "italic", "fontWeight", "monospaced":
            return applyTextModifier(call, to: node, scope: scope)
        case _ where imageModifierNames.contains(modifier.name):
            return applyImageModifier(call, to: node, scope: scope)
        case "font", "environment", "dynamicTypeSize", "lineLimit", "multilineTextAlignment",
             "truncationMode", "lineSpacing", "minimumScaleFactor", "imageScale":
            return applyEnvironmentModifier(call, to: node, scope: scope) ?? node
        default:
            break
        }
        if textDrawingModifierNames.contains(modifier.name), case .text = node.content {
            sink.warning("'\(modifier.name)' does not affect layout", at: modifier.mark)
            return node
        }
        if behaviouralModifierNames.contains(modifier.name) {
            sink.warning("'\(modifier.name)' does not affect layout", at: modifier.mark)
            return modifierNode(call, PassthroughLayout(), node)
        }
        if customModifiers[modifier.name] != nil {
            sink.error(
                "custom modifiers ('\(modifier.name)', declared in 'extension View') are not supported yet", at: modifier.mark,
                hint: "apply the modifiers it is made of directly")
            return node
        }
        sink.error("unknown modifier '\(modifier.name)'", at: modifier.mark)
        return node
    }

    /// The node for a modifier that takes a level: `layout` with `child` as child 0.
    func modifierNode(_ call: CallSite, _ layout: any Layout, _ child: ViewNode) -> ViewNode {
        ViewNode(
            call.name, role: .modifier, content: .layout(layout), children: [child],
            argumentSummary: call.summary, sourceLocation: call.mark.location)
    }
}
