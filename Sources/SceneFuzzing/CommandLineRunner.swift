import Foundation

/// Runs the built `layout-playground` on a case, as a user would from a shell, and kills it when
/// it runs past the case's time bound. Each case gets a fresh scene file and an empty output
/// folder under `workFolder`.
public final class CommandLineRunner: @unchecked Sendable {
    public let executable: URL
    public let workFolder: URL
    private var counter = 0

    public init(executable: URL, workFolder: URL? = nil) throws {
        self.executable = executable
        let folder = workFolder ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-fuzz-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.workFolder = folder
    }

    /// The executable built next to a test bundle or another product (`.build/debug`), else nil.
    public static func findExecutable(near path: String = CommandLine.arguments[0], name: String = "layout-playground") -> URL? {
        var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// Runs `fuzzCase` and checks the contract.
    public func check(_ fuzzCase: FuzzCase) -> [Violation] {
        Contract.check(fuzzCase, run(fuzzCase))
    }

    /// Runs `fuzzCase` once, killed after `timeLimit` seconds (the case's bound by default).
    public func run(_ fuzzCase: FuzzCase, timeLimit: Double? = nil) -> RunOutcome {
        counter += 1
        let caseFolder = workFolder.appendingPathComponent("case-\(counter)")
        let outputFolder = caseFolder.appendingPathComponent("out")
        let sceneURL = caseFolder.appendingPathComponent("scene.swift")
        defer { try? FileManager.default.removeItem(at: caseFolder) }
        do {
            try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
            try Data(fuzzCase.scene).write(to: sceneURL)
        } catch {
            return RunOutcome(status: 0, standardError: Data("fuzzer: cannot write the case: \(error)".utf8))
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = fuzzCase.resolvedArguments(scenePath: sceneURL.path, outputFolder: outputFolder.path)
        process.currentDirectoryURL = caseFolder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        let readers = DispatchGroup()
        for (handle, isError) in [(output.fileHandleForReading, false), (errors.fileHandleForReading, true)] {
            readers.enter()
            Thread.detachNewThread {
                let data = handle.readDataToEndOfFile()
                collected.set(data, isError: isError)
                readers.leave()
            }
        }
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let start = Date()
        do {
            try process.run()
        } catch {
            try? output.fileHandleForWriting.close()
            try? errors.fileHandleForWriting.close()
            readers.wait()
            return RunOutcome(status: 127, standardError: Data("fuzzer: cannot run \(executable.path): \(error)".utf8))
        }
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        var timedOut = false
        if exited.wait(timeout: .now() + (timeLimit ?? fuzzCase.timeLimit)) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        // A child the command started could hold the pipes open after the kill: wait a little.
        _ = readers.wait(timeout: .now() + (timedOut ? 2 : 30))
        let seconds = Date().timeIntervalSince(start)
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: outputFolder.path)) ?? [] {
            files[name] = FileManager.default.contents(atPath: outputFolder.appendingPathComponent(name).path) ?? Data()
        }
        return RunOutcome(
            status: process.terminationStatus, signalled: !timedOut && process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            standardOutput: collected.output, standardError: collected.error, seconds: seconds, outputFiles: files)
    }

    /// Removes the work folder.
    public func removeWorkFolder() {
        try? FileManager.default.removeItem(at: workFolder)
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var _output = Data(), _error = Data()
        func set(_ data: Data, isError: Bool) {
            lock.lock()
            if isError { _error = data } else { _output = data }
            lock.unlock()
        }
        var output: Data { lock.lock(); defer { lock.unlock() }; return _output }
        var error: Data { lock.lock(); defer { lock.unlock() }; return _error }
    }
}
