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

    @Test("An overload is chosen by what its arguments can be: .bottom and [] are edge sets, not EdgeInsets")
    func overloadByImplicitMember() throws {
        let source = """
            extension View {
                func pad(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length ?? 10) }
                func pad(_ insets: EdgeInsets) -> some View { padding(insets) }
            }
            #Preview {
                VStack(spacing: 0) {
                    Text("a").pad(.bottom)
                    Text("b").pad([])
                    Text("c").pad(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                }
            }
            """
        let loaded = load(source)
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let result = try layout(try #require(loaded.root), ProposedViewSize(width: 393, height: 852))
        // The three padded rows (`0.0`...) and their texts (`0.0.0`...).
        let heights = result.views.filter { $0.path.count == 5 }.map { $0.frame.height }
        let padded = result.views.filter { $0.path.count == 3 }.map { $0.frame.height }
        #expect(padded.count == 3, "\(result.views.map { $0.view.typeName })")
        #expect(padded.count == 3 && heights.count == 3 && padded[0] == heights[0] + 10 && padded[1] == heights[1] && padded[2] == heights[2] + 4)
    }

    @Test("An app's static method on Font with another parameter type leaves Font.custom(String, size:) SwiftUI's")
    func hostStaticOverload() throws {
        let source = """
            struct Name { let raw: String }
            extension Font {
                static func custom(_ name: Name, size: CGFloat) -> Font { .custom(name.raw, size: size * 2) }
            }
            #Preview {
                VStack {
                    Text("a").font(.custom("Inter", size: 10))
                    Text("b").font(.custom(Name(raw: "Inter"), size: 10))
                }
            }
            """
        let loaded = load(source)
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let texts = try layout(try #require(loaded.root), ProposedViewSize(width: 393, height: 852)).views.filter { $0.view.typeName == "Text" }
        #expect(texts.count == 2 && texts[1].frame.height > texts[0].frame.height * 1.5, "\(texts.map { $0.frame })")
    }

    @Test("A view's argument of a protocol type is made as the simplest type conforming to it, else stands in")
    func protocolTypedArgument() throws {
        let source = """
            protocol Provider { var title: String { get } }
            struct Live: Provider { let title: String; let key: String; let secret: String }
            struct Mock: Provider { var title: String { "mock" } }
            struct Card: View {
                let provider: any Provider
                var body: some View { Text(provider.title) }
            }
            """
        #expect(try texts(source) == ["mock"])
        let alone = load("protocol Store { func load() }\nstruct Screen: View {\n    let store: Store\n    var body: some View { Text(\"screen\") }\n}")
        #expect(!laidOut(alone).contains { $0.severity == .error }, "\(laidOut(alone))")
        #expect(laidOut(alone).contains { $0.severity == .warning && $0.message.contains("sampleStore") }, "\(laidOut(alone))")
    }

    @Test("A nested SDK type the app extends is still made as the SDK's: Notification.Name(\"saved\")")
    func extendedNestedSDKType() throws {
        let source = """
            extension Notification.Name { static let saved = Notification.Name("saved") }
            #Preview { Text("a").onReceive(NotificationCenter.default.publisher(for: Notification.Name("other"))) { _ in } }
            """
        #expect(try texts(source) == ["a"])
    }

    @Test("A nil optional view takes SwiftUI's and the app's modifiers as an EmptyView; other members of nil stay errors")
    func optionalViewModifiers() throws {
        let source = """
            extension View { func card() -> some View { padding(4) } }
            struct Row: View {
                let subtitle: Text?
                var body: some View {
                    VStack { Text("row"); subtitle.font(.caption).card() }
                }
            }
            #Preview { Row(subtitle: nil) }
            """
        #expect(try texts(source) == ["row"])
        let misuse = load("#Preview { let name: String? = nil\n Text(name.uppercased()) }")
        #expect(laidOut(misuse).contains { $0.severity == .error && $0.message.contains("nil has no member") }, "\(laidOut(misuse))")
    }

    @Test("A local variable with a property wrapper and no value holds the wrapper's value")
    func localPropertyWrapper() throws {
        let source = """
            struct Settings {
                var name: String
                init() {
                    @Dependency(\\.userSettings) var userSettings
                    self.name = userSettings.displayName
                }
            }
            #Preview { Text(Settings().name) }
            """
        #expect(try texts(source) == ["Display Name"])
    }

    @Test("padding(.init(top:leading:bottom:trailing:)) is EdgeInsets, with an app's CGFloat members (.grid(4)) as its lengths")
    func paddingImplicitInsets() throws {
        let source = """
            extension CGFloat { static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 4 } }
            #Preview {
                VStack(spacing: 0) {
                    Text("a").padding(.init(top: .grid(1), leading: .grid(2), bottom: .grid(3), trailing: .grid(5)))
                    Text("b").padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))
                }
            }
            """
        let loaded = load(source)
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let result = try layout(try #require(loaded.root), ProposedViewSize(width: 393, height: 852))
        let rows = result.views.filter { $0.path.count == 3 }, texts = result.views.filter { $0.path.count == 5 }
        try #require(rows.count == 2 && texts.count == 2)
        #expect(rows[0].frame.width == texts[0].frame.width + 28 && rows[0].frame.height == texts[0].frame.height + 16)
        #expect(rows[1].frame.width == texts[1].frame.width + 6 && rows[1].frame.height == texts[1].frame.height + 4)
    }

    @Test("A dictionary literal's values take the declared value type: implicit enum cases a switch matches")
    func dictionaryOfEnumCases() throws {
        let source = """
            enum Kind { case text(optional: Bool); case number(optional: Bool, minValue: Double = 0) }
            struct Config { static let kinds: [String: Kind] = ["a": .text(optional: true), "b": .number(optional: false)] }
            func describe() -> String {
                var out = ""
                for (key, kind) in Config.kinds.sorted(by: { $0.key < $1.key }) {
                    switch kind {
                    case let .text(optional): out += "\\(key):\\(optional) "
                    case let .number(optional, minValue): out += "\\(key):\\(optional),\\(minValue) "
                    }
                }
                let local: Dictionary<String, Kind> = ["c": .number(optional: true)]
                if case .number = local["c"]! { out += "c" }
                return out
            }
            #Preview { Text(describe()) }
            """
        #expect(try texts(source) == ["a:true b:false,0.0 c"])
    }

    @Test("A static property with an app's property wrapper is the wrapper's value; a global declared without one takes the first assigned")
    func staticWrapperAndUnsetGlobal() throws {
        let source = """
            @propertyWrapper
            struct Stored<T> {
                let key: String
                let defaultValue: T
                init(_ key: String, defaultValue: T) { self.key = key; self.defaultValue = defaultValue }
                var wrappedValue: T { get { defaultValue } set { } }
            }
            enum Settings {
                @Stored("region", defaultValue: "US") static var region: String
                @Stored("count", defaultValue: 2) static var count: Int
            }
            var savePath: String
            func prepare() -> String { savePath = "saved"; Settings.count = 5; return savePath }
            #Preview { Text("\\(prepare()) \\(Settings.region) \\(Settings.count)") }
            """
        #expect(try texts(source) == ["saved US 5"])
    }

    @Test("_size = State(initialValue: .zero) in an init takes the property's type for the implicit member")
    func stateInitialValueImplicitMember() throws {
        let source = """
            struct Box: View {
                @State private var size: CGSize
                @State private var point: CGPoint
                init() { _size = State(initialValue: .zero); self._point = .init(initialValue: .zero) }
                var body: some View { Text("\\(size.height) \\(point.x)") }
            }
            #Preview { Box() }
            """
        #expect(try texts(source) == ["0.0 0.0"])
    }

    @Test("An extension of a nested type read before its outer type's file is applied to it (and named like SwiftUI's ColorScheme)")
    func nestedExtensionBeforeDeclaration() throws {
        let first = """
            extension Settings.ColorScheme {
                var title: String { rawValue.uppercased() }
            }
            #Preview { Text(Settings.ColorScheme.dark.title) }
            """
        let second = """
            struct Settings { var scheme: ColorScheme = .dark }
            extension Settings {
                enum ColorScheme: String, CaseIterable { case light, dark }
            }
            """
        let loaded = SceneLoader.load(files: [("A.swift", first), ("B.swift", second)])
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() } == ["DARK"])
    }

    @Test("A view alone whose @ViewBuilder property is a closure gets one closure as its sample, not a closure returning one")
    func builderClosureSample() throws {
        let source = """
            struct Row<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    HStack { content().font(.body); Spacer() }
                }
            }
            """
        let loaded = load(source)
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        #expect(loaded.root != nil)
    }
}
