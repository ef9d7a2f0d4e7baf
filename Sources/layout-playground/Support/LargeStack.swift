import Foundation

/// Runs work on a thread with a large stack. Reading and laying out a scene recurse once or
/// a few times per level of the view tree; 1 GiB (reserved, not committed) holds the engine's
/// 50,000-level limit with room to spare, where the main thread's 8 MiB would overflow near
/// 10,000 levels.
enum LargeStack {
    static let size = 1 << 30

    /// Runs `body` on a large-stack thread and waits for its result.
    static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
