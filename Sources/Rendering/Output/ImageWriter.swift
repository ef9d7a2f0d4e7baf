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
        case folder(String, reason: String)

        public var description: String {
            switch self {
            case .canvasTooLarge(let size) where !size.width.isFinite || !size.height.isFinite:
                return "the picture would be \(size) points: under an infinite proposal the scene takes all it is offered "
                    + "(a Color, shape or Spacer does); render with a finite --proposal such as 393x852, or a --device"
            case .canvasTooLarge(let size): return "the picture would be \(size) points; at most 20000x20000 can be drawn"
            case .cairo(let message): return "drawing failed: \(message)"
            case .rename(let message): return "could not write the file: \(message)"
            case .folder(let folder, let reason): return "cannot write into the folder '\(folder)': \(reason)"
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
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw Failure.folder(directory, reason: "it does not exist")
        }
        guard isDirectory.boolValue else { throw Failure.folder(directory, reason: "it is not a folder") }
        guard access(directory, W_OK) == 0 else { throw Failure.folder(directory, reason: String(cString: strerror(errno)).lowercased()) }
        let name = (path as NSString).lastPathComponent
        removeAbandonedTemporaries(of: name, in: directory)
        let temporary = directory + "/." + name + ".\(getpid()).tmp"
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

    /// Removes `.<name>.<pid>.tmp` files beside the destination left by a writer that was
    /// killed before it could rename or remove them (its process no longer exists).
    static func removeAbandonedTemporaries(of name: String, in directory: String) {
        let prefix = "." + name + "."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            guard let pid = Int32(entry.dropFirst(prefix.count).dropLast(4)), pid > 0 else { continue }
            if pid == getpid() || (kill(pid, 0) == 0 || errno == EPERM) { continue }
            unlink(directory + "/" + entry)
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
