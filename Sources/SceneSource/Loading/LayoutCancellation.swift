import Foundation
import LayoutEngine

/// A request, from any thread, to stop a layout whose result is no longer wanted (the window
/// read a new text, or the environment changed, while it ran).
///
/// The engine's pass reads it through `LayoutCancelling` (LayoutEngine imports only the
/// standard library, so the lock and the thread-local live here). Scene code reads it too: work
/// run inside `run(_:)` finds it as `current` (the scene evaluator's budget checks it between
/// steps), so a slow body or `Layout` method also stops.
public final class LayoutCancellation: LayoutCancelling, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    private static let key = "LayoutPlayground.LayoutCancellation"

    /// The cancellation of the work `run` is running on this thread, if any.
    public static var current: LayoutCancellation? {
        Thread.current.threadDictionary[key] as? LayoutCancellation
    }

    /// Runs `body` with this as the thread's `current` cancellation.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let saved = dictionary[Self.key]
        dictionary[Self.key] = self
        defer { dictionary[Self.key] = saved }
        return try body()
    }
}
