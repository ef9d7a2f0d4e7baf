import LayoutEngine
import SceneSource
import Testing

/// Swift and SwiftUI rules that whole apps lean on, found on a development set of apps
/// (Documentation/real-code.md): each scene here is written for the test, never an app's code.
@Suite("Idioms of whole apps: singletons, shared modifiers, drawn corners, nested names")
struct AppIdiomsTests {
    private func frames(_ source: String) throws -> [(type: String, frame: Rect)] {
        let (result, _) = try laidOut(source)
        return result.views.map { ($0.view.typeName, $0.frame) }
    }

    @Test("static var shared: Model? without a value starts as nil: a singleton made on first use lays out")
    func optionalStaticStartsNil() throws {
        let frames = try frames("""
            final class Model: ObservableObject {
                private static var shared: Model?
                static func singleton() -> Model {
                    if let made = shared { return made }
                    let made = Model(width: 40)
                    shared = made
                    return made
                }
                let width: CGFloat
                init(width: CGFloat) { self.width = width }
            }
            struct Screen: View {
                @ObservedObject var model = Model.singleton()
                var body: some View { Color.red.frame(width: Model.singleton().width, height: model.width / 2) }
            }
            #Preview { Screen() }
            """)
        #expect(frames.contains { $0.type == "Color" && $0.frame.size == Size(width: 40, height: 20) }, "\(frames)")
    }

    @Test("A modifier on a list and on its rows (the same modifier, the same values) is not a recursion")
    func sameModifierNested() throws {
        let frames = try frames("""
            struct Dimmed: ViewModifier {
                func body(content: Content) -> some View { content.opacity(0.5) }
            }
            extension View { func dimmed() -> some View { modifier(Dimmed()) } }
            struct List2: View {
                var body: some View {
                    VStack { Text("A").dimmed(); Text("B").dimmed() }.dimmed()
                }
            }
            #Preview { List2() }
            """)
        #expect(frames.filter { $0.type == "Text" }.count == 2, "\(frames)")
    }

