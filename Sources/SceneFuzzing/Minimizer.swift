import Foundation

/// Delta debugging (Zeller's ddmin, simplified): removes chunks of the scene's lines, then of
/// its tokens, then of its characters, and options from its arguments, while the case still
/// fails with the same kind, within a time budget. The result is what a finding keeps.
public struct Minimizer {
    /// True when a candidate still shows the failure.
    public var stillFails: (FuzzCase) -> Bool
    public var deadline: Date
    /// Candidates tried, for the summary.
    public private(set) var attempts = 0

    public init(timeBudget: Double, stillFails: @escaping (FuzzCase) -> Bool) {
        self.stillFails = stillFails
        deadline = Date().addingTimeInterval(timeBudget)
    }

    public mutating func minimize(_ fuzzCase: FuzzCase) -> FuzzCase {
        var best = fuzzCase
        best = minimizeArguments(best)
        if let text = best.sceneText {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
            if let last = lines.indices.last { lines[last].removeLast() }
            best = reduce(best, units: lines)
            best = reduce(best, units: Mutator.tokens(best.sceneText ?? ""))
            if best.scene.count <= 4_000 { best = reduce(best, units: (best.sceneText ?? "").map { String($0) }) }
        } else {
            // Not UTF-8: reduce lines of bytes.
            var lines: [[UInt8]] = [[]]
            for byte in best.scene {
                lines[lines.count - 1].append(byte)
                if byte == UInt8(ascii: "\n") { lines.append([]) }
            }
            best = reduceBytes(best, units: lines)
        }
        return best
    }

    private var timeLeft: Bool { Date() < deadline }

    private mutating func attempt(_ candidate: FuzzCase) -> Bool {
        attempts += 1
        return stillFails(candidate)
    }

    /// Drops options (with their values) that the failure does not need.
    mutating func minimizeArguments(_ fuzzCase: FuzzCase) -> FuzzCase {
        var best = fuzzCase
        var index = 2
        while index < best.arguments.count, timeLeft {
            let option = best.arguments[index]
            let takesValue = option.hasPrefix("-") && option != "--trace" && option != "--fixed-advance-text" && index + 1 < best.arguments.count
            if option == "-o" { index += 2; continue }
            var candidate = best
            candidate.arguments.removeSubrange(index..<(index + (takesValue ? 2 : 1)))
            if attempt(candidate) { best = candidate } else { index += takesValue ? 2 : 1 }
        }
        return best
    }

    /// ddmin over `units` (which join to the scene): removes ever smaller chunks.
    mutating func reduce(_ fuzzCase: FuzzCase, units start: [String]) -> FuzzCase {
        var units = start
        var best = fuzzCase
        var chunk = max(units.count / 2, 1)
        while chunk >= 1, timeLeft, !units.isEmpty {
            var removedAny = false
            var index = 0
            while index < units.count, timeLeft {
                var candidateUnits = units
                candidateUnits.removeSubrange(index..<min(index + chunk, units.count))
                var candidate = best
                candidate.scene = Array(candidateUnits.joined().utf8)
                if attempt(candidate) {
                    units = candidateUnits
                    best = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny || chunk > 1 { chunk /= 2 }
            if chunk == 0 { break }
        }
        return best
    }

    mutating func reduceBytes(_ fuzzCase: FuzzCase, units start: [[UInt8]]) -> FuzzCase {
        var units = start
        var best = fuzzCase
        var index = 0
        while index < units.count, timeLeft {
            var candidateUnits = units
            candidateUnits.remove(at: index)
            var candidate = best
            candidate.scene = candidateUnits.flatMap { $0 }
            if attempt(candidate) {
                units = candidateUnits
                best = candidate
            } else {
                index += 1
            }
        }
        return best
    }
}
