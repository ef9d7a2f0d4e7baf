import LayoutEngine
import SceneSource
import Testing

/// Rules of Swift, SwiftUI and Foundation that new whole apps (macOS menu-bar utilities, an iOS
/// client; issue 39, sixth set) rely on: writing through a binding or a key path, Swift's
/// forward scan of trailing closures, `Shape`'s static members, private frameworks' functions,
/// geometry effects.
@Suite("Causes found in whole apps (6)")
struct Apps6Tests {
    /// The texts of a scene that must lay out without an error, in order.
    private func texts(_ source: String) throws -> [String] {
        try laidOut(source).result.views.compactMap { $0.textLines?.joined(separator: " ") }
    }

    @Test("binding.wrappedValue.title = x writes to the bound storage, through a get-only property holding the binding, from a closure an extension runs")
    func writeThroughBindingProperty() throws {
        let source = """
            struct Item { var title = "old" }
            final class Store { var item = Item() }
            extension View {
                func run(_ action: () -> Void) -> some View {
                    action()
                    return self
                }
            }
            struct Screen: View {
                let store = Store()
                private var binding: Binding<Item> { Binding(get: { store.item }, set: { store.item = $0 }) }
                func rename() { binding.wrappedValue.title = "renamed" }
                var body: some View {
                    VStack {
                        Text("a").run { rename() }
                        Text(store.item.title)
                    }
                }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == ["a", "renamed"])
    }

    @Test("object[keyPath: path] = value sets the property the key path names: an object's through a ReferenceWritableKeyPath, a nested struct's on a variable")
    func writeThroughKeyPath() throws {
        let source = """
            final class Model { var height = 10.0 }
            struct Inner { var width = 5.0 }
            struct Outer { var inner = Inner() }
            extension Binding {
                init<Root>(_ object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
                    self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
                }
            }
            struct Screen: View {
                var body: some View {
                    let model = Model()
                    let height = Binding(model, keyPath: \\.height)
                    let _ = { height.wrappedValue = 40 }()
                    var outer = Outer()
                    let _ = { outer[keyPath: \\.inner.width] = 30 }()
                    Text("\\(Int(model.height)) \\(Int(outer.inner.width))")
                }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == ["40 30"])
    }

    @Test("An unlabelled trailing closure passes a defaulted parameter that takes no closure (init(_ label: String = \" \", content:)), as Swift's forward scan does")
    func trailingClosureSkipsDefaultedLabel() throws {
        let source = """
            struct Row<Content: View>: View {
                let label: String
                let content: Content
                init(_ label: String = "none", @ViewBuilder content: () -> Content) {
                    self.label = label
                    self.content = content()
                }
                var body: some View { HStack { Text(label); content } }
            }
            #Preview {
                VStack {
                    Row { Text("a") }
                    Row("named") { Text("b") }
                }
            }
            """
        #expect(try texts(source) == ["none", "a", "named", "b"])
    }

    @Test("Type.name(args) means the static method where the type also has a static property of that name holding an array")
    func staticMethodBesideArrayProperty() throws {
        let source = """
            enum Pins {
                static var available: [String] { available(in: ["a"]) }
                static func available(in used: [String]) -> [String] { ["a", "b", "c"].filter { !used.contains($0) } }
            }
            #Preview {
                Text(Pins.available(in: ["b"]).joined() + " " + Pins.available.joined())
            }
            """
        #expect(try texts(source) == ["ac bc"])
    }

