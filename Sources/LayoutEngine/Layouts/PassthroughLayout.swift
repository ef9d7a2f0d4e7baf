/// The layout of a modifier that does not change layout (`alignmentGuide`, `layoutPriority`,
/// `font`, `environment`, `opacity`, `hidden`, `clipped`, `cornerRadius`, ...) and of a custom
/// view around its body: the child gets the proposal, the modifier takes the child's size and
/// puts it at its own origin.
public struct PassthroughLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}
