/// The part of `HStackLayout` and `VStackLayout` that does not depend on the axis: how a stack
/// divides the space it is proposed among its subviews.
///
/// Algorithm (observed in SwiftUI; Documentation/layout-rules.md, "HStack and VStack"):
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
        if let spacing { return spacing * Double(subviews.count - 1) }
        var total = 0.0
        for index in 0..<(subviews.count - 1) { total += gap(after: index, subviews) }
        return total
    }

    /// Writes the proposal each subview gets into `result`, in builder order (`result` has one
    /// element per subview). A buffer, not a returned array: an array of proposals is allocated
    /// through the standard library's unspecialised path, which looks its storage type up at
    /// run time (600 instructions per stack evaluation, 7% of a deep tree's pass).
    ///
    /// Each subview's size at its proposal is asked on the way (step 5) and written into
    /// `sizes`, so that measuring need not ask again, unless the proposals were made without
    /// asking (step 2: `.unasked`, and `sizes` is left unwritten).
    private func proposals(
        for proposal: ProposedViewSize, subviews: Subviews, totalSpacing: Double,
        into result: UnsafeMutableBufferPointer<ProposedViewSize>, sizes: UnsafeMutableBufferPointer<Measured>
    ) -> Proposing {
        let across = proposal[axis.cross]
        guard let along = proposal[axis] else {
            // Step 2: ideal sizes along the axis.
            if subviews.isExplaining {
                let dimension = axis == .horizontal ? "width" : "height"
                subviews.note("Proposed an unspecified \(dimension): every child is asked for its ideal \(dimension).")
            }
            result.initialize(repeating: ProposedViewSize(along: axis, nil, across: across))
            return .unasked
        }
        if !subviews.isTracing, totalSpacing.isFinite, along == .infinity || along - totalSpacing <= 0 {
            // Nothing to share out (no more than the spacing), or infinity: whatever the order,
            // step 5 proposes every subview max(available ÷ left, 0) with available never above
            // 0, or infinity, which are its probes. The probes are asked as always; the shares,
            // already answered, are not asked again (which only a trace would show), nor are
            // the subviews ordered. A third of the stack evaluations of a deep tree.
            // A subview sized by built-in code alone (`sizesFromBuiltInsAlone`) is asked only
            // the probe that is its share: the other one's answer is read by no one, and asking
            // it runs no scene code, so leaving it out changes nothing but the count of
            // evaluations (in a tree of stacks, each probe at infinity asked the subtree below
            // anew: two fifths of a binary tree's evaluations).
            let share = along == .infinity ? Double.infinity : 0
            for index in subviews.indices {
                let subview = subviews[index]
                let size: Size
                if subview.sizesFromBuiltInsAlone {
                    size = subview.sizeThatFits(ProposedViewSize(along: axis, share, across: across))
                } else {
                    let minimum = subview.sizeThatFits(ProposedViewSize(along: axis, 0, across: across))
                    let maximum = subview.sizeThatFits(ProposedViewSize(along: axis, .infinity, across: across))
                    size = share == 0 ? minimum : maximum
                }
                sizes.initializeElement(at: index, to: Measured(size: size, guide: 0))
            }
            result.initialize(repeating: ProposedViewSize(along: axis, share, across: across))
            return .probes
        }
        let dimension = axis == .horizontal ? "width" : "height"
        // The entries live only for this call: a temporary allocation (on the stack when
        // small) instead of an array, whose storage type is looked up at run time per call.
        return withUnsafeTemporaryAllocation(of: StackEntry.self, capacity: subviews.count) { entries in
            // Step 3: probe the extremes.
            for index in subviews.indices {
                let subview = subviews[index]
                let minimum = subview.sizeThatFits(ProposedViewSize(along: axis, 0, across: across))[axis]
                let maximum = subview.sizeThatFits(ProposedViewSize(along: axis, .infinity, across: across))[axis]
                let priority = subview.isSpacer ? -Double.greatestFiniteMagnitude : subview.priority
                let flexibility = maximum == .infinity ? .infinity : max(maximum - minimum, 0)
                entries.initializeElement(at: index, to: StackEntry(index: index, priority: priority, minimum: minimum, flexibility: flexibility))
            }
            // Step 4: order (conformance 016, 017: the less flexible child is proposed first).
            // Explaining, the notes keep these values and are worded when read (`LayoutNote`).
            let views = subviews.isExplaining ? subviews.views : nil
            if let views {
                let count = subviews.count
                subviews.note {
                    "Proposed \(formatPoints(along)) in \(dimension); \(formatPoints(totalSpacing)) go to spacing, \(formatPoints(along - totalSpacing)) are left for \(count) \(count == 1 ? "child" : "children")."
                }
                let probed = Array(entries)
                subviews.note {
                    let ranges = probed.map { entry -> String in
                        let maximum = entry.flexibility == .infinity ? "inf" : formatPoints(entry.minimum + entry.flexibility)
                        return "\(LayoutSubviews.describe(views[entry.index], index: entry.index)) \(formatPoints(entry.minimum))...\(maximum)"
                    }
                    return "Probed each child's \(dimension) at 0 and at infinity: " + ranges.joined(separator: "; ") + "."
                }
            }
            StackEntry.order(entries)
            // Step 5: walk the groups (conformance 056, 058: higher priority first, lower
            // minimums reserved).
            result.initialize(repeating: ProposedViewSize(along: axis, 0, across: across))
            var remainingMinimums = entries.reduce(0) { $0 + $1.minimum }
            var available = along - totalSpacing
            if let views {
                let ordered = Array(entries)
                subviews.note {
                    let order = ordered.map { entry -> String in
                        let priority = entry.priority == -Double.greatestFiniteMagnitude ? "spacer, last" : "priority \(formatPoints(entry.priority))"
                        return "\(LayoutSubviews.describe(views[entry.index], index: entry.index)) [\(priority), flexibility \(formatPoints(entry.flexibility))]"
                    }
                    return "Proposes in this order (highest priority first, then least flexible): " + order.joined(separator: ", ") + "."
                }
            }
            var start = 0
            while start < entries.count {
                let priority = entries[start].priority
                var end = start
                var groupMinimums = 0.0
                while end < entries.count && entries[end].priority == priority {
                    groupMinimums += entries[end].minimum
                    end += 1
                }
                remainingMinimums -= groupMinimums
                var groupAvailable = available - remainingMinimums
                for position in start..<end {
                    let left = Double(end - position)
                    let share = groupAvailable == .infinity ? .infinity : max(groupAvailable / left, 0)
                    let childProposal = ProposedViewSize(along: axis, share, across: across)
                    let index = entries[position].index
                    result[index] = childProposal
                    let size = subviews[index].sizeThatFits(childProposal)
                    sizes.initializeElement(at: index, to: Measured(size: size, guide: 0))
                    let taken = size[axis]
                    if let views {
                        let kept = remainingMinimums, available = groupAvailable, sharing = end - position, view = views[index]
                        subviews.note {
                            let reserved = kept > 0 ? " (after keeping \(formatPoints(kept)) for lower-priority minimums)" : ""
                            let left = available == .infinity ? "inf" : formatPoints(available - taken)
                            return "\(LayoutSubviews.describe(view, index: index)) is proposed \(formatPoints(share)) = \(formatPoints(available)) left\(reserved) ÷ \(sharing) and takes \(formatPoints(taken)); \(left) left."
                        }
                    }
                    if groupAvailable != .infinity { groupAvailable -= taken }
                    if available != .infinity { available -= taken }
                }
                start = end
            }
            return .distributed
        }
    }

    /// The stack's size; with `placing`, also each subview's proposal, origin relative to the
    /// stack's top-leading corner and size (its answer to that proposal), handed to `place` in builder order (sizing alone passes
    /// `placing: false` and computes the same size). Subviews line up on `alignment`, a guide
    /// across the axis.
    func arrange(
        proposal: ProposedViewSize, subviews: Subviews, placing: Bool = false,
        alignment: AnyAlignmentGuide,
        place: (_ index: Int, _ proposal: ProposedViewSize, _ origin: Point, _ size: Size) -> Void = { _, _, _, _ in }
    ) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let totalSpacing = self.totalSpacing(subviews)
        // The proposals and sizes, for this call only (the proposals copied out of the
        // container's memory of them, so that nothing a subview does while it is asked can
        // change them under the loop).
        return withUnsafeTemporaryAllocation(of: Measured.self, capacity: subviews.count) { measured in
            withUnsafeTemporaryAllocation(of: ProposedViewSize.self, capacity: subviews.count) { proposals in
                var sized = false
                if !subviews.isExplaining, subviews.copyKeptStackProposals(for: proposal, into: proposals) {
                    // Sized at this proposal before, in this pass or an earlier one: the same
                    // proposals (the subviews' answers are the same in every pass of a tree, as
                    // the kept answers are), without probing and ordering again.
                } else {
                    let proposing = self.proposals(for: proposal, subviews: subviews, totalSpacing: totalSpacing, into: proposals, sizes: measured)
                    sized = proposing != .unasked
                    // Kept when distributing made them; the other proposals a stack is sized
                    // or placed at are made again without ordering (a keep and its allocation
                    // per evaluation were a tenth of a deep tree's pass; at placing, the
                    // allocation in every stack of a tree was 3% of a full pass, for a
                    // re-layout that asks two kept answers per subview instead of copying).
                    if proposing == .distributed {
                        subviews.keepStackProposals(UnsafeBufferPointer(proposals), for: proposal)
                    }
                }
                return measure(proposal: proposal, subviews: subviews, proposals: UnsafeBufferPointer(proposals),
                               measured: measured, sized: sized, totalSpacing: totalSpacing, placing: placing,
                               alignment: alignment, place: place)
            }
        }
    }

    /// The rest of `arrange`, given each subview's proposal, and its size at it when `sized`.
    private func measure(
        proposal: ProposedViewSize, subviews: Subviews, proposals: UnsafeBufferPointer<ProposedViewSize>,
        measured: UnsafeMutableBufferPointer<Measured>, sized: Bool,
        totalSpacing: Double, placing: Bool, alignment: AnyAlignmentGuide,
        place: (_ index: Int, _ proposal: ProposedViewSize, _ origin: Point, _ size: Size) -> Void
    ) -> Size {
        let key = alignment.key
        let fraction = alignment.definition.fraction
        let cross = axis.cross
        var highestGuide = -Double.infinity
        for index in subviews.indices {
            let subview = subviews[index]
            let guide: Double
            if let fraction, !subview.setsExplicitly(key) {
                // A built-in guide no view below sets: its default, from the size alone, made
                // finite as `ViewDimensions` makes it (an infinite probe's centre is 0, not inf).
                let size = sized ? measured[index].size : subview.sizeThatFits(proposals[index])
                guide = AlignmentGuideDefinition.fractionValue(fraction, of: size[cross])
                measured[index] = Measured(size: size, guide: guide)
            } else {
                let dimensions = subview.dimensions(in: proposals[index])
                guide = dimensions[alignment]
                measured[index] = Measured(size: dimensions.size, guide: guide)
            }
            highestGuide = max(highestGuide, guide)
        }
        var position = 0.0
        var crossExtent = 0.0
        for index in subviews.indices {
            let size = measured[index].size
            let crossOrigin = highestGuide - measured[index].guide
            crossExtent = max(crossExtent, crossOrigin + size[cross])
            if placing {
                var origin = Point.zero
                origin[axis] = position
                origin[cross] = crossOrigin
                place(index, proposals[index], origin, size)
            }
            position += size[axis]
            if index < subviews.count - 1 { position += gap(after: index, subviews) }
        }
        if subviews.isExplaining {
            let axis = self.axis
            let sizes = subviews.indices.map { measured[$0].size[axis] }
            subviews.note { [position, crossExtent] in
                let lengths = sizes.map(formatPoints).joined(separator: " + ")
                return "The stack is \(formatPoints(position)) along (\(lengths)\(totalSpacing > 0 ? " + \(formatPoints(totalSpacing)) spacing" : "")) and \(formatPoints(crossExtent)) across (its children lined up on the alignment guide)."
            }
        }
        return Size(along: axis, position, across: crossExtent)
    }

    /// How `proposals` made the proposals.
    enum Proposing {
        /// Without asking any subview (an unspecified dimension along the axis: step 2).
        case unasked
        /// Each subview's probe at 0 or at infinity (nothing to share out, or infinity).
        case probes
        /// By ordering the subviews and sharing the space out (steps 3-5).
        case distributed
    }

    /// A subview's size at its proposal, and its alignment guide.
    struct Measured {
        var size: Size
        var guide: Double
    }
}

