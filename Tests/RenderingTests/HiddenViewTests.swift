import LayoutEngine
import Rendering
import SceneSource
import Testing

/// Views that cannot show are skipped when drawing (`InkBounds`): fewer views visited, the
/// same pixels. Each scene is drawn both ways and compared pixel for pixel.
@Suite("Skipping hidden views")
struct HiddenViewTests {
    let measurer = PangoTextMeasurer()

    /// The picture's bytes and the number of views visited, with or without skipping.
    private func draw(_ source: String, proposal: ProposedViewSize, skipping: Bool) throws -> (bytes: [UInt8], visited: Int, views: Int) {
        let loaded = SceneLoader.load(source: source, fileName: "test.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let result = try LayoutTree(root: root, textMeasurer: measurer).layout(proposal: proposal)
        let renderer = SceneRenderer(textMeasurer: measurer)
        var options = RenderOptions(scale: 2)
        options.skipsHiddenViews = skipping
        let image = RasterImage(SceneCanvas(result: result, renderer: renderer), options: options)
        return (Self.pixels(image), renderer.visitedViewCount, result.views.count)
    }

    /// The picture drawn with skipping, after checking that drawing everything gives the same.
    private func sameBothWays(_ source: String, proposal: ProposedViewSize) throws -> [UInt8] {
        let skipped = try draw(source, proposal: proposal, skipping: true)
        let all = try draw(source, proposal: proposal, skipping: false)
        #expect(Self.difference(skipped.bytes, all.bytes) == nil, "\(proposal)")
        return skipped.bytes
    }

    /// Where two pictures first differ (a byte offset), or nil when they are the same.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        guard a.count == b.count else { return -1 }
        return a.indices.first { a[$0] != b[$0] }
    }

    /// Every pixel's red, green, blue and alpha, row by row.
    static func pixels(_ image: RasterImage) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let pixel = image.pixel(x: x, y: y)
                bytes += [UInt8(pixel.red), UInt8(pixel.green), UInt8(pixel.blue), UInt8(pixel.alpha)]
            }
        }
        return bytes
    }

    @Test("A scroll view's rows below its frame are not visited, and the picture is the same")
    func scrollRows() throws {
        let source = """
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<40) { row in
                        HStack {
                            Image(systemName: "star.fill").foregroundStyle(.orange)
                            Text("Row \\(row) with a longer title").font(.title).italic()
                            Spacer()
                        }
                        .padding(8)
                        .background(Color.blue.opacity(0.2))
                    }
                }
            }
            """
        let skipped = try draw(source, proposal: ProposedViewSize(width: 300, height: 300), skipping: true)
        let all = try draw(source, proposal: ProposedViewSize(width: 300, height: 300), skipping: false)
        #expect(all.visited == all.views)
        // About 5 of the 40 rows show in 300 points: most rows are skipped.
        #expect(skipped.visited < skipped.views / 3, "\(skipped.visited) of \(skipped.views)")
        #expect(Self.difference(skipped.bytes, all.bytes) == nil)
    }

    @Test("A view outside the picture whose shadow falls inside it is drawn")
    func shadowFromOutside() throws {
        // The stack is 100 x 700 centred in 300 x 300: y -200...500 in the picture. The orange
        // view (-200...-100) is above the picture, its shadow 220 lower (20...120) inside it.
        let source = """
            VStack(spacing: 0) {
                Color.orange.frame(width: 100, height: 100).shadow(color: .black, radius: 4, x: 0, y: 220)
                Color.clear.frame(width: 100, height: 600)
            }
            """
        let bytes = try sameBothWays(source, proposal: ProposedViewSize(width: 300, height: 300))
        #expect(bytes.contains { $0 != bytes[0] }, "the shadow shows")
    }

    @Test("A stroke reaching into the picture from a frame outside it is drawn")
    func strokeFromOutside() throws {
        // 100 x 510 centred in 300 x 300: the square's frame is -105...-5, wholly above the
        // picture; its 20-point stroke, centred on the edge, reaches 5 points into it.
        let source = """
            VStack(spacing: 0) {
                Rectangle().stroke(Color.red, lineWidth: 20).frame(width: 100, height: 100)
                Color.clear.frame(width: 100, height: 410)
            }
            """
        let bytes = try sameBothWays(source, proposal: ProposedViewSize(width: 300, height: 300))
        #expect(bytes.contains { $0 != bytes[0] }, "the stroke shows")
    }

    @Test("Clipping views, blurs, strokes and offsets near the edges draw the same")
    func edges() throws {
        let source = """
            VStack(spacing: 20) {
                ScrollView {
                    VStack {
                        ForEach(0..<12) { row in
                            Text("Clipped \\(row)").font(.largeTitle).blur(radius: 3)
                        }
                    }
                }
                .frame(height: 120)
                Circle().stroke(Color.red, lineWidth: 12).frame(width: 60, height: 60).offset(x: 150)
                RoundedRectangle(cornerRadius: 12).fill(Color.green).frame(width: 80, height: 300)
                    .clipShape(Circle()).offset(y: 40)
            }
            """
        for proposal in [ProposedViewSize(width: 300, height: 300), ProposedViewSize(width: 200, height: 150)] {
            _ = try sameBothWays(source, proposal: proposal)
        }
    }
}
