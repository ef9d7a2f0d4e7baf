/// The part of `HStackLayout` and `VStackLayout` that does not depend on the axis: how a stack
/// divides the space it is proposed among its subviews.
///
/// Algorithm (observed in SwiftUI; swiftui-layout-rules.md, "Stacks"):
/// 1. Spacing: the explicit `spacing`, else per pair of neighbours their preferred distance
///    (8 points, 0 next to a `Spacer`).
/// 2. A nil proposal along the axis proposes nil along it to every subview (ideal sizes).
/// 3. Otherwise probe each subview along the axis at 0 and at infinity (the cross-axis proposal
///    unchanged): flexibility = maximum - minimum.
/// 4. Group the subviews by layout priority, highest first (a `Spacer` is below every view);
///    within a group, least flexible first; of two infinitely flexible subviews, the larger
///    minimum first; otherwise builder order.
/// 5. available = proposal - spacing - the minimums of every lower group. Walk the order: each
///    subview is proposed max(available / subviews left in its group, 0) and available shrinks
///    by what it takes; entering a lower group gives back that group's minimums.
/// The stack's size along the axis is the sum of its subviews plus spacing; across, the span of
/// the subviews lined up on the alignment guide.
struct StackDistribution {
    let axis: Axis
    let spacing: Double?

    /// The gap after subview `index` (not the last).
    func gap(after index: Int, _ subviews: Subviews) -> Double {
        // Step 1: explicit spacing, else each neighbour pair's preference (conformance 010, 047).
        spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
    }

    /// The gaps between the subviews, added up (without an array per call).
    func totalSpacing(_ subviews: Subviews) -> Double {
        guard subviews.count > 1 else { return 0 }
        var total = 0.0
        for index in 0..<(subviews.count - 1) { total += gap(after: index, subviews) }
        return total
    }

    /// The proposal each subview gets, in builder order.
    func proposals(for proposal: ProposedViewSize, subviews: Subviews) -> [ProposedViewSize] {
        proposals(for: proposal, subviews: subviews, totalSpacing: totalSpacing(subviews))
    }

    private func proposals(for proposal: ProposedViewSize, subviews: Subviews, totalSpacing: Double) -> [ProposedViewSize] {
        let across = proposal[axis.cross]
        let dimension = axis == .horizontal ? "width" : "height"
        guard let along = proposal[axis] else {
            // Step 2: ideal sizes along the axis.
            subviews.note("Proposed an unspecified \(dimension): every child is asked for its ideal \(dimension).")
            return Array(repeating: ProposedViewSize(along: axis, nil, across: across), count: subviews.count)
        }
        // Step 3: probe the extremes.
        struct Entry {
            var index: Int
            var priority: Double
            var minimum: Double
            var flexibility: Double
        }
        var entries: [Entry] = []
        entries.reserveCapacity(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let minimum = subview.sizeThatFits(ProposedViewSize(along: axis, 0, across: across))[axis]
            let maximum = subview.sizeThatFits(ProposedViewSize(along: axis, .infinity, across: across))[axis]
            let priority = subview.isSpacer ? -Double.greatestFiniteMagnitude : subview.priority
            let flexibility = maximum == .infinity ? .infinity : max(maximum - minimum, 0)
            entries.append(Entry(index: index, priority: priority, minimum: minimum, flexibility: flexibility))
        }
        // Step 4: order (conformance 016, 017: the less flexible child is proposed first).
        if subviews.isExplaining {
            subviews.note("Proposed \(formatPoints(along)) in \(dimension); \(formatPoints(totalSpacing)) go to spacing, \(formatPoints(along - totalSpacing)) are left for \(subviews.count) children.")
            let ranges = entries.map { entry -> String in
                let maximum = entry.flexibility == .infinity ? "inf" : formatPoints(entry.minimum + entry.flexibility)
                return "\(subviews.describe(entry.index)) \(formatPoints(entry.minimum))...\(maximum)"
            }
            subviews.note("Probed each child's \(dimension) at 0 and at infinity: " + ranges.joined(separator: "; ") + ".")
        }
        entries.sort { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            if a.flexibility == .infinity && a.minimum != b.minimum { return a.minimum > b.minimum }
            return a.index < b.index
        }
        // Step 5: walk the groups (conformance 056, 058: higher priority first, lower minimums
        // reserved).
        var result = Array(repeating: ProposedViewSize(along: axis, 0, across: across), count: subviews.count)
        var remainingMinimums = entries.reduce(0) { $0 + $1.minimum }
        var available = along - totalSpacing
        if subviews.isExplaining {
            let order = entries.map { entry -> String in
                let priority = entry.priority == -Double.greatestFiniteMagnitude ? "spacer, last" : "priority \(formatPoints(entry.priority))"
                return "\(subviews.describe(entry.index)) [\(priority), flexibility \(formatPoints(entry.flexibility))]"
            }
            subviews.note("Proposes in this order (highest priority first, then least flexible): " + order.joined(separator: ", ") + ".")
        }
        var start = 0
        while start < entries.count {
            let priority = entries[start].priority
            var end = start
            while end < entries.count && entries[end].priority == priority { end += 1 }
            let groupMinimums = entries[start..<end].reduce(0) { $0 + $1.minimum }
            remainingMinimums -= groupMinimums
            var groupAvailable = available - remainingMinimums
            for position in start..<end {
                let left = Double(end - position)
                let share = groupAvailable == .infinity ? .infinity : max(groupAvailable / left, 0)
                let childProposal = ProposedViewSize(along: axis, share, across: across)
                result[entries[position].index] = childProposal
                let taken = subviews[entries[position].index].sizeThatFits(childProposal)[axis]
                if subviews.isExplaining {
                    let reserved = remainingMinimums > 0 ? " (after keeping \(formatPoints(remainingMinimums)) for lower-priority minimums)" : ""
                    let left = groupAvailable == .infinity ? "inf" : formatPoints(groupAvailable - taken)
                    subviews.note("\(subviews.describe(entries[position].index)) is proposed \(formatPoints(share)) = \(formatPoints(groupAvailable)) left\(reserved) ÷ \(end - position) and takes \(formatPoints(taken)); \(left) left.")
                }
                if groupAvailable != .infinity { groupAvailable -= taken }
                if available != .infinity { available -= taken }
            }
            start = end
        }
        return result
    }