    @Test("NumberFormatter's minimum and maximum (limits of reading numbers) can be set and leave the text as it was")
    func numberFormatterLimits() throws {
        let source = """
            struct Screen: View {
                let formatter: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.minimum = 1
                    formatter.maximum = 200
                    return formatter
                }()
                var body: some View { Text(formatter.string(from: 42) ?? "-") }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == ["42"])
    }

    @Test("Shape's static members (.rect(cornerRadius:), .rect(topLeadingRadius:...), .capsule) returned from a function declared -> some Shape are shapes, not stand-ins")
    func shapeStaticMembersInSomeShape() throws {
        let source = """
            enum Corners {
                case all, none
                func shape(radius: CGFloat) -> some Shape {
                    switch self {
                    case .all: return .rect(cornerRadius: radius)
                    case .none: return .rect(topLeadingRadius: 0, bottomLeadingRadius: radius, bottomTrailingRadius: 0, topTrailingRadius: 0)
                    }
                }
                var pill: some Shape { .capsule }
            }
            #Preview {
                VStack {
                    Text("a").background(Color.red).clipShape(Corners.all.shape(radius: 4))
                    Text("b").background(Color.red).clipShape(Corners.none.shape(radius: 6))
                    Text("c").clipShape(Corners.all.pill)
                }
            }
            """
        let (result, diagnostics) = try laidOut(source)
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["a", "b", "c"])
        #expect(!diagnostics.contains { $0.message.contains("Shape.") }, "\(diagnostics)")
    }

    @Test("A function bound to a private framework's symbol (@_silgen_name, no body) gives a zero of its return type, through the app's typealias, with a warning; an error under --strict")
    func silgenNameFunctionStandsIn() throws {
        let source = """
            typealias ConnectionID = Int32
            typealias SpaceID = size_t
            @_silgen_name("CGSMainConnectionID")
            func CGSMainConnectionID() -> ConnectionID
            @_silgen_name("CGSGetActiveSpace")
            func CGSGetActiveSpace(_ cid: ConnectionID) -> SpaceID
            #Preview {
                Text("space \\(CGSGetActiveSpace(CGSMainConnectionID()) + 1)")
            }
            """
        let (result, diagnostics) = try laidOut(source)
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["space 1"])
        let warnings = messages(diagnostics, .warning)
        #expect(warnings.contains("'CGSMainConnectionID' is a system library's function (declared with @_silgen_name), not available in the playground; its result stands in as 0"),
                "\(warnings)")
        let strict = laidOut(SceneLoader.load(files: [("scene.swift", source)], strict: true))
        #expect(strict.contains { $0.severity == .error && $0.message == "'CGSMainConnectionID' has no body" }, "\(strict)")
    }

    @Test("A GeometryEffect without body(content:) in .modifier(_:) leaves the view's layout as it was, with a warning that its transform is not drawn")
    func geometryEffectKeepsLayout() throws {
        let source = """
            struct Shake: GeometryEffect {
                var amount: CGFloat
                var animatableData: CGFloat {
                    get { amount }
                    set { amount = newValue }
                }
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
                }
            }
            #Preview {
                Color.red.frame(width: 50, height: 20).modifier(Shake(amount: 3))
            }
            """
        let (result, diagnostics) = try laidOut(source)
        #expect(result.size == Size(width: 50, height: 20))
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("'Shake' is a GeometryEffect: its transform is not drawn") }, "\(diagnostics)")
    }

    @Test("CGRect(origin:size:) takes .zero as CGPoint.zero and CGSize.zero, as the parameters' types say")
    func rectPartsFromImplicitMembers() throws {
        let source = """
            #Preview {
                let rect = CGRect(origin: .zero, size: CGSize(width: 7, height: 8))
                let empty = CGRect(origin: CGPoint(x: 2, y: 3), size: .zero)
                Text("\\(Int(rect.width)) \\(Int(rect.minX)) \\(Int(empty.minY)) \\(Int(empty.height))")
            }
            """
        #expect(try texts(source) == ["7 0 3 0"])
    }

    @Test("Several trailing closures choose the initializer whose parameters their labels name ({ header } content: { ... } is header:content:, not content:footer:)")
    func labelledTrailingClosuresChooseOverload() throws {
        let source = """
            struct Panel<Header: View, Content: View, Footer: View>: View {
                let header: Header
                let content: Content
                let footer: Footer
                init(@ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
                    self.header = header()
                    self.content = content()
                    self.footer = footer()
                }
                init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) where Header == EmptyView {
                    self.init { EmptyView() } content: { content() } footer: { footer() }
                }
                init(@ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) where Footer == EmptyView {
                    self.init { header() } content: { content() } footer: { EmptyView() }
                }
                var body: some View { VStack { header; content; footer } }
            }
            #Preview {
                VStack {
                    Panel { Text("head") } content: { Text("body") }
                    Panel { Text("body 2") } footer: { Text("foot") }
                }
            }
            """
        #expect(try texts(source) == ["head", "body", "body 2", "foot"])
    }

    @Test("window?.level = x with a nil optional assigns nothing and goes on (the optional chain ends at the assignment)")
    func assignmentThroughNilOptionalChain() throws {
        let source = """
            final class Window { var level = 0 }
            struct Screen: View {
                let window: Window? = nil
                var body: some View {
                    let _ = { window?.level = 3 }()
                    let apply: (Window?) -> Void = { $0?.level = 4 }
                    let _ = apply(nil)
                    Text("level \\(window?.level ?? -1)")
                }
            }
            #Preview { Screen() }
            """
        #expect(try texts(source) == ["level -1"])
    }

    @Test("A type declared inside an extension of an SDK type (extension Logger { enum Category }) is found by its qualified name: a parameter of that type takes .case(...) as its case")
    func nestedTypeInSDKExtension() throws {
        let source = """
            extension Logger {
                enum Category {
                    case app
                    case custom(String)
                    var stringValue: String {
                        switch self {
                        case .app: "App"
                        case .custom(let name): name
                        }
                    }
                }
            }
            func categoryName(_ category: Logger.Category) -> String { category.stringValue }
            #Preview {
                Text(categoryName(.custom("Screen")) + " " + categoryName(.app))
            }
            """
        #expect(try texts(source) == ["Screen App"])
    }

    @Test("Self.init(...) in an extension of a package's type the app does not ship (extension Container { static func preview() -> Self }) makes a stand-in, with a warning")
    func initInExtensionOfUnshippedType() throws {
        let source = """
            extension Container {
                static func preview(name: String = "web") -> Self {
                    self.init(id: "1", names: [name])
                }
            }
            struct Row: View {
                let container: Container
                var body: some View { Text("row") }
            }
            #Preview { Row(container: .preview()) }
            """
        let (result, diagnostics) = try laidOut(source)
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["row"])
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("'Container' is not declared in the scene") }, "\(diagnostics)")
    }

    @Test("An unlabelled tuple appended to a variable declared [(symbol: A, color: B)] takes the element type's labels, so prefix.symbol reads it")
    func appendedTupleTakesDeclaredLabels() throws {
        let source = """
            func title(flagged: Bool) -> String {
                var prefixes: [(symbol: String, color: Color)] = []
                if flagged { prefixes.append(("flag", .orange)) }
                prefixes.append(contentsOf: [("star", .yellow)])
                return prefixes.map { $0.symbol }.joined(separator: "+")
            }
            #Preview { Text(title(flagged: true)) }
            """
        #expect(try texts(source) == ["flag+star"])
    }

    @Test("An operator on an implicit member of a type the playground does not ship (.mainMenu + 1, NSWindow.Level's) stands in for the member, with a warning; an error under --strict")
    func operatorOnUnshippedImplicitMember() throws {
        let source = """
            struct Screen: View {
                var level: Int { .mainMenu + 1 }
                var body: some View { Text(level > 0 ? "above" : "below") }
            }
            #Preview { Screen() }
            """
        let (result, diagnostics) = try laidOut(source)
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["above"])
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("'mainMenu' is not declared in the scene") }, "\(diagnostics)")
        let strict = laidOut(SceneLoader.load(files: [("scene.swift", source)], strict: true))
        #expect(strict.contains { $0.severity == .error }, "\(strict)")
    }
}
