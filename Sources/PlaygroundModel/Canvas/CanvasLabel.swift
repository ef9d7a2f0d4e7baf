import LayoutEngine

/// The words the canvas shows beside the scene: numbers rounded for a projector (one decimal;
/// the inspector shows them exactly), and where a label goes so that it covers neither the
/// scene nor a handle.
public enum CanvasLabel {
    /// `value` with at most one decimal, without a trailing `.0`; `inf` for infinity.
    public static func points(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
        let tenths = (value * 10).rounded()
        let whole = Int(tenths / 10)
        let tenth = abs(Int(tenths) % 10)
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return tenth == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(tenth)"
    }

    public static func size(_ size: Size) -> String { "\(points(size.width))×\(points(size.height))" }

    public static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(proposal.width.map(points) ?? "nil")×\(proposal.height.map(points) ?? "nil")"
    }

    /// What hovering a view says: its name, the proposal it was placed with and its size.
    public static func hover(_ view: PlacedView) -> String {
        "\(view.view.displayName)  proposed \(proposal(view.proposal)) → \(size(view.frame.size))"
    }

    /// Where a label of `size` goes (its top-left corner): above the proposed area, which has
    /// no handle on that side, in the margin the canvas keeps around a fitted area (an area
    /// that fits is centred, so there is as much room above as below, where the handles are);
    /// in the canvas's top-left corner when the area, zoomed in, leaves no room above.
    public static func origin(of size: Size, in geometry: CanvasGeometry) -> Point {
        let area = geometry.areaRect
        let gap = 6.0
        if area.minY - gap - size.height >= 2 { return Point(x: max(area.minX, 4), y: area.minY - gap - size.height) }
        return Point(x: 4, y: 4)
    }

    /// Where a label of `size` naming a handle of `radius` at `centre` goes: beside it on the
    /// right, else on the left, else below, else above; the first place that covers neither a
    /// proposal handle nor another label in `taken` and stays in the canvas.
    public static func origin(of size: Size, beside centre: Point, radius: Double, in geometry: CanvasGeometry, avoiding taken: [Rect] = []) -> Point {
        let gap = 4.0
        let candidates = [
            Point(x: centre.x + radius + gap, y: centre.y - size.height / 2),
            Point(x: centre.x - radius - gap - size.width, y: centre.y - size.height / 2),
            Point(x: centre.x - size.width / 2, y: centre.y + radius + gap),
            Point(x: centre.x - size.width / 2, y: centre.y - radius - gap - size.height),
        ]
        let canvas = Rect(origin: .zero, size: geometry.viewportSize)
        let obstacles = geometry.handleRects + taken
        for origin in candidates {
            let rect = Rect(origin: origin, size: size)
            guard rect.minX >= 0, rect.minY >= 0, rect.maxX <= canvas.maxX, rect.maxY <= canvas.maxY else { continue }
            if !obstacles.contains(where: { $0.intersects(rect) }) { return origin }
        }
        return candidates[0]
    }
}
