/// One layout pass over a `LayoutTree`: sizing (answers cached per view per proposal), then
/// placing, with the trace and the evaluation count.
///
/// Cost: a view is evaluated once per distinct proposal it receives. Stacks probe each child at
/// 0, at infinity and at its share, so a view sees a small, bounded set of proposals however
/// deep the tree is (see `CacheTests` and BENCHMARKS.md).
final class LayoutPass {
    let id: Int
    let textMeasurer: TextMeasuring
    let imageMeasurer: ImageMeasuring
    let tracing: Bool
    /// Whether the pass keeps its events in order (`stepLog`) too: a traced pass does unless
    /// asked not to (the window, except while it steps through the layout).
    let logsSteps: Bool
    /// The screen and its safe area in the coordinates of the subtree being placed; nil when
    /// the pass has no safe area (then nothing grows).
    var safeAreaRegion: SafeAreaRegion?
    var warnings: [LayoutWarning] = []
    /// The sizes of the containers `containerRelativeFrame` measures against, innermost last:
    /// the root's proposal (the window, inside the safe area), then each scroll view's visible
    /// size while its content is sized and placed.
    var containerSizes: [ProposedViewSize] = []
    /// `sizeThatFits` computations that missed the cache, over all views.
    var evaluationCount = 0
    /// Answers served from the cache.
    var cacheHitCount = 0
    /// Texts measured by the text measurer in this pass, and measurements reused for another
    /// proposal that lays the text out alike (`laysOutAlike`).
    var textMeasurementCount = 0
    var textReuseCount = 0
    /// Where the layouts whose `placeSubviews` are running (innermost last) put their
    /// subviews: a frame of one slot per subview for each call, in `placementSlots`. A node held
    /// its pending placement itself (64 bytes in every node, for the moment between its
    /// parent's `placeSubviews` and its own placing).
    private var placementFrames: [PlacementFrame] = []
    /// Slots up to `slotTop` belong to running calls; the array only grows (a pass reuses it).
    private var placementSlots: [LayoutNode.Placement?] = []
    private var slotTop = 0

    struct PlacementFrame {
        /// The node whose layout is placing, to check that a subview placed is one of its
        /// subviews. Unretained (the tree holds it while it places): the frame was copied at
        /// every subview placed, and an array of the subviews in it retained with it.
        let container: Unmanaged<LayoutNode>
        /// How many subviews it has, and its first slot in `placementSlots`.
        let count: Int
        let base: Int

        /// True when `node` is the container's subview `index`.
        func holds(_ node: LayoutNode, at index: Int) -> Bool {
            index >= 0 && index < count && container._withUnsafeGuaranteedRef { $0.children[index] === node }
        }
    }
    /// Placements a layout made for its subviews' subviews (a `Grid` places the cells of its
    /// rows), taken when the subview's own layout places them.
    var presetPlacements: [ObjectIdentifier: LayoutNode.Placement] = [:]
    /// The views placed so far: the result's frames, proposals, parents and depths.
    var placed: PlacedRows
    /// The row of the view whose subviews are being placed, and their depth.
    private(set) var placingParent: Int32 = -1
    private(set) var placingDepth: Int32 = 0
    /// The rows of the tree's pass before this one, when this pass may copy from them (not
    /// traced, the pass before not cancelled and the answers not forgotten since): a subtree
    /// placed at the frame and proposal it had then is copied, not placed again
    /// (`reusePlacement`). Empty otherwise. A constant: reading a variable array in a closure
    /// retained and released it at every subtree tried, a tenth of a failed try.
    let previousRows: [PlacedRows.Row]
    /// Views copied from `previousRows` instead of placed.
    var copiedPlacementCount = 0
    /// How many views being placed flip the layout direction: their subtrees' rows are
    /// mirrored once placed, so the previous pass's rows there are not what placing writes.
    private var mirroringDepth = 0
    /// Set when the pass has made its result: subviews that scene code kept past the call that
    /// gave them are no longer asked (`LayoutSubviews.isCurrent`).
    var isFinished = false
    /// Read every `cancellationInterval` computed sizes; once set, nothing more is computed.
    var cancellation: (any LayoutCancelling)?
    /// The cancellation was seen: every size computed since is zero, and the result is dropped.
    private(set) var wasCancelled = false
    static let cancellationInterval = 256
    private var untilCancellationCheck = LayoutPass.cancellationInterval

