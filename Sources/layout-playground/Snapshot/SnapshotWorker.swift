import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One worker process of `snapshot` (`snapshot-worker`), as the parent sees it: its pipes, the
/// job it is drawing and when that job must be done. Spawned with `posix_spawn` and pipes
/// closed on exec, so that no worker holds another's pipe open (a worker's end of input is
/// the end of its standard input).
final class SnapshotWorker {
    let pid: pid_t
    /// The parent's ends: the worker's standard input (written), output and error (read).
    private(set) var input: Int32
    let output: Int32
    let error: Int32
    private var outputBuffer: [UInt8] = []
    /// The last bytes the worker wrote on standard error: what a crash says.
    private(set) var errorTail: [UInt8] = []
    private(set) var outputEnded = false
    private(set) var errorEnded = false
    /// The job being drawn, and when it is too late.
    var job: (number: Int, started: ContinuousClock.Instant, deadline: ContinuousClock.Instant)?
    /// True once the worker has read the app (`SnapshotWorkerCommand.readyLine`): until then a
    /// job's time includes reading it.
    var isReady = false

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    init(executable: String, arguments: [String]) throws {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard Self.pipe(&inPipe) else { throw SpawnError(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        guard Self.pipe(&outPipe) else {
            close(inPipe[0]); close(inPipe[1])
            throw SpawnError(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        guard Self.pipe(&errPipe) else {
            for fd in inPipe + outPipe { close(fd) }
            throw SpawnError(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies the worker keeps.
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        guard status == 0 else {
            close(inPipe[1]); close(outPipe[0]); close(errPipe[0])
            throw SpawnError(description: "cannot start a worker: \(String(cString: strerror(status)))")
        }
        self.pid = pid
        input = inPipe[1]
        output = outPipe[0]
        error = errPipe[0]
    }

    /// A pipe whose two ends are closed on exec (only this process's spawns run at a time).
    private static func pipe(_ fds: inout [Int32]) -> Bool {
        guard Glibc.pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Writes `line` and a line break to the worker's standard input; false when it is gone.
    func send(_ line: String) -> Bool {
        guard input >= 0 else { return false }
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(input, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// Closes the worker's standard input: it finishes its job and exits.
    func finishInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Reads what `fd` (`output` or `error`) has; returns the complete lines of output read.
    func read(_ fd: Int32) -> [String] {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : end(fd) }
        if count == 0 { return end(fd) }
        if fd == error {
            errorTail += buffer[0..<count]
            if errorTail.count > 4096 { errorTail.removeFirst(errorTail.count - 4096) }
            return []
        }
        outputBuffer += buffer[0..<count]
        var lines: [String] = []
        while let newline = outputBuffer.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: outputBuffer[..<newline], as: UTF8.self))
            outputBuffer.removeSubrange(...newline)
        }
        return lines
    }

    private func end(_ fd: Int32) -> [String] {
        if fd == output { outputEnded = true } else { errorEnded = true }
        return []
    }

    /// Kills the worker (a job past its time) and waits for it.
    func kill() -> String {
        _ = Glibc.kill(pid, SIGKILL)
        return wait()
    }

    /// Waits for the worker to end and closes the parent's ends; how it ended, in words.
    @discardableResult
    func wait() -> String {
        finishInput()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(output)
        close(error)
        let signal = status & 0x7F
        if signal != 0 { return "killed by signal \(signal)" + (signal == SIGKILL ? "" : " (\(String(cString: strsignal(signal))))") }
        return "exited with status \((status >> 8) & 0xFF)"
    }

    /// The last line the worker wrote on standard error (a crash's message), if any.
    var lastErrorLine: String? {
        String(decoding: errorTail, as: UTF8.self).split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
    }
}
