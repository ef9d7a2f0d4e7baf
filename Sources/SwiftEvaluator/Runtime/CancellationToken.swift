import Foundation

/// A request, from any thread, to stop work whose result is no longer wanted: the window read
/// a newer text, or the environment changed, while an evaluation or a layout ran.
///
/// One token per evaluation and per layout, the only cancellation there is: the evaluator's
/// `Budget` reads it between steps (scene code stops with a `.cancelled` error), the layout
/// engine's pass reads it every few views (SceneSource makes it the engine's
/// `LayoutCancelling`), and the caller that started the work cancels it. Cancelling is final.
public final class CancellationToken: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    /// True once `cancel()` was called, on any thread.
    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Asks the work to stop at its next check.
    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
