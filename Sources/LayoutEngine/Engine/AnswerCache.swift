/// A node's sizes by proposal, kept across passes (see `LayoutNode.answers`).
///
/// The newest four answers are stored inline in the node, so the usual lookup reads memory the
/// node already brought into the processor's cache instead of following a pointer to an array
/// of its own (on a tree of 30,000 views that pointer was a cache miss on half the lookups).
/// Older answers move to an array, bounded so that at most `LayoutNode.memory` are kept: once
/// full, it is a ring whose oldest entry the next one overwrites (removing the first element
/// and appending shifted eleven answers per insert, 2.5% of a re-layout of the form rows).
/// A proposal has at most one answer, so the search order does not matter.
///
/// The four are plain fields, and an unused one holds `unusedKey`, which no proposal has: a
/// lookup is four comparisons of two integers, without reading a count or copying the slots
/// out (an `InlineArray` searched in a loop was copied to the stack at every lookup, half of
/// the 70 instructions a cache hit cost; Documentation/layout-speed.md, "Answer lookup").
struct AnswerCache {
    typealias Key = ProposedViewSize.Key

    /// A NaN pattern no dimension holds (a proposal's dimensions are never NaN, and nil is
    /// `Key.unspecified`).
    static let unusedKey = Key(width: 0x7FF8_DEAD_BEEF_0002, height: 0x7FF8_DEAD_BEEF_0002)

    private var key0 = unusedKey, key1 = unusedKey, key2 = unusedKey, key3 = unusedKey
    private var size0 = Size.zero, size1 = Size.zero, size2 = Size.zero, size3 = Size.zero
    private var older: [LayoutNode.Answer] = []
    private var recentCount: UInt8 = 0
    /// The entry of the full `older` array the next answer overwrites.
    private var olderNext: UInt8 = 0
    /// The slot the next answer replaces once all four are used.
    private var oldest: UInt8 = 0
    private static let recentSlots: UInt8 = 4
    private static let olderSlots = LayoutNode.memory - Int(recentSlots)

    /// The size answered for `key`, if kept. Mutating although it changes nothing: called on
    /// a node's `answers`, a mutating method works on the node's storage in place, where a
    /// non-mutating one was handed a copy of the whole cache (136 bytes, a `memcpy` per lookup).
    @inline(__always)
    mutating func size(for key: Key) -> Size? {
        if key0 == key { return size0 }
        if key1 == key { return size1 }
        if key2 == key { return size2 }
        if key3 == key { return size3 }
        if older.isEmpty { return nil }
        return Self.size(for: key, in: older)
    }

    /// Static, given the array: a method called from the mutating lookup was handed a copy of
    /// the whole cache.
    @inline(never)
    private static func size(for key: Key, in older: [LayoutNode.Answer]) -> Size? {
        for entry in older where entry.proposal == key { return entry.size }
        return nil
    }

    /// The answer in `slot` (0..<4).
    private func kept(in slot: UInt8) -> LayoutNode.Answer {
        switch slot {
        case 0: LayoutNode.Answer(proposal: key0, size: size0)
        case 1: LayoutNode.Answer(proposal: key1, size: size1)
        case 2: LayoutNode.Answer(proposal: key2, size: size2)
        default: LayoutNode.Answer(proposal: key3, size: size3)
        }
    }

    private mutating func store(_ answer: LayoutNode.Answer, in slot: UInt8) {
        switch slot {
        case 0: (key0, size0) = (answer.proposal, answer.size)
        case 1: (key1, size1) = (answer.proposal, answer.size)
        case 2: (key2, size2) = (answer.proposal, answer.size)
        default: (key3, size3) = (answer.proposal, answer.size)
        }
    }

    /// Keeps `answer`. With `roomForAll`, the array of older answers is given room for all it
    /// keeps, once: a tree laid out again keeps replacing its answers (a drag), and growing the
    /// array one step at a time reallocated it up to four times per node in the first
    /// re-layouts (a sixth of one). That includes an array a first pass started: on the rows of
    /// two columns 4,200 of 5,001 nodes reallocated theirs in every re-layout of a drag until
    /// it reached twelve. A tree's first pass (the command line's only one) lets it grow, so
    /// that a view with a fifth answer does not hold room for twelve (0.25 KB per view at
    /// 100,000 views).
    mutating func insert(_ answer: LayoutNode.Answer, roomForAll: Bool) {
        if recentCount < Self.recentSlots {
            store(answer, in: recentCount)
            recentCount += 1
            return
        }
        if older.count < Self.olderSlots {
            if roomForAll, older.capacity < Self.olderSlots { older.reserveCapacity(Self.olderSlots) }
            older.append(kept(in: oldest))
        } else {
            older[Int(olderNext)] = kept(in: oldest)
            olderNext = UInt8((Int(olderNext) + 1) % Self.olderSlots)
        }
        store(answer, in: oldest)
        oldest = (oldest + 1) % Self.recentSlots
    }

    /// Forgets every answer, keeping the array's storage.
    mutating func removeAll() {
        (key0, key1, key2, key3) = (Self.unusedKey, Self.unusedKey, Self.unusedKey, Self.unusedKey)
        recentCount = 0
        oldest = 0
        olderNext = 0
        older.removeAll(keepingCapacity: true)
    }
}
