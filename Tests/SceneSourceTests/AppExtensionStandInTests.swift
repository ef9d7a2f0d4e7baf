import LayoutEngine
import SceneSource
import Testing

/// What an app adds to SwiftUI's and Foundation's types in extensions elsewhere
/// (`String.downloads`, `Color.Text.primary`, `"Save".localized`, `.font(17, .black, .medium)`),
/// and the arguments its views need, stand in; implicit members keep their meaning.
@Suite("Stand-ins for an app's extensions")
struct AppExtensionStandInTests {
    private func texts(_ source: String) throws -> [String] {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        return try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
    }

    @Test("Static members an app adds to String, numbers, Color and Font, nested namespaces, and a store read by a key")
    func staticMembers() throws {
        let source = """
            #Preview {
                VStack(spacing: CGFloat.spacing) {
                    Text(String.downloads)
                    Text("Save".localized)
                    Text("a").foregroundStyle(Color.Text.primary).font(Font.Brand.title)
                    Text(UIDevice.isTV ? "tv" : "phone")
                    Text("\\(Defaults[.launchCount])")
                    Color.red.frame(width: Spacing.medium, height: 1)
                }
                .padding(.horizontal, 8)
            }
            """
        #expect(try texts(source) == ["Downloads", "Save", "a", "phone", "3"])
        let warnings = messages(laidOut(load(source)), .warning)
        for name in ["String.downloads", "String.localized", "Color.Text.primary", "Font.Brand.title", "UIDevice.isTV", "Defaults.launchCount", "CGFloat.spacing"] {
            #expect(warnings.contains { $0.hasPrefix("'\(name)' is not declared in the scene") }, "\(name): \(warnings)")
        }
        // `.horizontal` stays the edge set: it is not read as an app's `CGFloat.horizontal`.
        #expect(!warnings.contains { $0.contains("horizontal") }, "\(warnings)")
        // Under --strict each is an error.
        let strict = SceneLoader.load(files: [("scene.swift", "#Preview { Text(String.downloads) }")], strict: true)
        #expect(laidOut(strict).contains { $0.severity == .error })
    }

    @Test("A member an app adds to a value of SwiftUI or Foundation stands in; a scene type's missing member is still an error")
    func instanceMembers() throws {
        #expect(try texts("#Preview { Text(Date.now.timeAgoText) }") == ["Time Ago Text"])
        let misuse = load("struct Item { let name: String }\n#Preview { Text(Item(name: \"a\").title) }")
        #expect(laidOut(misuse).contains { $0.severity == .error && $0.message.contains("has no member 'title'") }, "\(laidOut(misuse))")
    }

