import LayoutEngine
import SceneSource

/// The editing rules of the window's gestures, as edits the document applies: where a view
/// chosen in the palette goes, what dropping a row on another means, and what an anchor drag
/// writes. The window turns events into these; the rules are tested here.
public enum WindowEdits {
    /// Where a row is dropped on another in the tree.
    public enum DropPosition: Sendable { case before, after, into }

    /// A view added from the palette: after the selected view, or after the view whose
    /// modifier is selected; with nothing selected, at the end of the scene's content (inside
    /// the root's stack when the root is one container, as a top-level view holds one view).
    public static func adding(_ view: PaletteView, selected: TreeRow?, in scene: Scene, preview: Int) throws -> SceneEdit? {
        if let selected {
            if case .modifier(let statement, _) = selected.address { return try .insert(view, into: statement.builder, at: statement.index + 1) }
            return try .insert(view, after: selected.id)
        }
        guard let root = SceneOutline.rootBuilder(of: scene, preview: preview) else { return nil }
        let count = scene.statements(at: root)?.count ?? 0
        if count == 1, let container = SceneOutline(scene: scene, preview: preview).rows.first?.contentBuilder {
            return try .insert(view, into: container, at: scene.statements(at: container)?.count ?? 0)
        }
        return try .insert(view, into: root, at: count)
    }

    /// `dragged` dropped on `target`: into a container's content (at its end), or before or
    /// after a view among its siblings. Modifiers move with their view; nil when the drop
    /// means nothing (onto a modifier or the root).
    public static func dropping(_ dragged: TreeRow, on target: TreeRow, _ position: DropPosition, in scene: Scene) -> SceneEdit? {
        if position == .into, let builder = target.contentBuilder {
            return .move(dragged.id, to: builder, at: scene.statements(at: builder)?.count ?? 0)
        }
        guard case .view(let statement) = target.address else { return nil }
        return .move(dragged.id, to: statement.builder, at: statement.index + (position == .after ? 1 : 0))
    }

    /// An anchor dragged to `location` (in the root's points): the `AnchoredPosition`'s
    /// `location:` set to that point, where it is declared when it names a property
    /// (`Scene.writing(ofArgument:of:)`).
    public static func movingAnchor(of row: TreeRow, to location: Point) -> SceneEdit {
        .setArgument(row.id, label: "location", source: "CGPoint(x: \(formatPoints(location.x)), y: \(formatPoints(location.y)))")
    }
}

extension PlaygroundDocument {
    /// Makes the last `count` text changes one undo step (a drag that edited the text at every
    /// motion): undoing it goes back to the text before the first. Nothing when there are
    /// fewer text changes at the top of the undo history.
    public func mergeLastSourceSteps(_ count: Int) {
        guard count > 1, undoStack.count >= count else { return }
        let steps = undoStack.suffix(count)
        guard case .source(let before, _)? = steps.first, case .source(_, let after)? = steps.last,
              steps.allSatisfy({ if case .source = $0 { return true } else { return false } })
        else { return }
        undoStack.removeLast(count)
        undoStack.append(.source(before: before, after: after))
    }
}
