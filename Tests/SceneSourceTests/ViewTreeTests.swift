import LayoutEngine
import SceneSource
import Testing

/// The `ViewNode` tree the interpreter builds: node types, levels and paths.
@Suite("View trees")
struct ViewTreeTests {
    private func root(_ source: String) throws -> ViewNode {
        let loaded = load(source)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        return try #require(loaded.root)
    }

    private func typeName(_ root: ViewNode, _ path: String) -> String? {
        node(root, at: path)?.typeName
    }

    @Test("Every modifier is a level whose child 0 is the view it modifies; a background's secondary view is child 1")
    func modifierLevels() throws {
        let tree = try root("HStack { Color.black }.background(Color.white).frame(width: 12.0, height: 12.0)")
        #expect(typeName(tree, "0") == "frame" && tree.role == .modifier)
        #expect(typeName(tree, "0.0") == "background")
        #expect(typeName(tree, "0.0.0") == "HStack")
        #expect(typeName(tree, "0.0.1") == "Color")
        guard let layout = tree.content.layout, let frame = layout as? FrameLayout else {
            Issue.record("not a FrameLayout")
            return
        }
        #expect(frame.width == 12 && frame.height == 12)
        #expect(tree.argumentSummary == "width: 12, height: 12")
        #expect(tree.sourceLocation == SourceLocation(file: "scene.swift", line: 1, column: 48))
    }

    @Test("A summary writes an infinite argument as the source does, `.infinity` (captions and step narration show it), never `inf`")
    func infinityAsWritten() throws {
        let tree = try root("Text(\"Hi\").frame(maxWidth: .infinity, maxHeight: CGFloat.infinity)")
        #expect(typeName(tree, "0") == "frame")
        #expect(tree.argumentSummary == "maxWidth: .infinity, maxHeight: .infinity")
    }

    @Test("Alignment guides nest outermost first and compute from the view's dimensions")
    func alignmentGuides() throws {
        let tree = try root("Circle().frame(width: 30, height: 30).alignmentGuide(.top) { $0.height / 2 }.alignmentGuide(.trailing) { d in d[.trailing] - 5 }")
        let trailing = try #require(node(tree, at: "0"))
        let top = try #require(node(tree, at: "0.0"))
        #expect(typeName(tree, "0.0.0") == "frame")
        let dimensions = ViewDimensions(width: 30, height: 40)
        #expect(trailing.alignmentGuides[HorizontalAlignment.trailing.key]?(dimensions) == 25)
        #expect(top.alignmentGuides[VerticalAlignment.top.key]?(dimensions) == 20)
    }

