import LayoutEngine
import SceneSource
import Testing

/// What the loader reports, where, and what it does instead.
@Suite("Diagnostics")
struct DiagnosticTests {
    private func only(_ source: String, _ severity: Diagnostic.Severity = .error) throws -> Diagnostic {
        let loaded = load(source)
        let found = loaded.diagnostics.filter { $0.severity == severity }
        #expect(found.count == 1, "\(loaded.diagnostics)")
        return try #require(found.first)
    }

    private func at(_ diagnostic: Diagnostic, _ line: Int, _ column: Int) -> Bool {
        diagnostic.location == SourceLocation(file: "scene.swift", line: line, column: column)
    }

    @Test("A view the scene does not declare is a stand-in with its name, sized as a control, with a warning at its name; the rest lays out")
    func unknownView() throws {
        let loaded = load("VStack {\n    Color.red\n    Foo()\n}")
        #expect(!loaded.hasErrors)
        let root = try #require(loaded.root)
        #expect(root.children.map(\.typeName) == ["Color", "Foo"])
        #expect(root.children[1].argumentSummary == "stand-in")
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(diagnostic.description == "scene.swift:3:5: warning: 'Foo' is not declared in the scene; a stand-in shows its name\n    hint: " + standInHint)
        // Its name in a line of text, padded: not the whole width the stack offers.
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        let foo = try #require(result.views.first { $0.typeName == "Foo" })
        #expect(foo.frame.width < 100 && foo.frame.height < 60, "\(foo.frame)")
        // With a trailing closure, its content is laid out inside it, under the name.
        let card = try #require(load("Card {\n    Color.red.frame(width: 200, height: 40)\n}").root)
        let cardFrame = try #require(try layout(card, ProposedViewSize(width: 393, height: 852)).views.first { $0.typeName == "Card" }?.frame)
        #expect(cardFrame.width == 224 && cardFrame.height > 56, "\(cardFrame)")
        // --strict: the error it was before stand-ins.
        let strict = SceneLoader.load(files: [("scene.swift", "VStack {\n    Color.red\n    Foo()\n}")], strict: true)
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.message == "'Foo' is not declared in the scene" })
    }

    @Test("A name one slip from SwiftUI's is an error that says which it likely means, stand-ins or not")
    func misspelledNames() throws {
        let view = try only("VStack {\n    Vstack { Color.red }\n}")
        #expect(view.message == "'Vstack' is not declared in the scene; did you mean 'VStack'?" && at(view, 2, 5))
        let modifier = try only("Color.red\n    .frme(width: 3)")
        #expect(modifier.message == "'frme' is not a SwiftUI modifier; did you mean 'frame'?" && at(modifier, 2, 6))
        let color = try only("Color.red.foregroundStyle(Color.bleu)")
        #expect(color.message == "Color has no member 'bleu'; did you mean 'blue'?", "\(color)")
        // An app's own name one letter from SwiftUI's (Panel, Label) is its own view.
        #expect(!load("Panel()").hasErrors)
    }

    @Test("A modifier the scene does not declare has no effect on layout, with a warning at its name; --strict makes it an error")
    func unknownModifier() throws {
        let diagnostic = try only("Color.red\n    .foo(1)", .warning)
        #expect(diagnostic.message == "'foo' is not declared in the scene (a modifier of its app?); it has no effect on layout here" && at(diagnostic, 2, 6))
        let strict = SceneLoader.load(files: [("scene.swift", "Color.red\n    .foo(1)")], strict: true)
        #expect(strict.diagnostics.filter { $0.severity == .error }.map(\.message) == ["'Color' has no member 'foo'"])
    }

    @Test("A wrong argument type names the parameter")
    func wrongArgumentType() throws {
        let diagnostic = try only("Color.red.frame(width: \"wide\")")
        #expect(diagnostic.message == "frame(width:) expects a number, not wide" && at(diagnostic, 1, 11))
    }

    @Test("A name nothing declares stands in with a warning; one slip from a name in scope is an error that says which; --strict makes it an error")
    func undefinedName() throws {
        let standIn = try only("Color.red.frame(width: x)", .warning)
        #expect(standIn.message.hasPrefix("'x' is not declared in the scene") && at(standIn, 1, 24), "\(standIn)")
        // Bodies run when the tree is built: read after the layout.
        let misspelt = messages(laidOut(load("struct V: View {\n    let width = 3.0\n    var body: some View { Color.red.frame(width: widht) }\n}")))
        #expect(misspelt == ["cannot find 'widht' in scope; did you mean 'width'?"], "\(misspelt)")
        let strict = SceneLoader.load(files: [("scene.swift", "Color.red.frame(width: x)")], strict: true)
        #expect(messages(strict) == ["cannot find 'x' in scope"])
    }

    @Test("An unknown argument label is an error with the labels the call takes")
    func unknownLabel() throws {
        let diagnostic = try only("Color.red.offset(z: 3)")
        #expect(diagnostic.message == "offset has no argument 'z:'")
        #expect(diagnostic.hint == "offset takes an unlabelled value, x:, y:")
    }

    @Test("A behavioural modifier is accepted silently and keeps its level")
    func behaviouralModifier() throws {
        let loaded = load("Color.red.onTapGesture { }")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.root?.typeName == "onTapGesture" && loaded.root?.children.first?.typeName == "Color")
    }

    @Test("A negative frame dimension is a warning and becomes 0")
    func negativeFrame() throws {
        let loaded = load("Color.red.frame(width: -10)")
        #expect(messages(loaded, .warning) == ["frame(width:) must not be negative; using 0"])
        guard let layout = loaded.root?.content.layout else { return }
        #expect((layout as? FrameLayout)?.width == 0)
    }

    @Test("An infinite fixed frame dimension is a warning and is ignored")
    func infiniteFrame() throws {
        let loaded = load("Color.red.frame(width: .infinity, height: 5)")
        #expect(messages(loaded, .warning) == ["frame(width:) must be finite; ignoring it"])
        guard let layout = loaded.root?.content.layout, let frame = layout as? FrameLayout else { return }
        #expect(frame.width == nil && frame.height == 5)
    }

    @Test("Contradictory flexible frame constraints are SwiftUI's warning at the modifier")
    func contradictoryFrame() throws {
        let diagnostic = try only("Color.red\n    .frame(minWidth: 50, maxWidth: 10)", .warning)
        #expect(diagnostic.message == "Contradictory frame constraints specified." && at(diagnostic, 2, 6))
    }

    @Test("0 / 0 is a warning and 0, never NaN in the tree")
    func notANumber() throws {
        let loaded = load("Color.red.frame(width: 0 / 0)")
        // Passed as a CGFloat, the literals are floating point: 0.0 / 0.0 is NaN.
        #expect(messages(loaded, .warning) == ["frame(width:) is not a number; using 0"])
        #expect(!loaded.hasErrors)
        guard let layout = loaded.root?.content.layout else { return }
        #expect((layout as? FrameLayout)?.width == 0)
    }

    @Test("Division by zero gives infinity, which the frame then ignores with a warning")
    func divisionByZero() throws {
        let loaded = load("Color.red.frame(height: 1 / 0)")
        #expect(messages(loaded, .warning) == ["frame(height:) must be finite; ignoring it"])
    }

    @Test("A syntax error is reported at the place the parser stopped")
    func syntaxError() throws {
        let loaded = load("VStack {\n    Color.red.frame(width: 10\n")
        #expect(loaded.root == nil)
        #expect(messages(loaded) == ["expected ')' in expression list", "expected '}' at end of closure"])
        #expect(loaded.diagnostics.first?.location == SourceLocation(file: "scene.swift", line: 2, column: 30))
    }

    @Test("A missing closing bracket is reported where it was due, with a note at the opening bracket it failed to match")
    func unmatchedBracketNote() throws {
        let loaded = load("VStack {\n    Text(\"a\"\n    Color.red\n}\n")
        let found = loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue): \($0.message)" }
        // Swift: "2:13: error: expected ')' in expression list", "2:9: note: to match this opening '('".
        let error = try #require(found.firstIndex(of: "2:13 error: expected ')' in expression list"), "\(found)")
        #expect(found.dropFirst(error + 1).first == "2:9 note: to match this opening '('", "\(found)")
        // The closure's brace, on another line than the error, is named at its own line too.
        let closure = load("struct A: View {\n    var body: some View {\n        VStack {\n            Color.red\n    }\n}\n")
        let notes = closure.diagnostics.filter { $0.severity == .note }
        #expect(notes.contains { $0.message == "to match this opening '{'" && $0.location.line == 1 && $0.location.column == 16 }, "\(closure.diagnostics)")
    }

    @Test("A custom modifier from an extension of View applies its modifiers")
    func customModifier() throws {
        let loaded = load("Color.red.tinted()\nextension View {\n    func tinted() -> some View { padding(4) }\n}")
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        #expect(loaded.root?.typeName == "padding" && loaded.root?.children.first?.typeName == "Color")
    }

    @Test("Memberwise arguments are checked: unknown, missing and out of order")
    func memberwiseArguments() throws {
        let declaration = "\nstruct Row: View {\n    let name: String\n    let value: Int\n    var body: some View { Text(name) }\n}"
        #expect(messages(load("Row(name: \"a\", value: 1, other: 1)" + declaration)) == ["'Row' has no stored property 'other' to initialize"])
        #expect(messages(load("Row(name: \"a\")" + declaration)) == ["missing argument 'value:' in call to 'Row'"])
        // Swift takes memberwise arguments in declaration order only.
        #expect(messages(load("Row(value: 1, name: \"a\")" + declaration)) == ["missing argument 'name:' in call to 'Row'"])
    }

    @Test("A view that contains itself with the same values is an error at its first repeat, not a crash")
    func recursiveView() throws {
        let loaded = onLargeStack { load("Loop()\nstruct Loop: View {\n    var body: some View { Loop() }\n}") }
        #expect(messages(onLargeStack { laidOut(loaded) }).first == "'Loop' contains itself with the same values, so its body would never end")
        // Through a ForEach it doubles at every level: stopped at the first repeat too.
        let doubling = onLargeStack {
            load("struct B: View {\n    var body: some View { HStack { ForEach(0..<2, id: \\.self) { _ in B() } } }\n}\n#Preview { B() }")
        }
        let doublingReport = onLargeStack { laidOut(doubling) }
        #expect(messages(doublingReport).first == "'B' contains itself with the same values, so its body would never end")
        #expect(doublingReport.first?.location.line == 2)
        // `@State` starts each inner instance from the same value: tripling through a ForEach
        // with `self.frame(...)` written bare used to nest 3^200 bodies.
        let stateful = onLargeStack {
            load("""
                struct C: View {
                    @State private var count = 3
                    var body: some View {
                        HStack { ForEach(0..<count, id: \\.self) { _ in
                            Color.red
                            frame(width: 4)
                        } }
                    }
                }
                #Preview { C() }
                """)
        }
        #expect(messages(onLargeStack { laidOut(stateful) }).first == "'C' contains itself with the same values, so its body would never end")
    }

    @Test("Recursion that ends, and a container nested in itself with other content, are not mistaken for endless")
    func finiteRecursion() throws {
        let countdown = onLargeStack {
            load("""
                Countdown(n: 40)
                struct Countdown: View {
                    let n: Int
                    var body: some View {
                        if n > 0 { Countdown(n: n - 1).padding(1) } else { Color.red.frame(width: 1, height: 1) }
                    }
                }
                """)
        }
        #expect(messages(countdown).isEmpty)
        // With `@State` beside the value that changes, the recursion still ends.
        let stateful = onLargeStack {
            load("""
                Nest(n: 3)
                struct Nest: View {
                    let n: Int
                    @State private var isOn = false
                    var body: some View {
                        if n > 0 { Nest(n: n - 1).padding(1) } else { Color.red.frame(width: 1, height: 1) }
                    }
                }
                """)
        }
        #expect(messages(stateful).isEmpty)
        #expect(try layout(try #require(stateful.root), ProposedViewSize(width: nil, height: nil)).size == Size(width: 7, height: 7))
        let root = try #require(countdown.root)
        #expect(try layout(root, ProposedViewSize(width: nil, height: nil)).size == Size(width: 81, height: 81))
        let cards = load("""
            Card { Card { Text("inner") } }
            struct Card<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { content().padding(4) }
            }
            """)
        #expect(messages(cards).isEmpty)
    }

    @Test("Only the branch that is taken runs: a mistake in the other is not reached")
    func untakenBranch() throws {
        let loaded = load("VStack {\n    if true {\n        Color.red\n    } else {\n        Color.red.frame(width: missing)\n    }\n}")
        #expect(messages(loaded).isEmpty)
        // --strict, so that the name nothing declares is an error when it is reached.
        let failing = SceneLoader.load(files: [("scene.swift", "VStack {\n    if false {\n        Color.red\n    } else {\n        Color.red.frame(width: missing)\n    }\n}")], strict: true)
        #expect(messages(failing) == ["cannot find 'missing' in scope"])
    }

    @Test("A SwiftUI view the playground does not model yet is a placeholder with a warning")
    func unsupportedView() throws {
        let diagnostic = try only("Canvas { context, size in }", .warning)
        #expect(diagnostic.message == "Canvas is drawn as a placeholder (not modelled yet)")
    }
}

@Suite("Diagnostics are one line")
struct OneLineDiagnosticTests {
    @Test("A message quoting several lines of source is one line, in the window's list and on the command line")
    func quotedSourceIsOneLine() throws {
        let diagnostic = Diagnostic(.error, "'Button {\n        print(1)\n    }' takes no arguments", at: SourceLocation(file: "a.swift", line: 2, column: 5),
                                    hint: "write\n  Button(\"Go\")")
        #expect(diagnostic.message == "'Button { print(1) }' takes no arguments")
        #expect(diagnostic.hint == "write Button(\"Go\")")
        #expect(diagnostic.description == "a.swift:2:5: error: 'Button { print(1) }' takes no arguments\n    hint: write Button(\"Go\")")
        // A scene whose message quotes a multi-line closure.
        let result = SceneLoader.load(source: "VStack {\n    Text(\"A\").padding {\n        Text(\"B\")\n    }\n}\n", fileName: "b.swift")
        for reported in result.diagnostics { #expect(!reported.message.contains("\n"), "\(reported.message)") }
    }
}
