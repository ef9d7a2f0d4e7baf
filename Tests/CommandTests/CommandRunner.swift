import Foundation

/// Runs the built `layout-playground` executable, as a user would from a shell.
struct CommandRunner {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// True when the process was killed by a signal (a crash), not an exit.
        var crashed: Bool
        /// True when it ran past the timeout it was given and was killed.
        var timedOut = false
    }

    /// The executable next to the test bundle in the build folder, or the one
    /// `LAYOUT_PLAYGROUND_EXECUTABLE` names (to run the tests against another build, as the
    /// hostile tests were run against main's before their fixes).
    static let executable: URL = {
        if let named = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_EXECUTABLE"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("layout-playground")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/debug/layout-playground").standardized
    }()

    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes")

    /// Runs it (or `program`, given the arguments as they are: `strace` running it); with a
    /// `timeout`, killed after that many seconds (then `timedOut`); in `directory` when given.
    static func run(
        _ arguments: [String], timeout: Double? = nil, program: URL? = nil, environment: [String: String] = [:], directory: String? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = program ?? executable
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let killed = LockedFlag()
        let watchdog = DispatchWorkItem { [process] in
            guard process.isRunning else { return }
            killed.set()
            process.terminate()
            // A process that does not end on SIGTERM (one blocked opening a named pipe) is
            // killed: the test fails instead of waiting for its output forever.
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + 3) { if process.isRunning { kill(pid, SIGKILL) } }
        }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog) }
        // Read before waiting so that a large output cannot fill the pipe and block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            crashed: process.terminationReason == .uncaughtSignal && !killed.value, timedOut: killed.value)
    }

    /// Writes `source` to a temporary scene file and returns its path.
    static func temporaryScene(_ source: String, name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lp-\(UUID().uuidString)-\(name).swift")
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// A flag set from the watchdog's thread and read from the test's.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    func set() { lock.lock(); isSet = true; lock.unlock() }
    var value: Bool { lock.lock(); defer { lock.unlock() }; return isSet }
}
