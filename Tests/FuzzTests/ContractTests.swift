import Foundation
import SceneFuzzing
import Testing

/// The checker must be able to say no: each broken promise, shown to it, is reported.
@Suite("The contract checker")
struct ContractTests {
    let layoutCase = FuzzCase(scene: "#Preview { Text(\"a\") }", arguments: ["layout", "{scene}"])
    let renderCase = FuzzCase(scene: "#Preview { Text(\"a\") }", arguments: ["render", "{scene}", "-o", "{out}/out.png"])
    let json = Data("{\"size\": {\"width\": 1.5, \"height\": 2}, \"views\": []}".utf8)
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 40))

    func kinds(_ fuzzCase: FuzzCase, _ outcome: RunOutcome) -> Set<FindingKind> {
        Set(Contract.check(fuzzCase, outcome).map(\.kind))
    }

    @Test("A good layout, a located error, a usage error and a good picture pass")
    func goodOutcomes() {
        #expect(kinds(layoutCase, RunOutcome(status: 0, standardOutput: json)).isEmpty)
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("/tmp/s.swift:3:7: error: cannot find 'x' in scope\n".utf8))).isEmpty)
        #expect(kinds(layoutCase, RunOutcome(status: 2, standardError: Data("Error: bad\n".utf8))).isEmpty)
        #expect(kinds(renderCase, RunOutcome(status: 0, standardOutput: Data("wrote out.png\n".utf8), outputFiles: ["out.png": png])).isEmpty)
        let svg = FuzzCase(scene: [], arguments: ["render", "{scene}", "-o", "{out}/out.svg"])
        let svgData = Data("<?xml version=\"1.0\"?>\n<svg width=\"1\">\n</svg>\n".utf8)
        #expect(kinds(svg, RunOutcome(status: 0, standardOutput: Data("wrote out.svg\n".utf8), outputFiles: ["out.svg": svgData])).isEmpty)
        let pdf = FuzzCase(scene: [], arguments: ["render", "{scene}", "-o", "{out}/out.pdf"])
        #expect(kinds(pdf, RunOutcome(status: 0, standardOutput: Data("wrote out.pdf\n".utf8), outputFiles: ["out.pdf": Data("%PDF-1.7\n...\n%%EOF\n".utf8)])).isEmpty)
    }

    @Test("A signal is a crash, a kill past the bound a hang, another status a bad status")
    func statuses() {
        #expect(kinds(layoutCase, RunOutcome(status: 11, signalled: true)) == [.crash])
        #expect(kinds(layoutCase, RunOutcome(status: 9, signalled: true, timedOut: true)) == [.hang])
        #expect(kinds(layoutCase, RunOutcome(status: 3, standardError: Data("x".utf8))) == [.badStatus])
        #expect(kinds(layoutCase, RunOutcome(status: 64, standardError: Data("x".utf8))) == [.badStatus])
    }

    @Test("Exit 1 needs a file:line:column: error: line")
    func locations() {
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("scene.swift: error: the file is not UTF-8 text\n".utf8))) == [.missingLocation])
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("error: something\n".utf8))) == [.missingLocation])
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("s.swift:0:4: error: x\n".utf8))) == [.missingLocation])
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("s.swift:3:: error: x\n".utf8))) == [.missingLocation])
        #expect(kinds(layoutCase, RunOutcome(status: 1)) == [.silentFailure])
        #expect(kinds(layoutCase, RunOutcome(status: 2)) == [.silentFailure])
        // Warnings do not count; a located error among other lines does.
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("s.swift:1:1: warning: w\n".utf8))) == [.missingLocation])
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("note\n/a b/s.swift:12:1: error: x\n".utf8))).isEmpty)
        // A message that starts with a combining mark (it joins the space before it).
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("s.swift:11:25: error: \u{301}\u{301} and 3 cannot be compared\n".utf8))).isEmpty)
        // An unknown preview names the argument.
        let preview = FuzzCase(scene: [], arguments: ["layout", "{scene}", "--preview", "x"])
        #expect(kinds(preview, RunOutcome(status: 1, standardError: Data("error: no preview named 'x'; the scene has no previews\n".utf8))).isEmpty)
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: Data("error: no preview named 'x'; the scene has no previews\n".utf8))) == [.missingLocation])
    }

    @Test("layout's output is JSON with finite numbers")
    func jsonOutput() {
        #expect(kinds(layoutCase, RunOutcome(status: 0, standardOutput: Data("{\"width\": inf}".utf8))) == [.invalidJSON])
        #expect(kinds(layoutCase, RunOutcome(status: 0, standardOutput: Data("{\"width\": nan}".utf8))) == [.invalidJSON])
        #expect(kinds(layoutCase, RunOutcome(status: 0, standardOutput: Data("{\"views\": [".utf8))) == [.invalidJSON])
        #expect(kinds(layoutCase, RunOutcome(status: 0)) == [.invalidJSON])
        // Foundation refuses 1e400 as JSON; one that read it as infinity would see a non-finite number.
        #expect(!kinds(layoutCase, RunOutcome(status: 0, standardOutput: Data("{\"views\": [{\"x\": 1e400}]}".utf8))).isEmpty)
        #expect(Contract.nonFiniteNumber(in: ["views": [["x": 1.0], ["x": Double.infinity]]], path: "$") == "$.views[1].x")
        #expect(Contract.nonFiniteNumber(in: ["size": ["width": Double.nan]], path: "$") == "$.size.width")
        #expect(Contract.nonFiniteNumber(in: ["size": ["width": 1e308]], path: "$") == nil)
        // Exit 1 may print the layout (then it must be JSON) or nothing.
        let located = Data("s.swift:1:1: error: e\n".utf8)
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardError: located)).isEmpty)
        #expect(kinds(layoutCase, RunOutcome(status: 1, standardOutput: Data("{".utf8), standardError: located)) == [.invalidJSON])
        // A usage error prints nothing on stdout.
        #expect(kinds(layoutCase, RunOutcome(status: 2, standardOutput: json, standardError: Data("Error: x".utf8))) == [.outputOnFailure])
        // The text format is not JSON.
        let text = FuzzCase(scene: [], arguments: ["layout", "{scene}", "--format", "text"])
        #expect(kinds(text, RunOutcome(status: 0, standardOutput: Data("HStack 0,0 10x10\n".utf8))).isEmpty)
    }

    @Test("Pictures are valid, written only when drawn, and leave no temporary file")
    func pictures() {
        let wrote = Data("wrote out.png (1x1 points)\n".utf8)
        #expect(kinds(renderCase, RunOutcome(status: 0, standardOutput: wrote, outputFiles: ["out.png": Data("not a png".utf8)])) == [.badOutput])
        #expect(kinds(renderCase, RunOutcome(status: 0, standardOutput: wrote)) == [.badOutput])
        #expect(kinds(renderCase, RunOutcome(status: 2, standardError: Data("Error: x".utf8), outputFiles: ["out.png": png])) == [.outputOnFailure])
        let located = Data("s.swift:1:1: error: e\n".utf8)
        #expect(kinds(renderCase, RunOutcome(status: 1, standardError: located, outputFiles: ["out.png": png])) == [.outputOnFailure])
        #expect(kinds(renderCase, RunOutcome(status: 1, standardOutput: wrote, standardError: located, outputFiles: ["out.png": png])).isEmpty)
        #expect(kinds(renderCase, RunOutcome(status: 0, standardOutput: wrote, outputFiles: ["out.png": png, ".out.png.123.tmp": Data()])) == [.strayTemporary])
        #expect(kinds(renderCase, RunOutcome(status: 1, standardError: located, outputFiles: [".out.png.9.tmp": Data()])) == [.strayTemporary])
        let pdf = FuzzCase(scene: [], arguments: ["render", "{scene}", "-o", "{out}/out.pdf"])
        #expect(kinds(pdf, RunOutcome(status: 0, standardOutput: wrote, outputFiles: ["out.pdf": Data("%PDF-1.7 truncated".utf8)])) == [.badOutput])
        // A picture that cannot be drawn names the output file.
        #expect(kinds(renderCase, RunOutcome(status: 1, standardError: Data("/x/out.png: error: the picture would be infxinf points\n".utf8))).isEmpty)
    }

    @Test("The runner reports a process killed by a signal, and kills one that runs too long")
    func runner() throws {
        let shell = try CommandLineRunner(executable: URL(fileURLWithPath: "/bin/sh"))
        defer { shell.removeWorkFolder() }
        let crashing = FuzzCase(scene: [], arguments: ["-c", "kill -SEGV $$"])
        let crashed = shell.run(crashing)
        #expect(crashed.signalled)
        #expect(Contract.check(crashing, crashed).map(\.kind) == [.crash])
        let sleeping = FuzzCase(scene: [], arguments: ["-c", "exec sleep 30"])
        let slept = shell.run(sleeping, timeLimit: 0.5)
        #expect(slept.timedOut)
        #expect(Contract.check(sleeping, slept).map(\.kind) == [.hang])
        let temporary = FuzzCase(scene: [], arguments: ["-c", "touch \"$0/.out.png.1.tmp\"; echo 's.swift:1:1: error: e' >&2; exit 1", "{out}"])
        #expect(Contract.check(temporary, shell.run(temporary)).map(\.kind) == [.strayTemporary])
    }

    @Test("The bound grows with the scene")
    func bound() {
        #expect(FuzzCase(scene: [], arguments: []).timeLimit == 35)
        #expect(FuzzCase(scene: [UInt8](repeating: 32, count: 102_400), arguments: []).timeLimit == 45)
    }
}
