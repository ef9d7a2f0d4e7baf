import CPangoCairo
import LayoutEngine

/// Small conveniences over a Cairo context (`cairo_t`, borrowed: the caller owns it).
struct CairoContext {
    let cairo: OpaquePointer

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    func addRect(_ rect: Rect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    }

    /// A rounded rectangle path; the radius is limited to half the shorter side.
    func addRoundedRect(_ rect: Rect, radius: Double) {
        let radius = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard radius > 0 else { return addRect(rect) }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x1 - radius, y0 + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cairo, x1 - radius, y1 - radius, radius, 0, Double.pi / 2)
        cairo_arc(cairo, x0 + radius, y1 - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x0 + radius, y0 + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    /// An ellipse inscribed in `rect`.
    func addEllipse(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.midX, rect.midY)
        cairo_scale(cairo, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cairo)
    }

    /// The path of `shape` filling `rect`.
    func addShape(_ shape: ShapeKind, in rect: Rect) {
        switch shape {
        case .rectangle: addRect(rect)
        case .roundedRectangle(let radius): addRoundedRect(rect, radius: radius)
        case .circle:
            let side = min(rect.width, rect.height)
            addEllipse(Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse: addEllipse(rect)
        case .capsule: addRoundedRect(rect, radius: min(rect.width, rect.height) / 2)
        }
    }

    func strokeLine(from start: Point, to end: Point, color: RGBA, width: Double, dash: [Double] = []) {
        cairo_save(cairo)
        setColor(color)
        cairo_set_line_width(cairo, width)
        if !dash.isEmpty { cairo_set_dash(cairo, dash, Int32(dash.count), 0) }
        cairo_move_to(cairo, start.x, start.y)
        cairo_line_to(cairo, end.x, end.y)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }
}
