import CPangoCairo
import LayoutEngine

/// Draws a laid-out scene with Cairo: colours, shapes, strokes, text, backgrounds and overlays
/// in SwiftUI's order, then the teaching overlays. The `render` command and the window share it,
/// so a screenshot from the command line is the window's picture.
///
/// Drawing order: a view's children in builder order, except a `background`, whose secondary
/// view (child 1) is drawn before the view it is behind (child 0). Frames are pixel-rounded at
/// `RenderOptions.scale` (`Rect.roundedToPixels`); layout itself is never rounded.
public final class SceneRenderer {
    public let textMeasurer: PangoTextMeasurer
    /// How many views the last `draw` visited (those it skipped as hidden are not counted).
    public private(set) var visitedViewCount = 0
    /// The fills the current `draw` has painted, for the stand-in contrast rule (`Backdrops`).
    var backdrops = Backdrops()

    public init(textMeasurer: PangoTextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// Draws `result` on `cairo` (borrowed) with the root's top-left corner at `origin`, in
    /// points (the caller has scaled the context to pixels).
    public func draw(_ result: LayoutResult, on cairo: OpaquePointer, at origin: Point, options: RenderOptions) {
        guard !result.views.isEmpty else { return }
        var children = Array(repeating: [Int](), count: result.views.count)
        for (index, view) in result.views.enumerated() {
            if let parent = view.parentIndex { children[parent].append(index) }
        }
        cairo_save(cairo)
        // The root's origin on the pixel grid, so that rounding frames in root coordinates is
        // rounding them on the canvas.
        let pixelOrigin = Rect(origin: origin, size: .zero).roundedToPixels(scale: options.scale).origin
        cairo_translate(cairo, pixelOrigin.x, pixelOrigin.y)
        let context = CairoContext(cairo: cairo)
        let culling = options.skipsHiddenViews ? Culling(ink: InkBounds(result), visible: InkBounds.clipArea(cairo)) : nil
        visitedViewCount = 0
        backdrops = Backdrops()
        drawView(0, result, children, context, options, foreground: nil, culling: culling)
        OverlayPainter(result: result, children: children, context: context, options: options,
                       textMeasurer: textMeasurer).draw()
        cairo_restore(cairo)
    }

    // MARK: Views

    /// Draws view `index` and its descendants: its render effect (scale, rotation, transform),
    /// its clip, its shadow, its content and children (through its mask, or blurred).
    ///
    /// Opacity is SwiftUI's: `opacity` (the product of this view's and its ancestors') applies
    /// to each view's own drawing separately, so two overlapping views under one `.opacity(0.5)`
    /// show through each other; a compositing group (`compositingGroup()`), a mask or a blur
    /// draws its subtree as one picture first and the opacity applies to that picture.
    ///
    /// With `culling`, a view that cannot draw in its visible area is skipped (`InkBounds`).
    private func drawView(
        _ index: Int, _ result: LayoutResult, _ children: [[Int]], _ context: CairoContext,
        _ options: RenderOptions, foreground inherited: Color?, opacity inheritedOpacity: Double = 1, culling: Culling? = nil
    ) {
        var culling = culling
        if let current = culling, !current.ink.mayDraw(index, in: current.visible) { return }
        visitedViewCount += 1
        let view = result.views[index]
        let node = view.view
        let style = node.style
        guard style.isVisible else { return }
        let opacity = max(0, min(style.opacity, 1)) * inheritedOpacity
        guard opacity > 0 else { return }
        let cairo = context.cairo
        let frame = view.frame.roundedToPixels(scale: options.scale)
        let foreground = style.foreground.map { StylePainter.resolving($0, foreground: inherited) } ?? inherited
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let transform = style.transform {
            // The view and its descendants through the effect, about its anchor in the frame
            // layout gave it; a transform that flattens the view draws nothing.
            guard transform.isInvertible else { return }
            Self.apply(transform, in: view.frame, cairo)
            if let current = culling { culling?.visible = Self.preimage(of: current.visible, under: transform, in: view.frame) }
        }
        if style.clipShape != nil || style.isClipped || style.cornerRadius != nil, let current = culling {
            guard let narrowed = InkBounds.narrowed(current.visible, to: frame) else { return }
            culling?.visible = narrowed
        }
        // Under a shadow or a blur, what lies outside can show through the effect.
        if style.shadow != nil || style.blurRadius != nil { culling = nil }
        if let shape = style.clipShape {
            context.addShape(shape, in: frame)
            cairo_clip(cairo)
        } else if style.isClipped || style.cornerRadius != nil {
            context.addRoundedRect(frame, radius: style.cornerRadius ?? 0)
            cairo_clip(cairo)
        }
        let blurs = (style.blurRadius ?? 0) > 0
        // One picture faded as a whole, or each view's drawing faded on its own.
        let isGroup = opacity < 1 && (style.isCompositingGroup || style.isMasked || blurs)
        let childOpacity = isGroup ? 1 : opacity
        if isGroup {
            // Its ink box is in the coordinates outside its own effect, if it has one.
            if let current = culling, style.transform == nil { Self.clip(cairo, to: current.ink.box(index)) }
            cairo_push_group(cairo)
        }
        var order = children[index]
        if let layout = node.content.layout, let secondary = layout as? SecondaryViewLayout,
           secondary.placement == .background {
            order.reverse()
        }
        let childCulling = culling
        let drawAll = { (target: CairoContext) in
            self.drawContent(view, frame, target, options, foreground: foreground, alpha: childOpacity)
            for child in order {
                self.drawView(child, result, children, target, options, foreground: foreground, opacity: childOpacity, culling: childCulling)
            }
        }
        if let shadow = style.shadow {
            let scheme = view.environment.colorScheme == .dark ? .dark : options.colorScheme
            EffectPainter.drawShadow(shadow, color: ColorPalette.resolve(shadow.color, in: scheme),
                                     bounds: subtreeBounds(index, result, children), context, draw: drawAll)
        }
        if let radius = style.blurRadius, radius > 0 {
            EffectPainter.drawBlurred(radius: radius, bounds: subtreeBounds(index, result, children), context, draw: drawAll)
        } else if style.isMasked, order.count == 2 {
            // The content through the mask's opacity (its colours do not matter).
            cairo_push_group(cairo)
            drawContent(view, frame, context, options, foreground: foreground, alpha: 1)
            drawView(order[0], result, children, context, options, foreground: foreground, culling: culling)
            let content = cairo_pop_group(cairo)
            cairo_push_group(cairo)
            drawView(order[1], result, children, context, options, foreground: foreground, culling: culling)
            let mask = cairo_pop_group(cairo)
            cairo_set_source(cairo, content)
            cairo_mask(cairo, mask)
            cairo_pattern_destroy(mask)
            cairo_pattern_destroy(content)
        } else {
            drawAll(context)
        }
        if isGroup {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        }
    }

    /// The ink of every view and the area that can show, for skipping what cannot.
    struct Culling {
        let ink: InkBounds
        var visible: Rect
    }

    /// The union of the frames of view `index` and its descendants as they are drawn in its
    /// coordinates (a descendant's render effect moves its frames): what an effect on it covers.
    private func subtreeBounds(_ index: Int, _ result: LayoutResult, _ children: [[Int]]) -> Rect {
        var members: [Int] = []
        var stack = [index]
        while let current = stack.popLast() {
            members.append(current)
            stack += children[current]
        }
        // Children come after their parents: fold each subtree into its parent, deepest first.
        var boxes: [Int: Rect] = [:]
        for current in members.sorted(by: >) {
            let view = result.views[current]
            var box = view.frame.width.isFinite && view.frame.height.isFinite && view.frame.minX.isFinite && view.frame.minY.isFinite
                ? view.frame : nil
            for child in children[current] {
                guard let inner = boxes.removeValue(forKey: child) else { continue }
                box = box.map { Self.union($0, inner) } ?? inner
            }
            if current != index, let drawn = box, view.view.isStyled, let transform = view.view.style.transform {
                let mapped = transform.boundingBox(of: drawn, in: view.frame)
                box = mapped.minX.isFinite && mapped.maxX.isFinite && mapped.minY.isFinite && mapped.maxY.isFinite ? mapped : drawn
            }
            if let box { boxes[current] = box }
        }
        return boxes[index] ?? .zero
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    func drawContent(_ view: PlacedView, _ frame: Rect, _ context: CairoContext, _ options: RenderOptions, foreground: Color?) {
        let node = view.view
        let cairo = context.cairo
        let scheme = view.environment.colorScheme == .dark ? .dark : options.colorScheme
        let tint = view.environment.systemStyles.tint
        let foreground = foreground.map { StylePainter.tinted($0, tint: tint) }
        func resolved(_ style: Color) -> Color {
            StylePainter.tinted(StylePainter.resolving(style, foreground: foreground), tint: tint)
        }
        switch node.content {
        case .color(let color):
            StylePainter.setSource(resolved(color), in: frame, context, scheme: scheme)
            context.addRect(frame)
            cairo_fill(cairo)
            backdrops.record(resolved(color), in: frame, cairo, scheme: scheme)
        case .shape(let shape):
            let style = node.style
            if style.stroke == nil || style.fill != nil {
                let fill = style.fill.map(resolved) ?? foreground ?? .named("primary")
                StylePainter.setSource(fill, in: frame, context, scheme: scheme)
                context.addShape(shape, in: frame)
                cairo_fill(cairo)
                backdrops.record(fill, in: frame, cairo, scheme: scheme)
            }
            if let stroke = style.stroke {
                let inset = stroke.isInside ? stroke.lineWidth / 2 : 0
                let rect = Rect(x: frame.minX + inset, y: frame.minY + inset,
                                width: max(frame.width - 2 * inset, 0), height: max(frame.height - 2 * inset, 0))
                StylePainter.setSource(resolved(stroke.color), in: frame, context, scheme: scheme)
                cairo_set_line_width(cairo, stroke.lineWidth)
                context.addShape(shape, in: rect)
                cairo_stroke(cairo)
            }
        case .divider:
            context.setColor(scheme == .light ? RGBA.bytes(60, 60, 67, 0.29) : RGBA.bytes(84, 84, 88, 0.6))
            context.addRect(frame)
            cairo_fill(cairo)
        case .text(let text):
            let style = backdrops.readable(foreground ?? .named("primary"), in: frame, cairo, scheme: scheme)
            drawText(text, view, frame, context, style: style, scheme: scheme)
        case .image(let image):
            let style = backdrops.readable(foreground ?? .named("primary"), in: frame, cairo, scheme: scheme)
            drawImage(image, view, frame, context) { target in
                StylePainter.setSource(style, in: frame, target, scheme: scheme)
            }
        default:
            break
        }
    }

    /// Draws text with the typesetting its measurement used, one line at a time on the
    /// baselines the layout reported.
    /// A style that is not one colour (a gradient) is painted through the glyphs: the text is
    /// drawn into a group used as a mask, except colour emoji, which keep their own colours as
    /// they do on iOS and are drawn over it.
    private func drawText(_ text: TextContent, _ view: PlacedView, _ frame: Rect, _ context: CairoContext,
                          style: Color, scheme: EnvironmentValues.ColorScheme) {
        let cairo = context.cairo
        let typesetting = textMeasurer.finalTypesetting(text, view.environment, view.textProposal ?? view.proposal)
        let layout = textMeasurer.cachedLayout(text.string, typesetting)
        let metrics = textMeasurer.fontMetrics(typesetting.font, pointSize: typesetting.pointSize)
        let baseline = PangoTextMeasurer.baselineOffset(
            lineHeight: typesetting.lineHeight, ascent: metrics.ascent, descent: metrics.descent)
        let step = typesetting.lineHeight + typesetting.lineSpacing
        let count = Int(pango_layout_get_line_count(layout))
        var lines: [(line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, y: Double)] = []
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let lineWidth = Double(logical.width) / Double(PANGO_SCALE)
            // Lines align within the text's own frame (its widest line), as SwiftUI aligns them.
            var x = frame.minX
            switch typesetting.alignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + (frame.width - lineWidth) / 2
            case .trailing: x = frame.minX + frame.width - lineWidth
            }
            if view.environment.layoutDirection == .rightToLeft, typesetting.alignment == .leading {
                x = frame.maxX - lineWidth
            }
            lines.append((line, x - Double(logical.x) / Double(PANGO_SCALE), frame.minY + Double(index) * step + baseline))
        }
        if StylePainter.isSolid(style) {
            StylePainter.setSource(style, in: frame, context, scheme: scheme)
            for entry in lines {
                cairo_move_to(cairo, entry.x, entry.y)
                pango_cairo_show_layout_line(cairo, entry.line)
            }
            return
        }
        cairo_push_group(cairo)
        context.setColor(RGBA(0, 0, 0))
        for entry in lines { Self.showRuns(of: entry.line, at: Point(x: entry.x, y: entry.y), cairo, emoji: false) }
        let mask = cairo_pop_group(cairo)
        StylePainter.setSource(style, in: frame, context, scheme: scheme)
        cairo_mask(cairo, mask)
        cairo_pattern_destroy(mask)
        for entry in lines { Self.showRuns(of: entry.line, at: Point(x: entry.x, y: entry.y), cairo, emoji: true) }
    }

