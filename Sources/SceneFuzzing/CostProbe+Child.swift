import Foundation
import LayoutEngine
import SceneSource

#if canImport(Glibc)
import Glibc
#endif

extension CostProbe {
    /// The child's side of `measure`: evaluates each scene listed in the file at `list` as
    /// `layout` does (its tree and layout, one budget) and prints a line for each, "seconds
    /// steps bytes peak-resident-bytes known" (seconds of processor time). Run with the scene's
    /// time limits scaled (`measure` sets LAYOUT_PLAYGROUND_TIME_SCALE), so that a loaded
    /// machine does not cut a probe short: its steps end it.
    public static func runChild(list: String) -> Never {
        guard let paths = try? String(contentsOfFile: list, encoding: .utf8) else { exit(2) }
        for path in paths.split(separator: "\n") { runOne(scene: String(path)) }
        exit(0)
    }

    private static func runOne(scene path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { print("0 0 0 0 1"); return }
        // Processor time, not the wall clock: the figures hold on a loaded machine.
        let started = processorSeconds()
        let session = EvaluationSession(files: [("probe.swift", text)], callDepth: EvaluationSession.largeStackCallDepth, readsSourceModel: false, oneEvaluation: true)
        let done = DispatchSemaphore(value: 0)
        // As the command runs a scene: on a thread with a 1 GiB stack.
        let thread = Thread {
            if let tree = try? session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()) {
                _ = session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852))
            }
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
        let seconds = processorSeconds() - started
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let spent = session.budgetSpent
        let known = !session.diagnostics.contains {
            $0.message.contains("is not declared in the scene") || $0.message.contains(" has no member ") || $0.message.contains("is not available")
        }
        print("\(seconds) \(spent.steps) \(spent.bytes) \(Int(usage.ru_maxrss) * 1024) \(known ? 1 : 0)")
        fflush(stdout)
    }

    /// User and system time of the process so far, seconds.
    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
