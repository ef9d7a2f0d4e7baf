import CPangoCairo
import LayoutEngine

/// A scene's picture against a screenshot of the same screen from an iPhone or the simulator
/// (`layout-playground compare`, the window's reference): which pixels differ, the fraction,
/// and the regions where they gather, so that "the title is 4 points lower" is found at once.
///
/// Two pixels differ when a colour channel differs by more than `threshold` (out of 255):
/// antialiasing and a font's hinting stay below it, a moved edge does not. The status bar's
/// band is left out (its clock and signal are the phone's, not the scene's).
public struct ScreenshotComparison {
    /// Pixels compared, and those that differ.
    public let compared: Int
    public let differing: Int
    /// Where the differing pixels gather, in points, largest first (by differing pixels).
    public let regions: [(rect: Rect, pixels: Int)]
    /// Per pixel (row-major, the picture's size), true where the two differ.
    public let mask: [Bool]
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: Double

    public var fraction: Double { compared == 0 ? 0 : Double(differing) / Double(compared) }

    /// Compares `rendered` with `shot` (the same size in pixels), `scale` pixels per point,
    /// leaving out the rows above `ignoringTop` points.
    public init(_ rendered: RasterImage, _ shot: RasterImage, scale: Double, ignoringTop top: Double = 0, threshold: Int = 40) {
        let width = min(rendered.pixelWidth, shot.pixelWidth), height = min(rendered.pixelHeight, shot.pixelHeight)
        pixelWidth = width
        pixelHeight = height
        self.scale = scale
        let firstRow = min(max(Int((top * scale).rounded(.up)), 0), height)
        var mask = [Bool](repeating: false, count: width * height)
        var differing = 0
        let a = Self.pixels(rendered), b = Self.pixels(shot)
        for y in firstRow..<height {
            for x in 0..<width {
                let p = a.read(x, y), q = b.read(x, y)
                if abs(p.0 - q.0) > threshold || abs(p.1 - q.1) > threshold || abs(p.2 - q.2) > threshold {
                    mask[y * width + x] = true
                    differing += 1
                }
            }
        }
        self.mask = mask
        self.differing = differing
        compared = width * (height - firstRow)
        regions = Self.regions(mask, width: width, height: height, scale: scale)
    }

    /// Reads a surface's pixels composited over white (a screenshot has no transparency; a
    /// picture with transparent corners compares as the white a phone's screenshot shows).
    struct Pixels {
        let data: UnsafeMutablePointer<UInt8>?
        let stride: Int

        func read(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            guard let data else { return (255, 255, 255) }
            let value = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            let alpha = Int(value >> 24 & 0xFF)
            // Premultiplied: over white, each channel is c + (255 - alpha).
            func channel(_ shift: UInt32) -> Int { min(255, Int(value >> shift & 0xFF) + 255 - alpha) }
            return (channel(16), channel(8), channel(0))
        }
    }

    static func pixels(_ image: RasterImage) -> Pixels {
        cairo_surface_flush(image.surface)
        return Pixels(data: cairo_image_surface_get_data(image.surface), stride: Int(cairo_image_surface_get_stride(image.surface)))
    }

    /// The differing pixels grouped by cells of 8 x 8 pixels that touch (8-connected): each
    /// group's bounding box in points, with its count, largest first.
    static func regions(_ mask: [Bool], width: Int, height: Int, scale: Double) -> [(rect: Rect, pixels: Int)] {
        let cell = 8
        let columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell
        var counts = [Int](repeating: 0, count: columns * rows)
        for y in 0..<height { for x in 0..<width where mask[y * width + x] { counts[(y / cell) * columns + x / cell] += 1 } }
        var seen = [Bool](repeating: false, count: counts.count)
        var found: [(rect: Rect, pixels: Int)] = []
        for start in counts.indices where counts[start] > 0 && !seen[start] {
            var stack = [start]
            seen[start] = true
            var minX = Int.max, minY = Int.max, maxX = 0, maxY = 0, total = 0
            while let index = stack.popLast() {
                let (column, row) = (index % columns, index / columns)
                total += counts[index]
                minX = min(minX, column); maxX = max(maxX, column); minY = min(minY, row); maxY = max(maxY, row)
                for dy in -1...1 { for dx in -1...1 {
                    let (c, r) = (column + dx, row + dy)
                    guard c >= 0, r >= 0, c < columns, r < rows else { continue }
                    let next = r * columns + c
                    if counts[next] > 0, !seen[next] { seen[next] = true; stack.append(next) }
                } }
            }
            let x0 = Double(minX * cell), y0 = Double(minY * cell)
            let x1 = Double(min((maxX + 1) * cell, width)), y1 = Double(min((maxY + 1) * cell, height))
            found.append((Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale), total))
        }
        return found.sorted { $0.pixels > $1.pixels }
    }
}

/// The difference picture: the scene's picture faded to grey, the differing pixels in magenta,
/// the largest regions outlined in red.
public struct DifferenceCanvas: CanvasPainting {
    public let rendered: RasterImage
    public let comparison: ScreenshotComparison
    public let regionCount: Int

    public init(rendered: RasterImage, comparison: ScreenshotComparison, regionCount: Int = 5) {
        self.rendered = rendered
        self.comparison = comparison
        self.regionCount = regionCount
    }

    public var canvasSize: Size {
        Size(width: Double(comparison.pixelWidth) / comparison.scale, height: Double(comparison.pixelHeight) / comparison.scale)
    }

    public func paint(on cairo: OpaquePointer, options: RenderOptions) {
        let width = comparison.pixelWidth, height = comparison.pixelHeight
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let data = cairo_image_surface_get_data(surface) else { return }
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let source = ScreenshotComparison.pixels(rendered)
        for y in 0..<height {
            for x in 0..<width {
                let value: UInt32
                if comparison.mask[y * width + x] {
                    value = 0xFF_FF_00_FF
                } else {
                    let (r, g, b) = source.read(x, y)
                    // Grey, lightened: the scene stays readable under the marks.
                    let grey = UInt32(min(255, 150 + (r * 3 + g * 6 + b) / 10 * 105 / 255))
                    value = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                }
                UnsafeMutableRawPointer(data).storeBytes(of: value, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(cairo)
        cairo_scale(cairo, 1 / comparison.scale, 1 / comparison.scale)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_set_source_rgba(cairo, 0.9, 0.1, 0.1, 1)
        cairo_set_line_width(cairo, 2 / comparison.scale)
        for region in comparison.regions.prefix(regionCount) {
            cairo_rectangle(cairo, region.rect.minX - 2, region.rect.minY - 2, region.rect.width + 4, region.rect.height + 4)
        }
        cairo_stroke(cairo)
    }
}

extension RasterImage {
    /// A PNG file's pixels (a screenshot); nil when the file is not a PNG Cairo can read.
    public convenience init?(pngAt path: String) {
        guard let loaded = cairo_image_surface_create_from_png(path), cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(loaded) }
        let width = Int(cairo_image_surface_get_width(loaded)), height = Int(cairo_image_surface_get_height(loaded))
        guard width > 0, height > 0, width * height <= 40_000_000 else { return nil }
        self.init(pixelWidth: width, pixelHeight: height) { cairo in
            cairo_set_source_surface(cairo, loaded, 0, 0)
            cairo_paint(cairo)
        }
    }
}
