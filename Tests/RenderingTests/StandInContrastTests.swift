import LayoutEngine
import Rendering
import SceneSource
import Testing

/// The stand-in contrast rule on pixels (Backdrops): a text is never drawn in the colour of what
/// is behind it when either stands in for a colour of the scene's app; a scene's own colours are
/// drawn as written.
@Suite("Stand-in colours on the canvas")
struct StandInContrastTests {
    typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)
    let measurer = PangoTextMeasurer()

    private func render(_ source: String, width: Double, height: Double, dark: Bool = false) throws -> (RasterImage, LayoutResult) {
        var environment = EnvironmentValues()
        if dark { environment.colorScheme = .dark }
        let loaded = SceneLoader.load(source: source, fileName: "test.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let tree = try LayoutTree(root: root, environment: environment, textMeasurer: measurer, imageMeasurer: AssetImageMeasurer(searchPaths: []))
        let result = tree.layout(proposal: ProposedViewSize(width: width, height: height))
        var options = RenderOptions(scale: 1)
        options.colorScheme = dark ? .dark : .light
        return (RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: options), result)
    }

    private func luminance(_ pixel: Pixel) -> Double {
        LayoutEngine.Color.relativeLuminance(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255)
    }

    /// The pixel of `frame` (in the root's coordinates) that contrasts most with `behind`, and
    /// that contrast.
    private func strongest(in image: RasterImage, _ result: LayoutResult, _ frame: Rect, against behind: Pixel) -> (Pixel, Double) {
        var best: (Pixel, Double) = (behind, 1)
        let minX = Int(frame.minX - result.containerFrame.minX), minY = Int(frame.minY - result.containerFrame.minY)
        for y in max(minY, 0)..<min(minY + Int(frame.height), image.pixelHeight) {
            for x in max(minX, 0)..<min(minX + Int(frame.width), image.pixelWidth) {
                let pixel = image.pixel(x: x, y: y)
                let contrast = LayoutEngine.Color.contrastRatio(luminance(pixel), luminance(behind))
                if contrast > best.1 { best = (pixel, contrast) }
            }
        }
        return best
    }

    private func textFrame(_ result: LayoutResult, _ string: String) throws -> Rect {
        try #require(result.views.first { $0.textLines?.joined() == string }?.frame)
    }

    @Test("A pasted card's undeclared brandPrimary title on its undeclared cardBackground reads, in its own hue, in light and dark")
    func pastedCard() throws {
        let source = """
            VStack(alignment: .leading) {
                Text("Weekly digest").font(.system(size: 30, weight: .bold)).foregroundColor(.brandPrimary)
            }
            .padding(20)
            .background(Color.cardBackground)
            """
        for dark in [false, true] {
            let (image, result) = try render(source, width: 300, height: 100, dark: dark)
            let card = try #require(result.views.first?.frame)
            let behind = image.pixel(x: Int(card.minX - result.containerFrame.minX) + 4, y: Int(card.minY - result.containerFrame.minY) + 4)
            // iOS's secondarySystemGroupedBackground: white in light, (28, 28, 30) in dark.
            #expect(dark ? (behind.red, behind.green, behind.blue) == (28, 28, 30) : (behind.red, behind.green, behind.blue) == (255, 255, 255), "\(behind)")
            let (title, contrast) = strongest(in: image, result, try textFrame(result, "Weekly digest"), against: behind)
            #expect(contrast >= 4.5, "dark \(dark): \(title) on \(behind)")
            // Its own hue (green for brandPrimary), not a grey, black or white.
            #expect(title.green - max(title.red, title.blue) > 30, "dark \(dark): \(title)")
        }
    }

    @Test("A stand-in text on a fill of its own stand-in colour is drawn in white or black; a scene's own blue on blue stays unreadable, as on an iPhone")
    func sameColourBehind() throws {
        let standIn = try render(#"Text("MMMM").font(.system(size: 30, weight: .black)).foregroundColor(.brandPrimary).padding(10).background(Color.brandPrimary)"#,
                                 width: 200, height: 80)
        let behind = standIn.0.pixel(x: Int(try #require(standIn.1.views.first?.frame).minX - standIn.1.containerFrame.minX) + 2,
                                     y: Int(try #require(standIn.1.views.first?.frame).minY - standIn.1.containerFrame.minY) + 2)
        let (text, contrast) = strongest(in: standIn.0, standIn.1, try textFrame(standIn.1, "MMMM"), against: behind)
        #expect(contrast >= 3, "\(text) on \(behind)")
        #expect([text.red, text.green, text.blue].allSatisfy { $0 > 240 } || [text.red, text.green, text.blue].allSatisfy { $0 < 15 }, "\(text)")

        let real = try render(#"Text("MMMM").font(.system(size: 30, weight: .black)).foregroundColor(.blue).padding(10).background(Color.blue)"#, width: 200, height: 80)
        let (_, realContrast) = strongest(in: real.0, real.1, try textFrame(real.1, "MMMM"), against: (0, 122, 255, 255))
        #expect(realContrast < 1.05)
    }

    @Test("The scene's own white text on an undeclared yellow stand-in is drawn in black; on an undeclared accent it stays white")
    func realTextOnStandInFill() throws {
        let yellow = try render(#"Text("MMMM").font(.system(size: 30, weight: .black)).foregroundColor(.white).padding(10).background(Color.brandYellow)"#, width: 200, height: 80)
        // iOS's yellow (255, 204, 0) behind.
        let (onYellow, yellowContrast) = strongest(in: yellow.0, yellow.1, try textFrame(yellow.1, "MMMM"), against: (255, 204, 0, 255))
        #expect(yellowContrast >= 3 && onYellow.red < 15, "\(onYellow)")
        let accent = try render(#"Text("MMMM").font(.system(size: 30, weight: .black)).foregroundColor(.white).padding(10).background(Color.accentBrand)"#, width: 200, height: 80)
        let frame = try textFrame(accent.1, "MMMM")
        let behind = accent.0.pixel(x: Int(frame.minX - accent.1.containerFrame.minX) - 4, y: Int(frame.minY - accent.1.containerFrame.minY))
        let (onAccent, accentContrast) = strongest(in: accent.0, accent.1, frame, against: behind)
        #expect(accentContrast >= 3 && onAccent.red > 240 && onAccent.green > 240 && onAccent.blue > 240, "\(onAccent) on \(behind)")
    }

    @Test(".tint(.brandPrimary) fills a prominent button in the stand-in's colour, the colour .background(Color.brandPrimary) fills with")
    func tintedButton() throws {
        let (image, result) = try render("""
            HStack(spacing: 0) {
                Button("Go") {}.buttonStyle(.borderedProminent).tint(.brandPrimary)
                Color.clear.frame(width: 20, height: 20).background(Color.brandPrimary)
            }
            """, width: 200, height: 60)
        let button = try #require(result.view(at: "0.0")?.frame)
        let swatch = try #require(result.views.last?.frame)
        let inButton = image.pixel(x: Int(button.minX - result.containerFrame.minX) + 6, y: Int(button.midY - result.containerFrame.minY))
        let inSwatch = image.pixel(x: Int(swatch.midX - result.containerFrame.minX), y: Int(swatch.midY - result.containerFrame.minY))
        #expect((inButton.red, inButton.green, inButton.blue) == (inSwatch.red, inSwatch.green, inSwatch.blue), "\(inButton) \(inSwatch)")
        #expect(inSwatch.green - max(inSwatch.red, inSwatch.blue) > 30, "\(inSwatch)")
    }
}
