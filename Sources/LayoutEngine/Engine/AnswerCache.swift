/// A node's sizes by proposal, kept across passes (see `LayoutNode.answers`).
///
/// The newest four answers are stored inline in the node, so the usual lookup reads memory the
/// node already brought into the processor's cache instead of following a pointer to an array
/// of its own (on a tree of 30,000 views that pointer was a cache miss on half the lookups).
/// Older answers move to an array, bounded so that at most `LayoutNode.memory` are kept.
/// A proposal has at most one answer, so the search order does not matter.
struct AnswerCache {
    private var recent = InlineArray<4, LayoutNode.Answer>(repeating: LayoutNode.Answer(proposal: .init(width: 0, height: 0), size: .zero))
    private var older: [LayoutNode.Answer] = []
    private var recentCount: UInt8 = 0
    /// The slot the next answer replaces once all four are used.
    private var oldest: UInt8 = 0

    /// The size answered for `key`, if kept.
    @inline(__always)
    func size(for key: ProposedViewSize.Key) -> Size? {
        for slot in 0..<Int(recentCount) where recent[slot].proposal == key { return recent[slot].size }
        if older.isEmpty { return nil }
        for entry in older where entry.proposal == key { return entry.size }
        return nil
    }

    mutating func insert(_ answer: LayoutNode.Answer) {
        if recentCount < recent.count {
            recent[Int(recentCount)] = answer
            recentCount += 1
            return
        }
        LayoutNode.remember(recent[Int(oldest)], in: &older, limit: LayoutNode.memory - recent.count)
        recent[Int(oldest)] = answer
        oldest = (oldest + 1) % UInt8(recent.count)
    }

    /// Forgets every answer, keeping the array's storage.
    mutating func removeAll() {
        recentCount = 0
        oldest = 0
        older.removeAll(keepingCapacity: true)
    }
}
