import Foundation
import CPangoCairo
import LayoutEngine

/// Shape styles as Cairo sources: colours, gradients (Cairo's linear and radial patterns; an
/// angular gradient as a mesh of thin wedges), materials (a translucent tint), and the
/// hierarchical styles (`.secondary` ...) resolved against the foreground style around them.
/// A gradient is spread over the frame of what it fills: the shape's, the text's, the view's
/// (Documentation/drawing.md).
enum StylePainter {
    /// `style` with a hierarchical name made a level of `foreground` (`Color.resolvingHierarchy`).
    static func resolving(_ style: Color, foreground: Color?) -> Color {
        style.resolvingHierarchy(in: foreground)
    }

    /// `.tint` and `accentColor` as the tint set around them with `.tint(_:)` (the environment's
    /// `systemStyles.tint`, any colour or style); other styles unchanged.
    static func tinted(_ style: Color, tint: Color?) -> Color {
        guard var tinted = tint, case .named(let name) = style.value, name == "accentColor" || name == "tint" else { return style }
        tinted.opacity *= style.opacity
        return tinted
    }

    /// True when `style` is one colour (it can be drawn with `cairo_set_source_rgba`).
    static func isSolid(_ style: Color) -> Bool {
        switch style.value {
        case .gradient: return false
        case .appearance(let light, let dark): return isSolid(light) && isSolid(dark)
        default: return true
        }
    }

    /// Makes `style` the source of `context`, a gradient spread over `frame`.
    static func setSource(_ style: Color, in frame: Rect, _ context: CairoContext, scheme: EnvironmentValues.ColorScheme) {
        switch style.value {
        case .gradient(let gradient):
            guard let pattern = pattern(gradient, in: frame, opacity: style.opacity, scheme: scheme) else {
                return context.setColor(ColorPalette.resolve(style, in: scheme))
            }
            cairo_set_source(context.cairo, pattern)
            cairo_pattern_destroy(pattern)
        case .appearance(let light, let dark):
            var chosen = scheme == .dark ? dark : light
            chosen.opacity *= style.opacity
            setSource(chosen, in: frame, context, scheme: scheme)
        default:
            context.setColor(ColorPalette.resolve(style, in: scheme))
        }
    }

    // MARK: Gradients

    /// The gradient's stops resolved for `scheme`, sorted by location, with `opacity` applied;
    /// at most `GradientStyle.maximumStops` of them (`GradientStyle.limited`).
    static func resolvedStops(_ gradient: GradientStyle, opacity: Double = 1, in scheme: EnvironmentValues.ColorScheme) -> [(location: Double, color: RGBA)] {
        var stops = GradientStyle.limited(gradient.stops).enumerated().map { index, stop -> (Int, Double, RGBA) in
            var color = ColorPalette.resolve(stop.color, in: scheme)
            color.alpha *= opacity
            return (index, stop.location.isFinite ? min(max(stop.location, 0), 1) : 0, color)
        }
        stops.sort { ($0.1, $0.0) < ($1.1, $1.0) }
        var result = stops.map { (location: $0.1, color: $0.2) }
        if gradient.isColorGradient, result.count == 2 {
            // `Color.blue.gradient`: iOS draws the colour a little lighter at the top and a
            // little deeper at the bottom (an approximation; its exact curve is not published).
            result[0].color = mix(result[0].color, RGBA(1, 1, 1, result[0].color.alpha), 0.2)
            result[1].color = mix(result[1].color, RGBA(0, 0, 0, result[1].color.alpha), 0.06)
        }
        return result
    }

    /// The gradient's colour at `location` (0...1), interpolated between its stops.
    static func color(of gradient: GradientStyle, at location: Double, in scheme: EnvironmentValues.ColorScheme) -> RGBA {
        color(in: resolvedStops(gradient, in: scheme), at: location)
    }

