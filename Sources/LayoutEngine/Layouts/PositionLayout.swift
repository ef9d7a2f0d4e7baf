/// Centres the child at a point (SwiftUI's `position(x:y:)`).
///
/// Algorithm: 1. take the whole proposal (10 for an unspecified dimension); 2. propose the
/// proposal to the child; 3. put the child's centre at (x, y) in the modifier's bounds.
public struct PositionLayout: Layout {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x.usableCoordinate
        self.y = y.usableCoordinate
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        // Step 1.
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Steps 2 and 3.
        subviews.first?.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: proposal)
    }
}
