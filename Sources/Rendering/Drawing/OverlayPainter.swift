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
        let style = labelStyle
        let bounds = options.labelBounds ?? style.defaultBounds(result, visible: InkBounds.clipArea(context.cairo))
        let spacingLabels = options.overlays.contains(.spacing) ? drawSpacing(labelsIn: bounds) : []
        if options.overlays.contains(.frames) { drawFrames() }
        if options.overlays.contains(.proposals) { drawProposals(in: bounds, avoiding: spacingLabels) }
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
    /// dashed rectangle from the view's origin and a label "proposed → chose", placed clear of
    /// the other labels and the scene's text (`ProposalLabels`), with a leader line when it is
    /// away from its view; labels that find no room are left out and counted in a note.
    private func drawProposals(in bounds: Rect, avoiding spacingLabels: [Rect]) {
        let cairo = context.cairo
        for view in result.views where view.view.role != .modifier {
            let frame = view.frame
            let proposed = Size(width: view.proposal.width ?? frame.width, height: view.proposal.height ?? frame.height)
            guard proposed.width.isFinite, proposed.height.isFinite, proposed != frame.size else { continue }
            cairo_save(cairo)
            context.setColor(Self.proposalColor)
            cairo_set_line_width(cairo, hairline)
            let dash = [3.0, 2.0]
            cairo_set_dash(cairo, dash, 2, 0)
            context.addRect(Rect(origin: frame.origin, size: proposed))
            cairo_stroke(cairo)
            cairo_restore(cairo)
        }
        let style = labelStyle
        let placed = style.proposalLabels(result, bounds: bounds, avoiding: spacingLabels)
        let ink = style.ink
        for label in placed.labels {
            if let leader = label.leader { drawLeader(leader, color: ink.text) }
            style.draw(label.text, in: label.rect, on: context, color: ink.text, border: ink.border)
        }
        if let note = placed.note { style.draw(note.text, in: note.rect, on: context, color: ink.text, border: ink.border) }
    }

    /// A leader line from a view's edge, marked with a dot there, to its label.
    private func drawLeader(_ leader: (from: Point, to: Point), color: RGBA) {
        let width = 1.5 * hairline * max(labelStyle.grow, 1)
        context.strokeLine(from: leader.from, to: leader.to, color: color, width: width)
        context.setColor(color)
        context.addEllipse(Rect(x: leader.from.x - width, y: leader.from.y - width, width: 2 * width, height: 2 * width))
        cairo_fill(context.cairo)
    }

    private var labelStyle: OverlayLabelStyle { OverlayLabelStyle(options: options, textMeasurer: textMeasurer) }

    /// The gaps between consecutive children of every stack, tinted, with their length: each
    /// number in its gap, or beside it where the gap is too narrow, clear of the scene's text
    /// (`LabelPlacement`); left out where it finds no room. Returns the labels' plates.
    private func drawSpacing(labelsIn bounds: Rect) -> [Rect] {
        let cairo = context.cairo
        var gaps: [(rect: Rect, text: String)] = []
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
                gaps.append((gap, formatReadable(end - start)))
            }
        }
        let style = labelStyle
        var placement = LabelPlacement(bounds: bounds, obstacles: ProposalLabels.textFrames(in: result) + options.labelObstacles,
                                       gap: 2 * style.grow, reach: 2)
        let color = options.colorScheme == .light ? RGBA(0.55, 0, 0.45, 1) : RGBA(1, 0.55, 0.9, 1)
        var plates: [Rect] = []
        for gap in gaps {
            guard let placed = placement.place(LabelPlacement.Request(size: style.size(of: gap.text), target: gap.rect)) else { continue }
            if let leader = placed.leader { drawLeader(leader, color: color) }
            style.draw(gap.text, in: placed.rect, on: context, color: color, border: color)
            plates.append(placed.rect)
        }
        return plates
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
}
