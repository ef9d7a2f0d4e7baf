import LayoutEngine

/// Which layout step is shown while stepping through (F6), in words that survive a new
/// layout: the view's path, the kind of event, and which of that view's events of that kind it
/// is. A drag of the width re-lays out the scene and renumbers the steps (a container may ask
/// more or fewer times); the step found again is the same view's same event at the new size,
/// not whatever has the old number now.
public struct StepIdentity: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case proposal, answer, decision, placement
    }

    /// The path of the view the step is about (`LayoutResult.paths`).
    public let path: String
    public let kind: Kind
    /// Its place among the view's events of `kind`, from 0.
    public let ordinal: Int
    /// Whether it was the view's last event of `kind` (the answer to the proposal it is
    /// placed with): found again as the last one, however many come before it.
    public let isLast: Bool

    /// The identity of `steps[index]` in `result`; nil for an index outside `steps`.
    public init?(of index: Int, in steps: [LayoutStep], result: LayoutResult) {
        guard steps.indices.contains(index), result.views.indices.contains(steps[index].view) else { return nil }
        let step = steps[index]
        let kind = Self.kind(of: step)
        let same = steps.indices.filter { steps[$0].view == step.view && Self.kind(of: steps[$0]) == kind }
        path = result.views[step.view].path
        self.kind = kind
        ordinal = same.firstIndex(of: index) ?? 0
        isLast = same.last == index
    }

    /// The index of the same event in `steps` of `result` (a new layout): the view with the
    /// same path, its event of the same kind with the same ordinal (the last when it was the
    /// last, or when the view now has fewer); else the view's first step; nil when the view is
    /// gone.
    public func index(in steps: [LayoutStep], result: LayoutResult) -> Int? {
        let paths = result.paths
        let ofView = steps.indices.filter { paths.indices.contains(steps[$0].view) && paths[steps[$0].view] == path }
        guard let first = ofView.first else { return nil }
        let same = ofView.filter { Self.kind(of: steps[$0]) == kind }
        guard let last = same.last else { return first }
        return isLast || ordinal >= same.count ? last : same[ordinal]
    }

    static func kind(of step: LayoutStep) -> Kind {
        switch step.event {
        case .proposal: return .proposal
        case .answer: return .answer
        case .decision: return .decision
        case .placement: return .placement
        }
    }
}
