import LayoutEngine
import SceneSource
import Testing

/// What whole apps write around their views that generated code, shape styles, environment
/// keys and widgets need: SwiftGen's tables and module-qualified names, a style with a
/// shadow or a gradient, the app's own environment keys set by an ancestor, a widget's
/// preview, a package's overload of a SwiftUI modifier.
@Suite("Apps' styles, keys, generated code and widgets")
struct AppStyleTests {
    /// The texts of `source`'s preview `preview`, laid out, and its diagnostics.
    private func texts(_ source: String, preview: Int = 0) throws -> (texts: [String], diagnostics: [Diagnostic], result: LayoutResult) {
        let loaded = SceneLoader.load(source: source, fileName: "scene.swift", preview: preview)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        let proposal = loaded.previews.indices.contains(preview)
            ? loaded.previews[preview].proposal ?? ProposedViewSize(width: 393, height: 852) : ProposedViewSize(width: 393, height: 852)
        let result = try layout(root, proposal)
        return (result.views.compactMap { $0.textLines?.joined() }, diagnostics, result)
    }

    @Test("SwiftGen's strings: a lazy static table read through Bundle(for:).localizedString and String(format:locale:arguments:)")
    func swiftGenStrings() throws {
        let source = """
            enum L10n {
                static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
                static func greeting(_ p1: Any) -> String { L10n.tr("Localizable", "greeting", String(describing: p1), fallback: "Hello %@") }
            }
            extension L10n {
                private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                }
            }
            private final class BundleToken {
                static let bundle: Bundle = {
                    #if SWIFT_PACKAGE
                    return Bundle.module
                    #else
                    return Bundle(for: BundleToken.self)
                    #endif
                }()
            }
            #Preview { VStack { Text(L10n.title); Text(L10n.greeting("Ana")) } }
            """
        let (texts, diagnostics, _) = try texts(source)
        #expect(texts == ["Settings", "Hello Ana"])
        #expect(messages(diagnostics, .error).isEmpty && messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
    }

    @Test("An app's Text initializer that takes no String is not what Text(\"...\") calls, nor its own self.init(\"\")")
    func textInitializerOfTheApp() throws {
        let source = """
            extension Text {
                init(_ attributed: NSAttributedString) {
                    self.init("")
                }
            }
            #Preview { Text("Hello") }
            """
        let (texts, diagnostics, _) = try texts(source)
        #expect(texts == ["Hello"])
        #expect(messages(diagnostics).isEmpty, "\(diagnostics)")
    }

    @Test("SwiftUI.Image and SwiftUI.Text name SwiftUI's types, also in an extension of SwiftUI.Image")
    func moduleQualifiedTypes() throws {
        let source = """
            extension SwiftUI.Image {
                init(asset: String) { self.init(systemName: asset) }
            }
            #Preview {
                VStack {
                    SwiftUI.Image(asset: "star")
                    SwiftUI.Text("Hi").foregroundStyle(SwiftUI.Color.red)
                }
            }
            """
        let (texts, diagnostics, result) = try texts(source)
        #expect(texts == ["Hi"])
        #expect(result.views.count == 3, "\(result.views.map(\.path))")
        #expect(messages(diagnostics).isEmpty && messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
    }

    @Test("Shape styles apps write: a style with a shadow, the app's static styles with opacity, a Gradient, .fill.tertiary, .containerRelative")
    func appShapeStyles() throws {
        let source = """
            extension ShapeStyle where Self == Color {
                static var brandShadow: Color { Color(red: 0.2, green: 0.3, blue: 0.4) }
            }
            extension Color {
                static var accentDeep: Color { .indigo }
                static func hex(_ hex: UInt) -> Self {
                    Self(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
                }
            }
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { path in
                        path.move(to: .zero)
                        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                        path.closeSubpath()
                    }
                }
            }
            #Preview {
                VStack {
                    Text("A").foregroundStyle(.primary.shadow(.inner(color: .accentDeep.opacity(0.5), radius: 1)))
                    Circle().fill(.shadow(.drop(radius: 2)))
                    Circle().fill(.red.shadow(.drop(color: .black, radius: 2)))
                    Rectangle().fill(.brandShadow.opacity(0.3))
                    Rectangle().fill(LinearGradient(colors: [.accentDeep.opacity(0.5), .indigo], startPoint: .top, endPoint: .bottom))
                    Rectangle().fill(Gradient(colors: [.red, .blue]))
                    Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.hex(0xF3EBA4), .hex(0xE1665B)]), startPoint: .top, endPoint: .bottom))
                    Rectangle().fill(AnyShapeStyle(Gradient(colors: [.orange, .pink])))
                    Text("B").background(.regularMaterial.shadow(.drop(color: .black.opacity(0.15), radius: 20, y: 10)), in: .capsule)
                    Text("C").background(.fill.tertiary)
                    Rectangle().frame(width: 20, height: 20).clipShape(Wedge())
                    Rectangle().frame(width: 20, height: 20).clipShape(.containerRelative)
                    Text("D").shadow(color: .black, radius: 2)
                }
            }
            """
        let (texts, diagnostics, _) = try texts(source)
        #expect(texts == ["A", "B", "C", "D"])
        #expect(messages(diagnostics).isEmpty && messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
    }

