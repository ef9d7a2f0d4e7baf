#!/usr/bin/python3
"""A small GTK 4 window that offers one file for drag and drop, as a file manager does.

The window tests drag from it onto the playground window with xdotool: a real XDND
exchange between two programs. Usage: drag-source.py FILE (the window is titled
"Drag source" and is 160 x 160 pixels).
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gio, GLib, Gtk  # noqa: E402


def activate(application, path):
    window = Gtk.ApplicationWindow(application=application, title="Drag source")
    window.set_default_size(160, 160)
    window.set_decorated(False)
    label = Gtk.Label(label="drag me")
    uri = Gio.File.new_for_path(path).get_uri()
    source = Gtk.DragSource()
    source.set_actions(Gdk.DragAction.COPY)
    source.set_content(Gdk.ContentProvider.new_for_bytes("text/uri-list", GLib.Bytes.new((uri + "\r\n").encode())))
    label.add_controller(source)
    window.set_child(label)
    window.present()


def main():
    if len(sys.argv) != 2:
        print("usage: drag-source.py FILE", file=sys.stderr)
        return 2
    application = Gtk.Application(
        application_id="org.layoutplayground.TestDragSource", flags=Gio.ApplicationFlags.NON_UNIQUE)
    application.connect("activate", activate, sys.argv[1])
    return application.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
