import LayoutEngine

/// What iOS draws in a list row beyond its content: the separator, which starts where the
/// row's text starts (past an icon), and the accent colour of a `Label`'s icon
/// (Documentation/system-views.md, "Lists and forms").
///
/// SwiftUI finds the separator's leading edge with the `listRowSeparatorLeading` guide, which a
/// row's text (a label's title) sets. The engine's texts set only their baselines, so the
/// list marks the first text of each row on the nearest view around it whose offset from the
/// text is known (`markSeparatorLeading`); the guide then reaches the row through every layout
/// as explicit guides do, and `ListRowSeparatorLayout` places the line there. A row that sets
/// the guide itself (`.alignmentGuide(.listRowSeparatorLeading) { ... }`) is left as it is.
extension SwiftUILibrary {
    /// The row with its separator: one line `thickness` high along its bottom, from the row's
    /// `listRowSeparatorLeading` guide (the content edge, `leading`, when nothing sets it) to
    /// its `listRowSeparatorTrailing` guide (its trailing edge).
    static func withSeparator(_ row: ViewNode, leading: Double, thickness: Double) -> ViewNode {
        let line = ViewNode("Color", content: .color(.named("separator"))).withPart("List.separator")
        return row.modifier("overlay", ListRowSeparatorLayout(defaultLeading: leading, thickness: thickness), secondary: line)
    }

    /// Marks where the row's text starts with the `listRowSeparatorLeading` guide: on a
    /// `Label` (its title follows the icon and the label's spacing), or on the view around the
    /// row's first text when that view places it at a known offset (a modifier, a leading
    /// stack, a padding, the second view of an `HStack` after a fixed first). Nothing when
    /// the text starts the row, when the offset is unknown, or when the row sets the guide.
    static func markSeparatorLeading(in row: ViewNode) {
        let key = HorizontalAlignment.listRowSeparatorLeading.key
        guard !setsGuide(key, row), let path = firstTextPath(in: row), let anchor = path.last else { return }
        if isLabel(anchor) {
            let spacing = (anchor.content.layout as? HStackLayout)?.spacing ?? 8
            anchor.alignmentGuides[key] = { (icon: ViewDimensions) in icon.width + spacing }
            return
        }
        guard path.count >= 2 else { return }
        let parent = path[path.count - 2]
        guard let index = parent.children.firstIndex(where: { $0 === anchor }), let offset = textOffset(in: parent, at: index) else { return }
        parent.alignmentGuides[key] = offset
    }

    /// Draws each `Label`'s icon in the row in the accent colour (the tint, when one is set),
    /// as iOS's lists do, unless a foreground style is set on the way to it; the title keeps
    /// the label colour.
    static func tintLabelIcons(in node: ViewNode, styled: Bool = false) {
        var styled = styled
        if let own = node.style.foreground {
            // A navigation link starts in the accent colour, which a list turns to the label colour.
            if !(node.typeName == "NavigationLink" && own == .named("accentColor")) { styled = true }
        }
        if isLabel(node), !styled, node.children[0].style.foreground == nil {
            node.children[0].style.foreground = .named("accentColor")
        }
        for child in drawnChildren(of: node) { tintLabelIcons(in: child, styled: styled) }
    }

    // MARK: Finding the text

    static func isLabel(_ node: ViewNode) -> Bool {
        node.typeName == "Label" && node.role == .view && node.children.count == 2 && node.content.layout is HStackLayout
    }

    /// The children that are the node's content: a modifier's first (not an overlay's or a
    /// background's view), every child of a view.
    private static func drawnChildren(of node: ViewNode) -> [ViewNode] {
        node.role == .modifier ? Array(node.children.prefix(1)) : node.children
    }

    /// The path from `node` to the first `Text` or `Label` in it, in reading order.
    private static func firstTextPath(in node: ViewNode) -> [ViewNode]? {
        if isLabel(node) { return [node] }
        if case .text = node.content { return [node] }
        for child in drawnChildren(of: node) {
            if let path = firstTextPath(in: child) { return [node] + path }
        }
        return nil
    }

    private static func setsGuide(_ key: AlignmentKey, _ node: ViewNode) -> Bool {
        node.alignmentGuides[key] != nil || node.children.contains { setsGuide(key, $0) }
    }

    /// Where the child at `index` starts in `parent`, as a guide computed from the dimensions
    /// of the parent's first child; nil when the layout does not settle it.
    private static func textOffset(in parent: ViewNode, at index: Int) -> ((ViewDimensions) -> Double)? {
        let layout = parent.content.layout
        let atLeading: Bool
        switch layout {
        case is PassthroughLayout, is SecondaryViewLayout:
            atLeading = index == 0
        case let padding as PaddingLayout:
            let inset = padding.insets.leading
            return index == 0 ? { _ in inset } : nil
        case let frame as FrameLayout:
            atLeading = frame.width == nil || frame.alignment.horizontal == .leading
        case let frame as FlexFrameLayout:
            atLeading = (frame.minWidth == nil && frame.idealWidth == nil && frame.maxWidth == nil) || frame.alignment.horizontal == .leading
        case let stack as VStackLayout:
            atLeading = stack.alignment == .leading
        case let stack as ZStackLayout:
            atLeading = stack.alignment.horizontal == .leading
        case let stack as HStackLayout:
            if index == 0 { atLeading = true; break }
            // After a first view that is not a spacer: its width and the stack's spacing.
            guard index == 1, parent.children[0].content.isSpacer == false else { return nil }
            let spacing = stack.spacing ?? 8
            return { first in first.width + spacing }
        default:
            return nil
        }
        return atLeading ? { _ in 0 } : nil
    }
}

extension ViewNode.Content {
    fileprivate var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }
}

/// A list row and its separator (subviews 0 and 1): the row takes the proposal and is the
/// size; the separator is one line `thickness` high along the row's bottom, from the row's
/// `listRowSeparatorLeading` guide (`defaultLeading` when nothing in the row sets it) to its
/// `listRowSeparatorTrailing` guide (the row's trailing edge when nothing sets it).
struct ListRowSeparatorLayout: Layout {
    var defaultLeading: Double
    var thickness: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let row = subviews.first else { return }
        row.place(at: bounds.origin, proposal: proposal)
        guard subviews.count > 1 else { return }
        let dimensions = row.dimensions(in: proposal)
        let leading = min(max(dimensions[explicit: .listRowSeparatorLeading] ?? defaultLeading, 0), bounds.width)
        let trailing = max(min(dimensions[explicit: .listRowSeparatorTrailing] ?? bounds.width, bounds.width), leading)
        subviews[1].place(at: Point(x: bounds.minX + leading, y: bounds.maxY - thickness),
                          proposal: ProposedViewSize(width: trailing - leading, height: thickness))
    }
}
