/// A scene resolved for one environment, ready to be laid out at any number of proposals.
///
/// Building it walks the `ViewNode` tree once: it applies environment modifiers, asks
/// environment-dependent custom views for their bodies, splices groups into their containers
/// and derives each node's traits. `layout(proposal:)` then runs a pass.
///
/// Layout is recursive, one level of the tree per few stack frames: run it on a thread with a
/// large stack (the executable uses 1 GiB) to lay out trees thousands of levels deep. Trees
/// deeper than `maximumDepth` are refused with `LayoutError.tooDeep` instead of overflowing.
public final class LayoutTree {
    /// The deepest tree the engine accepts.
    public static let maximumDepth = 50_000

    private(set) var root: LayoutNode
    let rootView: ViewNode
    /// The most passes one layout runs while state keeps changing after passes.
    public static let maximumPasses = 8
    let textMeasurer: TextMeasuring
    let imageMeasurer: ImageMeasuring
    public let environment: EnvironmentValues
    /// Problems found while building (groups in single-child positions, ...).
    public private(set) var warnings: [LayoutWarning] = []
    var nextPassID = 0
    /// Number of views in the tree (every node with a path, including modifiers).
    public private(set) var nodeCount = 0
    /// Whether a pass may leave observers to run (`LayoutNode.mayHavePassObservers`), found
    /// when the tree is built rather than by walking it after every pass.
    private var mayHavePassObservers = false
    /// Whether the measurer has been told the tree's texts (`TextMeasuring.prepare`).
    private var textsPrepared = false
    /// Steps the last traced pass logged: the room the next one reserves.
    private var lastStepCount = 0
    /// The rows the last pass placed (shared with its result), for the next pass to copy
    /// subtrees placed alike from (`LayoutPass.previousRows`); empty after a cancelled pass, a
    /// rebuild or forgotten answers.
    private var lastRows: [PlacedRows.Row] = []

    /// Every text in the tree with its environment, for `TextMeasuring.prepare`.
    func texts() -> [(text: TextContent, environment: EnvironmentValues)] {
        var found: [(text: TextContent, environment: EnvironmentValues)] = []
        var stack = [root]
        while let node = stack.popLast() {
            if case .text = node.leafKind, case .text(let text) = node.view.content { found.append((text, node.environment)) }
            stack.append(contentsOf: node.children)
        }
        return found
    }

    /// `imageMeasurer` answers the intrinsic size of every `Image`; the default,
    /// `DefaultImageMeasurer`, sizes symbols from the font and named images 100 × 100 without
    /// reading files.
    public init(
        root view: ViewNode, environment: EnvironmentValues = EnvironmentValues(), textMeasurer: TextMeasuring,
        imageMeasurer: ImageMeasuring = DefaultImageMeasurer()
    ) throws {
        self.environment = environment
        self.rootView = view
        self.textMeasurer = textMeasurer
        self.imageMeasurer = imageMeasurer
        let depth = Self.depth(of: view)
        if depth > Self.maximumDepth { throw LayoutError.tooDeep(depth: depth, limit: Self.maximumDepth) }
        var warnings: [LayoutWarning] = []
        var count = 0
        root = Self.makeNode(
            view, environment: EnvironmentBox(environment), parentDirection: .leftToRight, pathComponent: "0",
            stackAxis: nil, imageMeasurer: imageMeasurer, warnings: &warnings, count: &count)
        self.warnings = LayoutWarning.once(warnings)
        self.nodeCount = count
        mayHavePassObservers = root.mayHavePassObservers
    }

    /// Lays the tree out for `proposal`, the screen or window it is shown in; `tracing` records
    /// every proposal and answer per view, and with `loggingSteps` all the pass's events in
    /// order too (`LayoutResult.steps`, for stepping through the layout).
    ///
    /// With `safeAreaInsets` (a device's status bar, sensor housing, home indicator; leading is
    /// the screen's left edge) the root is proposed the screen minus the insets and centred in
    /// the safe area, and views that ignore the safe area grow over the insets they reach
    /// (`SafeAreaRegion`). Frames stay in the root's coordinates: the root's top-left corner is
    /// the origin, and a view grown into the unsafe area can have negative coordinates.
    ///
    /// With `cancellation`, the layout stops soon after it is cancelled: the result is marked
    /// `isCancelled` (its frames are not the scene's), and the answers kept from earlier passes
    /// are forgotten.
    public func layout(
        proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(), tracing: Bool = false, loggingSteps: Bool = true,
        cancellation: (any LayoutCancelling)? = nil
    ) -> LayoutResult {
        var result = singlePass(proposal: proposal, safeAreaInsets: safeAreaInsets, tracing: tracing, loggingSteps: loggingSteps, cancellation: cancellation)
        if result.isCancelled {
            forgetAnswers()
            return result
        }
        var passes = 1
        // Observers (`onPreferenceChange`, `onAppear`) that change state cause another pass on
        // a tree built again, until nothing changes or the bound is reached.
        while mayHavePassObservers, root.hasPassObservers,
              root.runPassObservers(placed: PassFrames(passID: nextPassID, store: result.views.store)) {
            if passes >= Self.maximumPasses {
                result.addWarning(LayoutWarning(
                    "state still changed after \(passes) layout passes; showing the last one (does a preference change set state that changes the preference again?)",
                    at: rootView.sourceLocation))
                break
            }
            rebuild()
            result = singlePass(proposal: proposal, safeAreaInsets: safeAreaInsets, tracing: tracing, loggingSteps: loggingSteps, cancellation: cancellation)
            passes += 1
            if result.isCancelled {
                forgetAnswers()
                return result
            }
        }
        result.passCount = passes
        return result
    }

