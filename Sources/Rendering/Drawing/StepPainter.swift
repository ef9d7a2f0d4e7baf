import CPangoCairo
import LayoutEngine

/// Draws one step of the layout over a laid-out scene (`LayoutStep`): the rest of the scene
/// veiled, the view acting outlined, and the step itself: a proposal as the proposed
/// rectangle, dashed, from the child's corner (an unspecified dimension takes the child's own,
/// an infinite one reaches the screen's edge); an answer as the size chosen, solid; a
/// decision as the container with its subviews; a placement as the frame where the child now
/// sits. Each with its numbers on a plate. `render --step` and the window's step mode draw
/// with it.
public struct StepPainter {
    public let result: LayoutResult
    public let step: LayoutStep
    /// Pixels per point of the surface: lines are a pixel or two at any zoom.
    public let scale: Double
    public let colorScheme: EnvironmentValues.ColorScheme
    /// The label's text height in points: 10, or 11 pixels on screen at a small `scale`.
    public var labelPoints: Double

    public static let proposalColor = RGBA(1.0, 0.45, 0.0, 1)
    public static let answerColor = RGBA(0.0, 0.62, 0.32, 1)
    public static let actorColor = RGBA(0.0, 0.48, 1.0, 1)

    public init(result: LayoutResult, step: LayoutStep, scale: Double, colorScheme: EnvironmentValues.ColorScheme = .light) {
        self.result = result
        self.step = step
        self.scale = max(scale, 0.05)
        self.colorScheme = colorScheme
        labelPoints = max(10, 11 / self.scale)
    }

    /// The rectangle the step is about, in the root's coordinates: what a window scrolls into
    /// view and a picture centres on.
    public var subject: Rect {
        let view = result.views[step.view]
        switch step.event {
        case .proposal(let proposal): return proposedRect(proposal, at: view.frame.origin)
        case .answer(_, let size, _): return Rect(origin: view.frame.origin, size: Self.drawable(size, within: result.containerFrame, from: view.frame.origin))
        case .decision: return view.frame
        case .placement(let frame, _): return frame
        }
    }

    /// Paints on `cairo` (borrowed) whose origin is the root's top-left corner, one unit a point.
    public func paint(on cairo: OpaquePointer) {
        let context = CairoContext(cairo: cairo)
        let hairline = 1 / scale
        cairo_save(cairo)
        // The veil: the scene stays visible, the step stands out.
        let screen = result.containerFrame
        context.setColor(colorScheme == .light ? RGBA(1, 1, 1, 0.55) : RGBA(0, 0, 0, 0.55))
        context.addRect(screen)
        cairo_fill(cairo)
        let view = result.views[step.view]
        if let actor = step.actor(in: result), actor != step.view {
            outline(result.views[actor].frame, color: Self.actorColor, width: 2 * hairline, context: context)
        }
        switch step.event {
        case .proposal(let proposal):
            let rect = proposedRect(proposal, at: view.frame.origin)
            outline(rect, color: Self.proposalColor, width: 2 * hairline, dash: [6 * hairline, 4 * hairline], context: context)
            plate("proposed \(proposal.readable)", near: rect, color: Self.proposalColor, context: context)
        case .answer(_, let size, _):
            let rect = Rect(origin: view.frame.origin, size: Self.drawable(size, within: screen, from: view.frame.origin))
            fill(rect, color: Self.answerColor, context: context)
            outline(rect, color: Self.answerColor, width: 2 * hairline, context: context)
            plate("answers \(size.readable)", near: rect, color: Self.answerColor, context: context)
        case .decision:
            for child in result.views where child.parentIndex == step.view {
                outline(child.frame, color: Self.actorColor.withAlpha(0.6), width: hairline, context: context)
            }
            outline(view.frame, color: Self.actorColor, width: 3 * hairline, context: context)
            plate("decides", near: view.frame, color: Self.actorColor, context: context)
        case .placement(let frame, _):
            fill(frame, color: Self.actorColor, context: context)
            outline(frame, color: Self.actorColor, width: 2 * hairline, context: context)
            context.setColor(Self.actorColor)
            context.addEllipse(Rect(x: frame.minX - 3 * hairline, y: frame.minY - 3 * hairline, width: 6 * hairline, height: 6 * hairline))
            cairo_fill(cairo)
            plate("at (\(formatReadable(frame.minX)), \(formatReadable(frame.minY))) \(frame.size.readable)", near: frame, color: Self.actorColor, context: context)
        }
        cairo_restore(cairo)
    }

    /// The proposal as a rectangle from `origin`: nil takes the view's own dimension, infinity
    /// reaches the screen's far edge.
    private func proposedRect(_ proposal: ProposedViewSize, at origin: Point) -> Rect {
        let view = result.views[step.view]
        let size = Size(width: proposal.width ?? view.frame.width, height: proposal.height ?? view.frame.height)
        return Rect(origin: origin, size: Self.drawable(size, within: result.containerFrame, from: origin))
    }

