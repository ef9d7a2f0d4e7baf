import Foundation

extension EvaluationSession {
    /// The fewest files read on two threads: below it, starting a thread costs more than it saves.
    static let filesReadInParallel = 8

    /// Every file read (`read(_:keptIn:)`), in the order of `files`. An app folder's files are
    /// parsed, checked and prepared on two threads (the caller's and one with a large stack, as
    /// parsing is recursive): each file's reading is independent of the others' and makes only
    /// values of its own (`ParsedFiles` is thread-safe), so the result, and what is reported
    /// from it afterwards in file order, is what reading them one after the other gives
    /// (issue 39: reading an app of 400 files under 0.5 s; parsing is most of it).
    static func readAll(_ files: [(name: String, source: String)], keptIn kept: ParsedFiles?) -> [ParsedFiles.Entry] {
        guard files.count >= filesReadInParallel, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return files.map { read($0, keptIn: kept) }
        }
        let work = ParallelReading(count: files.count)
        let helperDone = DispatchSemaphore(value: 0)
        let helper = Thread {
            work.readRemaining(files, keptIn: kept)
            helperDone.signal()
        }
        helper.stackSize = 1 << 30
        helper.start()
        work.readRemaining(files, keptIn: kept)
        helperDone.wait()
        return work.entries.map { $0! }
    }
}

/// The files two threads read (`EvaluationSession.readAll`): each takes the next file not yet
/// taken and stores its entry at the file's index.
private final class ParallelReading: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    /// Written by the two threads under the lock; read once both are done.
    private(set) var entries: [ParsedFiles.Entry?]

    init(count: Int) {
        entries = Array(repeating: nil, count: count)
    }

    func readRemaining(_ files: [(name: String, source: String)], keptIn kept: ParsedFiles?) {
        while true {
            lock.lock()
            let index = next
            next += 1
            lock.unlock()
            guard index < files.count else { return }
            let entry = EvaluationSession.read(files[index], keptIn: kept)
            lock.lock()
            entries[index] = entry
            lock.unlock()
        }
    }
}
