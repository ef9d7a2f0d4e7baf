/// Arranges subviews side by side, leading to trailing (SwiftUI's `HStack`/`HStackLayout`).
///
/// The distribution is `StackDistribution`'s along the horizontal axis; subviews line up on
/// `alignment` across it (default `.center`).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    /// Points between neighbours; nil = each pair's preferred spacing (8, 0 next to a Spacer).
    public var spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        StackDistribution(axis: .horizontal, spacing: spacing)
            .arrange(proposal: proposal, subviews: subviews, alignment: .vertical(alignment))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = StackDistribution(axis: .horizontal, spacing: spacing).arrange(
            proposal: proposal, subviews: subviews, placing: true, alignment: .vertical(alignment)
        ) { index, proposal, origin, size in
            subviews[index].place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal, size: size)
        }
    }
}
