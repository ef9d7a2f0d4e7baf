#if canImport(Glibc)
import Glibc
#endif

/// Ends the command once its output is written, without releasing what it built.
///
/// A scene of 100,000 views is half a million objects; releasing them one by one took a
/// twentieth of `layout`'s time, and the system takes the memory back at once when the process
/// exits. Standard output is flushed first (`exit` flushes C streams, which `print` writes to).
enum ProcessEnd {
    static func finish(failed: Bool) -> Never {
        fflush(stdout)
        exit(failed ? 1 : 0)
    }
}
