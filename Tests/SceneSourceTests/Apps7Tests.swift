import LayoutEngine
import SceneSource
import Testing

/// Rules of Swift, SwiftUI and Foundation that the seventh development set of whole apps (issue
/// 39) relies on: a focus state's starting value, a top-level variable and function of one
/// name, an error's `localizedDescription`.
@Suite("Causes found in whole apps (7)")
struct Apps7Tests {
    /// The texts of a scene that must lay out without an error, in order.
    private func texts(_ source: String) throws -> [String] {
        try laidOut(source).result.views.compactMap { $0.textLines?.joined(separator: " ") }
    }

    @Test("@FocusState var focused: Bool, and @FocusState written without a type, start as false (a condition, a negation); an optional one starts as nil")
    func focusStateStartsUnfocused() throws {
        let source = """
            struct Screen: View {
                enum Field { case name }
                @FocusState private var focused: Bool
                @FocusState private var untyped
                @FocusState private var field: Field?
                var body: some View {
                    VStack {
                        Text(focused ? "focused" : "unfocused")
                        Text(!untyped ? "untyped unfocused" : "untyped focused")
                        Text(field == nil ? "no field" : "a field")
                    }
                }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == ["unfocused", "untyped unfocused", "no field"])
    }

    @Test("A top-level variable and function of one name: the name not called is the variable, a call is the function")
    func globalVariableBesideFunction() throws {
        let source = """
            func caption(for count: Int) -> String { "\\(count) items" }
            var caption: String { caption(for: 2) }
            let gap: CGFloat = 4
            func gap(times: Int) -> CGFloat { CGFloat(times) * 10 }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: gap) {
                        Text(caption)
                        Text(caption.uppercased())
                        Text(caption(for: 5))
                        Text("\\(Int(gap(times: 3)))")
                    }
                }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == ["2 items", "2 ITEMS", "5 items", "30"])
    }

    @Test("error.localizedDescription of a declared error: a LocalizedError's errorDescription, else Foundation's sentence with the case's number")
    func errorLocalizedDescription() throws {
        let source = """
            enum LoadError: Error, LocalizedError {
                case missing(String)
                var errorDescription: String? {
                    switch self {
                    case .missing(let name): "cannot load \\(name)"
                    }
                }
            }
            enum PlainError: Error { case first, second }
            protocol AppError: Error {}
            struct Failure: AppError {}
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text(LoadError.missing("data.json").localizedDescription)
                        Text(PlainError.second.localizedDescription)
                        Text(Failure().localizedDescription)
                    }
                }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == [
            "cannot load data.json",
            "The operation couldn’t be completed. (PlainError error 1.)",
            "The operation couldn’t be completed. (Failure error 1.)",
        ])
    }
}

extension Apps7Tests {
    @Test("text.components(separatedBy: .whitespacesAndNewlines) splits at every character of the set, keeping the empty pieces, as Foundation does")
    func componentsSeparatedByCharacterSet() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    let pieces = "a b\\nc,  d".components(separatedBy: .whitespacesAndNewlines)
                    let words = "one two".components(separatedBy: .whitespaces)
                    Text("\\(pieces.count) \\(pieces.filter { !$0.isEmpty }.joined(separator: "+")) \\(words.count)")
                }
            }
            #Preview { Screen() }
            """
        #expect(try laidOut(source).result.views.compactMap { $0.textLines?.joined(separator: " ") } == ["5 a+b+c,+d 2"])
    }
}
