import SwiftEvaluator
import Testing

/// Built-ins charge the budget in proportion to the work they do (issue 42, class 1; the calls
/// `layout-fuzz --cost-model` found off the model): a string hashed as a key by its bytes,
/// a dictionary or array changed through a copy by its elements, a string's `endIndex` by its
/// characters. Each test counts the scene's steps of the same program on a small and a large
/// value: the difference is the member's own charge, at the rates of `WorkMeter`.
@Suite("Built-ins charge what they touch")
struct BuiltInChargeTests {
    /// The scene steps `source` (declaring `main()`) took, on a budget of steps and bytes only.
    private func steps(_ source: String) throws -> Int {
        let budget = HashKeyLimitTests.untimed()
        _ = try budget.withScene { try run(source, budget: budget) }
        return budget.sceneSteps
    }

    /// The steps of `calls` repetitions of `statement` beyond the program's other work, with `r`
    /// made by `making`.
    private func own(_ making: String, _ statement: String, calls: Int) throws -> Int {
        let program = { (count: Int) in
            """
            func main() -> Int {
                \(making)
                var total = 0
                for _ in 0..<\(count) { \(statement) }
                return total
            }
            """
        }
        return try steps(program(calls)) - steps(program(0))
    }

    @Test("A string hashed as a key (a lookup, a set's element, inside an array key) costs a step for every 32 bytes")
    func hashedStringsCharged() throws {
        let long = #"let key = String(repeating: "ab", count: 200_000); var seen = [key: 1]; seen[[key, "x"].joined()] = 2; let r = Set([[key, "a"]])"#
        let short = #"let key = "ab"; var seen = [key: 1]; seen[[key, "x"].joined()] = 2; let r = Set([[key, "a"]])"#
        for statement in ["total += seen[key] ?? 0", #"total += Set([[key, "a"], [key, "b"]]).count"#] {
            let large = try own(long, statement, calls: 10)
            let small = try own(short, statement, calls: 10)
            // 400,000 bytes a key hashed, at least once a call.
            #expect(large - small >= 10 * 400_000 / 32, "\(statement): \(large) steps against \(small)")
        }
        // A set's `contains` compares (`==`, a step for every 128 bytes) rather than hashes.
        let large = try own(long, #"total += r.contains([key, "a"]) ? 1 : 0"#, calls: 10)
        let small = try own(short, #"total += r.contains([key, "a"]) ? 1 : 0"#, calls: 10)
        #expect(large - small >= 10 * 400_000 / 128, "contains: \(large) steps against \(small)")
    }

    @Test("A key of a few bytes costs what it did: nothing beyond the statement's steps")
    func shortKeysFree() throws {
        let a = try own(#"let key = "ab"; let seen = [key: 1]"#, "total += seen[key] ?? 0", calls: 100)
        let b = try own(#"let key = String(repeating: "ab", count: 500); let seen = [key: 1]"#, "total += seen[key] ?? 0", calls: 100)
        #expect(a == b, "\(a) against \(b)")
    }

    @Test("updateValue, removeValue and a non-local append change a copy: charged a step for every 64 elements (a dictionary's pairs three times)")
    func copyingMembersCharged() throws {
        let dictionary = "let keys = Array(0..<N); var d = Dictionary(uniqueKeysWithValues: zip(keys, keys))"
        for statement in ["total += d.updateValue(1, forKey: 1) ?? 0", "total += d.removeValue(forKey: -1) ?? 0"] {
            let large = try own(dictionary.replacingOccurrences(of: "N", with: "200_000"), statement, calls: 10)
            let small = try own(dictionary.replacingOccurrences(of: "N", with: "10"), statement, calls: 10)
            #expect(large - small >= 10 * 3 * 200_000 / 64 - 100, "\(statement): \(large) steps against \(small)")
        }
        let array = "var boxes = [Array(0..<N)]"
        let large = try own(array.replacingOccurrences(of: "N", with: "200_000"), "total += boxes[0].popLast() ?? 0", calls: 10)
        let small = try own(array.replacingOccurrences(of: "N", with: "10"), "total += boxes[0].popLast() ?? 0", calls: 10)
        #expect(large - small >= 10 * 200_000 / 64 - 100, "popLast: \(large) steps against \(small)")
    }

    @Test("A dictionary's ends are its first and last pairs, its indices offsets; reading them costs no more on a large dictionary")
    func dictionaryEnds() throws {
        let result = try run("""
            func main() -> String {
                var d: [String: Int] = [:]
                d["b"] = 2; d["a"] = 1; d["c"] = 3
                let e: [String: Int] = [:]
                return "\\(d.first!.key)\\(d.first!.value) \\(d.last!.key) \\(d.startIndex) \\(d.endIndex) \\(d.indices.count) \\(d[d.randomElement()!.key]! > 0) \\(e.first == nil) \\(e.randomElement() == nil)"
            }
            """)
        #expect(result == "b2 c 0 3 3 true true true")
        let making = "let keys = Array(0..<N); let d = Dictionary(uniqueKeysWithValues: zip(keys, keys))"
        let statement = "total += (d.first?.value ?? 0) + (d.last?.key ?? 0) + d.endIndex - d.startIndex + (d.randomElement()?.value ?? 0) + d.indices.count"
        let large = try own(making.replacingOccurrences(of: "N", with: "200_000"), statement, calls: 10)
        let small = try own(making.replacingOccurrences(of: "N", with: "10"), statement, calls: 10)
        #expect(large == small, "\(large) steps against \(small)")
    }

    @Test("A string's endIndex counts its characters: charged as a scan")
    func stringEndIndexCharged() throws {
        let large = try own(#"let s = String(repeating: "e\u{301}", count: 100_000)"#, "total += s.endIndex", calls: 10)
        let small = try own(#"let s = "e\u{301}""#, "total += s.endIndex", calls: 10)
        #expect(large - small >= 10 * 300_000 / 32 - 100, "\(large) steps against \(small)")
    }
}
