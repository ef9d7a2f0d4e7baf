import LayoutEngine
import SceneSource
import Testing

/// iOS's system views: their metrics (Documentation/ios-system-metrics.md) and how styles,
/// bars and rows follow what the scene says.
@Suite("System views")
struct SystemViewTests {
    private func layout(_ source: String, _ proposal: ProposedViewSize = ProposedViewSize(width: 393, height: 852),
                        insets: EdgeInsets = EdgeInsets()) throws -> LayoutResult {
        let loaded = load(source)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let root = try #require(loaded.root)
        return try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: proposal, safeAreaInsets: insets)
    }

    private func frames(_ result: LayoutResult, type: String) -> [Rect] {
        result.views.filter { $0.view.typeName == type }.map(\.frame)
    }

    @Test("An inset-grouped list's rows are 44 high at least, inset 16 on a 393-point phone, 35 below the top")
    func insetGroupedRows() throws {
        let result = try layout("List { Color.red.frame(height: 20); Color.blue.frame(height: 60) }")
        let colours = frames(result, type: "Color").filter { $0.width < 393 && $0.height >= 20 }
        let red = try #require(colours.first { $0.height == 20 })
        let blue = try #require(colours.first { $0.height == 60 })
        // The row's content starts at margin 16 + row inset 16, centred in the 44-point row.
        #expect(red.minX == 32)
        #expect(red.minY == 35 + (44 - 20) / 2)
        // The second row is its content plus 6 above and below.
        #expect(blue.minY == 35 + 44 + 6)
    }

    @Test("A plain list puts rows edge to edge on the system background")
    func plainList() throws {
        let result = try layout("List { Color.red.frame(height: 20) }.listStyle(.plain)")
        let red = try #require(frames(result, type: "Color").first { $0.height == 20 })
        #expect(red.minX == 16)
        #expect(red.minY == 12)
        let inset = try layout("List { Color.red.frame(height: 20) }.listStyle(InsetGroupedListStyle())")
        #expect(frames(inset, type: "Color").first { $0.height == 20 }?.minX == 32)
    }

    @Test("A list style of the scene's own, or one the playground does not know, is drawn as the automatic one")
    func customListStyle() throws {
        func red(_ result: LayoutResult) -> Rect? { frames(result, type: "Color").first { $0.height == 20 } }
        let automatic = try layout("List { Color.red.frame(height: 20) }")
        let own = try layout("""
            struct Cards: ListStyle {}
            #Preview { List { Color.red.frame(height: 20) }.listStyle(Cards()) }
            """)
        let unknown = try layout("List { Color.red.frame(height: 20) }.listStyle(.carousel)")
        let plain = try layout("List { Color.red.frame(height: 20) }.listStyle(.plain)")
        #expect(red(automatic) != nil && red(own) == red(automatic) && red(unknown) == red(automatic))
        #expect(red(plain) != red(automatic))
    }

    @Test("A navigation title makes a 96-point large bar, an inline one 44; the content below gets the rest")
    func navigationBar() throws {
        let large = try layout("NavigationStack { Color.red.navigationTitle(\"A\") }", insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let content = try #require(large.views.first { $0.view.typeName == "Color" && $0.frame.width == 393 })
        // Root coordinates start at the safe area's top: the screen spans -59 ... 793.
        #expect(content.frame.minY == 96)
        #expect(content.frame.maxY == 852 - 59 - 34)
        let inline = try layout("NavigationStack { Color.red.navigationTitle(\"A\").navigationBarTitleDisplayMode(.inline) }")
        #expect(inline.views.first { $0.view.typeName == "Color" && $0.frame.width == 393 }?.frame.minY == 44)
        let hidden = try layout("NavigationStack { Color.red.navigationTitle(\"A\").toolbar(.hidden, for: .navigationBar) }")
        #expect(hidden.views.first { $0.view.typeName == "Color" && $0.frame.width == 393 }?.frame.minY == 0)
    }

    @Test("A list's background grows under the navigation bar to the top of the screen")
    func backgroundUnderBar() throws {
        let result = try layout("NavigationStack { List { Text(\"a\") }.navigationTitle(\"A\") }", insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let background = try #require(result.views.first {
            if case .color(let colour) = $0.view.content { return colour == .named("systemGroupedBackground") }
            return false
        })
        // The whole screen, in root coordinates (the safe area starts at 0).
        #expect(background.frame.minY == -59)
        #expect(background.frame.maxY == 852 - 59)
    }

    @Test("A tab view proposes its selected tab the area above a 49-point bar; the selection picks the tab")
    func tabView() throws {
        let result = try layout("""
            TabView(selection: .constant(2)) {
                Color.red.tabItem { Label("One", systemImage: "house") }.tag(1)
                Color.blue.frame(height: 10).tabItem { Label("Two", systemImage: "gear") }.tag(2)
            }
            """)
        #expect(result.views.contains { $0.view.typeName == "Color" && $0.frame.height == 10 })
        #expect(!result.views.contains { $0.view.content.isColor(.named("red")) })
        let tabBar = try #require(result.views.first { $0.view.argumentSummary == "TabView.bar" })
        #expect(tabBar.frame.height == 49)
        #expect(tabBar.frame.maxY == 852)
    }

    @Test("A toggle is its label, space and a 51 x 31 switch across the proposed width")
    func toggle() throws {
        let result = try layout("Toggle(\"Wi-Fi\", isOn: .constant(true))", ProposedViewSize(width: 300, height: 100))
        #expect(result.size == Size(width: 300, height: 31))
        let track = try #require(result.views.first { $0.view.content.isShape(.capsule) })
        #expect(track.frame.width == 51 && track.frame.maxX == 300)
        #expect(track.view.style.fill == .named("green"))
        let off = try layout("Toggle(\"Wi-Fi\", isOn: .constant(false)).tint(.orange)", ProposedViewSize(width: 300, height: 100))
        #expect(off.views.first { $0.view.content.isShape(.capsule) }?.view.style.fill == .named("systemFill"))
    }

    @Test("Button styles pad the label on the tint; the prominent style draws it in white")
    func buttonStyles() throws {
        let plain = try layout("Button(\"Go\") { }")
        let bordered = try layout("Button(\"Go\") { }.buttonStyle(.bordered)")
        let prominent = try layout("Button(\"Go\") { }.buttonStyle(BorderedProminentButtonStyle()).controlSize(.large)")
        #expect(bordered.size.width == plain.size.width + 24)
        #expect(bordered.size.height == plain.size.height + 14)
        #expect(prominent.size.height == plain.size.height + 28)
        #expect(prominent.views.first { $0.view.typeName == "Button" }?.view.style.foreground == .named("white"))
        #expect(bordered.views.contains { $0.view.style.fill == Color(.named("accentColor"), opacity: 0.15) })
    }

    @Test("A segmented picker is 32 high across the proposal; a menu picker in a form follows its label")
    func pickers() throws {
        let segmented = try layout("""
            Picker("Size", selection: .constant("M")) { Text("S").tag("S"); Text("M").tag("M") }.pickerStyle(.segmented)
            """, ProposedViewSize(width: 300, height: 200))
        #expect(segmented.size == Size(width: 300, height: 32))
        let form = try layout("""
            Form { Picker("Size", selection: .constant("M")) { Text("S").tag("S"); Text("M").tag("M") } }
            """)
        #expect(form.views.contains { if case .text(let text) = $0.view.content { return text.string == "M" } else { return false } })
        #expect(!form.views.contains { if case .text(let text) = $0.view.content { return text.string == "S" } else { return false } })
    }

    @Test("Grid cells line up in columns; gridCellColumns spans; a view outside a row spans the grid")
    func grid() throws {
        let result = try layout("""
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 50, height: 10) }
                GridRow { Color.green.frame(width: 90, height: 10).gridCellColumns(2) }
                Color.yellow.frame(height: 5).gridCellUnsizedAxes(.horizontal)
            }
            """)
        // Columns 30 and 50 with 10 between; the spanning cell needs 90 = 30 + 10 + 50.
        #expect(result.size.width == 90)
        #expect(result.size.height == 25)
        let blue = try #require(result.views.first { $0.view.content.isColor(.named("blue")) })
        #expect(blue.frame.minX == 40)
    }

    @Test("LazyVGrid flexible columns share the width; a Section's header spans it")
    func lazyGrid() throws {
        let result = try layout("""
            LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
                Section { Color.red.frame(height: 10); Color.blue.frame(height: 10) } header: { Color.green.frame(height: 4) }
            }
            """, ProposedViewSize(width: 208, height: 100))
        let red = try #require(result.views.first { $0.view.content.isColor(.named("red")) })
        #expect(red.frame.width == 100)
        let header = try #require(result.views.first { $0.view.content.isColor(.named("green")) })
        #expect(header.frame.width == 208 && header.frame.minY == 0)
        #expect(red.frame.minY == 4)
    }

    // MARK: Safe-area insets, padding and content margins

    private func colour(_ result: LayoutResult, _ name: String) throws -> Rect {
        try #require(result.views.first { $0.view.content.isColor(.named(name)) }).frame
    }

    @Test("safeAreaInset puts its content at the edge and proposes the view what remains minus the spacing")
    func safeAreaInset() throws {
        let result = try layout("Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }")
        // 852 - 50 - 8 (the default spacing between two views) = 794.
        #expect(try colour(result, "red") == Rect(x: 0, y: 0, width: 393, height: 794))
        #expect(try colour(result, "blue") == Rect(x: 0, y: 802, width: 393, height: 50))
        let leading = try layout("Color.red.safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 40) }")
        #expect(try colour(leading, "red") == Rect(x: 40, y: 0, width: 353, height: 852))
        // Aligned across the edge by the guide: a 100-wide bar at the trailing end.
        let aligned = try layout("Color.red.safeAreaInset(edge: .top, alignment: .trailing) { Color.blue.frame(width: 100, height: 10) }")
        #expect(try colour(aligned, "blue") == Rect(x: 293, y: 0, width: 100, height: 10))
        #expect(try colour(aligned, "red").minY == 18)
    }

    @Test("A view that ignores the safe area grows under a safeAreaInset to the modifier's edge, not to the screen's")
    func safeAreaInsetIgnoredUnderneath() throws {
        let result = try layout("""
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea()
                    .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
                    .frame(height: 200)
                Color.green
            }
            """)
        // Proposed 150, grown over the 50-point inset to the frame's 200 and no further.
        #expect(try colour(result, "red") == Rect(x: 0, y: 0, width: 393, height: 200))
        #expect(try colour(result, "blue").minY == 150)
        // At the screen's bottom edge with a home indicator, it grows on to the screen's edge.
        let screen = try layout("Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }",
                                insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(try colour(screen, "red").maxY == 852 - 59)
        #expect(try colour(screen, "blue").maxY == 852 - 59 - 34)
    }

    @Test("safeAreaPadding insets what the view is proposed by the length on each edge, 16 by default")
    func safeAreaPadding() throws {
        let horizontal = try layout("Color.red.safeAreaPadding(.horizontal, 20)")
        #expect(try colour(horizontal, "red") == Rect(x: 20, y: 0, width: 353, height: 852))
        let all = try layout("Color.red.safeAreaPadding()")
        #expect(try colour(all, "red") == Rect(x: 16, y: 16, width: 361, height: 820))
        let insets = try layout("Color.red.safeAreaPadding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 5))")
        #expect(try colour(insets, "red") == Rect(x: 0, y: 10, width: 388, height: 842))
    }

    @Test("contentMargins pads the content of the scroll views inside; for the indicators it changes nothing")
    func contentMargins() throws {
        let margins = try layout("ScrollView { Color.red.frame(height: 100) }.contentMargins(.horizontal, 20)")
        #expect(try colour(margins, "red") == Rect(x: 20, y: 0, width: 353, height: 100))
        let all = try layout("VStack { ScrollView { Color.red.frame(height: 100) } }.contentMargins(30)")
        #expect(try colour(all, "red") == Rect(x: 30, y: 30, width: 333, height: 100))
        let indicators = try layout("ScrollView { Color.red.frame(height: 100) }.contentMargins(.horizontal, 20, for: .scrollIndicators)")
        #expect(try colour(indicators, "red") == Rect(x: 0, y: 0, width: 393, height: 100))
    }

    @Test("Color.primary written out is the label colour; .primary in a style context stays hierarchical")
    func explicitPrimaryColour() throws {
        let explicit = try layout(#"Text("All").padding().background(Color.primary, in: Capsule()).foregroundStyle(.white)"#)
        let capsule = try #require(explicit.views.first { $0.view.typeName == "Capsule" })
        #expect(capsule.view.style.fill == Color.named("label"))
        let implicit = try layout(#"Text("All").padding().background(.primary, in: Capsule())"#)
        let hierarchical = try #require(implicit.views.first { $0.view.typeName == "Capsule" })
        #expect(hierarchical.view.style.fill == Color.named("primary"))
    }

    @Test("A label style from above shows the icon or the title alone")
    func labelStyles() throws {
        let iconOnly = try layout(#"Label("Favourites", systemImage: "star").labelStyle(.iconOnly)"#)
        #expect(frames(iconOnly, type: "Text").isEmpty)
        #expect(frames(iconOnly, type: "Image").count == 1)
        let titleOnly = try layout(#"VStack { Label("Favourites", systemImage: "star") }.labelStyle(.titleOnly)"#)
        #expect(frames(titleOnly, type: "Image").isEmpty)
        #expect(frames(titleOnly, type: "Text").count == 1)
        let both = try layout(#"Label("Favourites", systemImage: "star")"#)
        #expect(frames(both, type: "Image").count == 1 && frames(both, type: "Text").count == 1)
    }
}

private extension ViewNode.Content {
    func isColor(_ colour: Color) -> Bool {
        if case .color(let own) = self { return own == colour }
        return false
    }

    func isShape(_ kind: ShapeKind) -> Bool {
        if case .shape(let own) = self { return own == kind }
        return false
    }
}