    /// When tracing, every event of the pass in the order it happened (a proposal made, an
    /// answer given, a container's decision, a placement): the layout step by step
    /// (`LayoutResult.steps`). Per-view traces keep each view's events; this keeps their order.
    var stepLog: [LoggedStep] = []

    struct LoggedStep {
        let node: LayoutNode
        let event: LayoutStep.Event
    }

    init(
        id: Int, textMeasurer: TextMeasuring, imageMeasurer: ImageMeasuring, tracing: Bool, logsSteps: Bool = true, expectedViewCount: Int = 0,
        previousRows: [PlacedRows.Row] = []
    ) {
        self.id = id
        self.previousRows = tracing ? [] : previousRows
        placed = PlacedRows(capacity: expectedViewCount)
        self.textMeasurer = textMeasurer
        self.imageMeasurer = imageMeasurer
        self.tracing = tracing
        self.logsSteps = tracing && logsSteps
    }

    // MARK: Sizing

    /// The answer kept for `proposal` when the pass does not trace, inlined into the layouts
    /// that ask (the usual hit: a stack's probes and shares asked again); everything else, out
    /// of line. The hit was a call that saved six registers and spilled the miss path's state,
    /// about as much as the search itself.
    ///
    /// Untraced, a fill (`Color`, a shape) answers its proposal at once: keeping that answer
    /// (a search, a miss, an insertion) cost ten times computing it, half of the evaluations of
    /// a tree of colours. Such an answer is not an evaluation (`evaluationCount`): a traced
    /// pass, which records every request, still keeps and counts it.
    @inline(__always)
    func sizeThatFits(_ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        if !tracing {
            if node.isFill { return Self.fillSize(proposal) }
            node.enter(pass: id)
            if let kept = node.answers.size(for: proposal.key) {
                cacheHitCount &+= 1
                return kept
            }
        }
        return sizeThatFitsLookingUp(node, proposal)
    }

    /// `sizeThatFits` past the inlined hit: enters the node into the pass, logs and traces,
    /// finds a kept answer or computes and keeps one.
    @inline(never)
    private func sizeThatFitsLookingUp(_ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        node.enter(pass: id)
        if logsSteps { stepLog.append(LoggedStep(node: node, event: .proposal(proposal))) }
        let key = proposal.key
        // Untraced, the inlined part has searched already and found nothing.
        if tracing, let kept = node.answers.size(for: key) {
            cacheHitCount += 1
            node.trace.append(.sizeThatFits(proposal: proposal, answer: kept, wasCached: true))
            if logsSteps { stepLog.append(LoggedStep(node: node, event: .answer(proposal: proposal, size: kept, wasCached: true))) }
            return kept
        }
        if let cancellation {
            untilCancellationCheck -= 1
            if untilCancellationCheck <= 0 {
                untilCancellationCheck = Self.cancellationInterval
                if cancellation.isCancelled { wasCancelled = true }
            }
            if wasCancelled { return .zero }
        }
        evaluationCount += 1
        node.evaluationCount &+= 1
        let computed = computeSize(node, proposal)
        let size = Size(width: max(computed.width.finiteOrZero, 0), height: max(computed.height.finiteOrZero, 0))
        node.answers.insert(LayoutNode.Answer(proposal: key, size: size), roomForAll: id > 1)
        if tracing {
            node.trace.append(.sizeThatFits(proposal: proposal, answer: size, wasCached: false))
            if logsSteps { stepLog.append(LoggedStep(node: node, event: .answer(proposal: proposal, size: size, wasCached: false))) }
        }
        return size
    }

    private func computeSize(_ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        if let size = node.withLayoutBox({ $0.sizeThatFits(self, node, proposal) }) { return size }
        if node.isLeaf { return leafSize(node, proposal) }
        switch node.kind {
        case .empty:
            return .zero
        case .geometryReader:
            return proposal.replacingUnspecifiedDimensions()
        case .layout:
            return node.layoutBox!.sizeThatFits(self, node, proposal)
        case .leaf:
            return leafSize(node, proposal)
        }
    }

