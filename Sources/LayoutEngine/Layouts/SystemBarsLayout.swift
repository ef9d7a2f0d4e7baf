/// A container with system bars along its top and bottom edges: `NavigationStack` (the
/// navigation bar, and a bottom toolbar) and `TabView` (the tab bar).
///
/// Subviews: the content first, then the top bar when `topHeight > 0`, then the bottom bar when
/// `bottomHeight > 0`.
///
/// Algorithm (Documentation/system-views.md, "Navigation"):
/// 1. Size: the proposal, as a navigation or tab view fills the screen; an unspecified
///    dimension takes the content's ideal size plus the bars.
/// 2. The bars are proposed the full width and their height and placed at the top and at the
///    bottom; the content is proposed what is between them and placed there.
/// 3. The bars add to the safe area of everything inside (SwiftUI's bars are safe-area
///    insets): a view of the content that reaches the bar's edge and ignores the safe area (a
///    list's background) grows under the bar to the screen's edge, as on iOS.
public struct SystemBarsLayout: Layout, SafeAreaAdjusting {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.adjustsSafeArea = true
        return properties
    }

    public var topHeight: Double
    public var bottomHeight: Double

    public init(topHeight: Double, bottomHeight: Double) {
        self.topHeight = max(topHeight.finiteOrZero, 0)
        self.bottomHeight = max(bottomHeight.finiteOrZero, 0)
    }

    private var bars: Double { topHeight + bottomHeight }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let inner = ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - bars, 0) })
        let content = subviews.first?.sizeThatFits(inner) ?? .zero
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bars)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let inner = ProposedViewSize(width: bounds.width, height: max(bounds.height - bars, 0))
        content.place(at: Point(x: bounds.minX, y: bounds.minY + topHeight), proposal: inner)
        var next = 1
        if topHeight > 0, next < subviews.count {
            subviews[next].place(at: Point(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(width: bounds.width, height: topHeight))
            next += 1
        }
        if bottomHeight > 0, next < subviews.count {
            subviews[next].place(at: Point(x: bounds.minX, y: bounds.maxY - bottomHeight), proposal: ProposedViewSize(width: bounds.width, height: bottomHeight))
        }
    }

    public func adjustedSafeArea(_ region: SafeAreaRegion, frame: Rect, subviews: Subviews) -> SafeAreaRegion {
        var adjusted = region
        if topHeight > 0 { adjusted = adjusted.inset(.top, to: frame.minY + topHeight, frame: frame) }
        if bottomHeight > 0 { adjusted = adjusted.inset(.bottom, to: frame.maxY - bottomHeight, frame: frame) }
        return adjusted
    }
}

/// A layout that changes the safe area its subviews see (bars, `safeAreaInset`).
public protocol SafeAreaAdjusting {
    /// The region the subviews see when this view is placed at `frame`.
    func adjustedSafeArea(_ region: SafeAreaRegion, frame: Rect, subviews: LayoutSubviews) -> SafeAreaRegion
}
