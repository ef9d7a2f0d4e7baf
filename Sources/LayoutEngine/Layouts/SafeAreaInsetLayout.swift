/// `safeAreaInset(edge:alignment:spacing:content:)` and, through it, `safeAreaPadding`: the
/// modified view (subview 0, the primary) makes room along `edge` for the inset content
/// (subview 1, the secondary), and everything inside the primary sees the safe area grown by
/// the secondary's length plus the spacing.
///
/// Algorithm (Documentation/system-views.md, "Safe-area insets"), along the edge's axis:
/// 1. The secondary is proposed what remains of the proposal after the spacing and after the
///    least the primary needs (its size when proposed zero along the axis); an unspecified
///    proposal stays unspecified. The other axis is proposed as given.
/// 2. The primary is proposed the proposal minus the secondary's length and the spacing.
/// 3. The size is secondary + spacing + primary along the axis, the larger of the two across.
/// 4. Placing: the primary sits against the opposite edge, the secondary against `edge`,
///    lined up across by the alignment guide (the secondary's guide on the primary's).
/// 5. The primary's safe area is inset from the modifier's edge by the secondary's length plus
///    the spacing, so a primary that ignores the safe area (a `ScrollView`, a list's
///    background) grows under the secondary to the modifier's edge (and beyond it, when that
///    edge is the screen's safe edge).
public struct SafeAreaInsetLayout: Layout, SafeAreaAdjusting {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.adjustsSafeArea = true
        return properties
    }

    public var edge: Edge
    /// Across a top or bottom inset.
    public var horizontalAlignment: HorizontalAlignment
    /// Across a leading or trailing inset.
    public var verticalAlignment: VerticalAlignment
    /// nil: the distance between the two views (8 points between ordinary views).
    public var spacing: Double?

    public init(edge: Edge, horizontalAlignment: HorizontalAlignment = .center, verticalAlignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.edge = edge
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func length(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func across(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func along(_ proposal: ProposedViewSize) -> Double? { axis == .vertical ? proposal.height : proposal.width }
    private func with(_ proposal: ProposedViewSize, along value: Double?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: value) : ProposedViewSize(width: value, height: proposal.height)
    }

    private func gap(_ subviews: Subviews) -> Double {
        if let spacing { return spacing }
        guard subviews.count > 1 else { return 0 }
        return subviews[0].spacing.distance(to: subviews[1].spacing, along: axis)
    }

    /// The secondary's and the primary's proposals and sizes for `proposal`.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (secondary: (ProposedViewSize, Size), primary: (ProposedViewSize, Size), gap: Double) {
        let gap = gap(subviews)
        var secondaryProposal = proposal
        if let value = along(proposal) {
            let withoutGap = max(value - gap, 0)
            let least = subviews.isEmpty ? 0 : length(subviews[0].sizeThatFits(with(proposal, along: 0)))
            secondaryProposal = with(proposal, along: max(withoutGap - least, 0))
        }
        let secondarySize = subviews.count > 1 ? subviews[1].sizeThatFits(secondaryProposal) : .zero
        let used = subviews.count > 1 ? length(secondarySize) + gap : 0
        let primaryProposal = along(proposal).map { with(proposal, along: max($0 - used, 0)) } ?? proposal
        let primarySize = subviews.isEmpty ? .zero : subviews[0].sizeThatFits(primaryProposal)
        return ((secondaryProposal, secondarySize), (primaryProposal, primarySize), subviews.count > 1 ? gap : 0)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let (secondary, primary, gap) = arrange(proposal, subviews)
        let total = length(secondary.1) + gap + length(primary.1)
        let cross = max(across(secondary.1), across(primary.1))
        return axis == .vertical ? Size(width: cross, height: total) : Size(width: total, height: cross)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        // Placed as SwiftUI does: proposed the bounds (the size this view was given).
        let (secondary, primary, _) = arrange(ProposedViewSize(bounds.size), subviews)
        let primaryOrigin: Point
        switch edge {
        case .top: primaryOrigin = Point(x: bounds.minX, y: bounds.maxY - primary.1.height)
        case .bottom, .trailing: primaryOrigin = Point(x: bounds.minX, y: bounds.minY)
        case .leading: primaryOrigin = Point(x: bounds.maxX - primary.1.width, y: bounds.minY)
        }
        subviews[0].place(at: primaryOrigin, proposal: primary.0)
        guard subviews.count > 1 else { return }
        let primaryDimensions = subviews[0].dimensions(in: primary.0)
        let secondaryDimensions = subviews[1].dimensions(in: secondary.0)
        let origin: Point
        switch edge {
        case .top, .bottom:
            let x = primaryOrigin.x + primaryDimensions[horizontalAlignment] - secondaryDimensions[horizontalAlignment]
            origin = Point(x: x, y: edge == .top ? bounds.minY : bounds.maxY - secondary.1.height)
        case .leading, .trailing:
            let y = primaryOrigin.y + primaryDimensions[verticalAlignment] - secondaryDimensions[verticalAlignment]
            origin = Point(x: edge == .leading ? bounds.minX : bounds.maxX - secondary.1.width, y: y)
        }
        subviews[1].place(at: origin, proposal: secondary.0)
    }

    public func adjustedSafeArea(_ region: SafeAreaRegion, frame: Rect, subviews: Subviews) -> SafeAreaRegion {
        guard subviews.count > 1 else { return region }
        let (secondary, _, gap) = arrange(ProposedViewSize(frame.size), subviews)
        let inset = length(secondary.1) + gap
        switch edge {
        case .top: return region.inset(.top, to: frame.minY + inset, frame: frame)
        case .bottom: return region.inset(.bottom, to: frame.maxY - inset, frame: frame)
        case .leading: return region.inset(.leading, to: frame.minX + inset, frame: frame)
        case .trailing: return region.inset(.trailing, to: frame.maxX - inset, frame: frame)
        }
    }
}

