import CPangoCairo
import Foundation
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// Gradients, materials, hierarchical styles, shapes behind and around views, shadows, blurs and
/// masks (Documentation/drawing.md), checked on the pixels of small renders. Expected colours
/// come from iOS's palette (ColorPalette) and the arithmetic of blending, written out here.
@Suite("Drawing styles and effects")
struct DrawingStyleTests {
    typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)
    let measurer = PangoTextMeasurer()

    private func layout(_ source: String, proposal: ProposedViewSize, fileName: String = "test.swift",
                        environment: EnvironmentValues = EnvironmentValues(), imageMeasurer: ImageMeasuring? = nil) throws -> (LayoutResult, [String]) {
        let loaded = SceneLoader.load(source: source, fileName: fileName)
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let tree = try LayoutTree(root: root, environment: environment, textMeasurer: measurer,
                                  imageMeasurer: imageMeasurer ?? AssetImageMeasurer(searchPaths: []))
        return (tree.layout(proposal: proposal), loaded.diagnostics.map(\.description))
    }

    private func render(_ source: String, proposal: ProposedViewSize, scale: Double = 1, dark: Bool = false,
                        fileName: String = "test.swift", imageMeasurer: ImageMeasuring? = nil) throws -> RasterImage {
        var environment = EnvironmentValues()
        if dark { environment.colorScheme = .dark }
        let (result, _) = try layout(source, proposal: proposal, fileName: fileName, environment: environment, imageMeasurer: imageMeasurer)
        var options = RenderOptions(scale: scale)
        options.colorScheme = dark ? .dark : .light
        return RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: options)
    }

    private func near(_ pixel: Pixel, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 3) -> Bool {
        abs(pixel.red - red) <= tolerance && abs(pixel.green - green) <= tolerance && abs(pixel.blue - blue) <= tolerance
    }

    private func lightness(_ pixel: Pixel) -> Int { pixel.red + pixel.green + pixel.blue }

    /// A frame in the root's coordinates moved to the canvas at 1x (the root is centred in the
    /// proposed area, which starts at `containerFrame`'s origin).
    private func onCanvas(_ result: LayoutResult, _ frame: Rect?) -> Rect? {
        frame.map { Rect(x: $0.minX - result.containerFrame.minX, y: $0.minY - result.containerFrame.minY, width: $0.width, height: $0.height) }
    }

    // MARK: Gradients

    @Test("A LinearGradient is a view that takes the whole proposal, red at its leading edge and blue at its trailing edge")
    func linearGradientView() throws {
        let source = "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)"
        let (result, _) = try layout(source, proposal: ProposedViewSize(width: 120, height: 30))
        #expect(result.view(at: "0")?.frame == Rect(x: 0, y: 0, width: 120, height: 30))
        let image = try render(source, proposal: ProposedViewSize(width: 100, height: 20))
        let left = image.pixel(x: 1, y: 10), right = image.pixel(x: 98, y: 10), middle = image.pixel(x: 50, y: 10)
        // iOS red is (255, 59, 48), blue (0, 122, 255).
        #expect(left.red > 245 && left.blue < 60, "\(left)")
        #expect(right.blue > 245 && right.red < 10, "\(right)")
        // Halfway: the mean of the two, (127.5, 90.5, 151.5).
        #expect(near(middle, 128, 91, 152, tolerance: 4), "\(middle)")
    }

    @Test("Gradient stops: past the last stop's location the gradient keeps its last colour")
    func gradientStops() throws {
        let image = try render("""
            Rectangle().fill(LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.5)]),
                                            startPoint: .leading, endPoint: .trailing))
            """, proposal: ProposedViewSize(width: 100, height: 10))
        #expect(near(image.pixel(x: 75, y: 5), 0, 122, 255), "\(image.pixel(x: 75, y: 5))")
        #expect(near(image.pixel(x: 25, y: 5), 128, 91, 152, tolerance: 4), "\(image.pixel(x: 25, y: 5))")
    }

    @Test("The static .linearGradient form fills a shape top to bottom; Color.blue.gradient is lighter at the top")
    func staticFormsAndColorGradient() throws {
        let image = try render("""
            HStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 4).fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                Rectangle().fill(Color.blue.gradient)
            }
            """, proposal: ProposedViewSize(width: 100, height: 100))
        let top = image.pixel(x: 25, y: 1), bottom = image.pixel(x: 25, y: 98)
        #expect(top.green > 140 && top.blue < 40, "orange at the top: \(top)")
        #expect(bottom.green < 60 && bottom.blue > 70, "pink at the bottom: \(bottom)")
        let blueTop = image.pixel(x: 75, y: 1), blueBottom = image.pixel(x: 75, y: 98)
        #expect(blueTop.blue > 240 && blueBottom.blue > 230)
        #expect(lightness(blueTop) > lightness(blueBottom) + 30, "\(blueTop) vs \(blueBottom)")
    }

    @Test("A RadialGradient is its first colour at the centre and its last beyond its end radius")
    func radialGradient() throws {
        let image = try render("Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40))",
                               proposal: ProposedViewSize(width: 100, height: 100))
        #expect(near(image.pixel(x: 50, y: 50), 255, 204, 0, tolerance: 6), "\(image.pixel(x: 50, y: 50))")
        #expect(near(image.pixel(x: 50, y: 95), 255, 59, 48), "\(image.pixel(x: 50, y: 95))")
        #expect(near(image.pixel(x: 2, y: 2), 255, 255, 255), "the circle leaves its corners")
    }

    @Test("An AngularGradient starts at the trailing edge and turns clockwise; a partial turn fills its gap with its end colours")
    func angularGradient() throws {
        let image = try render("""
            HStack(spacing: 0) {
                Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center))
                Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center,
                                                 startAngle: .degrees(0), endAngle: .degrees(90)))
            }
            """, proposal: ProposedViewSize(width: 200, height: 100))
        // Just clockwise of 0 (below the trailing middle): red; just before a full turn (above): blue.
        #expect(near(image.pixel(x: 95, y: 54), 255, 59, 48, tolerance: 12), "\(image.pixel(x: 95, y: 54))")
        #expect(near(image.pixel(x: 95, y: 46), 0, 122, 255, tolerance: 12), "\(image.pixel(x: 95, y: 46))")
        // Halfway round (leading middle): halfway between.
        #expect(near(image.pixel(x: 5, y: 50), 128, 91, 152, tolerance: 8), "\(image.pixel(x: 5, y: 50))")
        // 0...90 degrees: at 45 degrees (bottom right) the mix; the gap's first half (around
        // 135 degrees) blue, its second half (around 315 degrees, top right) red.
        #expect(near(image.pixel(x: 190, y: 90), 128, 91, 152, tolerance: 8), "\(image.pixel(x: 190, y: 90))")
        #expect(near(image.pixel(x: 110, y: 90), 0, 122, 255), "\(image.pixel(x: 110, y: 90))")
        #expect(near(image.pixel(x: 190, y: 10), 255, 59, 48), "\(image.pixel(x: 190, y: 10))")
    }

    @Test("Text in a gradient foreground style is painted through its glyphs: red ink at the start, blue at the end")
    func gradientText() throws {
        let source = """
            Text("MMMMMMMM").font(.system(size: 40, weight: .black))
                .foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            """
        let (result, _) = try layout(source, proposal: ProposedViewSize(width: 400, height: 60))
        let frame = try #require(onCanvas(result, result.views.first { if case .text = $0.view.content { return true }; return false }?.frame))
        let image = try render(source, proposal: ProposedViewSize(width: 400, height: 60))
        func inks(_ from: Double, _ to: Double) -> [Pixel] {
            var found: [Pixel] = []
            for x in Int(frame.minX + frame.width * from)..<Int(frame.minX + frame.width * to) {
                for y in Int(frame.minY)..<Int(frame.maxY) {
                    let pixel = image.pixel(x: x, y: y)
                    if lightness(pixel) < 500 { found.append(pixel) }
                }
            }
            return found
        }
        let start = inks(0, 0.15), end = inks(0.85, 1)
        #expect(!start.isEmpty && !end.isEmpty)
        #expect(start.allSatisfy { $0.red > $0.blue }, "red-ish ink at the start")
        #expect(end.allSatisfy { $0.blue > $0.red }, "blue-ish ink at the end")
    }

    @Test("strokeBorder with a gradient: the top edge red, the bottom edge blue, the inside untouched")
    func gradientStrokeBorder() throws {
        let image = try render("""
            Rectangle().strokeBorder(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 6)
            """, proposal: ProposedViewSize(width: 60, height: 60))
        #expect(image.pixel(x: 30, y: 1).red > 230 && image.pixel(x: 30, y: 1).blue < 80, "\(image.pixel(x: 30, y: 1))")
        #expect(image.pixel(x: 30, y: 58).blue > 230 && image.pixel(x: 30, y: 58).red < 30, "\(image.pixel(x: 30, y: 58))")
        #expect(near(image.pixel(x: 30, y: 30), 255, 255, 255))
    }

    // MARK: Materials and hierarchical styles

    @Test("A material over a colour is a lighter tint of it in light, a darker one in dark, more so the thicker it is")
    func materials() throws {
        let source = """
            HStack(spacing: 0) {
                Color.blue
                Color.blue.overlay(Rectangle().fill(.ultraThinMaterial))
                Color.blue.overlay(Rectangle().fill(.thickMaterial))
                Color.blue.overlay(Color.clear.background(.regularMaterial))
            }
            """
        let light = try render(source, proposal: ProposedViewSize(width: 80, height: 10))
        let blue = light.pixel(x: 10, y: 5), thin = light.pixel(x: 30, y: 5), thick = light.pixel(x: 50, y: 5), regular = light.pixel(x: 70, y: 5)
        #expect(near(blue, 0, 122, 255))
        // White at 0.3 over (0, 122, 255): (76.5, 161.9, 255); at 0.75: (191, 222, 255); at 0.6: (153, 202, 255).
        #expect(near(thin, 77, 162, 255), "\(thin)")
        #expect(near(thick, 191, 222, 255), "\(thick)")
        #expect(near(regular, 153, 202, 255), "\(regular)")
        let dark = try render(source, proposal: ProposedViewSize(width: 80, height: 10), dark: true)
        let darkBlue = dark.pixel(x: 10, y: 5), darkThick = dark.pixel(x: 50, y: 5)
        #expect(near(darkBlue, 10, 132, 255))
        #expect(lightness(darkThick) < lightness(darkBlue) - 200, "\(darkThick)")
    }

    @Test("Hierarchical styles: .secondary is iOS's secondary label grey, or a level of the foreground style around it; .tint is the accent colour")
    func hierarchicalStyles() throws {
        let image = try render("""
            HStack(spacing: 0) {
                Rectangle().fill(.secondary)
                Rectangle().fill(.secondary).foregroundStyle(.red)
                Color.clear.background(.tertiary)
                VStack { Rectangle().fill(.tertiary) }.foregroundStyle(.green)
                Rectangle().fill(.tint)
            }
            """, proposal: ProposedViewSize(width: 100, height: 10))
        // (60, 60, 67) at 0.6 over white: (138, 138, 142).
        #expect(near(image.pixel(x: 10, y: 5), 138, 138, 142), "\(image.pixel(x: 10, y: 5))")
        // Red (255, 59, 48) at 0.6 over white: (255, 137, 131).
        #expect(near(image.pixel(x: 30, y: 5), 255, 137, 131), "\(image.pixel(x: 30, y: 5))")
        // (60, 60, 67) at 0.3 over white: (197, 197, 199).
        #expect(near(image.pixel(x: 50, y: 5), 197, 197, 199), "\(image.pixel(x: 50, y: 5))")
        // Green (52, 199, 89) at 0.3 over white: (194, 238, 205).
        #expect(near(image.pixel(x: 70, y: 5), 194, 238, 205), "\(image.pixel(x: 70, y: 5))")
        #expect(near(image.pixel(x: 90, y: 5), 0, 122, 255), "\(image.pixel(x: 90, y: 5))")
    }

    @Test(".tint as a style is the tint set around it with .tint(_:), else the accent colour")
    func tintStyle() throws {
        let image = try render("""
            HStack(spacing: 0) {
                Rectangle().fill(.tint)
                Rectangle().fill(.tint).tint(.orange)
                Rectangle().foregroundStyle(.tint).tint(.green)
            }
            """, proposal: ProposedViewSize(width: 60, height: 10))
        #expect(near(image.pixel(x: 10, y: 5), 0, 122, 255), "\(image.pixel(x: 10, y: 5))")
        #expect(near(image.pixel(x: 30, y: 5), 255, 149, 0), "\(image.pixel(x: 30, y: 5))")
        #expect(near(image.pixel(x: 50, y: 5), 52, 199, 89), "\(image.pixel(x: 50, y: 5))")
    }

    @Test("An inner .secondary on text takes the colour of an outer foregroundStyle at 60 %")
    func hierarchicalText() throws {
        let source = #"Text("MMMM").font(.system(size: 40, weight: .black)).foregroundStyle(.secondary).foregroundStyle(.red)"#
        let image = try render(source, proposal: ProposedViewSize(width: 200, height: 60))
        var darkest: Pixel = (255, 255, 255, 255)
        for x in 0..<200 { for y in 0..<60 where lightness(image.pixel(x: x, y: y)) < lightness(darkest) { darkest = image.pixel(x: x, y: y) } }
        #expect(near(darkest, 255, 137, 131, tolerance: 6), "\(darkest)")
    }

    // MARK: Shapes behind and around

    @Test("background(_:in:) fills a capsule or a rounded rectangle behind the view; clipShape(.rect(cornerRadius:)) rounds the view's corners")
    func backgroundInShapesAndClipShape() throws {
        let image = try render("""
            VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 40).background(.red, in: Capsule())
                Color.clear.frame(width: 100, height: 40).background(.blue, in: .rect(cornerRadius: 12))
                Color.green.frame(width: 100, height: 40).clipShape(.rect(cornerRadius: 12))
                Color.clear.frame(width: 100, height: 40).background(Color.orange, in: RoundedRectangle(cornerRadius: 12))
                Color.clear.frame(width: 100, height: 40).background(.pink, in: Circle())
            }
            """, proposal: ProposedViewSize(width: 100, height: 200))
        #expect(near(image.pixel(x: 50, y: 20), 255, 59, 48))
        #expect(near(image.pixel(x: 2, y: 2), 255, 255, 255), "a capsule leaves its corners")
        #expect(near(image.pixel(x: 50, y: 60), 0, 122, 255))
        #expect(near(image.pixel(x: 1, y: 41), 255, 255, 255))
        #expect(near(image.pixel(x: 50, y: 100), 52, 199, 89))
        #expect(near(image.pixel(x: 1, y: 81), 255, 255, 255), "the clip rounds the corner")
        #expect(near(image.pixel(x: 50, y: 140), 255, 149, 0))
        #expect(near(image.pixel(x: 1, y: 121), 255, 255, 255))
        #expect(near(image.pixel(x: 50, y: 180), 255, 45, 85))
        #expect(near(image.pixel(x: 20, y: 180), 255, 255, 255), "a circle as tall as the frame")
    }

    // MARK: Effects

    @Test("A shadow darkens pixels outside the view where it falls, and changes no frame")
    func shadow() throws {
        let plain = "Color.red.frame(width: 40, height: 40)"
        let shadowed = plain + ".shadow(color: .black, radius: 3, x: 0, y: 10)"
        let (withoutShadow, _) = try layout(plain, proposal: ProposedViewSize(width: 100, height: 100))
        let (withShadow, diagnostics) = try layout(shadowed, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(withShadow.view(at: "0")?.frame == withoutShadow.view(at: "0")?.frame)
        #expect(withShadow.view(at: "0.0")?.frame == withoutShadow.view(at: "0")?.frame)
        let image = try render(shadowed, proposal: ProposedViewSize(width: 100, height: 100))
        // The square spans 30...70; its shadow 40...80, blurred.
        #expect(near(image.pixel(x: 50, y: 50), 255, 59, 48))
        let below = image.pixel(x: 50, y: 74), above = image.pixel(x: 50, y: 26), farBelow = image.pixel(x: 50, y: 97)
        #expect(lightness(below) < 400, "dark below the view: \(below)")
        #expect(lightness(above) > 750, "nothing above it: \(above)")
        #expect(lightness(farBelow) > 750, "the blur fades out: \(farBelow)")
        #expect(below.red == below.green && below.green == below.blue, "a black shadow is grey on white")
    }

    @Test("A blur spreads the view's pixels past its frame and softens its edge, without changing layout")
    func blur() throws {
        let source = "Color.black.frame(width: 40, height: 40).blur(radius: 4)"
        let (result, _) = try layout(source, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(result.view(at: "0")?.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(result.view(at: "0.0")?.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        let image = try render(source, proposal: ProposedViewSize(width: 100, height: 100), scale: 2)
        #expect(lightness(image.pixel(x: 100, y: 100)) < 30, "still black in the middle")
        let edge = image.pixel(x: 60, y: 100)   // x = 30 points: the edge
        #expect(abs(edge.red - 128) < 40, "half grey on the edge: \(edge)")
        let outside = image.pixel(x: 52, y: 100)   // 4 points outside
        #expect(outside.red < 245 && outside.red > 128, "grey outside: \(outside)")
        #expect(lightness(image.pixel(x: 10, y: 10)) == 765)
    }

    @Test("A mask draws the view through the mask's opacity: a circle's shape, a gradient's fade")
    func mask() throws {
        let source = """
            VStack(spacing: 0) {
                Color.red.frame(width: 60, height: 60).mask { Circle() }
                Color.red.frame(width: 60, height: 60).mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
            }
            """
        let (result, _) = try layout(source, proposal: ProposedViewSize(width: 60, height: 120))
        #expect(result.view(at: "0.0")?.view.typeName == "mask")
        #expect(result.view(at: "0.0.1")?.frame == Rect(x: 0, y: 0, width: 60, height: 60), "the mask is laid out over the view")
        let image = try render(source, proposal: ProposedViewSize(width: 60, height: 120))
        #expect(near(image.pixel(x: 30, y: 30), 255, 59, 48))
        #expect(near(image.pixel(x: 2, y: 2), 255, 255, 255), "outside the circle")
        #expect(near(image.pixel(x: 1, y: 90), 255, 63, 53, tolerance: 6), "\(image.pixel(x: 1, y: 90))")
        #expect(near(image.pixel(x: 58, y: 90), 255, 250, 250, tolerance: 6), "\(image.pixel(x: 58, y: 90))")
        #expect(near(image.pixel(x: 30, y: 90), 255, 157, 152, tolerance: 6), "half: \(image.pixel(x: 30, y: 90))")
    }

    // MARK: Emoji and symbols

    @Test("Emoji are drawn in colour (Noto Color Emoji) inside the frame their measurement gave")
    func colourEmoji() throws {
        let source = #"Text("😀").font(.system(size: 40))"#
        let (result, _) = try layout(source, proposal: ProposedViewSize(width: 100, height: 100))
        let frame = try #require(onCanvas(result, result.view(at: "0")?.frame))
        #expect(frame.width > 30 && frame.height > 30, "\(frame)")
        let image = try render(source, proposal: ProposedViewSize(width: 100, height: 100))
        var yellow = 0, outside = 0
        for x in 0..<100 {
            for y in 0..<100 {
                let pixel = image.pixel(x: x, y: y)
                guard pixel.red > 200, pixel.green > 120, pixel.blue < 90 else { continue }
                yellow += 1
                if !(Double(x) >= frame.minX - 1 && Double(x) <= frame.maxX + 1 && Double(y) >= frame.minY - 1 && Double(y) <= frame.maxY + 1) { outside += 1 }
            }
        }
        #expect(yellow > 200, "a yellow face, not a monochrome glyph")
        #expect(outside == 0)
    }

    static let screenSymbols = [
        "gear", "gearshape", "person", "person.circle", "person.crop.circle", "bell", "bell.badge", "house", "house.fill",
        "magnifyingglass", "heart", "heart.fill", "star.fill", "plus", "plus.circle.fill", "trash", "pencil",
        "square.and.arrow.up", "chevron.right", "chevron.left", "chevron.down", "chevron.up.chevron.down", "checkmark",
        "xmark", "xmark.circle.fill", "info.circle", "exclamationmark.triangle", "lock", "lock.fill", "envelope", "phone",
        "camera", "photo", "photo.on.rectangle", "wifi", "airplane", "moon", "sun.max", "globe", "folder", "doc",
        "calendar", "clock", "map", "location", "cart", "creditcard", "bookmark", "flag", "tray", "paperplane", "ellipsis",
        "ellipsis.circle", "line.3.horizontal", "slider.horizontal.3", "square.grid.2x2", "list.bullet", "play.fill",
        "pause.fill", "speaker.wave.2", "battery.100", "bolt", "cloud", "leaf", "music.note",
    ]

    @Test("The symbols of settings, list and tab screens all have installed stand-ins")
    func screenSymbolStandIns() {
        let missing = Self.screenSymbols.filter { SymbolCatalog.adwaita.filePath(for: $0) == nil }
        #expect(missing.isEmpty, "no stand-in for \(missing)")
    }

    // MARK: Assets

    /// Writes a `width` x `height` PNG filled with one colour.
    private func writePNG(_ path: String, width: Int, height: Int, red: Double, green: Double, blue: Double) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cairo = cairo_create(surface)
        cairo_set_source_rgb(cairo, red, green, blue)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A project folder with `Assets.xcassets`: `Badge` at 1x/2x/3x (green, red, blue: the
    /// scale drawn shows), `Icons/Single` at 1x only in a group, `Brand` red in light and blue
    /// in dark; the scene file is beside it (a catalog above the scene's folder is not read:
    /// `catalogAboveTheSceneIsNotRead`).
    private func makeProject() throws -> (folder: String, sceneFile: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path
        let catalog = folder + "/Assets.xcassets"
        try write(#"{ "info": { "author": "xcode", "version": 1 } }"#, to: catalog + "/Contents.json")
        try write("""
            { "images": [
                { "filename": "badge.png", "idiom": "universal", "scale": "1x" },
                { "filename": "badge@2x.png", "idiom": "universal", "scale": "2x" },
                { "filename": "badge@3x.png", "idiom": "universal", "scale": "3x" } ],
              "info": { "author": "xcode", "version": 1 } }
            """, to: catalog + "/Badge.imageset/Contents.json")
        writePNG(catalog + "/Badge.imageset/badge.png", width: 20, height: 10, red: 0, green: 1, blue: 0)
        writePNG(catalog + "/Badge.imageset/badge@2x.png", width: 40, height: 20, red: 1, green: 0, blue: 0)
        writePNG(catalog + "/Badge.imageset/badge@3x.png", width: 60, height: 30, red: 0, green: 0, blue: 1)
        try write(#"{ "images": [ { "filename": "single.png", "idiom": "universal" } ] }"#, to: catalog + "/Icons/Single.imageset/Contents.json")
        writePNG(catalog + "/Icons/Single.imageset/single.png", width: 16, height: 8, red: 1, green: 1, blue: 0)
        try write("""
            { "colors": [
                { "color": { "color-space": "srgb", "components": { "alpha": "1.000", "blue": "0.000", "green": "0.000", "red": "1.000" } }, "idiom": "universal" },
                { "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
                  "color": { "color-space": "srgb", "components": { "alpha": "1.000", "blue": "255", "green": "0", "red": "0" } }, "idiom": "universal" } ],
              "info": { "author": "xcode", "version": 1 } }
            """, to: catalog + "/Brand.colorset/Contents.json")
        return (folder, folder + "/Scene.swift")
    }

    @Test("A scene reads images only inside its folder: a catalog above it, a name with '..' or an absolute path, a link out of the folder, all unread")
    func catalogAboveTheSceneIsNotRead() throws {
        let project = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: project.folder) }
        try FileManager.default.createDirectory(atPath: project.folder + "/Views", withIntermediateDirectories: true)
        let below = AssetImageMeasurer(sceneFile: project.folder + "/Views/Scene.swift")
        #expect(below.measure(.named("Badge"), in: EnvironmentValues()).size == AssetImageMeasurer.missingImageSize)
        writePNG(project.folder + "/outside.png", width: 48, height: 24, red: 1, green: 0, blue: 0)
        for name in ["../outside", "/" + project.folder.dropFirst() + "/outside"] {
            let measured = below.measure(.named(name), in: EnvironmentValues())
            #expect(measured.size == AssetImageMeasurer.missingImageSize && measured.filePath == nil, "\(name)")
            #expect(measured.warning?.contains("leaves the scene's folder") == true, "\(measured.warning ?? "")")
        }
        try FileManager.default.createSymbolicLink(atPath: project.folder + "/Views/link.png", withDestinationPath: project.folder + "/outside.png")
        #expect(below.measure(.named("link"), in: EnvironmentValues()).filePath == nil, "a link out of the folder is followed")
    }

    @Test("An image set is drawn from its file for the preferred scale and sized in points (pixels / scale)")
    func imageSet() throws {
        let project = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: project.folder) }
        let measurer = AssetImageMeasurer(sceneFile: project.sceneFile)
        let measured = measurer.measure(.named("Badge"), in: EnvironmentValues())
        #expect(measured.size == Size(width: 20, height: 10))
        #expect(measured.filePath?.hasSuffix("badge@3x.png") == true)
        measurer.preferredScale = 2
        let atTwo = AssetImageMeasurer(sceneFile: project.sceneFile)
        atTwo.preferredScale = 2
        let two = atTwo.measure(.named("Badge"), in: EnvironmentValues())
        #expect(two.size == Size(width: 20, height: 10) && two.filePath?.hasSuffix("badge@2x.png") == true)
        let single = measurer.measure(.named("Single"), in: EnvironmentValues())
        #expect(single.size == Size(width: 16, height: 8), "an image set in a group, at 1x")
        #expect(measurer.measure(.named("Nothing"), in: EnvironmentValues()).warning != nil)

        let image = try render(#"Image("Badge")"#, proposal: ProposedViewSize(width: 40, height: 20), scale: 2,
                               fileName: project.sceneFile, imageMeasurer: AssetImageMeasurer(sceneFile: project.sceneFile))
        // 20 x 10 points centred in 40 x 20: x 10...30, drawn from the blue 3x file.
        #expect(near(image.pixel(x: 40, y: 20), 0, 0, 255), "\(image.pixel(x: 40, y: 20))")
        #expect(near(image.pixel(x: 10, y: 20), 255, 255, 255))
    }

    @Test("A colour set gives Color(\"Name\") its light and dark values; a missing one is gray with a warning")
    func colorSet() throws {
        let project = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: project.folder) }
        let source = #"Color("Brand").frame(width: 20, height: 20)"#
        let light = try render(source, proposal: ProposedViewSize(width: 20, height: 20), fileName: project.sceneFile)
        let dark = try render(source, proposal: ProposedViewSize(width: 20, height: 20), dark: true, fileName: project.sceneFile)
        #expect(near(light.pixel(x: 10, y: 10), 255, 0, 0), "\(light.pixel(x: 10, y: 10))")
        #expect(near(dark.pixel(x: 10, y: 10), 0, 0, 255), "\(dark.pixel(x: 10, y: 10))")
        let (_, diagnostics) = try layout(#"Color("Missing")"#, proposal: ProposedViewSize(width: 20, height: 20), fileName: project.sceneFile)
        #expect(diagnostics.contains { $0.contains("no colour set 'Missing.colorset'") }, "\(diagnostics)")
    }
}
