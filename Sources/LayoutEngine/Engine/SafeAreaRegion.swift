/// The screen a scene is shown on and the part of it that is safe (out of the status bar, the
/// sensor housing and the home indicator), both in the coordinates of the current pass.
///
/// SwiftUI proposes the safe area's size to the root and centres the root in it. A view whose
/// edge reaches the safe area's edge has a safe-area inset there: the unsafe strip between its
/// edge and the screen's. `ignoresSafeArea` (and a `background` with a colour or shape style,
/// which ignores it by default) grows the view over that strip, so a background bleeds to the
/// screen's edge while a view that stops short of the safe edge is left alone.
///
/// The pass lays out right-to-left subtrees as left-to-right and mirrors them afterwards;
/// `mirrored(about:)` gives the region as that subtree sees it.
public struct SafeAreaRegion: Hashable, Sendable {
    /// The whole screen (the proposed area).
    public var container: Rect
    /// The safe part of it.
    public var safeArea: Rect
    /// True when the pass is inside an odd number of mirrored subtrees: the right side of the
    /// coordinates is the left side of the screen.
    var isMirrored = false

    /// Tolerance for "reaches the edge", far below a pixel, above arithmetic noise.
    static let tolerance = 0.001

    public init(container: Rect, safeArea: Rect) {
        self.container = container
        self.safeArea = safeArea
    }

    /// The region as seen inside a subtree mirrored about the vertical line `x = axis`.
    func mirrored(about axis: Double) -> SafeAreaRegion {
        func flip(_ rect: Rect) -> Rect {
            Rect(x: (2 * axis - rect.maxX).finiteOrZero, y: rect.minY, width: rect.width, height: rect.height)
        }
        var region = SafeAreaRegion(container: flip(container), safeArea: flip(safeArea))
        region.isMirrored = !isMirrored
        return region
    }

    /// The safe-area insets of a view at `frame` whose layout direction is `direction`: on each
    /// edge that reaches (or crosses) the safe area's edge, the distance from the view's edge to
    /// the screen's; zero elsewhere. `GeometryProxy.safeAreaInsets` reports these.
    public func insets(of frame: Rect, direction: LayoutDirection) -> EdgeInsets {
        let t = Self.tolerance
        let top = frame.minY <= safeArea.minY + t ? max(frame.minY - container.minY, 0) : 0
        let bottom = frame.maxY >= safeArea.maxY - t ? max(container.maxY - frame.maxY, 0) : 0
        let left = frame.minX <= safeArea.minX + t ? max(frame.minX - container.minX, 0) : 0
        let right = frame.maxX >= safeArea.maxX - t ? max(container.maxX - frame.maxX, 0) : 0
        // Leading is the left edge of these coordinates when the view's direction and the
        // mirroring agree (left-to-right, not mirrored; right-to-left, mirrored).
        let leadingIsLeft = (direction == .rightToLeft) == isMirrored
        return EdgeInsets(
            top: top.finiteOrZero, leading: (leadingIsLeft ? left : right).finiteOrZero,
            bottom: bottom.finiteOrZero, trailing: (leadingIsLeft ? right : left).finiteOrZero)
    }

    /// `frame` grown over its safe-area insets on `edges`.
    public func expanding(_ frame: Rect, ignoring edges: Edge.Set, direction: LayoutDirection) -> Rect {
        let insets = insets(of: frame, direction: direction)
        let leadingIsLeft = (direction == .rightToLeft) == isMirrored
        let top = edges.contains(.top) ? insets.top : 0
        let bottom = edges.contains(.bottom) ? insets.bottom : 0
        let leading = edges.contains(.leading) ? insets.leading : 0
        let trailing = edges.contains(.trailing) ? insets.trailing : 0
        let left = leadingIsLeft ? leading : trailing
        let right = leadingIsLeft ? trailing : leading
        return Rect(
            x: frame.minX - left, y: frame.minY - top,
            width: frame.width + left + right, height: frame.height + top + bottom)
    }

    /// The region for a root of size `rootSize` laid out at `proposal` on a screen with
    /// `insets`, in the root's coordinates (root at the origin): the root proposed the
    /// proposal minus the insets and centred in the safe area. A dimension proposed `nil` or
    /// infinity has no screen edge to speak of: there the safe area is the root's extent.
    /// Insets name the screen's edges as a left-to-right screen does (leading is left).
    static func around(root rootSize: Size, proposal: ProposedViewSize, insets: EdgeInsets) -> SafeAreaRegion {
        func axis(_ proposed: Double?, _ root: Double, _ before: Double, _ after: Double) -> (safe: Double, origin: Double) {
            let safe: Double
            if let proposed, proposed.isFinite { safe = max(proposed - before - after, 0) } else { safe = root }
            return (safe, ((root - safe) / 2).finiteOrZero)
        }
        let h = axis(proposal.width, rootSize.width, insets.leading, insets.trailing)
        let v = axis(proposal.height, rootSize.height, insets.top, insets.bottom)
        let safe = Rect(x: h.origin, y: v.origin, width: h.safe, height: v.safe)
        let container = Rect(
            x: safe.minX - insets.leading, y: safe.minY - insets.top,
            width: safe.width + insets.leading + insets.trailing, height: safe.height + insets.top + insets.bottom)
        return SafeAreaRegion(container: container, safeArea: safe)
    }

    /// What the root is proposed on a screen of `proposal` with `insets`.
    static func rootProposal(_ proposal: ProposedViewSize, insets: EdgeInsets) -> ProposedViewSize {
        func inset(_ proposed: Double?, _ total: Double) -> Double? {
            guard let proposed, proposed.isFinite else { return proposed }
            return max(proposed - total, 0)
        }
        return ProposedViewSize(
            width: inset(proposal.width, insets.total(along: .horizontal)),
            height: inset(proposal.height, insets.total(along: .vertical)))
    }
}
