/// The views a pass has placed, one row per view in the order placed: pre-order, parents
/// first, subviews in builder order (`LayoutPass.place` is the only thing that places, and it
/// places a view's subviews right after the view). The result's columns are these arrays.
///
/// A view's frame and proposal were fields of its `LayoutNode` (72 bytes in every node) that the
/// result then collected by walking the tree again; written here, they are already in the
/// result's order, and a view's subtree is the rows after it up to the end of its placing.
struct PlacedRows {
    var nodes: [PlacedViewStore.NodeReference] = []
    var frames: [Rect] = []
    var proposals: [ProposedViewSize] = []
    var parents: [Int32] = []
    var depths: [Int32] = []

    init(capacity: Int) {
        nodes.reserveCapacity(capacity)
        frames.reserveCapacity(capacity)
        proposals.reserveCapacity(capacity)
        parents.reserveCapacity(capacity)
        depths.reserveCapacity(capacity)
    }

    var count: Int { frames.count }

    /// Appends a row; returns its index.
    @inline(__always)
    mutating func append(_ node: LayoutNode, frame: Rect, proposal: ProposedViewSize, parent: Int32, depth: Int32) -> Int32 {
        let row = Int32(frames.count)
        nodes.append(PlacedViewStore.NodeReference(node: node))
        frames.append(frame)
        proposals.append(proposal)
        parents.append(parent)
        depths.append(depth)
        return row
    }

    /// Right-to-left: mirrors the frames of rows `rows` about the vertical line `x = axis`.
    mutating func mirror(_ rows: Range<Int>, about axis: Double) {
        for row in rows {
            frames[row].origin.x = (2 * axis - frames[row].maxX).finiteOrZero
        }
    }
}
