import Foundation

/// What a case can do wrong.
public enum FindingKind: String, CaseIterable, Sendable, Comparable {
    /// Killed by a signal (a crash, a stack overflow, an abort).
    case crash
    /// Still running past its time bound; killed.
    case hang
    /// An exit status other than 0, 1 and 2.
    case badStatus = "bad-status"
    /// A failure with nothing on stderr, or no root and no error.
    case silentFailure = "silent-failure"
    /// Exit 1 without a `file:line:column: error:` line.
    case missingLocation = "missing-location"
    /// `layout`'s output is not JSON.
    case invalidJSON = "invalid-json"
    /// A NaN or infinite number in the output, or in a frame.
    case nonFinite = "non-finite"
    /// A frame with a negative width or height.
    case negativeSize = "negative-size"
    /// A picture that is not PNG, SVG or PDF, or missing after a success.
    case badOutput = "bad-output"
    /// Something written although the command failed (exit 2, or exit 1 before drawing).
    case outputOnFailure = "output-on-failure"
    /// A `.<name>.<pid>.tmp` file (or any other file) left in the output folder.
    case strayTemporary = "stray-temporary"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A broken promise: its kind and what was seen.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    public var kind: FindingKind
    public var detail: String

    public init(_ kind: FindingKind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String { "\(kind.rawValue): \(detail)" }

    /// The detail without numbers and quoted text: findings with the same signature are one bug.
    public var signature: String {
        var result = kind.rawValue + ":"
        var inQuote = false
        for character in detail.prefix(100) {
            if character == "'" { inQuote.toggle(); continue }
            if inQuote || character.isNumber { continue }
            result.append(character)
        }
        return result
    }
}

/// What a run of the command line left: its status, its output and the output folder's files.
public struct RunOutcome: Sendable {
    public var status: Int32
    /// Killed by a signal (the status is then the signal's number).
    public var signalled: Bool
    /// Killed by the checker for running past the case's time bound.
    public var timedOut: Bool
    public var standardOutput: Data
    public var standardError: Data
    public var seconds: Double
    /// The files in the output folder after the run, by name.
    public var outputFiles: [String: Data]

    public init(
        status: Int32, signalled: Bool = false, timedOut: Bool = false, standardOutput: Data = Data(), standardError: Data = Data(),
        seconds: Double = 0, outputFiles: [String: Data] = [:]
    ) {
        self.status = status
        self.signalled = signalled
        self.timedOut = timedOut
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.seconds = seconds
        self.outputFiles = outputFiles
    }
}

/// The command line's contract under any input (issue 9): exit 0, 1 or 2 only, never a
/// signal; exit 1 with a `file:line:column: error:` line; `layout`'s JSON valid and without NaN
/// or infinities; a picture valid PNG, SVG or PDF, written only when drawn; no temporary file
/// left; each case within its time bound.
public enum Contract {
    /// The violations of `outcome` for `fuzzCase` (empty when the contract holds).
    public static func check(_ fuzzCase: FuzzCase, _ outcome: RunOutcome) -> [Violation] {
        if outcome.timedOut {
            return [Violation(.hang, "\(fuzzCase.command) still running after \(formatSeconds(fuzzCase.timeLimit)) (bound for \(fuzzCase.scene.count) bytes)")]
        }
        if outcome.signalled {
            return [Violation(.crash, "\(fuzzCase.command) killed by signal \(outcome.status)")]
        }
        var violations: [Violation] = []
        let status = outcome.status
        let stderr = String(decoding: outcome.standardError, as: UTF8.self)
        let stdout = String(decoding: outcome.standardOutput, as: UTF8.self)
        guard [0, 1, 2].contains(status) else {
            return [Violation(.badStatus, "\(fuzzCase.command) exited with status \(status): \(firstLine(stderr))")]
        }
        if status != 0, stderr.allSatisfy(\.isWhitespace) {
            violations.append(Violation(.silentFailure, "\(fuzzCase.command) exited \(status) with nothing on stderr"))
        }
        if status == 1, !stderr.allSatisfy(\.isWhitespace), !hasLocatedError(stderr, for: fuzzCase) {
            violations.append(Violation(.missingLocation, "exit 1 without a file:line:column: error: line: '\(firstLine(stderr))'"))
        }
        if status == 2, !stdout.isEmpty {
            violations.append(Violation(.outputOnFailure, "a usage error (exit 2) printed on stdout: '\(firstLine(stdout))'"))
        }
        switch fuzzCase.command {
        case "layout" where (fuzzCase.value(of: "--format") ?? "json") == "json" && status != 2:
            if status == 0 || !outcome.standardOutput.isEmpty {
                if let problem = jsonProblem(outcome.standardOutput) { violations.append(problem) }
            }
        case "render":
            violations += pictureViolations(fuzzCase, outcome, stdout: stdout)
        default:
            break
        }
        for name in outcome.outputFiles.keys.sorted() where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            violations.append(Violation(.strayTemporary, "'\(name)' left in the output folder"))
        }
        return violations
    }

