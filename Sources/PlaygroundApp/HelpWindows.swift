import CGtk
import Foundation

/// The keyboard shortcuts window (Ctrl+?) and the About window, as GNOME apps show them.
extension PlaygroundWindow {
    /// The shortcuts window, listing the keys of `PlaygroundAction.all` in its sections.
    func showShortcuts() {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">main</property>"
        for group in PlaygroundAction.shortcutGroups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escape(shortcut.title))</property>"
                    + "<property name=\"accelerator\">\(escape(shortcut.accelerator))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        let builder = GRef<GKind.Builder>(adopting: gtk_builder_new_from_string(xml, -1)!)
        // GTK's list of toplevels keeps the window once the builder goes.
        guard let object = gtk_builder_get_object(builder.opaque, "shortcuts") else { return }
        let shortcuts = GBorrowed<GKind.Window>(object)
        gtk_window_set_transient_for(shortcuts.cast(), window.cast())
        gtk_window_present(shortcuts.cast())
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
