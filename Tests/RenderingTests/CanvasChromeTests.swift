import CPangoCairo
import LayoutEngine
import Rendering
import Testing

/// The window's canvas chrome, painted without a window: into an image surface whose pixels
/// are read back.
@Suite("Canvas chrome")
struct CanvasChromeTests {
    /// Paints `chrome` (under, then over, with nothing between) and returns a pixel reader.
    private func paint(_ chrome: CanvasChrome) -> (Int, Int) -> (red: Int, green: Int, blue: Int) {
        let width = Int32(chrome.viewportSize.width), height = Int32(chrome.viewportSize.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
        let cairo = cairo_create(surface)!
        let painter = CanvasChromePainter(textMeasurer: PangoTextMeasurer())
        painter.paintUnder(chrome, on: cairo)
        painter.paintOver(chrome, on: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: stride * Int(height))
        for index in pixels.indices { pixels[index] = data[index] }
        cairo_surface_destroy(surface)
        return { x, y in
            let offset = y * stride + x * 4
            return (Int(pixels[offset + 2]), Int(pixels[offset + 1]), Int(pixels[offset]))
        }
    }

    @Test("Handles are blue outside the area, the area keeps its background, a label is painted over a handle, an anchor's ring is hollow")
    func layers() {
        var chrome = CanvasChrome(viewportSize: Size(width: 300, height: 300), area: Rect(x: 50, y: 50, width: 150, height: 150))
        chrome.handles = [CanvasChrome.Handle(rect: Rect(x: 203, y: 50, width: 12, height: 150), isCorner: false, isActive: false),
                          CanvasChrome.Handle(rect: Rect(x: 203, y: 203, width: 18, height: 18), isCorner: true, isActive: false)]
        chrome.anchors = [(Point(x: 100, y: 100), 7)]
        chrome.labels = [CanvasChrome.Label(text: "anchor .trailing", origin: Point(x: 190, y: 120))]
        let pixel = paint(chrome)
        let corner = pixel(212, 212)
        #expect(corner.blue > 180 && corner.red < 80, "corner handle \(corner)")
        let bar = pixel(209, 80)
        #expect(bar.blue > corner.red && bar.blue > bar.red + 60, "edge bar \(bar)")
        let inside = pixel(120, 180)
        #expect(inside.red > 240 && inside.green > 240 && inside.blue > 240, "the area's background \(inside)")
        // The label's plate (dark) covers the bar where they meet.
        let plate = pixel(208, 123)
        #expect(plate.red < 60 && plate.blue < 90, "label over the bar \(plate)")
        // The ring's centre shows what is under it; its rim is pink.
        let centre = pixel(100, 100)
        #expect(centre.red > 240 && centre.green > 240, "ring centre \(centre)")
        let rim = pixel(107, 100)
        #expect(rim.red > 180 && rim.green < 120, "ring \(rim)")
    }

    @Test("A stale layout is outlined in red and labelled on a red plate; dark style darkens the canvas")
    func staleAndDark() {
        var chrome = CanvasChrome(viewportSize: Size(width: 300, height: 200), area: Rect(x: 50, y: 40, width: 200, height: 120))
        chrome.isStale = true
        chrome.colorScheme = .dark
        chrome.labels = [CanvasChrome.Label(text: "Last good layout", origin: Point(x: 150, y: 5), style: .alert)]
        let pixel = paint(chrome)
        let outline = pixel(51, 39)  // on the top edge, in the first dash
        #expect(outline.red > 150 && outline.green < 80, "red outline \(outline)")
        let plate = pixel(152, 8)
        #expect(plate.red > 150 && plate.green < 60, "alert plate \(plate)")
        let canvas = pixel(10, 190)
        #expect(canvas.red < 60 && canvas.green < 60, "dark canvas \(canvas)")
    }
}