    /// True when stderr has a `file:line:column: error:` line, or names what else went wrong
    /// with an argument that only the scene can judge (an unknown preview, a path with no
    /// view, a picture that cannot be drawn or written): those name the argument, not a place.
    static func hasLocatedError(_ stderr: String, for fuzzCase: FuzzCase) -> Bool {
        for line in stderr.split(separator: "\n") {
            if isLocatedError(line) { return true }
            if fuzzCase.value(of: "--preview") != nil, line.hasPrefix("error: no preview named ") { return true }
            if fuzzCase.value(of: "--path") != nil, line.hasPrefix("error: no view is placed at path ") { return true }
            if let output = fuzzCase.value(of: "-o"), let name = output.split(separator: "/").last, line.contains(name + ": error: ") {
                return true
            }
        }
        return false
    }

    /// `path:line:column: error: message`, with line and column numbers. Read in UTF-8 bytes,
    /// not characters: a message that starts with a combining mark joins the space before it
    /// into one character, which a search for ": error: " in characters would miss.
    public static func isLocatedError(_ line: Substring) -> Bool {
        let bytes = Array(line.utf8)
        let marker = Array(": error: ".utf8)
        guard bytes.count >= marker.count,
              let start = (0...(bytes.count - marker.count)).first(where: { bytes[$0..<($0 + marker.count)].elementsEqual(marker) })
        else { return false }
        let parts = bytes[..<start].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[parts.count - 3].isEmpty else { return false }
        return [parts[parts.count - 2], parts[parts.count - 1]].allSatisfy { part in
            !part.isEmpty && part.count < 10 && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                && Int(String(decoding: part, as: UTF8.self))! >= 1
        }
    }

    /// Why `data` is not `layout`'s JSON: not JSON, or a number that is not finite.
    public static func jsonProblem(_ data: Data) -> Violation? {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            return Violation(.invalidJSON, "stdout is not JSON (\(data.count) bytes): '\(String(decoding: data.prefix(120), as: UTF8.self))'")
        }
        if let path = nonFiniteNumber(in: object, path: "$") {
            return Violation(.nonFinite, "a number that is not finite at \(path)")
        }
        return nil
    }

    /// The path (`$.views[3].frame.x`) of the first NaN or infinite number in a parsed JSON
    /// object, if any.
    public static func nonFiniteNumber(in object: Any, path: String) -> String? {
        switch object {
        case let dictionary as [String: Any]:
            for key in dictionary.keys.sorted() {
                if let found = nonFiniteNumber(in: dictionary[key]!, path: path + "." + key) { return found }
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let found = nonFiniteNumber(in: element, path: path + "[\(index)]") { return found }
            }
        case let number as NSNumber:
            if !number.doubleValue.isFinite { return path }
        case let number as Double:
            if !number.isFinite { return path }
        default:
            break
        }
        return nil
    }

    /// The picture's promises: valid when written, written after "wrote", not written on a
    /// usage error.
    static func pictureViolations(_ fuzzCase: FuzzCase, _ outcome: RunOutcome, stdout: String) -> [Violation] {
        guard let output = fuzzCase.value(of: "-o"), let name = output.split(separator: "/").last.map(String.init) else { return [] }
        var violations: [Violation] = []
        let written = outcome.outputFiles[name]
        let reportedWriting = stdout.contains("wrote ")
        if let written {
            if outcome.status == 2 {
                violations.append(Violation(.outputOnFailure, "'\(name)' written although the arguments were refused (exit 2)"))
            } else if !reportedWriting {
                violations.append(Violation(.outputOnFailure, "'\(name)' written without 'wrote' (exit \(outcome.status))"))
            }
            if let problem = pictureProblem(written, name: name) { violations.append(problem) }
        } else if outcome.status == 0 || reportedWriting {
            violations.append(Violation(.badOutput, "'\(name)' missing after exit \(outcome.status)\(reportedWriting ? " and 'wrote'" : "")"))
        }
        for other in outcome.outputFiles.keys.sorted() where other != name && !(other.hasPrefix(".") && other.hasSuffix(".tmp")) {
            violations.append(Violation(.strayTemporary, "'\(other)' left in the output folder"))
        }
        return violations
    }

    /// Why `data` is not the picture its name promises.
    public static func pictureProblem(_ data: Data, name: String) -> Violation? {
        let bytes = [UInt8](data.prefix(1024))
        let ok: Bool
        if name.hasSuffix(".png") {
            ok = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && data.count > 8 + 25
        } else if name.hasSuffix(".svg") {
            ok = String(decoding: bytes, as: UTF8.self).contains("<svg") && String(decoding: data.suffix(64), as: UTF8.self).contains("</svg>")
        } else if name.hasSuffix(".pdf") {
            ok = bytes.starts(with: Array("%PDF".utf8)) && String(decoding: data.suffix(64), as: UTF8.self).contains("%%EOF")
        } else {
            ok = false
        }
        return ok ? nil : Violation(.badOutput, "'\(name)' (\(data.count) bytes) is not a valid picture")
    }

    static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first.map { $0.prefix(200) } ?? "")
    }
}

func formatSeconds(_ seconds: Double) -> String {
    String(format: "%.1f s", seconds)
}
