import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// Where the canvas's own labels go, and what the canvas paints besides `CanvasChromePainter`:
/// the anchors' rings kept off the view they place, and in dark style handles and label plates
/// that stand out from the dark canvas.
extension CanvasView {
    /// The canvas's uncovered part, shrunk by a few pixels so that a label's plate never
    /// touches an edge.
    var visibleRect: Rect {
        let whole = Rect(origin: .zero, size: geometry.viewportSize)
        let visible = visibleRegion?() ?? whole
        let inset = 4.0
        // Above the step's words (`reserveNarrationBand`).
        let bottom = min(visible.maxY, geometry.viewportSize.height - geometry.reservedBottom)
        return Rect(x: visible.minX + inset, y: visible.minY + inset,
                    width: max(visible.width - 2 * inset, 0), height: max(bottom - visible.minY - 2 * inset, 0))
    }

    /// `point` moved into the visible part so that a label of `size` there is wholly inside.
    func clampedOrigin(_ point: Point, _ size: Size) -> Point {
        let visible = visibleRect
        return Point(x: min(max(point.x, visible.minX), max(visible.maxX - size.width, visible.minX)),
                     y: min(max(point.y, visible.minY), max(visible.maxY - size.height, visible.minY)))
    }

    /// Where the live proposal label (or the hint) goes: under the handles, else above the
    /// proposed area, else at the bottom of the canvas; always inside the canvas's uncovered
    /// part (moved in from its edges), clear of the handles and the labels in `taken` where
    /// there is room.
    func sizeLabelOrigin(_ size: Size, avoiding taken: [Rect]) -> Point {
        let visible = visibleRect, area = geometry.areaRect
        let candidates = [
            Point(x: area.minX, y: geometry.cornerHandleRect.maxY + 4),
            Point(x: area.minX, y: area.minY - 6 - size.height),
            Point(x: area.minX, y: visible.maxY - size.height),
            Point(x: area.minX, y: visible.minY),
        ]
        let obstacles = geometry.handleRects + taken
        for candidate in candidates {
            let origin = clampedOrigin(candidate, size)
            // Only a place the label keeps (not one the clamp moved onto the handles or labels).
            guard abs(origin.y - candidate.y) < 0.5 else { continue }
            if !obstacles.contains(where: { $0.intersects(Rect(origin: origin, size: size)) }) { return origin }
        }
        return clampedOrigin(candidates[2], size)
    }

    /// Where the label naming an anchor goes: where `CanvasLabel` puts it beside the ring when
    /// that is clear of the handles, the other labels, the view the anchor places and the ring;
    /// else beside the ring or the placed view, moved inside the canvas, at the first place
    /// clear of them all.
    func anchorLabelOrigin(_ size: Size, centre: Point, radius: Double, placed: Rect, avoiding taken: [Rect]) -> Point {
        let ring = Rect(x: centre.x - radius - 3, y: centre.y - radius - 3, width: 2 * radius + 6, height: 2 * radius + 6)
        let obstacles = geometry.handleRects + taken + [placed, ring]
        let gap = 4.0
        let preferred = CanvasLabel.origin(of: size, beside: centre, radius: radius + 3, in: geometry, avoiding: taken + [placed])
        let candidates = [
            preferred,
            Point(x: ring.maxX + gap, y: centre.y - size.height / 2),
            Point(x: ring.minX - gap - size.width, y: centre.y - size.height / 2),
            Point(x: centre.x - size.width / 2, y: max(ring.maxY, placed.maxY) + gap),
            Point(x: centre.x - size.width / 2, y: min(ring.minY, placed.minY) - gap - size.height),
            Point(x: min(ring.minX, placed.minX) - gap - size.width, y: centre.y - size.height / 2),
            Point(x: max(ring.maxX, placed.maxX) + gap, y: centre.y - size.height / 2),
        ]
        for candidate in candidates {
            let origin = clampedOrigin(candidate, size)
            if !obstacles.contains(where: { $0.intersects(Rect(origin: origin, size: size)) }) { return origin }
        }
        return clampedOrigin(candidates[3], size)
    }

