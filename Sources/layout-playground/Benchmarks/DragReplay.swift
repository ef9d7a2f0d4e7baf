import CPangoCairo
import LayoutEngine
import PlaygroundModel
import Rendering

/// Replays a drag of the width handle over a scene of about 500 views, as the window handles
/// it: each motion event sets the proposal, lays the scene out again (Pango text, traced, as
/// the window does) and redraws the canvas (the renderer into an 800x700 Cairo image surface).
struct DragReplay {
    /// A scene of `rows` rows, each an HStack of an image, two texts in a VStack and a spacer
    /// with their modifiers: 8 views per row and the containers, so 62 rows are about 500 views.
    static func source(rows: Int = 62) -> String {
        var lines = ["ScrollView {", "    VStack(alignment: .leading, spacing: 8) {"]
        for row in 0..<rows {
            lines += [
                "        HStack {",
                "            Image(systemName: \"star.fill\")",
                "                .foregroundStyle(.orange)",
                "            VStack(alignment: .leading) {",
                "                Text(\"Item \(row)\").font(.headline)",
                "                Text(\"A longer description that wraps when the row gets narrow \(row)\")",
                "            }",
                "            Spacer()",
                "        }",
                "        .padding(8)",
            ]
        }
        lines += ["    }", "}"]
        return lines.joined(separator: "\n")
    }

    struct Measurement {
        var views: Int
        /// Milliseconds per motion event: layout plus redraw, layout alone, redraw alone.
        var steps: [Double]
        var layouts: [Double]
        var redraws: [Double]
    }

    /// Milliseconds per motion event for `steps` events narrowing the proposal by 2 points each.
    static func run(steps: Int) -> Measurement? {
        let document = PlaygroundDocument(source: source(), filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: PangoTextMeasurer(), imageMeasurer: { AssetImageMeasurer(sceneFile: $0 ?? "./Untitled.swift") })
        let renderer = SceneRenderer(textMeasurer: session.textMeasurer as! PangoTextMeasurer)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 800, 700)!
        defer { cairo_surface_destroy(surface) }
        guard let first = session.layout() else { return nil }
        var times: [Double] = [], layouts: [Double] = [], redraws: [Double] = []
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
        }
        for step in 0..<steps {
            var result: LayoutResult?
            let layoutTime = clock.measure {
                session.proposal = ProposalState(width: 393 - Double(step % 100) * 2, height: 852)
                result = session.layout()
            }
            guard let result else { continue }
            let drawTime = clock.measure {
                var geometry = CanvasGeometry(viewportSize: Size(width: 800, height: 700), proposal: session.proposal, rootSize: result.size)
                geometry.show(result)
                geometry.fit()
                let cairo = cairo_create(surface)!
                cairo_set_source_rgb(cairo, 0.92, 0.92, 0.93)
                cairo_paint(cairo)
                let origin = geometry.rootOrigin
                cairo_translate(cairo, origin.x, origin.y)
                cairo_scale(cairo, geometry.zoom, geometry.zoom)
                renderer.draw(result, on: cairo, at: .zero, options: RenderOptions(scale: geometry.zoom))
                cairo_destroy(cairo)
            }
            layouts.append(milliseconds(layoutTime))
            redraws.append(milliseconds(drawTime))
            times.append(milliseconds(layoutTime) + milliseconds(drawTime))
        }
        return Measurement(views: first.views.count, steps: times, layouts: layouts, redraws: redraws)
    }
}
