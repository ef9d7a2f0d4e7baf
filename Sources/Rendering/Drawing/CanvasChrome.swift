import CPangoCairo
import LayoutEngine

/// What the window draws around and over a scene on its canvas, as rectangles, points and
/// words in the canvas's pixels: the proposed area and its handles, the safe area's strips,
/// the selected and hovered views, the anchors' rings and the labels. The window decides where
/// each goes (`CanvasGeometry`, `CanvasLabel`); `CanvasChromePainter` paints it, so that the
/// chrome is drawn and tested like the scene, without a window.
public struct CanvasChrome: Sendable {
    public struct Handle: Sendable {
        public var rect: Rect
        /// The corner square moves both dimensions: drawn solid; the edge bars lighter.
        public var isCorner: Bool
        public var isActive: Bool
        public init(rect: Rect, isCorner: Bool, isActive: Bool) {
            self.rect = rect
            self.isCorner = isCorner
            self.isActive = isActive
        }
    }

    public struct Label: Sendable {
        public enum Style: Sendable { case plain, alert }
        public var text: String
        /// The top-left corner of the label's plate.
        public var origin: Point
        public var style: Style
        public init(text: String, origin: Point, style: Style = .plain) {
            self.text = text
            self.origin = origin
            self.style = style
        }
    }

    /// A view's outline as drawn: its frame's corners (top-left, top-right, bottom-right,
    /// bottom-left), moved by its render effects (`LayoutResult.drawnCorners`), so that a
    /// turned view's outline is turned.
    public struct Outline: Sendable {
        public var corners: [Point]
        public init(corners: [Point]) { self.corners = corners }
        public init(_ rect: Rect) {
            corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        }
    }

    public var colorScheme: EnvironmentValues.ColorScheme = .light
    public var isPresentation = false
    public var viewportSize: Size
    /// The proposed area.
    public var area: Rect
    /// The safe area within `area` of a device screen; nil for a custom size.
    public var safeArea: Rect?
    /// The selected views and the one under the pointer, outlined where they are drawn.
    public var selected: [Outline] = []
    public var hovered: Outline?
    public var handles: [Handle] = []
    /// Each anchor's point and its ring's radius.
    public var anchors: [(centre: Point, radius: Double)] = []
    /// The source has errors: the area is outlined in red (the layout is the last good one).
    public var isStale = false
    public var labels: [Label] = []

    public init(viewportSize: Size, area: Rect) {
        self.viewportSize = viewportSize
        self.area = area
    }
}

/// Paints a `CanvasChrome` on a Cairo context: `paintUnder` before the scene (the canvas and
/// the area's background), `paintOver` after it (everything else, labels last so that no
/// handle covers one).
public struct CanvasChromePainter {
    let textMeasurer: PangoTextMeasurer

    public init(textMeasurer: PangoTextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    static let selection = RGBA(0.95, 0.45, 0.1, 1)
    static let anchor = RGBA(0.9, 0.2, 0.5, 0.95)
    static let alert = RGBA(0.75, 0.11, 0.16, 0.92)
    static let plate = RGBA(0.1, 0.1, 0.12, 0.85)
    static let labelPadding = Point(x: 4, y: 2)

    public func paintUnder(_ chrome: CanvasChrome, on cairo: OpaquePointer) {
        let context = CairoContext(cairo: cairo)
        let dark = chrome.colorScheme == .dark
        context.setColor(dark ? RGBA(0.14, 0.14, 0.15) : RGBA(0.92, 0.92, 0.93))
        cairo_paint(cairo)
        context.setColor(ColorPalette.background(chrome.colorScheme))
        context.addRect(chrome.area)
        cairo_fill(cairo)
    }

    public func paintOver(_ chrome: CanvasChrome, on cairo: OpaquePointer) {
        let context = CairoContext(cairo: cairo)
        if let safe = chrome.safeArea { paintSafeArea(context, area: chrome.area, safe: safe) }
        for outline in chrome.selected {
            strokeOutline(context, outline.corners, color: Self.selection, width: chrome.isPresentation ? 3 : 2)
        }
        if let hovered = chrome.hovered {
            // Half a pixel in, so that an upright one-pixel line is crisp.
            strokeOutline(context, hovered.corners.map { Point(x: $0.x + 0.5, y: $0.y + 0.5) }, color: RGBA(0.1, 0.45, 0.85, 0.9), width: 1)
        }
        for (centre, radius) in chrome.anchors {
            // A ring: the scene's own marker at the point shows through it.
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, centre.x, centre.y, radius, 0, 2 * Double.pi)
            cairo_set_line_width(cairo, 5)
            context.setColor(RGBA(1, 1, 1, 0.8))
            cairo_stroke_preserve(cairo)
            cairo_set_line_width(cairo, 2.5)
            context.setColor(Self.anchor)
            cairo_stroke(cairo)
        }
        let area = chrome.area
        strokeRect(context, Rect(x: area.minX + 0.5, y: area.minY + 0.5, width: area.width - 1, height: area.height - 1),
                   color: RGBA(0.1, 0.45, 0.85, 0.9), width: chrome.isPresentation ? 2 : 1, dash: [6, 4])
        for handle in chrome.handles {
            context.setColor(RGBA(0.1, 0.45, 0.85, handle.isActive ? 1 : handle.isCorner ? 0.9 : 0.55))
            context.addRoundedRect(handle.rect, radius: min(handle.rect.width, handle.rect.height) / 3)
            cairo_fill(cairo)
        }
        if chrome.isStale {
            strokeRect(context, Rect(x: area.minX - 1, y: area.minY - 1, width: area.width + 2, height: area.height + 2),
                       color: RGBA(0.88, 0.11, 0.14, 0.9), width: 2, dash: [4, 4])
        }
        for label in chrome.labels { paintLabel(context, label, presentation: chrome.isPresentation) }
    }

