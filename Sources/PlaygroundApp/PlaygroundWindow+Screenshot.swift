import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// A real screenshot to compare with (issue 33): a PNG from an iPhone or the simulator, dropped
/// on the window or opened with "Compare with Screenshot…", shown over the scene at the
/// device's scale (its width in pixels over the screen's in points: 1, 2 or 3), at the
/// bar's opacity; in difference mode the scene is drawn at that scale, compared pixel by pixel
/// (`ScreenshotComparison`, the status bar left out) and the difference picture
/// (`DifferenceCanvas`) drawn in its place.
extension PlaygroundWindow {
    /// Asks for a PNG to compare with.
    func chooseScreenshot() {
        let folder = exportSettings.folder
        runChooser("Compare with Screenshot", GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Compare", configure: { chooser in
            Self.start(chooser, in: folder)
            // The chooser keeps the filter (a reference of its own).
            let filter = GRef<GKind.Object>(adopting: gtk_file_filter_new()!)
            gtk_file_filter_set_name(filter.opaque, "PNG pictures")
            gtk_file_filter_add_mime_type(filter.opaque, "image/png")
            gtk_file_filter_add_pattern(filter.opaque, "*.png")
            gtk_file_chooser_add_filter(chooser.opaque, filter.opaque)
        }) { [weak self] path, _ in self?.showScreenshot(path: path) }
    }

    /// Shows the PNG at `path` over the scene. The screen must be the screenshot's at 1x, 2x or
    /// 3x: when it is not, the device preset whose screen it is is chosen; when none is, the
    /// screenshot is refused with the sizes that do not match.
    func showScreenshot(path: String) {
        let name = (path as NSString).lastPathComponent
        guard let image = RasterImage(pngAt: path) else { return showToast("Could not read \(name) as a PNG picture") }
        let (pixelWidth, pixelHeight) = (Double(image.pixelWidth), Double(image.pixelHeight))
        func scale(of size: Size) -> Double? {
            [1.0, 2, 3].first { abs(size.width * $0 - pixelWidth) < 0.5 && abs(size.height * $0 - pixelHeight) < 0.5 }
        }
        let proposal = document.screen.proposal
        let screen = Size(width: proposal.width.points ?? .nan, height: proposal.height.points ?? .nan)
        var chosen = scale(of: screen)
        if chosen == nil, let preset = DevicePreset.all.first(where: { scale(of: $0.size) != nil }) {
            // The screenshot's device: its screen and safe area, one undo step.
            document.recordScreenChange(from: document.screen, to: Screen(preset))
            canvas.zoomToFit()
            chosen = scale(of: preset.size)
            showToast("Switched to the \(preset.id): \(name)'s \(image.pixelWidth)x\(image.pixelHeight) pixels are its screen at \(formatPoints(chosen ?? 1))x")
        }
        guard let scale = chosen else {
            return showToast("\(name) is \(image.pixelWidth)x\(image.pixelHeight) pixels, not the screen's \(proposal) points at 1x, 2x or 3x, nor a device's: choose the device it was taken on")
        }
        screenshotBar.show(ScreenshotBar.Shot(path: path, image: image, scale: scale))
        updateScreenshotActions()
        canvas.reference = CanvasReference(image: image, scale: scale, opacity: screenshotBar.opacity, difference: nil)
        // The scene is laid out at the screenshot's scale, as the device lays it out (its pixel
        // rounding).
        if screenshotBar.displayScaleBefore == nil { screenshotBar.displayScaleBefore = session.environment.displayScale }
        if session.environment.displayScale != scale {
            session.environment.displayScale = scale
            relayout()
        } else {
            screenshotLayoutChanged()
        }
    }

    /// Difference and Remove Screenshot act only while a screenshot is shown.
    func updateScreenshotActions() {
        for name in ["screenshot-difference", "remove-screenshot"] {
            if let action = g_action_map_lookup_action(window.opaque, name) { g_simple_action_set_enabled(action, screenshotBar.shot != nil ? 1 : 0) }
        }
    }

    /// Remove Screenshot: the scene alone again, at the display scale it had.
    func removeScreenshot() {
        guard screenshotBar.shot != nil else { return }
        screenshotBar.clear()
        canvas.reference = nil
        screenshotBar.isDifference = false
        setToggleState("screenshot-difference", false)
        updateScreenshotActions()
        if let before = screenshotBar.displayScaleBefore, before != session.environment.displayScale {
            session.environment.displayScale = before
            relayout()
        }
        screenshotBar.displayScaleBefore = nil
    }

    /// The Difference toggle.
    func setScreenshotDifference(_ on: Bool) {
        screenshotBar.isDifference = on
        guard screenshotBar.shot != nil else {
            if on { showToast("Compare with a screenshot first: drop a PNG on the canvas") }
            return
        }
        if on {
            compareScreenshot()
        } else {
            screenshotBar.generation += 1
            canvas.reference?.difference = nil
            screenshotBar.setStatus(screenshotBar.found.map(Self.describe) ?? "")
        }
    }

    /// A new layout is shown: in difference mode, compared again.
    func screenshotLayoutChanged() {
        guard screenshotBar.shot != nil, screenshotBar.isDifference else { return }
        compareScreenshot()
    }

    /// Draws the layout shown at the screenshot's scale (here: the renderer is the canvas's),
    /// then compares and draws the difference picture on a thread of its own; the result is
    /// shown unless a newer comparison started meanwhile.
    func compareScreenshot() {
        guard let shot = screenshotBar.shot, let result else { return }
        screenshotBar.generation += 1
        let generation = screenshotBar.generation
        var options = RenderOptions(scale: shot.scale, colorScheme: session.colorScheme)
        options.overlays = []
        let rendered = RasterImage(SceneCanvas(result: result, renderer: canvas.renderer), options: options)
        // The status bar: the safe area's top on a device (the phone's clock and signal).
        let top = result.safeAreaInsets.top
        screenshotBar.setStatus("Comparing…")
        let work = ScreenshotWork(rendered: rendered, shot: shot.image, scale: shot.scale, top: top)
        let thread = Thread { [weak self] in
            let (found, picture) = work.run()
            Gtk.after(milliseconds: 0) {
                guard let self, self.screenshotBar.generation == generation, self.screenshotBar.isDifference else { return }
                self.screenshotBar.found = found
                self.canvas.reference?.difference = picture
                self.screenshotBar.setStatus(Self.describe(found))
            }
        }
        thread.start()
    }

    static func describe(_ found: ScreenshotBar.Found) -> String {
        let percent = formatReadable(found.fraction * 100)
        guard let largest = found.regions.first?.rect else { return "No pixel differs" }
        return "\(percent) % differ; largest at \(formatReadable(largest.minX)), \(formatReadable(largest.minY)), "
            + "\(formatReadable(largest.width))×\(formatReadable(largest.height)) pt"
    }

    /// The screenshot in the state dump: shown, its scale and opacity, difference mode, and
    /// what the last comparison found.
    var screenshotDumpField: String {
        guard let shot = screenshotBar.shot else { return "\"screenshot\": null" }
        var fields = ["\"path\": \(jsonString(shot.path))", "\"scale\": \(formatPoints(shot.scale))",
                      "\"opacity\": \(formatPoints((screenshotBar.opacity * 1000).rounded() / 1000))",
                      "\"difference\": \(screenshotBar.isDifference)", "\"differenceShown\": \(canvas.reference?.difference != nil)",
                      "\"displayScale\": \(formatPoints(session.environment.displayScale))",
                      "\"status\": \(jsonString(screenshotBar.status))"]
        if let found = screenshotBar.found {
            fields.append("\"compared\": \(found.compared), \"differing\": \(found.differing), \"fraction\": \(found.fraction)")
            let regions = found.regions.prefix(5).map { region in
                "{\"x\": \(formatPoints(region.rect.minX)), \"y\": \(formatPoints(region.rect.minY)), \"width\": \(formatPoints(region.rect.width)), "
                    + "\"height\": \(formatPoints(region.rect.height)), \"pixels\": \(region.pixels)}"
            }
            fields.append("\"regions\": [\(regions.joined(separator: ", "))]")
        }
        func rect<W: GObjectHandle>(_ widget: W) -> String where W.Kind: WidgetKind {
            var x = 0.0, y = 0.0, surfaceX = 0.0, surfaceY = 0.0
            gtk_native_get_surface_transform(window.opaque, &surfaceX, &surfaceY)
            gtk_widget_translate_coordinates(widget.widget, window.widget, 0, 0, &x, &y)
            return "{\"x\": \(formatPoints(x + surfaceX)), \"y\": \(formatPoints(y + surfaceY)), "
                + "\"width\": \(gtk_widget_get_width(widget.widget)), \"height\": \(gtk_widget_get_height(widget.widget))}"
        }
        fields.append("\"opacitySlider\": \(rect(screenshotBar.opacityScale)), \"differenceButton\": \(rect(screenshotBar.differenceButton))")
        return "\"screenshot\": {\(fields.joined(separator: ", "))}"
    }
}

/// The comparison's work off the main thread: pixels only (no Pango), on images no one draws
/// into meanwhile.
private struct ScreenshotWork: @unchecked Sendable {
    let rendered: RasterImage
    let shot: RasterImage
    let scale: Double
    let top: Double

    func run() -> (ScreenshotBar.Found, RasterImage) {
        let comparison = ScreenshotComparison(rendered, shot, scale: scale, ignoringTop: top)
        var options = RenderOptions(scale: scale)
        options.drawsBackground = false
        let picture = RasterImage(DifferenceCanvas(rendered: rendered, comparison: comparison), options: options)
        let found = ScreenshotBar.Found(compared: comparison.compared, differing: comparison.differing, fraction: comparison.fraction,
                                        regions: Array(comparison.regions.prefix(5)))
        return (found, picture)
    }
}