    /// The stack's size and, per subview, its proposal and its frame relative to the stack's
    /// top-leading corner.
    ///
    /// `placing: false` (sizing only) computes the same size without building the placements.
    func arrange(
        proposal: ProposedViewSize, subviews: Subviews, placing: Bool = true, alignmentGuide: (ViewDimensions) -> Double
    ) -> (size: Size, placements: [StackPlacement]) {
        guard !subviews.isEmpty else { return (.zero, []) }
        // The sizes and guides in one array.
        let totalSpacing = self.totalSpacing(subviews)
        let proposals: [ProposedViewSize]
        if !subviews.isExplaining, let kept = subviews.container?.stackProposals.last(where: { $0.proposal == proposal }) {
            // Sized at this proposal before, in this pass or an earlier one: the same proposals
            // (the subviews' answers are the same in every pass of a tree, as the kept answers
            // are), without probing and ordering again.
            proposals = kept.proposals
        } else {
            proposals = self.proposals(for: proposal, subviews: subviews, totalSpacing: totalSpacing)
            if let container = subviews.container {
                if container.stackProposals.count >= LayoutNode.stackProposalMemory { container.stackProposals.removeFirst() }
                container.stackProposals.append(LayoutNode.StackProposals(proposal: proposal, proposals: proposals))
            }
        }
        struct Measured {
            var size: Size
            var guide: Double
        }
        var measured: [Measured] = []
        measured.reserveCapacity(subviews.count)
        var highestGuide = -Double.infinity
        for (index, subview) in subviews.enumerated() {
            let dimension = subview.dimensions(in: proposals[index])
            let guide = alignmentGuide(dimension)
            measured.append(Measured(size: dimension.size, guide: guide))
            highestGuide = max(highestGuide, guide)
        }
        var position = 0.0
        var crossExtent = 0.0
        var placements: [StackPlacement] = []
        if placing { placements.reserveCapacity(subviews.count) }
        for index in subviews.indices {
            let size = measured[index].size
            let crossOrigin = highestGuide - measured[index].guide
            crossExtent = max(crossExtent, crossOrigin + size[axis.cross])
            if placing {
                var origin = Point.zero
                origin[axis] = position
                origin[axis.cross] = crossOrigin
                placements.append(StackPlacement(proposal: proposals[index], origin: origin))
            }
            position += size[axis]
            if index < subviews.count - 1 { position += gap(after: index, subviews) }
        }
        if subviews.isExplaining {
            let lengths = subviews.indices.map { formatPoints(measured[$0].size[axis]) }.joined(separator: " + ")
            let spacing = totalSpacing
            subviews.note("The stack is \(formatPoints(position)) along (\(lengths)\(spacing > 0 ? " + \(formatPoints(spacing)) spacing" : "")) and \(formatPoints(crossExtent)) across (its children lined up on the alignment guide).")
        }
        return (Size(along: axis, position, across: crossExtent), placements)
    }
}

/// Where a stack puts one subview, relative to its top-leading corner, and what it proposes it.
struct StackPlacement {
    var proposal: ProposedViewSize
    var origin: Point
}
