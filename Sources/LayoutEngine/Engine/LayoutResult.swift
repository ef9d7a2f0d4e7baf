/// The outcome of a layout pass: the root's size and every placed view's frame, in pre-order,
/// with the trace of what each view was asked and answered.
public struct LayoutResult {
    /// The screen or window proposed: the root is proposed this minus `safeAreaInsets`.
    public let proposal: ProposedViewSize
    /// The size the root chose.
    public let size: Size
    /// The insets of the screen's safe area (zero unless the layout was given a device's).
    public let safeAreaInsets: EdgeInsets
    /// The screen, in the root's coordinates: the proposal's area with the root centred in its
    /// safe part; an unspecified or infinite dimension takes the root's extent plus the insets.
    /// Pictures and the window draw this rectangle.
    public let containerFrame: Rect
    /// The safe part of `containerFrame`, in the root's coordinates.
    public let safeAreaFrame: Rect
    /// Every view that was placed, parents before children, in builder order. `EmptyView` and
    /// the candidates `ViewThatFits` did not choose are absent.
    public let views: [PlacedView]
    public private(set) var warnings: [LayoutWarning]
    /// How many passes the layout took: 1, or more when state changed after a pass
    /// (`onPreferenceChange` setting `@State`); the frames are the last pass's.
    public internal(set) var passCount = 1
    /// The layout was cancelled (`LayoutCancelling`) before it finished: its sizes and
    /// frames are not the scene's, and it is not shown.
    public internal(set) var isCancelled = false
    /// `sizeThatFits` computations over the whole pass (cache misses).
    public let evaluationCount: Int
    /// `sizeThatFits` requests answered from the pass's cache.
    public let cacheHitCount: Int
    /// Texts measured by the text measurer in the pass, and how many texts counted at each
    /// proposal would have been measured without reuse (measured + reused).
    public let textMeasurementCount: Int
    public let textRequestCount: Int

    init(
        root: LayoutNode, proposal: ProposedViewSize, size: Size, safeAreaInsets: EdgeInsets, region: SafeAreaRegion,
        pass: LayoutPass, warnings: [LayoutWarning], expectedViewCount: Int = 0
    ) {
        self.proposal = proposal
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        containerFrame = region.container
        safeAreaFrame = region.safeArea
        self.warnings = warnings
        self.evaluationCount = pass.evaluationCount
        self.cacheHitCount = pass.cacheHitCount
        self.textMeasurementCount = pass.textMeasurementCount
        self.textRequestCount = pass.textMeasurementCount + pass.textReuseCount
        var views: [PlacedView] = []
        views.reserveCapacity(expectedViewCount)
        struct Pending {
            var node: LayoutNode
            var path: String
            var depth: Int
            var parent: Int?
        }
        var stack = [Pending(node: root, path: root.pathComponent, depth: 0, parent: nil)]
        while let pending = stack.popLast() {
            let (node, path, depth, parent) = (pending.node, pending.path, pending.depth, pending.parent)
            guard node.passID == pass.id, let frame = node.frame else { continue }
            let index = views.count
            var textLines: [String]?
            var textProposal: ProposedViewSize?
            if case .text = node.leafKind, case .text(let text) = node.view.content, let proposal = node.placedProposal {
                let measured = pass.measuredText(node, text, proposal)
                textLines = measured.measurement.lines
                textProposal = measured.proposal
            }
            views.append(PlacedView(
                path: path, view: node.view, frame: frame, proposal: node.placedProposal ?? .unspecified,
                environment: node.environment, depth: depth, parentIndex: parent, trace: node.trace,
                evaluationCount: node.evaluationCount, textLines: textLines, textProposal: textProposal,
                imageMeasurement: node.imageMeasurement))
            for child in node.children.reversed() {
                // One allocation per path (`path + "." + component` made two).
                var childPath = path
                childPath.reserveCapacity(path.utf8.count + 1 + child.pathComponent.utf8.count)
                childPath.append(".")
                childPath.append(child.pathComponent)
                stack.append(Pending(node: child, path: childPath, depth: depth + 1, parent: index))
            }
        }
        self.views = views
    }

    mutating func addWarning(_ warning: LayoutWarning) {
        warnings.append(warning)
    }

    private init(copying other: LayoutResult, views: [PlacedView]) {
        proposal = other.proposal
        size = other.size
        safeAreaInsets = other.safeAreaInsets
        containerFrame = other.containerFrame
        safeAreaFrame = other.safeAreaFrame
        self.views = views
        warnings = other.warnings
        evaluationCount = other.evaluationCount
        cacheHitCount = other.cacheHitCount
        textMeasurementCount = other.textMeasurementCount
        textRequestCount = other.textRequestCount
        passCount = other.passCount
        isCancelled = other.isCancelled
    }

    /// The same result with every frame replaced by `frame(view)`: what the window draws while
    /// it animates from one layout to the next.
    public func replacingFrames(_ frame: (PlacedView) -> Rect) -> LayoutResult {
        LayoutResult(copying: self, views: views.map { view in
            var moved = view
            moved.frame = frame(view)
            return moved
        })
    }

    /// The placed view at `path` (`0.1.0`), if any.
    public func view(at path: String) -> PlacedView? {
        views.first { $0.path == path }
    }
}

/// One placed view of a `LayoutResult`.
public struct PlacedView {
    /// Position in the tree: `0` is the root, `0.1` its second child (see the conformance
    /// README's path convention).
    public let path: String
    public let view: ViewNode
    /// The frame in the root view's coordinate space, unrounded points.
    public internal(set) var frame: Rect
    /// The proposal the parent placed the view with.
    public let proposal: ProposedViewSize
    public let environment: EnvironmentValues
    /// 0 for the root.
    public let depth: Int
    /// Index of the parent in `LayoutResult.views`; nil for the root.
    public let parentIndex: Int?
    /// Proposals received and answers given, in order (empty unless the pass traced).
    public let trace: [TraceEvent]
    /// How many times the view computed a size in this pass (cache misses).
    public let evaluationCount: Int
    /// For a `Text`, its lines as drawn.
    public let textLines: [String]?
    /// For a `Text`, the proposal its lines were measured at: `proposal`, or an earlier one
    /// that lays it out the same (the engine measures a text again only when the lines could
    /// change). Draw the text typeset for this one to reuse what measuring shaped.
    public var textProposal: ProposedViewSize?
    /// For an `Image`, what the tree's `ImageMeasuring` answered (intrinsic size, the file to
    /// draw).
    public let imageMeasurement: ImageMeasurement?

    public var typeName: String { view.typeName }
}