    /// The anchors' rings, each kept off the view its anchor places (a ring at the callout's
    /// edge covered its last letters): the painter draws them with everything but the view's
    /// rectangle clipped in.
    func paintAnchorRings(_ rings: [(centre: Point, radius: Double, clear: Rect?)], with painter: CanvasChromePainter, colorScheme: EnvironmentValues.ColorScheme, on cairo: OpaquePointer) {
        for ring in rings {
            // Nothing but the ring: the area's outline, which the painter always strokes, is
            // put outside the canvas.
            var chrome = CanvasChrome(viewportSize: geometry.viewportSize, area: Rect(x: -100, y: -100, width: 0, height: 0))
            chrome.colorScheme = colorScheme
            chrome.anchors = [(ring.centre, ring.radius)]
            cairo_save(cairo)
            if let clear = ring.clear {
                cairo_rectangle(cairo, -1, -1, geometry.viewportSize.width + 2, geometry.viewportSize.height + 2)
                cairo_rectangle(cairo, clear.minX, clear.minY, clear.width, clear.height)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cairo)
            }
            painter.paintOver(chrome, on: cairo)
            cairo_restore(cairo)
        }
    }

    /// The scene's parts outside the proposed area (content that overflows the proposal),
    /// dimmed: the canvas's colour over them at 55%, so that they show where they go without
    /// looking like part of the screen. Returns the scene's extent when it overflows.
    func paintOverflowVeil(_ result: LayoutResult, on cairo: OpaquePointer) -> Rect? {
        let area = geometry.areaRect
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for view in result.views {
            let rect = geometry.widgetRect(view.frame)
            guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { continue }
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        let tolerance = 0.5
        guard minX < maxX || minY < maxY,
              minX < area.minX - tolerance || minY < area.minY - tolerance || maxX > area.maxX + tolerance || maxY > area.maxY + tolerance
        else { return nil }
        let content = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        cairo_save(cairo)
        cairo_rectangle(cairo, content.minX - 1, content.minY - 1, content.width + 2, content.height + 2)
        cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        if renderOptions.colorScheme == .dark {
            cairo_set_source_rgba(cairo, 0.14, 0.14, 0.15, 0.55)
        } else {
            cairo_set_source_rgba(cairo, 0.92, 0.92, 0.93, 0.55)
        }
        cairo_fill(cairo)
        cairo_restore(cairo)
        return content
    }

    /// In dark style the painter's handles and the area's outline (a half-transparent blue) and
    /// its label plates (near-black) hardly stand out from the dark canvas: the handles and the
    /// outline are painted again in a light blue, and each plate gets a light rim.
    func paintDarkContrast(_ chrome: CanvasChrome, labelRects: [Rect], on cairo: OpaquePointer) {
        guard chrome.colorScheme == .dark else { return }
        cairo_save(cairo)
        // The area's dashed outline, lighter.
        let area = chrome.area
        cairo_set_source_rgba(cairo, 0.45, 0.7, 1, 0.9)
        cairo_set_line_width(cairo, chrome.isPresentation ? 2 : 1)
        cairo_set_dash(cairo, [6, 4], 2, 0)
        cairo_rectangle(cairo, area.minX + 0.5, area.minY + 0.5, area.width - 1, area.height - 1)
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
        for handle in chrome.handles {
            let alpha = handle.isActive ? 1 : handle.isCorner ? 0.95 : 0.85
            cairo_set_source_rgba(cairo, 0.45, 0.7, 1, alpha)
            Self.roundedRect(cairo, handle.rect, radius: min(handle.rect.width, handle.rect.height) / 3)
            cairo_fill(cairo)
        }
        cairo_set_source_rgba(cairo, 0.85, 0.88, 0.95, 0.9)
        cairo_set_line_width(cairo, 1.5)
        for rect in labelRects {
            Self.roundedRect(cairo, Rect(x: rect.minX - 0.75, y: rect.minY - 0.75, width: rect.width + 1.5, height: rect.height + 1.5), radius: 4.5)
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }

    static func roundedRect(_ cairo: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
