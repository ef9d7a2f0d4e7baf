/// The layout of `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)`: sized as its
/// content is, then, when placed, grown over the unsafe strips its edges reach (the pass does
/// that, see `SafeAreaRegion`), its content proposed the grown size and centred in it.
///
/// 1. Size: the content's size for the proposal (the safe area changes nothing while sizing).
/// 2. Place: the pass grows this view's frame on `edges` where it reaches the safe area's edge
///    (`ViewNode.ignoredSafeAreaEdges`); the content is proposed the grown frame's size and
///    centred in it.
public struct SafeAreaIgnoringLayout: Layout {
    /// The edges that may grow into the unsafe area.
    public var edges: Edge.Set

    public init(edges: Edge.Set = .all) {
        self.edges = edges
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}
