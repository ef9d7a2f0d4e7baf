/// What is under the pointer on the canvas, in the order the canvas tests: an anchor handle,
/// the proposal's corner, right and bottom handles, then the deepest view.
public enum CanvasHit: Hashable, Sendable {
    /// The right edge of the proposed area: drags the proposal's width.
    case widthHandle
    /// The bottom edge: drags the height.
    case heightHandle
    /// The bottom-right corner: drags both.
    case cornerHandle
    /// The point of the `AnchoredPositionLayout` at this index of `LayoutResult.views`.
    case anchorHandle(viewIndex: Int)
    /// The deepest view under the pointer, by its index in `LayoutResult.views`.
    case view(Int)
}
