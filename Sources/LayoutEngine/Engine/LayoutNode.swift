/// A view resolved for layout: its `ViewNode`, its environment, its subviews after groups are
/// spliced in, and the state of passes (answers by proposal, kept across passes; the row the
/// current pass placed it in, whose frame is in the pass's `PlacedRows`; the trace).
///
/// Built once per `LayoutTree` (per environment); passes reuse it, telling their state apart by
/// `passID`, so a re-layout at a new proposal allocates nothing but `GeometryReader` content.
final class LayoutNode {
    /// What the node is to the pass. A `.layout` node's layout is in `layoutBox`; a
    /// `.geometryReader`'s content closure is its view's content. No payload is kept here: a
    /// node holds one byte instead of an `any Layout` (41 bytes) that `layoutBox` also holds.
    enum Kind: UInt8 {
        case leaf
        case empty
        case layout
        case geometryReader
    }

    /// What a leaf's content is, without its payload: switching on `view.content` copies the
    /// payload (colours, shapes, strings) and retains it, at every size asked.
    enum LeafKind {
        case fill
        case spacer(minLength: Double?)
        case divider
        case text
        case image
        case other
    }

    let view: ViewNode
    // The one-byte fields together after `leafKind` (10 bytes), which they fill up to the next
    // word: declared apart, each took a word of its own (16 bytes per node in all).
    let leafKind: LayoutNode.LeafKind
    let kind: Kind
    /// True when the layout adjusts its subviews' safe area; read before `safeAreaAdjusting`.
    let adjustsSafeArea: Bool
    let isLeaf: Bool
    let isGeometryReader: Bool
    /// A `Color` or a shape: its size is the proposal (10 where unspecified), which an
    /// untraced pass computes where it is asked instead of keeping it (`LayoutPass.sizeThatFits`).
    let isFill: Bool
    /// The axis of the parent stack, which a `Spacer` or `Divider` follows.
    let stackAxis: Axis?
    /// True when this node and the parent disagree on layout direction (or it is an RTL root):
    /// its subtree is mirrored after placement.
    let flipsLayoutDirection: Bool
    var isSpacer = false
    /// True when placing this node's subtree depends only on the frame and proposal it is
    /// placed with (and the answers kept across passes): every node in it is a leaf other than
    /// a `GeometryReader`, or has a built-in layout (`AnyLayoutBox.placesFromAnswersAlone`), and
    /// none reads the safe area or flips the layout direction. A later pass that places it at
    /// the same frame and proposal copies its rows from the pass before
    /// (`LayoutPass.reusePlacement`). Set by `deriveTraits`.
    var placementIsReusable = false
    var spacing = ViewSpacing.default
    /// The layout of a `.layout` node, boxed once so that a pass calls it without copying the
    /// `any Layout` out of `kind` (which retains whatever the layout holds) at every request.
    var layoutBox: AnyLayoutBox? { layoutBoxReference?.takeUnretainedValue() }
    /// The box, not owned: the node's view holds it (`ViewNode.Content.layoutBox`), or it is
    /// the one static box of groups, and the node holds its view. Reading a strong reference
    /// to call the box retained and released it at every size asked.
    private let layoutBoxReference: Unmanaged<AnyLayoutBox>?

    /// Calls `body` with the layout's box, without retaining it; nil when the node has no layout.
    @inline(__always)
    func withLayoutBox<Result>(_ body: (AnyLayoutBox) -> Result) -> Result? {
        guard let layoutBoxReference else { return nil }
        return layoutBoxReference._withUnsafeGuaranteedRef(body)
    }
    /// The layout when it adjusts its subviews' safe area (`SafeAreaAdjusting`), cast when
    /// asked: few layouts do, and a stored existential was 40 bytes in every node.
    var safeAreaAdjusting: SafeAreaAdjusting? {
        adjustsSafeArea ? layoutBox?.anyLayout as? SafeAreaAdjusting : nil
    }
    /// The environment, shared with the parent when the view changes nothing in it (most
    /// views): one reference per node instead of an 80-byte copy.
    let environmentBox: EnvironmentBox
    var environment: EnvironmentValues {
        @inline(__always) get { environmentBox.values }
    }
    /// The path segment under the parent: the builder index, or `i.j` for a spliced group.
    let pathComponent: String
    var children: [LayoutNode]
    /// Names of the guides that this node or a descendant sets explicitly (text baselines,
    /// `alignmentGuide`). Other guides take their default without visiting the subtree.
    /// A few keys at most (the text baselines, a custom guide or two): an array searched by
    /// comparison is cheaper than hashing the key's name at every guide a stack reads.
    var explicitGuideKeys: [AlignmentKey] = []
    /// The node, or a view below it, has a layout that answers explicit alignment for any
    /// guide (`LayoutProperties.answersExplicitAlignment`): every guide is asked of it.
    var answersAnyGuide = false
    var layoutPriority: Double = 0

