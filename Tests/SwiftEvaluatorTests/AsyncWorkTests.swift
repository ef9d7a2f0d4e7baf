import Testing
import SwiftEvaluator

/// What view code does in `onAppear` and buttons that layout does not depend on: dispatch
/// queues, tasks, SwiftUI's debugging aids. None of them may stop a scene (issue 41, item 12).
@Suite("Dispatch queues, tasks and debugging calls")
struct AsyncWorkTests {
    @Test("async work runs at once, work after a deadline does not run in the picture")
    func dispatch() throws {
        let result = try run("""
        func main() -> Any {
            var log: [String] = []
            DispatchQueue.main.async { log.append("async") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 5) { log.append("later") }
            DispatchQueue.global(qos: .userInitiated).async { log.append("global") }
            Task { log.append("task") }
            Task.detached { log.append("detached") }
            return log
        }
        """)
        #expect(result == #"["async", "global", "task", "detached"]"#)
    }

    @Test("Self._printChanges() and negated implicit members")
    func debuggingAndNegation() throws {
        let result = try run("""
        struct Card {
            func body() -> Double {
                Self._printChanges()
                let low: Double = -.infinity
                let y: Double = -.pi
                return low < y ? y : 0
            }
        }
        func main() -> Any { Card().body() }
        """)
        #expect(result == "-3.141592653589793")
    }

    @Test("Work that fails inside a task leaves the state as it was, with a warning, instead of stopping")
    func failingTaskWork() throws {
        let result = try run("""
        struct LoadError: Error {}
        func load() throws -> String { throw LoadError() }
        func main() -> Any {
            var title = "Loading"
            Task { title = try load() }
            DispatchQueue.main.async { title = try load() }
            return title
        }
        """)
        #expect(result == "Loading")
    }
}
