import Foundation
import CPangoCairo
import LayoutEngine

/// `.shadow` and `.blur`: Cairo has no blur, so the view is drawn again into an image surface
/// (in device pixels, over its content's bounds plus the blur's reach), that image is blurred
/// with three box blurs (close to a Gaussian), and the result is painted back: as a mask in the
/// shadow's colour, offset, behind the view; or in place of the view. A blur of a standard
/// deviation over 3 device pixels is computed at a lower resolution (3 pixels of deviation) and
/// scaled up smoothly, which looks the same and keeps every effect cheap.
enum EffectPainter {
    /// An image of some drawing: `surface` (owned) covers device pixels from (`deviceX`,
    /// `deviceY`) at `resolution` image pixels per device pixel.
    struct Offscreen {
        let surface: OpaquePointer
        let deviceX: Double
        let deviceY: Double
        let resolution: Double
    }

    /// The largest image an effect draws into, in pixels (larger areas use a lower resolution).
    static let maximumPixels = 1_000_000.0

    /// Draws `draw` into a new image of `bounds` (user space) grown by `margin`, clipped to what
    /// can show on `context` (its clip grown by `reach`); nil when nothing can show. `sigma` is
    /// the blur's deviation in user units, which sets the resolution.
    static func offscreen(
        _ context: CairoContext, bounds: Rect, margin: Double, reach: Double, sigma: Double, draw: (CairoContext) -> Void
    ) -> Offscreen? {
        let cairo = context.cairo
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        func deviceBox(_ rect: Rect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
            var xs: [Double] = [], ys: [Double] = []
            for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
                var px = x, py = y
                cairo_matrix_transform_point(&matrix, &px, &py)
                xs.append(px); ys.append(py)
            }
            return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
        }
        let grown = Rect(x: bounds.minX - margin, y: bounds.minY - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
        var content = deviceBox(grown)
        var clipX0 = 0.0, clipY0 = 0.0, clipX1 = 0.0, clipY1 = 0.0
        cairo_clip_extents(cairo, &clipX0, &clipY0, &clipX1, &clipY1)
        let clip = deviceBox(Rect(x: clipX0 - reach, y: clipY0 - reach, width: clipX1 - clipX0 + 2 * reach, height: clipY1 - clipY0 + 2 * reach))
        content = (max(content.minX, clip.minX), max(content.minY, clip.minY), min(content.maxX, clip.maxX), min(content.maxY, clip.maxY))
        let originX = content.minX.rounded(.down), originY = content.minY.rounded(.down)
        let width = content.maxX.rounded(.up) - originX, height = content.maxY.rounded(.up) - originY
        guard width >= 1, height >= 1, width.isFinite, height.isFinite else { return nil }
        let scale = sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))
        let deviceSigma = sigma * scale
        var resolution = deviceSigma > 3 ? 3 / deviceSigma : 1
        resolution = min(resolution, sqrt(maximumPixels / (width * height)))
        let pixelWidth = Int32(max((width * resolution).rounded(.up), 1)), pixelHeight = Int32(max((height * resolution).rounded(.up), 1))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let offscreen = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        var shifted = matrix
        shifted.x0 -= originX
        shifted.y0 -= originY
        shifted.xx *= resolution; shifted.yx *= resolution; shifted.xy *= resolution; shifted.yy *= resolution
        shifted.x0 *= resolution; shifted.y0 *= resolution
        cairo_set_matrix(offscreen, &shifted)
        draw(CairoContext(cairo: offscreen))
        cairo_destroy(offscreen)
        cairo_surface_flush(surface)
        return Offscreen(surface: surface, deviceX: originX, deviceY: originY, resolution: resolution)
    }

    /// The drawing's shadow: its opacity blurred by `shadow.radius` (the Gaussian's standard
    /// deviation, in points), offset by `shadow.x`, `shadow.y`, painted in the shadow's colour.
    static func drawShadow(
        _ shadow: DrawingStyle.Shadow, color: RGBA, bounds: Rect, _ context: CairoContext, draw: (CairoContext) -> Void
    ) {
        let sigma = max(shadow.radius, 0)
        let reach = 3 * sigma + abs(shadow.x) + abs(shadow.y)
        guard color.alpha > 0, let image = offscreen(context, bounds: bounds, margin: 3 * sigma, reach: reach, sigma: sigma, draw: draw) else { return }
        defer { cairo_surface_destroy(image.surface) }
        blur(image.surface, sigma: sigma * deviceScale(context) * image.resolution, alphaOnly: true)
        let cairo = context.cairo
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        var dx = shadow.x, dy = shadow.y
        cairo_matrix_transform_distance(&matrix, &dx, &dy)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, image.deviceX + dx, image.deviceY + dy)
        cairo_scale(cairo, 1 / image.resolution, 1 / image.resolution)
        context.setColor(color)
        let mask = cairo_pattern_create_for_surface(image.surface)
        cairo_pattern_set_filter(mask, CAIRO_FILTER_BILINEAR)
        cairo_mask(cairo, mask)
        cairo_pattern_destroy(mask)
        cairo_restore(cairo)
    }

    /// The drawing blurred by `radius` (the Gaussian's standard deviation, in points), painted
    /// where it would have been drawn.
    static func drawBlurred(radius: Double, bounds: Rect, _ context: CairoContext, draw: (CairoContext) -> Void) {
        let sigma = max(radius, 0)
        guard let image = offscreen(context, bounds: bounds, margin: 3 * sigma, reach: 3 * sigma, sigma: sigma, draw: draw) else { return }
        defer { cairo_surface_destroy(image.surface) }
        blur(image.surface, sigma: sigma * deviceScale(context) * image.resolution, alphaOnly: false)
        let cairo = context.cairo
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, image.deviceX, image.deviceY)
        cairo_scale(cairo, 1 / image.resolution, 1 / image.resolution)
        let source = cairo_pattern_create_for_surface(image.surface)
        cairo_pattern_set_filter(source, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cairo, source)
        cairo_paint(cairo)
        cairo_pattern_destroy(source)
        cairo_restore(cairo)
    }

    static func deviceScale(_ context: CairoContext) -> Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cairo, &matrix)
        return sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))
    }

    /// Blurs an ARGB32 image surface in place with three box blurs in each direction, whose
    /// combined standard deviation is `sigma` pixels (Wells' approximation of a Gaussian). With
    /// `alphaOnly`, only the alpha channel (what a shadow uses).
    static func blur(_ surface: OpaquePointer, sigma: Double, alphaOnly: Bool) {
        // Three boxes of width w have a variance of 3 (w² - 1) / 12 = sigma².
        let boxRadius = Int(((sqrt(4 * sigma * sigma + 1) - 1) / 2).rounded())
        guard boxRadius > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is a native-endian 32-bit word: alpha is the high byte, at offset 3 on the
        // little-endian machines the playground runs on.
        let alphaOffset = UInt32(1).littleEndian == 1 ? 3 : 0
        let channels = alphaOnly ? [alphaOffset] : [0, 1, 2, 3]
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        for _ in 0..<3 {
            for y in 0..<height {
                for channel in channels { boxBlur(data + y * stride + channel, count: width, step: 4, radius: boxRadius, line) }
            }
            for x in 0..<width {
                for channel in channels { boxBlur(data + x * 4 + channel, count: height, step: stride, radius: boxRadius, line) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box blur of `count` bytes `step` apart: each becomes the mean of the `2 * radius + 1`
    /// around it, transparent beyond the ends.
    static func boxBlur(_ bytes: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, _ line: UnsafeMutablePointer<Int32>) {
        var index = 0
        while index < count {
            line[index] = Int32(bytes[index * step])
            index += 1
        }
        let width = Int32(2 * radius + 1)
        var sum: Int32 = 0
        index = 0
        while index < min(radius, count) {
            sum += line[index]
            index += 1
        }
        index = 0
        while index < count {
            if index + radius < count { sum += line[index + radius] }
            bytes[index * step] = UInt8(truncatingIfNeeded: (sum + width / 2) / width)
            if index - radius >= 0 { sum -= line[index - radius] }
            index += 1
        }
    }
}
