import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// Under the canvas: the same scene laid out as each variant says (`VariantSet`), side by
/// side at one scale, each named above its screen (`VariantStrip`): readable, the strip
/// scrolling (wheel, Shift+wheel, touchpad, or dragged with the pointer) when they do not all
/// fit, with bars showing where. The window lays the variants out again with every layout of the canvas, so they
/// follow drags and edits.
final class VariantsView {
    // MARK: Owned here and by its parent.
    let area: GRef<GKind.DrawingArea>
    let renderer: SceneRenderer
    var colorScheme: EnvironmentValues.ColorScheme = .light
    /// Each variant's name, its screen and its layout (nil when it could not be laid out).
    private(set) var shown: [(variant: Variant, result: LayoutResult?)] = []
    /// Where each caption's words were drawn (their ink's extent), in the view's pixels.
    private(set) var captionRects: [Rect] = []
    /// The last frame's strip: the scale and each screen's place, for the tests.
    private(set) var strip: VariantStrip?
    /// How far the strip is scrolled, in pixels (clamped when drawn).
    private var offset = Point.zero
    /// The offset when the pointer's drag began (nil when none).
    private var dragStart: Point?
    /// Called after every frame is drawn (the window's test hook writes its state then).
    var onDrawn: (() -> Void)?

    init(renderer: SceneRenderer) {
        self.renderer = renderer
        area = GRef(adopting: gtk_drawing_area_new()!)
        gtk_widget_set_hexpand(area.widget, 1)
        gtk_drawing_area_set_content_height(area.cast(), 280)
        gtk_widget_set_visible(area.widget, 0)
        Gtk.setDrawFunction(area) { cairo, width, height in self.draw(cairo, width: width, height: height) }
        installScrolling()
    }

    /// Scrolling moves the strip: a wheel's steps (40 pixels) down the screens when they are
    /// taller than the strip, else along the row, and along the row with Shift; a touchpad's
    /// deltas both ways.
    private func installScrolling() {
        let scroll = GRef<GKind.Controller>(adopting: gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!)
        scroll.onScroll { [weak self, scroll = scroll.borrowed] dx, dy in
            guard let self, let strip = self.strip else { return false }
            let controller = scroll.opaque
            let isWheel = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
            let shift = gtk_event_controller_get_current_event_state(controller).rawValue & GDK_SHIFT_MASK.rawValue != 0
            var delta = Point(x: dx, y: dy)
            if isWheel {
                let sideways = dx == 0 && (shift || strip.maxOffset.y == 0)
                delta = sideways ? Point(x: dy * 40, y: 0) : Point(x: dx * 40, y: dy * 40)
            }
            self.offset = Point(x: min(max(strip.offset.x + delta.x, 0), strip.maxOffset.x),
                                y: min(max(strip.offset.y + delta.y, 0), strip.maxOffset.y))
            gtk_widget_queue_draw(self.area.widget)
            return true
        }
        Gtk.addController(scroll, to: area)

        // Dragged with the pointer, the strip follows it (a projector's touch screen, a mouse
        // without a sideways wheel).
        let drag = GRef<GKind.Controller>(adopting: gtk_gesture_drag_new()!)
        drag.onPoint("drag-begin") { [weak self] _, _ in self?.dragStart = self?.strip?.offset }
        drag.onPoint("drag-update") { [weak self] dx, dy in
            guard let self, let start = self.dragStart, let strip = self.strip else { return }
            self.offset = Point(x: min(max(start.x - dx, 0), strip.maxOffset.x), y: min(max(start.y - dy, 0), strip.maxOffset.y))
            gtk_widget_queue_draw(self.area.widget)
        }
        drag.onPoint("drag-end") { [weak self] _, _ in self?.dragStart = nil }
        Gtk.addController(drag, to: area)
    }

    func show(_ variants: [(variant: Variant, result: LayoutResult?)]) {
        // Another set starts at its beginning; the same set keeps its place across layouts.
        if variants.map(\.variant.name) != shown.map(\.variant.name) { offset = .zero }
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

    /// The space kept between one caption and the next.
    static let captionSpacing = 10.0

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        defer { onDrawn?() }
        let dark = colorScheme == .dark
        cairo_set_source_rgb(cairo, dark ? 0.12 : 0.88, dark ? 0.12 : 0.88, dark ? 0.13 : 0.9)
        cairo_paint(cairo)
        guard !shown.isEmpty else { return strip = nil }
        let strip = VariantStrip(sizes: shown.map { Self.screenSize($0.variant, $0.result) }, viewport: Size(width: width, height: height), offset: offset)
        self.strip = strip
        let zoom = strip.zoom
        let background = ColorPalette.background(colorScheme)
        captionRects = []
        for ((variant, result), slot) in zip(shown, strip.slots) {
            // Each caption has its screen's width and half of the gaps beside it, less the
            // spacing: wrapped on two lines, then ellipsized, never into the next one. The
            // names stay at the top while the screens scroll under them.
            let captionWidth = max(min(slot.width + VariantStrip.gap - Self.captionSpacing, width - slot.minX - 4), 1)
            captionRects.append(drawCaption(cairo, variant.name, at: Point(x: slot.minX, y: VariantStrip.margin), width: captionWidth))
            cairo_save(cairo)
            cairo_rectangle(cairo, 0, strip.screensTop, width, max(height - strip.screensTop - VariantStrip.margin, 0))
            cairo_clip(cairo)
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
            cairo_restore(cairo)
        }
        paintScrollBars(strip, on: cairo, width: width, height: height)
    }

    /// Where the strip is scrolled to, when it scrolls: a thin bar along the bottom (the row)
    /// and the right edge (the screens' height), as long as the part shown is of the whole.
    private func paintScrollBars(_ strip: VariantStrip, on cairo: OpaquePointer, width: Double, height: Double) {
        let thickness = 5.0, inset = 3.0
        cairo_set_source_rgba(cairo, colorScheme == .dark ? 0.85 : 0.25, colorScheme == .dark ? 0.85 : 0.25, colorScheme == .dark ? 0.88 : 0.28, 0.55)
        if strip.maxOffset.x > 0 {
            let track = width - 2 * VariantStrip.margin
            let length = max(track * width / (strip.content.width + 2 * VariantStrip.margin), 24)
            let x = VariantStrip.margin + (track - length) * strip.offset.x / strip.maxOffset.x
            CanvasView.roundedRect(cairo, Rect(x: x, y: height - thickness - inset, width: length, height: thickness), radius: thickness / 2)
            cairo_fill(cairo)
        }
        if strip.maxOffset.y > 0 {
            let shown = height - strip.screensTop - VariantStrip.margin
            let track = height - strip.screensTop - 2 * inset - thickness
            let length = max(track * shown / max(strip.content.height, 1), 24)
            let y = strip.screensTop + (track - length) * strip.offset.y / strip.maxOffset.y
            CanvasView.roundedRect(cairo, Rect(x: width - thickness - inset, y: y, width: thickness, height: length), radius: thickness / 2)
            cairo_fill(cairo)
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