/// A subview as the stack orders it for proposing (`StackDistribution.proposals`).
private struct StackEntry {
    var index: Int
    var priority: Double
    var minimum: Double
    var flexibility: Double

    /// Higher priority first; then less flexible; of two infinitely flexible subviews, the
    /// larger minimum; then builder order.
    static func precedes(_ a: StackEntry, _ b: StackEntry) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        if a.flexibility == .infinity && a.minimum != b.minimum { return a.minimum > b.minimum }
        return a.index < b.index
    }

    /// Sorts `entries` by `precedes`: by insertion when there are few (most stacks have two to
    /// six subviews, where the standard library's sort cost 80 instructions for two), by the
    /// standard library's sort otherwise.
    static func order(_ entries: UnsafeMutableBufferPointer<StackEntry>) {
        if entries.count == 2 {
            if precedes(entries[1], entries[0]) { entries.swapAt(0, 1) }
            return
        }
        guard entries.count <= 16 else {
            // Often in order already (subviews alike, as in a list of rows): one comparison
            // per neighbour instead of the sort's run detection and merging.
            var inOrder = true
            for index in 1..<entries.count where precedes(entries[index], entries[index - 1]) {
                inOrder = false
                break
            }
            if inOrder { return }
            var sorting = entries
            sorting.sort(by: precedes)
            return
        }
        var next = 1
        while next < entries.count {
            let entry = entries[next]
            var position = next
            while position > 0 && precedes(entry, entries[position - 1]) {
                entries[position] = entries[position - 1]
                position -= 1
            }
            entries[position] = entry
            next += 1
        }
    }
}
