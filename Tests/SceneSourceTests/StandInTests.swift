import LayoutEngine
import SceneSource
import Testing

/// A view pasted from an app lays out: what it uses but does not declare stands in, each a
/// warning at its place; `--strict` turns them back into errors.
@Suite("Stand-ins for what a file does not declare")
struct StandInTests {
    static let profileHeader = """
        struct ProfileHeader: View {
            let user: User
            @EnvironmentObject var theme: Theme
            var body: some View {
                HStack(spacing: 12) {
                    AsyncImage(url: user.avatarURL) { $0.resizable().scaledToFill() } placeholder: { Color.gray }
                        .frame(width: 56, height: 56).clipShape(Circle())
                    VStack(alignment: .leading) {
                        Text(user.name).font(.headline)
                        Text(user.handle).font(.subheadline).foregroundStyle(theme.secondaryText)
                    }
                    Spacer()
                    FollowButton(isFollowing: user.isFollowing)
                }
                .padding()
            }
        }
        """

    @Test("The ProfileHeader pasted alone lays out with stand-ins for User's members, Theme and FollowButton, each named in a warning at its line")
    func profileHeader() throws {
        let loaded = load(Self.profileHeader)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let warnings = diagnostics.filter { $0.severity == .warning }
        func warned(_ name: String, line: Int) -> Bool {
            warnings.contains { $0.message.hasPrefix("'\(name)' is not declared in the scene") && $0.location.line == line }
        }
        #expect(warned("User.name", line: 9), "\(warnings)")
        #expect(warned("User.handle", line: 10))
        #expect(warned("User.isFollowing", line: 13))
        #expect(warned("theme.secondaryText", line: 10))
        #expect(warned("FollowButton", line: 13))
        #expect(warnings.contains { $0.message.hasPrefix("'Theme' is not declared in the scene") })
        // The samples come from the members' names, and show in the layout.
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        let texts = result.views.compactMap { $0.textLines?.joined() }
        #expect(texts.contains("Name") && texts.contains("Handle") && texts.contains("FollowButton"), "\(texts)")
        // The row is a row: 56 points of image and padding, not the screen.
        #expect(result.size.height == 88, "\(result.size)")
    }

