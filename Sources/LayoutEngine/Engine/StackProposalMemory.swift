#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The proposals a stack made its subviews at its last `slots` proposals, in one allocation that
/// the stack's node owns (`LayoutNode.stackProposals`): slot `i` holds the proposal it was
/// sized at and one proposal per subview. Keeping them in arrays allocated and freed an array
/// per stack evaluation; this storage is allocated at the first evaluation and written in
/// place after that.
///
/// The value is one pointer, nil for the views that are not stacks (most of a tree), so a node
/// is no larger than with an empty array. The storage grows by slots (2, 4, 6) as a stack is
/// sized at more proposals. The node frees it in its `deinit` (`deallocate`).
/// `ProposedViewSize` and its key are trivial types: slots are overwritten in place.
///
/// Layout of the storage: a header of four `Int32` (capacity, count, oldest, width), then
/// `capacity` keys, then `capacity * width` proposals.
struct StackProposalMemory {
    /// How many proposals a stack remembers; the oldest is replaced first.
    static let slots = 6
    private var storage: UnsafeMutableRawPointer?

    private static let headerSize = 4 * MemoryLayout<Int32>.stride
    private static let keySize = MemoryLayout<ProposedViewSize.Key>.stride

    private enum Field: Int { case capacity, count, oldest, width }

    @inline(__always)
    private static func read(_ field: Field, _ storage: UnsafeMutableRawPointer) -> Int {
        Int(storage.load(fromByteOffset: field.rawValue * 4, as: Int32.self))
    }

    @inline(__always)
    private static func write(_ field: Field, _ value: Int, _ storage: UnsafeMutableRawPointer) {
        storage.storeBytes(of: Int32(value), toByteOffset: field.rawValue * 4, as: Int32.self)
    }

    @inline(__always)
    private static func keys(_ storage: UnsafeMutableRawPointer) -> UnsafeMutablePointer<ProposedViewSize.Key> {
        (storage + headerSize).assumingMemoryBound(to: ProposedViewSize.Key.self)
    }

    @inline(__always)
    private static func proposals(_ storage: UnsafeMutableRawPointer, capacity: Int) -> UnsafeMutablePointer<ProposedViewSize> {
        (storage + headerSize + capacity * keySize).assumingMemoryBound(to: ProposedViewSize.self)
    }

    /// New storage for `capacity` slots of `width` proposals, with nothing kept.
    private static func allocate(capacity: Int, width: Int) -> UnsafeMutableRawPointer {
        let byteCount = headerSize + capacity * keySize + capacity * width * MemoryLayout<ProposedViewSize>.stride
        // `malloc`, whose 16-byte alignment the fields need no more than: Swift's `allocate`
        // asks the runtime for its "default" alignment, which on Linux is `posix_memalign`,
        // three times the cost (a tenth of a full pass over stacks). Freed with `free`.
        guard let storage = malloc(byteCount) else { fatalError("out of memory for a stack's proposals") }
        (storage + headerSize).bindMemory(to: ProposedViewSize.Key.self, capacity: capacity)
        (storage + headerSize + capacity * keySize).bindMemory(to: ProposedViewSize.self, capacity: capacity * width)
        write(.capacity, capacity, storage)
        write(.count, 0, storage)
        write(.oldest, 0, storage)
        write(.width, width, storage)
        return storage
    }

    /// Copies the proposals kept for `key` into `target`; false when none are kept (or they
    /// were kept for another number of subviews).
    func copy(for key: ProposedViewSize.Key, into target: UnsafeMutableBufferPointer<ProposedViewSize>) -> Bool {
        guard let storage, let base = target.baseAddress else { return false }
        let width = Self.read(.width, storage)
        guard target.count == width else { return false }
        let keys = Self.keys(storage)
        for slot in 0..<Self.read(.count, storage) where keys[slot] == key {
            base.update(from: Self.proposals(storage, capacity: Self.read(.capacity, storage)) + slot * width, count: width)
            return true
        }
        return false
    }

    /// Keeps `proposals` for `key`, in a free slot or in place of the oldest.
    mutating func keep(_ proposals: UnsafeBufferPointer<ProposedViewSize>, for key: ProposedViewSize.Key) {
        guard let source = proposals.baseAddress, !proposals.isEmpty else { return }
        let width = proposals.count
        if let storage, Self.read(.width, storage) != width { deallocate() }
        var storage = self.storage ?? Self.allocate(capacity: 2, width: width)
        var capacity = Self.read(.capacity, storage)
        let count = Self.read(.count, storage)
        if count == capacity, capacity < Self.slots {
            // Grow: the kept slots move to a larger storage, in the same places.
            let grown = Self.allocate(capacity: min(capacity * 2, Self.slots), width: width)
            Self.keys(grown).update(from: Self.keys(storage), count: count)
            Self.proposals(grown, capacity: Self.read(.capacity, grown))
                .update(from: Self.proposals(storage, capacity: capacity), count: count * width)
            Self.write(.count, count, grown)
            free(storage)
            storage = grown
            capacity = Self.read(.capacity, grown)
        }
        self.storage = storage
        let slot: Int
        if count < capacity {
            slot = count
            Self.write(.count, count + 1, storage)
        } else {
            slot = Self.read(.oldest, storage)
            Self.write(.oldest, (slot + 1) % capacity, storage)
        }
        Self.keys(storage)[slot] = key
        (Self.proposals(storage, capacity: capacity) + slot * width).update(from: source, count: width)
    }

    /// Forgets every kept proposal, keeping the storage.
    mutating func removeAll() {
        guard let storage else { return }
        Self.write(.count, 0, storage)
        Self.write(.oldest, 0, storage)
    }

    /// Frees the storage (the owning node's `deinit`).
    mutating func deallocate() {
        free(storage)
        storage = nil
    }
}
