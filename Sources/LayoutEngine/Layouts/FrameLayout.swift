/// A fixed frame (SwiftUI's `frame(width:height:alignment:)`).
///
/// Algorithm (Documentation/layout-rules.md, "Frames"):
/// 1. Propose (width ?? proposed width, height ?? proposed height) to the child.
/// 2. Choose (width ?? child's width, height ?? child's height).
/// 3. Line the child's `alignment` guides up with the frame's (default centre); a larger child
///    overflows the frame (conformance 055).
public struct FrameLayout: Layout {
    /// Points; nil = the dimension follows the proposal and the child.
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width.frameDimension
        self.height = height.frameDimension
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        // Step 1.
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let child = subviews.first else { return Size(width: width ?? 0, height: height ?? 0) }
        let size = child.sizeThatFits(childProposal(proposal))
        // Step 2 (conformance 013, 041).
        return Size(width: width ?? size.width, height: height ?? size.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        // Step 3.
        placeAligned(child, in: bounds, proposal: childProposal(proposal), alignment: alignment)
    }
}

/// Places `subview` so that its `alignment` guides coincide with those of `bounds` (the
/// container's own guides at their defaults). Shared by the frames and `SecondaryViewLayout`.
///
/// Built-in guides the subview does not set (`.leading`, `.center`, ...) are found from the
/// sizes alone, as `ViewDimensions` finds their defaults (finite): making the subview's
/// dimensions retained its node and the pass, a sixth of placing a framed text.
func placeAligned(_ subview: LayoutSubview, in bounds: Rect, proposal: ProposedViewSize, alignment: Alignment) {
    let horizontal = alignment.horizontal.definition.fraction, vertical = alignment.vertical.definition.fraction
    if let horizontal, let vertical, !subview.pass.tracing,
       !subview.setsExplicitly(alignment.horizontal.key), !subview.setsExplicitly(alignment.vertical.key) {
        let size = subview.sizeThatFits(proposal)
        subview.place(
            at: Point(
                x: bounds.minX + AlignmentGuideDefinition.fractionValue(horizontal, of: bounds.width)
                    - AlignmentGuideDefinition.fractionValue(horizontal, of: size.width),
                y: bounds.minY + AlignmentGuideDefinition.fractionValue(vertical, of: bounds.height)
                    - AlignmentGuideDefinition.fractionValue(vertical, of: size.height)),
            proposal: proposal, size: size)
        return
    }
    let dimensions = subview.dimensions(in: proposal)
    let container = ViewDimensions(width: bounds.width, height: bounds.height)
    subview.place(
        at: Point(
            x: bounds.minX + container[alignment.horizontal] - dimensions[alignment.horizontal],
            y: bounds.minY + container[alignment.vertical] - dimensions[alignment.vertical]),
        proposal: proposal)
}
