import CPangoCairo
import LayoutEngine

/// Render effects on Cairo: a view's transform (`scaleEffect`, `rotationEffect`,
/// `rotation3DEffect`, `transformEffect`) applied to the context for it and its descendants,
/// and a view's own drawing faded by the opacity over it.
extension SceneRenderer {
    /// Multiplies the context's matrix by `transform` about its anchor in `frame` (the frame
    /// layout gave the view, unrounded, so that the drawn corners are the ones
    /// `LayoutResult.drawnCorners` reports). The caller has checked it is invertible.
    static func apply(_ transform: DrawingStyle.Transform, in frame: Rect, _ cairo: OpaquePointer) {
        var matrix = cairoMatrix(transform, in: frame)
        cairo_transform(cairo, &matrix)
    }

    static func cairoMatrix(_ transform: DrawingStyle.Transform, in frame: Rect) -> cairo_matrix_t {
        let m = transform.matrix(in: frame)
        return cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    }

    /// The area of the view's coordinates that lands in `visible` (the parent's) once
    /// `transform` is applied: the bounding box of `visible`'s corners mapped back.
    static func preimage(of visible: Rect, under transform: DrawingStyle.Transform, in frame: Rect) -> Rect {
        var matrix = cairoMatrix(transform, in: frame)
        guard cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else { return visible }
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(visible.minX, visible.minY), (visible.maxX, visible.minY), (visible.maxX, visible.maxY), (visible.minX, visible.maxY)] {
            var px = x, py = y
            cairo_matrix_transform_point(&matrix, &px, &py)
            xs.append(px); ys.append(py)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return visible }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Narrows the clip to `box` (a group pushed next is then no larger than what it holds);
    /// a box that is not finite leaves the clip as it is.
    static func clip(_ cairo: OpaquePointer, to box: Rect) {
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return }
        cairo_rectangle(cairo, box.minX, box.minY, max(box.width, 0), max(box.height, 0))
        cairo_clip(cairo)
    }

    /// Whether a view of this content draws anything itself (a layout draws only its children).
    static func drawsContent(_ content: ViewNode.Content) -> Bool {
        switch content {
        case .color, .shape, .divider, .text, .image: return true
        default: return false
        }
    }

    /// The view's own drawing at `alpha`: drawn into a group as small as its ink (its frame
    /// and the reach of strokes and glyphs past it), painted at that alpha.
    func drawContent(_ view: PlacedView, _ frame: Rect, _ context: CairoContext, _ options: RenderOptions, foreground: Color?, alpha: Double) {
        guard alpha < 1 else { return drawContent(view, frame, context, options, foreground: foreground) }
        guard Self.drawsContent(view.view.content) else { return }
        let cairo = context.cairo
        cairo_save(cairo)
        let reach = InkBounds.reach(of: view)
        Self.clip(cairo, to: Rect(x: frame.minX - reach, y: frame.minY - reach, width: frame.width + 2 * reach, height: frame.height + 2 * reach))
        cairo_push_group(cairo)
        drawContent(view, frame, context, options, foreground: foreground)
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }
}
