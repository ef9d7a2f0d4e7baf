import Glibc

/// glibc's `pthread_getattr_np` (a GNU extension the Glibc module leaves out): the calling
/// thread's attributes, its stack's address and size among them.
@_silgen_name("pthread_getattr_np")
private func threadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32

/// Stack safety from the stack itself: the evaluator recurses on the thread's own stack (an
/// expression of 300,000 terms, nine calls nested per level of a recursion), and no nesting may
/// overflow it. `check` compares the current frame's address with the lowest address the
/// thread's stack allows, less a margin for the frames below the check (the library's own
/// calls, the layout engine): past it, a located error instead of a crash.
public struct StackGuard {
    /// Room left for what runs below the last check: built-in calls, Pango, the engine.
    public static let margin: UInt = 512 * 1024

    private var thread: pthread_t?
    private var floor: UInt = 0

    public init() {}

    /// The lowest usable address of the calling thread's stack, plus the margin; 0 when it is
    /// not known (no check then).
    static func currentFloor() -> UInt {
        var attributes = pthread_attr_t()
        guard threadAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return 0 }
        // A quarter of a small stack (a 512 KB thread's), else the margin.
        return UInt(bitPattern: base) + min(margin, UInt(size / 4))
    }

    /// True when the stack still has room for another level of nesting.
    @inline(__always)
    public mutating func hasRoom() -> Bool {
        let current = pthread_self()
        if thread == nil || pthread_equal(thread!, current) == 0 {
            thread = current
            floor = Self.currentFloor()
        }
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > floor
    }
}
