import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// Under the canvas: the same scene laid out as each variant says (`VariantSet`), side by
/// side at one scale, each named above its screen. The window lays the variants out again with
/// every layout of the canvas, so they follow drags and edits.
final class VariantsView {
    // MARK: Owned here and by its parent.
    let area: GRef<GKind.DrawingArea>
    let renderer: SceneRenderer
    var colorScheme: EnvironmentValues.ColorScheme = .light
    /// Each variant's name, its screen and its layout (nil when it could not be laid out).
    private(set) var shown: [(variant: Variant, result: LayoutResult?)] = []
    /// Where each caption's words were drawn (their ink's extent), in the view's pixels.
    private(set) var captionRects: [Rect] = []

    init(renderer: SceneRenderer) {
        self.renderer = renderer
        area = GRef(adopting: gtk_drawing_area_new()!)
        gtk_widget_set_hexpand(area.widget, 1)
        gtk_drawing_area_set_content_height(area.cast(), 280)
        gtk_widget_set_visible(area.widget, 0)
        Gtk.setDrawFunction(area) { cairo, width, height in self.draw(cairo, width: width, height: height) }
    }

    func show(_ variants: [(variant: Variant, result: LayoutResult?)]) {
        shown = variants
        gtk_widget_set_visible(area.widget, variants.isEmpty ? 0 : 1)
        gtk_widget_queue_draw(area.widget)
    }

    /// The size a variant's screen is drawn at, in points: its proposal's numbers, else the
    /// root's size.
    private static func screenSize(_ variant: Variant, _ result: LayoutResult?) -> Size {
        let root = result?.size ?? .zero
        return Size(width: variant.screen.proposal.width.points ?? (root.width.isFinite ? root.width : 0),
                    height: variant.screen.proposal.height.points ?? (root.height.isFinite ? root.height : 0))
    }

    /// Room above each screen for its caption: two lines of 12 points.
    static let gap = 24.0, caption = 36.0, margin = 12.0
    /// The space kept between one caption and the next.
    static let captionSpacing = 10.0

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        let dark = colorScheme == .dark
        cairo_set_source_rgb(cairo, dark ? 0.12 : 0.88, dark ? 0.12 : 0.88, dark ? 0.13 : 0.9)
        cairo_paint(cairo)
        guard !shown.isEmpty else { return }
        let sizes = shown.map { Self.screenSize($0.variant, $0.result) }
        let totalWidth = sizes.reduce(0) { $0 + $1.width } + Self.gap * Double(sizes.count - 1)
        let tallest = sizes.map(\.height).max() ?? 1
        let zoom = max(min((width - 2 * Self.margin) / max(totalWidth, 1),
                           (height - 2 * Self.margin - Self.caption) / max(tallest, 1)), 0.01)
        var x = max((width - totalWidth * zoom) / 2, Self.margin)
        let top = Self.margin + Self.caption
        let background = ColorPalette.background(colorScheme)
        captionRects = []
        for ((variant, result), size) in zip(shown, sizes) {
            let slot = Rect(x: x, y: top, width: size.width * zoom, height: size.height * zoom)
            // Each caption has its screen's width and half of the gaps beside it, less the
            // spacing: wrapped on two lines, then ellipsized, never into the next one.
            let captionWidth = max(min(slot.width + Self.gap - Self.captionSpacing, width - slot.minX - 4), 1)
            captionRects.append(drawCaption(cairo, variant.name, at: Point(x: slot.minX, y: Self.margin), width: captionWidth))
            cairo_set_source_rgb(cairo, background.red, background.green, background.blue)
            cairo_rectangle(cairo, slot.minX, slot.minY, slot.width, slot.height)
            cairo_fill(cairo)
            if let result {
                var geometry = CanvasGeometry(viewportSize: slot.size, proposal: variant.screen.proposal, rootSize: result.size, zoom: zoom, margin: 0)
                geometry.show(result)
                let origin = geometry.rootOrigin
                cairo_save(cairo)
                cairo_rectangle(cairo, slot.minX, slot.minY, slot.width, slot.height)
                cairo_clip(cairo)
                cairo_translate(cairo, slot.minX + origin.x - geometry.areaRect.minX, slot.minY + origin.y - geometry.areaRect.minY)
                cairo_scale(cairo, zoom, zoom)
                var options = RenderOptions(scale: max(zoom, 0.1))
                options.colorScheme = colorScheme
                renderer.draw(result, on: cairo, at: .zero, options: options)
                cairo_restore(cairo)
            }
            cairo_set_source_rgba(cairo, 0.5, 0.5, 0.55, 0.8)
            cairo_set_line_width(cairo, 1)
            cairo_rectangle(cairo, slot.minX + 0.5, slot.minY + 0.5, slot.width - 1, slot.height - 1)
            cairo_stroke(cairo)
            x += slot.width + Self.gap
        }
    }

    /// Draws `text` from `point`, at most `width` wide on at most two lines (ellipsized after
    /// that); returns the rectangle its words take.
    @discardableResult
    private func drawCaption(_ cairo: OpaquePointer, _ text: String, at point: Point, width: Double) -> Rect {
        var environment = EnvironmentValues()
        environment.font = .system(size: 12, weight: .semibold)
        let measurer = renderer.textMeasurer
        let layout = measurer.makeLayout(text, measurer.typesetting(TextContent(text), environment, .unspecified))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout, -2)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let dark = colorScheme == .dark
        cairo_set_source_rgb(cairo, dark ? 0.9 : 0.15, dark ? 0.9 : 0.15, dark ? 0.92 : 0.17)
        cairo_move_to(cairo, point.x, point.y)
        pango_cairo_show_layout(cairo, layout)
        return Rect(x: point.x + Double(ink.x), y: point.y + Double(ink.y), width: Double(ink.width), height: Double(ink.height))
    }
}
