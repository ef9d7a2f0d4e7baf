import LayoutEngine
import Rendering
import Testing

/// Where a step's numbers go (`StepPainter.platePosition`): by the rectangle they are about,
/// inside the screen, never over the scene's text when there is a free place.
@Suite("A step's numbers by its rectangle")
struct StepPainterTests {
    let screen = Rect(x: 0, y: 0, width: 393, height: 300)
    let plate = Size(width: 100, height: 20)

    @Test("Above the rectangle when free; below it when a text is above; inside its corner at the screen's top")
    func placement() {
        let rect = Rect(x: 100, y: 100, width: 150, height: 22)
        #expect(StepPainter.platePosition(plate, near: rect, screen: screen, gap: 1, texts: []) == Rect(x: 100, y: 79, width: 100, height: 20))
        let textAbove = Rect(x: 90, y: 70, width: 80, height: 25)
        #expect(StepPainter.platePosition(plate, near: rect, screen: screen, gap: 1, texts: [textAbove]) == Rect(x: 100, y: 123, width: 100, height: 20))
        // A row at the top of the screen, its text at the right, the next row's text below:
        // the plate goes inside the row's empty left part.
        let row = Rect(x: 16, y: 0, width: 176, height: 22)
        let texts = [Rect(x: 134, y: 0, width: 58, height: 22), Rect(x: 16, y: 30, width: 360, height: 22), Rect(x: 200, y: 0, width: 193, height: 22)]
        let placed = StepPainter.platePosition(plate, near: row, screen: screen, gap: 1, texts: texts)
        #expect(placed == Rect(x: 16, y: 0, width: 100, height: 20), "\(placed)")
        for text in texts {
            #expect(min(placed.maxX, text.maxX) <= max(placed.minX, text.minX) || min(placed.maxY, text.maxY) <= max(placed.minY, text.minY), "\(text)")
        }
    }

    @Test("Kept inside the screen at its edges")
    func insideTheScreen() {
        let corner = Rect(x: 360, y: 290, width: 33, height: 10)
        let placed = StepPainter.platePosition(plate, near: corner, screen: screen, gap: 1, texts: [])
        #expect(placed.minX >= 0 && placed.maxX <= 393 && placed.minY >= 0 && placed.maxY <= 300, "\(placed)")
    }
}
