import LayoutEngine
import SceneSource
import Testing

/// What the cheaper evaluation of a `ForEach` row (issue 43) must keep: each row's and each
/// tuple element's own `@State` (their paths), a flexible frame's six lengths in their places,
/// and an app's undeclared function recognised by its first letter, ASCII or not.
@Suite("A ForEach row's evaluation")
struct RowEvaluationTests {
    /// The strings of the texts `result` places, in order.
    private func texts(_ result: LayoutResult) -> [String] {
        result.views.compactMap { if case .text(let text) = $0.view.content { return text.string } else { return nil } }
    }

    @Test("Each ForEach row and each view of a builder's tuple keeps its own @State: their paths differ")
    func statePerRowAndTupleElement() throws {
        let (result, _) = try laidOut("""
            struct Counter: View {
                @State private var value: Int
                init(start: Int) { _value = State(initialValue: start) }
                var body: some View { Text("v\\(value)") }
            }
            struct Rows: View {
                var body: some View {
                    VStack {
                        ForEach(0..<3) { i in Counter(start: i) }
                        Counter(start: 7)
                        Counter(start: 8)
                    }
                }
            }
            #Preview { Rows() }
            """)
        #expect(texts(result) == ["v0", "v1", "v2", "v7", "v8"])
    }

    @Test("A flexible frame's minimum, ideal and maximum width and height each land in their place")
    func flexibleFrameLengths() throws {
        let frame = "frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 40, idealHeight: 50, maxHeight: 60)"
        func size(_ view: String) throws -> Size {
            let (result, _) = try laidOut("""
                struct Box: View { var body: some View { \(view) } }
                #Preview { Box() }
                """)
            let placed = try #require(result.views.first { $0.view.typeName == "frame" && $0.view.argumentSummary.hasPrefix("minWidth: 10") })
            return placed.frame.size
        }
        // The screen's proposal is clamped to the maximum, a zero one to the minimum, and a
        // fixed size takes the ideal.
        #expect(try size("Color.red.\(frame)") == Size(width: 30, height: 60))
        #expect(try size("Color.red.\(frame).frame(width: 0, height: 0)") == Size(width: 10, height: 40))
        #expect(try size("Color.red.\(frame).fixedSize()") == Size(width: 20, height: 50))
    }

    @Test("An undeclared function whose name starts with a lowercase letter outside ASCII stands in, as an ASCII one does")
    func unknownFunctionNonASCII() throws {
        let (result, diagnostics) = try laidOut("""
            struct Row: View {
                var body: some View {
                    VStack {
                        if ñandúVisible(data: 3) { Text("shown") }
                        Text("b")
                    }
                }
            }
            #Preview { Row() }
            """)
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("'ñandúVisible' is not declared in the scene") }, "\(diagnostics)")
        #expect(texts(result).contains("b"))
    }
}