    @Test("An app's environment key set by an ancestor is what the child reads; elsewhere its default, also for @Entry")
    func customEnvironmentKeys() throws {
        let source = """
            struct DeviceState {
                var isPad: Bool
                static let `default` = DeviceState(isPad: false)
            }
            private struct DeviceStateKey: EnvironmentKey {
                static let defaultValue = DeviceState.default
            }
            extension EnvironmentValues {
                var deviceState: DeviceState {
                    get { self[DeviceStateKey.self] }
                    set { self[DeviceStateKey.self] = newValue }
                }
                @Entry var accentName: String = "plain"
            }
            struct Child: View {
                @Environment(\\.deviceState) var deviceState
                @Environment(\\.accentName) var accentName
                var body: some View {
                    Text(deviceState.isPad ? "pad \\(accentName)" : "phone \\(accentName)")
                }
            }
            #Preview {
                VStack {
                    Child()
                    Child().environment(\\.deviceState, DeviceState(isPad: true)).environment(\\.accentName, "bold")
                }
            }
            """
        let (texts, diagnostics, _) = try texts(source)
        #expect(texts == ["phone plain", "pad bold"])
        #expect(messages(diagnostics).isEmpty && messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
    }

    @Test("A widget's preview lays out its entry view for the first timeline entry at the family's size")
    func widgetPreview() throws {
        let source = """
            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(title: "Placeholder") }
            }
            struct SimpleEntry: TimelineEntry {
                var date: Date = .now
                let title: String
            }
            struct EntryView: View {
                var entry: SimpleEntry
                var body: some View {
                    Text(entry.title).containerBackground(.fill.tertiary, for: .widget)
                }
            }
            struct MyWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "MyWidget", provider: Provider()) { entry in
                        EntryView(entry: entry)
                    }
                    .configurationDisplayName("My")
                    .supportedFamilies([.systemSmall, .systemMedium])
                }
            }
            #Preview(as: .systemMedium) {
                MyWidget()
            } timeline: {
                SimpleEntry(title: "First")
                SimpleEntry(title: "Second")
            }
            #Preview(as: .systemSmall) {
                MyWidget()
            } timelineProvider: {
                Provider()
            }
            """
        let medium = try texts(source, preview: 0)
        #expect(medium.texts == ["First"])
        #expect(medium.result.size == Size(width: 338, height: 158))
        #expect(messages(medium.diagnostics).isEmpty, "\(medium.diagnostics)")
        let small = try texts(source, preview: 1)
        #expect(small.texts == ["Placeholder"])
        #expect(small.result.size == Size(width: 158, height: 158))
    }

    @Test("An app's overload of a SwiftUI modifier (sheet(unwrapping:)) leaves SwiftUI's sheet(item:) to calls with its labels")
    func packageModifierOverload() throws {
        let source = """
            extension View {
                func sheet(unwrapping value: Binding<Int?>, @ViewBuilder content: @escaping (Int) -> some View) -> some View {
                    self.overlay(Text("U"))
                }
            }
            struct Title: View {
                var body: some View { Text("Main") }
            }
            struct Screen: View {
                @State var shown: Int?
                var body: some View {
                    VStack {
                        Title().sheet(item: $shown) { _ in Text("Sheet") }
                        Title().sheet(unwrapping: $shown) { _ in Text("Other") }
                    }
                }
            }
            #Preview { Screen() }
            """
        let (texts, diagnostics, _) = try texts(source)
        #expect(texts == ["Main", "Main", "U"])
        #expect(messages(diagnostics).isEmpty, "\(diagnostics)")
    }

    @Test("A framework's type the app extends (extension StoreKit.Transaction) stands in for its other members, not SwiftUI's Transaction")
    func frameworkTypeExtended() throws {
        let source = """
            extension StoreKit.Transaction {
                static var note: String { "n" }
            }
            struct Screen: View {
                var body: some View {
                    Text(StoreKit.Transaction.note + "\\(StoreKit.Transaction.currentEntitlement(for: "x") == nil)")
                }
            }
            #Preview { Screen() }
            """
        let (texts, diagnostics, _) = try texts(source)
        #expect(texts.count == 1 && texts[0].hasPrefix("n"), "\(texts)")
        #expect(messages(diagnostics).isEmpty, "\(diagnostics)")
        #expect(messages(diagnostics, .warning).contains { $0.contains("StoreKit.Transaction.currentEntitlement") }, "\(diagnostics)")
    }

    @Test("SwiftData's @Query in a preview with a model container does not stop the preview")
    func swiftDataQuery() throws {
        let source = """
            @Model final class Bird {
                var name: String
                init(name: String) { self.name = name }
            }
            struct BirdList: View {
                @Query(sort: \\Bird.name) var birds: [Bird]
                var body: some View {
                    List { ForEach(birds) { bird in Text(bird.name) } }
                }
            }
            #Preview { BirdList().modelContainer(for: Bird.self, inMemory: true) }
            """
        let (_, diagnostics, _) = try texts(source)
        #expect(messages(diagnostics).isEmpty, "\(diagnostics)")
    }
}
