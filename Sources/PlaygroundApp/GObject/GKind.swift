/// What a GObject is, as a type: the `Kind` of a `GRef` or `GBorrowed`. Phantom types (never
/// made): they keep an action from being passed where a widget goes, and say in a stored
/// property's type what it holds.
protocol GObjectKind {}

/// A kind of widget (`GtkWidget` and its subclasses): its references have `widget`.
protocol WidgetKind: GObjectKind {}

/// The kinds the window keeps.
enum GKind {
    /// Any GObject.
    enum Object: GObjectKind {}
    /// Any widget (a box, a label, a button, a scrolled window).
    enum Widget: WidgetKind {}
    /// A toplevel (`GtkWindow`, `AdwApplicationWindow`); GTK owns it until it is destroyed.
    enum Window: WidgetKind {}
    enum DropDown: WidgetKind {}
    /// An editable (`GtkEntry`).
    enum Entry: WidgetKind {}
    enum Flap: WidgetKind {}
    enum DrawingArea: WidgetKind {}
    enum TreeView: WidgetKind {}
    enum SourceView: WidgetKind {}
    enum Application: GObjectKind {}
    /// A `GSimpleAction`.
    enum Action: GObjectKind {}
    /// An event controller or gesture; a widget takes it over (`Gtk.addController`).
    enum Controller: GObjectKind {}
    enum TreeStore: GObjectKind {}
    enum SourceBuffer: GObjectKind {}
    enum MenuModel: GObjectKind {}
    enum ListItemFactory: GObjectKind {}
    enum FileChooser: GObjectKind {}
    enum FileMonitor: GObjectKind {}
    enum Builder: GObjectKind {}
}