    // MARK: State of the current pass

    var passID = -1
    /// Answers by proposal, kept across passes; at most `memory` entries, searched linearly.
    var answers = AnswerCache()
    /// Guide values asked of this node (`alignmentGuide`, baselines), kept across passes.
    var explicitValues: [GuideValue] {
        get { extras?.explicitValues ?? [] }
        set { madeExtras.explicitValues = newValue }
        _modify { yield &madeExtras.explicitValues }
    }
    /// A scene layout's own cache (`Layout.Cache` other than `Void`).
    var layoutCache: Any? {
        get { extras?.layoutCache }
        set { if newValue != nil || extras != nil { madeExtras.layoutCache = newValue } }
    }
    /// A stack's proposals to its subviews for the last few proposals it was sized at: placing
    /// at one of them (the usual case) reuses them instead of probing and ordering again. Kept
    /// across passes with the answers (a re-layout that finds the stack's size kept never sizes
    /// it, and placing would otherwise probe every subview again). See `StackProposalMemory`.
    var stackProposals = StackProposalMemory()

    deinit { stackProposals.deallocate() }

    /// Copies the proposals this stack made its subviews when it was sized at `proposal` into
    /// `target` (one per subview); false when they are not kept.
    func copyKeptStackProposals(for proposal: ProposedViewSize, into target: UnsafeMutableBufferPointer<ProposedViewSize>) -> Bool {
        stackProposals.copy(for: proposal.key, into: target)
    }

    /// Keeps the proposals a stack made at `proposal`, replacing the oldest past the memory.
    func keepStackProposals(_ proposals: UnsafeBufferPointer<ProposedViewSize>, for proposal: ProposedViewSize) {
        stackProposals.keep(proposals, for: proposal.key)
    }
    /// The node's row in the current pass's `PlacedRows` once placed. Before that, -1, or,
    /// when the node was placed in the tree's pass just before this one, its row there `r` as
    /// `-2 - r` (`previousPlacedRow`): every reader of a current row tests for `>= 0`, and a
    /// field of its own for the previous row was 8 bytes more per node.
    var placedRow: Int32 = -1
    /// The node's row in the previous pass's rows, when it was placed in the pass just before
    /// this one and not yet in this one; else -1 (`LayoutPass.reusePlacement`).
    var previousPlacedRow: Int32 { placedRow <= -2 ? -2 &- placedRow : -1 }
    /// Sizes computed in the current pass (cache misses).
    var evaluationCount: Int32 = 0
    /// The current pass's events, when it traces.
    var trace: [TraceEvent] {
        get { extras?.trace ?? [] }
        set { madeExtras.trace = newValue }
        _modify { yield &madeExtras.trace }
    }
    var textMeasurements: [TextAnswer] = []
    /// For an `Image`, its measurement, taken once when the tree is built (not per pass).
    var imageMeasurement: ImageMeasurement? {
        get { extras?.imageMeasurement }
        set { if newValue != nil || extras != nil { madeExtras.imageMeasurement = newValue } }
    }
    /// What few nodes have (a trace, guide values, a scene layout's cache, an image's
    /// measurement), out of line: one pointer in every node instead of four.
    private var extras: Extras?
    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    final class Extras {
        var trace: [TraceEvent] = []
        var explicitValues: [GuideValue] = []
        var layoutCache: Any? {
            didSet { hasLayoutCache = layoutCache != nil }
        }
        /// Read by `enter` instead of `layoutCache != nil`, which copies the existential out.
        private(set) var hasLayoutCache = false
        var imageMeasurement: ImageMeasurement?
    }
    /// A frame in root coordinates and the proposal it was placed with (struct, not a tuple: an
    /// optional tuple's type is made at run time).
    struct Placement {
        var frame: Rect
        var proposal: ProposedViewSize
    }

