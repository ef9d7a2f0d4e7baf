/// The placed views of a `LayoutResult`, parents before children, in builder order.
///
/// The views are kept in columns (`PlacedViewStore`): a `PlacedView` is a position in them, made
/// when it is read. A pass writes a few numbers per view instead of a struct of a dozen
/// reference-counted fields, and freeing a result frees a few arrays.
public struct PlacedViews: RandomAccessCollection {
    let store: PlacedViewStore

    public var startIndex: Int { 0 }
    public var endIndex: Int { store.rows.count }
    public subscript(index: Int) -> PlacedView { PlacedView(store: store, index: index) }
}

/// One placed view of a `LayoutResult`.
public struct PlacedView {
    let store: PlacedViewStore
    /// The view's position in `LayoutResult.views`.
    public let index: Int

    /// Position in the tree: `0` is the root, `0.1` its second child (see the conformance
    /// README's path convention). Made when read, by walking up to the root: to read every
    /// view's path, use `LayoutResult.paths`.
    public var path: String { store.path(of: index) }
    public var view: ViewNode { store.node(index).view }
    /// The frame in the root view's coordinate space, unrounded points.
    public var frame: Rect { store.frame(index) }
    /// The proposal the parent placed the view with.
    public var proposal: ProposedViewSize { store.rows[index].proposal }
    public var environment: EnvironmentValues { store.node(index).environment }
    /// 0 for the root.
    public var depth: Int { Int(store.rows[index].depth) }
    /// Index of the parent in `LayoutResult.views`; nil for the root.
    public var parentIndex: Int? {
        let parent = store.rows[index].parent
        return parent < 0 ? nil : Int(parent)
    }
    /// Proposals received and answers given, in order (empty unless the pass traced).
    public var trace: [TraceEvent] { store.traces.isEmpty ? [] : store.traces[index] }
    /// How many times the view computed a size in this pass (cache misses).
    public var evaluationCount: Int { Int(store.evaluationCounts[index]) }
    /// For a `Text`, its lines as drawn.
    public var textLines: [String]? { text?.measurement.lines }
    /// For a `Text`, the proposal its lines were measured at: `proposal`, or an earlier one
    /// that lays it out the same (the engine measures a text again only when the lines could
    /// change). Draw the text typeset for this one to reuse what measuring shaped.
    public var textProposal: ProposedViewSize? { text?.proposal }
    /// For an `Image`, what the tree's `ImageMeasuring` answered (intrinsic size, the file to
    /// draw).
    public var imageMeasurement: ImageMeasurement? { store.node(index).imageMeasurement }

    public var typeName: String { view.typeName }

    /// The view is a `Text` (its content), read without copying the content.
    public var isText: Bool {
        if case .text = store.node(index).leafKind { return true }
        return false
    }

    /// The view is an `Image`, read without copying the content.
    public var isImage: Bool {
        if case .image = store.node(index).leafKind { return true }
        return false
    }

    private var text: LayoutNode.TextAnswer? {
        let slot = store.textSlots[index]
        return slot < 0 ? nil : store.texts[Int(slot)]
    }
}

/// The columns of a result's placed views, written once when the pass ends and read-only after
/// (a result may be read on another thread than the one that made it).
final class PlacedViewStore: @unchecked Sendable {
    /// Each view's layout node, frame, proposal, parent and depth, as the pass placed it
    /// (`PlacedRows`). The node is unretained (a result of 100,000 views would otherwise retain
    /// and release each): `keepAlive` holds them. A node's `ViewNode`, environment, path
    /// component and image measurement do not change from pass to pass.
    let rows: [PlacedRows.Row]
    /// Frames that replace the rows' (`replacingFrames`), or nil.
    private let replacedFrames: [Rect]?
    /// What keeps the rows' nodes alive: the root (which holds its subtree) and the content of
    /// each `GeometryReader`, which a later pass replaces.
    private let keepAlive: [[LayoutNode]]

    /// The layout node of view `index`.
    @inline(__always)
    func node(_ index: Int) -> LayoutNode { rows[index].node }
    @inline(__always)
    func frame(_ index: Int) -> Rect { replacedFrames?[index] ?? rows[index].frame }
    let evaluationCounts: [Int32]
    /// Per view, empty when the pass did not trace.
    let traces: [[TraceEvent]]
    /// Per view, its entry in `texts` or -1.
    let textSlots: [Int32]
    let texts: [LayoutNode.TextAnswer]
    /// The pass's events in order, on placed views (empty unless the pass traced).
    let steps: [LayoutStep]

