import SwiftEvaluator
import Testing

/// `private let variants = [...]` at the top level of several files of an app: each file reads
/// its own (backyard birds' artworks indexed another file's list).
@Suite("File-private globals")
struct FilePrivateGlobalTests {
    @Test("Each file reads its own private global of a name; other files read the shared one")
    func ownPrivateGlobal() throws {
        let program = Program()
        program.addFile(name: "a.swift", source: """
            private let variants = [1, 2, 3, 4]
            func first() -> Int { variants.count }
            """)
        program.addFile(name: "b.swift", source: """
            fileprivate let variants = Array(repeating: 0, count: 10)
            func second() -> Int { variants.count }
            """)
        program.addFile(name: "main.swift", source: """
            func main() -> String { "\\(first()) \\(second())" }
            """)
        let evaluator = Evaluator(program: program, host: PlainHost())
        let main = try #require(program.functions["main"])
        let result = try evaluator.call(.function(Function(.declared(main, evaluator.globalScope, receiver: nil), name: "main")), arguments: [], at: nil)
        #expect(evaluator.describe(result) == "4 10")
    }
}
