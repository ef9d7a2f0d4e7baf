/// The proposals a stack made its subviews at its last `slots` proposals, in one buffer that
/// the stack's node owns (`LayoutNode.stackProposals`): slot `i` holds one proposal per
/// subview. Keeping them in arrays allocated and freed an array per stack evaluation; this
/// buffer is allocated once, at the first evaluation, and written in place after that.
///
/// The node frees the buffer in its `deinit` (`deallocate`). `ProposedViewSize` is a trivial
/// type, so slots are overwritten without deinitialising them.
struct StackProposalMemory {
    /// How many proposals a stack remembers; the oldest is replaced first.
    static let slots = 6
    private var keys = InlineArray<6, ProposedViewSize.Key>(repeating: ProposedViewSize.Key(width: 0, height: 0))
    private var count = 0
    /// The slot the next proposal replaces once every slot is used.
    private var oldest = 0
    /// `slots * width` proposals; nil until the first is kept.
    private var buffer: UnsafeMutablePointer<ProposedViewSize>?
    /// Proposals per slot: the stack's subview count.
    private var width = 0

    /// Copies the proposals kept for `key` into `target`; false when none are kept (or they
    /// were kept for another number of subviews).
    func copy(for key: ProposedViewSize.Key, into target: UnsafeMutableBufferPointer<ProposedViewSize>) -> Bool {
        guard let buffer, target.count == width, let base = target.baseAddress else { return false }
        for slot in 0..<count where keys[slot] == key {
            base.update(from: buffer + slot * width, count: width)
            return true
        }
        return false
    }

    /// Keeps `proposals` for `key`, in a free slot or in place of the oldest.
    mutating func keep(_ proposals: UnsafeBufferPointer<ProposedViewSize>, for key: ProposedViewSize.Key) {
        guard let source = proposals.baseAddress, !proposals.isEmpty else { return }
        if buffer == nil || width != proposals.count {
            deallocate()
            width = proposals.count
            buffer = UnsafeMutablePointer<ProposedViewSize>.allocate(capacity: Self.slots * width)
        }
        guard let buffer else { return }
        let slot: Int
        if count < Self.slots {
            slot = count
            count += 1
        } else {
            slot = oldest
            oldest = (oldest + 1) % Self.slots
        }
        keys[slot] = key
        (buffer + slot * width).initialize(from: source, count: width)
    }

    /// Forgets every kept proposal, keeping the buffer.
    mutating func removeAll() {
        count = 0
        oldest = 0
    }

    /// Frees the buffer (the owning node's `deinit`).
    mutating func deallocate() {
        buffer?.deallocate()
        buffer = nil
        width = 0
        count = 0
        oldest = 0
    }
}
