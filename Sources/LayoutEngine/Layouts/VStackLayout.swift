/// Arranges subviews one below the other, top to bottom (SwiftUI's `VStack`/`VStackLayout`).
///
/// The distribution is `StackDistribution`'s along the vertical axis; subviews line up on
/// `alignment` across it (default `.center`).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    /// Points between neighbours; nil = each pair's preferred spacing (8, 0 next to a Spacer).
    public var spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        StackDistribution(axis: .vertical, spacing: spacing)
            .arrange(proposal: proposal, subviews: subviews, alignment: .horizontal(alignment))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = StackDistribution(axis: .vertical, spacing: spacing).arrange(
            proposal: proposal, subviews: subviews, placing: true, alignment: .horizontal(alignment)
        ) { index, proposal, origin, size in
            subviews[index].place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal, size: size)
        }
    }
}
