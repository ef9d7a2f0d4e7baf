import LayoutEngine
import SceneSource
import Testing

/// iOS 15-17 APIs real files lay out with (issue 41, "any has no member for an API of iOS 17's
/// SwiftUI is a bug"): a scene's own styles (`GroupBoxStyle`, `ButtonStyle`, `ToggleStyle`,
/// `LabelStyle`, `LabeledContentStyle`, `DisclosureGroupStyle`) build their views with
/// `makeBody(configuration:)`; `listRowSpacing`, `scenePadding`, `backgroundStyle`,
/// `phaseAnimator`; Swift Charts' `Chart` and its marks. Text is measured by the test measurer
/// (8.5 points a character, 20.4 a line at 17 points).
@Suite("iOS 17 styles and charts")
struct IOS17StylesAndChartsTests {

    private func frames(_ result: LayoutResult, _ type: String) -> [Rect] {
        result.views.filter { $0.view.typeName == type }.map(\.frame)
    }

    private func texts(_ result: LayoutResult) -> [String: Rect] {
        var found: [String: Rect] = [:]
        for placed in result.views { if case .text(let text) = placed.view.content { found[text.string] = placed.frame } }
        return found
    }

    private static let styles = """
        struct CardStyle: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 4) {
                    configuration.label.font(.headline)
                    configuration.content
                }
                .padding(20)
                .background(Color.gray)
            }
        }
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
            }
        }
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 6) {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square").frame(width: 20, height: 20)
                    configuration.label
                }
            }
        }
        struct Vertical: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 4) { configuration.icon.frame(width: 30, height: 30); configuration.title }
            }
        }
        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 2) { configuration.label; configuration.content }
            }
        }
        struct Arrow: DisclosureGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 0) {
                    configuration.label
                    if configuration.isExpanded { configuration.content }
                }
            }
        }
        """

    @Test("A GroupBoxStyle's makeBody builds the box from configuration.label and .content")
    func groupBoxStyle() throws {
        let (result, diagnostics) = try laidOut(Self.styles + "\n" + """
            struct Screen: View {
                var body: some View { GroupBox("Title") { Text("Body") }.groupBoxStyle(CardStyle()) }
            }
            #Preview { Screen() }
            """)
        #expect(!messages(diagnostics, .warning).contains { $0.contains("groupBoxStyle") })
        let box = try #require(frames(result, "CardStyle").first)
        // "Title" (5 characters) is the wider part; 20 points of padding around both, 4 between.
        #expect(box.size == Size(width: 5 * 8.5 + 40, height: 20.4 + 4 + 20.4 + 40))
        let text = texts(result)
        #expect(text["Body"]?.origin == Point(x: box.minX + 20, y: box.minY + 20 + 20.4 + 4))
    }

    @Test("A ButtonStyle, ToggleStyle, LabelStyle and LabeledContentStyle build their views; a DisclosureGroupStyle reads isExpanded")
    func controlStyles() throws {
        let (result, _) = try laidOut(Self.styles + "\n" + """
            struct Screen: View {
                @State private var on = true
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Button("Go") {}.buttonStyle(Pill())
                        Toggle("On", isOn: $on).toggleStyle(Check())
                        Label("Star", systemImage: "star").labelStyle(Vertical())
                        LabeledContent("Name", value: "Ann").labeledContentStyle(Stacked())
                        DisclosureGroup("More", isExpanded: .constant(false)) { Text("Hidden") }.disclosureGroupStyle(Arrow())
                    }
                }
            }
            #Preview { Screen() }
            """)
        let pill = try #require(frames(result, "Pill").first)
        #expect(pill.size == Size(width: 2 * 8.5 + 40, height: 20.4 + 20))
        let check = try #require(frames(result, "Check").first)
        #expect(check.size == Size(width: 20 + 6 + 2 * 8.5, height: 20.4))
        #expect(result.views.contains { if case .image(.systemName("checkmark.square")) = $0.view.content { return true } else { return false } })
        #expect(!result.views.contains { $0.view.argumentSummary == "Toggle.switch" })
        let vertical = try #require(frames(result, "Vertical").first)
        #expect(vertical.size == Size(width: 4 * 8.5, height: 30 + 4 + 20.4))
        let text = texts(result)
        let name = try #require(text["Name"]), ann = try #require(text["Ann"])
        #expect(ann.minY == name.maxY + 2 && ann.minX == name.minX)
        #expect(text["More"] != nil && text["Hidden"] == nil)
    }

