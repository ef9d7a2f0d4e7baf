import LayoutEngine
import PlaygroundModel
import Testing

@Suite("Overlay label region")
struct OverlayLabelRegionTests {
    @Test("The overlay's labels may use the whole canvas in the root's points, its handles and own labels kept clear")
    func region() {
        var canvas = CanvasGeometry(
            viewportSize: Size(width: 600, height: 400), proposal: ProposalState(width: 200, height: 100),
            rootSize: Size(width: 200, height: 100))
        canvas.zoom = 2
        let hover = Rect(x: 10, y: 10, width: 100, height: 20)
        let region = canvas.overlayLabelRegion(avoiding: [hover], margin: 0, gap: 0)
        // Back in widget pixels, the bounds are the viewport and the obstacles the handles and the label.
        #expect(canvas.widgetRect(region.bounds) == Rect(x: 0, y: 0, width: 600, height: 400))
        #expect(region.obstacles.map(canvas.widgetRect) == canvas.handleRects + [hover])
        // The area (the root here) spans 400x200 pixels at zoom 2, centred: the root's (0, 0) is at (100, 100).
        #expect(region.bounds.origin == Point(x: -50, y: -50))
        #expect(canvas.overlayLabelPixels == 11)
        canvas.isPresentationMode = true
        #expect(canvas.overlayLabelPixels == 15)
    }
}
