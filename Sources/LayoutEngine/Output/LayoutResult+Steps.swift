/// One event of a traced layout pass, in the order the layout made them: a parent proposing a
/// size to a child, the child answering, a container's decision (a stack's order and shares,
/// as `explain` words it), a parent placing a child. Stepping through them one at a time is
/// the layout process itself: SwiftUI's parent proposes, child chooses, parent places.
public struct LayoutStep: Sendable {
    public enum Event: Sendable {
        /// The view's parent (the screen, for the root) proposed this size.
        case proposal(ProposedViewSize)
        /// The view answered `size` for `proposal`; `wasCached` when the pass had asked that
        /// proposal before and the kept answer was given.
        case answer(proposal: ProposedViewSize, size: Size, wasCached: Bool)
        /// The view, a container, decided something while placing its subviews.
        case decision(LayoutNote)
        /// The view's parent placed it at `frame` (root coordinates) with `proposal`.
        case placement(frame: Rect, proposal: ProposedViewSize)
    }

    /// The view the event is about: its index in `LayoutResult.views`.
    public let view: Int
    public let event: Event

    public init(view: Int, event: Event) {
        self.view = view
        self.event = event
    }

    /// The view the step highlights as the one acting: the parent for a proposal or a
    /// placement (it proposes, it places), the view itself for an answer or a decision.
    public func actor(in result: LayoutResult) -> Int? {
        switch event {
        case .proposal, .placement: return result.views[view].parentIndex
        case .answer, .decision: return view
        }
    }
}

extension LayoutResult {
    /// Every event of the pass in order (empty unless the layout traced).
    public var steps: [LayoutStep] { views.store.steps }

    /// The steps about the view at `path` and its descendants (all of them for nil): the
    /// proposal made to that view, its subtree's proposals, answers and decisions, and the
    /// placements down to its last descendant's.
    public func steps(under path: String?) -> [LayoutStep] {
        guard let path else { return steps }
        let paths = self.paths
        let inside = paths.map { $0 == path || $0.hasPrefix(path + ".") }
        return steps.filter { inside[$0.view] }
    }

    /// The step in words, numbers as a person reads them (`formatReadable`):
    /// `HStack proposes 176.5×nil to Text("Capital")`.
    public func narration(of step: LayoutStep) -> String {
        let view = views[step.view]
        let name = Self.shortLabel(of: view)
        let parent = view.parentIndex.map { Self.shortLabel(of: views[$0]) } ?? "The screen"
        switch step.event {
        case .proposal(let proposal):
            return "\(parent) proposes \(proposal.readable) to \(name)"
        case .answer(_, let size, let wasCached):
            return "\(name) answers \(size.readable)" + (wasCached ? " (kept from before)" : "")
        case .decision(let note):
            return "\(name) decides: \(note.text)"
        case .placement(let frame, _):
            return "\(parent) places \(name) at (\(formatReadable(frame.minX)), \(formatReadable(frame.minY))), \(frame.size.readable)"
        }
    }

    /// The numbered steps of the view at `path`'s subtree (the whole scene for nil), one per
    /// line: `12. HStack proposes 176.5×nil to Text("Capital")`.
    public func stepLines(under path: String? = nil) -> [String] {
        steps(under: path).enumerated().map { "\($0.offset + 1). " + narration(of: $0.element) }
    }

    /// A view's label for a sentence, at most 56 characters (room for a frame's
    /// `maxWidth: .infinity, alignment: .trailing` whole).
    static func shortLabel(of view: PlacedView) -> String {
        let full = label(of: view)
        return full.count <= 56 ? full : String(full.prefix(55)) + "…"
    }
}
