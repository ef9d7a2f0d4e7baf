import LayoutEngine

extension SwiftUILibrary {
    /// A `Section` under modifiers, or the body of a view of the scene's (`menu
    /// .listRowSeparator(.hidden)` where `menu` is a `Section { ... }`): in a list, still a
    /// section, whose views each carry those levels, as SwiftUI applies a modifier of a section
    /// to each of its views (its header and footer included). Any other row is returned as it
    /// is. Levels with a secondary view (a background) are not copied: the row stays whole.
    static func sectionOwningModifiers(_ row: ViewNode) -> ViewNode {
        var levels: [ViewNode] = []
        var node = row
        while !(node.typeName == "Section" && node.isGroup) {
            guard node.role == .modifier || node.role == .customView, node.children.count == 1 else { return row }
            levels.append(node)
            node = node.children[0]
        }
        if levels.isEmpty { return row }
        let children = node.children.map { child in
            levels.reversed().reduce(child) { inner, level in level.copy(children: [inner]) }
        }
        return node.copy(children: children)
    }
}

extension ViewNode {
    /// A container whose views take the place it is in (`Group`, `Section`, `ForEach`).
    var isGroup: Bool {
        if case .group = content { return true }
        return false
    }
}