    static func color(in stops: [(location: Double, color: RGBA)], at location: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (below, above) in zip(stops, stops.dropFirst()) where location <= above.location {
            let span = above.location - below.location
            return span > 0 ? mix(below.color, above.color, (location - below.location) / span) : above.color
        }
        return last.color
    }

    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(a.red + (b.red - a.red) * t, a.green + (b.green - a.green) * t, a.blue + (b.blue - a.blue) * t, a.alpha + (b.alpha - a.alpha) * t)
    }

    /// A Cairo pattern (owned by the caller) drawing `gradient` over `frame`; nil when the
    /// gradient has no colours.
    static func pattern(_ gradient: GradientStyle, in frame: Rect, opacity: Double, scheme: EnvironmentValues.ColorScheme) -> OpaquePointer? {
        let stops = resolvedStops(gradient, opacity: opacity, in: scheme)
        guard !stops.isEmpty else { return nil }
        func point(_ unit: UnitPoint) -> Point { Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height) }
        let pattern: OpaquePointer?
        switch gradient.kind {
        case .linear(let start, let end):
            let from = point(start), to = point(end)
            pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
        case .radial(let center, let startRadius, let endRadius):
            let middle = point(center)
            pattern = cairo_pattern_create_radial(middle.x, middle.y, max(startRadius, 0), middle.x, middle.y, max(endRadius, 0))
        case .elliptical(let center, let startFraction, let endFraction):
            // A radial gradient in a space where the frame is a unit square, so that its circles
            // are ellipses with the frame's proportions (a fraction of 0.5 reaches its edges).
            guard frame.width > 0, frame.height > 0 else { return nil }
            let middle = point(center)
            pattern = cairo_pattern_create_radial(0, 0, max(startFraction, 0), 0, 0, max(endFraction, 0))
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / frame.width, 1 / frame.height)
            cairo_matrix_translate(&matrix, -middle.x, -middle.y)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular(let center, let startAngle, let endAngle):
            return angularPattern(center: point(center), startAngle: startAngle, endAngle: endAngle, stops: stops, frame: frame)
        }
        guard let pattern else { return nil }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// An angular (conic) gradient as a Cairo mesh: wedges of at most 2 degrees around the
    /// centre, each shading from the colour at its first edge to the colour at its second,
    /// reaching past the frame's farthest corner. Like SwiftUI: angle 0 points to the trailing
    /// edge and angles grow clockwise; a range over a turn draws its last turn; a range under
    /// a turn leaves a gap filled with the last colour up to its middle and the first after.
    static func angularPattern(
        center: Point, startAngle: Double, endAngle: Double, stops: [(location: Double, color: RGBA)], frame: Rect
    ) -> OpaquePointer? {
        guard startAngle.isFinite, endAngle.isFinite, let pattern = cairo_pattern_create_mesh() else { return nil }
        let corners = [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
                       Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY)]
        let farthest = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1
        // Chords of 2-degree wedges fall inside their arc by under 0.1%: reach a little past.
        let radius = max(farthest * 1.01 + 1, 1)
        var start = startAngle
        var span = endAngle - startAngle
        if span > 2 * Double.pi { start = endAngle - 2 * Double.pi; span = 2 * Double.pi }
        let maximumWedge = 2 * Double.pi / 180

        func wedge(_ from: Double, _ to: Double, _ first: RGBA, _ second: RGBA) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(from), center.y + radius * sin(from))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(to), center.y + radius * sin(to))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, color) in [first, first, second, second].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        func solid(_ from: Double, _ to: Double, _ color: RGBA) {
            guard to > from else { return }
            let count = Int((to - from) / maximumWedge) + 1
            for index in 0..<count {
                wedge(from + (to - from) * Double(index) / Double(count), from + (to - from) * Double(index + 1) / Double(count), color, color)
            }
        }
        if span > 0 {
            let count = Int(span / maximumWedge) + 1
            for index in 0..<count {
                let t0 = Double(index) / Double(count), t1 = Double(index + 1) / Double(count)
                wedge(start + span * t0, start + span * t1, color(in: stops, at: t0), color(in: stops, at: t1))
            }
        }
        let gap = 2 * Double.pi - max(span, 0)
        if gap > 1e-9 {
            let end = start + max(span, 0)
            solid(end, end + gap / 2, stops.last!.color)
            solid(end + gap / 2, start + 2 * Double.pi, stops.first!.color)
        }
        return pattern
    }
}
