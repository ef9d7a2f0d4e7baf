import CPangoCairo
import LayoutEngine

/// A scene on its device's screen as the device shows it (`render --device NAME --chrome`):
/// the screen clipped to the display's rounded corners (transparent outside them), the status
/// bar at 9:41 with signal, Wi-Fi and a full battery in the colour scheme's label colour, the
/// Dynamic Island, the home indicator.
public struct DeviceChromeCanvas: CanvasPainting {
    public let scene: SceneCanvas
    public let chrome: DeviceChrome

    public init(scene: SceneCanvas, chrome: DeviceChrome) {
        self.scene = scene
        self.chrome = chrome
    }

    public var canvasSize: Size { scene.canvasSize }

    public func paint(on cairo: OpaquePointer, options: RenderOptions) {
        let context = CairoContext(cairo: cairo)
        // The screen is the canvas: the device's screen is the proposal, the root centred in it.
        let screen = Rect(origin: .zero, size: canvasSize)
        cairo_save(cairo)
        // Outside the display's corners nothing: what was painted under the canvas goes.
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        context.addRoundedRect(screen, radius: chrome.cornerRadius)
        cairo_clip(cairo)
        if options.drawsBackground {
            context.setColor(ColorPalette.background(options.colorScheme))
            cairo_paint(cairo)
        }
        scene.paint(on: cairo, options: options)
        Self.paintChrome(chrome, on: cairo, colorScheme: options.colorScheme, family: scene.renderer.textMeasurer.resolvedFamily())
        cairo_restore(cairo)
    }