    @Test("--strict gives the errors of a file without its app")
    func strict() {
        let strict = SceneLoader.load(files: [("scene.swift", Self.profileHeader)], strict: true)
        #expect(strict.root == nil)
        // The first thing missing, where the file names it (`let user: User`), not "no root view".
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.message == "'User' is not declared in the scene" && $0.location.line == 2 && $0.location.column == 15 },
                "\(strict.diagnostics)")
        #expect(!strict.diagnostics.contains { $0.message == "the scene has no root view" })
        let members = SceneLoader.load(files: [("scene.swift", "struct A: View {\n    var body: some View { Text(Model.title) }\n}")], strict: true)
        #expect(laidOut(members).contains { $0.severity == .error && $0.message == "'Model' is not declared in the scene" })
    }

    @Test("Samples follow the member's name: strings, flags, counts, lists of three, colours, fonts, images")
    func samplesByName() throws {
        let loaded = load("""
            struct Feed: View {
                let model: FeedModel
                var body: some View {
                    VStack {
                        Text("\\(model.title) \\(model.isPinned) \\(model.count)")
                        ForEach(model.posts) { post in
                            Text(post.author).font(Font.brandBody).foregroundStyle(Color.brandPrimary)
                        }
                        model.avatar
                        Color.red.frame(width: model.progress * 100, height: 2)
                    }
                }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        let texts = result.views.compactMap { $0.textLines?.joined() }
        #expect(texts.first == "Title false 3", "\(texts)")
        #expect(texts.filter { $0 == "Author" }.count == 3, "\(texts)")
        #expect(result.views.contains { if case .image = $0.view.content { return true } else { return false } })
        #expect(result.views.contains { $0.typeName == "Color" && $0.frame.width == 60 }, "model.progress is 0.6")
    }

    @Test("A stand-in keeps working after its first member: chains, conditions, arithmetic, lists and view models made with Name()")
    func standInChains() throws {
        let loaded = load("""
            struct OrderRow: View {
                let order: Order
                @StateObject private var model = OrderViewModel()
                var body: some View {
                    VStack {
                        Text(order.status)
                        Text(order.status.title)
                        if model.isReady { Text("ready") }
                        Text("\\(model.items.count + 1)")
                        ForEach(model.items) { item in Text(item.name) }
                        Color.red.frame(width: Metrics.medium, height: 2)
                    }
                }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        let texts = result.views.compactMap { $0.textLines?.joined() }
        #expect(texts == ["Status", "Title", "4", "Name", "Name", "Name"], "\(texts)")
        #expect(result.views.contains { $0.typeName == "Color" && $0.frame.width == 8 }, "a design system's medium step stands in as 8 points")
    }

    @Test("A switch over a stand-in of an app's enum takes its first case, binding the payload's names to stand-ins")
    func switchOverStandIn() throws {
        let source = """
            struct StateView: View {
                let model: LoaderModel
                var body: some View {
                    switch model.state {
                    case .loaded(let items): Text("\\(items.count) items")
                    case .loading: ProgressView()
                    }
                }
            }
            """
        let loaded = load(source)
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let result = try layout(try #require(loaded.root), ProposedViewSize(width: 393, height: 852))
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["3 items"])
    }

    @Test("A modifier and an environment value the app declares elsewhere do nothing, with a warning; a name the file declares but misuses is still an error")
    func appModifiersAndMisuse() {
        let modifier = load("Text(\"a\").backyardBirdsDataContainer()")
        #expect(!modifier.hasErrors)
        #expect(messages(modifier, .warning).contains { $0.hasPrefix("'backyardBirdsDataContainer' is not declared in the scene") })
        // An app's own ButtonStyle, declared elsewhere: drawn as the default style.
        let styled = load("Button(\"Go\") {}.buttonStyle(PrimaryButtonStyle())")
        #expect(!styled.hasErrors, "\(styled.diagnostics)")
        // Declared, but called with a label it does not have: an error, not a stand-in.
        let misuse = load("struct Badge: View {\n    let count: Int\n    var body: some View { Text(\"\\(count)\") }\n}\n#Preview { Badge(total: 3) }")
        #expect(misuse.hasErrors, "\(misuse.diagnostics)")
    }
}

/// Swift that real files use and the evaluator runs.
@Suite("The Swift real files use")
struct RealSwiftTests {
    private func errors(_ source: String) -> [String] { messages(laidOut(load(source))) }

    @Test("Implicit .init where the parameter or the declared type says which")
    func implicitInit() throws {
        let positioned = try #require(load("Color.red.frame(width: 10, height: 10).position(.init(x: 20, y: 30))").root)
        #expect(try layout(positioned, ProposedViewSize(width: 100, height: 100)).views.last?.frame == Rect(x: 15, y: 25, width: 10, height: 10))
        let sized = load("struct V: View {\n    var sizes: [CGSize] = [.init(width: 10, height: 20)]\n    var body: some View { Color.red.frame(width: sizes[0].width, height: sizes[0].height) }\n}\n#Preview { V() }")
        #expect(try layout(try #require(sized.root), ProposedViewSize(width: 100, height: 100)).size == Size(width: 10, height: 20))
    }

    @Test("Dictionary.merging and merge, #colorLiteral, onGeometryChange(for:of:action:) with trailing closures")
    func foundationAndSwiftUI() {
        #expect(errors("#Preview {\n    let a = [\"x\": 1]\n    var c = a.merging([\"y\": 2]) { $1 }\n    c.merge([\"x\": 5]) { $1 }\n    return Text(\"\\(c.count) \\(c[\"x\"]!)\")\n}").isEmpty)
        #expect(errors("#Preview { Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)).frame(width: 10, height: 10) }").isEmpty)
        #expect(errors("""
            struct V: View {
                @State private var w: CGFloat = 0
                var body: some View {
                    Color.red.frame(height: 10).onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { w = $0 }
                }
            }
            #Preview { V() }
            """).isEmpty)
    }

    @Test("Text + Text is one text; views nested in an extension of a type the file does not declare can be the root; $x of a preview's local @State is a binding")
    func moreRealSwift() throws {
        let joined = try #require(load("#Preview { Text(\"Hello, \") + Text(\"world\").bold() }").root)
        #expect(try layout(joined, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() } == ["Hello, world"])
        let nested = load("extension Editor {\n    struct Panel: View {\n        var body: some View { Color.red.frame(width: 10, height: 10) }\n    }\n}")
        #expect(nested.root != nil, "\(nested.diagnostics)")
        #expect(errors("struct Box: View {\n    @Binding var on: Bool\n    var body: some View { Toggle(\"On\", isOn: $on) }\n}\n#Preview {\n    @Previewable @State var on = true\n    Box(on: $on)\n}").isEmpty)
    }

    @Test("A type declared inside a function is a type from there on")
    func localTypes() throws {
        let root = try #require(load("""
            func make() -> some View {
                struct Inner { let width: CGFloat }
                return Color.red.frame(width: Inner(width: 12).width, height: 5)
            }
            #Preview { make() }
            """).root)
        #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).size == Size(width: 12, height: 5))
    }

    @Test("CGAffineTransform: scale, translation, rotation, concatenation; points, sizes and rectangles applying it")
    func affineTransforms() throws {
        let root = try #require(load("""
            #Preview {
                let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
                let p = CGPoint(x: 1, y: 2).applying(t)
                let r = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
                return Color.red.frame(width: p.x + r.width, height: p.y + CGSize(width: 1, height: 1).applying(t).height)
            }
            """).root)
        // p = (2 * (1 + 1), 3 * (2 + 1)) = (4, 9); the rotated square is still 10 wide; the size skips the translation: 3.
        let size = try layout(root, ProposedViewSize(width: 393, height: 852)).size
        #expect(abs(size.width - 14) < 1e-9 && abs(size.height - 12) < 1e-9, "\(size)")
    }

    @Test("Shape operations (iOS 17) lay out as a shape and can be filled")
    func shapeOperations() throws {
        let loaded = load("Circle().subtracting(Rectangle()).fill(.red).frame(width: 20, height: 20)")
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        #expect(try layout(try #require(loaded.root), ProposedViewSize(width: 393, height: 852)).size == Size(width: 20, height: 20))
    }

    @Test("Key paths as subscripts and the current locale's currency")
    func keyPathsAndLocale() throws {
        #expect(errors("struct Item { let name: String }\n#Preview { Text(Item(name: \"a\")[keyPath: \\.name]) }").isEmpty)
        let currency = try #require(load("#Preview { Text(Locale.current.currency?.identifier ?? \"?\") }").root)
        #expect(try layout(currency, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() } == ["USD"])
    }

    @Test("precondition, assert and fatalError are errors at their call, as the trap would be; reading a file is refused")
    func trapsAndFiles() {
        let failed = laidOut(load("#Preview {\n    precondition(false, \"nope\")\n    return Text(\"x\")\n}"))
        #expect(failed.contains { $0.message == "precondition failed: nope" && $0.location.line == 2 }, "\(failed)")
        #expect(errors("#Preview {\n    assert(1 == 1)\n    return Text(\"x\")\n}").isEmpty)
        #expect(errors("#Preview { Text(String(contentsOfFile: \"/etc/passwd\")) }") == ["a scene cannot read files: String(contentsOf...) is refused"])
    }
}
