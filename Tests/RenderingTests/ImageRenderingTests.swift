import CPangoCairo
import Foundation
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// SF Symbol stand-ins, PNG images and placeholders: measured by `AssetImageMeasurer` and drawn
/// by `SceneRenderer`, checked on the pixels of small renders.
@Suite("Drawing images")
struct ImageRenderingTests {
    let textMeasurer = PangoTextMeasurer()

    /// The symbols the seed articles use.
    static let seedSymbols = [
        "video.circle.fill", "doc.text.fill", "person.crop.circle.badge.plus", "figure.wave", "square.and.pencil",
    ]

    /// The most common SF Symbols.
    static let commonSymbols = [
        "star", "star.fill", "heart", "heart.fill", "gear", "trash", "plus", "minus", "xmark", "checkmark",
        "info.circle", "exclamationmark.triangle", "magnifyingglass", "house", "person", "person.circle", "bell",
        "calendar", "clock", "envelope", "phone", "photo", "camera", "folder", "doc", "paperplane",
        "square.and.arrow.up", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "chevron.left",
        "chevron.right", "chevron.up", "chevron.down", "globe", "location", "map", "lock", "cart", "bookmark",
        "tag", "link", "pencil", "ellipsis", "play", "pause", "stop",
    ]

    static var dataDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data").standardized.path
    }

    private func render(
        _ source: String, proposal: ProposedViewSize, measurer: ImageMeasuring, scale: Double = 1
    ) throws -> (RasterImage, LayoutResult) {
        let loaded = SceneLoader.load(source: source, fileName: "test.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let tree = try LayoutTree(root: root, textMeasurer: textMeasurer, imageMeasurer: measurer)
        let result = tree.layout(proposal: proposal)
        let image = RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: textMeasurer)),
                                options: RenderOptions(scale: scale))
        return (image, result)
    }

    private func pixels(_ image: RasterImage) -> [(red: Int, green: Int, blue: Int, alpha: Int)] {
        var all: [(red: Int, green: Int, blue: Int, alpha: Int)] = []
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth { all.append(image.pixel(x: x, y: y)) }
        }
        return all
    }

    private func isWhite(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int)) -> Bool {
        pixel.red > 250 && pixel.green > 250 && pixel.blue > 250
    }

    /// Writes a `width` x `height` PNG, its left half green and right half blue, into a new
    /// temporary folder; returns the folder.
    private func writePNG(named name: String, width: Int, height: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cairo = cairo_create(surface)
        cairo_set_source_rgb(cairo, 0, 1, 0)
        cairo_rectangle(cairo, 0, 0, Double(width) / 2, Double(height))
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 0, 0, 1)
        cairo_rectangle(cairo, Double(width) / 2, 0, Double(width) / 2, Double(height))
        cairo_fill(cairo)
        cairo_destroy(cairo)
        #expect(cairo_surface_write_to_png(surface, folder + "/" + name + ".png") == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)
        return folder
    }

    @Test("Every symbol of the seed articles has a stand-in that is installed", arguments: seedSymbols)
    func seedSymbolStandIns(_ name: String) throws {
        let path = try #require(SymbolCatalog.adwaita.filePath(for: name), "\(name) has no stand-in")
        // An icon file, or a composed symbol kept in memory (nothing is written to disk).
        #expect((FileManager.default.fileExists(atPath: path) || path.hasPrefix("memory:symbol/")) && path.hasSuffix(".svg"))
        #expect(SymbolCatalog.adwaita.resolution(for: name).kind != .generic)
    }

    @Test("The common symbols all have installed stand-ins")
    func commonSymbolStandIns() {
        let missing = Self.commonSymbols.filter { SymbolCatalog.adwaita.filePath(for: $0) == nil }
        #expect(missing.isEmpty, "no stand-in for \(missing)")
        #expect(Set(SymbolCatalog.table.values).allSatisfy { name in
            SymbolCatalog.adwaita.filePath(for: SymbolCatalog.table.first { $0.value == name }!.key) != nil
        }, "every icon the table names is installed")
    }

    @Test("A variant without its own entry falls back to its base symbol; an unknown name has none")
    func variantFallback() {
        #expect(SymbolCatalog.iconName(for: "heart.circle.fill") == SymbolCatalog.iconName(for: "heart"))
        #expect(SymbolCatalog.iconName(for: "trash.slash") == SymbolCatalog.iconName(for: "trash"))
        #expect(SymbolCatalog.iconName(for: "no.such.symbol") == nil)
        #expect(SymbolCatalog.iconName(for: "fill") == nil)
    }

    @Test("A symbol is measured from the font and drawn in its foreground colour, fitted in its frame")
    func symbolDrawsTinted() throws {
        let measurer = AssetImageMeasurer(searchPaths: [])
        let (image, result) = try render(
            "Image(systemName: \"star.fill\").resizable().frame(width: 40, height: 40).foregroundColor(.red)",
            proposal: ProposedViewSize(width: 40, height: 40), measurer: measurer)
        #expect(result.warnings.isEmpty)
        // bootstrap-icons' star-fill is 15.66 x 14.65 of its 16-unit document, which stands for 22 points.
        let size = try #require(result.view(at: "0.0")?.imageMeasurement?.size)
        #expect(abs(size.width - 15.656 / 16 * 22) < 0.05 && abs(size.height - 14.648 / 16 * 22) < 0.05)
        let drawn = pixels(image).filter { !isWhite($0) }
        #expect(drawn.count > 300, "the star covers a good part of 40 x 40")
        // Every drawn pixel is red blended with white: iOS red is (255, 59, 48).
        #expect(drawn.allSatisfy { $0.red > 250 && abs($0.green - $0.blue) < 16 })
        let centre = image.pixel(x: 20, y: 20)
        #expect(centre.red == 255 && abs(centre.green - 59) <= 2 && abs(centre.blue - 48) <= 2)
    }

    @Test("A symbol without a foreground is drawn in the primary colour, a button's in the accent colour")
    func symbolDefaultColours() throws {
        let measurer = AssetImageMeasurer(searchPaths: [])
        let (plain, _) = try render("Image(systemName: \"plus\").resizable().frame(width: 30, height: 30)",
                                    proposal: ProposedViewSize(width: 30, height: 30), measurer: measurer)
        #expect(pixels(plain).contains { $0.red < 5 && $0.green < 5 && $0.blue < 5 })
        let (button, _) = try render("Button { } label: { Image(systemName: \"plus\").resizable().frame(width: 30, height: 30) }",
                                     proposal: ProposedViewSize(width: 30, height: 30), measurer: measurer)
        #expect(pixels(button).contains { $0.red < 5 && abs($0.green - 122) <= 2 && $0.blue > 250 })
        #expect(!pixels(button).contains { $0.red < 5 && $0.green < 5 && $0.blue < 5 })
    }

    @Test("A symbol is as big as its stand-in's glyph: a chevron is narrow, an ellipsis short, both on the text baseline")
    func symbolInkSizes() throws {
        let measurer = AssetImageMeasurer(searchPaths: [])
        let environment = EnvironmentValues()
        let square = SymbolMetrics.measurement(in: environment)
        let chevron = measurer.measure(.systemName("chevron.right"), in: environment)
        let ellipsis = measurer.measure(.systemName("ellipsis"), in: environment)
        #expect(chevron.size.width < chevron.size.height / 1.5)
        #expect(ellipsis.size.height < ellipsis.size.width / 3)
        // The glyph's baseline is the square's, moved by where the glyph starts in it.
        let chevronTop = try #require(square.baseline) - (try #require(chevron.baseline))
        let ellipsisTop = try #require(square.baseline) - (try #require(ellipsis.baseline))
        #expect(ellipsisTop > chevronTop && ellipsisTop > 5)
        let (image, _) = try render("Image(systemName: \"ellipsis\")", proposal: .unspecified, measurer: measurer, scale: 2)
        #expect(pixels(image).contains { $0.red < 5 && $0.green < 5 && $0.blue < 5 })
    }

    @Test("A named image is its PNG's pixel size and draws its pixels")
    func pngDraws() throws {
        let folder = try writePNG(named: "halves", width: 6, height: 4)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let measurer = AssetImageMeasurer(searchPaths: ["/nonexistent", folder])
        let measurement = measurer.measure(.named("halves"), in: EnvironmentValues())
        #expect(measurement.size == Size(width: 6, height: 4))
        #expect(measurement.filePath == folder + "/halves.png")
        #expect(measurement.warning == nil)
        let (image, result) = try render("Image(\"halves\")", proposal: ProposedViewSize(width: 6, height: 4), measurer: measurer)
        #expect(result.size == Size(width: 6, height: 4))
        #expect(image.pixel(x: 1, y: 1) == (0, 255, 0, 255))
        #expect(image.pixel(x: 4, y: 2) == (0, 0, 255, 255))
    }

    @Test("A resizable PNG stretches to its frame; a template one is tinted with the foreground colour")
    func pngResizedAndTemplate() throws {
        let folder = try writePNG(named: "halves", width: 6, height: 4)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let measurer = AssetImageMeasurer(searchPaths: [folder])
        let (stretched, _) = try render("Image(\"halves\").resizable().frame(width: 60, height: 40)",
                                        proposal: ProposedViewSize(width: 60, height: 40), measurer: measurer)
        #expect(stretched.pixel(x: 10, y: 20) == (0, 255, 0, 255))
        #expect(stretched.pixel(x: 50, y: 20) == (0, 0, 255, 255))
        let (template, _) = try render("Image(\"halves\").renderingMode(.template).foregroundColor(.red)",
                                       proposal: ProposedViewSize(width: 6, height: 4), measurer: measurer)
        #expect(template.pixel(x: 1, y: 1) == (255, 59, 48, 255))
        #expect(template.pixel(x: 4, y: 2) == (255, 59, 48, 255))
    }

    @Test("An unknown symbol warns and draws the generic symbol (a dot in a circle), not a placeholder")
    func unknownSymbolPlaceholder() throws {
        let measurer = AssetImageMeasurer(searchPaths: [])
        let (image, result) = try render("Image(systemName: \"no.such.symbol\").resizable().frame(width: 40, height: 40)",
                                         proposal: ProposedViewSize(width: 40, height: 40), measurer: measurer)
        #expect(result.warnings.map(\.message) == ["no stand-in for SF Symbol 'no.such.symbol'; drawing a generic symbol"])
        #expect(result.warnings.first?.sourceLocation == SourceLocation(file: "test.swift", line: 1, column: 1))
        // In the primary colour, black, antialiased in neutral greys: not the placeholder's
        // bluish system gray (142, 142, 147).
        #expect(!pixels(image).contains { $0.blue - $0.red >= 4 })
        let top = (0..<40).map { image.pixel(x: $0, y: 1) }
        #expect(top.contains { $0.red < 60 } && !top.allSatisfy { !isWhite($0) }, "the ring's top, solid, not dashed")
    }

    @Test("A missing PNG warns and is empty with zero size, as in SwiftUI; resizable in a frame, a neutral dashed box without a question mark")
    func missingPNG() throws {
        let measurer = AssetImageMeasurer(searchPaths: ["/nonexistent"])
        let (_, result) = try render("Image(\"missing\")", proposal: ProposedViewSize(width: 100, height: 100), measurer: measurer)
        #expect(result.size == Size(width: 0, height: 0))
        #expect(result.warnings.map(\.message) == ["no image 'missing.png' in '/nonexistent'; an empty image of zero size, as in SwiftUI"])
        // Beside a 20-point square, the stack is as wide as the square alone.
        let (_, row) = try render("HStack(spacing: 0) { Image(\"missing\"); Color.red.frame(width: 20, height: 20) }",
                                  proposal: ProposedViewSize(width: 100, height: 100), measurer: measurer)
        #expect(row.size == Size(width: 20, height: 20))
        let (framed, _) = try render("Image(\"missing\").resizable().frame(width: 60, height: 60)",
                                     proposal: ProposedViewSize(width: 60, height: 60), measurer: measurer)
        // The dashed outline in system gray along the edge; nothing in the middle (no "?").
        let edge = (0..<60).map { framed.pixel(x: $0, y: 0) }
        #expect(edge.contains { $0.red < 200 && $0.blue >= $0.red } && edge.contains(where: isWhite), "dashed: \(edge.map(\.red))")
        let middle = (15..<45).flatMap { y in (15..<45).map { framed.pixel(x: $0, y: y) } }
        #expect(middle.allSatisfy(isWhite), "the placeholder draws nothing inside its outline")
    }

    @Test("A scene's measurer looks next to the scene file, then in its Resources, and nowhere else (not the working directory's)")
    func sceneSearchPaths() {
        let measurer = AssetImageMeasurer(sceneFile: "/tmp/scenes/badge.swift")
        #expect(measurer.searchPaths == ["/tmp/scenes", "/tmp/scenes/Resources"])
    }

    @Test("data/swiftui.png, kean.blog's image, is found next to its scenes at 60 x 60")
    func keanImage() {
        let measurer = AssetImageMeasurer(sceneFile: Self.dataDirectory + "/kean-frame-image.swift")
        let measurement = measurer.measure(.named("swiftui"), in: EnvironmentValues())
        #expect(measurement.size == Size(width: 60, height: 60))
        #expect(measurement.warning == nil)
    }

    @Test("The info badges scene draws a stand-in for every symbol, without warnings")
    func infoBadgesScene() throws {
        let path = Self.dataDirectory + "/info-badges.swift"
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let measurer = AssetImageMeasurer(sceneFile: path)
        let (_, result) = try render(source, proposal: ProposedViewSize(width: 393, height: 852), measurer: measurer)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let images = result.views.filter { if case .image = $0.view.content { return true } else { return false } }
        #expect(images.count == 3)
        // Fitted into 25 x 25 at the stand-in glyph's own ratio: one side is 25.
        for image in images {
            let frame = image.frame
            #expect(frame.width <= 25.0001 && frame.height <= 25.0001 && abs(max(frame.width, frame.height) - 25) < 1e-6)
            let intrinsic = try #require(image.imageMeasurement?.size)
            #expect(abs(frame.width / frame.height - intrinsic.width / intrinsic.height) < 1e-6)
        }
    }
}

/// Composed symbols are kept in memory: drawing a scene writes no file anywhere.
@Suite("Composed symbols write nothing")
struct ComposedSymbolFileTests {
    @Test("A composed symbol's path is a memory key, readable by the renderer, and no symbols folder appears")
    func inMemory() throws {
        let path = try #require(SymbolCatalog.adwaita.filePath(for: "figure.wave.circle.fill"))
        #expect(path.hasPrefix("memory:symbol/"), "\(path)")
        let temporary = NSTemporaryDirectory()
        let folders = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("layout-playground-symbols") }
        #expect(folders.isEmpty, "\(folders)")
    }
}
