/// A proxy for one subview of a `Layout` (SwiftUI's `LayoutSubview`): ask it for sizes, read its
/// dimensions and priority, and place it.
public struct LayoutSubview {
    // Both unretained: a subview proxy lives only inside its pass's calls, where the tree
    // holds its nodes (no reference counting each time a layout reads `subviews[i]`). Code
    // that keeps a proxy longer (scene code) keeps `nodeObject` and `passObject` with it.
    // `Unmanaged`, used through `_withUnsafeGuaranteedRef`, rather than `unowned(unsafe)`:
    // reading an `unowned(unsafe)` reference makes a strong copy, a retain and a release per
    // question a layout asks (a tenth of a deep tree's pass).
    private let nodeReference: Unmanaged<LayoutNode>
    private let passReference: Unmanaged<LayoutPass>
    /// The subview's position among its container's subviews (where `place` records it).
    private let index: Int

    init(node: LayoutNode, pass: LayoutPass, index: Int) {
        nodeReference = Unmanaged.passUnretained(node)
        passReference = Unmanaged.passUnretained(pass)
        self.index = index
    }

    init(nodeReference: Unmanaged<LayoutNode>, passReference: Unmanaged<LayoutPass>, index: Int) {
        self.nodeReference = nodeReference
        self.passReference = passReference
        self.index = index
    }

    var node: LayoutNode { nodeReference.takeUnretainedValue() }
    var pass: LayoutPass { passReference.takeUnretainedValue() }

    /// Calls `body` with the node and the pass, without retaining either.
    @inline(__always)
    private func withNode<Result>(_ body: (LayoutNode, LayoutPass) -> Result) -> Result {
        passReference._withUnsafeGuaranteedRef { pass in
            nodeReference._withUnsafeGuaranteedRef { node in body(node, pass) }
        }
    }

    /// The nearest container's size (`containerRelativeFrame`): a scroll view's visible size
    /// around the subview, else the root's proposal.
    var containerSize: ProposedViewSize {
        passReference._withUnsafeGuaranteedRef { $0.containerSizes.last ?? .unspecified }
    }

    /// Runs `body` with `size` as the nearest container's (a scroll view sizing and placing its
    /// content).
    func withContainer<Result>(_ size: ProposedViewSize, _ body: () -> Result) -> Result {
        passReference._withUnsafeGuaranteedRef { pass in
            pass.containerSizes.append(size)
            defer { pass.containerSizes.removeLast() }
            return body()
        }
    }

