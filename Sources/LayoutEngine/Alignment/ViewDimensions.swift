/// A view's size together with its alignment guides (SwiftUI's `ViewDimensions`), as seen by
/// the parent that places it and by `alignmentGuide` closures.
///
/// `d[guide]` is the explicit value a view (or one of its descendants) set for the guide, else
/// the guide's default (`d[.trailing] == d.width` unless set). Values are in the view's own
/// coordinate space: 0 is its leading (top) edge.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    private let source: Source

    /// Where explicit values come from: a closure, or the pass that measured the view (a stack
    /// asks each subview for its guide; a closure capturing the pass was a heap allocation per
    /// subview per request).
    private enum Source {
        case none
        case closure((AnyAlignmentGuide) -> Double?)
        /// The pass is kept: scene code may keep the dimensions past the pass (in a global),
        /// and asking then answers no explicit value instead of reading a pass that is gone.
        case pass(LayoutPass, LayoutNode, ProposedViewSize)
    }

    public init(width: Double, height: Double, explicitValue: @escaping (AnyAlignmentGuide) -> Double?) {
        self.width = width
        self.height = height
        source = .closure(explicitValue)
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
        source = .none
    }

    /// The dimensions of `node` measured by `pass` for `proposal`.
    init(width: Double, height: Double, pass: LayoutPass, node: LayoutNode, proposal: ProposedViewSize) {
        self.width = width
        self.height = height
        source = .pass(pass, node, proposal)
    }

    private func explicitValue(_ guide: AnyAlignmentGuide) -> Double? {
        switch source {
        case .none: return nil
        case .closure(let value): return value(guide)
        case .pass(let pass, let node, let proposal): return pass.isFinished ? nil : pass.explicitValue(node, guide, proposal)
        }
    }

    public var size: Size { Size(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> Double {
        (explicitValue(.horizontal(guide)) ?? guide.definition.defaultValue(self)).finiteOrZero
    }

    public subscript(guide: VerticalAlignment) -> Double {
        (explicitValue(.vertical(guide)) ?? guide.definition.defaultValue(self)).finiteOrZero
    }

    /// The value of a horizontal or a vertical guide.
    subscript(guide: AnyAlignmentGuide) -> Double {
        switch guide {
        case .horizontal(let horizontal): self[horizontal]
        case .vertical(let vertical): self[vertical]
        }
    }

    /// The value a view set explicitly for `guide`, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValue(.horizontal(guide)) }

    /// The value a view set explicitly for `guide`, or nil.
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValue(.vertical(guide)) }
}
