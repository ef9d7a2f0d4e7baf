import LayoutEngine
import SceneSource
import Testing

/// Rules of Swift, SwiftUI and Foundation that whole apps rely on (issue 39): views whose
/// `View` conformance comes from a library the app does not ship, protocol-typed values,
/// optional views, Foundation's mutable value types.
@Suite("Causes found in whole apps")
struct AppCausesTests {
    private func texts(_ source: String) throws -> [String] {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        return try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
    }

    @Test("A type of a library's view protocol the app does not ship is a view; its body(props:) runs with stand-ins")
    func unshippedViewProtocol() throws {
        let source = """
            struct Row: ConnectedView {
                struct Props { let title: String }
                let id: Int
                func body(props: Props) -> some View {
                    Text("row \\(id)")
                }
            }
            struct Plain: LibraryView {
                var body: some View { Text("plain") }
            }
            #Preview {
                VStack { Row(id: 2).environmentObject(3); Plain().padding() }
            }
            """
        #expect(try texts(source) == ["row 2", "plain"])
        #expect(messages(laidOut(load(source)), .warning).contains { $0.hasPrefix("'Row' gets its body from 'ConnectedView'") })
        // A type of an unknown protocol without a body of a view is not taken for a view.
        let model = load("struct Model: Store { func body(x: Int) -> Int { x } }\n#Preview { Model().padding() }")
        #expect(laidOut(model).contains { $0.severity == .error }, "\(laidOut(model))")
    }

    @Test("A Calendar is a value whose time zone, locale and first weekday can be set and read back")
    func calendarSettings() throws {
        let source = """
            func weekStart() -> Calendar {
                var calendar = Calendar.current
                calendar.timeZone = TimeZone(secondsFromGMT: 0)!
                calendar.firstWeekday = 2
                return calendar
            }
            #Preview {
                Text("\\(weekStart().firstWeekday) \\(Calendar.current.firstWeekday)")
            }
            """
        #expect(try texts(source) == ["2 1"])
        // A property Calendar does not have is still an error.
        let wrong = load("#Preview { Text(\"\\({ var c = Calendar.current; c.weekStart = 2; return c.firstWeekday }())\") }")
        #expect(laidOut(wrong).contains { $0.severity == .error }, "\(laidOut(wrong))")
    }
}
