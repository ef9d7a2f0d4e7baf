import Testing

/// How a call finds its callee's parameters: a declared function passed as a value takes its
/// arguments in order, a trailing closure goes where Swift's forward scan sends it, an
/// initializer no parameter of which takes the trailing closure does not fit, an extension of
/// a type alias extends the type it names.
@Suite("Calls: function references, trailing closures, aliases")
struct CallMatchingTests {
    @Test("A method or static method passed as a value is called without its labels (map(Self.label), map(row))")
    func functionReference() throws {
        let source = """
            struct Item { let id: Int }
            struct Lister {
                let items = [Item(id: 1), Item(id: 2)]
                static func label(from item: Item) -> String { "L\\(item.id)" }
                func row(item: Item) -> String { "R\\(item.id)" }
                func all() -> String { (items.map(Self.label) + items.map(row)).joined(separator: ",") }
            }
            func main() -> String { Lister().all() }
            """
        #expect(try run(source) == "L1,L2,R1,R2")
    }

    @Test("A direct call still needs the labels its declaration gives")
    func directCallNeedsLabels() {
        let error = runtimeError("""
            func row(item: Int) -> Int { item }
            func main() -> Int { row(3) }
            """)
        #expect(error?.contains("row") == true, "\(error ?? "no error")")
    }

    @Test("A trailing closure skips a defaulted closure parameter when a later parameter needs it (forward scan)")
    func forwardScan() throws {
        let source = """
            struct Section {
                let text: String
                init(title: String, showAll: Bool = true, reload: (() -> Void)? = nil, action: @escaping () -> Void = {}, content: () -> String) {
                    text = title + ":" + content() + (reload == nil ? "" : "+reload")
                }
            }
            func main() -> String { Section(title: "A", showAll: false) { "body" }.text }
            """
        #expect(try run(source) == "A:body")
    }

    @Test("An initializer that no trailing closure fits is passed over for the one whose action takes it")
    func trailingClosureChoosesInitializer() throws {
        let source = """
            struct Button {
                let text: String
                init(title: String, size: Int = 1) { text = "plain " + title }
                init(title: String, size: Int = 1, action: @escaping () -> String) { text = "action " + title + " " + action() }
            }
            struct Carousel {
                let title: String
                let card: (Int) -> String
            }
            extension Carousel {
                init(title: String) {
                    self.init(title: title) { "card \\($0)" }
                }
            }
            func main() -> String { Button(title: "Go") { "tapped" }.text + "; " + Carousel(title: "T").card(2) }
            """
        #expect(try run(source) == "action Go tapped; card 2")
    }

    @Test("An extension of a type alias read before the alias and the type adds to the type it names")
    func aliasExtension() throws {
        let source = """
            extension Grid {
                init(rows: Int) { self.init(cells: Array(repeating: 0, count: rows * 3)) }
            }
            typealias Grid = Box<Int>
            struct Box<Element> { let cells: [Element] }
            func main() -> Int { Grid(rows: 2).cells.count }
            """
        #expect(try run(source) == "6")
    }
}
