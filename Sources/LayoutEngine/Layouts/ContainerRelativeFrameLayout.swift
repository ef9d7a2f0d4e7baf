/// A frame sized from the nearest container (SwiftUI's `containerRelativeFrame`, iOS 17): the
/// visible region of the scroll view around it, else the window (the root's proposal, inside
/// the safe area).
///
/// Algorithm (Documentation/layout-rules.md, "Container-relative frames"):
/// 1. On each axis in `axes` whose container length is known, the frame's length is
///    `length(container)`: with `count` and `span`, the container less `count - 1` spacings,
///    divided in `count`, times `span`, plus the `span - 1` spacings inside; else the
///    container's length (or what the scene's closure makes of it).
/// 2. Propose those lengths to the child, and the parent's proposal on the other axes.
/// 3. Choose the frame's lengths on those axes and the child's size on the others; place the
///    child by `alignment` (a larger child overflows, as in a fixed frame).
public struct ContainerRelativeFrameLayout: Layout {
    public var axes: Axis.Set
    public var alignment: Alignment
    /// The frame's length from the container's length on an axis.
    public var length: @Sendable (Double, Axis) -> Double

    public init(axes: Axis.Set, alignment: Alignment = .center, length: @escaping @Sendable (Double, Axis) -> Double = { value, _ in value }) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    /// `count` equal parts of the container, `spacing` apart, the view `span` of them wide.
    public init(axes: Axis.Set, count: Int, span: Int, spacing: Double, alignment: Alignment = .center) {
        let count = max(count, 1), span = min(max(span, 1), max(count, 1))
        let spacing = spacing.isFinite ? max(spacing, 0) : 0
        self.init(axes: axes, alignment: alignment) { container, _ in
            let part = (container - spacing * Double(count - 1)) / Double(count)
            return max(part * Double(span) + spacing * Double(span - 1), 0)
        }
    }

    /// Step 1: the frame's lengths, nil on an axis it leaves to the child.
    private func frame(_ container: ProposedViewSize) -> (width: Double?, height: Double?) {
        func measured(_ value: Double?, _ axis: Axis) -> Double? {
            guard let value, value.isFinite else { return nil }
            let result = length(value, axis)
            return result.isFinite ? max(result, 0) : nil
        }
        return (axes.contains(.horizontal) ? measured(container.width, .horizontal) : nil,
                axes.contains(.vertical) ? measured(container.height, .vertical) : nil)
    }

    private func childProposal(_ proposal: ProposedViewSize, _ frame: (width: Double?, height: Double?)) -> ProposedViewSize {
        // Step 2.
        ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
    }

    /// The container as it was when the frame was first sized in the pass: a scroll view
    /// sizes its content inside its visible region, and places it after.
    public final class Cache {
        var container: ProposedViewSize?
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    private func container(_ child: LayoutSubview, _ cache: Cache) -> ProposedViewSize {
        if let container = cache.container { return container }
        let container = child.containerSize
        cache.container = container
        return container
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        guard let child = subviews.first else { return .zero }
        let frame = frame(container(child, cache))
        let size = child.sizeThatFits(childProposal(proposal, frame))
        // Step 3.
        return Size(width: frame.width ?? size.width, height: frame.height ?? size.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, proposal: childProposal(proposal, frame(container(child, cache))), alignment: alignment)
    }
}
