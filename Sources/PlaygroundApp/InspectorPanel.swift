import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource

/// The right panel: the selected row's parameters, each editable (an invalid value shows an
/// inline error and changes nothing), then the selected view's layout trace: the proposals it
/// received, the sizes it answered, and where it was placed.
final class InspectorPanel {
    // MARK: Owned here and by their parents.
    let container: GRef<GKind.Widget>
    private let content: GRef<GKind.Widget>

    /// Called with (row, label, new value source; nil removes the argument). Returns an error
    /// message to show, or nil when the edit was applied.
    var onSetArgument: ((TreeRow, String?, String?) -> String?)?
    /// Called with a stand-in's type name and the size typed for it; returns an error message
    /// to show, or nil when it was applied.
    var onSetStandInSize: ((String, StandInSizes.Size) -> String?)?
    /// The stand-in size section's entries ("width", "height"), for the tests.
    var standInEntries: [String: GRef<GKind.Entry>] = [:]

    init() {
        content = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        Gtk.setMargins(content, 10)
        container = Gtk.scrolled(content)
        // No sideways scrolling: the content is as wide as the panel, its words wrapped
        // (a row of wider controls widens the panel instead of running past its edge).
        gtk_scrolled_window_set_policy(container.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(container.widget, 300, -1)
        show(row: nil, arguments: [], placed: nil)
    }

    /// Shows `row`'s `arguments` (labels and source text) and the trace of `placed`.
    /// The same row with the same parameters (a value typed, stepped or slid, a new layout)
    /// is updated in place: a slider being dragged or an entry being typed in stays.
    /// `standInSize`: for a stand-in's row, the size the scene's text gives it (empty when
    /// none), shown under "Stand-in size" to be set.
    func show(row: TreeRow?, arguments: [(label: String?, source: String)], placed: PlacedView?, standInSize: StandInSizes.Size? = nil) {
        let parameters = row.map { InspectorParameter.parameters(of: $0, arguments: arguments) } ?? []
        let keys = parameters.map { $0.label ?? "_" } + (standInSize == nil ? [] : ["stand-in"])
        if let row, let shown = shownShape, shown.id == row.id, shown.keys == keys {
            if let standInSize { updateStandInSize(standInSize) }
            return update(row, parameters, placed: placed)
        }
        shownShape = row.map { ($0.id, keys) }
        Gtk.clear(content)
        entries = [:]
        nameLabels = [:]
        scales = [:]
        removeButtons = [:]
        dropDowns = [:]
        standInEntries = [:]
        guard let row else {
            let hint = Gtk.label("Select a view or a modifier in the tree or on the canvas.", css: ["dim-label"])
            gtk_label_set_wrap(hint.opaque, 1)
            Gtk.append(content, hint)
            return
        }
        let title = Gtk.label(row.title, css: ["title-4"])
        gtk_label_set_wrap(title.opaque, 1)
        // Wrapped within the panel: at its natural width a long call widened the panel, which
        // folded the tree and moved the scene from under the pointer that selected it.
        gtk_label_set_wrap_mode(title.opaque, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_max_width_chars(title.opaque, 20)
        Gtk.append(content, title)
        titleLabel = title
        let errorLabel = Gtk.label("", css: ["error"])
        gtk_label_set_wrap(errorLabel.opaque, 1)
        gtk_widget_set_visible(errorLabel.widget, 0)
        if !parameters.isEmpty { Gtk.append(content, Gtk.label("Parameters", css: ["heading"])) }
        for parameter in parameters {
            Gtk.append(content, parameterRow(row, parameter, errorLabel: errorLabel))
        }
        // A parameter the row does not have yet: "label: value".
        let addHeading = Gtk.label("Add a parameter (label: value)", css: ["heading"])
        gtk_label_set_wrap(addHeading.opaque, 1)
        Gtk.append(content, addHeading)
        let addEntry = GRef<GKind.Entry>(adopting: gtk_entry_new()!)
        gtk_entry_set_placeholder_text(addEntry.cast(), "width: 120")
        addEntry.on("activate") { [weak self, addEntry = addEntry.borrowed] in
            let text = Self.entryText(addEntry)
            guard let colon = text.firstIndex(of: ":") else {
                Self.showError("write label: value, for example width: 120", in: errorLabel)
                return
            }
            let label = text[..<colon].trimmingCharacters(in: .whitespaces)
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let message = self?.onSetArgument?(row, label.isEmpty || label == "_" ? nil : label, value) {
                Self.showError(message, in: errorLabel)
            }
        }
        Gtk.append(content, addEntry)
        if let standInSize { Gtk.append(content, standInSection(row, standInSize, errorLabel: errorLabel)) }
        Gtk.append(content, errorLabel)
        let trace = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        Gtk.append(content, trace)
        traceBox = trace
        fillTrace(placed)
    }

    // MARK: Updating in place

    private var shownShape: (id: TreeRow.ID, keys: [String])?
    private var titleLabel: GRef<GKind.Widget>?
    private var nameLabels: [String: GRef<GKind.Widget>] = [:]
    /// The sliders by label, for the tests.
    private(set) var scales: [String: GRef<GKind.Widget>] = [:]
    private var removeButtons: [String: GRef<GKind.Widget>] = [:]
    /// The drop-downs by label, for the tests and to follow the entry's value.
    private(set) var dropDowns: [String: GRef<GKind.DropDown>] = [:]
    private var traceBox: GRef<GKind.Widget>?
    /// Set while values are written into the widgets: their signals must not edit the scene.
    private var isUpdating = false
    /// The last slider edit (its parameter and when), to make one undo step of a slide.
    private var lastSlide: (key: String, time: Double)?
    /// Called after an edit that continues the one before it (a slider moved again): the
    /// window merges their undo steps.
    var onContinuedEdit: (() -> Void)?

    private func update(_ row: TreeRow, _ parameters: [InspectorParameter], placed: PlacedView?) {
        isUpdating = true
        defer { isUpdating = false }
        if let titleLabel { gtk_label_set_text(titleLabel.opaque, row.title) }
        for parameter in parameters {
            let key = parameter.label ?? "_"
            if let entry = entries[key], Self.entryText(entry) != (parameter.source ?? "") {
                gtk_editable_set_text(entry.opaque, parameter.source ?? "")
                gtk_editable_set_position(entry.opaque, -1)
            }
            if let name = nameLabels[key] {
                if parameter.source == nil { gtk_widget_add_css_class(name.widget, "dim-label") } else { gtk_widget_remove_css_class(name.widget, "dim-label") }
            }
            if let dropDown = dropDowns[key], let source = parameter.source ?? parameter.defaultSource,
               let selected = Self.choices(for: row, label: parameter.label, source: source)?.selected,
               gtk_drop_down_get_selected(dropDown.opaque) != UInt32(selected) {
                gtk_drop_down_set_selected(dropDown.opaque, UInt32(selected))
            }
            if let remove = removeButtons[key] { gtk_widget_set_sensitive(remove.widget, parameter.source == nil ? 0 : 1) }
            if let scale = scales[key], let value = parameter.source.flatMap(Double.init), abs(gtk_range_get_value(scale.cast()) - value) > 1e-9 {
                gtk_range_set_value(scale.cast(), value)
            }
        }
        if let entry = focusAfterRebuild.flatMap({ entries[$0] }) {
            focusAfterRebuild = nil
            if gtk_widget_has_focus(gtk_widget_get_first_child(entry.widget)) == 0 { gtk_widget_grab_focus(entry.widget) }
        }
        fillTrace(placed)
    }

    /// What the scene is laid out in, as the window sets it before `show`: the screen and the
    /// size classes the scene sees ("iPad (10th generation)", then "regular width, regular height").
    var environmentLine = ""

    /// The environment the selected view was laid out in, then its trace: what it was proposed
    /// and answered, where it was placed.
    private func fillTrace(_ placed: PlacedView?) {
        guard let traceBox else { return }
        Gtk.clear(traceBox)
        guard let placed else { return }
        if !environmentLine.isEmpty {
            Gtk.append(traceBox, Gtk.label("Environment", css: ["heading"]))
            let environment = Gtk.label(environmentLine, css: [])
            gtk_label_set_wrap(environment.opaque, 1)
            // Wrapped within the panel rather than at its natural width.
            gtk_label_set_max_width_chars(environment.opaque, 28)
            Gtk.append(traceBox, environment)
        }
        Gtk.append(traceBox, Gtk.label("Layout", css: ["heading"]))
        for line in Self.traceLines(placed) {
            let label = Gtk.label(line, css: ["monospace"])
            gtk_label_set_wrap(label.opaque, 1)
            // A long word (a path, a number list) breaks rather than running past the panel.
            gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_max_width_chars(label.opaque, 28)
            gtk_label_set_selectable(label.opaque, 1)
            Gtk.append(traceBox, label)
        }
    }

    /// The parameter's entry whose Up/Down step was applied: it has the focus again once the
    /// panel is rebuilt, so the keys keep stepping.
    private var focusAfterRebuild: String?
    /// The parameters' entries by label (`_` unlabelled), for the tests.
    private(set) var entries: [String: GRef<GKind.Entry>] = [:]

    /// One parameter: its label (dimmed when the call leaves it out), an entry showing the
    /// value or, greyed, the default; Up and Down step a number (Shift: ten steps); a drop-down
    /// for a short list of values, a slider for a natural range, and a button that removes it.
    private func parameterRow(_ row: TreeRow, _ parameter: InspectorParameter, errorLabel: GRef<GKind.Widget>) -> GRef<GKind.Widget> {
        let label = parameter.label
        let key = label ?? "_"
        let column = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        let box = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let name = Gtk.label(key + ":", css: parameter.source == nil ? ["dim-label"] : [])
        gtk_widget_set_size_request(name.widget, 90, -1)
        gtk_label_set_ellipsize(name.opaque, PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_max_width_chars(name.opaque, 11)
        gtk_widget_set_tooltip_text(name.widget, key)
        nameLabels[key] = name
        Gtk.append(box, name)
        let entry = GRef<GKind.Entry>(adopting: gtk_entry_new()!)
        gtk_editable_set_text(entry.opaque, parameter.source ?? "")
        // The default, greyed, where the value would be (its tooltip says it is the default).
        gtk_entry_set_placeholder_text(entry.cast(), parameter.defaultSource ?? "not set")
        gtk_editable_set_width_chars(entry.opaque, 6)
        entries[key] = entry
        gtk_widget_set_hexpand(entry.widget, 1)
        entry.on("activate") { [weak self, entry = entry.borrowed] in
            let text = Self.entryText(entry)
            if let message = self?.onSetArgument?(row, label, text.isEmpty ? nil : text) {
                Self.showError(message, in: errorLabel)
            }
        }
        let defaultText = parameter.defaultSource.map { "Default: \($0)" } ?? "No default: SwiftUI needs a value"
        gtk_widget_set_tooltip_text(entry.widget, defaultText)
        if parameter.step != nil {
            gtk_widget_set_tooltip_text(entry.widget, defaultText + ". Up and Down step the value; Shift steps ten times as far")
            let keys = GRef<GKind.Controller>(adopting: gtk_event_controller_key_new()!)
            keys.onKeyPressed { [weak self, entry = entry.borrowed] keyval, state in
                guard let self, keyval == UInt32(GDK_KEY_Up) || keyval == UInt32(GDK_KEY_Down) else { return false }
                let shift = state & GDK_SHIFT_MASK.rawValue != 0
                var current = parameter
                let typed = Self.entryText(entry)
                current.source = typed.isEmpty ? nil : typed
                guard let value = current.stepped(by: (keyval == UInt32(GDK_KEY_Up) ? 1 : -1) * (shift ? 10 : 1)) else { return false }
                self.focusAfterRebuild = key
                if let message = self.onSetArgument?(row, label, value) { Self.showError(message, in: errorLabel) }
                return true
            }
            Gtk.addController(keys, to: entry)
        }
        Gtk.append(box, entry)
        if let source = parameter.source ?? parameter.defaultSource, let choices = Self.choices(for: row, label: label, source: source) {
            // Left out, the parameter's default is what the drop-down shows, as the entry does.
            let dropDown = Self.choiceDropDown(choices.names, selected: choices.selected) { [weak self] name in
                guard let self, !self.isUpdating else { return }
                if let message = self.onSetArgument?(row, label, choices.prefix + name) { Self.showError(message, in: errorLabel) }
            }
            dropDowns[key] = dropDown
            Gtk.append(box, dropDown)
        }
        let remove = Gtk.iconButton("edit-clear-symbolic", tooltip: parameter.defaultSource == nil ? "Remove" : "Back to the default")
        gtk_widget_add_css_class(remove.widget, "flat")
        gtk_widget_set_sensitive(remove.widget, parameter.source == nil ? 0 : 1)
        remove.on("clicked") { [weak self] in _ = self?.onSetArgument?(row, label, nil) }
        Gtk.append(box, remove)
        removeButtons[key] = remove
        Gtk.append(column, box)
        if let range = parameter.range {
            let scale = GRef<GKind.Widget>(adopting: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, parameter.step ?? 0.1)!)
            gtk_range_set_value(scale.cast(), parameter.source.flatMap(Double.init) ?? range.upperBound)
            scale.on("value-changed") { [weak self, scale = scale.borrowed] in
                guard let self, !self.isUpdating else { return }
                let value = (gtk_range_get_value(scale.cast()) * 100).rounded() / 100
                let now = Double(g_get_monotonic_time()) / 1_000_000
                let continuing = self.lastSlide.map { $0.key == key && now - $0.time < 1 } ?? false
                if self.onSetArgument?(row, label, formatPoints(value)) == nil, continuing { self.onContinuedEdit?() }
                self.lastSlide = (key, now)
            }
            Gtk.append(column, scale)
            scales[key] = scale
        }
        if focusAfterRebuild == key {
            focusAfterRebuild = nil
            Gtk.after(milliseconds: 0) {
                gtk_widget_grab_focus(entry.widget)
                gtk_editable_set_position(entry.opaque, -1)
            }
        }
        return column
    }

    /// The values a parameter can take when they are a short list (the catalog's choices for
    /// the parameter's type). `prefix` goes before the name in the source (`.` or `Color.`).
    static func choices(for row: TreeRow, label: String?, source: String) -> (names: [String], selected: Int?, prefix: String)? {
        SwiftUICatalog.choices(call: row.callName, isModifier: row.isModifier, label: label, source: source)
    }

    private static func choiceDropDown(_ names: [String], selected: Int?, chosen: @escaping (String) -> Void) -> GRef<GKind.DropDown> {
        let dropDown = Gtk.dropDown(names)
        if let selected { gtk_drop_down_set_selected(dropDown.opaque, UInt32(selected)) }
        var isReady = false
        dropDown.onPointer("notify::selected") { [dropDown = dropDown.borrowed] _ in
            guard isReady else { return }
            let index = Int(gtk_drop_down_get_selected(dropDown.opaque))
            if names.indices.contains(index) { chosen(names[index]) }
        }
        isReady = true
        return dropDown
    }

    static func entryText(_ entry: some GObjectHandle<GKind.Entry>) -> String {
        String(cString: gtk_editable_get_text(entry.opaque))
    }

    static func showError(_ message: String, in label: GRef<GKind.Widget>) {
        gtk_label_set_text(label.opaque, message)
        gtk_widget_set_visible(label.widget, 1)
    }

    /// The trace in the words of the `layout` command's text output, numbers rounded to one
    /// decimal for reading (`CanvasLabel`; the JSON output and `explain` keep them exact).
    static func traceLines(_ placed: PlacedView) -> [String] {
        var lines: [String] = ["frame \(CanvasLabel.size(placed.frame.size)) at \(CanvasLabel.point(placed.frame.origin))"]
        var seen: [ProposedViewSize] = []
        for event in placed.trace {
            switch event {
            case .sizeThatFits(let proposal, let answer, _):
                guard !seen.contains(proposal) else { continue }
                seen.append(proposal)
                lines.append("proposed \(CanvasLabel.proposal(proposal)) → \(CanvasLabel.size(answer))")
            case .placed(let frame, let proposal):
                lines.append("placed at \(CanvasLabel.point(frame.origin)) with \(CanvasLabel.proposal(proposal))")
            case .note(let note):
                lines.append(CanvasLabel.readable(note.text))
            }
        }
        return lines
    }
}

extension Scene {
    /// The arguments of the view or modifier a tree row stands for, as (label, source text).
    func arguments(of row: TreeRow) -> [(label: String?, source: String)] {
        guard let statementAddress = row.address.statement,
              case .expression(let expression)? = statement(at: statementAddress) else { return [] }
        let chain = expression.modifierChain
        let arguments: [Argument]
        switch row.address {
        case .modifier(_, let index):
            guard index < chain.modifiers.count else { return [] }
            arguments = chain.modifiers[index].arguments
        case .view:
            guard case .call(_, let callArguments, _) = chain.base.kind else { return [] }
            arguments = callArguments
        default:
            return []
        }
        return arguments.map { ($0.label, ScenePrinter.print($0.value)) }
    }
}
