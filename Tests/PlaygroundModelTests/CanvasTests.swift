import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

@Suite("Canvas geometry and drags")
struct CanvasTests {
    /// A 200x100 area in a 600x400 viewport at zoom 1: the area spans x 200...400, y 150...250.
    func geometry(zoom: Double = 1, presentation: Bool = false) -> CanvasGeometry {
        CanvasGeometry(
            viewportSize: Size(width: 600, height: 400), proposal: ProposalState(width: 200, height: 100),
            rootSize: Size(width: 100, height: 50), zoom: zoom, isPresentationMode: presentation)
    }

    @Test("The proposed area is centred and the root centred in it")
    func placement() {
        let canvas = geometry()
        #expect(canvas.areaRect == Rect(x: 200, y: 150, width: 200, height: 100))
        #expect(canvas.rootOrigin == Point(x: 250, y: 175))
        #expect(canvas.widgetPoint(Point(x: 10, y: 10)) == Point(x: 260, y: 185))
        #expect(canvas.scenePoint(Point(x: 260, y: 185)) == Point(x: 10, y: 10))
        let zoomed = geometry(zoom: 2)
        #expect(zoomed.areaRect == Rect(x: 100, y: 100, width: 400, height: 200))
    }

    @Test("An area larger than the viewport is pinned to the margin")
    func pinnedArea() {
        let canvas = CanvasGeometry(
            viewportSize: Size(width: 300, height: 300), proposal: ProposalState(width: 1000, height: 100),
            rootSize: Size(width: 1000, height: 100))
        #expect(canvas.areaRect.minX == 32)
        #expect(canvas.areaRect.minY == 100)
        #expect(!canvas.isCentred(.horizontal) && canvas.isCentred(.vertical))
    }

    @Test("nil and inf dimensions show the root's size")
    func unspecifiedArea() {
        let canvas = CanvasGeometry(
            viewportSize: Size(width: 600, height: 400), proposal: ProposalState(width: .unspecified, height: .infinity),
            rootSize: Size(width: 80, height: 40))
        #expect(canvas.areaSize == Size(width: 80, height: 40))
    }

