import Foundation

/// Runs work on a thread with a large stack and waits for it. Reading and laying out a scene
/// recurse a few frames per level of nesting (a custom view that contains itself nests a
/// thousand levels before the interpreter stops it), which overflows the main thread's 8 MiB;
/// 1 GiB is reserved, not committed. The command line runs every command on one, the window
/// included; the document and the layout session use it for their own reading and layout.
public enum LargeStack {
    public static let size = 1 << 30

    /// Runs `body` on a large-stack thread and waits for its result.
    public static func run<T>(_ body: @escaping () -> T) -> T {
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
