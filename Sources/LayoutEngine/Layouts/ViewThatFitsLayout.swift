/// Shows the first subview that fits (SwiftUI's `ViewThatFits(in:)`).
///
/// Algorithm:
/// 1. For each subview in order, ask its ideal size on the constrained `axes` (nil there, the
///    proposal elsewhere).
/// 2. Choose the first whose ideal size is within the proposal on every constrained axis
///    (an unspecified dimension always fits); if none fits, the last (conformance 052, 053).
/// 3. Propose the real proposal to the chosen subview; its answer is the size. The others are
///    not shown.
public struct ViewThatFitsLayout: Layout {
    public var axes: Axis.Set

    public init(axes: Axis.Set = .both) {
        self.axes = axes
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.hidesUnplacedSubviews = true
        return properties
    }

    func chosenIndex(for proposal: ProposedViewSize, subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let idealProposal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, subview) in subviews.enumerated() {
            // Step 1.
            let ideal = subview.sizeThatFits(idealProposal)
            // Step 2.
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight {
                subviews.note("\(subviews.describe(index))'s ideal size \(ideal) fits \(proposal): it is shown.")
                return index
            }
            subviews.note("\(subviews.describe(index))'s ideal size \(ideal) does not fit \(proposal).")
        }
        subviews.note("None fits: the last, \(subviews.describe(subviews.count - 1)), is shown with the real proposal.")
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let index = chosenIndex(for: proposal, subviews: subviews) else { return .zero }
        // Step 3.
        return subviews[index].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let index = chosenIndex(for: proposal, subviews: subviews) else { return }
        placeAligned(subviews[index], in: bounds, proposal: proposal, alignment: .center)
    }
}
