import SwiftEvaluator
import Testing

/// The Swift whole apps use around their views: their models' subscripts, protocol
/// extensions, delegating initializers, callable values.
@Suite("Language of whole apps")
struct AppLanguageTests {
    @Test("A subscript's parameter has no label unless it declares one; its setter writes, also through +=")
    func subscripts() throws {
        let source = """
        enum Flavor { case sweet, salty }
        struct Profile {
            var sweet = 1
            var salty = 2
            subscript(flavor: Flavor) -> Int {
                get { flavor == .sweet ? sweet : salty }
                set(amount) { if flavor == .sweet { sweet = amount } else { salty = amount } }
            }
            subscript(scaled flavor: Flavor) -> Int { self[flavor] * 10 }
        }
        func main() -> Any {
            var profile = Profile()
            profile[.sweet] += 5
            profile[.salty] = 7
            return (profile[.sweet], profile[.salty], profile[scaled: .salty], profile.sweet)
        }
        """
        #expect(try run(source) == "(6, 7, 70, 6)")
    }

    @Test("A class's subscript setter changes the object in place")
    func classSubscript() throws {
        let source = """
        final class Store {
            var values: [String: Int] = [:]
            subscript(key: String) -> Int {
                get { values[key] ?? 0 }
                set { values[key] = newValue }
            }
        }
        func main() -> Any {
            let store = Store()
            store["a"] = 3
            store["a"] += 1
            return store["a"]
        }
        """
        #expect(try run(source) == "4")
    }

    @Test("In a protocol's extension, Self is the type of the value the member runs on")
    func selfInProtocolExtension() throws {
        let source = """
        protocol Ingredient {
            static var prefix: String { get }
            var name: String { get }
        }
        extension Ingredient {
            var id: String { "\\(Self.prefix)/\\(name)" }
        }
        struct Glaze: Ingredient { static let prefix = "glaze"; var name: String }
        struct Dough: Ingredient { static let prefix = "dough"; var name: String }
        func main() -> Any { (Glaze(name: "cocoa").id, Dough(name: "plain").id) }
        """
        #expect(try run(source) == "(\"glaze/cocoa\", \"dough/plain\")")
    }

    @Test("first and last with a trailing closure are first(where:) and last(where:)")
    func firstWithTrailingClosure() throws {
        #expect(try run("func main() -> Any { ([1, 5, 9].first { $0 > 3 }, [1, 5, 9].last { $0 < 9 }, [1].first { $0 > 3 } == nil) }")
            == "(5, 5, true)")
    }

    @Test("self.init(...) delegates to another initializer, declared or memberwise")
    func delegatingInitializers() throws {
        let source = """
        struct Lattice {
            var columns: Int
            var rows: Int
            init() { self.init(columns: 5, rows: 3) }
            init(columns: Int, rows: Int) { self.columns = columns; self.rows = rows * 2 }
        }
        struct Point { var x: Double; var y: Double }
        extension Point {
            init(both value: Double) { self.init(x: value, y: value + 1) }
        }
        func main() -> Any { (Lattice().columns, Lattice().rows, Point(both: 2).y) }
        """
        #expect(try run(source) == "(5, 6, 3.0)")
    }

    @Test("A value with callAsFunction is called, also written in parentheses")
    func callableValues() throws {
        let source = """
        struct Adder {
            var base: Int
            func callAsFunction(_ value: Int) -> Int { base + value }
        }
        func main() -> Any { let add = Adder(base: 2); return (add(3), (Adder(base: 10))(1)) }
        """
        #expect(try run(source) == "(5, 11)")
        #expect(runtimeError("struct Box { var v = 1 }\nfunc main() -> Any { Box()(2) }")?.hasSuffix("cannot be called") == true)
    }

    @Test("A type conforming through a top-level type alias conforms to the protocol it names, whichever is read first")
    func conformanceThroughAlias() throws {
        let program = Program()
        program.addFile(name: "a.swift", source: """
            struct Early: Representable {}
            typealias Representable = UIViewControllerRepresentable
            typealias Both = Hashable & Identifiable
            struct Late: Representable, Both {}
            """)
        #expect(program.types["Early"]?.conforms(to: "UIViewControllerRepresentable") == true)
        #expect(program.types["Late"]?.conforms(to: "UIViewControllerRepresentable") == true)
        #expect(program.types["Late"]?.conforms(to: "Identifiable") == true)
    }

    @Test("A name written in backticks is the name")
    func backtickNames() throws {
        #expect(try run("func pick(from `enum`: [Int]) -> Int { `enum`.count }\nfunc main() -> Any { let `default` = 2; return pick(from: [1, `default`]) }") == "2")
    }

    @Test("An initializer added in an extension keeps the memberwise and the default initializers")
    func extensionInitializerKeepsMemberwise() throws {
        let source = """
        struct Setting {
            var host = "a"
            var count = 1
        }
        extension Setting {
            init(from text: String) { host = text; count = 9 }
        }
        func main() -> Any { (Setting().host, Setting(host: "b", count: 2).count, Setting(from: "c").count) }
        """
        #expect(try run(source) == "(\"a\", 2, 9)")
    }

    @Test("Types of the same name in two files: each file's code reads its own")
    func fileTypes() throws {
        let program = Program()
        program.addFile(name: "About.swift", source: """
            private struct Info { let text: String }
            func about() -> String { Info(text: "about").text }
            """)
        program.addFile(name: "Help.swift", source: """
            private struct Info { let title: String; let page: Int }
            func help() -> String { Info(title: "help", page: 2).title }
            func main() -> Any { (about(), help()) }
            """)
        #expect(program.notes.isEmpty)
        let evaluator = Evaluator(program: program, host: PlainHost())
        let main = Value.function(Function(.declared(try #require(program.functions["main"]), evaluator.globalScope, receiver: nil), name: "main"))
        #expect(evaluator.describe(try evaluator.call(main, arguments: [], at: nil)) == "(\"about\", \"help\")")
    }
}
