import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// The document shown: re-reading it into the tree and the source, laying it out off the main
/// thread and showing the result on the canvas, the variants and the inspector, the title.
extension PlaygroundWindow {
    // MARK: Document and layout

    func documentChanged(_ change: PlaygroundDocument.Change = .source) {
        // A drag of a proposal handle changes only the proposal: lay out again, nothing else.
        if change == .proposal { return relayout() }
        // Typed text waiting for its background read: the canvas keeps the last scene.
        if change == .text { return updateTitle() }
        // A layout reported what loading could not see (an error in a `Layout` method): the
        // list and the gutter show it; the layout shown is current.
        if change == .diagnostics { return sourcePane.show(diagnostics: document.diagnostics) }
        updatePreviewList()
        if let scene = document.scene {
            outline = treeShowsShownRoot
                ? SceneOutline(scene: scene, preview: document.selectedPreview, declaredTypes: document.evaluation?.declaredTypeNames, view: treeRootView)
                : nil
        }
        // A selection past the rows (its view deleted) is no selection.
        if let row = selectedRow, !(outline?.rows.indices.contains(row) ?? false) { selectedRow = nil }
        tree.reload(outline?.rows ?? [], selected: selectedRow)
        sourcePane.show(document.sourceText)
        // The mark follows the text: on the selected row's code as it is now (a deleted view's
        // mark went with its text, leaving the rest of its line marked), where it is shown.
        sourcePane.highlight(selectionFromSource ? nil : selectedTreeRow()?.sourceLocation, scroll: false)
        sourcePane.show(diagnostics: document.diagnostics)
        canvas.isStale = document.diagnostics.contains { $0.severity == .error }
        updateTitle()
        updateNavigator()
        relayout()
    }

    /// Lists the document's previews in the header bar (hidden for one or none, and in an app,
    /// whose navigator lists them).
    func updatePreviewList() {
        // Replacing the list resets the drop-down's choice, which would choose the first preview.
        guard project == nil else { return gtk_widget_set_visible(previewDropDown.widget, 0) }
        let names = document.previews.map(\.name)
        if names != previewNames {
            previewNames = names
            Gtk.replaceStrings(in: previewDropDown, with: names)
        }
        gtk_widget_set_visible(previewDropDown.widget, names.count > 1 ? 1 : 0)
        if names.indices.contains(document.selectedPreview), gtk_drop_down_get_selected(previewDropDown.opaque) != UInt32(document.selectedPreview) {
            gtk_drop_down_set_selected(previewDropDown.opaque, UInt32(document.selectedPreview))
        }
    }

    func relayout() {
        canvas.proposal = session.proposal
        canvas.presentationCaption = session.screenCaption
        showScreen()
        // Laid out off the main thread: the canvas keeps the last result until this one comes.
        let current = session
        // The pass's events in order only while stepping through them (a drag lays out at
        // every motion event).
        current.logsSteps = stepThrough != nil
        current.layoutInBackground(deliver: { finish in Gtk.after(milliseconds: 0, finish) }) { [weak self] laidOut in
            // A layout of a document that was replaced meanwhile is not shown.
            guard let self, self.session === current else { return }
            self.show(laidOut)
        }
    }

    /// Shows a finished layout: the canvas, the variants, the inspector, and the dump tests read.
    func show(_ laidOut: LayoutResult?) {
        result = laidOut
        canvas.result = result
        updateDeviceChrome()
        screenshotLayoutChanged()
        if let outline, let laidOut { tree.markInactive(outline.inactiveBranchRows(in: laidOut)) }
        showVariants()
        if gtk_drop_down_get_selected(dynamicTypeDropDown.opaque) != UInt32(session.dynamicTypeSize.rawValue) {
            gtk_drop_down_set_selected(dynamicTypeDropDown.opaque, UInt32(session.dynamicTypeSize.rawValue))
        }
        canvas.renderOptions.colorScheme = session.colorScheme
        updateInspector()
        refreshSteps()
        writeStateDump()
    }

    /// Lays the variants out (on this thread: a few passes of a tree already built) and shows them.
    func showVariants() {
        let variants = Variant.variants(variantSet, environment: session.environment, screen: document.screen)
        variantsView.colorScheme = session.colorScheme
        variantsView.show(variants.map { ($0, session.layout($0)) })
    }

    func updateTitle() {
        let name = document.displayName + (document.isReadOnly ? " (read-only)" : "") + (document.isModified ? " •" : "")
        gtk_window_set_title(window.cast(), "\(name) — Layout Playground")
        adw_window_title_set_title(windowTitle.opaque, name)
        adw_window_title_set_subtitle(windowTitle.opaque, document.filePath.map { ($0 as NSString).deletingLastPathComponent } ?? "Layout Playground")
    }
}
