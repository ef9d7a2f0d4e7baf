/// Insets the child (SwiftUI's `padding(_:)`, `padding(_:_:)`, `padding(EdgeInsets)`).
///
/// Algorithm:
/// 1. Propose the proposal minus the insets: nil stays nil, no dimension below 0.
/// 2. Choose the child's size plus the insets (never below 0).
/// 3. Place the child at (leading, top) inside the bounds.
/// `.padding()` with no value pads every edge by `defaultLength` (16 on iOS, conformance 031).
public struct PaddingLayout: Layout {
    public var insets: EdgeInsets

    /// SwiftUI's default padding on iOS, in points.
    public static let defaultLength: Double = 16

    public init(insets: EdgeInsets) {
        // Negative padding is legal in SwiftUI (it grows the view); NaN is not.
        self.insets = EdgeInsets(
            top: insets.top.usableCoordinate, leading: insets.leading.usableCoordinate,
            bottom: insets.bottom.usableCoordinate, trailing: insets.trailing.usableCoordinate)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        // Step 1.
        ProposedViewSize(
            width: proposal.width.map { Swift.max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { Swift.max($0 - insets.top - insets.bottom, 0) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        // Step 2 (conformance 040).
        return Size(
            width: Swift.max(child.width + insets.leading + insets.trailing, 0),
            height: Swift.max(child.height + insets.top + insets.bottom, 0))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Step 3.
        subviews.first?.place(
            at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
            proposal: childProposal(proposal))
    }
}
