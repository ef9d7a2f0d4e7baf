import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource

/// The right panel: the selected row's parameters, each editable (an invalid value shows an
/// inline error and changes nothing), then the selected view's layout trace: the proposals it
/// received, the sizes it answered, and where it was placed.
final class InspectorPanel {
    // MARK: Owned by the widget tree.
    let container: GPointer
    private let content: GPointer

    /// Called with (row, label, new value source; nil removes the argument). Returns an error
    /// message to show, or nil when the edit was applied.
    var onSetArgument: ((TreeRow, String?, String?) -> String?)?

    init() {
        content = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        Gtk.setMargins(content, 10)
        container = Gtk.scrolled(content)
        gtk_widget_set_size_request(container.widget, 300, -1)
        show(row: nil, arguments: [], placed: nil)
    }

    /// Shows `row`'s `arguments` (labels and source text) and the trace of `placed`.
    func show(row: TreeRow?, arguments: [(label: String?, source: String)], placed: PlacedView?) {
        Gtk.clear(content)
        guard let row else {
            let hint = Gtk.label("Select a view or a modifier in the tree or on the canvas.", css: ["dim-label"])
            gtk_label_set_wrap(hint.opaque, 1)
            Gtk.append(content, hint)
            return
        }
        let title = Gtk.label(row.title, css: ["title-4"])
        gtk_label_set_wrap(title.opaque, 1)
        Gtk.append(content, title)
        let errorLabel = Gtk.label("", css: ["error"])
        gtk_label_set_wrap(errorLabel.opaque, 1)
        gtk_widget_set_visible(errorLabel.widget, 0)
        if !arguments.isEmpty { Gtk.append(content, Gtk.label("Parameters", css: ["heading"])) }
        for argument in arguments {
            Gtk.append(content, parameterRow(row, label: argument.label, source: argument.source, errorLabel: errorLabel))
        }
        // A parameter the row does not have yet: "label: value".
        Gtk.append(content, Gtk.label("Add a parameter (label: value)", css: ["heading"]))
        let addEntry = GPointer(gtk_entry_new()!)
        gtk_entry_set_placeholder_text(addEntry.cast(), "width: 120")
        addEntry.on("activate") { [weak self] in
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
        Gtk.append(content, errorLabel)
        if let placed {
            Gtk.append(content, Gtk.label("Layout", css: ["heading"]))
            for line in Self.traceLines(placed) {
                let label = Gtk.label(line, css: ["monospace"])
                gtk_label_set_wrap(label.opaque, 1)
                gtk_label_set_selectable(label.opaque, 1)
                Gtk.append(content, label)
            }
        }
    }

    private func parameterRow(_ row: TreeRow, label: String?, source: String, errorLabel: GPointer) -> GPointer {
        let box = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        let name = Gtk.label((label ?? "_") + ":")
        gtk_widget_set_size_request(name.widget, 90, -1)
        Gtk.append(box, name)
        let entry = GPointer(gtk_entry_new()!)
        gtk_editable_set_text(entry.opaque, source)
        gtk_widget_set_hexpand(entry.widget, 1)
        entry.on("activate") { [weak self] in
            let text = Self.entryText(entry)
            if let message = self?.onSetArgument?(row, label, text.isEmpty ? nil : text) {
                Self.showError(message, in: errorLabel)
            }
        }
        Gtk.append(box, entry)
        if let choices = Self.choices(for: row, label: label, source: source) {
            let dropDown = Self.choiceDropDown(choices.names, selected: choices.selected) { [weak self] name in
                if let message = self?.onSetArgument?(row, label, choices.prefix + name) { Self.showError(message, in: errorLabel) }
            }
            Gtk.append(box, dropDown)
        }
        // Quick choices for numbers: nil (remove) and infinity.
        if label != nil, Double(source) != nil || source == ".infinity" {
            let infinity = Gtk.iconButton("zoom-fit-best-symbolic", tooltip: "Set to .infinity")
            infinity.on("clicked") { [weak self] in _ = self?.onSetArgument?(row, label, ".infinity") }
            Gtk.append(box, infinity)
            let remove = Gtk.iconButton("edit-clear-symbolic", tooltip: "Remove (nil)")
            remove.on("clicked") { [weak self] in _ = self?.onSetArgument?(row, label, nil) }
            Gtk.append(box, remove)
        }
        return box
    }

    /// The values a parameter can take when they are a short list (the catalog's choices for
    /// the parameter's type). `prefix` goes before the name in the source (`.` or `Color.`).
    static func choices(for row: TreeRow, label: String?, source: String) -> (names: [String], selected: Int?, prefix: String)? {
        SwiftUICatalog.choices(call: row.callName, isModifier: row.isModifier, label: label, source: source)
    }

    private static func choiceDropDown(_ names: [String], selected: Int?, chosen: @escaping (String) -> Void) -> GPointer {
        var pointers: [UnsafePointer<CChar>?] = names.map { UnsafePointer(strdup($0)) } + [nil]
        let list = gtk_string_list_new(&pointers)
        for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) }
        let dropDown = GPointer(gtk_drop_down_new(list, nil)!)
        if let selected { gtk_drop_down_set_selected(dropDown.opaque, UInt32(selected)) }
        var isReady = false
        dropDown.onPointer("notify::selected") { [dropDown] _ in
            guard isReady else { return }
            let index = Int(gtk_drop_down_get_selected(dropDown.opaque))
            if names.indices.contains(index) { chosen(names[index]) }
        }
        isReady = true
        return dropDown
    }

    private static func entryText(_ entry: GPointer) -> String {
        String(cString: gtk_editable_get_text(entry.opaque))
    }

    private static func showError(_ message: String, in label: GPointer) {
        gtk_label_set_text(label.opaque, message)
        gtk_widget_set_visible(label.widget, 1)
    }

    /// The trace in the words of the `layout` command's text output.
    static func traceLines(_ placed: PlacedView) -> [String] {
        var lines: [String] = ["frame \(placed.frame)"]
        var seen: [ProposedViewSize] = []
        for event in placed.trace {
            switch event {
            case .sizeThatFits(let proposal, let answer, _):
                guard !seen.contains(proposal) else { continue }
                seen.append(proposal)
                lines.append("proposed \(proposal) → \(answer)")
            case .placed(let frame, let proposal):
                lines.append("placed at (\(formatPoints(frame.minX)), \(formatPoints(frame.minY))) with \(proposal)")
            case .note(let note):
                lines.append(note.text)
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
