/// Places its subviews with an anchor at a point, flipping to the opposite side when they would
/// not fit (Nil Coalescing's `AnchoredPosition`, seed 001: an onboarding callout that sits
/// beside a control and moves to its other side near an edge).
///
/// Algorithm:
/// 1. Take the whole proposal (10 for an unspecified dimension), like `position`.
/// 2. For the anchor, the remaining-size proposal: the room between `location` and the bounds'
///    edges on the side the view extends to (`leading` anchor: bounds.width - location.x wide;
///    `trailing`: location.x wide — the article writes `location.y` there, a slip corrected here;
///    `top`: bounds.height - location.y tall; `bottom`: location.y tall).
/// 3. If the view, proposed that room, needs more than there is, use the alternative anchor:
///    leading ↔ trailing, top ↔ bottom, topLeading ↔ topTrailing, bottomLeading ↔ bottomTrailing.
/// 4. When neither side fits horizontally (the article's exercise), fall back to hanging the view
///    below the point (`.top`), or above it (`.bottom`) when below does not fit either; the top-
///    and bottom- anchors keep their vertical side.
/// 5. Place each subview with the chosen anchor at `location` (relative to the bounds), proposed
///    the remaining size for that anchor. `anchorInUse` names it for the window.
public struct AnchoredPositionLayout: Layout {
    /// The point, in the layout's own coordinates (0, 0 is its top-left corner).
    public var location: Point
    /// The point of the subview that goes on `location`.
    public var anchor: UnitPoint

    public init(location: Point, anchor: UnitPoint) {
        self.location = Point(x: location.x.usableCoordinate, y: location.y.usableCoordinate)
        self.anchor = anchor
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        // Step 1.
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let chosen = anchorInUse(in: bounds.size) { subview.sizeThatFits($0) }
            if chosen != anchor {
                subviews.note("\(subviews.describe(index)) does not fit with anchor \(Self.name(of: anchor)) at \(location): it uses \(Self.name(of: chosen)).")
            } else {
                subviews.note("\(subviews.describe(index)) fits with anchor \(Self.name(of: anchor)) at \(location).")
            }
            // Step 5.
            subview.place(
                at: Point(x: bounds.minX + location.x, y: bounds.minY + location.y), anchor: chosen,
                proposal: remainingProposal(in: bounds.size, for: chosen))
        }
    }

    /// Step 2: the room the view gets on the side `anchor` makes it extend to.
    public func remainingProposal(in bounds: Size, for anchor: UnitPoint) -> ProposedViewSize {
        let leadingWidth = max(bounds.width - location.x, 0)
        let trailingWidth = max(location.x, 0)
        let topHeight = max(bounds.height - location.y, 0)
        let bottomHeight = max(location.y, 0)
        var width: Double = bounds.width
        var height: Double = bounds.height
        if anchor.x == 0 { width = leadingWidth } else if anchor.x == 1 { width = trailingWidth }
        if anchor.y == 0 { height = topHeight } else if anchor.y == 1 { height = bottomHeight }
        return ProposedViewSize(width: width, height: height)
    }

    /// Steps 3 and 4: the anchor the subview is placed with, given how it sizes itself.
    public func anchorInUse(in bounds: Size, sizeThatFits: (ProposedViewSize) -> Size) -> UnitPoint {
        func fits(_ candidate: UnitPoint) -> Bool {
            let room = remainingProposal(in: bounds, for: candidate)
            let size = sizeThatFits(room)
            let fitsWidth = candidate.x == 0.5 ? true : size.width <= (room.width ?? .infinity) + 1e-9
            let fitsHeight = candidate.y == 0.5 ? true : size.height <= (room.height ?? .infinity) + 1e-9
            return fitsWidth && fitsHeight
        }
        // The centre has no alternative (the article returns none for it either).
        if anchor == .center || fits(anchor) { return anchor }
        let alternative = UnitPoint(x: anchor.x == 0.5 ? 0.5 : 1 - anchor.x, y: anchor.y == 0.5 ? 0.5 : anchor.y)
        let verticalAlternative = UnitPoint(x: anchor.x, y: anchor.y == 0.5 ? 0.5 : 1 - anchor.y)
        if anchor.x != 0.5 {
            if fits(alternative) { return alternative }
            // Step 4: neither side fits horizontally.
            if anchor.y == 0.5 { return fits(.top) ? .top : .bottom }
            return UnitPoint(x: 0.5, y: anchor.y)
        }
        return verticalAlternative
    }

    /// The Swift name of a named unit point (`.topLeading`), or its coordinates.
    public static func name(of point: UnitPoint) -> String {
        UnitPoint.named.first { $0.point == point }.map { "." + $0.name } ?? "(\(formatPoints(point.x)), \(formatPoints(point.y)))"
    }
}
