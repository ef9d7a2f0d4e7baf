import CPangoCairo
import LayoutEngine

/// How the overlays' labels look and measure at a render's scale: their type, at least
/// `RenderOptions.labelPixels` high on screen, on an opaque plate edged in the label's colour
/// (dark orange on white in light style, light orange on near-black in dark) so that they read
/// over any scene on a projector.
struct OverlayLabelStyle {
    let options: RenderOptions
    let textMeasurer: PangoTextMeasurer

    /// How much larger than 9 points the labels are: at least `labelPixels` on screen however
    /// far the scene is zoomed out (the window fits a phone at about half size), 9 points at
    /// larger scales.
    var grow: Double { max(options.labelPixels / max(options.scale, 0.05), 9) / 9 }

    /// The plate's padding around the text, in points.
    var padding: Size { Size(width: 3 * grow, height: 1 * grow) }

    /// The label's text colour and the plate's edge.
    var ink: (text: RGBA, border: RGBA) {
        options.colorScheme == .light
            ? (RGBA(0.72, 0.27, 0.0, 1), RGBA(0.85, 0.4, 0.05, 0.9))
            : (RGBA(1.0, 0.66, 0.35, 1), RGBA(1.0, 0.55, 0.2, 0.9))
    }

    /// Where labels may go when the caller does not say (`RenderOptions.labelBounds`), in the
    /// root's points: what shows (`visible`) of the screen, the proposed area outside which the
    /// window keeps its handles; all that shows when the screen is not finite.
    func defaultBounds(_ result: LayoutResult, visible: Rect) -> Rect {
        let screen = result.containerFrame
        guard screen.isFiniteRect, screen.width > 0, screen.height > 0 else { return visible }
        return InkBounds.narrowed(visible, to: screen) ?? Rect(origin: screen.origin, size: .zero)
    }

    /// The proposals overlay's labels placed in `bounds`, clear of the scene's text, the
    /// options' obstacles and `others` (labels drawn already).
    func proposalLabels(_ result: LayoutResult, bounds: Rect, avoiding others: [Rect] = []) -> ProposalLabels {
        ProposalLabels(result: result, bounds: bounds, obstacles: options.labelObstacles + others,
                       focus: options.labelFocus, gap: 2 * grow) { size(of: $0) }
    }

    private func makeLayout(_ text: String) -> OpaquePointer {
        var environment = EnvironmentValues()
        environment.font = .system(size: 9, weight: .medium)
        var typesetting = textMeasurer.typesetting(TextContent(text), environment, .unspecified)
        typesetting.pointSize = 9 * grow
        typesetting.lineHeight = 11 * grow
        return textMeasurer.makeLayout(text, typesetting)
    }

    private func extent(_ layout: OpaquePointer) -> Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Size(width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    /// The plate a label's text needs, in points.
    func size(of text: String) -> Size {
        let layout = makeLayout(text)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let extent = extent(layout)
        return Size(width: (extent.width + 2 * padding.width).rounded(.up), height: (extent.height + 2 * padding.height).rounded(.up))
    }

    /// A label on its plate filling `rect`, the plate edged in `border`.
    func draw(_ text: String, in rect: Rect, on context: CairoContext, color: RGBA, border: RGBA? = nil) {
        let cairo = context.cairo
        let layout = makeLayout(text)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_save(cairo)
        context.setColor(options.colorScheme == .light ? RGBA(1, 1, 1, 0.94) : RGBA(0.08, 0.08, 0.1, 0.92))
        context.addRoundedRect(rect, radius: 2 * grow)
        cairo_fill(cairo)
        if let border {
            let line = 1 / max(options.scale, 1)
            context.setColor(border)
            cairo_set_line_width(cairo, line)
            context.addRoundedRect(rect.padded(by: -line / 2), radius: 2 * grow)
            cairo_stroke(cairo)
        }
        let extent = extent(layout)
        context.setColor(color)
        cairo_move_to(cairo, rect.midX - extent.width / 2, rect.midY - extent.height / 2)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }
}

extension SceneRenderer {
    /// The labels the proposals overlay draws for `result` with `options` (the placement `draw`
    /// makes, spacing labels aside): within `bounds` in the root's points, by default `options.labelBounds` or
    /// the screen (`LayoutResult.containerFrame`).
    public func proposalLabels(_ result: LayoutResult, options: RenderOptions, bounds: Rect? = nil) -> ProposalLabels {
        let style = OverlayLabelStyle(options: options, textMeasurer: textMeasurer)
        let screen = result.containerFrame
        return style.proposalLabels(result, bounds: bounds ?? options.labelBounds ?? screen)
    }
}
