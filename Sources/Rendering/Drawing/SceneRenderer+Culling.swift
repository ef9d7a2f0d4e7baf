import CPangoCairo
import LayoutEngine

/// What a redraw can skip: a view whose drawing, and its descendants', lies wholly outside the
/// area that can show (the surface's clip, narrowed by the clipping views above it) draws
/// nothing, so it is not visited. A scroll view's rows below the screen, a long list at a
/// drag's every motion event, cost nothing.
///
/// The reach of a view's drawing past its frame is over-estimated, never under: strokes, pixel
/// rounding, glyphs that overhang their line box (a text reaches its frame's height further),
/// and the whole subtree's shadow or blur. Under a shadow or a blur nothing is skipped: what
/// lies outside can cast its shadow in. A render effect (`scaleEffect`, `rotationEffect`...)
/// moves a subtree's ink: its box is the bounding box of the transformed one, and the renderer
/// maps the visible area back through the effect for the views below it.
final class InkBounds {
    /// Per view, in root coordinates: where it and its descendants can draw.
    private var minX: [Double], minY: [Double], maxX: [Double], maxY: [Double]
    /// Per view, how far its own subtree's shadow or blur reaches.
    private var effects: [Double]
    /// The views with a render effect: the effect and the frame it is anchored in.
    private var transforms: [Int: (DrawingStyle.Transform, Rect)] = [:]

    init(_ result: LayoutResult) {
        let count = result.views.count
        minX = Array(repeating: .infinity, count: count)
        minY = minX
        maxX = Array(repeating: -.infinity, count: count)
        maxY = maxX
        effects = Array(repeating: 0, count: count)
        var parents = [Int](repeating: -1, count: count)
        for view in result.views {
            let index = view.index
            parents[index] = view.parentIndex ?? -1
            let frame = view.frame
            // A view no modifier styled adds no stroke, shadow or blur: its style is not copied.
            let node = view.view
            let reach = Self.reach(of: view)
            if node.isStyled {
                let style = node.style
                if let transform = style.transform { transforms[index] = (transform, frame) }
                if let shadow = style.shadow {
                    effects[index] += 3 * abs(shadow.radius) + abs(shadow.x) + abs(shadow.y) + 2
                }
                if let blur = style.blurRadius { effects[index] += 3 * abs(blur) + 2 }
            }
            minX[index] = Swift.min(minX[index], frame.minX - reach)
            minY[index] = Swift.min(minY[index], frame.minY - reach)
            maxX[index] = Swift.max(maxX[index], frame.maxX + reach)
            maxY[index] = Swift.max(maxY[index], frame.maxY + reach)
        }
        // Children come after their parents: fold each subtree into its parent, deepest first,
        // growing a subtree by its shadow or blur once it is complete.
        for index in (0..<count).reversed() {
            let effect = effects[index]
            if effect != 0 {
                minX[index] -= effect; minY[index] -= effect
                maxX[index] += effect; maxY[index] += effect
            }
            if !transforms.isEmpty, let (transform, frame) = transforms[index] { drawThrough(transform, in: frame, index) }
            let parent = parents[index]
            guard parent >= 0 else { continue }
            minX[parent] = Swift.min(minX[parent], minX[index])
            minY[parent] = Swift.min(minY[parent], minY[index])
            maxX[parent] = Swift.max(maxX[parent], maxX[index])
            maxY[parent] = Swift.max(maxY[parent], maxY[index])
        }
    }

    /// How far a view's own drawing can reach past its frame: pixel rounding, a stroke, and
    /// for a text or an image glyphs that overhang its line box.
    static func reach(of view: PlacedView) -> Double {
        var reach = 2.0
        if view.isText || view.isImage { reach += 16 + abs(view.frame.height) }
        if view.view.isStyled, let stroke = view.view.style.stroke { reach += abs(stroke.lineWidth) }
        return reach
    }

    /// View `index`'s box (its subtree's, in its parent's coordinates) replaced by the bounding
    /// box of its transformed corners, a point wider for rounding; not finite, it is kept.
    private func drawThrough(_ transform: DrawingStyle.Transform, in frame: Rect, _ index: Int) {
        let box = Rect(x: minX[index], y: minY[index], width: maxX[index] - minX[index], height: maxY[index] - minY[index])
        let drawn = transform.boundingBox(of: box, in: frame)
        guard drawn.minX.isFinite, drawn.minY.isFinite, drawn.maxX.isFinite, drawn.maxY.isFinite else {
            (minX[index], minY[index], maxX[index], maxY[index]) = (-.infinity, -.infinity, .infinity, .infinity)
            return
        }
        (minX[index], minY[index]) = (drawn.minX - 1, drawn.minY - 1)
        (maxX[index], maxY[index]) = (drawn.maxX + 1, drawn.maxY + 1)
    }

    /// Where view `index` and its descendants can draw, in its parent's coordinates.
    func box(_ index: Int) -> Rect {
        Rect(x: minX[index], y: minY[index], width: maxX[index] - minX[index], height: maxY[index] - minY[index])
    }

    /// False only when view `index` and its descendants certainly draw nothing in `visible`
    /// (a comparison with NaN keeps the view).
    func mayDraw(_ index: Int, in visible: Rect) -> Bool {
        !(maxX[index] < visible.minX || minX[index] > visible.maxX || maxY[index] < visible.minY || minY[index] > visible.maxY)
    }

    /// The area `cairo` can draw in, in its user space.
    static func clipArea(_ cairo: OpaquePointer) -> Rect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `visible` narrowed to `frame`, for a view that clips to its frame; nil when nothing of
    /// it can show. A frame that is not finite does not narrow.
    static func narrowed(_ visible: Rect, to frame: Rect) -> Rect? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return visible }
        let x0 = Swift.max(visible.minX, frame.minX), y0 = Swift.max(visible.minY, frame.minY)
        let x1 = Swift.min(visible.maxX, frame.maxX), y1 = Swift.min(visible.maxY, frame.maxY)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
