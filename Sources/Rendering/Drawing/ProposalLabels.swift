import LayoutEngine

/// Where the "Show Proposals" overlay writes each view's "proposed → chose", placed by
/// `LabelPlacement` so that no label covers another, the scene's text or an obstacle the caller
/// names (the window's handles), in the root's points.
///
/// Which views: every leaf and container (a modifier would repeat its child), except one whose
/// nearest labelled ancestor has the same frame and proposal (a `Row` whose body is an `HStack`:
/// the same words in the same place). In what order: the focused views (the window's selection
/// or hovered view), then the rest of their subtrees, then the others; within each, the
/// innermost views first (a `Text` is where a proposal turns into a size, the point of the
/// overlay), then the smaller. A label with no free place is left out, and a note in a corner
/// of the bounds says how many were.
public struct ProposalLabels {
    public struct Label {
        /// The view's index in the result.
        public var viewIndex: Int
        public var text: String
        /// The label's plate.
        public var rect: Rect
        /// From the view's edge to the plate, when the label is away from its view.
        public var leader: (from: Point, to: Point)?
    }

    public private(set) var labels: [Label] = []
    /// How many views' labels found no free place.
    public private(set) var omitted = 0
    /// "3 labels left out", when some were and it finds room.
    public private(set) var note: (text: String, rect: Rect)?

    /// What a view's label says: its proposal and the size it chose, rounded for reading.
    public static func text(of view: PlacedView) -> String {
        "\(view.proposal.readable) → \(view.frame.size.readable)"
    }

    /// The frames of the scene's text, which labels keep clear of.
    public static func textFrames(in result: LayoutResult) -> [Rect] {
        result.views.lazy.filter { $0.isText && $0.view.style.isVisible }.map(\.frame).filter { $0.isFiniteRect }
    }

    /// The views that get a label, in the order their labels are placed.
    public static func labelledViews(in result: LayoutResult, within bounds: Rect, focus: Set<Int> = []) -> [Int] {
        let views = result.views
        var inFocus = [Bool](repeating: false, count: views.count)
        /// The nearest ancestor that is not a modifier, for each view.
        var labelledAncestor = [Int?](repeating: nil, count: views.count)
        var chosen: [Int] = []
        for view in views {
            let index = view.index
            if let parent = view.parentIndex, parent < index {
                inFocus[index] = inFocus[parent]
                labelledAncestor[index] = views[parent].view.role == .modifier ? labelledAncestor[parent] : parent
            }
            if focus.contains(index) { inFocus[index] = true }
            guard view.view.role != .modifier, view.frame.isFiniteRect, view.frame.overlaps(bounds) else { continue }
            if let ancestor = labelledAncestor[index], views[ancestor].frame == view.frame, views[ancestor].proposal == view.proposal {
                continue
            }
            chosen.append(index)
        }
        // A focused view itself first, then its subtree, then the rest.
        let keys = Dictionary(uniqueKeysWithValues: chosen.map { index in
            (index, (focus: focus.contains(index) ? 0 : inFocus[index] ? 1 : 2, depth: -views[index].depth,
                     area: views[index].frame.width * views[index].frame.height))
        })
        return chosen.sorted { a, b in
            let (x, y) = (keys[a]!, keys[b]!)
            if x.focus != y.focus { return x.focus < y.focus }
            if x.depth != y.depth { return x.depth < y.depth }
            if x.area != y.area { return x.area < y.area }
            return a < b
        }
    }

    /// Places the labels of `result`'s views in `bounds`, clear of its text and `obstacles`;
    /// `measure` gives a label's plate size for its text.
    public init(result: LayoutResult, bounds: Rect, obstacles: [Rect] = [], focus: Set<Int> = [], gap: Double = 2,
                measure: (String) -> Size) {
        guard bounds.isFiniteRect, bounds.width > 0, bounds.height > 0 else { return }
        let order = Self.labelledViews(in: result, within: bounds, focus: focus)
        let texts = order.map { Self.text(of: result.views[$0]) }
        let sizes = texts.map(measure)
        let requests = zip(order, sizes).map { LabelPlacement.Request(size: $1, target: result.views[$0].frame) }
        let tallest = sizes.map(\.height).max() ?? 12
        let fresh = LabelPlacement(bounds: bounds, obstacles: Self.textFrames(in: result) + obstacles, gap: gap,
                                   cellSize: max(tallest * 4, 16))
        // The note saying how many were left out has its corner kept first, for as many as
        // there could be; when none is left out, the labels are placed again without it.
        let noteSize = measure(Self.noteText(order.count))
        var placement = fresh
        let corner = placement.place(atFirstOf: Self.corners(of: noteSize, in: bounds, inset: gap))
        var placed = placement.place(requests)
        if corner != nil, !placed.contains(where: { $0 == nil }) {
            placement = fresh
            placed = placement.place(requests)
        }
        for (index, found) in placed.enumerated() {
            guard let found else {
                omitted += 1
                continue
            }
            labels.append(Label(viewIndex: order[index], text: texts[index], rect: found.rect, leader: found.leader))
        }
        if omitted > 0, let corner {
            let text = Self.noteText(omitted)
            let size = measure(text)
            // Against the corner's outer edges.
            let x = corner.rect.midX < bounds.midX ? corner.rect.minX : corner.rect.maxX - size.width
            let y = corner.rect.midY < bounds.midY ? corner.rect.minY : corner.rect.maxY - size.height
            note = (text, Rect(x: x, y: y, width: size.width, height: size.height))
        }
    }

    static func noteText(_ omitted: Int) -> String {
        omitted == 1 ? "1 label left out" : "\(omitted) labels left out"
    }

    /// A label of `size` in each corner of `bounds`: bottom left, bottom right, top right, top left.
    static func corners(of size: Size, in bounds: Rect, inset: Double) -> [Rect] {
        let left = bounds.minX + inset, right = bounds.maxX - inset - size.width
        let top = bounds.minY + inset, bottom = bounds.maxY - inset - size.height
        return [(left, bottom), (right, bottom), (right, top), (left, top)].map { Rect(x: $0.0, y: $0.1, width: size.width, height: size.height) }
    }
}

extension Rect {
    var isFiniteRect: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}