    @Test("The nearest style wins, a system style nearer ends the scene's one, and a style reaches buttons inside custom views")
    func styleScope() throws {
        let (result, _) = try laidOut(Self.styles + "\n" + """
            struct Row: View {
                var body: some View { Button("In") {} }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button("Plain") {}.buttonStyle(.plain).buttonStyle(Pill())
                        Row().buttonStyle(Pill())
                    }
                }
            }
            #Preview { Screen() }
            """)
        let pills = frames(result, "Pill")
        #expect(pills.count == 1)
        let text = texts(result)
        let inner = try #require(text["In"]), pill = try #require(pills.first)
        #expect(inner.minX == pill.minX + 20)
    }

    @Test("listRowSpacing puts the rows that far apart, each on its own card")
    func listRowSpacing() throws {
        func rowTops(_ modifier: String) throws -> [Double] {
            let (result, _) = try laidOut("""
                struct Screen: View {
                    var body: some View { List { Text("a"); Text("b"); Text("c") }\(modifier) }
                }
                #Preview { Screen() }
                """)
            let text = texts(result)
            return try ["a", "b", "c"].map { try #require(text[$0]).minY }
        }
        let plain = try rowTops("")
        let spaced = try rowTops(".listRowSpacing(10)")
        #expect(abs(plain[1] - plain[0] - 44) < 1e-9)
        #expect(abs(spaced[1] - spaced[0] - 54) < 1e-9 && abs(spaced[2] - spaced[1] - 54) < 1e-9)
    }

    @Test("scenePadding pads by the platform's default amount on the edges given; backgroundStyle changes no size")
    func scenePaddingAndBackgroundStyle() throws {
        let (result, diagnostics) = try laidOut("""
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("ab").scenePadding()
                        Text("cd").scenePadding(.minimum, edges: .horizontal)
                        Text("ef").backgroundStyle(.blue)
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
        let padded = frames(result, "scenePadding")
        try #require(padded.count == 2)
        #expect(padded[0].size == Size(width: 17 + 32, height: 20.4 + 32))
        #expect(padded[1].size == Size(width: 17 + 32, height: 20.4))
        #expect(frames(result, "backgroundStyle").first?.size == Size(width: 17, height: 20.4))
    }

    @Test("textScale(.secondary) draws text smaller (0.8 of its font, a font set inside it too); .default and isEnabled: false keep it; the text still joins with +")
    func textScale() throws {
        let (result, diagnostics) = try laidOut("""
            struct Screen: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("ab").textScale(.secondary)
                        Text("cd").textScale(.default)
                        Text("e").textScale(.secondary, isEnabled: false) + Text("f")
                        Text("gh").font(.system(size: 20)).textScale(.secondary)
                        Text("ij").textScale(.secondary).textScale(.default)
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
        let sizes = frames(result, "Text").map(\.size)
        try #require(sizes.count == 5, "e + f is one text")
        // The test measurer: half a point size a character, 1.2 point sizes a line.
        #expect(abs(sizes[0].width - 2 * 0.5 * 13.6) < 1e-9 && abs(sizes[0].height - 1.2 * 13.6) < 1e-9)
        #expect(sizes[1] == Size(width: 17, height: 20.4))
        #expect(sizes[2] == Size(width: 17, height: 20.4))
        #expect(abs(sizes[3].width - 2 * 0.5 * 16) < 1e-9 && abs(sizes[3].height - 1.2 * 16) < 1e-9)
        #expect(abs(sizes[4].width - 13.6) < 1e-9, "the inner modifier is the nearer one")
    }

    @Test("phaseAnimator shows its view as the closure makes it for the first phase")
    func phaseAnimator() throws {
        let (result, _) = try laidOut("""
            struct Screen: View {
                var body: some View {
                    Text("Pulse").phaseAnimator([false, true]) { content, phase in
                        content.padding(phase ? 30 : 5)
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(frames(result, "phaseAnimator").first?.size == Size(width: 5 * 8.5 + 10, height: 20.4 + 10))
    }

    @Test("scrollTransition shows its view as the closure makes it in the identity phase (in sight)")
    func scrollTransition() throws {
        let (result, diagnostics) = try laidOut("""
            struct Screen: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 0) {
                            Text("a").scrollTransition { content, phase in content.padding(phase.isIdentity ? 10 : 0) }
                            Text("b").scrollTransition(.animated) { content, phase in content.padding(phase == .identity ? 20 : 0) }
                            Text("c").scrollTransition { content, phase in content.padding(phase.value == 0 ? 5 : 0) }
                        }
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
        #expect(frames(result, "scrollTransition").map(\.size) == [Size(width: 8.5 + 20, height: 20.4 + 20), Size(width: 8.5 + 40, height: 20.4 + 40),
                                                                   Size(width: 8.5 + 10, height: 20.4 + 10)])
    }

