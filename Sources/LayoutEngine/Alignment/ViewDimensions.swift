/// A view's size together with its alignment guides (SwiftUI's `ViewDimensions`), as seen by
/// the parent that places it and by `alignmentGuide` closures.
///
/// `d[guide]` is the explicit value a view (or one of its descendants) set for the guide, else
/// the guide's default (`d[.trailing] == d.width` unless set). Values are in the view's own
/// coordinate space: 0 is its leading (top) edge.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    private let explicitValue: (AnyAlignmentGuide) -> Double?

    public init(width: Double, height: Double, explicitValue: @escaping (AnyAlignmentGuide) -> Double? = { _ in nil }) {
        self.width = width
        self.height = height
        self.explicitValue = explicitValue
    }

    public var size: Size { Size(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> Double {
        (explicitValue(.horizontal(guide)) ?? guide.definition.defaultValue(self)).finiteOrZero
    }

    public subscript(guide: VerticalAlignment) -> Double {
        (explicitValue(.vertical(guide)) ?? guide.definition.defaultValue(self)).finiteOrZero
    }

    /// The value a view set explicitly for `guide`, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValue(.horizontal(guide)) }

    /// The value a view set explicitly for `guide`, or nil.
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValue(.vertical(guide)) }
}
