import CGtk
import Foundation
import PlaygroundModel

/// One line of the gallery's list: a group's heading, an example (`GalleryCatalog`) or a
/// recent file.
struct GalleryRow {
    var title: String
    var description = ""
    var picture: String?
    /// What the row opens; nil for a heading.
    var path: String?
    /// The name the state dump gives it: the file's name ("App: " before an app, "Recent: "
    /// before a recent file), or "# " and the heading.
    var dumpName: String
}

/// The scene gallery (the header bar's "Gallery…"): the examples grouped under headings, each
/// with its title, a one-line description and a thumbnail, then the recent files.
extension PlaygroundWindow {
    func buildGallery() {
        gtk_widget_set_tooltip_text(galleryDropDown.widget, "Open an example scene or a recent file")
        // The drop-down keeps its factories (references of its own). Its face says "Gallery…".
        let face = Gtk.labelFactory(maxWidthChars: 12)
        gtk_drop_down_set_factory(galleryDropDown.opaque, face.opaque)
        let list = galleryRowFactory()
        gtk_drop_down_set_list_factory(galleryDropDown.opaque, list.opaque)
        tallerGalleryList()
        galleryDropDown.onPointer("notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(self.galleryDropDown.opaque)) - 1
            guard index >= 0 else { return }
            gtk_drop_down_set_selected(self.galleryDropDown.opaque, 0)
            if self.galleryRows.indices.contains(index), let path = self.galleryRows[index].path { self.open(path: path) }
        }
        recentFiles.onChange = { [weak self] in self?.updateGallery() }
        updateGallery()
    }

    func updateGallery() {
        let entries = ExampleScenes.directory().map(GalleryCatalog.entries(in:)) ?? []
        var rows: [GalleryRow] = []
        var group: GalleryEntry.Group?
        for entry in entries {
            if entry.group != group {
                group = entry.group
                rows.append(GalleryRow(title: entry.group.title, dumpName: "# " + entry.group.title))
            }
            let name = (entry.path as NSString).lastPathComponent
            rows.append(GalleryRow(title: entry.title, description: entry.description, picture: entry.picture, path: entry.path,
                                   dumpName: entry.group == .apps ? "App: " + name : name))
        }
        let recent = recentFiles.paths.filter { FileManager.default.fileExists(atPath: $0) }
        if !recent.isEmpty { rows.append(GalleryRow(title: "Recent files", dumpName: "# Recent files")) }
        for path in recent {
            let name = (path as NSString).lastPathComponent
            rows.append(GalleryRow(title: name, description: (path as NSString).deletingLastPathComponent, path: path, dumpName: "Recent: " + name))
        }
        galleryRows = rows
        galleryNames = rows.map(\.dumpName)
        Gtk.replaceStrings(in: galleryDropDown, with: ["Gallery…"] + rows.map(\.title))
    }

    /// The list's rows: a heading in bold; an example as its thumbnail beside its title and,
    /// dimmed under it, its description. Row 0 is the drop-down's own "Gallery…".
    private func galleryRowFactory() -> GRef<GKind.ListItemFactory> {
        let factory = GRef<GKind.ListItemFactory>(adopting: gtk_signal_list_item_factory_new()!)
        factory.onPointer("setup") { item in
            guard let item else { return }
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
            // Wide enough for a title and most of a description (the list is otherwise as
            // narrow as the button, every label ellipsized to nothing); fits a 1024-pixel screen.
            gtk_widget_set_size_request(row, 520, -1)
            // An image is always its pixel size square, whatever the picture's proportions.
            let picture = gtk_image_new()!
            gtk_image_set_pixel_size(OpaquePointer(picture), GalleryThumbnails.side)
            gtk_widget_add_css_class(picture, "card")
            let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
            let title = gtk_label_new(nil)!, description = gtk_label_new(nil)!
            for label in [title, description] {
                gtk_label_set_xalign(OpaquePointer(label), 0)
                gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
                gtk_label_set_max_width_chars(OpaquePointer(label), 60)
                gtk_box_append(UnsafeMutableRawPointer(texts).assumingMemoryBound(to: GtkBox.self), label)
            }
            gtk_widget_add_css_class(description, "dim-label")
            gtk_widget_add_css_class(description, "caption")
            gtk_box_append(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkBox.self), picture)
            gtk_box_append(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkBox.self), texts)
            gtk_list_item_set_child(OpaquePointer(item), row)
        }
        factory.onPointer("bind") { [weak self] item in
            guard let self, let item, let row = gtk_list_item_get_child(OpaquePointer(item)),
                  let picture = gtk_widget_get_first_child(row), let texts = gtk_widget_get_next_sibling(picture),
                  let title = gtk_widget_get_first_child(texts), let description = gtk_widget_get_next_sibling(title) else { return }
            let position = Int(gtk_list_item_get_position(OpaquePointer(item))) - 1
            let shown = self.galleryRows.indices.contains(position) ? self.galleryRows[position] : GalleryRow(title: "Gallery…", dumpName: "")
            let isHeading = shown.path == nil
            gtk_label_set_text(OpaquePointer(title), shown.title)
            gtk_label_set_text(OpaquePointer(description), shown.description)
            gtk_widget_set_visible(description, shown.description.isEmpty ? 0 : 1)
            if isHeading { gtk_widget_add_css_class(title, "heading") } else { gtk_widget_remove_css_class(title, "heading") }
            // Headings have no picture; an example shows a neutral frame until its picture is made,
            // and keeps it when it has none in data/pictures.
            gtk_widget_set_visible(picture, isHeading ? 0 : 1)
            let source = shown.picture.map { GalleryThumbnails.Source.picture($0) }
            self.galleryThumbnails.show(isHeading ? nil : source, in: picture)
        }
        factory.onPointer("teardown") { [weak self] item in
            guard let self, let item, let row = gtk_list_item_get_child(OpaquePointer(item)),
                  let picture = gtk_widget_get_first_child(row) else { return }
            self.galleryThumbnails.forget(UnsafeMutableRawPointer(picture))
        }
        return factory
    }

    /// Whether the gallery's list (the drop-down's popover) is shown.
    var galleryListOpen: Bool { Gtk.popoverShown(galleryDropDown) }

    /// The drop-down's list scrolls past about 400 pixels; the gallery's rows are tall (their
    /// thumbnails), so it may take up to 640 (GTK keeps a popover on the screen).
    private func tallerGalleryList() {
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_scrolled_window_get_type()) != 0 {
                gtk_scrolled_window_set_max_content_height(OpaquePointer(widget), 640)
            }
            var child = gtk_widget_get_first_child(widget)
            while let next = child {
                visit(next)
                child = gtk_widget_get_next_sibling(next)
            }
        }
        visit(galleryDropDown.widget)
    }
}
