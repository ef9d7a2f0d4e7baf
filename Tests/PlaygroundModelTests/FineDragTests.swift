import LayoutEngine
import PlaygroundModel
import Testing

/// Fine control while dragging a proposal handle (issue 32, defect 9): with Shift held, a pixel
/// of pointer movement is a quarter point at any zoom.
@Suite("Fine drags")
struct FineDragTests {
    /// A 393x852 area at zoom 0.29 (a phone fitted at 1024 pixels): one pixel is 6.9 points
    /// of width while the area is centred.
    func geometry() -> CanvasGeometry {
        CanvasGeometry(viewportSize: Size(width: 600, height: 400), proposal: ProposalState(width: 393, height: 852),
                       rootSize: Size(width: 393, height: 852), zoom: 0.29)
    }

    @Test("Without Shift the width moves in whole points, several a pixel; with Shift a quarter point a pixel")
    func quarterPoints() {
        var drag = DragSession(hit: .widthHandle, geometry: geometry())
        #expect(drag.proposal(forDelta: Point(x: -1, y: 0)).width == .points(386))
        drag.setFine(true, atDelta: .zero)
        #expect(drag.isFine)
        #expect(drag.proposal(forDelta: Point(x: -1, y: 0)).width == .points(392.75))
        #expect(drag.proposal(forDelta: Point(x: -6, y: 3)) == ProposalState(width: 391.5, height: 852))
    }

    @Test("Pressing or letting go of Shift mid-drag goes on from where the proposal is, without a jump")
    func noJump() {
        var drag = DragSession(hit: .cornerHandle, geometry: geometry())
        let before = drag.proposal(forDelta: Point(x: -10, y: -10))
        drag.setFine(true, atDelta: Point(x: -10, y: -10))
        #expect(drag.proposal(forDelta: Point(x: -10, y: -10)) == before)
        #expect(drag.proposal(forDelta: Point(x: -12, y: -10)) == ProposalState(width: (before.width.points ?? 0) - 0.5, height: before.height.points ?? 0))
        let fine = drag.proposal(forDelta: Point(x: -13, y: -11))
        drag.setFine(false, atDelta: Point(x: -13, y: -11))
        // Back to whole points from the quarter point reached.
        #expect(drag.proposal(forDelta: Point(x: -13, y: -11)).width.points == (fine.width.points ?? 0).rounded())
        // The start stays the proposal before the drag, for its one undo step.
        #expect(drag.startProposal == ProposalState(width: 393, height: 852))
    }
}
