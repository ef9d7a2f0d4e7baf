import LayoutEngine
import SceneSource
import Testing

/// How the interpreter reads SwiftUI's safe-area modifiers, and what they do on an iPhone 15
/// (393 x 852, 59 points unsafe at the top and 34 at the bottom).
@Suite("Safe-area modifiers")
struct SafeAreaSceneTests {
    private let screen = ProposedViewSize(width: 393, height: 852)
    private let insets = EdgeInsets(top: 59, bottom: 34)

    private func laidOut(_ source: String) throws -> (LayoutResult, SceneLoadResult) {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let tree = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
        return (tree.layout(proposal: screen, safeAreaInsets: insets), loaded)
    }

    private func frame(_ result: LayoutResult, _ path: String) -> Rect? {
        result.view(at: path)?.frame
    }

    @Test("ignoresSafeArea takes a level, with or without regions and edges, and warns about nothing")
    func ignoresSafeAreaForms() throws {
        let sources = [
            "Color.red.ignoresSafeArea()",
            "Color.red.ignoresSafeArea(.all)",
            "Color.red.ignoresSafeArea(.container, edges: .all)",
            "Color.red.ignoresSafeArea(edges: [.top, .bottom])",
            "Color.red.ignoresSafeArea(SafeAreaRegions.all, edges: .vertical)",
            "Color.red.edgesIgnoringSafeArea(.all)",
        ]
        for source in sources {
            let (result, loaded) = try laidOut(source)
            #expect(loaded.diagnostics.isEmpty, "\(source): \(loaded.diagnostics)")
            #expect(result.view(at: "0")?.typeName == (source.contains("edgesIgnoring") ? "edgesIgnoringSafeArea" : "ignoresSafeArea"))
            #expect(frame(result, "0.0") == Rect(x: 0, y: -59, width: 393, height: 852), "\(source)")
        }
    }

    @Test("Edges limit the growth: .top grows up only")
    func edges() throws {
        let (result, _) = try laidOut("Color.red.ignoresSafeArea(edges: .top)")
        #expect(frame(result, "0.0") == Rect(x: 0, y: -59, width: 393, height: 818))
    }

    @Test("The keyboard region alone ignores nothing here, and says so")
    func keyboardOnly() throws {
        let (result, loaded) = try laidOut("Color.red.ignoresSafeArea(.keyboard)")
        #expect(frame(result, "0.0") == Rect(x: 0, y: 0, width: 393, height: 759))
        #expect(messages(loaded, .warning).contains { $0.contains("keyboard") })
    }

    @Test("Wrong arguments are errors at their place, and the view is kept")
    func wrongArguments() throws {
        let loaded = load("Color.red\n    .ignoresSafeArea(edges: 3)")
        #expect(messages(loaded).contains { $0.contains("edges") && $0.contains("Edge.Set") })
        #expect(loaded.diagnostics.first?.location.line == 2)
        let regions = load("Color.red.ignoresSafeArea(.everything)")
        #expect(regions.hasErrors)
        #expect(load("Color.red.edgesIgnoringSafeArea()").hasErrors)
    }

    @Test("A background colour or style bleeds into the unsafe area; a background view does not")
    func backgroundStyles() throws {
        let bleeding = [
            "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)",
            "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow)",
        ]
        for source in bleeding {
            let (result, _) = try laidOut(source)
            #expect(frame(result, "0") == Rect(x: 0, y: 0, width: 393, height: 759), "\(source)")
            #expect(frame(result, "0.1") == Rect(x: 0, y: -59, width: 393, height: 852), "\(source)")
        }
        let staying = [
            "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.yellow }",
            "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow, ignoresSafeAreaEdges: [])",
            "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow, in: Rectangle())",
        ]
        for source in staying {
            let (result, loaded) = try laidOut(source)
            #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
            #expect(frame(result, "0.1") == Rect(x: 0, y: 0, width: 393, height: 759), "\(source)")
        }
        let (top, _) = try laidOut(
            "Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow, ignoresSafeAreaEdges: .top)")
        #expect(frame(top, "0.1") == Rect(x: 0, y: -59, width: 393, height: 818))
    }

    @Test("A padded view stops short of the safe edge: its background does not bleed")
    func paddedBackground() throws {
        let (result, _) = try laidOut("Color.clear.background(Color.yellow).padding()")
        #expect(frame(result, "0.0.1") == Rect(x: 16, y: 16, width: 361, height: 727))
    }

    @Test("GeometryReader's safeAreaInsets are the insets its frame reaches")
    func geometryInsets() throws {
        let (result, _) = try laidOut("""
            GeometryReader { proxy in
                Color.red.frame(width: proxy.safeAreaInsets.top, height: proxy.safeAreaInsets.bottom)
            }
            """)
        #expect(frame(result, "0.0")?.size == Size(width: 59, height: 34))
    }
}
