import CPangoCairo
import CRsvg
import LayoutEngine

extension SceneRenderer {
    /// Draws an image in its frame:
    /// - a symbol: its stand-in (`SymbolCatalog`: bootstrap-icons, composed variants, Adwaita)
    ///   at the font's weight, rendered by librsvg, tinted with `tint` (rendered into a group
    ///   used as a mask) unless `.renderingMode(.original)`. Measured by `AssetImageMeasurer`,
    ///   the glyph's ink fills the frame (stretched when a resizable image is given another
    ///   ratio, as SwiftUI stretches it); otherwise the icon is fitted in the frame keeping its
    ///   aspect ratio. A name nothing stands in for draws the catalog's generic symbol;
    /// - a named image: the file its measurement found (an image set's PNG or SVG for the scale,
    ///   or a loose PNG) scaled to the frame, tinted only with `.renderingMode(.template)`;
    /// - a named image without a file: a placeholder, a neutral dashed rounded box, in the frame
    ///   it was given (it measures zero, as in SwiftUI: `AssetImageMeasurer.missingImageSize`).
    /// The file is the one the tree's measurer found (`ImageMeasurement.filePath`); a tree
    /// laid out with the engine's `DefaultImageMeasurer` still gets symbols from the catalog.
    func drawImage(_ image: ImageContent, _ view: PlacedView, _ frame: Rect, _ context: CairoContext, tint: @escaping ImagePainter.Tint) {
        guard frame.width > 0, frame.height > 0 else { return }
        var path = view.imageMeasurement?.filePath
        if image.isSymbol, let name = image.symbolName {
            // The measured file is the regular weight's; a bolder or lighter font draws the
            // catalog's file for its weight (the same ink rectangle give or take the stroke).
            let catalog = SymbolCatalog.standard
            let weight = (view.environment.font ?? .body).resolvedWeight
            if path == nil || (weight != .regular && path == catalog.filePath(for: name)) {
                path = catalog.filePath(for: name, weight: weight) ?? catalog.genericFilePath(for: name, weight: weight)
            }
        }
        guard let path else { return ImagePainter.drawPlaceholder(in: frame, context) }
        let fillsWithInk = view.imageMeasurement?.filePath != nil
        let drawn = image.isSymbol || path.lowercased().hasSuffix(".svg")
            ? ImagePainter.drawSVG(path, in: frame, context, tint: image.isTemplate ? tint : nil, fillsWithInk: fillsWithInk && image.isSymbol)
            : ImagePainter.drawPNG(path, in: frame, context, tint: image.isTemplate ? tint : nil)
        if !drawn { ImagePainter.drawPlaceholder(in: frame, context) }
    }
}

/// The Cairo and librsvg calls behind `SceneRenderer.drawImage`.
enum ImagePainter {
    /// Makes the tint (a colour or a gradient) the context's source.
    typealias Tint = (CairoContext) -> Void

    /// The placeholder's colour: iOS's system gray, readable on light and dark backgrounds.
    static let placeholderColor = RGBA.bytes(142, 142, 147)

