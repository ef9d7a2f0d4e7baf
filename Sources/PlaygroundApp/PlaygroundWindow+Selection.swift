import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// The selected row, kept in step across the tree, the canvas, the inspector and the source;
/// and the gestures that edit (a drop in the tree, an anchor drag), through `WindowEdits`.
extension PlaygroundWindow {
    // MARK: Selection and gestures

    /// Selects a row of the tree: in the tree (unless the tree chose it), on the canvas, in
    /// the inspector, and its code in the source (unless the cursor there chose it).
    func select(row: Int?, fromTree: Bool, fromSource: Bool = false) {
        selectedRow = row
        if !fromTree { tree.select(index: row) }
        // The cursor's own line shows a view the source chose: no other line stays marked.
        selectionFromSource = fromSource
        sourcePane.highlight(fromSource ? nil : selectedTreeRow()?.sourceLocation)
        updateInspector()
        revealFoldedInspector()
    }

    /// The cursor moved in the source: the view or modifier whose code it is in is selected
    /// (`SceneOutline.row(atLine:column:file:)`).
    func sourceCursorMoved(line: Int, column: Int) {
        let file = (document.filePath as NSString?)?.lastPathComponent
        guard let index = outline?.row(atLine: line, column: column, file: file), index != selectedRow else { return }
        select(row: index, fromTree: false, fromSource: true)
    }

    func updateInspector() {
        inspector.environmentLine = "\(document.screen.preset ?? "Custom size")\n\(session.sizeClassDescription)\nText in \(measurer.families.summary)"
        guard let outline, let selectedRow, outline.rows.indices.contains(selectedRow) else {
            canvas.selectedViews = []
            inspector.show(row: nil, arguments: [], placed: nil)
            canvas.redraw()
            return
        }
        let row = outline.rows[selectedRow]
        let placedIndices = result.map { outline.placedViews(for: row, in: $0) } ?? []
        canvas.selectedViews = Set(placedIndices)
        let placed = placedIndices.first.flatMap { index in result?.views[index] }
        let standInSize = row.iconName == RowIcon.standIn ? document.standInSize(of: row.callName) : nil
        inspector.show(row: row, arguments: document.scene?.arguments(of: row) ?? [], placed: placed, standInSize: standInSize)
        canvas.redraw()
    }

    func selectedTreeRow() -> TreeRow? {
        guard let outline, let selectedRow, outline.rows.indices.contains(selectedRow) else { return nil }
        return outline.rows[selectedRow]
    }

    /// A row dropped on another in the tree: into a container (its builder's end), or before
    /// or after a view among its siblings. Modifiers move with their view.
    func moveRow(_ dragged: Int, onto target: Int, _ position: WindowEdits.DropPosition) {
        guard let outline, let scene = document.scene, outline.rows.indices.contains(dragged), outline.rows.indices.contains(target),
              let edit = WindowEdits.dropping(outline.rows[dragged], on: outline.rows[target], position, in: scene) else { return }
        do {
            try document.apply(edit)
        } catch {
            showToast("\(error)")
        }
    }

    func moveAnchor(viewIndex: Int, to location: Point) {
        guard let outline, let result, let row = outline.row(forPlacedViewAt: viewIndex, in: result),
              let scene = document.scene else { return }
        // A computed location would be lost to a constant: ask first (once per expression).
        if case .replacesExpression(let expression) = scene.writing(ofArgument: "location", of: row.id), expression != approvedAnchorExpression {
            let asking = gtk_widget_get_visible(banner.widget) != 0 && bannerText?.hasPrefix("The anchor's location is computed") == true
            if !asking {
                showBanner("The anchor's location is computed (\(expression)); dragging it writes a fixed point in its place.", actions: [
                    ("Write a Fixed Point", { [weak self] in self?.approvedAnchorExpression = expression }),
                    ("Keep the Expression", {}),
                ])
            }
            return
        }
        if (try? document.apply(WindowEdits.movingAnchor(of: row, to: location))) != nil {
            anchorDragEdits += 1
        }
    }

    func finishAnchorDrag() {
        // One undo step per drag.
        document.mergeLastSourceSteps(anchorDragEdits)
        anchorDragEdits = 0
    }
}