    @Test("A Chart takes what it is offered; its bars stand from zero to their values, stacked by category")
    func chartBars() throws {
        let (result, diagnostics) = try laidOut("""
            import Charts
            struct Sale: Identifiable { let id: Int; let day: String; let amount: Double }
            struct Screen: View {
                let sales = [Sale(id: 0, day: "Mon", amount: 50), Sale(id: 1, day: "Tue", amount: 100), Sale(id: 2, day: "Tue", amount: 100)]
                var body: some View {
                    VStack(spacing: 0) {
                        Chart {
                            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 100))
                            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 200))
                        }
                        .frame(height: 200)
                        Chart(sales) { sale in
                            BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount)).foregroundStyle(by: .value("Day", sale.day))
                        }
                        .chartYAxis(.hidden)
                        .frame(height: 100)
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(!messages(diagnostics, .warning).contains { $0.contains("Chart") || $0.contains("Mark") || $0.contains("foregroundStyle") }, "\(diagnostics)")
        let charts = frames(result, "Chart")
        #expect(charts.map(\.size) == [Size(width: 393, height: 200), Size(width: 393, height: 100)])
        let bars = frames(result, "BarMark")
        #expect(bars.count == 5)
        // Two bands of 196.5: bars centred in them, Tue's twice Mon's height, to the chart's bottom.
        #expect(bars[0].height == 100 && bars[1].height == 200 && bars[0].maxY == 200 && bars[1].maxY == 200)
        #expect(bars[0].midX == 393 / 4 && bars[1].midX == 393 * 3 / 4)
        // Tuesday's two sales stacked: the scale's top is their total, 200.
        #expect(bars[2].height == 25 && bars[3].height == 50 && bars[4].height == 50)
        #expect(bars[4].maxY == bars[3].minY)
    }

    @Test("An app's Chat view is not taken for a slip of Charts' Chart (enchanted's ApplicationEntry)")
    func chatIsNotASlipOfChart() throws {
        let (_, diagnostics) = try laidOut("""
            struct Entry: View {
                var body: some View { Chat(title: "Hi") }
            }
            #Preview { Entry() }
            """)
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("'Chat' is not declared in the scene") }, "\(diagnostics)")
    }

    @Test("Chart data the scene cannot list draws the chart without marks, with a warning, not an error")
    func chartDataNotACollection() throws {
        let (result, diagnostics) = try laidOut("""
            import Charts
            struct Screen: View {
                func points() -> Int { 3 }
                var body: some View {
                    Chart(points) { point in PointMark(x: .value("x", 1), y: .value("y", 2)) }.frame(height: 50)
                }
            }
            #Preview { Screen() }
            """)
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("the chart's data") })
        #expect(frames(result, "Chart").first?.size == Size(width: 393, height: 50))
    }
}
