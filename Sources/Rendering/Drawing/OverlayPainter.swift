import CPangoCairo
import LayoutEngine

/// Draws the teaching overlays over a scene: frames, proposals against chosen sizes, stack
/// spacing and alignment guides. Colours are fixed (not the scene's) so that overlays read the
/// same in light and dark scenes.
struct OverlayPainter {
    let result: LayoutResult
    let children: [[Int]]
    let context: CairoContext
    let options: RenderOptions
    let textMeasurer: PangoTextMeasurer

    static let frameColor = RGBA(0.0, 0.48, 1.0, 0.9)
    static let proposalColor = RGBA(1.0, 0.45, 0.0, 0.95)
    static let spacingColor = RGBA(0.85, 0.1, 0.75, 0.35)
    static let guideColor = RGBA(0.1, 0.7, 0.3, 0.95)

    /// Hairline width: one pixel at the render scale.
    private var hairline: Double { 1 / max(options.scale, 1) }

    func draw() {
        if options.overlays.contains(.spacing) { drawSpacing() }
        if options.overlays.contains(.frames) { drawFrames() }
        if options.overlays.contains(.proposals) { drawProposals() }
        if options.overlays.contains(.guides) { drawGuides() }
    }

    private func drawFrames() {
        let cairo = context.cairo
        cairo_save(cairo)
        context.setColor(Self.frameColor)
        cairo_set_line_width(cairo, hairline)
        for view in result.views {
            let frame = view.frame.roundedToPixels(scale: options.scale)
            context.addRect(Rect(x: frame.minX + hairline / 2, y: frame.minY + hairline / 2,
                                 width: max(frame.width - hairline, 0), height: max(frame.height - hairline, 0)))
        }
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    /// For each leaf and container (modifiers would repeat their child), the proposal as a
    /// dashed rectangle from the view's origin and a label "proposed → chose".
    private func drawProposals() {
        let cairo = context.cairo
        for view in result.views where view.view.role != .modifier {
            let frame = view.frame
            let proposed = Size(width: view.proposal.width ?? frame.width, height: view.proposal.height ?? frame.height)
            guard proposed.width.isFinite, proposed.height.isFinite else { continue }
            if proposed != frame.size {
                cairo_save(cairo)
                context.setColor(Self.proposalColor)
                cairo_set_line_width(cairo, hairline)
                let dash = [3.0, 2.0]
                cairo_set_dash(cairo, dash, 2, 0)
                context.addRect(Rect(origin: frame.origin, size: proposed))
                cairo_stroke(cairo)
                cairo_restore(cairo)
            }
            label("\(view.proposal) → \(frame.size)", at: Point(x: frame.minX + 2, y: frame.minY + 2), color: Self.proposalColor)
        }
    }

    /// The gaps between consecutive children of every stack, tinted, with their length.
    private func drawSpacing() {
        let cairo = context.cairo
        for (index, view) in result.views.enumerated() {
            guard let layout = view.view.content.layout else { continue }
            let axis: Axis
            if layout is HStackLayout { axis = .horizontal } else if layout is VStackLayout { axis = .vertical } else { continue }
            let frames = children[index].map { result.views[$0].frame }
            for (first, second) in zip(frames, frames.dropFirst()) {
                let start = axis == .horizontal ? first.maxX : first.maxY
                let end = axis == .horizontal ? second.minX : second.minY
                guard end - start > 0.01 else { continue }
                let gap = axis == .horizontal
                    ? Rect(x: start, y: view.frame.minY, width: end - start, height: view.frame.height)
                    : Rect(x: view.frame.minX, y: start, width: view.frame.width, height: end - start)
                context.setColor(Self.spacingColor)
                context.addRect(gap)
                cairo_fill(cairo)
                label(formatPoints(end - start), at: Point(x: gap.minX + 1, y: gap.midY - 4), color: RGBA(0.6, 0, 0.5, 1))
            }
        }
    }

    /// The line each stack, `ZStack` or frame lines its children up on.
    private func drawGuides() {
        for view in result.views {
            guard let layout = view.view.content.layout else { continue }
            let frame = view.frame
            var horizontal: HorizontalAlignment?
            var vertical: VerticalAlignment?
            switch layout {
            case let stack as HStackLayout: vertical = stack.alignment
            case let stack as VStackLayout: horizontal = stack.alignment
            case let stack as ZStackLayout: (horizontal, vertical) = (stack.alignment.horizontal, stack.alignment.vertical)
            case let frameLayout as FrameLayout: (horizontal, vertical) = (frameLayout.alignment.horizontal, frameLayout.alignment.vertical)
            case let frameLayout as FlexFrameLayout: (horizontal, vertical) = (frameLayout.alignment.horizontal, frameLayout.alignment.vertical)
            default: continue
            }
            let dimensions = ViewDimensions(width: frame.width, height: frame.height)
            if let horizontal {
                let x = frame.minX + dimensions[horizontal]
                context.strokeLine(from: Point(x: x, y: frame.minY), to: Point(x: x, y: frame.maxY),
                                   color: Self.guideColor, width: hairline, dash: [4, 2])
            }
            if let vertical {
                let y = frame.minY + dimensions[vertical]
                context.strokeLine(from: Point(x: frame.minX, y: y), to: Point(x: frame.maxX, y: y),
                                   color: Self.guideColor, width: hairline, dash: [4, 2])
            }
        }
    }

    /// A small label on a translucent plate.
    private func label(_ text: String, at point: Point, color: RGBA) {
        let cairo = context.cairo
        var typesetting = textMeasurer.typesetting(TextContent(text), labelEnvironment, .unspecified)
        // Nine pixels at least however far the scene is zoomed out (the window's canvas fits a
        // phone at about half size): nine points at the render scale, more below 1x.
        let grow = 1 / min(max(options.scale, 0.1), 1)
        typesetting.pointSize = 9 * grow
        typesetting.lineHeight = 11 * grow
        let layout = textMeasurer.makeLayout(text, typesetting)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE)
        let height = Double(logical.height) / Double(PANGO_SCALE)
        context.setColor(options.colorScheme == .light ? RGBA(1, 1, 1, 0.85) : RGBA(0, 0, 0, 0.75))
        context.addRoundedRect(Rect(x: point.x - 1, y: point.y - 0.5, width: width + 2, height: height + 1), radius: 2)
        cairo_fill(cairo)
        context.setColor(color)
        cairo_move_to(cairo, point.x, point.y)
        pango_cairo_show_layout(cairo, layout)
    }

    private var labelEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.font = .system(size: 9, weight: .medium)
        return environment
    }
}
