import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `snapshot`'s jobs in worker processes (`SnapshotWorker`), `jobs` at a time: each worker
/// reads the app once and is handed one job after another as it finishes the last, so the
/// work spreads by itself. A worker that crashes, or runs past `itemLimit` on a job (killed
/// then), fails that job only; a fresh worker takes the jobs left.
struct SnapshotPool {
    var executable: String
    /// The worker's arguments after the executable (`snapshot-worker APP --settings ...`).
    var arguments: [String]
    var jobs: Int
    /// Seconds one item may take, and a worker's first item more, for reading the app.
    var itemLimit: Double
    var loadLimit: Double

    /// Runs every job; `finished` is called with each outcome as it comes, in the order they
    /// finish. Returns the outcomes in the jobs' order.
    func run(_ work: [SnapshotJob], finished: (SnapshotOutcome) -> Void) -> [SnapshotOutcome] {
        // A worker that is gone makes writing to it fail with EPIPE, not end this process.
        signal(SIGPIPE, SIG_IGN)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var pending = work.indices.reversed().map { $0 }
        var outcomes: [SnapshotOutcome?] = Array(repeating: nil, count: work.count)
        var workers: [SnapshotWorker] = []
        var spawnFailures = 0
        let clock = ContinuousClock()

        func record(_ outcome: SnapshotOutcome) {
            guard let index = work.firstIndex(where: { $0.item.number == outcome.number }), outcomes[index] == nil else { return }
            outcomes[index] = outcome
            finished(outcome)
        }

        while !pending.isEmpty || !workers.isEmpty {
            // Start workers while there is work for them.
            var spawnError: Error?
            while workers.count < jobs, workers.filter({ $0.job == nil && $0.input >= 0 }).count < pending.count, spawnFailures < 3 {
                do {
                    workers.append(try SnapshotWorker(executable: executable, arguments: arguments))
                } catch {
                    spawnFailures += 1
                    spawnError = error
                }
            }
            if workers.isEmpty, spawnFailures >= 3 {
                for index in pending { record(.failure(work[index].item.number, "error: \(spawnError.map { "\($0)" } ?? "no worker could be started")", seconds: 0)) }
                pending = []
            }
            // Hand idle workers a job; a worker with nothing left to do is told to finish.
            for worker in workers where worker.job == nil && worker.input >= 0 {
                guard let index = pending.popLast() else {
                    worker.finishInput()
                    continue
                }
                let job = work[index]
                let now = clock.now
                // Until the worker has read the app, the item's time has not started.
                let limit = itemLimit + (worker.isReady ? 0 : loadLimit)
                worker.job = (job.item.number, now, now + .milliseconds(Int(limit * 1000)))
                let line = (try? encoder.encode(job)).map { String(decoding: $0, as: UTF8.self) } ?? ""
                if !worker.send(line) { worker.finishInput() }
            }
            // Wait for answers, a worker's end, or the nearest deadline.
            var fds: [pollfd] = []
            for worker in workers {
                if !worker.outputEnded { fds.append(pollfd(fd: worker.output, events: Int16(POLLIN), revents: 0)) }
                if !worker.errorEnded { fds.append(pollfd(fd: worker.error, events: Int16(POLLIN), revents: 0)) }
            }
            let nearest = workers.compactMap { $0.job?.deadline }.min()
            let wait = nearest.map { max(0, min(250, Int((($0 - clock.now).seconds * 1000).rounded(.up)))) } ?? 250
            _ = fds.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), Int32(wait)) }
            for descriptor in fds where descriptor.revents != 0 {
                guard let worker = workers.first(where: { $0.output == descriptor.fd || $0.error == descriptor.fd }) else { continue }
                for line in worker.read(descriptor.fd) {
                    if line == SnapshotWorkerCommand.readyLine {
                        worker.isReady = true
                        if let job = worker.job { worker.job = (job.number, clock.now, clock.now + .milliseconds(Int(itemLimit * 1000))) }
                        continue
                    }
                    guard let outcome = try? JSONDecoder().decode(SnapshotOutcome.self, from: Data(line.utf8)),
                          outcome.number == worker.job?.number else { continue }
                    record(outcome)
                    worker.job = nil
                }
            }
            // Workers that ended, and jobs past their time.
            let now = clock.now
            workers.removeAll { worker in
                if let job = worker.job, now >= job.deadline {
                    let seconds = (now - job.started).seconds
                    _ = worker.kill()
                    record(.failure(job.number, "error: the item took longer than \(formatSeconds(itemLimit)) and was stopped", seconds: seconds))
                    return true
                }
                guard worker.outputEnded else { return false }
                let how = worker.wait()
                if let job = worker.job {
                    let said = worker.lastErrorLine.map { ": \($0)" } ?? ""
                    record(.failure(job.number, "error: the worker drawing this item stopped (\(how))\(said)", seconds: (now - job.started).seconds))
                }
                return true
            }
        }
        return outcomes.enumerated().map { index, outcome in
            outcome ?? .failure(work[index].item.number, "error: the item was not drawn", seconds: 0)
        }
    }

    /// The path of this executable, to start workers from.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

/// `12 s`, `0.5 s`.
func formatSeconds(_ seconds: Double) -> String {
    seconds >= 10 ? "\(Int(seconds.rounded())) s" : String(format: "%.1f s", seconds)
}
