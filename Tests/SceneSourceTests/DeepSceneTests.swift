import LayoutEngine
import SceneSource
import Testing

/// Very deep and very wide scenes load without overflowing the stack or taking minutes.
/// Each runs on a 1 GiB stack, as the command line loads.
@Suite("Deep and wide scenes")
struct DeepSceneTests {
    @Test("2,000 nested VStacks load into a tree 2,001 levels deep")
    func deepStacks() {
        let depth = 2_000
        let source = String(repeating: "VStack {\n", count: depth) + "Color.red\n" + String(repeating: "}\n", count: depth)
        let measured: Int? = onLargeStack {
            let loaded = SceneLoader.load(source: source, fileName: "scene.swift", callDepth: SceneLoader.largeStackCallDepth)
            guard var current = loaded.root, !loaded.hasErrors else { return nil }
            var levels = 1
            while let child = current.children.first {
                current = child
                levels += 1
            }
            return levels
        }
        #expect(measured == depth + 1)
    }

    @Test("A chain of 5,000 paddings loads into 5,000 padding levels")
    func longModifierChain() {
        let count = 5_000
        let source = "Color.red" + String(repeating: ".padding()", count: count)
        let levels: Int? = onLargeStack {
            let loaded = load(source)
            guard var current = loaded.root, !loaded.hasErrors else { return nil }
            var paddings = 0
            while current.typeName == "padding", let child = current.children.first {
                paddings += 1
                current = child
            }
            return paddings
        }
        #expect(levels == count)
    }

    @Test("Brackets nested deeper than the parser's limit are a clear error")
    func tooDeep() {
        let depth = SceneLoader.maximumNestingLevel + 1_000
        let source = "Color.red\nlet x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let diagnostics = onLargeStack { load(source).diagnostics.map(\.message) }
        #expect(diagnostics.first == "the scene nests brackets more than \(SceneLoader.maximumNestingLevel) levels deep")
    }

    @Test("Calls nested past the limit, as views or as a modifier chain, are refused at the deepest call, not a crash")
    func tooManyNestedCalls() throws {
        let limit = SceneLoader.maximumCallNesting
        // 47,000 chained modifiers used to overflow the stack; the chain is refused after parsing.
        let chain = "Color.red" + String(repeating: ".padding(1)", count: limit + 1)
        let chained = onLargeStack { load(chain) }
        #expect(chained.root == nil)
        let error = try #require(chained.diagnostics.first)
        #expect(error.message.hasPrefix("calls nest \(limit + 1) levels deep here"))
        #expect(error.location.line == 1)
        let nested = String(repeating: "VStack {\n", count: limit) + "Text(\"deepest\")\n" + String(repeating: "}\n", count: limit)
        let deep = onLargeStack { load(nested) }
        let deepError = try #require(deep.diagnostics.first)
        #expect(deepError.message.hasPrefix("calls nest \(limit + 1) levels deep here"))
        // The deepest call is the Text, on the line after the last VStack.
        #expect(deepError.location.line == limit + 1)
        #expect(deepError.location.column == 1)
    }

    @Test("A run of '[' that would take the parser minutes is refused at once with its place; ordinary nesting is read")
    func bracketRuns() throws {
        for run in ["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "[([([([([([([([([([([(", "[@a [@a [@a [@a [@a [@a [@a [@a", "[[[[ // note\n [[[[["] {
            let result = load("Color.red\nlet grid = " + run)
            let error = try #require(result.diagnostics.first, "\(run)")
            #expect(error.message == "7 '[' in a row here (collections or array types nested inside each other); at most 6 are read")
            #expect(error.location.line == 2 || error.location.line == 3)
        }
        let closed = load("Color.red\nlet grid = [[1, 2], [3, 4]]\nlet typed: [[[Int]]] = [[[1]]]\nlet tuples: [(Int, [String])] = []")
        #expect(closed.diagnostics.filter { $0.severity == .error }.isEmpty)
        // Brackets far apart are not a run.
        let spread = load("Color.red\nlet x = [1, [2, [3, [4, [5, [6, [7, [8]]]]]]]]")
        #expect(spread.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test("Long code in a type's body outside any declaration is refused before the parser's quadratic recovery, with its place")
    func strayMemberCode() throws {
        let links = String(repeating: ".background(Color.red)", count: 200)
        let body = "    var body: some View {\n        Text(\"a\")\n    }"
        let cases: [(source: String, line: Int, column: Int)] = [
            // Modifiers after body's closing brace, on its line and on lines of their own.
            ("struct B: View {\n" + body + links + "\n}\n", 4, 6),
            ("struct B: View {\n" + body + "\n" + links.replacingOccurrences(of: ".b", with: "\n    .b") + "\n}\n", 6, 5),
            // A view expression pasted straight into the struct, and statements after a function.
            ("struct B: View {\n    Text(\"a\")" + links + "\n" + body + "\n}\n", 2, 5),
            ("struct B {\n    func f() {}\n    " + String(repeating: "x = 1 ", count: 200) + "\n}\n", 3, 5),
        ]
        for (source, line, column) in cases {
            let result = load(source)
            let error = try #require(result.diagnostics.first)
            #expect(error.message == "more than 400 tokens here are in a type's body but not in a declaration; such code is not read")
            #expect(error.location.line == line && error.location.column == column, "\(error.location)")
            #expect(result.root == nil)
        }
        // A short mistake gets the parser's own message.
        let short = load("struct B: View {\n" + body + ".padding().padding()\n}\n#Preview { B() }\n")
        #expect(short.diagnostics.contains { $0.severity == .error && !$0.message.contains("400 tokens") })
        // Long code that is a declaration's (a stored property's value continued on later lines,
        // strings and interpolations holding braces) is read.
        let declared = """
            struct B: View {
                let tint = Color.red\(String(repeating: "\n        .opacity(1)", count: 300))
                let text = #"} { \" "# + "\\("}")" + \"\"\"
                    } }
                    \"\"\"
                var body: some View {
                    Text(text).foregroundStyle(tint)
                }
            }
            #Preview { B() }
            """
        let read = onLargeStack { load(declared) }
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty, "\(read.diagnostics)")
        #expect(read.root != nil)
    }

    @Test("A VStack of 20,000 children loads them all")
    func wideStack() {
        let count = 20_000
        let source = "VStack {\n" + String(repeating: "Color.red.frame(width: 1, height: 1)\n", count: count) + "}\n"
        let children = onLargeStack { load(source).root?.children.count }
        #expect(children == count)
    }

    @Test("A file past the size limit is refused at once, before it is read")
    func tooLarge() throws {
        let line = "Color.red.frame(width: 1, height: 1)\n"
        let source = "VStack {\n" + String(repeating: line, count: SceneLoader.maximumSourceBytes / line.utf8.count + 1) + "}\n"
        let result = load(source)
        let error = try #require(result.diagnostics.first)
        #expect(error.message == "the file is 1.0 MB; at most 1 MB of source are read")
        #expect(error.location.line == 1 && error.location.column == 1)
        #expect(result.root == nil)
    }
}