    @Test("With a device's safe area the root sits in the safe part of the area and a bleeding view is hit there too")
    func safeAreaPlacement() throws {
        let document = PlaygroundDocument(source: """
            #Preview {
                Color.blue.frame(width: 100, height: 100)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .background(Color.yellow)
            }

            """, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        document.screen = Screen(proposal: ProposalState(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
        let result = try #require(session.layout())
        var canvas = CanvasGeometry(
            viewportSize: Size(width: 1000, height: 1000), proposal: session.proposal, rootSize: result.size)
        canvas.show(result)
        // The area (393 x 852) is centred: x 303.5 ... 696.5, y 74 ... 926; the root's top
        // edge is 59 below the area's.
        #expect(canvas.areaRect == Rect(x: 303.5, y: 74, width: 393, height: 852))
        #expect(canvas.rootOrigin == Point(x: 303.5, y: 74 + 59))
        // The blue square is at the top of the safe area; above it, under the status bar, is
        // the yellow background that bleeds there.
        guard case .view(let blue)? = canvas.hitTest(Point(x: 500, y: 74 + 59 + 50), in: result),
              case .view(let yellow)? = canvas.hitTest(Point(x: 500, y: 80), in: result) else {
            Issue.record("no view hit")
            return
        }
        #expect(result.views[blue].path == "0.0.0.0")
        #expect(result.views[yellow].path == "0.1")
    }

    @Test("Presentation mode fits the area with room below it for the larger handle and label")
    func presentationFit() {
        var canvas = CanvasGeometry(
            viewportSize: Size(width: 1900, height: 1080), proposal: ProposalState(width: 393, height: 852),
            rootSize: Size(width: 393, height: 852), isPresentationMode: true)
        canvas.fit()
        // (1080 - 2 * 80) / 852: the area ends 80 pixels above the bottom, where the label goes.
        #expect(abs(canvas.zoom - 920.0 / 852) < 1e-9)
        #expect(abs(canvas.areaRect.maxY - 1000) < 1e-9)
        canvas.isPresentationMode = false
        canvas.fit()
        #expect(abs(canvas.zoom - 1016.0 / 852) < 1e-9)
    }

    @Test("On a 1024 x 768 projector presentation mode fits a phone at a zoom that shows 17-point text at 18 pixels or more: its top in view, centred across, the rest scrolled to")
    func presentationReadableOnProjector() {
        var canvas = CanvasGeometry(
            viewportSize: Size(width: 1014, height: 758), proposal: ProposalState(width: 393, height: 852),
            rootSize: Size(width: 393, height: 692.8), isPresentationMode: true)
        canvas.fit()
        // The whole phone would fit at (758 - 160) / 852 = 0.70: 17-point text at 12 pixels.
        #expect(17 * canvas.zoom >= 18 - 1e-9, "zoom \(canvas.zoom)")
        let area = canvas.areaRect
        #expect(abs(area.midX - 507) < 1e-9 && area.minY >= 0 && area.minY < 80, "\(area)")
        // Scrolling shows the bottom, its handle in view.
        canvas.pan(by: Point(x: 0, y: -1000))
        #expect(canvas.cornerHandleRect.maxY <= 758 && canvas.cornerHandleRect.minY > 0, "\(canvas.cornerHandleRect)")
        // A small scene still fits whole, larger.
        var small = canvas
        small.proposal = ProposalState(width: 393, height: 360)
        small.fit()
        #expect(small.zoom > canvas.zoom && small.areaRect.maxY <= 758 - 80 + 1e-9)
        canvas.isPresentationMode = false
        canvas.fit()
        #expect(canvas.zoom < 1)
    }

    @Test("Zoom is clamped to 0.1...8 and steps by 1.1 per scroll step")
    func zoom() {
        var canvas = geometry()
        canvas.zoom(bySteps: 1)
        #expect(abs(canvas.zoom - 1.1) < 1e-12)
        canvas.zoom(bySteps: -2)
        #expect(abs(canvas.zoom - 1 / 1.1) < 1e-12)
        canvas.zoom = 100
        #expect(canvas.zoom == 8)
        canvas.zoom(bySteps: -200)
        #expect(canvas.zoom == 0.1)
    }

    @Test("Panning moves the area but keeps some of it in view; zooming around a point keeps that point; fit undoes both")
    func panAndZoomAround() {
        var canvas = geometry()
        canvas.pan(by: Point(x: -30, y: 20))
        #expect(canvas.areaRect == Rect(x: 170, y: 170, width: 200, height: 100))
        #expect(canvas.widgetPoint(Point(x: 0, y: 0)) == Point(x: 220, y: 195))
        // Far away: 48 pixels of the area stay in the 600x400 viewport.
        canvas.pan(by: Point(x: -5000, y: 5000))
        #expect(canvas.areaRect.maxX == 48 && canvas.areaRect.minY == 400 - 48)
        canvas.fit()
        #expect(canvas.pan == .zero)
        let pointer = Point(x: 260, y: 185)
        let scene = canvas.scenePoint(pointer)
        canvas.zoom(bySteps: 3, around: pointer)
        let back = canvas.widgetPoint(scene)
        #expect(abs(back.x - pointer.x) < 1e-9 && abs(back.y - pointer.y) < 1e-9)
    }

    @Test("Fit chooses the zoom that shows the whole area inside the margins")
    func fit() {
        #expect(CanvasGeometry.fit(proposal: Size(width: 393, height: 852), in: Size(width: 500, height: 490), margin: 32) == 0.5)
        #expect(CanvasGeometry.fit(proposal: Size(width: 10, height: 10), in: Size(width: 1000, height: 1000)) == 8)
        var canvas = geometry()
        canvas.fit()
        #expect(canvas.zoom == 2.68)
    }

    @Test("Handles are hit beside the area's right edge, below its bottom edge and at the corner, never inside the area")
    func handles() {
        let canvas = geometry()
        #expect(canvas.hitTest(Point(x: 409, y: 200), in: nil) == .widthHandle)
        #expect(canvas.hitTest(Point(x: 300, y: 259), in: nil) == .heightHandle)
        #expect(canvas.hitTest(Point(x: 410, y: 260), in: nil) == .cornerHandle)
        #expect(canvas.hitTest(Point(x: 300, y: 200), in: nil) == nil)
        #expect(canvas.hitTest(Point(x: 399, y: 200), in: nil) == nil)
        #expect(canvas.hitTest(Point(x: 399, y: 249), in: nil) == nil)
        #expect(canvas.hitTest(Point(x: 420, y: 200), in: nil) == nil)
        for handle in canvas.handleRects { #expect(!handle.intersects(canvas.areaRect), "\(handle)") }
    }

    @Test("Presentation mode grows the handles, at any zoom")
    func presentationHandles() {
        #expect(geometry().hitTest(Point(x: 420, y: 200), in: nil) == nil)
        #expect(geometry(presentation: true).hitTest(Point(x: 420, y: 200), in: nil) == .widthHandle)
        #expect(geometry(zoom: 2, presentation: true).widthHandleRect.width == 28)
    }

    @Test("A view hit is the deepest view under the point")
    func viewHit() throws {
        let document = PlaygroundDocument(source: """
            #Preview {
                HStack(spacing: 0) {
                    Color.red
                        .frame(width: 50, height: 50)
                    Color.blue
                        .frame(width: 50, height: 50)
                }
            }

            """, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        session.proposal = ProposalState(width: 200, height: 100)
        let result = try #require(session.layout())
        let canvas = CanvasGeometry(
            viewportSize: Size(width: 600, height: 400), proposal: session.proposal, rootSize: result.size)
        guard case .view(let index)? = canvas.hitTest(Point(x: 320, y: 200), in: result) else {
            Issue.record("no view hit")
            return
        }
        #expect(result.views[index].path == "0.1.0")
        #expect(canvas.hitTest(Point(x: 210, y: 160), in: result) == nil)
    }

    @Test("Dragging the right handle changes the width twice the movement over the zoom, never below zero")
    func dragWidth() {
        let drag = DragSession(hit: .widthHandle, geometry: geometry(zoom: 2))
        #expect(drag.proposal(forDelta: Point(x: 10, y: 40)) == ProposalState(width: 210, height: 100))
        #expect(drag.proposal(forDelta: Point(x: -1000, y: 0)) == ProposalState(width: 0, height: 100))
        let height = DragSession(hit: .heightHandle, geometry: geometry())
        #expect(height.proposal(forDelta: Point(x: 50, y: -10)) == ProposalState(width: 200, height: 80))
        let corner = DragSession(hit: .cornerHandle, geometry: geometry())
        #expect(corner.proposal(forDelta: Point(x: 5, y: 5)) == ProposalState(width: 210, height: 110))
    }

    @Test("Dragging an unspecified or infinite dimension turns it into points from the shown size")
    func dragUnspecified() {
        let canvas = CanvasGeometry(
            viewportSize: Size(width: 600, height: 400), proposal: ProposalState(width: .unspecified, height: .infinity),
            rootSize: Size(width: 80, height: 40))
        let drag = DragSession(hit: .cornerHandle, geometry: canvas)
        #expect(drag.proposal(forDelta: Point(x: 10, y: 0)) == ProposalState(width: 100, height: 40))
        let widthOnly = DragSession(hit: .widthHandle, geometry: canvas)
        #expect(widthOnly.proposal(forDelta: Point(x: 0, y: 0)).height == .infinity)
    }

    @Test("The callout's anchor point is a handle, and dragging it moves the location by the movement over the zoom")
    func anchorHandle() throws {
        let document = try PlaygroundDocument.open(path: repositoryRoot + "/data/onboarding-callout.swift")
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        session.proposal = ProposalState(width: 393, height: 400)
        let result = try #require(session.layout())
        let canvas = CanvasGeometry(
            viewportSize: Size(width: 800, height: 600), proposal: session.proposal, rootSize: result.size, zoom: 1)
        let anchors = CanvasGeometry.anchorPoints(in: result)
        #expect(anchors.count == 1)
        let anchor = try #require(anchors.first)
        #expect(anchor.point == Point(x: 300, y: 180))
        let hit = canvas.hitTest(canvas.widgetPoint(Point(x: 302, y: 181)), in: result)
        #expect(hit == .anchorHandle(viewIndex: anchor.viewIndex))
        var zoomed = canvas
        zoomed.zoom = 2
        let drag = DragSession(hit: try #require(hit), geometry: zoomed, result: result)
        #expect(drag.anchorLocation(forDelta: Point(x: -40, y: 20)) == Point(x: 280, y: 190))
        #expect(drag.proposal(forDelta: Point(x: -40, y: 20)) == session.proposal)
    }
}