    /// Renders the SVG at `path` in `frame`: its ink rectangle mapped onto the frame
    /// (`fillsWithInk`), or the whole document fitted in it keeping its aspect ratio and centred.
    /// With `tint`, as a mask painted in that colour. False when the file cannot be read.
    static func drawSVG(_ path: String, in frame: Rect, _ context: CairoContext, tint: Tint?, fillsWithInk: Bool) -> Bool {
        let cairo = context.cairo
        guard let loaded = loadedSVG(path) else { return false }
        let handle = loaded.handle
        var error: UnsafeMutablePointer<GError>?
        var viewport = RsvgRectangle(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        cairo_save(cairo)
        if tint != nil {
            // The group (an offscreen surface) and its mask cover only the frame, with a
            // quarter of it to spare: the root SVG clips to its viewport, and the ink rectangle
            // holds the shapes (strokes and antialiasing reach a little past it). Without the
            // clip each tinted symbol filled and masked a surface as large as the canvas (four
            // fifths of a drag's redraw).
            let margin = max(frame.width, frame.height) / 4 + 2
            cairo_rectangle(cairo, frame.minX - margin, frame.minY - margin, frame.width + 2 * margin, frame.height + 2 * margin)
            cairo_clip(cairo)
            cairo_push_group(cairo)
        }
        cairo_save(cairo)
        if fillsWithInk, let geometry = loaded.geometry, geometry.ink.width > 0, geometry.ink.height > 0 {
            let scaleX = frame.width / geometry.ink.width
            let scaleY = frame.height / geometry.ink.height
            cairo_translate(cairo, frame.minX - geometry.ink.minX * scaleX, frame.minY - geometry.ink.minY * scaleY)
            cairo_scale(cairo, scaleX, scaleY)
            viewport = RsvgRectangle(x: 0, y: 0, width: geometry.document.width, height: geometry.document.height)
        }
        let rendered = rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0
        if let error { g_error_free(error) }
        cairo_restore(cairo)
        if let tint {
            // Popped in the frame's coordinates, where the tint (a gradient) is spread too.
            let mask = cairo_pop_group(cairo)
            tint(context)
            cairo_mask(cairo, mask)
            cairo_pattern_destroy(mask)
        }
        cairo_restore(cairo)
        return rendered
    }

    /// Parsed SVG files and their geometry by path (owned for the life of the process: the
    /// icon theme's files do not change while the playground runs, and parsing them on every
    /// frame of a drag was the dearest part of a redraw).
    private static var svgCache: [String: (handle: UnsafeMutablePointer<RsvgHandle>, geometry: (document: Size, ink: Rect)?)] = [:]

    private static func loadedSVG(_ path: String) -> (handle: UnsafeMutablePointer<RsvgHandle>, geometry: (document: Size, ink: Rect)?)? {
        if let cached = svgCache[path] { return cached }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = SymbolFileStore.handle(forPath: path, error: &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        let loaded = (handle: handle, geometry: geometry(of: handle))
        svgCache[path] = loaded
        return loaded
    }

    /// The document's size and the ink rectangle of its drawing in document units (Adwaita's
    /// symbolic icons: a 16 × 16 document, the glyph inside it with some margin).
    static func geometry(of handle: UnsafeMutablePointer<RsvgHandle>) -> (document: Size, ink: Rect)? {
        var width = 0.0
        var height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 else { return nil }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var ink = RsvgRectangle()
        var logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        let found = rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, &error) != 0
        if let error { g_error_free(error) }
        guard found else { return nil }
        return (Size(width: width, height: height), Rect(x: ink.x, y: ink.y, width: ink.width, height: ink.height))
    }

    /// The geometry of the SVG file at `path`; nil when it cannot be read.
    static func geometry(ofFile path: String) -> (document: Size, ink: Rect)? {
        guard let handle = SymbolFileStore.handle(forPath: path) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        return geometry(of: handle)
    }

    /// Paints the PNG at `path` stretched to `frame`; with `tint`, its alpha as a mask painted
    /// in that colour. False when the file cannot be read.
    /// Only a regular file whose header is a PNG's within `PNGHeader`'s limits is decoded.
    static func drawPNG(_ path: String, in frame: Rect, _ context: CairoContext, tint: Tint?) -> Bool {
        let cairo = context.cairo
        guard let real = SceneFolder.realPath(path), case .success = PNGHeader.size(ofReal: real),
              let surface = cairo_image_surface_create_from_png(real) else { return false }
        defer { cairo_surface_destroy(surface) }
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, width > 0, height > 0 else { return false }
        cairo_save(cairo)
        context.addRect(frame)
        cairo_clip(cairo)
        if tint != nil { cairo_push_group(cairo) }
        cairo_save(cairo)
        cairo_translate(cairo, frame.minX, frame.minY)
        cairo_scale(cairo, frame.width / width, frame.height / height)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
        if let tint {
            // The image's alpha as a mask for the tint, spread over the frame.
            let mask = cairo_pop_group(cairo)
            tint(context)
            cairo_mask(cairo, mask)
            cairo_pattern_destroy(mask)
        }
        cairo_restore(cairo)
        return true
    }

    /// A neutral rounded dashed box filling `frame`: where an image would be, without a mark
    /// that reads as content (a "?" stretched over a resizable image's frame did).
    static func drawPlaceholder(in frame: Rect, _ context: CairoContext) {
        let cairo = context.cairo
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let line = min(max(side / 40, 0.5), 1.5)
        cairo_save(cairo)
        context.setColor(placeholderColor)
        let box = Rect(x: frame.minX + line / 2, y: frame.minY + line / 2,
                       width: max(frame.width - line, 0), height: max(frame.height - line, 0))
        cairo_set_line_width(cairo, line)
        let dash = [line * 3, line * 2]
        cairo_set_dash(cairo, dash, Int32(dash.count), 0)
        context.addRoundedRect(box, radius: min(side / 8, 8))
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }
}