    /// The views `pass` placed under `root`, in pre-order: the pass's rows (`PlacedRows`), with
    /// each view's evaluation count, trace and text lines.
    init(root: LayoutNode, pass: LayoutPass) {
        let rows = pass.placed.rows
        var keepAlive: [[LayoutNode]] = [[root]]
        var traces: [[TraceEvent]] = [], textSlots: [Int32] = [], texts: [LayoutNode.TextAnswer] = []
        if pass.tracing { traces.reserveCapacity(rows.count) }
        // The two columns of one number per view are written in place (an append checked the
        // array's uniqueness and capacity per view, in every pass).
        let count = rows.count
        let evaluationCounts = [Int32](unsafeUninitializedCapacity: count) { counts, countsWritten in
            textSlots = [Int32](unsafeUninitializedCapacity: count) { slots, slotsWritten in
                for index in 0..<count {
                    let row = rows[index]
                    row.nodeReference._withUnsafeGuaranteedRef { node in
                        if node.isGeometryReader { keepAlive.append(node.children) }
                        counts.initializeElement(at: index, to: node.evaluationCount)
                        if pass.tracing { traces.append(node.trace) }
                        if case .text = node.leafKind, case .text(let text) = node.view.content {
                            slots.initializeElement(at: index, to: Int32(texts.count))
                            texts.append(pass.measuredText(node, text, row.proposal))
                        } else {
                            slots.initializeElement(at: index, to: -1)
                        }
                    }
                }
                slotsWritten = count
            }
            countsWritten = count
        }
        self.rows = rows
        replacedFrames = nil
        self.keepAlive = keepAlive
        // A node sized but never placed (a candidate `ViewThatFits` passed over, a subview a
        // layout hid) has no view in the result: its events are left out.
        // Room for every event at once: `compactMap` grew the array a step at a time, copying
        // (and faulting in) the whole log at each step, a pass of a traced drag each time.
        var steps: [LayoutStep] = []
        steps.reserveCapacity(pass.stepLog.count)
        for logged in pass.stepLog {
            let row = Int(logged.node.placedRow)
            if row >= 0 && row < rows.count && rows[row].node === logged.node { steps.append(LayoutStep(view: row, event: logged.event)) }
        }
        self.steps = steps
        self.evaluationCounts = evaluationCounts
        self.traces = traces
        self.textSlots = textSlots
        self.texts = texts
    }

    private init(copying other: PlacedViewStore, frames: [Rect]) {
        rows = other.rows
        replacedFrames = frames
        keepAlive = other.keepAlive
        evaluationCounts = other.evaluationCounts
        traces = other.traces
        textSlots = other.textSlots
        texts = other.texts
        steps = other.steps
    }

    /// The same views at `frames`.
    func replacingFrames(_ frames: [Rect]) -> PlacedViewStore {
        precondition(frames.count == rows.count, "one frame per view")
        return PlacedViewStore(copying: self, frames: frames)
    }

    /// The path of view `index`: its ancestors' path components joined with dots.
    func path(of index: Int) -> String {
        var chain: [Int] = []
        var current = index
        while current >= 0 {
            chain.append(current)
            current = Int(rows[current].parent)
        }
        var path = ""
        for position in chain.indices.reversed() {
            if position != chain.count - 1 { path.append(".") }
            path.append(node(chain[position]).pathComponent)
        }
        return path
    }

    /// Calls `body` with each view's index and path, in order, holding only the paths of the
    /// current view's ancestors (views come in pre-order): `layout` writes the paths of 100,000
    /// views without an array of them.
    func forEachPath(_ body: (Int, String) -> Void) {
        var ancestors: [(index: Int32, path: String)] = []
        for index in rows.indices {
            let parent = rows[index].parent
            while let last = ancestors.last, last.index != parent { ancestors.removeLast() }
            let component = node(index).pathComponent
            var path: String
            if let last = ancestors.last {
                path = last.path
                path.reserveCapacity(path.utf8.count + 1 + component.utf8.count)
                path.append(".")
                path.append(component)
            } else {
                path = component
            }
            body(index, path)
            ancestors.append((Int32(index), path))
        }
    }

    /// Every view's path, each made from its parent's (parents come first).
    func paths() -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(rows.count)
        for index in rows.indices {
            let parent = Int(rows[index].parent)
            let component = node(index).pathComponent
            if parent < 0 {
                paths.append(component)
            } else {
                var path = paths[parent]
                path.reserveCapacity(path.utf8.count + 1 + component.utf8.count)
                path.append(".")
                path.append(component)
                paths.append(path)
            }
        }
        return paths
    }
}
