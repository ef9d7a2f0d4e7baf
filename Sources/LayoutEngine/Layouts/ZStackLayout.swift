/// Overlays subviews, aligning them on both axes (SwiftUI's `ZStack`/`ZStackLayout`).
///
/// Algorithm:
/// 1. Subviews with the highest layout priority are proposed the stack's proposal; when
///    priorities differ, the others are proposed the size of the union of those.
/// 2. Each subview is lined up so that its `alignment` guides coincide.
/// 3. The stack's size is the union of the aligned highest-priority subviews, so alignment
///    guides can make it larger than any subview (conformance 044); lower-priority subviews are
///    lined up on the same guides and may overflow it (conformance 115).
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        arrange(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = arrange(proposal: proposal, subviews: subviews, placing: true) { index, proposal, origin in
            subviews[index].place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }

    /// The union's size; with `placing`, each subview's proposal and origin relative to the
    /// union, handed to `place` in builder order.
    func arrange(
        proposal: ProposedViewSize, subviews: Subviews, placing: Bool = false,
        place: (_ index: Int, _ proposal: ProposedViewSize, _ origin: Point) -> Void = { _, _, _ in }
    ) -> Size {
        guard !subviews.isEmpty else { return .zero }
        // Step 1: the highest-priority subviews size the others.
        var highest = -Double.infinity
        for subview in subviews { highest = max(highest, subview.priority) }
        var othersProposal: ProposedViewSize?
        if subviews.contains(where: { $0.priority != highest }) {
            var leaders: Rect?
            for subview in subviews where subview.priority == highest {
                let rect = alignedRect(subview.dimensions(in: proposal))
                leaders = leaders.map { $0.union(rect) } ?? rect
            }
            othersProposal = ProposedViewSize(leaders?.size ?? .zero)
        }
        func subviewProposal(_ subview: LayoutSubview) -> ProposedViewSize {
            subview.priority == highest ? proposal : othersProposal ?? proposal
        }
        // Step 2 and 3: line up on the guides, take the union. The rectangles are kept for
        // this call only (a temporary allocation, not an array whose storage type is looked
        // up at run time).
        return withUnsafeTemporaryAllocation(of: Rect.self, capacity: subviews.count) { rects in
            var union: Rect?
            for index in subviews.indices {
                let rect = alignedRect(subviews[index].dimensions(in: subviewProposal(subviews[index])))
                rects.initializeElement(at: index, to: rect)
                // Only the highest-priority subviews size the stack; the others may overflow it.
                if subviews[index].priority == highest { union = union.map { $0.union(rect) } ?? rect }
            }
            let bounds = union ?? .zero
            if placing {
                for index in subviews.indices {
                    let rect = rects[index]
                    place(index, subviewProposal(subviews[index]), Point(x: rect.minX - bounds.minX, y: rect.minY - bounds.minY))
                }
            }
            return bounds.size
        }
    }

    /// The subview's rectangle when its alignment guides sit at (0, 0).
    private func alignedRect(_ dimensions: ViewDimensions) -> Rect {
        Rect(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical],
             width: dimensions.width, height: dimensions.height)
    }
}