    /// `size` with infinite dimensions cut at the screen's edge.
    static func drawable(_ size: Size, within screen: Rect, from origin: Point) -> Size {
        Size(width: size.width.isFinite ? size.width : max(screen.maxX - origin.x, 0),
             height: size.height.isFinite ? size.height : max(screen.maxY - origin.y, 0))
    }

    private func outline(_ rect: Rect, color: RGBA, width: Double, dash: [Double] = [], context: CairoContext) {
        let cairo = context.cairo
        cairo_save(cairo)
        context.setColor(color)
        cairo_set_line_width(cairo, width)
        if !dash.isEmpty { cairo_set_dash(cairo, dash, Int32(dash.count), 0) }
        context.addRect(Rect(x: rect.minX + width / 2, y: rect.minY + width / 2, width: max(rect.width - width, 0), height: max(rect.height - width, 0)))
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    private func fill(_ rect: Rect, color: RGBA, context: CairoContext) {
        context.setColor(color.withAlpha(0.18))
        context.addRect(rect)
        cairo_fill(context.cairo)
    }

    /// The step's numbers on an opaque plate above `rect` (below it, or inside its top, where
    /// there is no room), kept within the screen.
    private func plate(_ text: String, near rect: Rect, color: RGBA, context: CairoContext) {
        let cairo = context.cairo
        let layout = StepPainter.layout(on: cairo, family: "Sans Bold", points: labelPoints)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let textWidth = Double(logical.width) / Double(PANGO_SCALE), textHeight = Double(logical.height) / Double(PANGO_SCALE)
        let padding = labelPoints * 0.35
        let size = Size(width: textWidth + 2 * padding, height: textHeight + 2 * padding)
        let plate = Self.platePosition(size, near: rect, screen: result.containerFrame, gap: 2 / scale,
                                       texts: result.views.filter(\.isText).map(\.frame))
        context.setColor(colorScheme == .light ? RGBA(1, 1, 1, 0.96) : RGBA(0.1, 0.1, 0.12, 0.96))
        context.addRoundedRect(plate, radius: padding)
        cairo_fill(cairo)
        context.setColor(color)
        cairo_set_line_width(cairo, 1.5 / scale)
        context.addRoundedRect(plate, radius: padding)
        cairo_stroke(cairo)
        cairo_move_to(cairo, plate.minX + padding, plate.minY + padding)
        pango_cairo_show_layout(cairo, layout)
    }
}

extension StepPainter {
    /// Where a plate of `size` goes by `rect`: above it, below it, beside it, or inside its
    /// corner, the first place inside the screen that covers no text of the scene (else the
    /// one that covers the least), so that the step's numbers never hide the words they are
    /// about.
    public static func platePosition(_ size: Size, near rect: Rect, screen: Rect, gap: Double, texts: [Rect]) -> Rect {
        let candidates = [
            Point(x: rect.minX, y: rect.minY - size.height - gap), Point(x: rect.minX, y: rect.maxY + gap),
            Point(x: rect.maxX + gap, y: rect.midY - size.height / 2), Point(x: rect.minX - size.width - gap, y: rect.midY - size.height / 2),
            Point(x: rect.maxX - size.width, y: rect.minY - size.height - gap), Point(x: rect.maxX - size.width, y: rect.maxY + gap),
            Point(x: rect.maxX - size.width, y: rect.maxY - size.height), Point(x: rect.minX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY - size.height), Point(x: rect.maxX - size.width, y: rect.minY),
        ]
        func clamped(_ point: Point) -> Rect {
            Rect(x: min(max(point.x, screen.minX), max(screen.maxX - size.width, screen.minX)),
                 y: min(max(point.y, screen.minY), max(screen.maxY - size.height, screen.minY)), width: size.width, height: size.height)
        }
        func covered(_ plate: Rect) -> Double {
            texts.reduce(0) { total, text in
                let width = min(plate.maxX, text.maxX) - max(plate.minX, text.minX), height = min(plate.maxY, text.maxY) - max(plate.minY, text.minY)
                return total + (width > 0 && height > 0 ? width * height : 0)
            }
        }
        var best = clamped(candidates[0]), least = Double.infinity
        for candidate in candidates {
            let plate = clamped(candidate)
            let cover = covered(plate)
            if cover == 0 { return plate }
            if cover < least { (best, least) = (plate, cover) }
        }
        return best
    }
}

/// A picture of one step: the scene with the step drawn over it (`StepPainter`) and the step's
/// narration, numbered, in a band under the screen in large type.
public struct StepCanvas: CanvasPainting {
    public let scene: SceneCanvas
    public let step: LayoutStep
    /// `12. HStack proposes 176.5×nil to Text("Capital")`.
    public let narration: String
    public static let bandPoints = 18.0

