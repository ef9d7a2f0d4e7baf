/// Gives the child its ideal size on the fixed axes (SwiftUI's `fixedSize()` and
/// `fixedSize(horizontal:vertical:)`).
///
/// Algorithm: 1. propose nil on each fixed axis, the proposal on the others; 2. choose the
/// child's answer (it may overflow the proposal); 3. centre the child (it is the same size).
public struct FixedSizeLayout: Layout {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        // Step 1 (conformance 028, 031, 050).
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, proposal: childProposal(proposal), alignment: .center)
    }
}
