import LayoutEngine
import SceneSource
import Testing

/// SwiftUI and Swift APIs the development sets of real files stopped or warned at (issue 41,
/// Documentation/real-code.md): each a documented API, not a file's own code.
@Suite("Real files' SwiftUI APIs")
struct RealFileAPITests {

    @Test("dismiss.callAsFunction passed as a button's action is the dismiss action (backyard birds' BirdFoodPickerSheet)")
    func callAsFunctionOfAnAction() throws {
        let (result, diagnostics) = try laidOut("""
            struct Sheet: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done", action: dismiss.callAsFunction) }
            }
            #Preview { Sheet() }
            """)
        #expect(messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
        #expect(result.size == Size(width: 4 * 8.5, height: 20.4))
    }

    @Test("lineLimit(.none) is Optional's nil: no limit (Expenso's TextView)")
    func lineLimitNone() throws {
        let (result, _) = try laidOut("""
            struct Body: View {
                let limit = 0
                var body: some View {
                    Text("one two three four five six seven eight").lineLimit(limit == 0 ? .none : limit).frame(width: 100)
                }
            }
            #Preview { Body() }
            """)
        // Wrapped over several lines, not cut to one.
        #expect(result.size.height > 2 * 20.4)
    }

    @Test("task(id:) is SwiftUI's task: its work runs, no warning of an app's overload (SakuraRSS's ArticleDetailView)")
    func taskWithID() throws {
        let (result, diagnostics) = try laidOut("""
            struct Detail: View {
                let id = 3
                @State private var title = "Loading"
                var body: some View {
                    Text(title).task(id: id) { title = "Loaded!" }
                }
            }
            #Preview { Detail() }
            """)
        #expect(!messages(diagnostics, .warning).contains { $0.contains("task") }, "\(diagnostics)")
        let texts = result.views.compactMap { placed -> String? in if case .text(let text) = placed.view.content { return text.string } else { return nil } }
        #expect(texts == ["Loaded!"])
    }

    @Test("Color.gray6 is an app's numbered colour standing in with a warning, not a slip of 'gray' (bitkit); a real slip stays an error")
    func numberedVariantIsNotASlip() throws {
        let (_, diagnostics) = try laidOut("""
            struct Row: View {
                var body: some View { Text("a").foregroundColor(Color.gray6) }
            }
            #Preview { Row() }
            """)
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("'Color.gray6' is not declared in the scene") }, "\(diagnostics)")
        let slip = load("""
            struct Row: View {
                var body: some View { Text("a").foregroundColor(Color.grya) }
            }
            #Preview { Row() }
            """)
        let slipDiagnostics = SceneSourceTests.laidOut(slip)
        #expect(messages(slipDiagnostics).contains { $0.contains("did you mean 'gray'") }, "\(slipDiagnostics)")
    }

    @Test("An app's view called with an action closure (CustomButton { Task { ... } }) stands in without content, not an error (bitkit)")
    func standInWithActionClosure() throws {
        let (_, diagnostics) = try laidOut("""
            struct Screen: View {
                func send() async {}
                var body: some View {
                    VStack {
                        CustomButton(title: "Send") { Task { await send() } }
                        CustomCard(title: "Card") { Text("inside") }
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("the closure given to 'CustomButton' makes no view") }, "\(diagnostics)")
        #expect(!messages(diagnostics, .warning).contains { $0.hasPrefix("the closure given to 'CustomCard'") })
    }

    @Test("A capitalised global of its app used as a style (damus's PinkGradient, LINEAR_GRADIENT) stands in as a colour from its name")
    func capitalisedGlobalAsStyle() throws {
        let (result, diagnostics) = try laidOut("""
            struct Header: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundStyle(PinkGradient)
                        Text("b").padding(4).background(LINEAR_GRADIENT)
                    }
                }
            }
            #Preview { Header() }
            """)
        let warnings = messages(diagnostics, .warning)
        #expect(warnings.contains { $0.hasPrefix("'PinkGradient' is not declared in the scene (a style of its app?)") }, "\(diagnostics)")
        #expect(warnings.contains { $0.hasPrefix("'LINEAR_GRADIENT' is not declared in the scene (a style of its app?)") })
        // The background is a style: no view of its own beside the padded text.
        #expect(result.size == Size(width: 8.5 + 8, height: 20.4 * 2 + 8 + 8))
    }

    @Test("zip with a range without an end (zip(events, 0...)) numbers the other sequence's elements (damus's InnerTimelineView)")
    func zipWithOpenRange() throws {
        let (result, _) = try laidOut("""
            struct Timeline: View {
                let events = ["a", "b", "c"]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(Array(zip(events, 0...)), id: \\.1) { pair in Text("\\(pair.1)\\(pair.0)") }
                        ForEach(Array(zip(5..., events)), id: \\.0) { pair in Text("\\(pair.0)") }
                    }
                }
            }
            #Preview { Timeline() }
            """)
        let texts = result.views.compactMap { placed -> String? in if case .text(let text) = placed.view.content { return text.string } else { return nil } }
        #expect(texts == ["0a", "1b", "2c", "5", "6", "7"])
    }

    @Test("A view whose property is of its generic view type (let wrappedView: WrappedView) is made from samples with a view there, so its modifiers apply (SakuraRSS's ZoomTransitionModifier)")
    func genericViewPropertySample() throws {
        let loaded = load("""
            struct Zoom<WrappedView: View>: View {
                let sourceID: Int64
                let wrappedView: WrappedView
                var body: some View { wrappedView.padding(3) }
            }
            """)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let diagnostics = SceneSourceTests.laidOut(loaded)
        #expect(messages(diagnostics).isEmpty, "\(diagnostics)")
    }

    @Test("A global function of its app called by name (MoodSnap's hasData(data:), damus's should_blur_images(...)) stands in for its result, not 'false cannot be called'")
    func unknownGlobalFunctionCall() throws {
        let (result, diagnostics) = try laidOut("""
            struct Row: View {
                var body: some View {
                    VStack(spacing: 0) {
                        if hasData(data: 3) { Text("shown") }
                        Text("b").opacity(should_blur_images(settings: 1) ? 0.5 : 1)
                    }
                }
            }
            #Preview { Row() }
            """)
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("'hasData' is not declared in the scene") }, "\(diagnostics)")
        #expect(result.views.contains { if case .text(let text) = $0.view.content { return text.string == "b" } else { return false } })
    }

    @Test("An app enum's own .none, undeclared here (pompaddo's @State var dueDateType: DueDateType = .none), matches case .none in a switch")
    func standInEnumNoneCase() throws {
        let (result, _) = try laidOut("""
            struct Picker: View {
                @State private var due: DueDateType = .none
                var body: some View {
                    switch due {
                    case .none: Text("no date")
                    case .today: Text("today")
                    }
                }
            }
            #Preview { Picker() }
            """)
        #expect(result.views.contains { if case .text(let text) = $0.view.content { return text.string == "no date" } else { return false } })
    }

    @Test("A view alone whose @State property has no value (MoodSnap's EventView { @State var moodSnap: MoodSnapStruct }) is made with a sample there, as Swift's memberwise initializer needs, not left nil")
    func stateWithoutValueGetsASample() throws {
        let loaded = load("""
            struct EventView: View {
                @State var moodSnap: MoodSnapStruct
                var body: some View { Text(moodSnap.title) }
            }
            """)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let diagnostics = SceneSourceTests.laidOut(loaded)
        #expect(messages(diagnostics).isEmpty, "\(diagnostics)")
        #expect(messages(diagnostics, .note).contains { $0.contains("showing EventView(moodSnap:") }, "\(diagnostics)")
    }
}
