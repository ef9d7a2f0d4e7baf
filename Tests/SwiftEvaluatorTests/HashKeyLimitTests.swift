import SwiftEvaluator
import Testing

/// A value hashed as a dictionary key or set element is copied into a key (`HashKey`) node by
/// node; a value nested by sharing (`a = [b, b]`) has 2^depth nodes, so one key could take the
/// scene's whole gigabyte of bytes (hostile scene 98: 662 MB resident). A key is at most
/// `HashKey.maximumNodes` nodes: a larger one is an error at the statement that hashes it.
@Suite("Hash keys are bounded", .serialized)
struct HashKeyLimitTests {
    /// A budget of steps and bytes only: the tests run on a loaded machine, in the debug build.
    static func untimed() -> Budget {
        let budget = Budget()
        budget.sceneTimeLimit = nil
        budget.unitTimeLimit = nil
        budget.deadline = nil
        return budget
    }

    @Test("A key of more than a million values (two arrays of 600,000) is an error at the statement that hashes it")
    func largeKeyRefused() {
        let budget = Self.untimed()
        let message = budget.withScene {
            runtimeError("""
                func main() -> Int {
                    let half = Array(repeating: 7, count: 600_000)
                    var seen: [[[Int]]: Int] = [:]
                    seen[[half, half]] = 1
                    return seen.count
                }
                """, budget: budget)
        }
        #expect(message?.hasPrefix("4:") == true && message?.contains("more than 1 million values") == true, "\(message ?? "no error")")
    }

    @Test("A key of a shared tree of 2^60 values is refused at its statement, the same way")
    func sharedKeyRefused() {
        let budget = Self.untimed()
        let message = budget.withScene {
            runtimeError("""
                func main() -> Int {
                    var level: [Any] = [1]
                    for _ in 0..<60 { level = [level, level] }
                    var seen: [[Any]: Int] = [:]
                    seen[level] = 1
                    return seen.count
                }
                """, budget: budget)
        }
        #expect(message?.hasPrefix("5:") == true && message?.contains("more than 1 million values") == true, "\(message ?? "no error")")
    }

    @Test("A key of a hundred thousand values is made and found")
    func moderateKeyKept() throws {
        let budget = Self.untimed()
        let result = try budget.withScene {
            try run("""
                func main() -> Int {
                    let big = (0..<100_000).map { $0 }
                    var seen: [[Int]: Int] = [:]
                    seen[big] = 7
                    return seen[(0..<100_000).map { $0 }] ?? 0
                }
                """, budget: budget)
        }
        #expect(result == "7")
    }
}