extension SafeAreaRegion {
    /// The region with its safe edge on `edge` (`.leading` is the left of these coordinates,
    /// `.trailing` the right) moved in to `position`, for subviews of a view at `frame`. When
    /// `frame`'s edge is inside the safe area (not at the screen's unsafe strip), a view that
    /// ignores the safe area grows only to `frame`'s edge, so the screen's edge moves there.
    func inset(_ edge: Edge, to position: Double, frame: Rect) -> SafeAreaRegion {
        var region = self
        var safe = safeArea, container = self.container
        let t = Self.tolerance
        switch edge {
        case .top:
            if frame.minY > safe.minY + t { container = Rect(x: container.minX, y: frame.minY, width: container.width, height: max(container.maxY - frame.minY, 0)) }
            let top = max(safe.minY, position)
            safe = Rect(x: safe.minX, y: top, width: safe.width, height: max(safe.maxY - top, 0))
        case .bottom:
            if frame.maxY < safe.maxY - t { container = Rect(x: container.minX, y: container.minY, width: container.width, height: max(frame.maxY - container.minY, 0)) }
            let bottom = min(safe.maxY, position)
            safe = Rect(x: safe.minX, y: safe.minY, width: safe.width, height: max(bottom - safe.minY, 0))
        case .leading:
            if frame.minX > safe.minX + t { container = Rect(x: frame.minX, y: container.minY, width: max(container.maxX - frame.minX, 0), height: container.height) }
            let left = max(safe.minX, position)
            safe = Rect(x: left, y: safe.minY, width: max(safe.maxX - left, 0), height: safe.height)
        case .trailing:
            if frame.maxX < safe.maxX - t { container = Rect(x: container.minX, y: container.minY, width: max(frame.maxX - container.minX, 0), height: container.height) }
            let right = min(safe.maxX, position)
            safe = Rect(x: safe.minX, y: safe.minY, width: max(right - safe.minX, 0), height: safe.height)
        }
        region.safeArea = safe
        region.container = container
        return region
    }
}
