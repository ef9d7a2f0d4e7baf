import LayoutEngine
import Rendering
import SceneSource
import Testing

/// Pixels of rendered scenes, probed where the layout says each view is. Expected colours are
/// Apple's system colours (ColorPalette), written out here from the HIG, not from a run.
@Suite("Drawing scenes")
struct SceneRendererTests {
    let measurer = PangoTextMeasurer()

    private func render(_ source: String, proposal: ProposedViewSize, options: RenderOptions = RenderOptions(scale: 2), environment: EnvironmentValues = EnvironmentValues()) throws -> RasterImage {
        let loaded = SceneLoader.load(source: source, fileName: "test.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let result = try LayoutTree(root: root, environment: environment, textMeasurer: measurer).layout(proposal: proposal)
        return RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: options)
    }

    private func isColor(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int), _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 2) -> Bool {
        abs(pixel.red - red) <= tolerance && abs(pixel.green - green) <= tolerance && abs(pixel.blue - blue) <= tolerance
    }

    @Test("A background is drawn behind the view, and the view is centred in the proposed area")
    func backgroundOrderAndCentring() throws {
        // A 20x20 red square padded by 10 on a blue background: 40x40 centred in 100x100,
        // so it spans 30...70; red spans 40...60.
        let image = try render("Color.red.frame(width: 20, height: 20).padding(10).background(Color.blue)",
                               proposal: ProposedViewSize(width: 100, height: 100))
        #expect(image.pixelWidth == 200 && image.pixelHeight == 200)
        #expect(isColor(image.pixel(x: 100, y: 100), 255, 59, 48))     // red, iOS light
        #expect(isColor(image.pixel(x: 65, y: 65), 0, 122, 255))       // blue around it
        #expect(isColor(image.pixel(x: 20, y: 20), 255, 255, 255))     // window background
    }

    @Test("On a device screen the root sits in the safe area and a background colour bleeds to the screen's edges")
    func safeArea() throws {
        // iPhone 15: 393 x 852, unsafe 59 at the top and 34 at the bottom. The blue square is
        // centred in the safe area (y 59...818), so its middle is at 59 + 759 / 2 = 438.5, not
        // at 426; the yellow background reaches the top and bottom pixel rows.
        let loaded = SceneLoader.load(source: """
            Color.blue.frame(width: 20, height: 20)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.yellow)
            """, fileName: "test.swift")
        let root = try #require(loaded.root)
        let result = try LayoutTree(root: root, textMeasurer: measurer)
            .layout(proposal: ProposedViewSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
        let image = RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: RenderOptions(scale: 1))
        #expect(image.pixelWidth == 393 && image.pixelHeight == 852)
        #expect(isColor(image.pixel(x: 196, y: 1), 255, 204, 0))       // yellow under the status bar
        #expect(isColor(image.pixel(x: 196, y: 850), 255, 204, 0))     // and under the home indicator
        #expect(isColor(image.pixel(x: 196, y: 447), 0, 122, 255))     // blue: 428.5 ... 448.5
        #expect(isColor(image.pixel(x: 196, y: 420), 255, 204, 0))     // above it, 426 would be blue if centred on the screen
    }

    @Test("An overlay is drawn in front; opacity blends with what is behind")
    func overlayAndOpacity() throws {
        let image = try render("""
            Color.white.frame(width: 40, height: 40)
                .overlay(Color.black.frame(width: 20, height: 20).opacity(0.5))
            """, proposal: ProposedViewSize(width: 40, height: 40))
        let middle = image.pixel(x: 40, y: 40)
        #expect(abs(middle.red - 128) <= 2 && middle.red == middle.green)
        #expect(isColor(image.pixel(x: 5, y: 5), 255, 255, 255))
    }

    @Test("Nested opacities multiply: a chain is one group at the product; over a stack each view is faded on its own, as in SwiftUI")
    func nestedOpacities() throws {
        // Black at 0.5 × 0.5 over white: 255 × 0.75 ≈ 191.
        let chained = try render("""
            Color.white.frame(width: 40, height: 40)
                .overlay(Color.black.frame(width: 20, height: 20).opacity(0.5).opacity(0.5))
            """, proposal: ProposedViewSize(width: 40, height: 40))
        #expect(isColor(chained.pixel(x: 40, y: 40), 191, 191, 191))
        // 200 links of 0.99: 0.99^200 ≈ 0.134 of black, 255 × 0.866 ≈ 221.
        let long = try render("""
            Color.white.frame(width: 40, height: 40)
                .overlay(Color.black.frame(width: 20, height: 20)\(String(repeating: ".opacity(0.99)", count: 200)))
            """, proposal: ProposedViewSize(width: 40, height: 40))
        #expect(isColor(long.pixel(x: 40, y: 40), 221, 221, 221, tolerance: 3))
        // Two overlapping squares under one opacity are two translucent squares, as SwiftUI
        // draws them (without `compositingGroup()`, RenderEffectTests): each is black at 0.25,
        // 191, and where they overlap 255 × 0.75 × 0.75 ≈ 143.
        let grouped = try render("""
            Color.white.frame(width: 40, height: 40)
                .overlay(ZStack(alignment: .topLeading) {
                    Color.black.frame(width: 20, height: 20)
                    Color.black.frame(width: 20, height: 20).offset(x: 10)
                }.opacity(0.5).opacity(0.5))
            """, proposal: ProposedViewSize(width: 40, height: 40))
        let overlap = grouped.pixel(x: 40, y: 30)
        let single = grouped.pixel(x: 26, y: 30)
        #expect(isColor(overlap, 143, 143, 143) && isColor(single, 191, 191, 191), "\(overlap) \(single)")
    }

    @Test("Dark appearance uses the dark background and dark system colours")
    func darkAppearance() throws {
        var options = RenderOptions(scale: 1)
        options.colorScheme = .dark
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let image = try render("Color.red.frame(width: 10, height: 10)", proposal: ProposedViewSize(width: 30, height: 30),
                               options: options, environment: environment)
        #expect(isColor(image.pixel(x: 15, y: 15), 255, 69, 58))
        #expect(isColor(image.pixel(x: 2, y: 2), 0, 0, 0))
    }

    @Test("A circle fills its inscribed circle, not its frame's corners")
    func circle() throws {
        let image = try render("Circle().fill(Color.green).frame(width: 40, height: 40)", proposal: ProposedViewSize(width: 40, height: 40))
        #expect(isColor(image.pixel(x: 40, y: 40), 52, 199, 89))
        #expect(isColor(image.pixel(x: 2, y: 2), 255, 255, 255))
    }

    @Test("A border is drawn inside the frame")
    func border() throws {
        let image = try render("Color.white.frame(width: 20, height: 20).border(Color.red, width: 2)", proposal: ProposedViewSize(width: 20, height: 20))
        #expect(isColor(image.pixel(x: 1, y: 20), 255, 59, 48))   // inside the 2-point border
        #expect(isColor(image.pixel(x: 20, y: 20), 255, 255, 255))
    }

    @Test("Text draws dark glyphs inside its frame and nothing outside it")
    func text() throws {
        let image = try render("Text(\"Hello\").font(.largeTitle)", proposal: ProposedViewSize(width: 200, height: 60))
        var darkInside = 0, darkOutside = 0
        let layout = try LayoutTree(root: #require(SceneLoader.load(source: "Text(\"Hello\").font(.largeTitle)", fileName: "t").root),
                                    textMeasurer: measurer).layout(proposal: ProposedViewSize(width: 200, height: 60))
        let frame = layout.size
        let originX = (200 - frame.width) / 2, originY = (60 - frame.height) / 2
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let pixel = image.pixel(x: x, y: y)
                guard pixel.red < 100 else { continue }
                let px = Double(x) / 2, py = Double(y) / 2
                if px >= originX - 1 && px <= originX + frame.width + 1 && py >= originY - 1 && py <= originY + frame.height + 1 {
                    darkInside += 1
                } else {
                    darkOutside += 1
                }
            }
        }
        #expect(darkInside > 100)
        #expect(darkOutside == 0)
    }

    @Test("Frames are pixel-rounded: a 0.25-point offset does not blur the edge at 1x")
    func pixelRounding() throws {
        let image = try render("Color.black.frame(width: 10.5, height: 10).offset(x: 0.25)", proposal: ProposedViewSize(width: 20, height: 10),
                               options: RenderOptions(scale: 1))
        // The frame spans 5.0...15.5 (offset 5.25...15.75) → rounded 5...16 at 1x: every pixel is
        // fully black or fully white.
        for x in 0..<20 {
            let pixel = image.pixel(x: x, y: 5)
            #expect(pixel.red == 0 || pixel.red == 255, "x = \(x): \(pixel)")
        }
    }

    @Test("clipShape(Circle()) clips the view to the circle; cornerRadius rounds its corners")
    func clipShapes() throws {
        let circle = try render("Color.red.frame(width: 40, height: 40).clipShape(Circle())", proposal: ProposedViewSize(width: 40, height: 40))
        #expect(isColor(circle.pixel(x: 40, y: 40), 255, 59, 48))
        #expect(isColor(circle.pixel(x: 4, y: 4), 255, 255, 255))
        let rounded = try render("Color.red.frame(width: 40, height: 40).cornerRadius(10)", proposal: ProposedViewSize(width: 40, height: 40))
        #expect(isColor(rounded.pixel(x: 1, y: 1), 255, 255, 255))
        #expect(isColor(rounded.pixel(x: 40, y: 2), 255, 59, 48))
    }
}