    public init(scene: SceneCanvas, step: LayoutStep, narration: String) {
        self.scene = scene
        self.step = step
        self.narration = narration
    }

    /// The band's height: the narration wrapped to the screen's width.
    private var bandHeight: Double {
        let lines = max(1, (Double(narration.count) * Self.bandPoints * 0.55 / max(scene.canvasSize.width - 24, 100)).rounded(.up))
        return lines * Self.bandPoints * 1.3 + 24
    }

    public var canvasSize: Size { Size(width: scene.canvasSize.width, height: scene.canvasSize.height + bandHeight) }

    public func paint(on cairo: OpaquePointer, options: RenderOptions) {
        scene.paint(on: cairo, options: options)
        cairo_save(cairo)
        cairo_translate(cairo, scene.rootOrigin.x, scene.rootOrigin.y)
        StepPainter(result: scene.result, step: step, scale: options.scale, colorScheme: options.colorScheme).paint(on: cairo)
        cairo_restore(cairo)
        // The band: the narration in large type, wrapped to the screen's width.
        let top = scene.canvasSize.height
        let light = options.colorScheme == .light
        cairo_set_source_rgba(cairo, light ? 0.96 : 0.12, light ? 0.96 : 0.12, light ? 0.97 : 0.14, 1)
        cairo_rectangle(cairo, 0, top, canvasSize.width, bandHeight)
        cairo_fill(cairo)
        let layout = StepPainter.layout(on: cairo, family: "Sans", points: Self.bandPoints)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, Int32(max(canvasSize.width - 24, 1) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, narration, -1)
        cairo_set_source_rgba(cairo, light ? 0.1 : 0.92, light ? 0.1 : 0.92, light ? 0.12 : 0.94, 1)
        cairo_move_to(cairo, 12, top + 12)
        pango_cairo_show_layout(cairo, layout)
    }
}

extension RGBA {
    /// The colour with another alpha.
    func withAlpha(_ alpha: Double) -> RGBA { RGBA(red, green, blue, alpha) }
}

extension StepPainter {
    /// The step's words on a plate across the bottom of `viewport` (the window's canvas, in
    /// its pixels), wrapped, `points` high: large type a room can read.
    /// Returns the plate's rectangle (`narrationPlate`).
    @discardableResult
    public static func paintNarration(_ text: String, on cairo: OpaquePointer, viewport: Rect, points: Double, colorScheme: EnvironmentValues.ColorScheme) -> Rect {
        let layout = narrationLayout(text, on: cairo, viewport: viewport, points: points)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let plate = narrationPlate(layout, viewport: viewport, points: points)
        let margin = points * 0.6
        let context = CairoContext(cairo: cairo)
        cairo_save(cairo)
        context.setColor(colorScheme == .light ? RGBA(0.1, 0.1, 0.12, 0.9) : RGBA(0.95, 0.95, 0.97, 0.92))
        context.addRoundedRect(plate, radius: margin)
        cairo_fill(cairo)
        context.setColor(colorScheme == .light ? RGBA(1, 1, 1, 1) : RGBA(0.05, 0.05, 0.07, 1))
        cairo_move_to(cairo, plate.minX + margin, plate.minY + margin)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
        return plate
    }

    /// Where `paintNarration` puts the plate of `text`, measured without painting: the canvas
    /// keeps the band above it clear before it draws anything else.
    public static func narrationPlate(_ text: String, on cairo: OpaquePointer, viewport: Rect, points: Double) -> Rect {
        let layout = narrationLayout(text, on: cairo, viewport: viewport, points: points)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return narrationPlate(layout, viewport: viewport, points: points)
    }

    /// The words wrapped to the plate's inside (owned by the caller).
    private static func narrationLayout(_ text: String, on cairo: OpaquePointer, viewport: Rect, points: Double) -> OpaquePointer {
        let layout = StepPainter.layout(on: cairo, family: "Sans", points: points)
        let margin = points * 0.6
        pango_layout_set_width(layout, Int32(max(viewport.width - 4 * margin, 1) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private static func narrationPlate(_ layout: OpaquePointer, viewport: Rect, points: Double) -> Rect {
        let margin = points * 0.6
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let height = Double(logical.height) / Double(PANGO_SCALE) + 2 * margin
        return Rect(x: viewport.minX + margin, y: viewport.maxY - height - margin, width: max(viewport.width - 2 * margin, 0), height: height)
    }
}

extension StepPainter {
    /// A Pango layout on `cairo` (owned by the caller) in `family` ("Sans", "Sans Bold") at
    /// `points`: the plates' and the narration's text.
    static func layout(on cairo: OpaquePointer, family: String, points: Double) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cairo)!
        let description = pango_font_description_from_string(family)!
        pango_font_description_set_absolute_size(description, points * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        return layout
    }
}