    /// The size the subview chooses for `proposal`. Cached per pass: asking again is free.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        withNode { node, pass in pass.sizeThatFits(node, proposal) }
    }

    /// The size and alignment guides the subview has for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        withNode { node, pass in pass.dimensions(node, proposal) }
    }

    /// Places the subview so that its `anchor` is at `position` (root coordinates), sized by its
    /// answer to `proposal`.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        withNode { node, pass in pass.recordPlacement(of: node, index: index, at: position, anchor: anchor, proposal: proposal) }
    }

    /// True when the subview, or a view below it, sets a value for the guide named `key`
    /// (`alignmentGuide`, text baselines): otherwise the guide has its default value.
    func setsExplicitly(_ key: AlignmentKey) -> Bool {
        nodeReference._withUnsafeGuaranteedRef { node in
            node.answersAnyGuide || (node.explicitGuideKeys.isEmpty ? false : node.explicitGuideKeys.contains(key))
        }
    }

    /// Places the subview's top-leading corner at `position`, given its answer to `proposal`
    /// (`size`), which a built-in layout already has: asking again cost a lookup per subview
    /// placed. A traced pass still asks, so the trace shows what SwiftUI's placing asks.
    func place(at position: Point, proposal: ProposedViewSize, size: Size) {
        withNode { node, pass in pass.recordPlacement(of: node, index: index, at: position, anchor: .topLeading, proposal: proposal, size: size) }
    }

    /// The layout of this subview when it is an `L`, with its own subviews (a `Grid` reaches
    /// into its `GridRow`s for their cells).
    func subviews<L: Layout>(of type: L.Type) -> (L, LayoutSubviews)? {
        guard let typed = node.layoutBox?.layout(as: L.self) else { return nil }
        return (typed, LayoutSubviews(container: node, pass: pass))
    }

    /// Places a subview of this layout's subview, for that subview's layout to keep (`Grid`).
    func presetPlacement(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        pass.presetPlacement(of: node, at: position, anchor: anchor, proposal: proposal)
    }

    /// True when the layout's parent already placed this subview (`presetPlacement`).
    var hasPresetPlacement: Bool { pass.presetPlacements[ObjectIdentifier(node)] != nil }

    /// The `layoutPriority` of the subview (0 unless set); passes through unary modifiers.
    public var priority: Double { nodeReference._withUnsafeGuaranteedRef { $0.layoutPriority } }

    /// The spacing the subview wants around itself in a stack.
    public var spacing: ViewSpacing { nodeReference._withUnsafeGuaranteedRef { $0.spacing } }

    /// The value set with `.layoutValue(key:value:)` for the key named `key`, on the subview or
    /// a modifier of it (through unary modifiers, outermost first); nil when none is set.
    public func layoutValue(_ key: String) -> Any? {
        var current: LayoutNode? = node
        while let visited = current {
            if let value = visited.view.layoutValues[key] { return value }
            guard visited.isUnary else { break }
            current = visited.children.first
        }
        return nil
    }

    /// The view the subview shows, for messages.
    public var view: ViewNode { node.view }

    /// The subview's node, as an object to keep: a holder that may outlive the pass (scene
    /// code) keeps this so that reading the proxy stays valid.
    public var nodeObject: AnyObject { node }

    /// The pass the subview belongs to, as an object to keep: a holder that may outlive the
    /// call that gave it the subview (scene code) keeps this, and checks `isCurrent`.
    public var passObject: AnyObject { pass }

    /// False once the pass the subview belongs to has made its result: asking it then would
    /// use another pass's state. Valid to read while `passObject` is kept.
    public var isCurrent: Bool { !pass.isFinished }

    /// True when the subview's whole subtree is sized by the engine's own code: leaves other
    /// than a `GeometryReader` and built-in layouts (`LayoutNode.placementIsReusable`, which
    /// asks that and more). Asking it a size then runs no scene code: a size no one reads
    /// need not be asked.
    var sizesFromBuiltInsAlone: Bool { nodeReference._withUnsafeGuaranteedRef { $0.placementIsReusable } }

    /// True for a `Spacer` (possibly under unary modifiers): stacks give it the lowest priority.
    var isSpacer: Bool { nodeReference._withUnsafeGuaranteedRef { $0.isSpacer } }
}

