/// Arranges subviews side by side, leading to trailing (SwiftUI's `HStack`/`HStackLayout`).
///
/// The distribution is `StackDistribution`'s along the horizontal axis; subviews line up on
/// `alignment` across it (default `.center`).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    /// Points between neighbours; nil = each pair's preferred spacing (8, 0 next to a Spacer).
    public var spacing: Double?
    /// `LazyHStack`: the stack takes the height it is proposed (at least its content's), as a lazy
    /// stack does, and lines its content up in it on `alignment`; without a height, its content's.
    public var fillsCrossAxis = false

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, fillsCrossAxis: Bool = false) {
        self.alignment = alignment
        self.spacing = spacing
        self.fillsCrossAxis = fillsCrossAxis
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        var size = StackDistribution(axis: .horizontal, spacing: spacing)
            .arrange(proposal: proposal, subviews: subviews, alignment: .vertical(alignment))
        if fillsCrossAxis, let proposed = proposal.height, proposed.isFinite { size.height = max(size.height, proposed) }
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var origin = bounds.origin
        if fillsCrossAxis {
            // The content lined up in the stack's height as a frame lines up its child.
            let content = StackDistribution(axis: .horizontal, spacing: spacing)
                .arrange(proposal: proposal, subviews: subviews, alignment: .vertical(alignment)).height
            let spare = bounds.height - content
            if spare.isFinite, spare > 0 { origin.y += spare * (alignment.definition.fraction ?? 0.5) }
        }
        _ = StackDistribution(axis: .horizontal, spacing: spacing).arrange(
            proposal: proposal, subviews: subviews, placing: true, alignment: .vertical(alignment)
        ) { index, proposal, offset, size in
            subviews[index].place(at: Point(x: origin.x + offset.x, y: origin.y + offset.y), proposal: proposal, size: size)
        }
    }
}
