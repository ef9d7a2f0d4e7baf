/// A layout algorithm: SwiftUI's `Layout` protocol, reproduced.
///
/// Every container (`HStack`, `ZStack`, ...) and every layout modifier (`frame`, `padding`, ...)
/// is a conformance, and so, later, are the layouts a scene declares. The engine calls
/// `sizeThatFits` any number of times per pass (answers are cached per subview and proposal),
/// then `placeSubviews` once with the bounds the parent chose.
///
/// Contract: `sizeThatFits` returns a size with no NaN component; `placeSubviews` calls
/// `place(at:anchor:proposal:)` at most once per subview. A subview that is not placed is put at
/// the centre of `bounds`, as in SwiftUI, unless `LayoutProperties.hidesUnplacedSubviews`.
public protocol Layout {
    /// Data kept between calls in one pass; `Void` unless the layout needs it.
    associatedtype Cache = Void

    /// Properties the parent reads: the stack axis (for `Spacer` and `Divider`) and more.
    static var layoutProperties: LayoutProperties { get }

    /// This layout's properties: `Self.layoutProperties` unless a layout decides per instance
    /// (a layout a scene declares). The engine reads this one.
    var properties: LayoutProperties { get }

    /// Creates the cache once per pass, before the first `sizeThatFits`.
    func makeCache(subviews: Subviews) -> Cache

    /// The size this layout chooses for `proposal`, asking its subviews as it needs.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places every subview inside `bounds` (in the root's coordinate space).
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The layout's own value for a horizontal guide, or nil to merge its subviews' explicit
    /// values (the default).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Double?

    /// The layout's own value for a vertical guide, or nil to merge its subviews' explicit
    /// values (the default).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Double?

    /// The spacing this layout wants around itself inside a stack.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

/// SwiftUI's name for the subview collection a `Layout` receives.
public typealias Subviews = LayoutSubviews

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public var properties: LayoutProperties { Self.layoutProperties }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Double? {
        nil
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Double? {
        nil
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { .default }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout that its parent and its subviews read (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis a stack arranges its subviews along; nil for other layouts. A `Spacer` or
    /// `Divider` among the subviews takes its orientation from it.
    public var stackOrientation: Axis?
    /// Subviews that `placeSubviews` does not place are not shown (`ViewThatFits`), instead of
    /// being centred.
    public var hidesUnplacedSubviews = false
    /// The layout is `SafeAreaAdjusting` (so building a node casts only these: a protocol
    /// cast per node was a tenth of building a tree).
    var adjustsSafeArea = false
    /// The layout's `explicitAlignment(of:...)` may answer for any guide (a layout a scene
    /// declares with that method), so its parent asks it for every guide instead of only the
    /// ones its subviews set.
    public var answersExplicitAlignment = false

    public init(stackOrientation: Axis? = nil) {
        self.stackOrientation = stackOrientation
    }
}

/// The spacing a view wants next to its neighbours in a stack (SwiftUI's `ViewSpacing`).
///
/// SwiftUI computes spacing per pair of edges from both views' preferences; this engine models
/// the cases SwiftUI's defaults produce on iOS: 8 points between two ordinary views, 0 next to a
/// `Spacer`.
public struct ViewSpacing: Hashable, Sendable {
    /// True for a `Spacer`: no spacing on either side of it.
    public var isSpacer: Bool

    public init(isSpacer: Bool = false) {
        self.isSpacer = isSpacer
    }

    /// Spacing between two ordinary views on iOS.
    public static let defaultDistance: Double = 8
    public static let `default` = ViewSpacing()
    public static let zero = ViewSpacing(isSpacer: true)

    /// The preferred distance between a view with this spacing and a `next` one along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        isSpacer || next.isSpacer ? 0 : Self.defaultDistance
    }
}