/// The subviews of a `Layout`, in builder order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection {
    /// The container's subviews, read from it (rare paths: notes, messages).
    var nodes: [LayoutNode] { containerReference._withUnsafeGuaranteedRef { $0.children } }
    // Unretained: a subview proxy lives only inside its pass's calls (no reference counting).
    // `Unmanaged` rather than `unowned(unsafe)`, whose every read made a strong copy: a
    // retain and a release per subview a layout looked at.
    private let passReference: Unmanaged<LayoutPass>
    var pass: LayoutPass { passReference.takeUnretainedValue() }
    /// The container whose trace takes `note`s: set only while it is placed for real in a
    /// traced pass, so probing and alignment queries add nothing.
    let noteRecipient: LayoutNode?
    /// The node whose layout these are the subviews of: its children are the subviews, and it
    /// keeps what a built-in layout keeps between its sizing and its placing in a pass
    /// (`StackDistribution`). Unmanaged, as `LayoutSubview`'s node: these held the children
    /// array, retained when made and released after (twice per stack evaluated), and an
    /// `unowned(unsafe)` read made a strong copy. Code that keeps the subviews past the call
    /// (scene code) keeps `containerObject` with them.
    private let containerReference: Unmanaged<LayoutNode>

    init(container: LayoutNode, pass: LayoutPass, noteRecipient: LayoutNode? = nil) {
        passReference = Unmanaged.passUnretained(pass)
        self.noteRecipient = noteRecipient
        containerReference = Unmanaged.passUnretained(container)
    }

    /// Copies the proposals the container, a stack, made its subviews when it was sized at
    /// `proposal` (see `LayoutNode.stackProposals`); false when none are kept.
    func copyKeptStackProposals(for proposal: ProposedViewSize, into target: UnsafeMutableBufferPointer<ProposedViewSize>) -> Bool {
        containerReference._withUnsafeGuaranteedRef { $0.copyKeptStackProposals(for: proposal, into: target) }
    }

    /// Keeps the proposals the container made its subviews at `proposal`.
    func keepStackProposals(_ proposals: UnsafeBufferPointer<ProposedViewSize>, for proposal: ProposedViewSize) {
        containerReference._withUnsafeGuaranteedRef { $0.keepStackProposals(proposals, for: proposal) }
    }

    /// True when `note` records: built-in layouts skip composing their explanation otherwise.
    var isExplaining: Bool { noteRecipient != nil }

    /// True when the pass records every size asked (found answers too), so a layout must ask
    /// exactly what it would otherwise find (`StackDistribution`).
    var isTracing: Bool { pass.tracing }

    /// Adds a sentence about the container's decisions to its trace (for `explain`).
    func note(_ text: @autoclosure () -> String) {
        guard let noteRecipient else { return }
        record(LayoutNote(text()), by: noteRecipient)
    }

    private func record(_ note: LayoutNote, by recipient: LayoutNode) {
        recipient.trace.append(.note(note))
        if pass.logsSteps { pass.stepLog.append(LayoutPass.LoggedStep(node: recipient, event: .decision(note))) }
    }

    /// Adds a sentence composed only when it is read (see `LayoutNote`): `compose` must capture
    /// values, not the subviews or a temporary buffer.
    func note(composing compose: @escaping () -> String) {
        guard let noteRecipient else { return }
        record(LayoutNote(composing: compose), by: noteRecipient)
    }

    /// How a subview is named in explanations: its index and what it is (`child 1, .frame(width: 80)`).
    func describe(_ index: Int) -> String { Self.describe(nodes[index].view, index: index) }

    /// The views of the subviews, for notes composed later (`describe(_:index:)` names them).
    var views: [ViewNode] { nodes.map(\.view) }

    static func describe(_ view: ViewNode, index: Int) -> String {
        let name = view.argumentSummary.isEmpty ? view.displayName : "\(view.displayName)(\(view.argumentSummary))"
        return "child \(index) (\(name))"
    }

    /// See `LayoutSubview.passObject` and `isCurrent`.
    public var passObject: AnyObject { pass }
    public var isCurrent: Bool { !pass.isFinished }
    /// The container whose children these are, as an object to keep (with `passObject`) by a
    /// holder that may outlive the call that gave it the subviews.
    public var containerObject: AnyObject { containerReference.takeUnretainedValue() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { containerReference._withUnsafeGuaranteedRef { $0.children.count } }
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(nodeReference: nodeReference(at: index), passReference: passReference, index: index)
    }

    /// The node of subview `index`, read from the array's storage as an unretained reference:
    /// `nodes[index]` made a strong copy, a retain and a release of every subview each time a
    /// stack probed, measured or placed it (the array, which this holds, keeps the nodes).
    @inline(__always)
    private func nodeReference(at index: Int) -> Unmanaged<LayoutNode> {
        containerReference._withUnsafeGuaranteedRef { container in
            container.children.withUnsafeBufferPointer { buffer in
                precondition(index >= 0 && index < buffer.count, "subview index out of range")
                return UnsafeRawPointer(buffer.baseAddress!)
                    .load(fromByteOffset: index &* MemoryLayout<Unmanaged<LayoutNode>>.stride, as: Unmanaged<LayoutNode>.self)
            }
        }
    }
}
