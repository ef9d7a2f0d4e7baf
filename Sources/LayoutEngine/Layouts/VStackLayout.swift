/// Arranges subviews one below the other, top to bottom (SwiftUI's `VStack`/`VStackLayout`).
///
/// The distribution is `StackDistribution`'s along the vertical axis; subviews line up on
/// `alignment` across it (default `.center`).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    /// Points between neighbours; nil = each pair's preferred spacing (8, 0 next to a Spacer).
    public var spacing: Double?
    /// `LazyVStack`: the stack takes the width it is proposed (at least its content's), as a lazy
    /// stack does, and lines its content up in it on `alignment`; without a width, its content's.
    public var fillsCrossAxis = false

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, fillsCrossAxis: Bool = false) {
        self.alignment = alignment
        self.spacing = spacing
        self.fillsCrossAxis = fillsCrossAxis
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        var size = StackDistribution(axis: .vertical, spacing: spacing)
            .arrange(proposal: proposal, subviews: subviews, alignment: .horizontal(alignment))
        if fillsCrossAxis, let proposed = proposal.width, proposed.isFinite { size.width = max(size.width, proposed) }
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var origin = bounds.origin
        if fillsCrossAxis {
            // The content lined up in the stack's width as a frame lines up its child.
            let content = StackDistribution(axis: .vertical, spacing: spacing)
                .arrange(proposal: proposal, subviews: subviews, alignment: .horizontal(alignment)).width
            let spare = bounds.width - content
            if spare.isFinite, spare > 0 { origin.x += spare * (alignment.definition.fraction ?? 0.5) }
        }
        _ = StackDistribution(axis: .vertical, spacing: spacing).arrange(
            proposal: proposal, subviews: subviews, placing: true, alignment: .horizontal(alignment)
        ) { index, proposal, offset, size in
            subviews[index].place(at: Point(x: origin.x + offset.x, y: origin.y + offset.y), proposal: proposal, size: size)
        }
    }
}
