import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// A screenshot shown over the canvas's screen: the picture, how many of its pixels make a
/// point, how strongly it shows, and in difference mode the difference picture drawn in place
/// of the scene.
struct CanvasReference {
    var image: RasterImage
    /// Pixels per point: the screenshot's width in pixels over the screen's in points.
    var scale: Double
    var opacity: Double
    /// The difference picture (`DifferenceCanvas` at `scale`), shown opaque instead of the
    /// screenshot when set.
    var difference: RasterImage?
}

/// What the canvas draws over the scene on its screen: the device's chrome, then a screenshot
/// at its opacity, or the difference picture in the scene's place.
extension CanvasView {
    /// The canvas's background, around the proposed area (`CanvasChromePainter.paintUnder`):
    /// what shows outside the display's rounded corners.
    static func background(_ colorScheme: EnvironmentValues.ColorScheme) -> RGBA {
        colorScheme == .dark ? RGBA(0.14, 0.14, 0.15) : RGBA(0.92, 0.92, 0.93)
    }

    /// Paints the chrome and the reference over the screen (the proposed area), at the zoom.
    func paintScreenOverlays(on cairo: OpaquePointer) {
        let area = geometry.areaRect, zoom = geometry.zoom
        if let difference = reference?.difference, let scale = reference?.scale {
            paint(difference, scale: scale, opacity: 1, on: cairo)
            return
        }
        if let deviceChrome {
            DeviceChromeCanvas.paintChrome(deviceChrome, on: cairo, at: area.origin, zoom: zoom, colorScheme: renderOptions.colorScheme,
                                           family: chromeFamily, outside: Self.background(renderOptions.colorScheme))
        }
        if let reference, reference.opacity > 0 {
            paint(reference.image, scale: reference.scale, opacity: reference.opacity, on: cairo)
        }
    }

    /// `image` (`scale` pixels a point) with its top-left corner at the screen's, clipped to
    /// the screen.
    private func paint(_ image: RasterImage, scale: Double, opacity: Double, on cairo: OpaquePointer) {
        let area = geometry.areaRect, zoom = geometry.zoom
        guard scale > 0, zoom > 0 else { return }
        cairo_save(cairo)
        cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
        cairo_clip(cairo)
        cairo_translate(cairo, area.minX, area.minY)
        cairo_scale(cairo, zoom / scale, zoom / scale)
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cairo, opacity)
        cairo_restore(cairo)
    }
}
