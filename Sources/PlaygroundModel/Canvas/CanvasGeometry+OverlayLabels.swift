import LayoutEngine

extension CanvasGeometry {
    /// Where the proposals overlay's labels may go on the canvas, in the root's points (what
    /// `RenderOptions.labelBounds` and `labelObstacles` take): the whole canvas, its margins
    /// too (a label there is tied to its view by a leader line), less `margin` pixels at its
    /// edges and the band kept at the bottom (`reservedBottom`, the step's words); the obstacles are the three handles and `labels`, the canvas's own labels (the
    /// hover label, the caption), in widget pixels, each grown by `gap` pixels.
    public func overlayLabelRegion(avoiding labels: [Rect] = [], margin: Double = 4, gap: Double = 4) -> (bounds: Rect, obstacles: [Rect]) {
        let viewport = Rect(x: margin, y: margin, width: max(viewportSize.width - 2 * margin, 0),
                            height: max(extent(.vertical) - 2 * margin, 0))
        let obstacles = (handleRects + labels).map {
            sceneRect(Rect(x: $0.minX - gap, y: $0.minY - gap, width: $0.width + 2 * gap, height: $0.height + 2 * gap))
        }
        return (sceneRect(viewport), obstacles)
    }

    /// A rectangle in widget pixels in the root's coordinates.
    public func sceneRect(_ rect: Rect) -> Rect {
        Rect(origin: scenePoint(rect.origin), size: Size(width: rect.width / zoom, height: rect.height / zoom))
    }

    /// The size of the overlays' label text on screen, in pixels: 11, or 15 in presentation
    /// mode (read from the back of a room); `RenderOptions.labelPixels`.
    public var overlayLabelPixels: Double { isPresentationMode ? 15 : 11 }
}
