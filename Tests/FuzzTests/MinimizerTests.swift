import SceneFuzzing
import Testing

@Suite("The minimizer")
struct MinimizerTests {
    @Test("Keeps only what the failure needs: the line, then the characters, and the arguments")
    func minimizes() {
        let scene = (1...40).map { "let line\($0) = \($0)" }.joined(separator: "\n") + "\nText(\"BOOM\")\n" + (1...40).map { "// \($0)" }.joined(separator: "\n")
        let fuzzCase = FuzzCase(scene: scene, arguments: ["layout", "{scene}", "--proposal", "1x1", "--trace", "--dynamic-type", "all"])
        var minimizer = Minimizer(timeBudget: 60) { candidate in
            (candidate.sceneText ?? "").contains("BOOM") && candidate.arguments.contains("all")
        }
        let minimized = minimizer.minimize(fuzzCase)
        #expect(minimized.sceneText == "BOOM")
        #expect(minimized.arguments == ["layout", "{scene}", "--dynamic-type", "all"])
    }

    @Test("Stops at its time budget with a case that still fails")
    func budget() {
        let fuzzCase = FuzzCase(scene: String(repeating: "abc\n", count: 1_000) + "BOOM", arguments: ["layout", "{scene}"])
        var minimizer = Minimizer(timeBudget: 0) { ($0.sceneText ?? "").contains("BOOM") }
        let minimized = minimizer.minimize(fuzzCase)
        #expect((minimized.sceneText ?? "").contains("BOOM"))
    }
}
