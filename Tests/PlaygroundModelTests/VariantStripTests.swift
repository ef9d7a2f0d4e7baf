import LayoutEngine
import PlaygroundModel
import Testing

@Suite("Variant strip")
struct VariantStripTests {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test("Five phones in a 1014 x 280 strip are drawn at the readable scale (17 points at 11 pixels), side by side, and the strip scrolls to the last one and down the screens")
    func readableAndScrolling() {
        let phone = Size(width: 393, height: 852)
        let viewport = Size(width: 1014, height: 280)
        let strip = VariantStrip(sizes: Array(repeating: phone, count: 5), viewport: viewport)
        // Fitted, they would be (280 - 12 - 36 - 12) / 852 = 0.258: 4.4-pixel text.
        #expect(strip.zoom == 11.0 / 17.0)
        let width = 393 * 11.0 / 17.0, height = 852 * 11.0 / 17.0
        #expect(zip(strip.slots.map(\.minX), (0..<5).map { 12 + Double($0) * (width + 24) }).allSatisfy(near))
        #expect(strip.slots.allSatisfy { $0.minY == 48 && near($0.width, width) && near($0.height, height) })
        // The row is 5 widths and 4 gaps long, with 12-pixel margins; the screens show 220 of their height.
        #expect(near(strip.maxOffset.x, 5 * width + 4 * 24 + 24 - 1014))
        #expect(near(strip.maxOffset.y, height - 220))
        // Scrolled past the end: clamped, the last screen's right edge at the margin.
        let end = VariantStrip(sizes: Array(repeating: phone, count: 5), viewport: viewport, offset: Point(x: 10_000, y: -5))
        #expect(end.offset == Point(x: strip.maxOffset.x, y: 0))
        #expect(abs(end.slots[4].maxX - (1014 - 12)) < 1e-9)
        let down = VariantStrip(sizes: Array(repeating: phone, count: 5), viewport: viewport, offset: Point(x: 0, y: 100))
        #expect(down.slots[0].minY == 48 - 100)
    }

    @Test("Screens that fit at the readable scale or larger are fitted and centred, and nothing scrolls; sizes that are not finite take no room")
    func fitted() {
        let strip = VariantStrip(sizes: [Size(width: 100, height: 50), Size(width: 100, height: 50)], viewport: Size(width: 1000, height: 280))
        // min((1000 - 24 - 24) / 200, (280 - 48 - 12) / 50) = min(4.76, 4.4) = 4.4
        #expect(abs(strip.zoom - 4.4) < 1e-9)
        #expect(near(strip.maxOffset.x, 0) && near(strip.maxOffset.y, 0))
        #expect(abs(strip.slots[0].minX - (1000 - (2 * 440 + 24)) / 2) < 1e-9)
        let odd = VariantStrip(sizes: [Size(width: .infinity, height: .nan)], viewport: Size(width: 500, height: 200))
        #expect(odd.zoom == 1 && odd.slots == [Rect(x: 250, y: 48, width: 0, height: 0)])
    }
}
