/// Overlays subviews, aligning them on both axes (SwiftUI's `ZStack`/`ZStackLayout`).
///
/// Algorithm:
/// 1. Subviews with the highest layout priority are proposed the stack's proposal; when
///    priorities differ, the others are proposed the size of the union of those.
/// 2. Each subview is lined up so that its `alignment` guides coincide.
/// 3. The stack's size is the union of the aligned subviews, so alignment guides can make it
///    larger than any subview (conformance 044).
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        arrange(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        for (index, placement) in arrangement.placements.enumerated() {
            subviews[index].place(
                at: Point(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                proposal: placement.proposal)
        }
    }

    /// The union's size and each subview's proposal and origin relative to the union.
    func arrange(proposal: ProposedViewSize, subviews: Subviews) -> (size: Size, placements: [(proposal: ProposedViewSize, origin: Point)]) {
        guard !subviews.isEmpty else { return (.zero, []) }
        // Step 1: the highest-priority subviews size the others.
        let highest = subviews.map(\.priority).max() ?? 0
        var proposals = Array(repeating: proposal, count: subviews.count)
        if subviews.contains(where: { $0.priority != highest }) {
            var leaders: Rect?
            for subview in subviews where subview.priority == highest {
                let rect = alignedRect(subview.dimensions(in: proposal))
                leaders = leaders.map { $0.union(rect) } ?? rect
            }
            let leaderSize = ProposedViewSize(leaders?.size ?? .zero)
            for (index, subview) in subviews.enumerated() where subview.priority != highest {
                proposals[index] = leaderSize
            }
        }
        // Step 2 and 3: line up on the guides, take the union.
        var rects: [Rect] = []
        rects.reserveCapacity(subviews.count)
        var union: Rect?
        for (index, subview) in subviews.enumerated() {
            let rect = alignedRect(subview.dimensions(in: proposals[index]))
            rects.append(rect)
            union = union.map { $0.union(rect) } ?? rect
        }
        let bounds = union ?? .zero
        let placements = rects.enumerated().map { index, rect in
            (proposal: proposals[index], origin: Point(x: rect.minX - bounds.minX, y: rect.minY - bounds.minY))
        }
        return (bounds.size, placements)
    }

    /// The subview's rectangle when its alignment guides sit at (0, 0).
    private func alignedRect(_ dimensions: ViewDimensions) -> Rect {
        Rect(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical],
             width: dimensions.width, height: dimensions.height)
    }
}