    /// `layout` is the node's layout when `kind` is `.layout`, nil otherwise.
    init(view: ViewNode, content: ViewNode.Content, kind: Kind, layout: AnyLayoutBox? = nil, environment: EnvironmentBox,
         pathComponent: String, stackAxis: Axis?, flipsLayoutDirection: Bool) {
        self.view = view
        self.kind = kind
        isLeaf = kind == .leaf
        isGeometryReader = kind == .geometryReader
        if kind == .layout, let layout {
            layoutBoxReference = Unmanaged.passUnretained(layout)
            adjustsSafeArea = layout.adjustsSafeArea
        } else {
            layoutBoxReference = nil
            adjustsSafeArea = false
        }
        switch content {
        case .shape, .color: leafKind = .fill
        case .spacer(let minLength): leafKind = .spacer(minLength: minLength)
        case .divider: leafKind = .divider
        case .text: leafKind = .text
        case .image: leafKind = .image
        default: leafKind = .other
        }
        if case .fill = leafKind { isFill = kind == .leaf } else { isFill = false }
        self.environmentBox = environment
        self.pathComponent = pathComponent
        self.children = []
        self.stackAxis = stackAxis
        self.flipsLayoutDirection = flipsLayoutDirection
    }

    // Named structs rather than tuples: an array of tuples needs its generic metadata made at
    // run time when it is allocated, which cost 3% of a pass.
    struct Answer {
        var proposal: ProposedViewSize.Key
        var size: Size
    }

    struct GuideValue {
        var key: AlignmentKey
        var proposal: ProposedViewSize
        var value: Double?
    }

    struct TextAnswer {
        var proposal: ProposedViewSize
        var measurement: TextMeasurement
        /// The whole text on one line: not cut, no line feed (read by `laysOutAlike`).
        var isWholeLine = false
        /// The last line ends with an ellipsis the text does not: the text was cut.
        var isCut = false
    }

    /// How many answers (and guide values, and text measurements) a node keeps: a pass asks
    /// a view a handful of proposals; a few passes' worth are kept for re-layouts (a drag
    /// that comes back, the window's passes at two Dynamic Type sizes).
    static let memory = 16

    /// Appends `element` to `list`, dropping the oldest entries past `memory`.
    static func remember<T>(_ element: T, in list: inout [T], limit: Int = memory) {
        if list.count >= limit { list.removeFirst(list.count - limit + 1) }
        list.append(element)
    }

    /// Clears the pass state when a new pass first touches the node.
    @inline(__always)
    func enter(pass id: Int) {
        if passID != id { begin(pass: id) }
    }

    /// `enter` for a node the pass has not touched yet, out of line: `enter` is inlined into
    /// every request, where this body was code a node runs once per pass.
    @inline(never)
    private func begin(pass id: Int) {
        let previous = passID &+ 1 == id && placedRow >= 0 ? placedRow : -1
        passID = id
        // Answers, guide values and text measurements stay from earlier passes: a node's
        // view, environment and subviews never change within a tree (a change builds a new
        // tree), so its answer to a proposal is the same in every pass, as SwiftUI keeps its
        // layout caches until an input changes. Each list is bounded (`remember`). So are a
        // stack's proposals to its subviews, which follow from those answers.
        // Each field is cleared only when set: clearing an empty array or a nil existential
        // still costs a uniqueness check or a release.
        if let extras {
            if extras.hasLayoutCache { extras.layoutCache = nil }
            if !extras.trace.isEmpty { extras.trace.removeAll(keepingCapacity: true) }
        }
        evaluationCount = 0
        placedRow = previous >= 0 ? -2 &- previous : -1
        if isGeometryReader { children = [] }
    }

    /// The two text baselines, one array shared by every text.
    static let baselineKeys = [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]

