/// Where views are drawn, as opposed to where layout placed them: a render effect
/// (`DrawingStyle.transform`: `scaleEffect`, `rotationEffect`...) on a view or on any of its
/// ancestors moves its drawing but not its frame. The window outlines the selected and hovered
/// views where they are drawn.
extension LayoutResult {
    /// The corners of view `index`'s frame as drawn, in the root's coordinates: top-left,
    /// top-right, bottom-right, bottom-left of the frame, each through the view's own effect
    /// and then its ancestors' (innermost first). Without effects, the frame's corners.
    public func drawnCorners(of index: Int) -> [Point] {
        let frame = views[index].frame
        var corners = [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
                       Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY)]
        var current: Int? = index
        while let at = current {
            let view = views[at]
            if view.view.isStyled, let transform = view.view.style.transform {
                let frame = view.frame
                corners = corners.map { transform.apply($0, in: frame) }
            }
            current = view.parentIndex
        }
        return corners
    }

    /// True when view `index` or an ancestor has a render effect: its drawing is not its frame.
    public func isDrawnTransformed(_ index: Int) -> Bool {
        var current: Int? = index
        while let at = current {
            let view = views[at]
            if view.view.isStyled, view.view.style.transform != nil { return true }
            current = view.parentIndex
        }
        return false
    }
}
