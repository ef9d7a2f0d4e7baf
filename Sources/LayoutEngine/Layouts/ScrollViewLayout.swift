/// A scrolling container (SwiftUI's `ScrollView(_:)`), laid out at its initial scroll position.
///
/// Algorithm:
/// 1. Propose the content nil along each scrolling axis (its ideal length) and the proposal
///    across.
/// 2. Along a scrolling axis, take the proposal (the content's length when unspecified); across
///    the scrolling axes, take the content's size: a vertical scroll view is as wide as its
///    content, a horizontal one as tall as its content (the SwiftUI Field Guide, "Scroll View";
///    Documentation/layout-rules.md).
/// 3. Place the content at the top (leading) of the scrolling axes and centred across them;
///    content longer than the scroll view extends past its bottom, as before scrolling.
public struct ScrollViewLayout: Layout {
    public var axes: Axis.Set

    public init(axes: Axis.Set = .vertical) {
        self.axes = axes
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        // Step 1.
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        // Step 2.
        let scrollsBoth = axes.contains(.horizontal) && axes.contains(.vertical)
        if scrollsBoth, let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        guard let first = subviews.first else { return Size(width: proposal.width ?? 0, height: proposal.height ?? 0) }
        let content = first.withContainer(proposal) { first.sizeThatFits(contentProposal(proposal)) }
        return Size(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let inner = contentProposal(proposal)
        // The visible region is the container of `containerRelativeFrame`s inside.
        content.withContainer(ProposedViewSize(width: bounds.width, height: bounds.height)) {
            let size = content.sizeThatFits(inner)
            // Step 3.
            let x = axes.contains(.horizontal) ? bounds.minX : bounds.midX - size.width / 2
            let y = axes.contains(.vertical) ? bounds.minY : bounds.midY - size.height / 2
            content.place(at: Point(x: x, y: y), proposal: inner)
        }
    }
}
