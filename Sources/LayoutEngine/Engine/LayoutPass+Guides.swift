/// Alignment guides in a pass: a view's dimensions for a proposal, and the explicit value a
/// view or a descendant sets for a guide (text baselines, `alignmentGuide`, a layout's own),
/// merged the way the guide combines its subviews' values.
extension LayoutPass {
    func dimensions(_ node: LayoutNode, _ proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(node, proposal)
        guard !node.explicitGuideKeys.isEmpty || node.answersAnyGuide else { return ViewDimensions(width: size.width, height: size.height) }
        return ViewDimensions(width: size.width, height: size.height, pass: self, node: node, proposal: proposal)
    }

    /// The value `node` sets for `guide` when proposed `proposal`, in its own coordinates, or
    /// nil when neither it nor a descendant sets it.
    func explicitValue(_ node: LayoutNode, _ guide: AnyAlignmentGuide, _ proposal: ProposedViewSize) -> Double? {
        let key = guide.key
        guard node.answersAnyGuide || node.explicitGuideKeys.contains(key) else { return nil }
        node.enter(pass: id)
        for entry in node.explicitValues.reversed() where entry.key == key && entry.proposal == proposal { return entry.value }
        let value = computeExplicitValue(node, guide, proposal)?.finiteOrZero
        LayoutNode.remember(LayoutNode.GuideValue(key: key, proposal: proposal, value: value), in: &node.explicitValues)
        return value
    }

    private func computeExplicitValue(_ node: LayoutNode, _ guide: AnyAlignmentGuide, _ proposal: ProposedViewSize) -> Double? {
        if let compute = node.view.alignmentGuides[guide.key], let child = node.children.first {
            return compute(dimensions(child, proposal))
        }
        switch node.kind {
        case .leaf:
            if case .text(let text) = node.view.content {
                let measurement = measureText(node, text, proposal)
                if guide.key == VerticalAlignment.firstTextBaseline.key { return measurement.firstBaseline }
                if guide.key == VerticalAlignment.lastTextBaseline.key { return measurement.lastBaseline }
            }
            if case .image = node.view.content, let measurement = node.imageMeasurement,
               let baseline = measurement.baseline, guide.key.axis == .vertical
            {
                // Both text baselines; a resizable image scales its baseline with its height.
                let height = sizeThatFits(node, proposal).height
                return measurement.size.height > 0 ? baseline * height / measurement.size.height : height
            }
            return nil
        case .layout:
            return node.layoutBox!.explicitValue(self, node, guide, proposal)
        case .empty, .geometryReader:
            return nil
        }
    }

    func explicitValue<L: Layout>(_ layout: L, _ node: LayoutNode, _ guide: AnyAlignmentGuide, _ proposal: ProposedViewSize) -> Double? {
        let size = sizeThatFits(node, proposal)
        let bounds = Rect(origin: .zero, size: size)
        let subviews = LayoutSubviews(container: node, pass: self)
        var cache = Self.cache(of: layout, node, subviews)
        defer { Self.keep(cache, layout, in: node) }
        let own: Double?
        switch guide {
        case .horizontal(let horizontal):
            own = layout.explicitAlignment(of: horizontal, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vertical(let vertical):
            own = layout.explicitAlignment(of: vertical, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        if let own { return own }
        // Merge the subviews' explicit values at the places this layout puts them.
        let placements = collectPlacements(layout, node, bounds: bounds, proposal: proposal, cache: &cache)
        var merged: Double?
        var count = 0
        for placement in placements {
            let (child, frame, childProposal) = (placement.node, placement.frame, placement.proposal)
            guard let value = explicitValue(child, guide, childProposal) else { continue }
            let position = (guide.key.axis == .horizontal ? frame.minX : frame.minY) + value
            switch guide.definition.combination {
            case .first: if merged == nil { merged = position }
            case .last: merged = position
            case .average: merged = ((merged ?? 0) * Double(count) + position) / Double(count + 1)
            }
            count += 1
        }
        return merged
    }
}
