import Foundation
import Testing

/// `explain --steps`, `render --step N` and `render --steps DIR`: the layout process one
/// event at a time, for slides and posts (issue 32).
@Suite("The layout, step by step, on the command line")
struct StepCommandTests {
    static let countryRows = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data/country-rows.swift").standardizedFileURL.path
    /// The first row, `Row(name: "Capital", value: "Canberra")`.
    static let firstRow = "0.0.0.0.0.0"

    private func lines(_ arguments: [String]) throws -> [String] {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 0, "\(output.standardError)")
        return output.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test("explain --steps numbers every step in order; every placed view is proposed a size, answers and is placed once")
    func explainSteps() throws {
        let steps = try lines(["explain", Self.countryRows, "--steps"])
        for (index, line) in steps.enumerated() { #expect(line.hasPrefix("\(index + 1). "), "\(line)") }
        #expect(steps.first == "1. The screen proposes 393×852 to CountryView")
        // The row's stack splits 361 less 8 of spacing between two flexible frames: 176.5 each.
        #expect(steps.contains { $0.hasSuffix(". HStack(spacing: 8) proposes 176.5×nil to .frame(maxWidth: .infinity, alignment: .trailing)") })
        // Numbers as a person reads them: no step prints more than one decimal.
        #expect(!steps.contains { $0.range(of: #"\d\.\d\d"#, options: .regularExpression) != nil })
        // One placement per view `layout` lists, each after a proposal to and an answer by it.
        let json = try CommandRunner.run(["layout", Self.countryRows])
        let views = (try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])?["views"] as? [Any] ?? []
        let placements = steps.filter { $0.contains(" places ") }
        #expect(placements.count == views.count && views.count > 20)
        let first = try #require(steps.firstIndex { $0.hasSuffix("proposes 0×nil to Text(\"Capital\")") || $0.hasSuffix("to Text(\"Capital\")") })
        let answer = try #require(steps.firstIndex { $0.contains(". Text(\"Capital\") answers ") })
        let placed = try #require(steps.firstIndex { $0.contains(" places Text(\"Capital\") at ") })
        #expect(first < answer && answer < placed)
        #expect(steps.contains { $0.contains("HStack(spacing: 8) decides: ") })
    }

    @Test("render --steps writes one picture per step of the subtree, sorted by name; render --step N draws the Nth")
    func renderSteps() throws {
        let steps = try lines(["explain", Self.countryRows, "--steps", "--path", Self.firstRow])
        #expect(steps.count > 40 && steps.first?.hasSuffix("proposes 361×nil to Row(name: \"Capital\", value: \"Canberra\")") == true, "\(steps.prefix(2))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-steps-\(UUID().uuidString)").path
        let written = try CommandRunner.run(["render", Self.countryRows, "--steps", folder, "--path", Self.firstRow, "--scale", "1"], timeout: 300)
        #expect(written.status == 0, "\(written.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count == steps.count)
        #expect(files.first == "step-001.png" && files.last == "step-\(String(format: "%03d", steps.count)).png")
        let number = steps.firstIndex { $0.contains(" answers ") }! + 1
        let single = folder + "-one.png"
        let one = try CommandRunner.run(["render", Self.countryRows, "--step", "\(number)", "--path", Self.firstRow, "--scale", "1", "-o", single])
        #expect(one.status == 0, "\(one.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: single)) == Data(contentsOf: URL(fileURLWithPath: folder + "/" + files[number - 1])))
        // Each picture is the screen and a band of words under it: taller than the screen.
        let other = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + files[0]))
        #expect(other != (try Data(contentsOf: URL(fileURLWithPath: single))))
    }

    @Test("A step past the last, or before the first, is refused with the count")
    func badSteps() throws {
        let past = try CommandRunner.run(["render", Self.countryRows, "--step", "100000", "-o", "/tmp/lp-never.png"])
        #expect(past.status == 1)
        #expect(past.standardError.contains("past the last step; the layout has "))
        let zero = try CommandRunner.run(["render", Self.countryRows, "--step", "0", "-o", "/tmp/lp-never.png"])
        #expect(zero.status == 2)
    }

    @Test("A stack of one child says so: 'left for 1 child'")
    func oneChild() throws {
        let scene = FileManager.default.temporaryDirectory.appendingPathComponent("lp-one-\(UUID().uuidString).swift").path
        try "HStack { Text(\"Alone\") }\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let text = try CommandRunner.run(["explain", scene]).standardOutput
        #expect(text.contains("are left for 1 child.") && !text.contains("1 children"), "\(text)")
    }
}
