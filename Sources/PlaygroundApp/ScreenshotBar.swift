import CGtk
import Foundation
import LayoutEngine
import Rendering

/// Over the canvas while a screenshot is shown over the scene (`PlaygroundWindow+Screenshot`):
/// its name and scale, its opacity, the Difference toggle, what the comparison found, and
/// Remove. Hidden otherwise. It keeps the screenshot and the last comparison.
final class ScreenshotBar {
    // MARK: Owned here and by its parent.
    let container = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
    private let nameLabel = Gtk.label("")
    let opacityScale: GRef<GKind.Widget>
    let differenceButton: GRef<GKind.Widget>
    private let statusLabel = Gtk.label("")
    let removeButton = Gtk.iconButton("window-close-symbolic", tooltip: "Remove the screenshot", action: "win.remove-screenshot")

    /// The screenshot shown: its file, its pixels and how many make a point.
    struct Shot {
        var path: String
        var image: RasterImage
        var scale: Double
    }

    /// What a comparison of the scene with the screenshot found (`ScreenshotComparison`).
    struct Found {
        var compared: Int
        var differing: Int
        var fraction: Double
        /// The largest regions where the pixels differ, in points, with their pixel counts.
        var regions: [(rect: Rect, pixels: Int)]
    }

    private(set) var shot: Shot?
    var opacity = 0.5
    var isDifference = false
    /// The comparison of the layout shown; nil until it is made (in difference mode).
    var found: Found?
    /// Counts comparisons started: a comparison finishing after a newer one started is dropped.
    var generation = 0
    /// The display scale the session had before the screenshot set its own.
    var displayScaleBefore: Double?
    /// The opacity moved by the person (the slider).
    var onOpacity: ((Double) -> Void)?

    init() {
        gtk_widget_add_css_class(container.widget, "toolbar")
        Gtk.setMargins(container, 4)
        gtk_widget_set_margin_top(container.widget, 0)
        gtk_label_set_ellipsize(nameLabel.opaque, PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_max_width_chars(nameLabel.opaque, 16)
        gtk_widget_set_tooltip_text(nameLabel.widget, "The screenshot shown over the scene")
        Gtk.append(container, nameLabel)
        let opacityLabel = Gtk.label("Opacity", css: ["dim-label"])
        Gtk.append(container, opacityLabel)
        opacityScale = GRef(adopting: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.05)!)
        gtk_scale_set_draw_value(opacityScale.cast(), 0)
        gtk_widget_set_size_request(opacityScale.widget, 110, -1)
        gtk_widget_set_tooltip_text(opacityScale.widget, "How strongly the screenshot shows over the scene")
        gtk_range_set_value(opacityScale.cast(), opacity)
        Gtk.append(container, opacityScale)
        differenceButton = GRef(adopting: gtk_toggle_button_new_with_label("Difference")!)
        gtk_actionable_set_action_name(differenceButton.opaque, "win.screenshot-difference")
        gtk_widget_set_tooltip_text(differenceButton.widget, "Show where the scene and the screenshot differ (magenta), the status bar left out")
        Gtk.append(container, differenceButton)
        gtk_widget_add_css_class(statusLabel.widget, "dim-label")
        gtk_widget_set_hexpand(statusLabel.widget, 1)
        gtk_label_set_ellipsize(statusLabel.opaque, PANGO_ELLIPSIZE_END)
        // Its natural width stays small whatever it says: a long finding must not widen the
        // canvas's column (the panels would fold); it takes the room the bar has.
        gtk_label_set_max_width_chars(statusLabel.opaque, 1)
        Gtk.append(container, statusLabel)
        gtk_widget_add_css_class(removeButton.widget, "flat")
        Gtk.append(container, removeButton)
        gtk_widget_set_visible(container.widget, 0)
        opacityScale.on("value-changed") { [weak self, scale = opacityScale.borrowed] in
            guard let self else { return }
            self.opacity = gtk_range_get_value(scale.cast())
            self.onOpacity?(self.opacity)
        }
    }

    /// Shows `shot` (a new one replaces the last; what was found goes).
    func show(_ shot: Shot) {
        self.shot = shot
        found = nil
        generation += 1
        let name = (shot.path as NSString).lastPathComponent
        gtk_label_set_text(nameLabel.opaque, "\(name) (\(formatPoints(shot.scale))x)")
        gtk_widget_set_tooltip_text(nameLabel.widget, shot.path)
        setStatus("")
        gtk_widget_set_visible(container.widget, 1)
    }

    func clear() {
        shot = nil
        found = nil
        generation += 1
        gtk_widget_set_visible(container.widget, 0)
    }

    /// Moves the slider as a person would (its handler follows).
    func setOpacity(_ value: Double) {
        gtk_range_set_value(opacityScale.cast(), min(max(value, 0), 1))
    }

    func setStatus(_ text: String) {
        gtk_label_set_text(statusLabel.opaque, text)
        gtk_widget_set_tooltip_text(statusLabel.widget, text.isEmpty ? nil : text)
    }

    var status: String { String(cString: gtk_label_get_text(statusLabel.opaque)) }
}
