import SwiftEvaluator
import Testing

/// An app folder with several targets (macOS, iOS, watch), each declaring its own views under
/// the same names: code reads its own target's.
@Suite("Targets of one app folder")
struct AppTargetTests {
    @Test("A name two targets declare: code reads the declaration of the nearest folder, the first on a tie")
    func nearestFolder() throws {
        let program = Program()
        program.addFile(name: "App/Mac/Row.swift", source: "struct Row { let mac: Int }")
        program.addFile(name: "App/Phone/Row.swift", source: "struct Row { let phone: String }")
        program.addFile(name: "App/Phone/Screens/List.swift", source: "func phone() -> String { Row(phone: \"phone\").phone }")
        program.addFile(name: "App/Mac/List.swift", source: "func mac() -> Int { Row(mac: 2).mac }")
        program.addFile(name: "App/Shared/Main.swift", source: "func shared() -> Int { Row(mac: 3).mac }\nfunc main() -> Any { (phone(), mac(), shared()) }")
        let evaluator = Evaluator(program: program, host: PlainHost())
        let main = Value.function(Function(.declared(try #require(program.functions["main"]), evaluator.globalScope, receiver: nil), name: "main"))
        #expect(evaluator.describe(try evaluator.call(main, arguments: [], at: nil)) == "(\"phone\", 2, 3)")
    }

    @Test("Code written for a file reads names as that file does")
    func writtenCodeReadsAsItsFile() throws {
        let program = Program()
        program.addFile(name: "Mac/Row.swift", source: "struct Row { let mac: Int }")
        program.addFile(name: "Watch/Row.swift", source: "struct Row { let watch: String }")
        let written = program.addFile(name: "sample arguments", source: "func main() -> Any { Row(watch: \"watch\").watch }")
        program.readNames(of: written, asIn: 1)
        let evaluator = Evaluator(program: program, host: PlainHost())
        let main = Value.function(Function(.declared(try #require(program.functions["main"]), evaluator.globalScope, receiver: nil), name: "main"))
        let result = evaluator.describe(try evaluator.call(main, arguments: [], at: nil))
        #expect(result == "watch", "\(result)")
    }

    @Test("On a tie, the declaration outside another platform's target folder is read (the playground evaluates iOS)")
    func tieOutsideOtherPlatforms() throws {
        let program = Program()
        program.addFile(name: "Tasks Watch App/Sections.swift", source: "struct Sections { let watch: Int }")
        program.addFile(name: "Shared/Sections.swift", source: "struct Sections { let count: Int }")
        program.addFile(name: "Tasks.mobile/Main.swift", source: "func main() -> Any { Sections(count: 4).count }")
        let evaluator = Evaluator(program: program, host: PlainHost())
        let main = Value.function(Function(.declared(try #require(program.functions["main"]), evaluator.globalScope, receiver: nil), name: "main"))
        #expect(evaluator.describe(try evaluator.call(main, arguments: [], at: nil)) == "4")
    }
}
