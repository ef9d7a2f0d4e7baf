import CPangoCairo
import Foundation
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// SF Symbols drawn from bootstrap-icons (issue 33, item 4): the circle, square, slash and badge
/// variants composed where the set has none, the tint and the weight of template images, a
/// generic symbol (never a question mark) for a name nothing knows, and the coverage of the
/// names real files use (the list in Documentation/drawing.md). Checked on the pixels of 60 x 60
/// renders of resizable symbols, whose ink fills the frame.
@Suite("Symbol stand-ins")
struct SymbolStandInTests {
    typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)
    let textMeasurer = PangoTextMeasurer()

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    }

    private func render(_ source: String, _ width: Double = 60, _ height: Double = 60) throws -> (RasterImage, LayoutResult) {
        let loaded = SceneLoader.load(source: source, fileName: "symbols.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let tree = try LayoutTree(root: root, textMeasurer: textMeasurer, imageMeasurer: AssetImageMeasurer(searchPaths: []))
        let result = tree.layout(proposal: ProposedViewSize(width: width, height: height))
        let image = RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: textMeasurer)),
                                options: RenderOptions(scale: 1))
        return (image, result)
    }

    /// A resizable symbol filling a 60 x 60 frame in `style`.
    private func symbol(_ name: String, _ style: String = ".blue", modifiers: String = "") throws -> (RasterImage, LayoutResult) {
        try render("Image(systemName: \"\(name)\").resizable()\(modifiers).frame(width: 60, height: 60).foregroundStyle(\(style))")
    }

    private func near(_ pixel: Pixel, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 12) -> Bool {
        abs(pixel.red - red) <= tolerance && abs(pixel.green - green) <= tolerance && abs(pixel.blue - blue) <= tolerance
    }

    private func isWhite(_ pixel: Pixel) -> Bool { pixel.red > 245 && pixel.green > 245 && pixel.blue > 245 }
    private func isBlue(_ pixel: Pixel) -> Bool { near(pixel, 0, 122, 255) }

    private func allPixels(_ image: RasterImage) -> [Pixel] {
        (0..<image.pixelHeight).flatMap { y in (0..<image.pixelWidth).map { x in image.pixel(x: x, y: y) } }
    }

    /// How often a row of pixels changes between white and not.
    private func transitions(_ image: RasterImage, row y: Int) -> Int {
        let inked = (0..<image.pixelWidth).map { !isWhite(image.pixel(x: $0, y: y)) }
        return zip(inked, inked.dropFirst()).filter { $0 != $1 }.count
    }

    @Test("person.crop.circle.fill is a filled circle in the tint with the person knocked out")
    func filledCircleKnocksOutGlyph() throws {
        let (image, result) = try symbol("person.crop.circle.fill")
        #expect(result.warnings.isEmpty)
        // The circle's edge, two pixels in, on all four sides; and between the glyph and the edge.
        for (x, y) in [(2, 30), (57, 30), (30, 2), (30, 57), (9, 30), (30, 7)] {
            #expect(isBlue(image.pixel(x: x, y: y)), "(\(x), \(y)): \(image.pixel(x: x, y: y))")
        }
        // The head and the body are holes: white, not black or blue.
        for (x, y) in [(30, 22), (30, 39)] {
            #expect(isWhite(image.pixel(x: x, y: y)), "(\(x), \(y)): \(image.pixel(x: x, y: y))")
        }
        // The corners are outside the circle.
        #expect(isWhite(image.pixel(x: 2, y: 2)))
        #expect(SymbolCatalog.standard.resolution(for: "person.crop.circle.fill").kind == .composed)
    }

    @Test("flame, gift and crown draw real icons, not the generic symbol", arguments: ["flame", "gift", "crown"])
    func realIcons(_ name: String) throws {
        let (image, result) = try symbol(name)
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
        #expect(SymbolCatalog.standard.resolution(for: name).kind == .iconSet)
        let (generic, _) = try symbol("no.such.symbol")
        let drawn = allPixels(image)
        let other = allPixels(generic)
        let inked = drawn.filter { !isWhite($0) }
        #expect(inked.count > 600, "a good part of 60 x 60 is drawn")
        #expect(inked.allSatisfy { $0.blue > 240 && $0.red <= $0.green }, "in the tint")
        let differing = zip(drawn, other).filter { isWhite($0.0) != isWhite($0.1) }.count
        #expect(differing > 400, "\(differing) pixels differ from the generic symbol")
    }

    @Test("lock.circle is composed: the filled lock inside an outlined circle")
    func outlinedCircle() throws {
        let (image, result) = try symbol("lock.circle")
        #expect(result.warnings.isEmpty)
        #expect(SymbolCatalog.standard.resolution(for: "lock.circle").kind == .composed)
        // The ring (one unit of 16: 3.75 pixels wide) on all four sides.
        for (x, y) in [(1, 30), (58, 30), (30, 1), (30, 58)] {
            #expect(isBlue(image.pixel(x: x, y: y)), "(\(x), \(y)): \(image.pixel(x: x, y: y))")
        }
        // Inside the ring: white between the ring and the lock, the lock's body solid blue.
        for (x, y) in [(9, 30), (51, 30), (30, 9), (15, 15)] {
            #expect(isWhite(image.pixel(x: x, y: y)), "(\(x), \(y)): \(image.pixel(x: x, y: y))")
        }
        #expect(isBlue(image.pixel(x: 30, y: 36)), "\(image.pixel(x: 30, y: 36))")
    }

    @Test(".slash is composed: a diagonal line with a gap cut on either side of it")
    func slashComposed() throws {
        let (slashed, result) = try symbol("star.slash.fill")
        let (plain, _) = try symbol("star.fill")
        #expect(result.warnings.isEmpty)
        #expect(SymbolCatalog.standard.resolution(for: "star.slash.fill").kind == .composed)
        // Across the star's middle: one solid run in the plain star; in the slashed one the
        // body, a gap, the slash, a gap, the body.
        #expect(transitions(plain, row: 30) == 2, "\(transitions(plain, row: 30))")
        #expect(transitions(slashed, row: 30) >= 6, "\(transitions(slashed, row: 30))")
        // The slash reaches the corner where the star has none of its points.
        #expect(isWhite(plain.pixel(x: 5, y: 5)))
        #expect(!isWhite(slashed.pixel(x: 5, y: 5)) || !isWhite(slashed.pixel(x: 6, y: 6)) || !isWhite(slashed.pixel(x: 7, y: 7)))
    }

    @Test("The tint follows .foregroundStyle, through a composed symbol and a Label's icon")
    func tintFollowsForegroundStyle() throws {
        let (image, _) = try symbol("heart.circle.fill", ".orange")
        // iOS orange (255, 149, 0) at the circle's edge; the knocked-out heart is white.
        #expect(near(image.pixel(x: 3, y: 30), 255, 149, 0), "\(image.pixel(x: 3, y: 30))")
        #expect(isWhite(image.pixel(x: 30, y: 32)), "\(image.pixel(x: 30, y: 32))")
        #expect(!allPixels(image).contains { $0.red < 200 }, "nothing but orange and white")
        let (label, _) = try render("Label(\"Gift\", systemImage: \"gift\").labelStyle(.iconOnly).foregroundStyle(.purple)", 40, 40)
        let inked = allPixels(label).filter { !isWhite($0) }
        #expect(inked.count > 40)
        // iOS purple (175, 82, 222) blended with white.
        #expect(inked.allSatisfy { $0.blue > 215 && $0.red > 170 && $0.green < $0.red }, "\(inked.prefix(3))")
    }

    @Test("A name nothing knows draws the generic symbol in the tint, never a question mark")
    func genericSymbol() throws {
        let (image, result) = try symbol("no.such.symbol", ".red")
        #expect(result.warnings.map(\.message) == ["no stand-in for SF Symbol 'no.such.symbol'; drawing a generic symbol"])
        #expect(SymbolCatalog.standard.resolution(for: "no.such.symbol").kind == .generic)
        // A ring and a dot in iOS red (255, 59, 48); no placeholder grey.
        #expect(near(image.pixel(x: 1, y: 30), 255, 59, 48), "\(image.pixel(x: 1, y: 30))")
        #expect(near(image.pixel(x: 30, y: 30), 255, 59, 48), "\(image.pixel(x: 30, y: 30))")
        #expect(isWhite(image.pixel(x: 16, y: 30)))
        #expect(!allPixels(image).contains { abs($0.red - 142) <= 8 && abs($0.blue - 147) <= 8 }, "no grey")
        // A variant keeps its shape: a filled rounded square with the dot knocked out.
        let (square, _) = try symbol("no.such.symbol.square.fill", ".red")
        #expect(near(square.pixel(x: 4, y: 4), 255, 59, 48) && isWhite(square.pixel(x: 30, y: 30)))
    }

    @Test("The font's weight thickens or thins the strokes")
    func weightFollowsFont() throws {
        func ink(_ weight: String) throws -> Int {
            let (image, _) = try render("Image(systemName: \"heart\").font(.system(size: 50, weight: .\(weight)))", 80, 80)
            return allPixels(image).filter { !isWhite($0) }.count
        }
        let light = try ink("ultraLight")
        let regular = try ink("regular")
        let bold = try ink("bold")
        let black = try ink("black")
        #expect(light < regular && regular < bold && bold < black, "\([light, regular, bold, black])")
        #expect(Double(black) > 1.4 * Double(regular))
    }
}
