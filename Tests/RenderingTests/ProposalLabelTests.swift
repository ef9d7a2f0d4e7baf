import Foundation
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// The "Show Proposals" overlay as a room reads it (issue 32): no label over another, over the
/// scene's text or out of the picture; numbers rounded to one decimal.
@Suite("Proposal labels")
struct ProposalLabelTests {
    let measurer = PangoTextMeasurer()

    private func layout(_ source: String, proposal: ProposedViewSize, fileName: String = "test.swift") throws -> LayoutResult {
        let loaded = SceneLoader.load(source: source, fileName: fileName)
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        return try LayoutTree(root: root, textMeasurer: measurer).layout(proposal: proposal)
    }

    static var countryRows: String {
        get throws {
            let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("data/country-rows.swift")
            return try String(contentsOf: data, encoding: .utf8)
        }
    }

    /// A grid of many small texts: 24 rows of 7 numbers, tighter than any label.
    static let grid = """
        VStack(spacing: 2) {
            ForEach(0..<24) { row in
                HStack(spacing: 3) {
                    ForEach(0..<7) { column in
                        Text("\\(row * 7 + column)").font(.caption2)
                            .frame(maxWidth: .infinity)
                    }
                }
            }
        }
        """

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Every label inside `bounds`, none over another or over a text's frame; every labelled
    /// view either labelled or counted as left out.
    private func expectReadable(_ labels: ProposalLabels, _ result: LayoutResult, bounds: Rect, _ name: String) {
        let rects = labels.labels.map(\.rect) + (labels.note.map { [$0.rect] } ?? [])
        let texts = result.views.filter(\.isText).map(\.frame)
        for (index, rect) in rects.enumerated() {
            #expect(rect.minX >= bounds.minX && rect.minY >= bounds.minY && rect.maxX <= bounds.maxX && rect.maxY <= bounds.maxY,
                    "\(name): label \(index) at \(rect) is outside \(bounds)")
            for other in rects[(index + 1)...] where Self.overlaps(rect, other) {
                Issue.record("\(name): labels at \(rect) and \(other) overlap")
            }
            for text in texts where Self.overlaps(rect, text) {
                Issue.record("\(name): the label at \(rect) covers the text at \(text)")
            }
        }
        let labelled = ProposalLabels.labelledViews(in: result, within: bounds)
        #expect(labels.labels.count + labels.omitted == labelled.count, "\(name)")
    }

    @Test("On the country rows, at the command line's scale and at the window's fit zoom, no label covers another or a text")
    func countryRows() throws {
        let result = try layout(Self.countryRows, proposal: ProposedViewSize(width: 393, height: 400), fileName: "country-rows.swift")
        let renderer = SceneRenderer(textMeasurer: measurer)
        for (scale, scheme) in [(2.0, EnvironmentValues.ColorScheme.light), (1, .dark), (0.55, .light)] {
            let labels = renderer.proposalLabels(result, options: RenderOptions(scale: scale, colorScheme: scheme, overlays: [.proposals]))
            expectReadable(labels, result, bounds: result.containerFrame, "scale \(scale)")
            // At the window's fit zoom the labels are 20 points high for 11 pixels: few fit, the
            // rest are counted in the note.
            #expect(labels.labels.count >= (scale < 1 ? 2 : 8), "scale \(scale): \(labels.labels.count) labels")
            #expect((labels.omitted > 0) == (labels.note != nil), "scale \(scale)")
        }
        // At 2x most labels find room, and each says what its view was proposed and chose.
        let labels = renderer.proposalLabels(result, options: RenderOptions(scale: 2, overlays: [.proposals]))
        #expect(labels.labels.count >= 12, "\(labels.labels.count) labels, \(labels.omitted) left out")
        #expect(labels.labels.contains { $0.text == "176.5×nil → 87.9×22" }, "\(labels.labels.map(\.text))")
    }

    @Test("At the window's fit zoom, the focused view (its selection) and its subtree are labelled first")
    func focus() throws {
        let result = try layout(Self.countryRows, proposal: ProposedViewSize(width: 393, height: 852), fileName: "country-rows.swift")
        let renderer = SceneRenderer(textMeasurer: measurer)
        let row = try #require(result.views.filter { $0.typeName == "Row" }.dropFirst().first?.index)
        var options = RenderOptions(scale: 0.55, overlays: [.proposals])
        options.labelFocus = [row]
        let labels = renderer.proposalLabels(result, options: options)
        #expect(labels.labels.first?.viewIndex == row, "\(labels.labels.map(\.viewIndex))")
        expectReadable(labels, result, bounds: result.containerFrame, "focused")
    }

    @Test("A dense grid of small texts: labels never overlap, the rest are counted as left out")
    func denseGrid() throws {
        let result = try layout(Self.grid, proposal: ProposedViewSize(width: 320, height: 480))
        let renderer = SceneRenderer(textMeasurer: measurer)
        for scale in [2.0, 1, 0.6] {
            let labels = renderer.proposalLabels(result, options: RenderOptions(scale: scale, overlays: [.proposals]))
            expectReadable(labels, result, bounds: result.containerFrame, "grid at \(scale)")
            #expect(labels.omitted > 0 && labels.note != nil, "grid at \(scale): \(labels.omitted) left out")
        }
    }

    @Test("The drawn overlay leaves every text's pixels as they were: no label, plate or leader over them")
    func textPixelsUntouched() throws {
        for (source, proposal) in [(try Self.countryRows, ProposedViewSize(width: 393, height: 400)),
                                   (Self.grid, ProposedViewSize(width: 320, height: 480))] {
            let result = try layout(source, proposal: proposal)
            let renderer = SceneRenderer(textMeasurer: measurer)
            let canvas = SceneCanvas(result: result, renderer: renderer)
            let scale = 2.0
            let plain = RasterImage(canvas, options: RenderOptions(scale: scale))
            let overlaid = RasterImage(canvas, options: RenderOptions(scale: scale, overlays: [.proposals]))
            func pixel(_ value: Double, _ origin: Double) -> Double { (value + origin) * scale }
            // The dashed proposals, drawn along each view's proposed rectangle, may cross a
            // text: their pixels (within two of the line) are not counted.
            let dashed: [Rect] = result.views.compactMap { view in
                let proposed = Size(width: view.proposal.width ?? view.frame.width, height: view.proposal.height ?? view.frame.height)
                guard proposed != view.frame.size, proposed.width.isFinite, proposed.height.isFinite else { return nil }
                return Rect(x: pixel(view.frame.minX, canvas.rootOrigin.x), y: pixel(view.frame.minY, canvas.rootOrigin.y),
                            width: proposed.width * scale, height: proposed.height * scale)
            }
            func onDashedLine(_ x: Int, _ y: Int) -> Bool {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                return dashed.contains { rect in
                    let withinX = px > rect.minX - 2 && px < rect.maxX + 2, withinY = py > rect.minY - 2 && py < rect.maxY + 2
                    return (withinY && (abs(px - rect.minX) < 2 || abs(px - rect.maxX) < 2))
                        || (withinX && (abs(py - rect.minY) < 2 || abs(py - rect.maxY) < 2))
                }
            }
            var changed = 0
            for view in result.views where view.isText {
                // Inside the frame, three pixels in from its edges.
                let frame = view.frame
                let x0 = Int(pixel(frame.minX, canvas.rootOrigin.x).rounded(.up)) + 3
                let x1 = Int(pixel(frame.maxX, canvas.rootOrigin.x).rounded(.down)) - 3
                let y0 = Int(pixel(frame.minY, canvas.rootOrigin.y).rounded(.up)) + 3
                let y1 = Int(pixel(frame.maxY, canvas.rootOrigin.y).rounded(.down)) - 3
                guard x0 < x1, y0 < y1 else { continue }
                for y in y0..<min(y1, plain.pixelHeight) {
                    for x in x0..<min(x1, plain.pixelWidth) where !onDashedLine(x, y) && plain.pixel(x: x, y: y) != overlaid.pixel(x: x, y: y) {
                        changed += 1
                    }
                }
            }
            #expect(changed == 0, "\(changed) pixels of text changed by the overlay")
        }
    }

    @Test("A label's numbers are rounded to one decimal for reading: 87.8896 reads 87.9")
    func rounding() throws {
        let result = try layout(Self.countryRows, proposal: ProposedViewSize(width: 393, height: 400), fileName: "country-rows.swift")
        let population = try #require(result.views.first { $0.isText && abs($0.frame.width - 87.8896) < 0.001 })
        #expect(ProposalLabels.text(of: population) == "176.5×nil → 87.9×22")
    }
}
