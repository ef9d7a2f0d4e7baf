import Foundation
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
        case .path(let path): addPath(path.elements(in: rect.size), at: rect.origin)
        case .transformed(let inner, let transform):
            // The outline fitted to the inset frame, scaled and turned about the anchor, moved.
            let inset = Rect(x: rect.minX + transform.inset, y: rect.minY + transform.inset,
                             width: max(rect.width - 2 * transform.inset, 0), height: max(rect.height - 2 * transform.inset, 0))
            let anchor = Point(x: rect.minX + transform.anchor.x * rect.width, y: rect.minY + transform.anchor.y * rect.height)
            cairo_save(cairo)
            cairo_translate(cairo, anchor.x + transform.offsetX, anchor.y + transform.offsetY)
            if transform.rotation.isFinite { cairo_rotate(cairo, transform.rotation) }
            if transform.scaleX.isFinite, transform.scaleY.isFinite, transform.scaleX != 0, transform.scaleY != 0 {
                cairo_scale(cairo, transform.scaleX, transform.scaleY)
            }
            cairo_translate(cairo, -anchor.x, -anchor.y)
            addShape(inner, in: inset)
            cairo_restore(cairo)
        }
    }

    /// A path's elements, offset by `origin` (the shape's top-left corner).
    func addPath(_ elements: [PathElement], at origin: Point) {
        func moved(_ point: Point) -> Point { Point(x: point.x + origin.x, y: point.y + origin.y) }
        func offset(_ rect: Rect) -> Rect { Rect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: rect.width, height: rect.height) }
        var current: Point?
        var subpathStart: Point?
        for element in elements {
            switch element {
            case .move(let point):
                let point = moved(point)
                cairo_move_to(cairo, point.x, point.y)
                current = point
                subpathStart = point
            case .line(let point):
                let point = moved(point)
                if current == nil { cairo_move_to(cairo, point.x, point.y); subpathStart = point } else { cairo_line_to(cairo, point.x, point.y) }
                current = point
            case .quadCurve(let to, let control):
                let to = moved(to), control = moved(control)
                // A quadratic curve as the cubic with the same shape.
                let start = current ?? to
                if current == nil { cairo_move_to(cairo, start.x, start.y); subpathStart = start }
                cairo_curve_to(
                    cairo, start.x + 2 / 3 * (control.x - start.x), start.y + 2 / 3 * (control.y - start.y),
                    to.x + 2 / 3 * (control.x - to.x), to.y + 2 / 3 * (control.y - to.y), to.x, to.y)
                current = to
            case .curve(let to, let control1, let control2):
                let to = moved(to), control1 = moved(control1), control2 = moved(control2)
                if current == nil { cairo_move_to(cairo, control1.x, control1.y); subpathStart = control1 }
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                current = to
            case .arc(let center, let radius, let start, let end, let clockwise):
                let center = moved(center)
                guard radius.isFinite, radius >= 0, start.isFinite, end.isFinite else { continue }
                if clockwise { cairo_arc_negative(cairo, center.x, center.y, radius, start, end) }
                else { cairo_arc(cairo, center.x, center.y, radius, start, end) }
                current = Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
                if subpathStart == nil { subpathStart = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start)) }
            case .rect(let rect):
                addRect(offset(rect))
                current = nil
            case .roundedRect(let rect, let width, let height):
                addRoundedRect(offset(rect), radius: min(width, height))
                current = nil
            case .ellipse(let rect):
                addEllipse(offset(rect))
                current = nil
            case .close:
                cairo_close_path(cairo)
                current = subpathStart
            }
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
