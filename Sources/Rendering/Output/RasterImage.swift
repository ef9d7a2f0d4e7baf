import CPangoCairo
import LayoutEngine

/// A canvas drawn into memory: pixels to inspect (tests) or to hand to a GTK texture or the
/// clipboard (the window). Rows top to bottom; each pixel premultiplied 8-bit ARGB, as Cairo
/// stores it.
public final class RasterImage {
    /// The Cairo image surface (owned).
    public let surface: OpaquePointer
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// Draws `canvas` at `options.scale` pixels per point.
    public init(_ canvas: CanvasPainting, options: RenderOptions) {
        let size = canvas.canvasSize
        pixelWidth = max(Int((size.width * options.scale).rounded(.up)), 1)
        pixelHeight = max(Int((size.height * options.scale).rounded(.up)), 1)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        ImageWriter.paint(canvas, on: surface, scale: options.scale, options: options)
        cairo_surface_flush(surface)
    }

    /// An image of `pixelWidth` x `pixelHeight` pixels, transparent, then drawn by `draw` (one
    /// unit a pixel).
    public init(pixelWidth: Int, pixelHeight: Int, draw: (OpaquePointer) -> Void) {
        self.pixelWidth = max(pixelWidth, 1)
        self.pixelHeight = max(pixelHeight, 1)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.pixelWidth), Int32(self.pixelHeight))
        if let cairo = cairo_create(surface) {
            draw(cairo)
            cairo_destroy(cairo)
        }
        cairo_surface_flush(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The colour of the pixel at (`x`, `y`), un-premultiplied, components 0...255.
    public func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let offset = y * stride + x * 4
        // ARGB32 is native-endian 32-bit: bytes B, G, R, A on little-endian machines.
        let value = UnsafeRawPointer(data).load(fromByteOffset: offset, as: UInt32.self)
        let alpha = Int(value >> 24 & 0xFF)
        func channel(_ shift: UInt32) -> Int {
            let premultiplied = Int(value >> shift & 0xFF)
            return alpha == 0 ? 0 : min(255, (premultiplied * 255 + alpha / 2) / alpha)
        }
        return (channel(16), channel(8), channel(0), alpha)
    }
}
