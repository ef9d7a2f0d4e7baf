import LayoutEngine
import SceneSource
import Testing

/// A failure inside one view is that view's: it shows as an error placeholder, the error is
/// reported where it happened, and the rest of the screen lays out.
@Suite("One view's failure")
struct ViewFailureTests {
    private func layOut(_ source: String) throws -> (names: [String], errors: [Diagnostic]) {
        let loaded = load(source)
        let session = loaded.session
        let tree = try #require(try session.makeTree(preview: loaded.preview, environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()))
        let result = session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852))
        var names: [String] = []
        for view in result.views {
            if view.view.argumentSummary == "placeholder" {
                names.append(view.view.typeName + "(placeholder)")
            } else if let lines = view.textLines {
                names.append(lines.joined())
            }
        }
        return (names, session.diagnostics.filter { $0.severity == .error })
    }

    @Test("A body that fails shows its failing view as a placeholder; its siblings lay out")
    func failingBody() throws {
        let (names, errors) = try layOut("""
            struct Broken: View {
                let items: [Int] = []
                var body: some View { Text("\\(items[3])") }
            }
            #Preview { VStack { Text("before"); Broken(); Text("after") } }
            """)
        // The statement that failed, `Text(...)`, is the placeholder, inside `Broken`.
        #expect(names == ["before", "Text(placeholder)", "Text", "after"])
        #expect(errors.map(\.message) == ["index 3 is out of range for an array of 0 elements"])
        #expect(errors.first?.location.line == 3)
    }

    @Test("A view whose making fails in its parent's body is a placeholder named by what it makes; the parent's other views lay out")
    func failingStatement() throws {
        let (names, errors) = try layOut("""
            struct Card: View {
                let value: Int
                init(index: Int) { value = [Int]()[index] }
                var body: some View { Text("\\(value)") }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("top")
                        Card(index: 2).padding()
                        Text("bottom")
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(names == ["top", "Card(placeholder)", "Card", "bottom"])
        #expect(errors.count == 1 && errors.first?.location.line == 3, "\(errors)")
    }

    @Test("A budget that runs out still stops the whole body")
    func budgetStops() throws {
        let (names, errors) = try layOut("""
            struct Endless: View {
                var body: some View {
                    VStack {
                        Text("a")
                        Text("\\(loop())")
                    }
                }
                func loop() -> Int { var n = 0; while true { n += 1 }; return n }
            }
            #Preview { Endless() }
            """)
        #expect(names == ["Endless(placeholder)", "Endless"])
        #expect(errors.count == 1)
    }

    @Test("A preview whose view fails reports its error only when it is shown, not when another preview is")
    func otherPreviewFails() throws {
        let source = """
            struct Fine: View { var body: some View { Text("fine") } }
            struct Fine_Previews: PreviewProvider {
                static var previews: some View { Fine() }
            }
            struct Broken_Previews: PreviewProvider {
                static var previews: some View { Fine().padding([Double]()[1]) }
            }
            """
        let first = SceneLoader.load(files: [("scene.swift", source)], preview: 0)
        #expect(laidOut(first).filter { $0.severity == .error }.isEmpty, "\(laidOut(first))")
        let second = SceneLoader.load(files: [("scene.swift", source)], preview: 1)
        #expect(laidOut(second).contains { $0.severity == .error && $0.location.line == 6 }, "\(laidOut(second))")
    }
}