    /// The unsafe strips (status bar, sensor housing, home indicator) shaded over the scene,
    /// so that what grows into them stays visible, and the safe area's edge dashed.
    private func paintSafeArea(_ context: CairoContext, area: Rect, safe: Rect) {
        let cairo = context.cairo
        context.setColor(RGBA(0.35, 0.35, 0.4, 0.22))
        for strip in [Rect(x: area.minX, y: area.minY, width: area.width, height: safe.minY - area.minY),
                      Rect(x: area.minX, y: safe.maxY, width: area.width, height: area.maxY - safe.maxY),
                      Rect(x: area.minX, y: safe.minY, width: safe.minX - area.minX, height: safe.height),
                      Rect(x: safe.maxX, y: safe.minY, width: area.maxX - safe.maxX, height: safe.height)]
        where strip.width > 0 && strip.height > 0 {
            context.addRect(strip)
        }
        cairo_fill(cairo)
        strokeRect(context, Rect(x: safe.minX + 0.5, y: safe.minY + 0.5, width: max(safe.width - 1, 0), height: max(safe.height - 1, 0)),
                   color: RGBA(0.35, 0.35, 0.4, 0.7), width: 1, dash: [3, 3])
    }

    /// A closed outline through `corners`; one not finite is left out.
    private func strokeOutline(_ context: CairoContext, _ corners: [Point], color: RGBA, width: Double) {
        guard let first = corners.first, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let cairo = context.cairo
        cairo_save(cairo)
        context.setColor(color)
        cairo_set_line_width(cairo, width)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_move_to(cairo, first.x, first.y)
        for corner in corners.dropFirst() { cairo_line_to(cairo, corner.x, corner.y) }
        cairo_close_path(cairo)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    private func strokeRect(_ context: CairoContext, _ rect: Rect, color: RGBA, width: Double, dash: [Double] = []) {
        let cairo = context.cairo
        cairo_save(cairo)
        context.setColor(color)
        cairo_set_line_width(cairo, width)
        if !dash.isEmpty { cairo_set_dash(cairo, dash, Int32(dash.count), 0) }
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    /// The chrome's labels: 12 points (20 in presentation mode), white on a dark plate (red
    /// for an alert), the same in light and dark style.
    private func labelLayout(_ text: String, presentation: Bool) -> (layout: OpaquePointer, size: Size) {
        var environment = EnvironmentValues()
        environment.font = .system(size: presentation ? 20 : 12, weight: .medium)
        let layout = textMeasurer.makeLayout(text, textMeasurer.typesetting(TextContent(text), environment, .unspecified))
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let size = Size(width: Double(logical.width) / Double(PANGO_SCALE) + 2 * Self.labelPadding.x,
                        height: Double(logical.height) / Double(PANGO_SCALE) + 2 * Self.labelPadding.y)
        return (layout, size)
    }

    /// A label's size with its plate, for placing it.
    public func labelSize(_ text: String, presentation: Bool) -> Size {
        let (layout, size) = labelLayout(text, presentation: presentation)
        g_object_unref(UnsafeMutableRawPointer(layout))
        return size
    }

    private func paintLabel(_ context: CairoContext, _ label: CanvasChrome.Label, presentation: Bool) {
        let cairo = context.cairo
        let (layout, size) = labelLayout(label.text, presentation: presentation)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        context.setColor(label.style == .alert ? Self.alert : Self.plate)
        context.addRoundedRect(Rect(origin: label.origin, size: size), radius: 4)
        cairo_fill(cairo)
        context.setColor(RGBA(1, 1, 1))
        cairo_move_to(cairo, label.origin.x + Self.labelPadding.x, label.origin.y + Self.labelPadding.y)
        pango_cairo_show_layout(cairo, layout)
    }
}
