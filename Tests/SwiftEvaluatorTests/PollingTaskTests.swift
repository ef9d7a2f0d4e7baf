import Testing

/// A task that polls (`while true { try await Task.sleep(...) }`, as apps watch a window's
/// size) never settles: the playground runs it one round and leaves it at its second sleep.
@Suite("Polling tasks")
struct PollingTaskTests {
    @Test("A task sleeping in an endless loop runs one round and stops there; a task sleeping once still runs to its end")
    func pollingTaskStopsAtItsSecondSleep() throws {
        let source = """
            func main() -> String {
                var ticks = 0
                _ = Task {
                    while true {
                        try? await Task.sleep(for: .seconds(0.1))
                        ticks += 1
                    }
                }
                Task {
                    do {
                        try await Task.sleep(nanoseconds: 1_000)
                        ticks += 10
                    } catch {
                        ticks += 100
                    }
                }
                return "\\(ticks)"
            }
            """
        #expect(try run(source) == "11")
    }
}