    /// Draws the runs of `line` (left to right from `origin`, on its baseline) set in an emoji
    /// font (`emoji`), or the others.
    static func showRuns(of line: UnsafeMutablePointer<PangoLayoutLine>, at origin: Point, _ cairo: OpaquePointer, emoji: Bool) {
        var x = origin.x
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
            let width = Double(pango_glyph_string_get_width(glyphs)) / Double(PANGO_SCALE)
            defer { x += width }
            guard let font = item.pointee.analysis.font, isEmojiFont(font) == emoji else { continue }
            cairo_move_to(cairo, x, origin.y)
            pango_cairo_show_glyph_string(cairo, font, glyphs)
        }
    }

    /// Fonts whose family names say emoji (Noto Color Emoji): drawn in their own colours.
    private static var emojiFonts: [UnsafeMutableRawPointer: Bool] = [:]

    static func isEmojiFont(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        let key = UnsafeMutableRawPointer(font)
        if let known = emojiFonts[key] { return known }
        var isEmoji = false
        if let description = pango_font_describe(font) {
            if let family = pango_font_description_get_family(description) {
                isEmoji = String(cString: family).lowercased().contains("emoji")
            }
            pango_font_description_free(description)
        }
        emojiFonts[key] = isEmoji
        return isEmoji
    }
}