    @Test("A modifier that applies itself in its own body is still stopped, with an error")
    func modifierApplyingItselfStops() throws {
        let loaded = load("""
            struct Again: ViewModifier {
                func body(content: Content) -> some View { content.modifier(Again()) }
            }
            #Preview { Text("A").modifier(Again()) }
            """)
        #expect(laidOut(loaded).contains { $0.severity == .error && $0.message.contains("nest more than") }, "\(laidOut(loaded))")
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a corner: the pen ends on the second line, radius away from the corner; addRelativeArc turns by its delta")
    func tangentAndRelativeArcs() throws {
        let frames = try frames("""
            struct Corner: View {
                var corner: Path {
                    var path = Path()
                    path.move(to: .zero)
                    path.addLine(to: CGPoint(x: 100, y: 0))
                    path.addArc(tangent1End: CGPoint(x: 100, y: 80), tangent2End: CGPoint(x: 0, y: 80), radius: 10)
                    return path
                }
                var turned: Path {
                    var path = Path()
                    path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(90))
                    return path
                }
                var body: some View {
                    VStack {
                        Color.red.frame(width: corner.currentPoint!.x, height: corner.currentPoint!.y)
                        Color.blue.frame(width: turned.currentPoint!.x + 1, height: turned.currentPoint!.y)
                    }
                }
            }
            #Preview { Corner() }
            """)
        let colors = frames.filter { $0.type == "Color" }.map(\.frame.size)
        #expect(colors.count == 2, "\(frames)")
        // The corner at (100, 80) between a line going down and one going left: the arc
        // leaves the first line at (100, 70) and meets the second at (90, 80).
        #expect(abs(colors[0].width - 90) < 1e-9 && abs(colors[0].height - 80) < 1e-9, "\(colors)")
        // A quarter turn from angle 0 (y down): from (60, 50) to (50, 60).
        #expect(abs(colors[1].width - 51) < 1e-9 && abs(colors[1].height - 60) < 1e-9, "\(colors)")
    }

    @Test("A corner between collinear lines, or of radius 0, is a line to the corner")
    func degenerateTangentArc() throws {
        let frames = try frames("""
            struct Straight: View {
                var path: Path {
                    var path = Path()
                    path.move(to: .zero)
                    path.addArc(tangent1End: CGPoint(x: 30, y: 0), tangent2End: CGPoint(x: 60, y: 0), radius: 10)
                    path.addArc(tangent1End: CGPoint(x: 70, y: 20), tangent2End: CGPoint(x: 0, y: 20), radius: 0)
                    return path
                }
                var body: some View { Color.red.frame(width: path.currentPoint!.x, height: path.currentPoint!.y) }
            }
            #Preview { Straight() }
            """)
        #expect(frames.contains { $0.type == "Color" && $0.frame.size == Size(width: 70, height: 20) }, "\(frames)")
    }

    @Test("#Preview(body: { ... }) spells the body as an argument")
    func previewBodyArgument() throws {
        let frames = try frames("""
            #Preview("Named", body: { Color.red.frame(width: 12, height: 34) })
            """)
        #expect(frames.contains { $0.type == "Color" && $0.frame.size == Size(width: 12, height: 34) }, "\(frames)")
    }

    @Test("@FocusState var isFocused: Bool starts false: nothing has focus in a preview")
    func focusStateStartsFalse() throws {
        let frames = try frames("""
            struct Search: View {
                @FocusState private var isFocused: Bool
                @State private var text = "x"
                var body: some View {
                    VStack {
                        TextField("Search", text: $text).focused($isFocused)
                        if isFocused && !text.isEmpty { Color.red.frame(width: 10, height: 10) }
                        if !isFocused { Color.blue.frame(width: 20, height: 20) }
                    }
                }
            }
            #Preview { Search() }
            """)
        #expect(!frames.contains { $0.frame.size == Size(width: 10, height: 10) }, "\(frames)")
        #expect(frames.contains { $0.type == "Color" && $0.frame.size == Size(width: 20, height: 20) }, "\(frames)")
    }

    @Test("The app's extension Optional { var isNil } answers for nil and for a value")
    func optionalExtension() throws {
        let frames = try frames("""
            extension Optional { var isNil: Bool { self == nil } }
            struct Row: View {
                var name: String? = nil
                var count: Int? = 3
                var body: some View {
                    HStack {
                        Color.red.frame(width: name.isNil ? 10 : 11, height: 5)
                        Color.blue.frame(width: count.isNil ? 20 : 21, height: 5)
                    }
                }
            }
            #Preview { Row() }
            """)
        let widths = frames.filter { $0.type == "Color" }.map(\.frame.size.width)
        #expect(widths == [10, 21], "\(frames)")
    }

    @Test("[Section] in a type that nests a Section is that Section, though other types nest a Section of their own")
    func nestedNameFromItsType() throws {
        let frames = try frames("""
            final class Search: ObservableObject {
                @Published private(set) var sections: [Section] = [.first, .second]
            }
            extension Search {
                struct Section: Hashable {
                    var width: CGFloat
                    static var first: Section = { Section(width: 10) }()
                    static var second = Section(width: 20)
                }
            }
            final class Details { enum Section: CaseIterable { case first, second, third } }
            struct Screen: View {
                @StateObject var search = Search()
                var body: some View {
                    HStack { ForEach(search.sections, id: \\.self) { Color.red.frame(width: $0.width, height: 5) } }
                }
            }
            #Preview { Screen() }
            """)
        #expect(frames.filter { $0.type == "Color" }.map(\.frame.size.width) == [10, 20], "\(frames)")
    }

    @Test("A stand-in force-cast to the app's protocol (an XPC proxy as! Service) stays a stand-in; a value of the app's own that does not conform still fails")
    func standInForceCast() throws {
        let (result, diagnostics) = try laidOut("""
            protocol Service { func version() -> Int }
            final class Helper {
                let proxy = NSXPCConnection(serviceName: "helper").remoteObjectProxy as! Service
            }
            struct Screen: View {
                let helper = Helper()
                var body: some View { Color.red.frame(width: 10, height: 10) }
            }
            #Preview { Screen() }
            """)
        #expect(result.views.contains { $0.view.typeName == "Color" })
        #expect(messages(diagnostics, .warning).contains { $0.contains("NSXPCConnection") }, "\(diagnostics)")
        let misuse = load("""
            protocol Service { func version() -> Int }
            struct Plain {}
            struct Screen: View {
                let service = Plain() as! Service
                var body: some View { Color.red }
            }
            #Preview { Screen() }
            """)
        #expect(laidOut(misuse).contains { $0.severity == .error && $0.message.contains("could not cast") }, "\(laidOut(misuse))")
    }

    @Test("A trailing closure goes to a parameter whose type is the app's alias of a function type, past defaulted ones (Swift's forward scan)")
    func trailingClosureThroughAlias() throws {
        let (result, _) = try laidOut("""
            struct Header {
                typealias Action = (Int) -> Void
                let title: String
                let width: CGFloat
                let action: Action?
                init(title: String, button: String? = "See All", hidden: Bool = false, action: Action? = nil) {
                    self.title = title
                    self.width = action == nil ? 10 : 30
                    self.action = action
                }
            }
            struct Row: View {
                let header: Header
                var body: some View { Color.red.frame(width: header.width, height: 5) }
            }
            #Preview { Row(header: .init(title: "Cast") { index in print(index) }) }
            """)
        #expect(result.views.contains { $0.view.typeName == "Color" && $0.frame.size.width == 30 }, "\(result.views.map(\.frame))")
    }

    @Test("Bundle.main.url(forResource:withExtension:)! finds the app's resource (a URL in the app's bundle), which is never read: Data(contentsOf:) of it fails as for a missing file")
    func bundledResourceURL() throws {
        let (result, diagnostics) = try laidOut("""
            struct Player: View {
                let url = Bundle.main.url(forResource: "Sounds/tracks", withExtension: "mid")!
                let path = Bundle.main.path(forResource: "items", ofType: "json")!
                var body: some View {
                    VStack {
                        Text(url.lastPathComponent)
                        Text(path)
                        Text((try? Data(contentsOf: url)) == nil ? "not read" : "read")
                    }
                }
            }
            #Preview { Player() }
            """)
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["tracks.mid", "/App.app/items.json", "not read"], "\(result.views.compactMap(\.textLines))")
        #expect(messages(diagnostics, .warning).contains { $0.contains("Data(contentsOf:)") }, "\(diagnostics)")
    }