    @Test("ForEach, Group and if expand in place; EmptyView keeps its index")
    func builderExpansion() throws {
        let tree = try root("""
            VStack {
                EmptyView()
                ForEach(0..<2) { i in Color.red.frame(width: CGFloat(i) * 10) }
                Group { Text("a"); Text("b") }
                if 1 > 2 { Circle() } else { Capsule() }
                ForEach(["x"], id: \\.self) { s in Text(s) }
            }
            """)
        #expect(tree.children.map(\.typeName) == ["EmptyView", "frame", "frame", "Text", "Text", "Capsule", "Text"])
        guard let layout = try #require(node(tree, at: "0.2")).content.layout, let frame = layout as? FrameLayout else {
            Issue.record("not a frame")
            return
        }
        #expect(frame.width == 10)
        guard case .text(let text) = try #require(node(tree, at: "0.6")).content else { return }
        #expect(text.string == "x")
    }

    @Test("Styling changes the modified view's style without a level")
    func stylingTakesNoLevel() throws {
        let tree = try root("VStack { Rectangle().fill(Color.red).frame(width: 5); Color.black.opacity(0.5); Circle().strokeBorder(.blue, lineWidth: 2) }")
        let rectangle = try #require(node(tree, at: "0.0.0"))
        #expect(rectangle.typeName == "Rectangle" && rectangle.style.fill == .named("red"))
        guard case .color(let color) = try #require(node(tree, at: "0.1")).content else {
            Issue.record("not a colour")
            return
        }
        #expect(color == Color(.named("black"), opacity: 0.5))
        #expect(node(tree, at: "0.2")?.style.stroke == DrawingStyle.Stroke(color: .named("blue"), lineWidth: 2, isInside: true))
    }

    @Test("A border is an overlay whose secondary view is a Rectangle stroked inside")
    func border() throws {
        let tree = try root("Color.white.border(Color.red, width: 3)")
        #expect(tree.typeName == "border")
        let rectangle = try #require(node(tree, at: "0.1"))
        #expect(rectangle.style.stroke == DrawingStyle.Stroke(color: .named("red"), lineWidth: 3, isInside: true))
        guard let layout = tree.content.layout, let secondary = layout as? SecondaryViewLayout else { return }
        #expect(secondary.placement == .overlay)
    }

    @Test("Text modifiers change the text; font is an environment level")
    func textModifiers() throws {
        let tree = try root("Text(\"Hi\").bold().font(.title.weight(.light)).italic()")
        #expect(tree.typeName == "font")
        var environment = EnvironmentValues()
        tree.environmentChange?(&environment)
        #expect(environment.font == Font(size: .textStyle(.title), weight: .light))
        guard case .text(let text) = try #require(node(tree, at: "0.0")).content else { return }
        #expect(text.weight == .bold && text.isItalic)
    }

    @Test("Padding forms give the expected insets")
    func padding() throws {
        func insets(_ modifier: String) throws -> EdgeInsets? {
            let tree = try root("Color.red\(modifier)")
            guard let layout = tree.content.layout else { return nil }
            return (layout as? PaddingLayout)?.insets
        }
        #expect(try insets(".padding()") == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(try insets(".padding(8)") == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(try insets(".padding(.horizontal)") == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(try insets(".padding([.top, .leading], 4)") == EdgeInsets(top: 4, leading: 4, bottom: 0, trailing: 0))
        #expect(try insets(".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))") == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("A custom view is one level whose body is child 0; several body views are one group")
    func customViews() throws {
        let tree = try root("""
            Pair(first: "a")
            // support:
            struct Pair: View {
                let first: String
                var second: String? = nil
                var body: some View {
                    Text(first)
                    Text(second ?? "none")
                }
            }
            """)
        #expect(tree.typeName == "Pair" && tree.role == .customView)
        let body = try #require(node(tree, at: "0.0"))
        guard case .group = body.content else {
            Issue.record("body is not a group")
            return
        }
        guard case .text(let text) = body.children[1].content else { return }
        #expect(text.string == "none")
    }

    @Test("GeometryReader content reads the proxy's size when laid out")
    func geometryReader() throws {
        let tree = try root("GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 4, height: proxy.frame(in: .local).height) }")
        let result = try layout(tree, ProposedViewSize(width: 200, height: 60))
        #expect(result.view(at: "0.0")?.frame == Rect(x: 0, y: 0, width: 50, height: 60))
    }

    @Test("Ranges of Dynamic Type sizes clamp the inherited size")
    func dynamicTypeSizeRange() throws {
        let tree = try root("Text(\"a\").dynamicTypeSize(...DynamicTypeSize.xxLarge)")
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility3
        tree.environmentChange?(&environment)
        #expect(environment.dynamicTypeSize == .xxLarge)
        let closed = try root("Text(\"a\").dynamicTypeSize(.large ... .xxxLarge)")
        environment.dynamicTypeSize = .small
        closed.environmentChange?(&environment)
        #expect(environment.dynamicTypeSize == .large)
    }

    @Test("The root is the #Preview, else ContentView(), else a PreviewProvider's previews")
    func rootSelection() throws {
        let content = try root("struct ContentView: View { var body: some View { Circle() } }")
        #expect(content.typeName == "ContentView" && node(content, at: "0.0")?.typeName == "Circle")
        let provider = try root("""
            struct P: PreviewProvider { static var previews: some View { Capsule() } }
            """)
        #expect(provider.typeName == "Capsule")
        let preview = try root("struct ContentView: View { var body: some View { Circle() } }\n#Preview { Ellipse() }")
        #expect(preview.typeName == "Ellipse")
    }
}

/// What a scene without a preview shows when its views need arguments, or when it declares
/// only a `Layout`.
@Suite("Roots made from sample values")
struct SampleRootTests {
    @Test("A view that needs arguments is shown with sample values of its properties' types")
    func sampleArguments() throws {
        let loaded = SceneLoader.load(source: """
            import SwiftUI
            struct Badge: Identifiable { let id: Int; var label: String }
            struct BadgeRow: View {
                let title: String
                let badges: [Badge]
                @Binding var isExpanded: Bool
                var progress: Double
                var body: some View {
                    HStack(spacing: 4) {
                        Text(title)
                        ForEach(badges) { badge in Text(badge.label) }
                        Color.blue.frame(width: 100 * progress, height: 10)
                    }
                }
            }
            """, fileName: "row.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.contains { $0.severity == .note && $0.message.contains("BadgeRow(title: \"Title\"") })
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 600, height: 100))
        // The title, three sample badges and the bar 100 x 0.6 wide.
        #expect(result.views.filter { $0.typeName == "Text" }.count == 4)
        #expect(result.views.first { $0.typeName == "Color" }?.frame.width == 60)
    }

    @Test("A file that declares only a Layout shows it arranging seven sample subviews")
    func layoutOnly() throws {
        let loaded = SceneLoader.load(source: """
            import SwiftUI
            struct Column: Layout {
                var spacing: CGFloat = 2
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    let size: CGSize = sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: $0.height + $1.height) }
                    return CGSize(width: size.width, height: size.height + spacing * CGFloat(subviews.count - 1))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for view in subviews {
                        view.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
                        y += view.sizeThatFits(.unspecified).height + spacing
                    }
                }
            }
            """, fileName: "column.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 300, height: 400))
        // Seven 32-point-tall subviews 2 apart; the widest is 40 + 2 * 24.
        #expect(result.size == Size(width: 88, height: 7 * 32 + 6 * 2))
    }
}
