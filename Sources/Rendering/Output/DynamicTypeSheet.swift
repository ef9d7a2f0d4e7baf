import CPangoCairo
import LayoutEngine

/// Several renderings of one scene side by side, each under a label: the scene at every
/// Dynamic Type size on one sheet, the accessibility check at a glance.
public struct DynamicTypeSheet: CanvasPainting {
    public let columns: [(label: String, canvas: SceneCanvas)]
    /// Points between columns and around the sheet.
    public static let gap = 24.0
    /// Height of the label strip above each column.
    public static let labelHeight = 28.0

    public init(columns: [(label: String, canvas: SceneCanvas)]) {
        self.columns = columns
    }

    public var canvasSize: Size {
        let width = columns.reduce(Self.gap) { $0 + $1.canvas.canvasSize.width + Self.gap }
        let height = (columns.map(\.canvas.canvasSize.height).max() ?? 0) + Self.labelHeight + 2 * Self.gap
        return Size(width: width, height: height)
    }

    public func paint(on cairo: OpaquePointer, options: RenderOptions) {
        var x = Self.gap
        for column in columns {
            let size = column.canvas.canvasSize
            let top = Self.gap + Self.labelHeight
            drawLabel(column.label, on: cairo, at: Point(x: x, y: Self.gap), options: options, measurer: column.canvas.renderer.textMeasurer)
            // The column's proposed area, outlined so that overflow is visible.
            cairo_save(cairo)
            cairo_set_source_rgba(cairo, 0.5, 0.5, 0.5, 0.6)
            cairo_set_line_width(cairo, 1 / max(options.scale, 1))
            cairo_rectangle(cairo, x, top, size.width, size.height)
            cairo_stroke(cairo)
            cairo_translate(cairo, x, top)
            column.canvas.paint(on: cairo, options: options)
            cairo_restore(cairo)
            x += size.width + Self.gap
        }
    }

    private func drawLabel(_ text: String, on cairo: OpaquePointer, at point: Point, options: RenderOptions, measurer: PangoTextMeasurer) {
        var environment = EnvironmentValues()
        environment.font = .system(size: 15, weight: .semibold)
        let typesetting = measurer.typesetting(TextContent(text), environment, .unspecified)
        let layout = measurer.makeLayout(text, typesetting)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let color = options.colorScheme == .light ? RGBA(0.2, 0.2, 0.2) : RGBA(0.85, 0.85, 0.85)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, point.x, point.y)
        pango_cairo_show_layout(cairo, layout)
    }
}