    /// True for modifiers and custom views: priority, spacing and "is a spacer" pass through
    /// them from child 0, as SwiftUI's traits pass through unary modifiers.
    var isUnary: Bool { view.role != .view }

    /// Derives priority, spacing and explicit-guide names from the children (call after the
    /// children are built).
    func deriveTraits() {
        // Most nodes have the keys of one child (every container above a text has the text's
        // baselines): the child's array is then shared, not copied.
        var keys = view.alignmentGuides.isEmpty ? [] : Array(view.alignmentGuides.keys)
        func add(_ key: AlignmentKey) {
            if !keys.contains(key) { keys.append(key) }
        }
        for child in children where !child.explicitGuideKeys.isEmpty {
            if keys.isEmpty { keys = child.explicitGuideKeys } else { for key in child.explicitGuideKeys { add(key) } }
        }
        if case .text = leafKind {
            if keys.isEmpty { keys = Self.baselineKeys } else { for key in Self.baselineKeys { add(key) } }
        }
        if imageMeasurement?.baseline != nil {
            for key in Self.baselineKeys { add(key) }
        }
        explicitGuideKeys = keys
        if case .spacer = leafKind {
            isSpacer = true
            spacing = .zero
        } else if isUnary, let primary = children.first {
            isSpacer = primary.isSpacer
            spacing = primary.spacing
            layoutPriority = primary.layoutPriority
        }
        if let priority = view.layoutPriority { layoutPriority = priority }
        // A loop, not `allSatisfy(\.placementIsReusable)`: a key path is applied through the
        // runtime, per child of every node built.
        var reusable = !isGeometryReader && !flipsLayoutDirection && !adjustsSafeArea
            && (kind != .layout || withLayoutBox { $0.placesFromAnswersAlone } == true)
            && view.ignoredSafeAreaEdges.isEmpty
        if reusable {
            children.forEachUnretained { child in reusable = reusable && child.placementIsReusable }
        }
        placementIsReusable = reusable
    }
}

/// One event in a view's layout, in the order it happened.
public enum TraceEvent: Hashable, Sendable {
    /// The parent asked for the size for `proposal`, the view answered `answer`;
    /// `wasCached` when the answer came from this pass's cache.
    case sizeThatFits(proposal: ProposedViewSize, answer: Size, wasCached: Bool)
    /// The parent placed the view at `frame` (root coordinates) with `proposal`.
    case placed(frame: Rect, proposal: ProposedViewSize)
    /// A container's account of a decision while placing its subviews (the order a stack
    /// proposed in, the space left at each step), for `explain`.
    case note(LayoutNote)
}

/// A container's sentence in a trace, written when it is read: a traced pass (the window's,
/// on every event of a drag) records the numbers, and only the inspector's view and `explain`
/// turn them into words. Formatting every stack's sentences in the pass was two fifths of a
/// drag's layout (Documentation/layout-speed.md).
public struct LayoutNote: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Composes the sentence from values captured when the note was made (never from the
    /// pass's temporary storage or its nodes, which may be gone when it is read).
    private let compose: () -> String

    public init(_ text: String) { compose = { text } }
    init(composing: @escaping () -> String) { compose = composing }

    public var text: String { compose() }
    public var description: String { text }

    public static func == (a: LayoutNote, b: LayoutNote) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// A node's environment, shared by the nodes whose views change nothing in it.
final class EnvironmentBox {
    let values: EnvironmentValues
    init(_ values: EnvironmentValues) { self.values = values }

    /// The environment of a child whose view applies `change` (this box when it applies none).
    func applying(_ change: ((inout EnvironmentValues) -> Void)?) -> EnvironmentBox {
        guard let change else { return self }
        var values = self.values
        change(&values)
        return EnvironmentBox(values)
    }
}

/// A rarely set node value, out of line (typed: reading it needs no dynamic cast).
final class Boxed<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Array where Element == LayoutNode {
    /// Calls `body` with each node, without retaining it: a node the tree holds needs no
    /// strong reference while it is visited (a retain and a release per view per pass).
    @inline(__always)
    func forEachUnretained(_ body: (LayoutNode) -> Void) {
        withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