    /// The layout's cache for this pass: made on first use and kept on the node. A layout without
    /// a cache (`Void`, every built-in stack and frame) skips the dynamic cast and the boxing.
    @inline(__always)
    static func cache<L: Layout>(of layout: L, _ node: LayoutNode, _ subviews: LayoutSubviews) -> L.Cache {
        if L.Cache.self == Void.self { return layout.makeCache(subviews: subviews) }
        return keptCache(of: layout, node, subviews)
    }

    /// A layout's own cache, out of line: the cast needs `Optional<L.Cache>`'s type, made at
    /// run time in unspecialised code, which a layout without a cache should not pay for.
    @inline(never)
    static func keptCache<L: Layout>(of layout: L, _ node: LayoutNode, _ subviews: LayoutSubviews) -> L.Cache {
        node.layoutCache as? L.Cache ?? layout.makeCache(subviews: subviews)
    }

    @inline(__always)
    static func keep<L: Layout>(_ cache: L.Cache, _ layout: L, in node: LayoutNode) {
        if L.Cache.self == Void.self { return }
        node.layoutCache = cache
    }

    /// The size `layout` computes for `node`. The built-in layouts' boxes call this with their
    /// concrete type (LayoutBox+BuiltIn.swift), so it is compiled for each of them; other
    /// layouts take the generic path.
    func sizeThatFits<L: Layout>(_ layout: L, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        let subviews = LayoutSubviews(container: node, pass: self)
        var cache = Self.cache(of: layout, node, subviews)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        Self.keep(cache, layout, in: node)
        return size
    }