    /// Paints `chrome` over a screen already drawn with its top-left corner at `origin` (in
    /// the context's units), `zoom` units a point: the window's canvas draws the device this
    /// way over the scene it drew at its own zoom. `outside`: the colour painted outside the
    /// display's rounded corners (the canvas's background), or nil to leave them.
    public static func paintChrome(_ chrome: DeviceChrome, on cairo: OpaquePointer, at origin: Point, zoom: Double,
                                   colorScheme: EnvironmentValues.ColorScheme, family: String, outside: RGBA?) {
        guard zoom > 0, zoom.isFinite else { return }
        let context = CairoContext(cairo: cairo)
        cairo_save(cairo)
        cairo_translate(cairo, origin.x, origin.y)
        cairo_scale(cairo, zoom, zoom)
        if let outside, chrome.cornerRadius > 0 {
            // The screen's rectangle less its rounded rectangle: the four corners.
            cairo_rectangle(cairo, 0, 0, chrome.screen.width, chrome.screen.height)
            context.addRoundedRect(Rect(origin: .zero, size: chrome.screen), radius: chrome.cornerRadius)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            context.setColor(outside)
            cairo_fill(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        }
        paintChrome(chrome, on: cairo, colorScheme: colorScheme, family: family)
        cairo_restore(cairo)
    }

    /// The status bar, the island and the home indicator, in the screen's points.
    private static func paintChrome(_ chrome: DeviceChrome, on cairo: OpaquePointer, colorScheme: EnvironmentValues.ColorScheme, family: String) {
        let context = CairoContext(cairo: cairo)
        let ink = colorScheme == .light ? RGBA(0, 0, 0, 1) : RGBA(1, 1, 1, 1)
        if let bar = chrome.statusBar { paintStatusBar(bar, ink: ink, family: family, context: context) }
        if let island = chrome.island {
            context.setColor(RGBA(0, 0, 0, 1))
            context.addRoundedRect(island, radius: min(island.width, island.height) / 2)
            cairo_fill(cairo)
        }
        if let indicator = chrome.homeIndicator {
            context.setColor(ink)
            context.addRoundedRect(indicator, radius: indicator.height / 2)
            cairo_fill(cairo)
        }
    }

    /// Where the status bar's time is drawn, in the screen's points, for `family` (the font the
    /// scene's text is measured with): what a test compares the picture with.
    public func timeRect(family: String) -> Rect? {
        chrome.statusBar.map { Self.timeRect($0, family: family) }
    }

    static func timeRect(_ bar: DeviceChrome.StatusBar, family: String) -> Rect {
        let (width, height) = textSize(bar.time, points: bar.timePoints, family: family)
        return Rect(x: bar.timeX - width * bar.timeAlignment, y: bar.centreY - height / 2, width: width, height: height)
    }

    private static func paintStatusBar(_ bar: DeviceChrome.StatusBar, ink: RGBA, family: String, context: CairoContext) {
        let cairo = context.cairo
        do {
            let rect = timeRect(bar, family: family)
            let layout = timeLayout(bar.time, points: bar.timePoints, family: family, cairo: cairo)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            context.setColor(ink)
            cairo_move_to(cairo, rect.minX, rect.minY)
            pango_cairo_show_layout(cairo, layout)
        }
        // Signal (four bars), Wi-Fi (three arcs), battery (full), 6 points apart, centred in
        // the span beside the island.
        let scale = bar.timePoints / 17
        let signal = 17 * scale, wifi = 15.5 * scale, battery = 27 * scale, gap = 6 * scale
        var x = (bar.iconsSpan.lowerBound + bar.iconsSpan.upperBound) / 2 - (signal + wifi + battery + 2 * gap) / 2
        let midY = bar.centreY
        context.setColor(ink)
        // Signal: bars of 3 points, 1.5 apart, 4 to 11 high, on a common baseline.
        let barHeights = [4.0, 6.3, 8.7, 11].map { $0 * scale }
        for (index, barHeight) in barHeights.enumerated() {
            let barX = x + Double(index) * 4.6 * scale
            context.addRoundedRect(Rect(x: barX, y: midY + 5.5 * scale - barHeight, width: 3 * scale, height: barHeight), radius: 1 * scale)
        }
        cairo_fill(cairo)
        x += signal + gap
        // Wi-Fi: three sectors of rings around a point under their middle.
        let centre = Point(x: x + wifi / 2, y: midY + 5.5 * scale)
        cairo_set_line_width(cairo, 2.1 * scale)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        for radius in [3.6, 7.3, 11.0] {
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, centre.x, centre.y - 1 * scale, radius * scale, -Double.pi * 3 / 4, -Double.pi / 4)
        }
        cairo_stroke(cairo)
        cairo_arc(cairo, centre.x, centre.y - 1.2 * scale, 1.3 * scale, 0, 2 * Double.pi)
        cairo_fill(cairo)
        x += wifi + gap
        // Battery: an outline at a third of the ink, the charge inside it, the cap beside.
        let body = Rect(x: x, y: midY - 6 * scale, width: 24.5 * scale, height: 12 * scale)
        context.setColor(ink.withAlpha(0.35))
        cairo_set_line_width(cairo, 1 * scale)
        context.addRoundedRect(Rect(x: body.minX + 0.5 * scale, y: body.minY + 0.5 * scale, width: body.width - 1 * scale, height: body.height - 1 * scale),
                               radius: 3.5 * scale)
        cairo_stroke(cairo)
        context.addRoundedRect(Rect(x: body.maxX + 1 * scale, y: midY - 2 * scale, width: 1.5 * scale, height: 4 * scale), radius: 0.75 * scale)
        cairo_fill(cairo)
        context.setColor(ink)
        context.addRoundedRect(Rect(x: body.minX + 2 * scale, y: body.minY + 2 * scale, width: body.width - 4 * scale, height: body.height - 4 * scale),
                               radius: 2 * scale)
        cairo_fill(cairo)
    }

    private static func description(points: Double, family: String) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PANGO_WEIGHT_SEMIBOLD)
        pango_font_description_set_absolute_size(description, points * Double(PANGO_SCALE))
        return description
    }

    private static func timeLayout(_ text: String, points: Double, family: String, cairo: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cairo)!
        let description = description(points: points, family: family)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// The logical size of `text` set as the status bar sets it.
    static func textSize(_ text: String, points: Double, family: String) -> (Double, Double) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let cairo = cairo_create(surface)!
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        let layout = timeLayout(text, points: points, family: family, cairo: cairo)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }
}
