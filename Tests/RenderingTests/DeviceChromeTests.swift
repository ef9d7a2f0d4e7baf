import Foundation
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// The device's screen as the device shows it (`render --device --chrome`): the display's
/// rounded corners transparent outside, the status bar's time where the chrome puts it, the
/// Dynamic Island, the home indicator; the same scene without chrome is the bare screen.
@Suite("Device chrome")
struct DeviceChromeTests {
    let measurer = PangoTextMeasurer()

    private func scene(_ source: String, _ size: Size, dark: Bool = false) throws -> SceneCanvas {
        var environment = EnvironmentValues()
        if dark { environment.colorScheme = .dark }
        let loaded = SceneLoader.load(source: source, fileName: "chrome.swift")
        let root = try #require(loaded.root)
        let tree = try LayoutTree(root: root, environment: environment, textMeasurer: measurer, imageMeasurer: AssetImageMeasurer(searchPaths: []))
        return SceneCanvas(result: tree.layout(proposal: ProposedViewSize(size)), renderer: SceneRenderer(textMeasurer: measurer))
    }

    /// Dark pixels (all channels under 100, opaque) in a rectangle of the image, in pixels.
    private func darkBounds(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var bounds: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for row in y { for column in x {
            let pixel = image.pixel(x: column, y: row)
            guard pixel.red < 100, pixel.green < 100, pixel.blue < 100, pixel.alpha > 200 else { continue }
            bounds = (min(bounds?.minX ?? column, column), max(bounds?.maxX ?? column, column), min(bounds?.minY ?? row, row), max(bounds?.maxY ?? row, row))
        } }
        return bounds
    }

    @Test("iPhone 15 at 3x: 1179 x 2556, transparent corners, the time where the chrome sets it, the island and the home indicator black")
    func iPhone15() throws {
        let screen = Size(width: 393, height: 852)
        let bare = try scene("Color.white", screen)
        let chrome = try #require(DeviceChrome.named("iPhone 15", screen: screen))
        let canvas = DeviceChromeCanvas(scene: bare, chrome: chrome)
        let image = RasterImage(canvas, options: RenderOptions(scale: 3))
        #expect(image.pixelWidth == 1179 && image.pixelHeight == 2556)
        // Outside the 55-point corners nothing; inside, the scene.
        for (x, y) in [(0, 0), (1178, 0), (0, 2555), (1178, 2555), (20, 20)] { #expect(image.pixel(x: x, y: y).alpha == 0, "corner \(x), \(y)") }
        #expect(image.pixel(x: 589, y: 1278) == (255, 255, 255, 255))
        // The island: black at its middle; the home indicator: black at its middle.
        #expect(image.pixel(x: 589, y: Int(29.5 * 3)) == (0, 0, 0, 255))
        #expect(image.pixel(x: 589, y: Int((852 - 10.5) * 3)) == (0, 0, 0, 255))
        // "9:41": the dark pixels left of the island are the clock's glyphs, inside the rectangle
        // its own text measures (the logical box holds the ink, with room for descenders).
        let time = try #require(canvas.timeRect(family: measurer.resolvedFamily()))
        let ink = try #require(darkBounds(image, x: 0..<Int(chrome.island!.minX * 3), y: 0..<Int(54 * 3)))
        #expect(Double(ink.minX) >= time.minX * 3 - 1 && Double(ink.maxX) <= time.maxX * 3 + 1, "\(ink) in \(time)")
        #expect(Double(ink.minY) >= time.minY * 3 - 1 && Double(ink.maxY) <= time.maxY * 3 + 1, "\(ink) in \(time)")
        // Four glyphs of 17-point text: the ink is most of the box's width.
        #expect(Double(ink.maxX - ink.minX) > time.width * 3 * 0.7, "\(ink) in \(time)")
        // The icons right of the island, dark too; nothing under the status bar's band.
        #expect(darkBounds(image, x: Int(chrome.island!.maxX * 3)..<1179, y: 0..<Int(54 * 3)) != nil)
        #expect(darkBounds(image, x: 0..<1179, y: Int(60 * 3)..<2400) == nil)
        // Without chrome: the bare screen, white to its corners.
        let plain = RasterImage(bare, options: RenderOptions(scale: 3))
        #expect(plain.pixel(x: 0, y: 0) == (255, 255, 255, 255) && plain.pixel(x: 589, y: Int(29.5 * 3)) == (255, 255, 255, 255))
    }

    @Test("In dark appearance the time and the indicator are white; an iPhone SE has square corners and no island")
    func darkAndSE() throws {
        let screen = Size(width: 393, height: 852)
        let dark = RasterImage(DeviceChromeCanvas(scene: try scene("Color.black", screen, dark: true), chrome: DeviceChrome.named("iPhone 15", screen: screen)!),
                               options: { var options = RenderOptions(scale: 1); options.colorScheme = .dark; return options }())
        #expect(dark.pixel(x: 196, y: Int(852 - 10.5)) == (255, 255, 255, 255))
        let se = try #require(DeviceChrome.named("iPhone SE", screen: Size(width: 375, height: 667)))
        #expect(se.cornerRadius == 0 && se.island == nil && se.homeIndicator == nil && se.statusBar?.height == 20)
        let landscape = try #require(DeviceChrome.named("iPhone 15", screen: Size(width: 852, height: 393)))
        #expect(landscape.statusBar == nil && landscape.island!.height > landscape.island!.width)
    }
}
