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
    public let views: PlacedViews
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
    /// Views whose rows the pass copied from the pass before instead of placing them
    /// (`LayoutPass.reusePlacement`).
    public let copiedPlacementCount: Int

    init(
        root: LayoutNode, proposal: ProposedViewSize, size: Size, safeAreaInsets: EdgeInsets, region: SafeAreaRegion,
        pass: LayoutPass, warnings: [LayoutWarning]
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
        copiedPlacementCount = pass.copiedPlacementCount
        views = PlacedViews(store: PlacedViewStore(root: root, pass: pass))
    }

    mutating func addWarning(_ warning: LayoutWarning) {
        warnings.append(warning)
    }

    private init(copying other: LayoutResult, views: PlacedViews) {
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
        copiedPlacementCount = other.copiedPlacementCount
        passCount = other.passCount
        isCancelled = other.isCancelled
    }

    /// The same result with every frame replaced by `frame(view)`: what the window draws while
    /// it animates from one layout to the next.
    public func replacingFrames(_ frame: (PlacedView) -> Rect) -> LayoutResult {
        LayoutResult(copying: self, views: PlacedViews(store: views.store.replacingFrames(views.map(frame))))
    }

    /// The placed view at `path` (`0.1.0`), if any.
    public func view(at path: String) -> PlacedView? {
        paths.firstIndex(of: path).map { views[$0] }
    }

    /// The path of every view, in the order of `views`: made in one walk, where reading
    /// `PlacedView.path` for each view walks up to the root for each.
    public var paths: [String] { views.store.paths() }
}
