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
        // Ticks 0, 50, ..., 200: the plot leaves 16.5 + 4 for "200" at the trailing edge and
        // 13.2 + 4 for the day names below. Two bands: bars centred in them, Tue's twice Mon's
        // height, to the plot's bottom.
        let plotWidth = 393 - 20.5, plotHeight = 200 - 17.2
        #expect(abs(bars[0].height - plotHeight / 2) < 1e-9 && abs(bars[1].height - plotHeight) < 1e-9)
        #expect(abs(bars[0].maxY - plotHeight) < 1e-9 && abs(bars[1].maxY - plotHeight) < 1e-9)
        #expect(abs(bars[0].midX - plotWidth / 4) < 1e-9 && abs(bars[1].midX - plotWidth * 3 / 4) < 1e-9)
        // Tuesday's two sales stacked: the scale's top is their total, 200. No y axis
        // (.hidden): the plot is the chart's width, above the x labels and the legend (caption, 14.4 + 8).
        let second = 100 - 17.2 - 22.4
        #expect(abs(bars[2].height - second / 4) < 1e-9 && abs(bars[3].height - second / 2) < 1e-9 && abs(bars[4].height - second / 2) < 1e-9)
        #expect(abs(bars[4].maxY - bars[3].minY) < 1e-9)
        #expect(abs(bars[2].midX - 393 / 4) < 1e-9)
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

    @Test("A Chart draws Swift Charts' default axes: y labels at the trailing edge, x labels below, grid lines at the y ticks; its marks in the plot left")
    func chartAxes() throws {
        let (result, diagnostics) = try laidOut("""
            import Charts
            struct Screen: View {
                var body: some View {
                    Chart {
                        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 30))
                        BarMark(x: .value("Day", "Tue"), y: .value("Steps", 87))
                    }
                    .frame(height: 200)
                }
            }
            #Preview { Screen() }
            """)
        #expect(messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
        let labels = texts(result)
        // The value axis is widened to whole ticks of 25: 0, 25, ..., 100.
        #expect(Set(labels.keys) == ["Mon", "Tue", "0", "25", "50", "75", "100"])
        let grid = result.views.filter { $0.view.argumentSummary == "Chart.gridLine" }.map(\.frame)
        #expect(grid.count == 5)
        // Caption 2 (11 points): "100" is 3 x 5.5 wide, a line 13.2 high. The plot leaves room
        // for the widest y label and a gap of 4 at the trailing edge, and for the x labels below.
        let plotWidth = 393 - (16.5 + 4), plotHeight = 200 - (13.2 + 4)
        #expect(grid.allSatisfy { abs($0.width - plotWidth) < 1e-9 && $0.minX == 0 })
        let bars = frames(result, "BarMark")
        try #require(bars.count == 2)
        #expect(abs(bars[1].maxY - plotHeight) < 1e-9 && abs(bars[1].height - plotHeight * 0.87) < 1e-9)
        #expect(abs(bars[0].midX - plotWidth / 4) < 1e-9)
        // The y labels after the plot, centred on their grid lines; the x labels under their bars.
        let top = try #require(labels["100"]), bottom = try #require(labels["0"])
        #expect(abs(top.minX - (plotWidth + 4)) < 1e-9 && abs(top.midY) < 1e-9 && abs(bottom.midY - plotHeight) < 1e-9)
        let monday = try #require(labels["Mon"])
        #expect(abs(monday.midX - bars[0].midX) < 1e-9 && abs(monday.minY - (plotHeight + 4)) < 1e-9)
    }

    @Test("foregroundStyle(by:) colours each series and the chart lists them in a legend below; chartYAxis(.hidden) and chartLegend(.hidden) take theirs away")
    func chartLegendAndHiddenAxes() throws {
        let source = """
            import Charts
            struct Screen: View {
                var body: some View {
                    Chart {
                        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 100)).foregroundStyle(by: .value("Kind", "Walk"))
                        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 100)).foregroundStyle(by: .value("Kind", "Run"))
                    }
                    MODIFIERS
                    .frame(height: 200)
                }
            }
            #Preview { Screen() }
            """
        let (result, diagnostics) = try laidOut(source.replacingOccurrences(of: "MODIFIERS", with: ""))
        #expect(messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
        let fills = frames(result, "BarMark").count
        #expect(fills == 2)
        let bars = result.views.filter { $0.view.typeName == "BarMark" }.map { $0.view.style.fill }
        #expect(bars == [.named("blue"), .named("green")])
        let labels = texts(result)
        let walk = try #require(labels["Walk"]), run = try #require(labels["Run"])
        // Caption (12 points, a line 14.4 high) at the chart's bottom, leading edge first.
        #expect(walk.maxY == 200 && walk.minX == 8 + 4 && run.minX > walk.maxX)
        #expect(abs(try #require(labels["Mon"]).maxY - (200 - 14.4 - 8)) < 1e-9)

        let (hidden, _) = try laidOut(source.replacingOccurrences(of: "MODIFIERS", with: ".chartYAxis(.hidden).chartLegend(.hidden)"))
        let hiddenLabels = texts(hidden)
        #expect(Set(hiddenLabels.keys) == ["Mon"])
        #expect(hidden.views.filter { $0.view.argumentSummary == "Chart.gridLine" }.isEmpty)
        let bar = try #require(frames(hidden, "BarMark").first)
        #expect(abs(bar.midX - 393 / 2) < 1e-9 && abs(bar.maxY - (200 - 13.2 - 4)) < 1e-9)
    }

    @Test("A mark's foregroundStyle(_:), on it or outside another modifier of it, is the colour it is drawn in; an area keeps its lighter fill")
    func chartMarkColours() throws {
        let (result, _) = try laidOut("""
            import Charts
            struct Screen: View {
                var body: some View {
                    Chart {
                        PointMark(x: .value("Day", "Mon"), y: .value("Steps", 1)).foregroundStyle(.red)
                        BarMark(x: .value("Day", "Tue"), y: .value("Steps", 2)).annotation { Text("2") }.foregroundStyle(.green)
                        AreaMark(x: .value("Day", "Wed"), y: .value("Steps", 3)).foregroundStyle(.orange)
                        LineMark(x: .value("Day", "Thu"), y: .value("Steps", 3))
                    }
                    .frame(height: 100)
                }
            }
            #Preview { Screen() }
            """)
        let fills = result.views.filter { $0.view.typeName.hasSuffix("Mark") }.map { $0.view.style.fill }
        var area = Color.named("orange")
        area.opacity = 0.3
        #expect(fills == [.named("red"), .named("green"), area, .named("accentColor")])
    }
}

