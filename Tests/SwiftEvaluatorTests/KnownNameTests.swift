import SwiftEvaluator
import Testing

/// Names kept as top-level types where they are written (`Evaluator+KnownNames`), the standard
/// library's static numbers kept, and positions found in apps of many files: faster, and the
/// same answers as looking everything up each time.
@Suite("Names kept where they are written")
struct KnownNameTests {
    @Test("A name in a protocol extension is the top-level type whichever conforming type runs it, one nesting that name too")
    func receiverOfAnotherType() throws {
        // As Swift resolves it: by where the name is written, not by `self`'s type.
        let result = try run("""
            struct Label { static let text = "global" }
            protocol Reading {}
            extension Reading { func read() -> String { Label.text } }
            struct A: Reading {}
            struct B: Reading { struct Label { static let text = "nested" } }
            func main() -> String {
                var seen: [String] = []
                for _ in 0..<3 { seen.append(A().read()) }
                seen.append(B().read())
                seen.append(A().read())
                return seen.joined(separator: " ")
            }
            """)
        #expect(result == "global global global global global")
    }

    @Test("A local of the type's name is found on the runs where it is declared")
    func localShadowsOnSomeRuns() throws {
        let result = try run("""
            struct Marker { static let text = "type" }
            func read(_ n: Int, shadow: Bool) -> String {
                var out = ""
                for i in 0..<n {
                    if shadow && i == 1 {
                        let Marker = (text: "local", other: 0)
                        out += Marker.text + " "
                    } else {
                        out += Marker.text + " "
                    }
                }
                return out
            }
            func each(_ shadow: Bool) -> [String] {
                (0..<2).map { _ in Marker.text + (shadow ? "!" : "") }
            }
            func main() -> String { read(3, shadow: false) + read(3, shadow: true) + each(false).joined() + each(true).joined() }
            """)
        #expect(result == "type type type type local type typetypetype!type!")
    }

    @Test("A local declared after a closure that reads the type's name is what the closure reads from then on")
    func localDeclaredLater() throws {
        // Not Swift (the compiler refuses the use before the declaration), but the same node
        // seeing no local on its first runs and a local on a later one.
        let result = try run("""
            struct Marker { static let text = "type" }
            func main() -> String {
                var out = ""
                let read: () -> String = { Marker.text }
                out += read() + " " + read() + " "
                let Marker = (text: "local", other: 0)
                out += read()
                return out
            }
            """)
        #expect(result == "type type local")
    }

    @Test("A type's static numbers read again give the same values")
    func staticNumbers() throws {
        let result = try run("""
            func main() -> String {
                var values: [Double] = []
                for _ in 0..<3 { values.append(CGFloat.infinity); values.append(Double.pi) }
                return "\\(values.count) \\(values[5] == Double.pi) \\(values[2] > 1e308) \\(Int.max == Int.max)"
            }
            """)
        #expect(result == "6 true true true")
    }

    @Test("An error in one file of many is placed in that file, after positions were found in others")
    func positionsAcrossFiles() throws {
        let program = Program()
        for index in 0..<12 {
            program.addFile(name: "f\(index).swift", source: "func f\(index)() -> Int { \(index) }\n")
        }
        program.addFile(name: "broken.swift", source: """
            func fails() -> Int {
                let values: [Int] = []
                return values[3]
            }
            """)
        program.addFile(name: "main.swift", source: """
            func main() -> Int {
                f1() + f7() + fails()
            }
            """)
        let evaluator = Evaluator(program: program, host: PlainHost())
        let main = try #require(program.functions["main"])
        do {
            _ = try evaluator.call(.function(Function(.declared(main, evaluator.globalScope, receiver: nil), name: "main")), arguments: [], at: nil)
            Issue.record("expected an error")
        } catch let error as RuntimeError {
            let position = try #require(error.position)
            let location = evaluator.lineColumn(position)
            #expect(location.file == "broken.swift")
            #expect(location.line == 3)
        }
    }
}
