import CPangoCairo
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// Render effects drawn as SwiftUI draws them (`scaleEffect`, `rotationEffect`,
/// `rotation3DEffect`, `transformEffect`, `compositingGroup`): the drawing moves about the
/// effect's anchor, layout does not. Probed on small renders at 1x in a 200x200 area, where a
/// root view is centred (a 50-point square spans 75...125).
@Suite("Render effects")
struct RenderEffectTests {
    typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)
    let measurer = PangoTextMeasurer()
    let area = ProposedViewSize(width: 200, height: 200)

    private func layout(_ source: String, proposal: ProposedViewSize) throws -> LayoutResult {
        let loaded = SceneLoader.load(source: source, fileName: "test.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
        return try LayoutTree(root: root, textMeasurer: measurer).layout(proposal: proposal)
    }

    private func render(_ source: String, proposal: ProposedViewSize? = nil, scale: Double = 1, skipping: Bool = true) throws -> RasterImage {
        let result = try layout(source, proposal: proposal ?? area)
        var options = RenderOptions(scale: scale)
        options.skipsHiddenViews = skipping
        return RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: options)
    }

    /// iOS's light red, (255, 59, 48).
    private func isRed(_ pixel: Pixel) -> Bool { pixel.red > 240 && pixel.green < 75 && pixel.blue < 65 }
    /// The light background, white.
    private func isBackground(_ pixel: Pixel) -> Bool { pixel.red > 250 && pixel.green > 250 && pixel.blue > 250 }

    /// The red run of pixels along row `y` (first and last red x), nil when none.
    private func redSpan(_ image: RasterImage, row y: Int) -> (Int, Int)? {
        let xs = (0..<image.pixelWidth).filter { isRed(image.pixel(x: $0, y: y)) }
        return xs.first.map { ($0, xs.last!) }
    }

    private func redSpan(_ image: RasterImage, column x: Int) -> (Int, Int)? {
        let ys = (0..<image.pixelHeight).filter { isRed(image.pixel(x: x, y: $0)) }
        return ys.first.map { ($0, ys.last!) }
    }

    @Test("scaleEffect(2) on a 50-point square draws it 100 wide about its centre; its frame stays 50 wide")
    func scaleAboutCentre() throws {
        let source = "Color.red.frame(width: 50, height: 50).scaleEffect(2)"
        let image = try render(source)
        let row = try #require(redSpan(image, row: 100))
        #expect(row == (50, 149), "\(row)")
        let column = try #require(redSpan(image, column: 100))
        #expect(column == (50, 149), "\(column)")
        // Layout is SwiftUI's: the effect's level and the square keep their 50-point frames.
        let result = try layout(source, proposal: area)
        #expect(result.size == Size(width: 50, height: 50))
        #expect(result.view(at: "0")?.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(result.view(at: "0.0")?.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        // The layout's JSON is the unscaled one's, but for the argument written in the tree.
        let unscaled = try layout("Color.red.frame(width: 50, height: 50).scaleEffect(1)", proposal: area)
        #expect(result.jsonText().replacingOccurrences(of: "scaleEffect(2)", with: "scaleEffect(1)") == unscaled.jsonText())
    }

    @Test("scaleEffect with an anchor, a CGSize, or x: and y:")
    func scaleForms() throws {
        // From the top-leading corner: 75...175 on both axes.
        let corner = try render("Color.red.frame(width: 50, height: 50).scaleEffect(2, anchor: .topLeading)")
        #expect(try #require(redSpan(corner, row: 150)) == (75, 174))
        #expect(try #require(redSpan(corner, column: 150)) == (75, 174))
        #expect(isBackground(corner.pixel(x: 70, y: 100)))
        // Width only.
        let size = try render("Color.red.frame(width: 50, height: 50).scaleEffect(CGSize(width: 2, height: 0.5))")
        #expect(try #require(redSpan(size, row: 100)) == (50, 149))
        #expect(try #require(redSpan(size, column: 100)) == (88, 111))
        let axes = try render("Color.red.frame(width: 50, height: 50).scaleEffect(x: 1, y: 2, anchor: .bottom)")
        #expect(try #require(redSpan(axes, column: 100)) == (25, 124))
        #expect(try #require(redSpan(axes, row: 50)) == (75, 124))
    }

    @Test("rotationEffect(.degrees(45)) turns a square about its centre: its corners point up, down and sideways")
    func rotation() throws {
        // A 60-point square (70...130) turned 45°: its corners 42.4 points from the centre
        // along the axes, outside its frame; its frame's corners are background.
        let image = try render("Color.red.frame(width: 60, height: 60).rotationEffect(.degrees(45))")
        for (x, y) in [(62, 100), (138, 100), (100, 62), (100, 138)] {
            #expect(isRed(image.pixel(x: x, y: y)), "(\(x), \(y)) \(image.pixel(x: x, y: y))")
        }
        for (x, y) in [(72, 72), (127, 72), (72, 127), (127, 127)] {
            #expect(isBackground(image.pixel(x: x, y: y)), "(\(x), \(y)) \(image.pixel(x: x, y: y))")
        }
        // Radians and an anchor: a quarter turn of a 60x20 bar about its leading edge's middle
        // (70, 100) points it down: x 60...80 (its 20-point height now across), y 70...130.
        let bar = try render("Color.red.frame(width: 60, height: 20).rotationEffect(.radians(.pi / 2), anchor: .leading)")
        #expect(try #require(redSpan(bar, row: 120)) == (60, 79))
        #expect(try #require(redSpan(bar, column: 70)) == (100, 159))
    }

    @Test("transformEffect moves, scales and turns in the view's own coordinates (origin at its top-left corner)")
    func transformEffect() throws {
        let moved = try render("Color.red.frame(width: 50, height: 50).transformEffect(CGAffineTransform(translationX: 40, y: -10))")
        #expect(try #require(redSpan(moved, row: 100)) == (115, 164))
        #expect(try #require(redSpan(moved, column: 140)) == (65, 114))
        // Scaled about the top-left corner, then moved: .scaledBy applies first.
        let scaled = try render("Color.red.frame(width: 50, height: 50).transformEffect(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 1))")
        #expect(try #require(redSpan(scaled, row: 100)) == (85, 184))
        let identity = try render("Color.red.frame(width: 50, height: 50).transformEffect(.identity)")
        #expect(try #require(redSpan(identity, row: 100)) == (75, 124))
        // A turn about the top-left corner (75, 75): the square swings to x 25...75.
        let turned = try render("Color.red.frame(width: 50, height: 50).transformEffect(CGAffineTransform(rotationAngle: .pi / 2))")
        #expect(try #require(redSpan(turned, row: 100)) == (25, 74))
    }

    @Test("rotation3DEffect about y by 60° draws the view half as wide about its centre, as tall as before")
    func rotation3D() throws {
        let image = try render("Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))")
        #expect(try #require(redSpan(image, row: 100)) == (75, 124))
        #expect(try #require(redSpan(image, column: 100)) == (75, 124))
        // About x: the height halves instead; about z it is rotationEffect.
        let tilted = try render("Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(60), axis: (1, 0, 0), perspective: 0.5)")
        #expect(try #require(redSpan(tilted, column: 100)) == (88, 111))
        #expect(try #require(redSpan(tilted, row: 100)) == (50, 149))
        // Edge-on (90°) nothing is drawn.
        let edgeOn = try render("Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0))")
        #expect(redSpan(edgeOn, row: 100) == nil)
    }

    @Test("Opacity over two overlapping views fades each one (the overlap is darker); a compositing group fades them as one picture")
    func compositingGroup() throws {
        func overlap(_ modifiers: String) throws -> (overlap: Pixel, single: Pixel) {
            let image = try render("""
                ZStack(alignment: .topLeading) {
                    Color.black.frame(width: 40, height: 40)
                    Color.black.frame(width: 40, height: 40).offset(x: 20)
                }\(modifiers)
                """)
            // The stack is 40x40 at 80...120; the second square is drawn at 100...140.
            return (image.pixel(x: 110, y: 100), image.pixel(x: 90, y: 100))
        }
        // Each square at 0.5 over white: 127.5; where both are, 255 × 0.25 ≈ 64.
        let separate = try overlap(".opacity(0.5)")
        #expect(abs(separate.single.red - 128) <= 2, "\(separate.single)")
        #expect(abs(separate.overlap.red - 64) <= 2, "\(separate.overlap)")
        let grouped = try overlap(".compositingGroup().opacity(0.5)")
        #expect(abs(grouped.single.red - 128) <= 2 && abs(grouped.overlap.red - 128) <= 2, "\(grouped)")
        let drawingGroup = try overlap(".drawingGroup().opacity(0.5)")
        #expect(abs(drawingGroup.overlap.red - 128) <= 2, "\(drawingGroup)")
        // A group below another opacity: 0.5 × 0.5 of black, 191, overlap included.
        let nested = try overlap(".compositingGroup().opacity(0.5).opacity(0.5)")
        #expect(abs(nested.overlap.red - 191) <= 2 && abs(nested.single.red - 191) <= 2, "\(nested)")
    }

    @Test("Effects nest in modifier order: a view turned then scaled differs from one scaled then turned")
    func nesting() throws {
        // A 40x10 bar turned a quarter (10x40), then stretched across by 2: 20x40 about the
        // centre, x 90...110, y 80...120.
        let turnedThenScaled = try render("Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).scaleEffect(x: 2, y: 1)")
        #expect(try #require(redSpan(turnedThenScaled, row: 100)) == (90, 109))
        #expect(try #require(redSpan(turnedThenScaled, column: 100)) == (80, 119))
        // Stretched first (80x10), then turned: 10x80.
        let scaledThenTurned = try render("Color.red.frame(width: 40, height: 10).scaleEffect(x: 2, y: 1).rotationEffect(.degrees(90))")
        #expect(try #require(redSpan(scaledThenTurned, row: 100)) == (95, 104))
        #expect(try #require(redSpan(scaledThenTurned, column: 100)) == (60, 139))
        // An effect on a child inside a scaled stack: the child's own anchor, then the stack's.
        let inStack = try render("""
            HStack(spacing: 0) {
                Color.blue.frame(width: 20, height: 20)
                Color.red.frame(width: 20, height: 20).scaleEffect(x: 1, y: 0.5)
            }
            .scaleEffect(2)
            """)
        // The stack (80...120 across, 90...110 down) doubled about (100, 100): red at 100...140
        // across and, half as tall, 90...110 down.
        #expect(try #require(redSpan(inStack, row: 100)) == (100, 139))
        #expect(try #require(redSpan(inStack, column: 120)) == (90, 109))
    }

    @Test("A clip applies before an outer effect and after an inner one, as the modifiers are written")
    func clippingOrder() throws {
        // Clipped to 50x20, then turned: a 20x50 bar.
        let clippedThenTurned = try render("""
            Color.red.frame(width: 100, height: 20).frame(width: 50, height: 20).clipped().rotationEffect(.degrees(90))
            """)
        #expect(try #require(redSpan(clippedThenTurned, row: 100)) == (90, 109))
        #expect(try #require(redSpan(clippedThenTurned, column: 100)) == (75, 124))
        // Turned (a 20x100 bar), then clipped to the 50x20 frame: a 20x20 square.
        let turnedThenClipped = try render("""
            Color.red.frame(width: 100, height: 20).frame(width: 50, height: 20).rotationEffect(.degrees(90)).clipped()
            """)
        #expect(try #require(redSpan(turnedThenClipped, row: 100)) == (90, 109))
        #expect(try #require(redSpan(turnedThenClipped, column: 100)) == (90, 109))
        // A clip shape turns with the view it clips.
        let circle = try render("Color.red.frame(width: 60, height: 60).clipShape(Circle()).scaleEffect(2)")
        #expect(try #require(redSpan(circle, row: 100)) == (40, 159))
        #expect(isBackground(circle.pixel(x: 50, y: 50)))
    }

    @Test("A view whose frame is outside the picture but whose effect draws it inside is drawn, skipping or not")
    func cullingFollowsEffects() throws {
        // The stack is 100 x 700 in 300 x 300: y -200...500. The orange square (-200...-100)
        // is tripled from its top edge: -200...100, inside the picture from 0 to 100.
        let source = """
            VStack(spacing: 0) {
                Color.orange.frame(width: 100, height: 100).scaleEffect(3, anchor: .top)
                Color.clear.frame(width: 100, height: 600)
            }
            """
        let proposal = ProposedViewSize(width: 300, height: 300)
        let skipped = try render(source, proposal: proposal, scale: 2, skipping: true)
        let all = try render(source, proposal: proposal, scale: 2, skipping: false)
        for image in [skipped, all] {
            let pixel = image.pixel(x: 300, y: 100)
            #expect(pixel.red > 240 && pixel.green > 130 && pixel.green < 170 && pixel.blue < 20, "\(pixel)")
        }
        #expect(HiddenViewTests.difference(HiddenViewTests.pixels(skipped), HiddenViewTests.pixels(all)) == nil)
    }

    @Test("Effects do not change layout: a scene has the same frames with and without them")
    func layoutUnchanged() throws {
        let plain = """
            VStack(spacing: 8) {
                HStack { Image(systemName: "chevron.right"); Text("Details") }
                ZStack(alignment: .topLeading) {
                    Color.red.frame(width: 40, height: 40)
                    Color.blue.frame(width: 40, height: 40).offset(x: 20)
                }
                Text("Badge").padding(4).background(Capsule().fill(Color.orange))
            }
            """
        let effects = """
            VStack(spacing: 8) {
                HStack { Image(systemName: "chevron.right").rotationEffect(.degrees(90)); Text("Details") }
                ZStack(alignment: .topLeading) {
                    Color.red.frame(width: 40, height: 40)
                    Color.blue.frame(width: 40, height: 40).offset(x: 20).transformEffect(CGAffineTransform(translationX: 5, y: 5))
                }
                .compositingGroup()
                .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
                Text("Badge").padding(4).background(Capsule().fill(Color.orange)).scaleEffect(1.5, anchor: .topTrailing)
            }
            """
        for proposal in [area, ProposedViewSize(width: 80, height: 80), ProposedViewSize.unspecified] {
            let before = try layout(plain, proposal: proposal), after = try layout(effects, proposal: proposal)
            #expect(after.size == before.size)
            let effectNames: Set<String> = ["rotationEffect", "transformEffect", "compositingGroup", "rotation3DEffect", "scaleEffect"]
            let kept = after.views.filter { !effectNames.contains($0.typeName) }
            #expect(kept.map(\.frame) == before.views.map(\.frame), "\(proposal)")
            #expect(kept.map(\.typeName) == before.views.map(\.typeName))
        }
    }

    @Test("The drawn corners of a view follow its effects and its ancestors'")
    func drawnCorners() throws {
        let result = try layout("Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)).scaleEffect(2)", proposal: area)
        // The square's frame (0, 0, 40, 20) about its centre (20, 10): turned, then doubled.
        let leaf = try #require(result.views.firstIndex { $0.typeName == "Color" })
        let corners = result.drawnCorners(of: leaf)
        let expected = [Point(x: 40, y: -30), Point(x: 40, y: 50), Point(x: 0, y: 50), Point(x: 0, y: -30)]
        for (corner, wanted) in zip(corners, expected) {
            #expect(abs(corner.x - wanted.x) < 1e-9 && abs(corner.y - wanted.y) < 1e-9, "\(corners)")
        }
        // Without effects, the frame's corners.
        let plain = try layout("Color.red.frame(width: 40, height: 20)", proposal: area)
        #expect(plain.drawnCorners(of: 0) == [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 20), Point(x: 0, y: 20)])
    }

    @Test("The canvas outlines a selected or hovered view where it is drawn: a turned view's outline is turned")
    func turnedOutline() {
        var chrome = CanvasChrome(viewportSize: Size(width: 200, height: 200), area: Rect(x: 0, y: 0, width: 200, height: 200))
        // A diamond: a square of side 60 turned 45° about (100, 100).
        let diamond = [Point(x: 100, y: 58), Point(x: 142, y: 100), Point(x: 100, y: 142), Point(x: 58, y: 100)]
        chrome.selected = [CanvasChrome.Outline(corners: diamond)]
        chrome.hovered = CanvasChrome.Outline(Rect(x: 20, y: 20, width: 20, height: 20))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 200, 200)!
        let cairo = cairo_create(surface)!
        let painter = CanvasChromePainter(textMeasurer: measurer)
        painter.paintUnder(chrome, on: cairo)
        painter.paintOver(chrome, on: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        func pixel(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
            let offset = y * stride + x * 4
            return (Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset]))
        }
        // On the diamond's upper-right edge, the selection's orange; at the turned-away corner
        // of its bounding box, the area's white.
        let edge = pixel(121, 79)
        #expect(edge.red > 200 && edge.green < 170 && edge.blue < 100, "\(edge)")
        let boxCorner = pixel(60, 60)
        #expect(boxCorner.red > 240 && boxCorner.green > 240 && boxCorner.blue > 240, "\(boxCorner)")
        // The hovered square's top edge is blue.
        let hovered = pixel(30, 20)
        #expect(hovered.blue > 150 && hovered.red < 120, "\(hovered)")
    }
}
