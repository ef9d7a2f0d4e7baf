import CPangoCairo
import LayoutEngine

/// The solid fills drawn so far in one picture, in painting order, for the stand-in contrast
/// rule: **a text (or symbol) is never drawn in the colour of what is behind it when either
/// stands in** for a colour of the scene's app (`Color.isStandIn`: `.brandPrimary`,
/// `Color.cardBackground`, `Color("Brand")` without an asset catalogue). Where the text's colour,
/// laid over the colour behind its centre, has less than 3:1 contrast with it (WCAG's minimum
/// for large text), the text is drawn in black or white, whichever contrasts more. A scene's
/// own colours are drawn as written, however they contrast: only a guess may be overruled.
///
/// What is behind a point is the screen's background (`ColorPalette.background`) with every
/// recorded fill whose box holds the point laid over it in order: `.background(...)`, a `ZStack`'s
/// earlier layers, an ancestor's fill alike. Boxes are kept in device space (Cairo's current
/// transform applied), so offsets, scales and rotations move them as they move the drawing; a
/// shape's box is its frame (a capsule's corners count as inside).
final class Backdrops {
    private struct Fill {
        let box: Rect
        let color: RGBA
        let isStandIn: Bool
    }

    private var fills: [Fill] = []
    /// True once a stand-in fill was recorded: until then only stand-in text is checked.
    private var hasStandInFill = false

    /// The least contrast a stand-in text keeps with what is behind it.
    static let minimumContrast = 3.0

    /// Records `color` (any style: a gradient counts as its middle colour) filling `frame`.
    func record(_ color: Color, in frame: Rect, _ cairo: OpaquePointer, scheme: EnvironmentValues.ColorScheme) {
        let rgba = ColorPalette.resolve(color, in: scheme)
        guard rgba.alpha > 0, let box = Self.deviceBox(frame, cairo) else { return }
        fills.append(Fill(box: box, color: rgba, isStandIn: color.isStandIn))
        if color.isStandIn { hasStandInFill = true }
    }

    /// `style` for a text or symbol drawn in `frame`: itself, or black or white where the rule
    /// above says so.
    func readable(_ style: Color, in frame: Rect, _ cairo: OpaquePointer, scheme: EnvironmentValues.ColorScheme) -> Color {
        guard style.isStandIn || hasStandInFill, StylePainter.isSolid(style), let box = Self.deviceBox(frame, cairo) else { return style }
        let point = Point(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
        // From the last opaque fill under the point upwards (nothing under it shows).
        var start = fills.count
        var isStandInBehind = false
        while start > 0 {
            let fill = fills[start - 1]
            guard Self.holds(fill.box, point) else { start -= 1; continue }
            start -= 1
            if fill.color.alpha >= 1 { break }
        }
        var behind = ColorPalette.background(scheme)
        for fill in fills[start...] where Self.holds(fill.box, point) {
            behind = Self.over(fill.color, behind)
            isStandInBehind = isStandInBehind || fill.isStandIn
        }
        guard style.isStandIn || isStandInBehind else { return style }
        let text = Self.over(ColorPalette.resolve(style, in: scheme), behind)
        let contrast = Color.contrastRatio(Self.luminance(text), Self.luminance(behind))
        guard contrast < Self.minimumContrast else { return style }
        let onWhite = Color.contrastRatio(1, Self.luminance(behind))
        let onBlack = Color.contrastRatio(0, Self.luminance(behind))
        return Color(.named(onWhite >= onBlack ? "white" : "black"))
    }

    static func holds(_ box: Rect, _ point: Point) -> Bool {
        point.x >= box.minX && point.x <= box.maxX && point.y >= box.minY && point.y <= box.maxY
    }

    /// `top` laid over the opaque `bottom`.
    static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let alpha = min(max(top.alpha, 0), 1)
        return RGBA(top.red * alpha + bottom.red * (1 - alpha), top.green * alpha + bottom.green * (1 - alpha),
                    top.blue * alpha + bottom.blue * (1 - alpha))
    }

    static func luminance(_ color: RGBA) -> Double {
        Color.relativeLuminance(red: color.red, green: color.green, blue: color.blue)
    }

    /// The box, in device space, that `frame` (in Cairo's current user space) covers; nil for a
    /// frame that is not finite.
    static func deviceBox(_ frame: Rect, _ cairo: OpaquePointer) -> Rect? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
        var xs: [Double] = []
        var ys: [Double] = []
        for (x, y) in [(frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.minX, frame.maxY), (frame.maxX, frame.maxY)] {
            var deviceX = x, deviceY = y
            cairo_user_to_device(cairo, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), minX.isFinite, minY.isFinite,
              maxX.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
