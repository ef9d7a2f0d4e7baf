import LayoutEngine
import SceneSource
import Testing

/// What whole apps call around their views that the playground does not ship or draws
/// differently: SDK methods it answers as values, a `Layout` of the app called in
/// parentheses, a platform view conforming through a type alias, a colour initializer of the
/// app's, a `TimelineView`'s context.
@Suite("An app's calls into SDKs")
struct AppSDKCallTests {
    private func laidOutTexts(_ source: String) throws -> (texts: [String], warnings: [String]) {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let texts = try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
        return (texts, messages(diagnostics, .warning))
    }

    @Test("An SDK's method the playground answers as a value is called: its value stands in, with a warning; under --strict an error")
    func sdkMethodCalled() throws {
        let source = """
            struct Week: View {
                let day: Date
                var body: some View {
                    Text(Calendar.current.isDateInWeekend(day) ? "weekend" : "weekday")
                }
            }
            #Preview { Week(day: .now) }
            """
        let (texts, warnings) = try laidOutTexts(source)
        #expect(texts == ["weekday"])
        #expect(warnings.contains { $0.contains("isDateInWeekend") }, "\(warnings)")
        let strict = SceneLoader.load(files: [("scene.swift", source)], strict: true)
        #expect(laidOut(strict).contains { $0.severity == .error })
        // A property of the scene's own type called as a function is still an error.
        let misuse = load("struct Item { var count = 2 }\n#Preview { Text(\"\\(Item().count(3))\") }")
        #expect(laidOut(misuse).contains { $0.severity == .error && $0.message.contains("cannot be called") }, "\(laidOut(misuse))")
    }

    @Test("A Layout of the app called with its content in parentheses lays its content out")
    func layoutInParentheses() throws {
        let source = """
            struct Pair: Layout {
                var gap: Double
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (index, subview) in subviews.enumerated() {
                        subview.place(at: CGPoint(x: bounds.minX + Double(index) * gap, y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            #Preview {
                (Pair(gap: 60)) { Text("a"); Text("b") }
            }
            """
        let loaded = load(source)
        let result = try layout(try #require(loaded.root, "\(loaded.diagnostics)"), ProposedViewSize(width: 393, height: 852))
        let texts = result.views.filter { $0.textLines != nil }
        #expect(texts.map { $0.textLines?.joined() } == ["a", "b"])
        #expect(texts.count == 2 && texts[1].frame.minX - texts[0].frame.minX == 60)
    }

    @Test("A platform view conforming through a type alias is a view: a labelled box where it goes")
    func representableThroughAlias() throws {
        let source = """
            #if os(iOS)
            private typealias Representable = UIViewControllerRepresentable
            #else
            private typealias Representable = NSViewControllerRepresentable
            #endif
            struct MapPanel: Representable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            #Preview { VStack { MapPanel().frame(height: 80); Text("below") } }
            """
        let (texts, warnings) = try laidOutTexts(source)
        #expect(texts == ["MapPanel", "below"])
        #expect(warnings.contains { $0.contains("'MapPanel' wraps a UIKit or AppKit view") }, "\(warnings)")
    }

    @Test("An initializer the app adds to Color is its own, not a stand-in; it delegates to SwiftUI's; Self(...) in the extension is Color")
    func colorExtensionInitializer() throws {
        let source = """
            extension Color {
                init(gray: Double) { self.init(red: gray, green: gray, blue: gray) }
                static func half() -> Self { Self(red: 0.5, green: 0.5, blue: 0.5) }
            }
            #Preview { VStack { Color(gray: 0.5).frame(width: 10, height: 10); Color.half().frame(width: 10, height: 10) } }
            """
        let loaded = load(source)
        let diagnostics = laidOut(loaded)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let result = try layout(try #require(loaded.root), ProposedViewSize(width: 393, height: 852))
        let greys = result.views.filter {
            if case .color(let colour) = $0.view.content { return colour == LayoutEngine.Color(.rgb(red: 0.5, green: 0.5, blue: 0.5)) }
            return false
        }
        #expect(greys.count == 2)
    }

    @Test("A TimelineView passes its content a context whose date is the scene's date")
    func timelineContext() throws {
        let source = """
            #Preview {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date == Date.now ? "now" : "other")
                }
            }
            """
        #expect(try laidOutTexts(source).texts == ["now"])
    }

    @Test("A macro of an SDK or a package (#Predicate, #selector) stands in with a warning at it; under --strict an error")
    func sdkMacros() throws {
        let source = """
            struct Item { var isDone: Bool }
            struct Tasks: View {
                let filter = #Predicate<Item> { $0.isDone }
                var body: some View {
                    VStack {
                        Text("tasks")
                        Button("Close") { _ = #selector(Tasks.close) }
                    }
                }
                func close() {}
            }
            #Preview { Tasks() }
            """
        let (texts, warnings) = try laidOutTexts(source)
        #expect(texts == ["tasks", "Close"])
        #expect(warnings.contains { $0 == "the macro '#Predicate' is not expanded in the playground; a stand-in is used" }, "\(warnings)")
        let strict = SceneLoader.load(files: [("scene.swift", source)], strict: true)
        #expect(laidOut(strict).contains { $0.severity == .error && $0.message.contains("#Predicate") }, "\(laidOut(strict))")
    }

    @Test("A ViewModifier of the app reads its @Environment as a view does (here a custom key's default, the only value custom keys have yet)")
    func modifierEnvironment() throws {
        let source = """
            struct Density { var isCompact: Bool }
            private struct DensityKey: EnvironmentKey {
                static var defaultValue: Density { Density(isCompact: false) }
            }
            extension EnvironmentValues {
                var density: Density {
                    get { self[DensityKey.self] }
                    set { self[DensityKey.self] = newValue }
                }
            }
            struct Dense: ViewModifier {
                @Environment(\\.density) var density
                func body(content: Content) -> some View {
                    content.overlay(Text(density.isCompact ? "compact" : "regular"))
                }
            }
            #Preview {
                VStack {
                    Color.red.frame(width: 100, height: 30).modifier(Dense())
                    Color.blue.frame(width: 100, height: 30).modifier(Dense())
                }
            }
            """
        let texts = try laidOutTexts(source).texts
        #expect(texts == ["regular", "regular"], "\(texts)")
    }

    @Test("A method of a package called through a binding to a stand-in ($store.route.sending(...)) stands in as a binding")
    func bindingMethodCalled() throws {
        let source = """
            struct Screen: View {
                @State private var store = AppStore()
                var body: some View {
                    Text("screen").sheet(item: $store.route.sending(\\.setRoute).edit) { value in Text("\\(value)") }
                }
            }
            #Preview { Screen() }
            """
        let (texts, warnings) = try laidOutTexts(source)
        #expect(texts == ["screen"])
        #expect(warnings.contains { $0.hasPrefix("'sending(...)' is not available in the playground") }, "\(warnings)")
    }
}
