/// The views a pass has placed, one row per view in the order placed: pre-order, parents
/// first, subviews in builder order (`LayoutPass.place` is the only thing that places, and it
/// places a view's subviews right after the view). The result keeps these rows.
///
/// A view's frame and proposal were fields of its `LayoutNode` (72 bytes in every node) that the
/// result then collected by walking the tree again; written here, they are already in the
/// result's order, and a view's subtree is the rows after it up to the end of its placing.
struct PlacedRows {
    /// One row per view: a struct appended once (five column arrays were five appends, each
    /// with its own uniqueness check, per view placed).
    struct Row {
        /// The node, unretained (the result keeps the tree). Reading an `unowned(unsafe)`
        /// field made a strong copy: a retain and a release per view when the result was made.
        let nodeReference: Unmanaged<LayoutNode>
        var node: LayoutNode { nodeReference.takeUnretainedValue() }
        var frame: Rect
        let proposal: ProposedViewSize
        let parent: Int32
        let depth: Int32
    }

    private(set) var rows: [Row] = []

    init(capacity: Int) {
        rows.reserveCapacity(capacity)
    }

    var count: Int { rows.count }

    /// Appends a row; returns its index.
    @inline(__always)
    mutating func append(_ node: LayoutNode, frame: Rect, proposal: ProposedViewSize, parent: Int32, depth: Int32) -> Int32 {
        let row = Int32(rows.count)
        rows.append(Row(nodeReference: Unmanaged.passUnretained(node), frame: frame, proposal: proposal, parent: parent, depth: depth))
        return row
    }

    /// Appends a copy of `row` (from an earlier pass) under `parent`; returns its index.
    @inline(__always)
    mutating func append(_ row: Row, parent: Int32) -> Int32 {
        let index = Int32(rows.count)
        rows.append(Row(nodeReference: row.nodeReference, frame: row.frame, proposal: row.proposal, parent: parent, depth: row.depth))
        return index
    }

    /// Right-to-left: mirrors the frames of rows `range` about the vertical line `x = axis`.
    mutating func mirror(_ range: Range<Int>, about axis: Double) {
        for row in range {
            rows[row].frame.origin.x = (2 * axis - rows[row].frame.maxX).finiteOrZero
        }
    }
}