    @Test("A modifier called with more values than SwiftUI's takes is the app's overload: no effect, a warning")
    func overloadWithMoreValues() throws {
        let loaded = load("#Preview { Text(\"a\").font(17, .black, .medium).padding(.horizontal, 8) }")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        #expect(messages(laidOut(loaded), .warning).contains { $0.hasPrefix("'font' with 3 values is not SwiftUI's font") })
        let padded = try layout(try #require(loaded.root), ProposedViewSize(width: 393, height: 852))
        #expect(padded.views[0].frame.width == padded.views.last!.frame.width + 16)
        // One value of the wrong type is SwiftUI's font misused: an error.
        #expect(laidOut(load("#Preview { Text(\"a\").font(17) }")).contains { $0.severity == .error })
    }

    @Test("Sample arguments: an optional let is passed nil, a wrapper given its value in its attribute needs none, Binding<T> and Set<T> are made")
    func sampleArguments() throws {
        let loaded = load("""
            struct Row: View {
                let onAdd: (() -> Void)?
                @Default(.accentColor) private var accent
                let selection: Binding<Int>
                let tags: Set<String>
                var body: some View { Text("\\(selection.wrappedValue) \\(tags.count) \\(onAdd == nil)") }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let shown = try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
        #expect(shown == ["3 0 true"], "\(shown)")
        #expect(laidOut(loaded).contains { $0.message.contains("showing Row(onAdd: nil, selection: .constant(3), tags: [])") }, "\(laidOut(loaded))")
    }
}

/// More of what real files use: custom environment keys, styled texts joined with `+`,
/// `Alignment(horizontal:vertical:)` with `.center`, `background()`, an app's gradient, the
/// closure of a stand-in view, a stand-in object held in a `let`.
@Suite("Real files: environment keys, text, alignment")
struct RealFileFeatureTests {
    private func laidOutTexts(_ source: String) throws -> (texts: [String], result: LayoutResult) {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        return (result.views.compactMap { $0.textLines?.joined() }, result)
    }

    @Test("A key the scene declares reads its EnvironmentKey's defaultValue; one its app declares elsewhere stands in; presentationMode is not presented")
    func environmentKeys() throws {
        let (texts, _) = try laidOutTexts("""
            struct GapKey: EnvironmentKey { static let defaultValue = 12.0 }
            extension EnvironmentValues {
                var gap: Double {
                    get { self[GapKey.self] }
                    set { self[GapKey.self] = newValue }
                }
            }
            struct V: View {
                @Environment(\\.gap) private var gap
                @Environment(\\.chartConfig) private var config
                @Environment(\\.presentationMode) private var mode
                var body: some View {
                    VStack {
                        Text("\\(Int(gap))")
                        Text(config.title)
                        Text(mode.wrappedValue.isPresented ? "shown" : "not")
                    }
                }
            }
            """)
        #expect(texts == ["12", "Title", "not"], "\(texts)")
        let warnings = messages(laidOut(load("struct V: View {\n    @Environment(\\.chartConfig) var config\n    var body: some View { Text(config.title) }\n}")), .warning)
        #expect(warnings.contains { $0.hasPrefix("the environment key '\\.chartConfig' is not declared in the scene") }, "\(warnings)")
    }

    @Test("Styled texts join with +: the joined text is one text of both strings")
    func styledTextsJoin() throws {
        let (texts, _) = try laidOutTexts("#Preview { Text(\"Kavsoft \").fontWeight(.bold) + Text(\"is\").foregroundColor(.gray).italic() }")
        #expect(texts == ["Kavsoft is"])
    }

    @Test("Alignment(horizontal: .leading, vertical: .center) where an alignment goes; background() fills with the background style")
    func alignmentAndBackground() throws {
        let (_, result) = try laidOutTexts("""
            #Preview {
                ZStack(alignment: Alignment(horizontal: .trailing, vertical: .center)) {
                    Color.red.frame(width: 100, height: 100)
                    Text("a").frame(width: 10, height: 10).background()
                }
            }
            """)
        let small = try #require(result.views.first { $0.view.typeName == "background" })
        #expect(small.frame == Rect(x: 90, y: 45, width: 10, height: 10), "\(small.frame)")
    }

    @Test("A stand-in view's closure gets samples for its parameters; a stand-in object in a let can have its properties set; a called stand-in can be a view")
    func standInObjects() throws {
        let (texts, _) = try laidOutTexts("""
            struct V: View {
                let items: [Item]
                var body: some View {
                    let session = SessionMock()
                    session.isReady = true
                    return VStack {
                        BlockSequence(items) { index, item in Text("\\(index + 1)") }
                        session.style.makeBody(configuration: 1).padding()
                    }
                }
            }
            """)
        #expect(texts.contains("4"), "\(texts)")
    }
}

@Suite("Real files: an app's lengths, shapes, images and flags")
struct AppValueStandInTests {
    @Test("An app's length where a CGFloat goes stands in, its trailing number its value; SwiftUI's own names and slips from them do not")
    func implicitLengths() throws {
        let loaded = load("#Preview {\n    Color.red.frame(width: .buttonWidth, height: 10).padding(.themeSpacing16).cornerRadius(.themeRadius12)\n}")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        // 44 wide (a control's sample), padded by 16 on every side.
        #expect(result.size == Size(width: 44 + 32, height: 10 + 32), "\(result.size)")
        #expect(messages(laidOut(loaded), .warning).contains { $0.hasPrefix("'CGFloat.themeRadius12' is not declared in the scene") })
        #expect(laidOut(load("#Preview { Text(\"a\").padding(.horizonal, 8) }")).contains { $0.severity == .error })
        #expect(!laidOut(load("#Preview { Text(\"a\").padding(.horizontal, 8).frame(maxWidth: .infinity) }")).contains { $0.severity == .warning })
    }

    @Test("A stand-in view can be stroked as an app's shape; ! reads a stand-in's flag; an app's Image initializer and called colour stand in")
    func shapesFlagsImages() throws {
        let loaded = load("""
            struct V: View {
                let icon: Icon
                var body: some View {
                    VStack {
                        GridShape(lines: 3).stroke(Color.red, lineWidth: 1).frame(width: 10, height: 10)
                        if !icon.isLocked { Text("open") }
                        Image(brandSystemName: "folder")
                        Text("a").foregroundStyle(Color.brand(.primary))
                    }
                }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        #expect(result.views.contains { $0.textLines?.joined() == "open" })
        #expect(messages(laidOut(loaded), .warning).contains { $0.hasPrefix("Image(brandSystemName:) is not declared in the scene") })
    }
}

@Suite("Real files: wrappers, representables, nested extensions")
struct AppStructureStandInTests {
    @Test("A view nested in an extension of its app's nested type is the root; a package's wrapper stands in and binds; _x = .init(wrappedValue:) makes the declared wrapper")
    func structure() throws {
        let nested = load("extension Editor.AutoComplete {\n    struct Mentions: View {\n        var body: some View { Text(\"m\") }\n    }\n}")
        #expect(nested.root != nil, "\(nested.diagnostics)")
        let wrapped = load("""
            struct Sites: View {
                @Default(.websites) private var websites
                @State var selection: Int
                init(start: Int) { self._selection = .init(wrappedValue: start) }
                var body: some View {
                    VStack {
                        ForEach($websites) { $site in Text(site.title) }
                        Stepper("\\(selection)", value: $selection)
                    }
                }
            }
            """)
        let root = try #require(wrapped.root, "\(wrapped.diagnostics)")
        #expect(!laidOut(wrapped).contains { $0.severity == .error }, "\(laidOut(wrapped))")
        let texts = try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
        #expect(texts == ["Title", "Title", "Title", "3"], "\(texts)")
        #expect(messages(laidOut(wrapped), .warning).contains { $0.hasPrefix("'@Default' is not declared in the scene") })
    }

    @Test("A UIViewRepresentable is a labelled box that takes what it is offered; a stand-in list's map calls its closure on each element")
    func representablesAndMaps() throws {
        let loaded = load("""
            struct MapView: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) {}
            }
            struct V: View {
                let model: Model
                var body: some View {
                    VStack(spacing: 0) {
                        MapView().frame(height: 200)
                        ForEach(Array(Dictionary(uniqueKeysWithValues: model.users.map { ($0.id, $0) }).keys), id: \\.self) { Text($0) }
                    }
                }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        #expect(result.views.first { $0.view.typeName == "MapView" }?.frame.size == Size(width: 393, height: 200))
        #expect(result.views.filter { $0.view.typeName == "Text" && $0.textLines?.joined() != "MapView" }.count == 3)
        #expect(messages(laidOut(loaded), .warning).contains { $0.hasPrefix("'MapView' wraps a UIKit or AppKit view") })
    }
}

@Suite("Real files: overload counts and static state")
struct OverloadAndStaticStateTests {
    @Test("An app's font(_:_:) overload with two values is accepted; padding's two values stay SwiftUI's; $text of a preview provider's static @State binds")
    func overloadsAndStaticState() throws {
        let two = load("#Preview { Text(\"Back\").font(17, .black).padding(.horizontal, 4) }")
        #expect(!laidOut(two).contains { $0.severity == .error }, "\(laidOut(two))")
        #expect(laidOut(load("#Preview { Text(\"a\").padding(.horizonal, 8) }")).contains { $0.severity == .error })
        let provider = load("""
            struct Field: View {
                @Binding var text: String
                var body: some View { TextField("Name", text: $text) }
            }
            struct Field_Previews: PreviewProvider {
                @State private static var text: String = "abc"
                static var previews: some View { Field(text: $text) }
            }
            """)
        #expect(provider.root != nil && !laidOut(provider).contains { $0.severity == .error }, "\(laidOut(provider))")
    }
}
