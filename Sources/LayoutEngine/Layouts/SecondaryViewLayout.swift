/// A view with a secondary view behind or in front of it (SwiftUI's `background(alignment:_:)`,
/// `overlay(alignment:_:)` and `border(_:width:)`).
///
/// Algorithm (Documentation/layout-rules.md, "ZStack, background, overlay"):
/// 1. Size the primary view (subview 0) with the proposal: its answer is the size.
/// 2. Propose that size to the secondary view (subview 1).
/// 3. Line the secondary view's `alignment` guides up with the primary's (conformance 046).
public struct SecondaryViewLayout: Layout {
    public enum Placement: String, Hashable, Sendable {
        /// Drawn behind the primary view.
        case background
        /// Drawn in front of the primary view.
        case overlay
    }

    public var placement: Placement
    public var alignment: Alignment

    public init(placement: Placement, alignment: Alignment = .center) {
        self.placement = placement
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        // Step 1.
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        guard subviews.count > 1 else { return }
        // Steps 2 and 3.
        let primaryDimensions = primary.dimensions(in: proposal)
        let secondaryProposal = ProposedViewSize(primaryDimensions.size)
        let secondary = subviews[1].dimensions(in: secondaryProposal)
        subviews[1].place(
            at: Point(
                x: bounds.minX + primaryDimensions[alignment.horizontal] - secondary[alignment.horizontal],
                y: bounds.minY + primaryDimensions[alignment.vertical] - secondary[alignment.vertical]),
            proposal: secondaryProposal)
    }
}
