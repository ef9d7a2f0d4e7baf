import Foundation
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// The details of iOS's system views (issue 33, item 3), checked on the pixels of renders at 3x:
/// list and form separators (one pixel of `separator` under every row but a section's last,
/// from where the row's text starts to the card's trailing edge, or the screen's in a plain or
/// grouped list), a `Label`'s icon in a list in the accent colour, a menu picker's
/// `chevron.up.chevron.down`, and the tab bar's chrome material with a hairline on top.
/// Colours are iOS's (ColorPalette), blended as written out below.
@Suite("System view details drawn")
struct SystemViewDetailTests {
    typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)
    let measurer = PangoTextMeasurer()
    static let scale = 3.0

    /// A render with its layout, to find where the texts are. Frames are given in the
    /// picture's points (the screen's: the layout's origin is at the safe area's corner).
    struct Rendered {
        let result: LayoutResult
        let image: RasterImage

        func pixel(_ x: Double, _ y: Double) -> Pixel { image.pixel(x: Int(x * scale), y: Int(y * scale)) }

        func onScreen(_ frame: Rect) -> Rect {
            Rect(x: frame.minX - result.containerFrame.minX, y: frame.minY - result.containerFrame.minY, width: frame.width, height: frame.height)
        }

        /// The frame of the text that reads `string` (the first in layout order, or the last).
        func text(_ string: String, last: Bool = false) -> Rect? {
            let texts = result.views.filter { view in
                if case .text(let text) = view.view.content { return text.string == string }
                return false
            }
            return (last ? texts.last : texts.first).map { onScreen($0.frame) }
        }

        /// The frames of the views whose own content is an image.
        var images: [Rect] { result.views.filter(\.isImage).map { onScreen($0.frame) } }
    }

    private func render(_ source: String, _ width: Double, _ height: Double, dark: Bool = false, safeArea: EdgeInsets = EdgeInsets()) throws -> Rendered {
        var environment = EnvironmentValues()
        if dark { environment.colorScheme = .dark }
        let loaded = SceneLoader.load(source: source, fileName: "detail.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let tree = try LayoutTree(root: root, environment: environment, textMeasurer: measurer, imageMeasurer: AssetImageMeasurer(searchPaths: []))
        let result = tree.layout(proposal: ProposedViewSize(width: width, height: height), safeAreaInsets: safeArea)
        var options = RenderOptions(scale: Self.scale)
        options.colorScheme = dark ? .dark : .light
        return Rendered(result: result, image: RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: options))
    }

    private func near(_ pixel: Pixel, _ colour: (Int, Int, Int), tolerance: Int = 4) -> Bool {
        abs(pixel.red - colour.0) <= tolerance && abs(pixel.green - colour.1) <= tolerance && abs(pixel.blue - colour.2) <= tolerance
    }

    /// A drawn separator: its pixel row and its extent in points.
    struct Line: CustomStringConvertible {
        let row: Int
        let leading: Double
        let trailing: Double
        var y: Double { Double(row) / SystemViewDetailTests.scale }
        var description: String { "line at y \(y) from \(leading) to \(trailing)" }
    }

    /// The separators: pixel rows in `colour` at every 4 points across `span` (so that no glyph
    /// is taken for one), with how far each reaches either way.
    private func lines(_ rendered: Rendered, colour: (Int, Int, Int), across span: ClosedRange<Double>) -> [Line] {
        let image = rendered.image
        let probes = stride(from: span.lowerBound, through: span.upperBound, by: 4).map { Int($0 * Self.scale) }
        var found: [Line] = []
        for row in 0..<image.pixelHeight where probes.allSatisfy({ near(image.pixel(x: $0, y: row), colour) }) {
            var first = probes[0], last = probes[0]
            while first > 0, near(image.pixel(x: first - 1, y: row), colour) { first -= 1 }
            while last < image.pixelWidth - 1, near(image.pixel(x: last + 1, y: row), colour) { last += 1 }
            found.append(Line(row: row, leading: Double(first) / Self.scale, trailing: Double(last + 1) / Self.scale))
        }
        return found
    }

    /// Separator (60, 60, 67) at 29% over a white row: 255 - 195 * 0.29 = 198.5, 255 - 188 * 0.29 = 200.5.
    static let lineOnWhite = (198, 198, 200)

    @Test("A plain list of navigation links: a separator under each row but the last, from the row's text to the screen's edge")
    func plainListSeparators() throws {
        let rendered = try render("""
            List {
                ForEach(["Ada Lovelace", "Grace Hopper", "Alan Kay"], id: \\.self) { name in
                    NavigationLink {
                        Text(name)
                    } label: {
                        HStack(spacing: 12) {
                            Image(systemName: "person.crop.circle.fill")
                                .font(.largeTitle)
                                .foregroundStyle(.secondary)
                            VStack(alignment: .leading) {
                                Text(name).font(.headline)
                                Text("Role").font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .listStyle(.plain)
            """, 393, 300)
        let found = lines(rendered, colour: Self.lineOnWhite, across: 100...380)
        // Two separators (between three rows), none under the last row.
        #expect(found.count == 2, "\(found)")
        let names = try ["Ada Lovelace", "Grace Hopper", "Alan Kay"].map { try #require(rendered.text($0)) }
        for (index, line) in found.prefix(2).enumerated() {
            // Between the row's texts and the next row's.
            #expect(line.y > names[index].maxY && line.y < names[index + 1].minY, "\(line)")
            // From where the name starts (past the icon and the 12 points after it) ...
            #expect(abs(line.leading - names[index].minX) <= 0.5, "\(line), the name at \(names[index].minX)")
            // ... to the screen's trailing edge.
            #expect(line.trailing >= 392.5, "\(line)")
        }
    }

    static let labelRows = """
        Section {
            Label("Run", systemImage: "star")
            Label("Read a chapter", systemImage: "book")
            HStack { Image(systemName: "gear"); Text("Gear") }
            Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") }
        }
        Section {
            ForEach(["One", "Two"], id: \\.self) { title in
                Label(title, systemImage: "star")
            }
        }
        """

    /// The separators of `labelRows` in a list of `style`: under the first three rows of the
    /// first section and the first of the second, each from the text of the row above it.
    private func checkLabelRows(_ rendered: Rendered, trailing: Double) throws {
        let found = lines(rendered, colour: Self.lineOnWhite, across: 150...(trailing - 30))
        let titles = try ["Run", "Read a chapter", "Gear", "Wi-Fi", "One", "Two"].map { try #require(rendered.text($0)) }
        #expect(found.count == 4, "\(found)")
        guard found.count == 4 else { return }
        for (line, above) in zip(found, [0, 1, 2, 4]) {
            #expect(line.y > titles[above].maxY && line.y < titles[above + 1].minY, "\(line)")
            // Past the icon: where the title starts.
            #expect(abs(line.leading - titles[above].minX) <= 0.5, "\(line), the title at \(titles[above].minX)")
            #expect(abs(line.trailing - trailing) <= 0.5, "\(line)")
        }
    }

    @Test("An inset-grouped list of labels, a stack, a toggle and a ForEach: separators from the title past the icon to the card's edge, none under a section's last row")
    func insetGroupedSeparatorsPastIcons() throws {
        let rendered = try render("List {\n\(Self.labelRows)\n}", 393, 420)
        try checkLabelRows(rendered, trailing: 377)
    }

    @Test("A grouped list: full-width rows, separators from the title to the screen's edge, none under a section's last row")
    func groupedSeparators() throws {
        let rendered = try render("List {\n\(Self.labelRows)\n}\n.listStyle(.grouped)", 393, 420)
        try checkLabelRows(rendered, trailing: 393)
    }

    @Test("A row's own listRowSeparatorLeading and listRowSeparatorTrailing guides move its separator's ends")
    func separatorGuides() throws {
        let rendered = try render("""
            List {
                Text("Moved")
                    .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] - 16 }
                    .alignmentGuide(.listRowSeparatorTrailing) { d in d[.trailing] }
                Text("Last")
            }
            """, 393, 200)
        let found = lines(rendered, colour: Self.lineOnWhite, across: 40...60)
        let moved = try #require(rendered.text("Moved"))
        #expect(found.count == 1, "\(found)")
        // From the card's edge (the text's leading edge less 16) to the text's trailing edge.
        if let line = found.first {
            #expect(abs(line.leading - 16) <= 0.5 && abs(line.trailing - moved.maxX) <= 0.5, "\(line), the text \(moved)")
        }
    }

    @Test("A label's icon in a list is drawn in the accent colour (or the tint), its title in the label colour; a foreground style wins")
    func labelIconsTinted() throws {
        let rendered = try render("""
            List {
                Label("Favourites", systemImage: "star.fill")
                Label("Alarm", systemImage: "bell").foregroundStyle(.red)
                Label("Settings", systemImage: "gear").tint(.orange)
            }
            """, 393, 200)
        func inks(_ frame: Rect) -> [Pixel] {
            stride(from: frame.minX, to: frame.maxX, by: 1 / Self.scale).flatMap { x in
                stride(from: frame.minY, to: frame.maxY, by: 1 / Self.scale).map { rendered.pixel(x, $0) }
            }
        }
        let icons = rendered.images.sorted { $0.minY < $1.minY }
        #expect(icons.count == 3)
        guard icons.count == 3 else { return }
        let accent = (0, 122, 255), red = (255, 59, 48), orange = (255, 149, 0)
        #expect(inks(icons[0]).contains { near($0, accent, tolerance: 6) }, "the star is accent blue")
        let title = try #require(rendered.text("Favourites"))
        #expect(inks(title).contains { $0.red < 60 && $0.green < 60 && $0.blue < 60 }, "the title is black")
        #expect(!inks(title).contains { near($0, accent, tolerance: 40) }, "the title is not blue")
        #expect(inks(icons[1]).contains { near($0, red, tolerance: 6) }, "foregroundStyle(.red) draws the bell red")
        #expect(!inks(icons[1]).contains { near($0, accent, tolerance: 40) })
        #expect(inks(icons[2]).contains { near($0, orange, tolerance: 6) }, "tint(.orange) draws the gear orange")
    }

    @Test("The settings form: separators in every section but under its last row; the menu picker's indicator is chevron.up.chevron.down in secondary label colour")
    func settingsFormAndPickerIndicator() throws {
        let rendered = try render("""
            Form {
                Section("Profile") {
                    TextField("Name", text: .constant("Taylor"))
                    LabeledContent("Plan", value: "Family")
                }
                Section {
                    Toggle("Notifications", isOn: .constant(true))
                    Picker("Theme", selection: .constant("System")) {
                        Text("System").tag("System")
                        Text("Light").tag("Light")
                    }
                    Stepper("Font size: 17", value: .constant(17), in: 12...24)
                } header: {
                    Text("Preferences")
                }
                Section {
                    NavigationLink("Privacy") { Text("Privacy") }
                    NavigationLink("About") { Text("About") }
                }
            }
            """, 393, 600)
        // One separator under each row but a section's last: 1 + 2 + 1, from the text (32) to the card's edge (377).
        let found = lines(rendered, colour: Self.lineOnWhite, across: 40...370)
        #expect(found.count == 4, "\(found)")
        let above = try ["Taylor", "Notifications", "Theme", "Privacy"].map { try #require(rendered.text($0)) }
        for (line, text) in zip(found, above) {
            #expect(abs(line.y - (text.maxY + 11)) <= 1.5, "\(line) under \(text)")
            #expect(abs(line.leading - 32) <= 0.5 && abs(line.trailing - 377) <= 0.5, "\(line)")
        }
        // The indicator: ink right of the choice "System" (the one in the row, not the tag's text).
        let choice = try #require(rendered.text("System", last: true))
        var ink: [(x: Int, y: Int)] = []
        // secondaryLabel (60, 60, 67) at 60% over white: 255 - 195 * 0.6 = 138, 255 - 188 * 0.6 = 142.2.
        var solid = false
        for x in Int((choice.maxX + 1) * Self.scale)..<Int(375 * Self.scale) {
            for y in Int((choice.minY - 4) * Self.scale)..<Int((choice.maxY + 4) * Self.scale) {
                let pixel = rendered.image.pixel(x: x, y: y)
                if pixel.red < 235 { ink.append((x, y)) }
                if near(pixel, (138, 138, 142), tolerance: 5) { solid = true }
            }
        }
        #expect(solid, "drawn in secondaryLabel")
        let xs = ink.map(\.x), ys = ink.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
            Issue.record("no indicator drawn")
            return
        }
        let width = Double(maxX - minX + 1) / Self.scale, height = Double(maxY - minY + 1) / Self.scale
        // Small: about 8 wide and 13 high, taller than wide.
        #expect(width >= 6 && width <= 10 && height >= 10 && height <= 15 && height > width * 1.2, "\(width) x \(height)")
        // Two chevrons, one above the other: nothing drawn across the middle ...
        let middle = (minY + maxY) / 2
        #expect(!ink.contains { abs($0.y - middle) <= 1 }, "a gap between the chevrons")
        // ... each pointing away from it: the top row's ink is at the centre, the sides lower.
        let centre = Double(minX + maxX) / 2
        for edge in [minY, maxY] {
            let tip = ink.filter { abs($0.y - edge) <= 1 }.map { Double($0.x) }
            let spread = (tip.max() ?? 0) - (tip.min() ?? 0)
            let mean = tip.reduce(0, +) / Double(max(tip.count, 1))
            #expect(abs(mean - centre) <= 2 && spread < Double(maxX - minX) * 0.6, "a chevron's tip at the centre: \(tip)")
        }
        // Symmetric: as much ink left of the centre as right of it.
        let left = ink.filter { Double($0.x) < centre }.count, right = ink.filter { Double($0.x) > centre }.count
        #expect(abs(left - right) <= max(left, right) / 5, "\(left) left, \(right) right")
    }

    static let tabs = """
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
        """

    @Test("The tab bar: chrome material (249, 249, 249 at 94%) down over the home indicator, a separator hairline on top, the selected item accent, the other systemGray")
    func tabBarMaterial() throws {
        // iPhone 15: the bar is 49 high over the 34-point home-indicator strip, 769...852.
        let rendered = try render(Self.tabs, 393, 852, safeArea: EdgeInsets(top: 59, bottom: 34))
        // (249, 249, 249) at 94% over the white screen: 249 + 6 * 0.06 = 249.4.
        for y in [790.0, 830, 851] {
            #expect(near(rendered.pixel(196, y), (249, 249, 249), tolerance: 1), "bar at \(y): \(rendered.pixel(196, y))")
        }
        // The hairline: the bar's top pixel row (769 x 3 = 2307) is separator over the bar:
        // 249.4 - (249.4 - 60) * 0.29 = 194.5, 249.4 - (249.4 - 67) * 0.29 = 196.5; above it the screen.
        let line = rendered.image.pixel(x: 196 * 3, y: 769 * 3)
        #expect(near(line, (194, 194, 196), tolerance: 3), "\(line)")
        #expect(near(rendered.image.pixel(x: 196 * 3, y: 769 * 3 - 1), (255, 255, 255), tolerance: 1))
        #expect(near(rendered.image.pixel(x: 196 * 3, y: 769 * 3 + 1), (249, 249, 249), tolerance: 1), "one pixel only")
        // Items: the selected one accent blue, the other systemGray (142, 142, 147).
        let icons = rendered.images.filter { $0.minY > 769 }.sorted { $0.minX < $1.minX }
        #expect(icons.count == 2)
        func inks(_ frame: Rect) -> [Pixel] {
            stride(from: frame.minX, to: frame.maxX, by: 1 / Self.scale).flatMap { x in
                stride(from: frame.minY, to: frame.maxY, by: 1 / Self.scale).map { rendered.pixel(x, $0) }
            }
        }
        if icons.count == 2 {
            #expect(inks(icons[0]).contains { near($0, (0, 122, 255), tolerance: 6) })
            #expect(inks(icons[1]).contains { near($0, (142, 142, 147), tolerance: 4) })
            #expect(!inks(icons[1]).contains { near($0, (0, 122, 255), tolerance: 40) })
        }
    }

    @Test("In dark appearance the tab bar is (22, 22, 22) at 94% with a separator hairline, the unselected item still systemGray")
    func tabBarMaterialDark() throws {
        let rendered = try render(Self.tabs, 393, 852, dark: true, safeArea: EdgeInsets(top: 59, bottom: 34))
        // (22, 22, 22) at 94% over the black screen: 20.7.
        for y in [790.0, 851] {
            #expect(near(rendered.pixel(196, y), (21, 21, 21), tolerance: 1), "bar at \(y): \(rendered.pixel(196, y))")
        }
        // Separator (84, 84, 88) at 60% over the bar: 20.7 + 63.3 * 0.6 = 58.7, 20.7 + 67.3 * 0.6 = 61.1.
        let line = rendered.image.pixel(x: 196 * 3, y: 769 * 3)
        #expect(near(line, (59, 59, 61), tolerance: 3), "\(line)")
        let icons = rendered.images.filter { $0.minY > 769 }.sorted { $0.minX < $1.minX }
        if let last = icons.last {
            let ink = stride(from: last.minX, to: last.maxX, by: 1 / Self.scale).flatMap { x in
                stride(from: last.minY, to: last.maxY, by: 1 / Self.scale).map { rendered.pixel(x, $0) }
            }
            #expect(ink.contains { near($0, (142, 142, 147), tolerance: 4) })
        }
    }
}
