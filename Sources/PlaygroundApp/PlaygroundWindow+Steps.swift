import CGtk
import LayoutEngine
import PlaygroundModel
import Rendering

/// Step through the layout (F6): the layout of the selected view's subtree (the whole scene
/// when nothing is selected), one event at a time in the order the engine made them
/// (`LayoutResult.steps`): a proposal to a child, drawn dashed with its numbers; the child's
/// answer, solid; a container's decision, in `explain`'s words; a placement. The view the step
/// is about is selected in the canvas, the tree and the source; the step's words show at the
/// bottom of the canvas, larger in presentation mode. Right and Left step, Shift+Right and
/// Shift+Left go to the next or previous view's steps, Home and End to the first and last.
/// A new layout (a drag of the proposal, an edit) keeps the step: the same view's same event
/// (`StepIdentity`), whatever its number is now.
struct StepThrough {
    /// The path of the subtree walked (nil: the whole scene).
    var path: String?
    var steps: [LayoutStep] = []
    var index = 0
    /// The step shown, as found again in a new layout; nil until one is shown.
    var identity: StepIdentity?

    var current: LayoutStep? { steps.indices.contains(index) ? steps[index] : nil }
}

extension PlaygroundWindow {
    /// The step actions, enabled only while stepping so that Right, Left, Home and End keep
    /// their usual meaning in the tree otherwise.
    static let stepActionNames = ["step-next", "step-previous", "step-next-view", "step-previous-view", "step-first", "step-last"]

    func setStepping(_ on: Bool) {
        if on {
            let path = selectedTreeRow().flatMap { row in result.flatMap { result in outline?.placedViews(for: row, in: result).first.map { result.views[$0].path } } }
            stepThrough = StepThrough(path: path)
            dismissToast()
            // The layout shown logged no steps (the window logs them only while stepping): it
            // is laid out again, and its steps are taken when it comes (`show`).
            if session.logsSteps, result != nil { refreshSteps() } else { relayout() }
            gtk_widget_grab_focus(canvas.area.widget)
        } else {
            stepThrough = nil
            canvas.step = nil
            canvas.stepNarration = nil
            canvas.redraw()
            writeStateDump()
        }
        for name in Self.stepActionNames { setActionEnabled(name, on) }
    }

    /// Takes the steps of the layout shown, keeping the step's number (clamped to the new
    /// count): called when stepping starts and when a new layout comes.
    func refreshSteps() {
        guard var stepping = stepThrough, let result else { return }
        stepping.steps = result.steps(under: stepping.path)
        if stepping.path != nil, stepping.steps.isEmpty {
            // The subtree is gone (an edit removed it): the whole scene.
            stepping.path = nil
            stepping.steps = result.steps
        }
        if let found = stepping.identity?.index(in: stepping.steps, result: result) { stepping.index = found }
        stepping.index = min(max(stepping.index, 0), max(stepping.steps.count - 1, 0))
        stepThrough = stepping
        showStep()
    }

    func step(by delta: Int) {
        guard var stepping = stepThrough, !stepping.steps.isEmpty else { return }
        stepping.index = min(max(stepping.index + delta, 0), stepping.steps.count - 1)
        stepThrough = stepping
        showStep()
    }

    /// To the first step of the next (or previous) view: past the current view's steps.
    func stepToView(forward: Bool) {
        guard var stepping = stepThrough, let current = stepping.current else { return }
        var index = stepping.index
        if forward {
            while index + 1 < stepping.steps.count, stepping.steps[index].view == current.view { index += 1 }
        } else {
            // Back to the start of the previous view's run of steps.
            while index > 0, stepping.steps[index].view == current.view { index -= 1 }
            let previous = stepping.steps[index].view
            while index > 0, stepping.steps[index - 1].view == previous { index -= 1 }
        }
        stepping.index = index
        stepThrough = stepping
        showStep()
    }

    func stepToEnd(last: Bool) {
        guard var stepping = stepThrough, !stepping.steps.isEmpty else { return }
        stepping.index = last ? stepping.steps.count - 1 : 0
        stepThrough = stepping
        showStep()
    }

    /// Draws the current step on the canvas, its words under it, and selects its view in the
    /// tree and the source.
    private func showStep() {
        guard var stepping = stepThrough, let result else { return }
        stepping.identity = StepIdentity(of: stepping.index, in: stepping.steps, result: result)
        stepThrough = stepping
        guard let step = stepping.current else {
            canvas.step = nil
            canvas.stepNarration = "No layout steps for this view: select another and press F6 again"
            canvas.redraw()
            return
        }
        canvas.step = step
        canvas.stepNarration = "Step \(stepping.index + 1) of \(stepping.steps.count).  " + result.narration(of: step)
        // The view the step is about, in the tree and the source (not the inspector's subtree
        // choice: the walk keeps its subtree).
        if let outline, let row = outline.row(forPlacedViewAt: step.view, in: result), let index = outline.rows.firstIndex(where: { $0.id == row.id }) {
            selectedRow = index
            tree.select(index: index)
            sourcePane.highlight(row.sourceLocation)
            updateInspector()
        }
        canvas.selectedViews = [step.view]
        canvas.redraw()
        writeStateDump()
    }

    /// The step shown, for the state dump the window tests read.
    var stepDumpField: String {
        guard let stepping = stepThrough else { return "\"step\": null" }
        let narration = stepping.current.flatMap { step in result.map { $0.narration(of: step) } }
        let path = stepping.current.flatMap { step in result.map { $0.views[step.view].path } }
        return "\"step\": {\"number\": \(stepping.index + 1), \"count\": \(stepping.steps.count), "
            + "\"path\": \(path.map(jsonString) ?? "null"), \"narration\": \(narration.map(jsonString) ?? "null"), "
            + "\"subtree\": \(stepping.path.map(jsonString) ?? "null"), \"caption\": \(canvas.stepNarration.map(jsonString) ?? "null")}"
    }

    private func setActionEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(window.opaque, name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
