/// Moves the child without changing layout (SwiftUI's `offset(x:y:)`): the modifier keeps the
/// child's size and slot; the child is placed `x`, `y` points away (conformance 043).
public struct OffsetLayout: Layout {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x.usableCoordinate
        self.y = y.usableCoordinate
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal)
    }
}
