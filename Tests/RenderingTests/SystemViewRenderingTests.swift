import Foundation
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// System views drawn: bars, separators and control shapes checked on the pixels of small
/// renders. Positions follow the metrics in Documentation/ios-system-metrics.md (an inset-grouped
/// card 16 points from the edge, 35 below the top, rows 44 high, a separator one pixel high from
/// the row's content edge, a 51 x 31 switch, a 49-point tab bar); colours are iOS's
/// (ColorPalette), blended as written out below.
@Suite("System views drawn")
struct SystemViewRenderingTests {
    typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)
    let measurer = PangoTextMeasurer()

    private func render(_ source: String, _ width: Double, _ height: Double, scale: Double = 1, dark: Bool = false) throws -> RasterImage {
        var environment = EnvironmentValues()
        if dark { environment.colorScheme = .dark }
        let loaded = SceneLoader.load(source: source, fileName: "system.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let tree = try LayoutTree(root: root, environment: environment, textMeasurer: measurer, imageMeasurer: AssetImageMeasurer(searchPaths: []))
        let result = tree.layout(proposal: ProposedViewSize(width: width, height: height))
        var options = RenderOptions(scale: scale)
        options.colorScheme = dark ? .dark : .light
        return RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: options)
    }

    private func near(_ pixel: Pixel, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 3) -> Bool {
        abs(pixel.red - red) <= tolerance && abs(pixel.green - green) <= tolerance && abs(pixel.blue - blue) <= tolerance
    }

    /// The pixel at a point (in points) of an image rendered at `scale`.
    private func at(_ image: RasterImage, _ x: Double, _ y: Double, scale: Double) -> Pixel {
        image.pixel(x: Int(x * scale), y: Int(y * scale))
    }

    static let form = """
        Form {
            Section {
                Text("Name")
                Text("Email")
            }
        }
        """

    @Test("An inset-grouped form: grouped background, a white card with rounded corners, a one-pixel separator from the content edge")
    func insetGroupedForm() throws {
        let image = try render(Self.form, 393, 200, scale: 3)
        // systemGroupedBackground around the card; the card is secondarySystemGroupedBackground.
        #expect(near(at(image, 8, 20, scale: 3), 242, 242, 247), "\(at(image, 8, 20, scale: 3))")
        #expect(near(at(image, 200, 40, scale: 3), 255, 255, 255), "\(at(image, 200, 40, scale: 3))")
        #expect(near(at(image, 200, 35 + 88 + 8, scale: 3), 242, 242, 247), "below the two rows")
        // A rounded corner (radius 10): the card's corner pixel is the background.
        #expect(near(image.pixel(x: 16 * 3, y: 35 * 3), 242, 242, 247), "\(image.pixel(x: 48, y: 105))")
        // The separator between the rows: the last pixel row of the first row (y = 79 pt = px 237
        // at 3x, the row is 236.999...) is separator (60, 60, 67) at 29% over white:
        // 255 - (255 - 60) * 0.29 = 198.5, 255 - (255 - 67) * 0.29 = 200.5.
        let line = image.pixel(x: 200 * 3, y: 79 * 3 - 1)
        #expect(near(line, 198, 198, 200, tolerance: 4), "\(line)")
        // It starts at the row's content edge (16 + 16): white at x = 24 pt on the same pixel row.
        #expect(near(image.pixel(x: 24 * 3, y: 79 * 3 - 1), 255, 255, 255), "\(image.pixel(x: 72, y: 236))")
        // The last row has no separator.
        #expect(near(image.pixel(x: 200 * 3, y: 123 * 3 - 1), 255, 255, 255), "\(image.pixel(x: 600, y: 368))")
        // Text in the first row, leading at 32 points: some dark ink between x 32 and 80.
        let ink = (32 * 3..<80 * 3).contains { x in (45 * 3..<69 * 3).contains { y in image.pixel(x: x, y: y).red < 100 } }
        #expect(ink, "the row's text is drawn in label colour")
    }

    @Test("In dark appearance the form is black with a (28, 28, 30) card and light text")
    func insetGroupedFormDark() throws {
        let image = try render(Self.form, 393, 200, scale: 1, dark: true)
        #expect(near(image.pixel(x: 8, y: 20), 0, 0, 0), "\(image.pixel(x: 8, y: 20))")
        #expect(near(image.pixel(x: 200, y: 40), 28, 28, 30), "\(image.pixel(x: 200, y: 40))")
        let ink = (32..<80).contains { x in (45..<69).contains { y in image.pixel(x: x, y: y).red > 180 } }
        #expect(ink)
    }

    @Test("A switch: a green capsule with the white thumb at the trailing end when on, grey with the thumb leading when off")
    func toggleSwitch() throws {
        let on = try render("Toggle(\"\", isOn: .constant(true)).labelsHidden()", 51, 31, scale: 2)
        // The track is green (52, 199, 89) left of the thumb; the thumb (27 wide, 2 in) is white.
        #expect(near(at(on, 10, 15.5, scale: 2), 52, 199, 89), "\(at(on, 10, 15.5, scale: 2))")
        #expect(near(at(on, 35.5, 15.5, scale: 2), 255, 255, 255), "\(at(on, 35.5, 15.5, scale: 2))")
        // A capsule: its corner pixel is not green.
        #expect(on.pixel(x: 0, y: 0).alpha < 40 || !near(on.pixel(x: 0, y: 0), 52, 199, 89, tolerance: 30))
        let off = try render("Toggle(\"\", isOn: .constant(false)).labelsHidden()", 51, 31, scale: 2)
        #expect(near(at(off, 15.5, 15.5, scale: 2), 255, 255, 255), "the thumb leading: \(at(off, 15.5, 15.5, scale: 2))")
        // systemFill (120, 120, 128) at 20% over the white canvas: 255 - 135 * 0.2 = 228, 255 - 127 * 0.2 = 229.6.
        #expect(near(at(off, 44, 15.5, scale: 2), 228, 228, 230, tolerance: 4), "\(at(off, 44, 15.5, scale: 2))")
        let tinted = try render("Toggle(\"\", isOn: .constant(true)).labelsHidden().tint(.orange)", 51, 31, scale: 2)
        #expect(near(at(tinted, 10, 15.5, scale: 2), 255, 149, 0), "tint: \(at(tinted, 10, 15.5, scale: 2))")
    }

    @Test("A bordered prominent button is an accent-filled rounded rectangle with white text; a bordered one a tinted fill")
    func borderedButtons() throws {
        let prominent = try render("Button(\"Continue\") {}.buttonStyle(.borderedProminent).frame(width: 200, height: 60)", 200, 60, scale: 2)
        // Find the button's fill along the middle row: accent blue (0, 122, 255).
        let row = (0..<400).map { prominent.pixel(x: $0, y: 60) }
        let blue = row.indices.filter { near(row[$0], 0, 122, 255) }
        let first = try #require(blue.first), last = try #require(blue.last)
        // Padding 12 on each side of the text: the fill is wider than the text, narrower than the frame.
        #expect(first > 0 && last < 399)
        #expect(row[first..<last].contains { $0.red > 200 && $0.green > 200 && $0.blue > 200 }, "white text inside the fill")
        // Its height: 7 + text + 7 (17-point body text, 22 high): 36 points, centred in 60.
        // (10 points in: past the corner radius 8, before the text at 12.)
        let column = (0..<120).map { prominent.pixel(x: first + 20, y: $0) }
        let filled = column.indices.filter { near(column[$0], 0, 122, 255) }
        #expect(abs(Double((filled.last ?? 0) - (filled.first ?? 0) + 1) / 2 - 36) <= 1, "height \(filled.count)")
        // Rounded corners: the fill's bounding corner is not blue.
        #expect(!near(prominent.pixel(x: first, y: filled.first ?? 0), 0, 122, 255))
        let bordered = try render("Button(\"Continue\") {}.buttonStyle(.bordered).frame(width: 200, height: 60)", 200, 60, scale: 2)
        // The accent at 15% over white (a tinted fill): 255 - 255 * 0.15 = 216.75, 255 - 133 * 0.15 = 235, 255.
        #expect((0..<400).contains { near(bordered.pixel(x: $0, y: 60), 217, 235, 255, tolerance: 6) }, "\(bordered.pixel(x: 60, y: 60))")
    }

    @Test("An inline navigation bar: the title centred in the 44-point bar, the content below it")
    func navigationBar() throws {
        let image = try render("""
            NavigationStack {
                Color.red
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
            }
            """, 393, 300)
        // The content starts at 44: red (255, 59, 48) below, not red in the bar.
        #expect(near(image.pixel(x: 196, y: 60), 255, 59, 48), "\(image.pixel(x: 196, y: 60))")
        #expect(!near(image.pixel(x: 10, y: 22), 255, 59, 48), "\(image.pixel(x: 10, y: 22))")
        // The title's ink is centred: dark pixels around x = 196 within the bar, none near the edges.
        let ink = { (xs: Range<Int>) in xs.contains { x in (8..<36).contains { y in image.pixel(x: x, y: y).red < 100 } } }
        #expect(ink(176..<216))
        #expect(!ink(0..<120) && !ink(280..<393))
    }

    @Test("A tab bar: 49 points at the bottom with a separator on top, the selected item in the accent colour")
    func tabBar() throws {
        let image = try render("""
            TabView {
                Color.red.tabItem { Label("Home", systemImage: "house") }
                Color.blue.tabItem { Label("Settings", systemImage: "gear") }
            }
            """, 393, 300, scale: 3)
        // Content above the bar, the selected (first) tab's red.
        #expect(near(at(image, 196, 100, scale: 3), 255, 59, 48), "\(at(image, 196, 100, scale: 3))")
        // The bar: systemBackground at 94% over nothing below the content; its top pixel row
        // (y = 251 pt = px 753) is the separator, darker than the bar.
        let bar = at(image, 196, 290, scale: 3), line = image.pixel(x: 196 * 3, y: 251 * 3)
        #expect(bar.red > 230 && bar.green > 230, "\(bar)")
        #expect(line.red < bar.red - 20, "separator \(line) over bar \(bar)")
        // The first item (centred at 98 pt) is accent blue; the second (at 295 pt) is grey, not blue.
        let items = { (center: Double) -> [Pixel] in
            (Int((center - 30) * 3)..<Int((center + 30) * 3)).flatMap { x in (252 * 3..<299 * 3).map { image.pixel(x: x, y: $0) } }
        }
        #expect(items(98.25).contains { near($0, 0, 122, 255, tolerance: 10) })
        #expect(!items(294.75).contains { near($0, 0, 122, 255, tolerance: 40) })
        #expect(items(294.75).contains { $0.red < 180 && abs($0.red - $0.blue) < 20 }, "grey ink")
    }

    @Test("A scroll view is clipped to its frame: longer content does not draw past it")
    func scrollViewClips() throws {
        let image = try render("""
            VStack(spacing: 0) {
                ScrollView { Color.red.frame(height: 1000) }.frame(height: 100)
                Spacer()
            }
            """, 100, 300)
        #expect(near(image.pixel(x: 50, y: 50), 255, 59, 48), "\(image.pixel(x: 50, y: 50))")
        #expect(!near(image.pixel(x: 50, y: 150), 255, 59, 48), "drawn below the scroll view: \(image.pixel(x: 50, y: 150))")
    }
}
