/// Proposes a size of a given aspect ratio (SwiftUI's `aspectRatio(_:contentMode:)`,
/// `scaledToFit()`, `scaledToFill()`).
///
/// Algorithm:
/// 1. The ratio (width / height) is the one given, else the child's ideal size's.
/// 2. With both proposal dimensions unspecified, the child's ideal size stands in for the
///    proposal; one unspecified dimension follows from the other and the ratio.
/// 3. `.fit` proposes the largest size of that ratio inside the proposal, `.fill` the smallest
///    one that covers it (conformance 019, 020).
/// 4. Choose the child's answer and centre the child.
public struct AspectRatioLayout: Layout {
    /// Width over height; nil = the child's ideal ratio.
    public var aspectRatio: Double?
    public var contentMode: ContentMode

    public enum ContentMode: String, Hashable, Sendable {
        case fit, fill
    }

    public init(aspectRatio: Double? = nil, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
    }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        // Step 1.
        var ratio = aspectRatio
        if ratio == nil {
            let ideal = child.sizeThatFits(.unspecified)
            ratio = ideal.height > 0 ? ideal.width / ideal.height : nil
        }
        guard let ratio, ratio > 0, ratio.isFinite else { return proposal }
        // Step 2.
        var width = proposal.width
        var height = proposal.height
        if width == nil && height == nil {
            let ideal = child.sizeThatFits(.unspecified)
            width = ideal.width
            height = ideal.height
        }
        let targetWidth = width ?? height! * ratio
        let targetHeight = height ?? width! / ratio
        // Step 3.
        let widthFromHeight = targetHeight * ratio
        let useWidth: Bool
        switch contentMode {
        case .fit: useWidth = targetWidth <= widthFromHeight
        case .fill: useWidth = targetWidth >= widthFromHeight
        }
        let result = useWidth
            ? Size(width: targetWidth, height: targetWidth / ratio)
            : Size(width: widthFromHeight, height: targetHeight)
        return ProposedViewSize(width: result.width.finiteOrZero, height: result.height.finiteOrZero)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let child = subviews.first else { return .zero }
        // Step 4.
        return child.sizeThatFits(childProposal(proposal, child: child))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, proposal: childProposal(proposal, child: child), alignment: .center)
    }
}
