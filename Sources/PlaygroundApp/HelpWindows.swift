import CGtk
import Foundation

/// The keyboard shortcuts window (Ctrl+?) and the About window, as GNOME apps show them.
extension PlaygroundWindow {
    /// The shortcuts window, listing the keys of `PlaygroundAction.all` in its sections. It fits
    /// a 1024 x 768 projector: a row of keys wider than two short ones is shown as a row per
    /// key (the title on the first), and titles wrap at 26 characters.
    func showShortcuts() {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<property name=\"title\">Keyboard Shortcuts</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">main</property>"
        for group in PlaygroundAction.shortcutGroups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for row in Self.shortcutRows(group.shortcuts) {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escape(row.title))</property>"
                    + "<property name=\"accelerator\">\(escape(row.accelerator))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        let builder = GRef<GKind.Builder>(adopting: gtk_builder_new_from_string(xml, -1)!)
        // GTK's list of toplevels keeps the window once the builder goes.
        guard let object = gtk_builder_get_object(builder.opaque, "shortcuts") else { return }
        let shortcuts = GBorrowed<GKind.Window>(object)
        Self.wrapShortcutTitles(in: shortcuts.widget)
        gtk_window_set_transient_for(shortcuts.cast(), window.cast())
        gtk_window_present(shortcuts.cast())
    }

    /// The rows as the shortcuts window shows them: a row whose keys have more than four
    /// parts in all (`Ctrl+Alt+H Ctrl+Alt+V Ctrl+Alt+Z`, `Shift+Ctrl+Plus Shift+Ctrl+Minus`)
    /// becomes a row per key, the title on the first; `Ctrl+Plus Ctrl+Minus` stays one row.
    static func shortcutRows(_ rows: [(title: String, accelerator: String)]) -> [(title: String, accelerator: String)] {
        rows.flatMap { row -> [(title: String, accelerator: String)] in
            let keys = row.accelerator.split(separator: " ").map(String.init)
            let parts = keys.reduce(0) { $0 + 1 + $1.filter { $0 == "<" }.count }
            guard keys.count > 1, parts > 4 else { return [row] }
            return keys.enumerated().map { ($0.offset == 0 ? row.title : "", $0.element) }
        }
    }

    /// Lets the titles of the shortcuts window wrap (GTK shows them on one line, which made
    /// the window 1376 pixels wide): the labels of each row's title box, not of its keys.
    private static func wrapShortcutTitles(in widget: UnsafeMutablePointer<GtkWidget>) {
        func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
            g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
        }
        func labels(under widget: UnsafeMutablePointer<GtkWidget>) {
            if isA(widget, gtk_shortcut_label_get_type()) { return }
            if isA(widget, gtk_label_get_type()) {
                let label = OpaquePointer(widget)
                gtk_label_set_wrap(label, 1)
                gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
                gtk_label_set_max_width_chars(label, 26)
                return
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                labels(under: current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if isA(current, gtk_shortcuts_shortcut_get_type()) { labels(under: current) } else { wrapShortcutTitles(in: current) }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    func showAbout() {
        // GTK's list of toplevels owns the window until it is closed.
        let about = GBorrowed<GKind.Window>(adw_about_window_new()!)
        adw_about_window_set_application_name(about.opaque, "Layout Playground")
        adw_about_window_set_application_icon(about.opaque, "applications-engineering-symbolic")
        adw_about_window_set_developer_name(about.opaque, "The Layout Playground developers")
        adw_about_window_set_comments(about.opaque, "SwiftUI's layout on Linux: open a SwiftUI view, propose it a size and watch the parent propose, the child choose and the parent place.")
        adw_about_window_set_website(about.opaque, "https://developer.apple.com/documentation/swiftui/layout")
        gtk_window_set_transient_for(about.cast(), window.cast())
        gtk_window_present(about.cast())
    }
}