    /// A fill's size: the proposal, 10 where unspecified, as every computed size is kept (no
    /// NaN, nothing negative).
    @inline(__always)
    static func fillSize(_ proposal: ProposedViewSize) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        return Size(width: max(size.width.finiteOrZero, 0), height: max(size.height.finiteOrZero, 0))
    }

    /// Leaves: shapes and colours take the proposal (10 when unspecified); spacers grow along
    /// their stack's axis from their minimum; dividers are a hairline across it; images are
    /// their intrinsic size, or the proposal when resizable (`ImageContent`).
    private func leafSize(_ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        switch node.leafKind {
        case .fill:
            return Self.fillSize(proposal)
        case .spacer(let minLength):
            let minimum = minLength ?? ViewSpacing.defaultDistance
            guard let axis = node.stackAxis else {
                return Size(width: max(proposal.width ?? 0, minimum), height: max(proposal.height ?? 0, minimum))
            }
            return Size(along: axis, max(proposal[axis] ?? minimum, minimum), across: 0)
        case .divider:
            // A divider in an HStack is vertical; elsewhere it is horizontal.
            let axis = node.stackAxis ?? .vertical
            return Size(along: axis, DividerMetrics.thickness, across: proposal[axis.cross] ?? 0)
        case .text:
            return textSize(node, proposal)
        case .image:
            guard case .image(let image) = node.view.content else { return .zero }
            let intrinsic = node.imageMeasurement?.size ?? .zero
            guard image.isResizable else { return intrinsic }
            return Size(width: proposal.width ?? intrinsic.width, height: proposal.height ?? intrinsic.height)
        case .other:
            return .zero
        }
    }

    // MARK: Placing

    /// Records where the innermost running `placeSubviews` put its subview `index` (`node`).
    /// A subview of another layout (a proxy kept past its call) is sized but not placed.
    /// `size`, when given, is the node's answer to `proposal` (asked anyway when tracing).
    func recordPlacement(of node: LayoutNode, index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize, size known: Size? = nil) {
        let size = tracing ? sizeThatFits(node, proposal) : known ?? sizeThatFits(node, proposal)
        let origin = Point(
            x: (position.x - anchor.x * size.width).finiteOrZero,
            y: (position.y - anchor.y * size.height).finiteOrZero)
        guard let frame = placementFrames.last, frame.holds(node, at: index) else { return }
        placementSlots[frame.base + index] = LayoutNode.Placement(frame: Rect(origin: origin, size: size), proposal: proposal)
    }

    func presetPlacement(of node: LayoutNode, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(node, proposal)
        let origin = Point(
            x: (position.x - anchor.x * size.width).finiteOrZero,
            y: (position.y - anchor.y * size.height).finiteOrZero)
        presetPlacements[ObjectIdentifier(node)] = LayoutNode.Placement(frame: Rect(origin: origin, size: size), proposal: proposal)
    }

    /// Runs `placeSubviews` and returns where it put each subview, without placing them for real.
    func collectPlacements<L: Layout>(
        _ layout: L, _ node: LayoutNode, bounds: Rect, proposal: ProposedViewSize, cache: inout L.Cache,
        recordingNotes: Bool = false
    ) -> [ChildPlacement] {
        let base = runPlaceSubviews(layout, node, bounds: bounds, proposal: proposal, cache: &cache, recordingNotes: recordingNotes)
        defer { endPlacements() }
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(node.children.count)
        let hidesUnplaced = layout.properties.hidesUnplacedSubviews
        for (index, child) in node.children.enumerated() {
            if let placement = placement(of: child, slot: base + index, bounds: bounds, hidesUnplaced: hidesUnplaced) {
                placements.append(ChildPlacement(child, placement.frame, placement.proposal))
            }
        }
        return placements
    }

    /// Runs the layout's `placeSubviews` with a new frame of placement slots, one per subview;
    /// returns the frame's first slot. The caller reads the slots, then calls `endPlacements`.
    private func runPlaceSubviews<L: Layout>(
        _ layout: L, _ node: LayoutNode, bounds: Rect, proposal: ProposedViewSize, cache: inout L.Cache, recordingNotes: Bool
    ) -> Int {
        let base = slotTop
        let count = node.children.count
        slotTop += count
        if placementSlots.count < slotTop {
            // Half as much again as needed: growing by what one container needs copied every
            // slot at the next container (a row of 10,000 subviews, then a frame's one).
            if placementSlots.capacity < slotTop { placementSlots.reserveCapacity(slotTop + slotTop / 2 + 16) }
            placementSlots.append(contentsOf: repeatElement(nil, count: slotTop - placementSlots.count))
        }
        for slot in base..<slotTop { placementSlots[slot] = nil }
        placementFrames.append(PlacementFrame(container: Unmanaged.passUnretained(node), count: count, base: base))
        let subviews = LayoutSubviews(container: node, pass: self, noteRecipient: recordingNotes && tracing ? node : nil)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return base
    }

    /// Drops the innermost frame of placement slots.
    private func endPlacements() {
        guard let frame = placementFrames.popLast() else { return }
        slotTop = frame.base
    }

    /// Where `placeSubviews` put the child whose slot is `slot`: its own placement, one its
    /// parent's parent preset (`Grid`), or centred when the layout left it unplaced (nil when
    /// the layout hides unplaced subviews).
    private func placement(of child: LayoutNode, slot: Int, bounds: Rect, hidesUnplaced: Bool) -> LayoutNode.Placement? {
        if let placed = placementSlots[slot] {
            return placed
        }
        if !presetPlacements.isEmpty, let preset = presetPlacements.removeValue(forKey: ObjectIdentifier(child)) {
            return preset
        }
        guard !hidesUnplaced else { return nil }
        // SwiftUI centres a subview its layout did not place.
        let childProposal = ProposedViewSize(bounds.size)
        let size = sizeThatFits(child, childProposal)
        return LayoutNode.Placement(
            frame: Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height),
            proposal: childProposal)
    }

    /// Places `node` at `frame` and, recursively, its subviews. A view that ignores the safe
    /// area on some edges first grows over the unsafe strips its frame reaches, and is then
    /// placed (its subviews proposed) at the grown frame.
    func place(_ node: LayoutNode, in frame: Rect, proposal: ProposedViewSize, parentDirection: LayoutDirection) {
        node.enter(pass: id)
        var frame = frame, proposal = proposal
        if !node.view.ignoredSafeAreaEdges.isEmpty, let region = safeAreaRegion {
            let grown = region.expanding(frame, ignoring: node.view.ignoredSafeAreaEdges, direction: node.environment.layoutDirection)
            if grown != frame {
                frame = grown
                proposal = ProposedViewSize(grown.size)
            }
        }
        if node.placementIsReusable, mirroringDepth == 0, !previousRows.isEmpty, presetPlacements.isEmpty,
           reusePlacement(node, frame: frame, proposal: proposal) {
            return
        }
        let row = placed.append(node, frame: frame, proposal: proposal, parent: placingParent, depth: placingDepth)
        node.placedRow = row
        let (outerParent, outerDepth) = (placingParent, placingDepth)
        placingParent = row
        placingDepth += 1
        defer { (placingParent, placingDepth) = (outerParent, outerDepth) }
        if tracing {
            node.trace.append(.placed(frame: frame, proposal: proposal))
            if logsSteps { stepLog.append(LoggedStep(node: node, event: .placement(frame: frame, proposal: proposal))) }
        }
        let outerRegion = safeAreaRegion
        if node.flipsLayoutDirection {
            safeAreaRegion = outerRegion?.mirrored(about: frame.midX)
            mirroringDepth += 1
        }
        if node.adjustsSafeArea, let region = safeAreaRegion, let adjusting = node.safeAreaAdjusting {
            safeAreaRegion = adjusting.adjustedSafeArea(region, frame: frame, subviews: LayoutSubviews(container: node, pass: self))
        }
        if node.withLayoutBox({ $0.placeChildren(self, node, frame: frame, proposal: proposal) }) != nil {
            // Placed by its layout.
        } else if node.isGeometryReader, case .geometryReader(let content) = node.view.content {
            placeGeometryReaderContent(node, content, frame: frame)
        }
        safeAreaRegion = outerRegion
        if node.flipsLayoutDirection {
            mirroringDepth -= 1
            placed.mirror(Int(row) + 1..<placed.count, about: frame.midX)
        }
    }

    /// Places `node`'s subviews where `layout` puts them (compiled for each built-in layout, as
    /// `sizeThatFits(_:_:_:)`).
    func placeChildren<L: Layout>(_ layout: L, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) {
        let subviews = LayoutSubviews(container: node, pass: self)
        var cache = Self.cache(of: layout, node, subviews)
        let base = runPlaceSubviews(layout, node, bounds: frame, proposal: proposal, cache: &cache, recordingNotes: true)
        defer { endPlacements() }
        Self.keep(cache, layout, in: node)
        // Through the box: `environment` copies the whole environment (and retains its parts).
        let direction = node.environmentBox.values.layoutDirection
        // Each child is placed where the layout put it, without collecting the placements in an
        // array first: placing one child touches only its own subtree's pending placements.
        let hidesUnplaced = layout.properties.hidesUnplacedSubviews
        var slot = base
        node.children.forEachUnretained { child in
            defer { slot += 1 }
            if let placement = placement(of: child, slot: slot, bounds: frame, hidesUnplaced: hidesUnplaced) {
                place(child, in: placement.frame, proposal: placement.proposal, parentDirection: direction)
            }
        }
    }

    /// A `GeometryReader` builds its content for the size it got, proposes that size to each
    /// view and puts each at its top-leading corner.
    private func placeGeometryReaderContent(_ node: LayoutNode, _ content: (GeometryProxy) -> [ViewNode], frame: Rect) {
        let insets = safeAreaRegion?.insets(of: frame, direction: node.environment.layoutDirection) ?? EdgeInsets()
        // `.global` is the screen's space: the root's coordinates shifted by the screen's origin.
        let screen = safeAreaRegion?.container.origin ?? .zero
        let global = Rect(x: frame.minX - screen.x, y: frame.minY - screen.y, width: frame.width, height: frame.height)
        let proxy = GeometryProxy(size: frame.size, globalFrame: global, safeAreaInsets: insets)
        var warnings: [LayoutWarning] = []
        var count = 0
        let parentStub = node
        node.children = LayoutTree.buildChildren(
            content(proxy), of: parentStub, splicingGroups: true, stackAxis: nil,
            imageMeasurer: imageMeasurer, warnings: &warnings, count: &count)
        self.warnings += warnings
        let childProposal = ProposedViewSize(frame.size)
        for child in node.children {
            let size = sizeThatFits(child, childProposal)
            place(child, in: Rect(origin: frame.origin, size: size), proposal: childProposal,
                  parentDirection: node.environment.layoutDirection)
        }
    }
}

/// The size of a `Divider` across its line.
enum DividerMetrics {
    /// SwiftUI's divider is one point thick on iOS (drawn as a hairline of the separator colour).
    static let thickness: Double = 1
}

/// Where a layout put one of its subviews (see `collectPlacements`).
struct ChildPlacement {
    let node: LayoutNode
    let frame: Rect
    let proposal: ProposedViewSize

    init(_ node: LayoutNode, _ frame: Rect, _ proposal: ProposedViewSize) {
        self.node = node
        self.frame = frame
        self.proposal = proposal
    }
}