    @Test("An implicit member passed to a memberwise or declared initializer is looked up in the type's own nested type, though other types nest one of the same name")
    func nestedNameOfAnArgument() throws {
        let (result, diagnostics) = try laidOut("""
            struct Row: View {
                enum Mode { case regular, compact }
                let mode: Mode
                var body: some View { Color.blue.frame(width: 5, height: 5) }
            }
            struct Screen: View {
                let mode: Mode
                init(mode: Mode, extra: Int = 0) { self.mode = mode }
                var body: some View {
                    switch mode {
                    case let .event(list): Color.red.frame(width: CGFloat(list.count * 10), height: 5)
                    case .park: Color.red.frame(width: 1, height: 1)
                    }
                }
            }
            extension Screen { enum Mode { case event(list: [Int]), park(list: [Int]) } }
            struct Plain: View {
                let mode: Mode
                var body: some View {
                    if case let .chosen(width) = mode { Color.green.frame(width: width, height: 5) }
                }
            }
            extension Plain { enum Mode { case chosen(CGFloat), none } }
            #Preview { VStack { Screen(mode: .event(list: [1, 2, 3])); Plain(mode: .chosen(7)) } }
            """)
        let widths = result.views.filter { $0.view.typeName == "Color" }.map(\.frame.size.width)
        #expect(widths == [30, 7], "\(widths)")
        #expect(messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
    }

    @Test("The app's NavigationLink(destination:isActive:) does not take NavigationLink(destination:) { label }: a closure is never a Binding")
    func trailingClosureIsNoBinding() throws {
        let (result, _) = try laidOut("""
            extension NavigationLink where Label == EmptyView {
                init(destination: Destination, isActive: Binding<Bool>) {
                    self.init(destination: destination, isActive: isActive, label: EmptyView.init)
                }
            }
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink(destination: Text("Detail")) { Color.red.frame(width: 12, height: 8) }
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(result.views.contains { $0.view.typeName == "Color" && $0.frame.size == Size(width: 12, height: 8) }, "\(result.views.map(\.view.typeName))")
    }
}
