import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

extension WebPageExport {
    /// The anchor of an `AnchoredPosition`-style scene, draggable on the page: the scene read
    /// again with its anchor at each point of a grid over the anchored view (every
    /// `anchorStep` points), laid out at the page's first width by `layout`. Nil when the scene
    /// has no anchor, or its anchor is computed (a point written in its place would say
    /// something else).
    func anchorGrid(result: LayoutResult, width: Int, budget: ExportReadingBudget, layout: (EvaluationSession) throws -> LayoutResult?) -> WebPage.AnchorGrid? {
        guard let file = files.first, let anchor = CanvasGeometry.anchorPoints(in: result).first else { return nil }
        let session = EvaluationSession(files: [file], readsSourceModel: true)
        guard let scene = session.scene else { return nil }
        let outline = SceneOutline(scene: scene, preview: preview, declaredTypes: nil)
        guard let row = outline.row(forPlacedViewAt: anchor.viewIndex, in: result) else { return nil }
        if case .replacesExpression = scene.writing(ofArgument: "location", of: row.id) { return nil }
        let frame = result.views[anchor.viewIndex].frame
        let step = anchorStep
        // At most 2,000 points (a frame of 1e308 points is not a grid: no Int conversion of it).
        let across = (frame.width / step).rounded(.down) + 1, down = (frame.height / step).rounded(.down) + 1
        guard across.isFinite, down.isFinite, across * down <= 2_000 else { return nil }
        let columns = max(Int(across), 1), rows = max(Int(down), 1)
        var layouts: [LayoutResult?] = []
        for gridRow in 0..<rows {
            for column in 0..<columns {
                let local = Point(x: Double(column) * step, y: Double(gridRow) * step)
                var edited = scene
                guard (try? edited.apply(WindowEdits.movingAnchor(of: row, to: local))) != nil else {
                    layouts.append(nil)
                    continue
                }
                guard budget.mayRead() else { return nil }
                budget.timing {
                    let loaded = EvaluationSession(files: [(file.name, ScenePrinter.print(edited))], callDepth: EvaluationSession.largeStackCallDepth,
                                                   readsSourceModel: false, strict: strict)
                    layouts.append((try? layout(loaded)) ?? nil)
                }
            }
        }
        return WebPage.AnchorGrid(width: width, step: step, origin: frame.origin, columns: columns, rows: rows, initial: anchor.point, layouts: layouts)
    }
}
