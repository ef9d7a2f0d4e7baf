import LayoutEngine
import SceneSource
import Testing

/// Whole apps' code that names a property and a method alike, and models that open files or
/// sessions when they are made (issue 39).
@Suite("An app's overloaded names and its reach outside the scene")
struct AppOverloadAndSandboxTests {
    @Test("A call means the method where a type has a property and a method of one name (static and instance), as Swift resolves it")
    func propertyAndMethodOfOneName() throws {
        let loaded = load("""
            enum Fonts {
                static let semiBold = "Inter-SemiBold"
                static func semiBold(size: CGFloat) -> Font { Font.custom(semiBold, size: size) }
                static func title() -> Font { semiBold(size: 30) }
            }
            struct Card {
                var name = "ada"
                func name(upper: Bool) -> String { upper ? name.uppercased() : name }
            }
            #Preview {
                VStack {
                    Text(Fonts.semiBold).font(Fonts.semiBold(size: 17))
                    Text(Card().name(upper: true)).font(.semiBold(size: 12))
                    Text(Card().name).font(Fonts.title())
                }
            }
            extension Font { static func semiBold(size: CGFloat) -> Font { Fonts.semiBold(size: size) } }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let texts = try layout(root, ProposedViewSize(width: 393, height: 852)).views.filter { $0.textLines != nil }
        #expect(texts.compactMap { $0.textLines?.joined() } == ["Inter-SemiBold", "ADA", "ada"])
        // The fonts' sizes reach the text: 17, 12 and 30 points tall lines, in that order.
        let heights = texts.map(\.frame.height)
        #expect(heights.count == 3 && heights[1] < heights[0] && heights[0] < heights[2], "\(heights)")
    }

    @Test("A model that reaches files or the network when made stands in, reading nothing, with a warning at that code; --strict refuses it")
    func refusedTypesStandIn() throws {
        let source = """
            final class Store {
                static let shared = Store()
                let path: String
                init() {
                    let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first!
                    path = folder.appendingPathComponent("db.sqlite").path
                    _ = URLSession.shared
                }
            }
            struct Row: View {
                let store = Store.shared
                var body: some View { Text("Saved").frame(width: 80, height: 20) }
            }
            #Preview { Row() }
            """
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let warnings = messages(diagnostics, .warning)
        #expect(warnings.contains { $0.contains("cannot reach files: FileManager stands in") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("cannot reach the network: URLSession stands in") }, "\(warnings)")
        let fileManagerWarning = diagnostics.first { $0.message.contains("FileManager stands in") }
        #expect(fileManagerWarning?.location.line == 5, "\(String(describing: fileManagerWarning))")
        #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).views.contains { $0.textLines == ["Saved"] })
        let strict = laidOut(SceneLoader.load(files: [("scene.swift", source)], strict: true))
        #expect(strict.contains { $0.severity == .error && $0.message.contains("FileManager is refused") }, "\(strict)")
    }
}

@Suite("Array and Dictionary initializers written with their element types")
struct TypedCollectionInitializerTests {
    @Test("[Bool](repeating:count:), [Int](range) and [String: Int](uniqueKeysWithValues:) make their values")
    func typedInitializers() throws {
        let loaded = load("""
            struct Flags {
                var symptoms: [Bool] = [Bool](repeating: false, count: 4)
                var days = [Int](1...3)
                var scores = [String: Int](uniqueKeysWithValues: [("a", 1), ("b", 2)])
            }
            #Preview {
                let flags = Flags()
                Text("\\(flags.symptoms.count) \\(flags.days.reduce(0, +)) \\(flags.scores["b"] ?? 0)")
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() } == ["4 6 2"])
    }
}

