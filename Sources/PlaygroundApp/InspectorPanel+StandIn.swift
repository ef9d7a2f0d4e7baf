import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource

/// The inspector's "Stand-in size" section: a stand-in view's width and height, kept in the
/// scene's text as a comment line (`StandInSizes`), never in the view code.
extension InspectorPanel {
    func standInSection(_ row: TreeRow, _ size: StandInSizes.Size, errorLabel: GRef<GKind.Widget>) -> GRef<GKind.Widget> {
        let section = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        Gtk.append(section, Gtk.label("Stand-in size", css: ["heading"]))
        let note = Gtk.label("'\(row.callName)' is not declared in the scene. Its size is kept in the file as a comment line; your view code is not touched.", css: ["dim-label"])
        gtk_label_set_wrap(note.opaque, 1)
        gtk_label_set_max_width_chars(note.opaque, 28)
        Gtk.append(section, note)
        for axis in ["width", "height"] {
            let line = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
            let name = Gtk.label(axis + ":", css: [])
            gtk_widget_set_size_request(name.widget, 90, -1)
            Gtk.append(line, name)
            let entry = GRef<GKind.Entry>(adopting: gtk_entry_new()!)
            gtk_entry_set_placeholder_text(entry.cast(), "its own")
            gtk_editable_set_width_chars(entry.opaque, 8)
            gtk_widget_set_hexpand(entry.widget, 1)
            gtk_widget_set_tooltip_text(entry.widget, "Points; empty: the stand-in's own size (its name, padded)")
            entry.on("activate") { [weak self] in self?.standInSizeEntered(row, errorLabel: errorLabel) }
            Gtk.append(line, entry)
            Gtk.append(section, line)
            standInEntries[axis] = entry
        }
        updateStandInSize(size)
        return section
    }

    /// Writes `size` into the entries (a value being typed is replaced only when it differs).
    func updateStandInSize(_ size: StandInSizes.Size) {
        for (axis, value) in [("width", size.width), ("height", size.height)] {
            guard let entry = standInEntries[axis] else { continue }
            let text = value.map(formatPoints) ?? ""
            if Self.entryText(entry) != text { gtk_editable_set_text(entry.opaque, text) }
        }
    }

    private func standInSizeEntered(_ row: TreeRow, errorLabel: GRef<GKind.Widget>) {
        var size = StandInSizes.Size()
        for axis in ["width", "height"] {
            guard let entry = standInEntries[axis] else { continue }
            let text = Self.entryText(entry).trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            guard let value = Double(text), value.isFinite, (0...StandInSizes.largest).contains(value) else {
                return Self.showError("the \(axis) must be a number of points from 0 to \(Int(StandInSizes.largest)), or empty", in: errorLabel)
            }
            if axis == "width" { size.width = value } else { size.height = value }
        }
        if let message = onSetStandInSize?(row.callName, size) { Self.showError(message, in: errorLabel) }
    }
}
