import LayoutEngine
import PlaygroundModel
import Testing

@Suite("Canvas labels")
struct CanvasLabelTests {
    @Test("Numbers are rounded to one decimal for display, without a trailing .0")
    func rounding() {
        #expect(CanvasLabel.points(277.3333) == "277.3")
        #expect(CanvasLabel.points(56.3125) == "56.3")
        #expect(CanvasLabel.points(192.5) == "192.5")
        #expect(CanvasLabel.points(393) == "393")
        #expect(CanvasLabel.points(19.96) == "20")
        #expect(CanvasLabel.points(-0.25) == "-0.3" || CanvasLabel.points(-0.25) == "-0.2")
        #expect(CanvasLabel.points(-0.04) == "0")
        #expect(CanvasLabel.points(-12.5) == "-12.5")
        #expect(CanvasLabel.points(.infinity) == "∞")
        #expect(CanvasLabel.proposal(ProposedViewSize(width: nil, height: 852.66)) == "nil×852.7")
        #expect(CanvasLabel.size(Size(width: 0.04, height: 22)) == "0×22")
    }

    @Test("A label goes above the proposed area, or in the canvas's corner when zoomed in leaves no room there")
    func placement() {
        // The 200x100 area spans y 150...250 in a 600x400 viewport.
        var canvas = CanvasGeometry(
            viewportSize: Size(width: 600, height: 400), proposal: ProposalState(width: 200, height: 100),
            rootSize: Size(width: 100, height: 50))
        let label = Size(width: 120, height: 20)
        #expect(CanvasLabel.origin(of: label, in: canvas) == Point(x: 200, y: 124))
        // Zoomed in, the area is pinned to the 32-pixel margin: room for a 20-pixel label above,
        // not for a 30-pixel one (presentation mode's larger type).
        canvas.zoom = 3.7
        #expect(canvas.areaRect.minY == 32)
        #expect(CanvasLabel.origin(of: label, in: canvas) == Point(x: 32, y: 6))
        #expect(CanvasLabel.origin(of: Size(width: 120, height: 30), in: canvas) == Point(x: 4, y: 4))
    }

    @Test("The hover label never covers another label (presentation mode's size label above the area): it goes beside or below it, inside the canvas")
    func hoverClearOfTaken() {
        let canvas = CanvasGeometry(
            viewportSize: Size(width: 600, height: 400), proposal: ProposalState(width: 200, height: 100),
            rootSize: Size(width: 100, height: 50))
        let label = Size(width: 120, height: 20)
        let alone = CanvasLabel.origin(of: label, in: canvas)
        // Nothing taken: its usual place.
        #expect(CanvasLabel.origin(of: label, in: canvas, avoiding: []) == alone)
        // The size label where the hover label would go, and wider than the area.
        let size = Rect(x: alone.x, y: alone.y - 4, width: 300, height: 28)
        let placed = Rect(origin: CanvasLabel.origin(of: label, in: canvas, avoiding: [size]), size: label)
        #expect(!placed.intersects(size), "the hover label at \(placed) covers the size label at \(size)")
        #expect(placed.minX >= 0 && placed.minY >= 0 && placed.maxX <= 600 && placed.maxY <= 400)
    }
}