    /// Forgets every answer, guide value and text measurement kept from earlier passes (see
    /// Documentation/layout-speed.md), so the next pass computes everything, as after an edit.
    /// The benchmark's "full pass" is this and a layout.
    public func forgetAnswers() {
        lastRows = []
        var stack = [root]
        while let node = stack.popLast() {
            node.answers.removeAll()
            // Only when set: clearing the property made a node's out-of-line extras.
            if !node.explicitValues.isEmpty { node.explicitValues.removeAll(keepingCapacity: true) }
            node.textMeasurements.removeAll(keepingCapacity: true)
            node.stackProposals.removeAll()
            stack.append(contentsOf: node.children)
        }
    }

    /// True when `predicate` holds for a view of the tree as built (custom views' bodies
    /// included; a `GeometryReader`'s content is built only when it is placed).
    public func containsView(where predicate: (ViewNode) -> Bool) -> Bool {
        var stack = [root]
        while let node = stack.popLast() {
            if predicate(node.view) { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }

    /// Builds the node tree again from the views (bodies that read state are built again).
    func rebuild() {
        var warnings: [LayoutWarning] = []
        var count = 0
        root = Self.makeNode(
            rootView, environment: EnvironmentBox(environment), parentDirection: .leftToRight, pathComponent: "0",
            stackAxis: nil, imageMeasurer: imageMeasurer, warnings: &warnings, count: &count)
        self.warnings = LayoutWarning.once(warnings)
        nodeCount = count
        mayHavePassObservers = root.mayHavePassObservers
        textsPrepared = false
        lastRows = []
    }

    private func singlePass(
        proposal: ProposedViewSize, safeAreaInsets: EdgeInsets, tracing: Bool, loggingSteps: Bool, cancellation: (any LayoutCancelling)?
    ) -> LayoutResult {
        nextPassID += 1
        if !textsPrepared {
            textsPrepared = true
            if textMeasurer.preparesTexts { textMeasurer.prepare(texts()) }
        }
        // An inset that is negative, NaN or infinite is taken as no inset.
        func usable(_ inset: Double) -> Double { inset.isFinite ? max(inset, 0) : 0 }
        let insets = EdgeInsets(
            top: usable(safeAreaInsets.top), leading: usable(safeAreaInsets.leading),
            bottom: usable(safeAreaInsets.bottom), trailing: usable(safeAreaInsets.trailing))
        // The previous rows go to the pass (not copied into a traced one, which places all).
        let pass = LayoutPass(id: nextPassID, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer, tracing: tracing, logsSteps: loggingSteps,
                              expectedViewCount: nodeCount, previousRows: lastRows)
        pass.cancellation = cancellation
        lastRows = []
        // A traced pass logs about as many steps as the last one: room for them at once (the
        // log grew by doubling, copying itself a dozen times in every pass of a drag).
        if pass.logsSteps { pass.stepLog.reserveCapacity(lastStepCount) }
        let rootProposal = SafeAreaRegion.rootProposal(proposal, insets: insets)
        pass.containerSizes = [rootProposal]
        let size = pass.sizeThatFits(root, rootProposal)
        let region = SafeAreaRegion.around(root: size, proposal: proposal, insets: insets)
        pass.safeAreaRegion = region
        pass.place(root, in: Rect(origin: .zero, size: size), proposal: rootProposal, parentDirection: .leftToRight)
        var result = LayoutResult(
            root: root, proposal: proposal, size: size, safeAreaInsets: insets, region: region, pass: pass,
            warnings: warnings + pass.warnings)
        result.isCancelled = pass.wasCancelled
        if !pass.wasCancelled { lastRows = pass.placed.rows }
        if pass.logsSteps { lastStepCount = pass.stepLog.count }
        pass.isFinished = true
        return result
    }

    /// The depth of the deepest node, counted without recursion so that any depth is measured.
    static func depth(of root: ViewNode) -> Int {
        var stack: [(ViewNode, Int)] = [(root, 1)]
        var deepest = 0
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.children { stack.append((child, depth + 1)) }
        }
        return deepest
    }

    // MARK: Building

    static func makeNode(
        _ view: ViewNode, environment parentEnvironment: EnvironmentBox, parentDirection: LayoutDirection,
        pathComponent: String, stackAxis: Axis?, imageMeasurer: ImageMeasuring, warnings: inout [LayoutWarning],
        count: inout Int
    ) -> LayoutNode {
        count += 1
        let environmentBox = parentEnvironment.applying(view.environmentChange)
        let environment = environmentBox.values
        // The content is read once: each read of `view.content` copies its payload.
        let content = view.content
        let kind: LayoutNode.Kind
        var layout: AnyLayoutBox?
        var isContainer = false
        switch content {
        case .layoutBox(let box): kind = .layout; layout = box; isContainer = view.role == .view
        case .geometryReader: kind = .geometryReader
        case .empty: kind = .empty
        case .group: kind = .layout; layout = Self.groupLayout; isContainer = true
        default: kind = .leaf
        }
        let node = LayoutNode(
            view: view, content: content, kind: kind, layout: layout, environment: environmentBox, pathComponent: pathComponent,
            stackAxis: stackAxis, flipsLayoutDirection: environment.layoutDirection != parentDirection)
        if case .image(let image) = content {
            // Measured once per tree: the measurer depends only on the image and environment.
            let measurement = imageMeasurer.measure(image, in: environment)
            node.imageMeasurement = measurement
            if let warning = measurement.warning { warnings.append(LayoutWarning(warning, at: view.sourceLocation)) }
        }
        var children = view.children
        if let provider = view.environmentDependentChildren { children = provider(environment) }
        if case .group = content {
            warnings.append(LayoutWarning(
                "\(view.displayName) has \(children.count) views in a place that takes one; they are stacked vertically",
                at: view.sourceLocation))
        }
        // The stack orientation a `Divider` or `Spacer` reads comes from the nearest stack,
        // through modifiers and custom views (`HStack { Divider().frame(height: 32) }` is a
        // vertical line); another container (a ZStack, a custom layout) has none.
        var axis: Axis?
        let properties = layout?.properties
        if let properties { axis = properties.stackOrientation ?? (view.role == .view ? nil : stackAxis) }
        node.children = buildChildren(
            children, of: node, splicingGroups: isContainer, stackAxis: axis, imageMeasurer: imageMeasurer,
            warnings: &warnings, count: &count)
        node.deriveTraits()
        node.answersAnyGuide = properties?.answersExplicitAlignment == true || node.children.contains { $0.answersAnyGuide }
        return node
    }

    /// A group's views stack vertically; one box serves every group.
    private static let groupLayout = AnyLayoutBox.make(VStackLayout())

    /// `String(index)`, for the first indices from a table: every node's path component is one.
    static func indexName(_ index: Int) -> String {
        index < smallIndexNames.count ? smallIndexNames[index] : String(index)
    }

    private static let smallIndexNames = (0..<64).map { String($0) }

    /// The subviews of `parent`: in a container, groups are spliced in (their views numbered
    /// `i.j`) and `EmptyView` keeps its index without becoming a subview.
    static func buildChildren(
        _ views: [ViewNode], of parent: LayoutNode, splicingGroups: Bool, stackAxis: Axis?,
        imageMeasurer: ImageMeasuring, warnings: inout [LayoutWarning], count: inout Int, prefix: String = ""
    ) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(views.count)
        for (index, child) in views.enumerated() {
            let component = prefix.isEmpty ? Self.indexName(index) : prefix + Self.indexName(index)
            if splicingGroups {
                if case .group = child.content {
                    let environment = parent.environmentBox.applying(child.environmentChange)
                    let grandchildren = child.environmentDependentChildren?(environment.values) ?? child.children
                    // A spliced group's views inherit the group's environment.
                    let holder = LayoutNode(
                        view: child, content: .group, kind: .empty, environment: environment, pathComponent: component,
                        stackAxis: stackAxis, flipsLayoutDirection: false)
                    nodes += buildChildren(
                        grandchildren, of: holder, splicingGroups: true, stackAxis: stackAxis,
                        imageMeasurer: imageMeasurer, warnings: &warnings, count: &count, prefix: component + ".")
                    continue
                }
                if case .empty = child.content { continue }
            }
            nodes.append(makeNode(
                child, environment: parent.environmentBox, parentDirection: parent.environment.layoutDirection,
                pathComponent: component, stackAxis: stackAxis, imageMeasurer: imageMeasurer, warnings: &warnings,
                count: &count))
        }
        return nodes
    }
}
