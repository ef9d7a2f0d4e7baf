/// `safeAreaPadding(_:)`: padding that is safe area. The view is inset as by `padding`, and
/// everything inside sees the safe area grown by the insets, so a view inside that ignores the
/// safe area (a `ScrollView`'s content, a background colour) still reaches the modifier's edges.
///
/// SwiftUI describes it as a safe-area inset of clear space on each edge; one layout does the
/// four, so the modifier the user wrote once is one view in the tree, the output and the steps.
///
/// 1. The subview is proposed the proposal minus the insets (an unspecified dimension stays
///    unspecified; no dimension below zero).
/// 2. The size is the subview's plus the insets.
/// 3. The subview is placed inside the insets.
/// 4. The subview's safe area is moved in by each inset from this view's edges
///    (`SafeAreaRegion.inset`, as `SafeAreaInsetLayout` does for one edge).
public struct SafeAreaPaddingLayout: Layout, SafeAreaAdjusting {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.adjustsSafeArea = true
        return properties
    }

    public var insets: EdgeInsets

    /// Non-finite or negative lengths are zero.
    public init(insets: EdgeInsets) {
        func sane(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        self.insets = EdgeInsets(top: sane(insets.top), leading: sane(insets.leading), bottom: sane(insets.bottom), trailing: sane(insets.trailing))
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let size = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
        return Size(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: inner(ProposedViewSize(bounds.size)))
    }

    public func adjustedSafeArea(_ region: SafeAreaRegion, frame: Rect, subviews: Subviews) -> SafeAreaRegion {
        var region = region
        if insets.top > 0 { region = region.inset(.top, to: frame.minY + insets.top, frame: frame) }
        if insets.bottom > 0 { region = region.inset(.bottom, to: frame.maxY - insets.bottom, frame: frame) }
        if insets.leading > 0 { region = region.inset(.leading, to: frame.minX + insets.leading, frame: frame) }
        if insets.trailing > 0 { region = region.inset(.trailing, to: frame.maxX - insets.trailing, frame: frame) }
        return region
    }
}