@Suite("Autoclosures and tuples from stand-ins")
struct AutoclosureAndStandInTupleTests {
    @Test("An @autoclosure parameter is called for its argument's value: `.if(isCompact) { $0.padding() }`")
    func autoclosureArgument() throws {
        let loaded = load("""
            extension View {
                @ViewBuilder func `if`(_ condition: @autoclosure () -> Bool, transform: (Self) -> some View) -> some View {
                    if condition() { transform(self) } else { self }
                }
            }
            #Preview {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).if(true) { $0.padding(5) }
                    Color.blue.frame(width: 10, height: 10).if(1 > 2) { $0.padding(5) }
                }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).views[0].frame.width == 20 && layout(root, ProposedViewSize(width: 393, height: 852)).views[0].frame.height == 30)
    }

    @Test("A tuple pattern takes a stand-in's elements as stand-ins; the scene's own non-tuple is still an error")
    func standInTuple() throws {
        let loaded = load("""
            struct Header: View {
                let store: FeedStore
                var body: some View {
                    let (text, label) = store.formattedDate()
                    return Text(text ?? "").accessibilityLabel(label)
                }
            }
            #Preview { Header(store: FeedStore()) }
            """)
        #expect(loaded.root != nil, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let misuse = load("struct Item { var count = 2 }\n#Preview { let (a, b) = Item(); return Text(\"\\(a)\\(b)\") }")
        #expect(laidOut(misuse).contains { $0.severity == .error && $0.message.contains("does not match the pattern") }, "\(laidOut(misuse))")
    }
}

@Suite("Subscripts of a package's values")
struct PackageSubscriptTests {
    @Test("A package's value the app subscripts (a keychain read by key) stands in with a warning; the scene's own value without a subscript is an error")
    func packageSubscript() throws {
        let loaded = load("""
            final class KeyService {
                private let keychain = Keychain(service: "com.example").synchronizable(false).accessibility(.whenUnlocked)
                func network() -> String? { keychain[string: "SelectedNetwork"] }
            }
            #Preview { Text(KeyService().network() ?? "none") }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        #expect(messages(diagnostics, .warning).contains { $0.contains("selectedNetwork") }, "\(messages(diagnostics, .warning))")
        #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).views.contains { $0.textLines != nil })
        let misuse = load("struct Box { var n = 1 }\n#Preview { Text(\"\\(Box()[0])\") }")
        #expect(laidOut(misuse).contains { $0.severity == .error && $0.message.contains("cannot be subscripted") }, "\(laidOut(misuse))")
    }
}

@Suite("Paths made from platform paths")
struct PlatformPathTests {
    @Test("Path(UIBezierPath(...).cgPath) in a shape is drawn empty with a warning; the shape still takes its frame")
    func platformPath() throws {
        let loaded = load("""
            struct Bezier: Shape {
                var radius: CGFloat
                func path(in rect: CGRect) -> Path {
                    Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
                }
            }
            #Preview { Bezier(radius: 4).fill(.red).frame(width: 40, height: 30) }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        #expect(messages(diagnostics, .warning).contains { $0.contains("platform path is drawn empty") })
        #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).views[0].frame.width == 40)
    }
}

@Suite("Operators of packages")
struct PackageOperatorTests {
    @Test("An operator neither Swift nor the app declares (SQLite's <-) stands in with a warning; a standard operator misapplied, or --strict, is an error")
    func packageOperator() throws {
        let source = """
            final class Store {
                let flag = Expression<Bool>("flag")
                func reset() -> Bool { _ = (flag <- false); return true }
            }
            #Preview { Text(Store().reset() ? "reset" : "kept") }
            """
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        #expect(messages(diagnostics, .warning).contains { $0.contains("operator '<-' is not declared") })
        #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).views.contains { $0.textLines == ["reset"] })
        #expect(laidOut(SceneLoader.load(files: [("scene.swift", source)], strict: true)).contains { $0.severity == .error })
        let declared = load("infix operator <~: AdditionPrecedence\nfunc <~ (a: Int, b: Int) -> Int { a * 10 + b }\n#Preview { Text(\"\\(4 <~ 2)\") }")
        #expect(try layout(try #require(declared.root), ProposedViewSize(width: 393, height: 852)).views.contains { $0.textLines == ["42"] }, "\(laidOut(declared))")
        let misuse = load("#Preview { Text(\"a\" * 2) }")
        #expect(laidOut(misuse).contains { $0.severity == .error && $0.message.contains("cannot be applied") }, "\(laidOut(misuse))")
    }
}
