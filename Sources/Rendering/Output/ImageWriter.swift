import CPangoCairo
import Foundation
import LayoutEngine

/// Writes a canvas as PNG (pixels at the render scale), SVG or PDF (points). The file is
/// written to a temporary name beside the destination and renamed into place, so a failure
/// never leaves a half-written picture.
public enum ImageWriter {
    public enum Failure: Error, CustomStringConvertible {
        case canvasTooLarge(Size)
        case cairo(String)
        case rename(String)

        public var description: String {
            switch self {
            case .canvasTooLarge(let size): return "the picture would be \(size) points; at most 20000x20000 can be drawn"
            case .cairo(let message): return "drawing failed: \(message)"
            case .rename(let message): return "could not write the file: \(message)"
            }
        }
    }

    /// The largest canvas side, in points, the writer accepts.
    static let maximumSide = 20_000.0

    public static func write(_ canvas: CanvasPainting, to path: String, format: ImageFormat, options: RenderOptions) throws {
        let size = canvas.canvasSize
        guard size.width.isFinite, size.height.isFinite, size.width <= maximumSide, size.height <= maximumSide,
              size.width * options.scale * size.height * options.scale <= 400_000_000 else {
            throw Failure.canvasTooLarge(size)
        }
        let width = max(size.width, 1), height = max(size.height, 1)
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
        let surface: OpaquePointer
        switch format {
        case .png:
            surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32((width * options.scale).rounded(.up)), Int32((height * options.scale).rounded(.up)))
        case .svg:
            surface = cairo_svg_surface_create(temporary, width, height)
        case .pdf:
            surface = cairo_pdf_surface_create(temporary, width, height)
        }
        paint(canvas, on: surface, scale: format == .png ? options.scale : 1, options: options)
        var status = cairo_surface_status(surface)
        if format == .png, status == CAIRO_STATUS_SUCCESS {
            status = cairo_surface_write_to_png(surface, temporary)
        }
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            unlink(temporary)
            throw Failure.cairo(String(cString: cairo_status_to_string(status)))
        }
        guard rename(temporary, path) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure.rename(message)
        }
    }

    /// Paints `canvas` on `surface` at `scale` pixels per point, over the system background
    /// when `options` asks for it. The PNG, SVG and PDF files and `RasterImage` all draw here.
    static func paint(_ canvas: CanvasPainting, on surface: OpaquePointer, scale: Double, options: RenderOptions) {
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        if options.drawsBackground {
            let background = ColorPalette.background(options.colorScheme)
            cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cairo)
        }
        canvas.paint(on: cairo, options: options)
        cairo_destroy(cairo)
    }
}
