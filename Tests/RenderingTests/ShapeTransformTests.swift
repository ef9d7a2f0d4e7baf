import LayoutEngine
import Rendering
import SceneSource
import Testing

/// A shape's own `inset(by:)`, `scale`, `rotation` and `offset` move its outline within its
/// frame (layout unchanged), for a fill and for `.clipShape`.
@Suite("Shapes scaled, turned, moved and inset")
struct ShapeTransformTests {
    let measurer = PangoTextMeasurer()

    private func render(_ source: String) throws -> (RasterImage, LayoutResult) {
        let loaded = SceneLoader.load(source: source, fileName: "shape.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let tree = try LayoutTree(root: root, environment: EnvironmentValues(), textMeasurer: measurer, imageMeasurer: AssetImageMeasurer(searchPaths: []))
        let result = tree.layout(proposal: ProposedViewSize(width: 100, height: 100))
        return (RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: RenderOptions(scale: 1)), result)
    }

    private func isRed(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int)) -> Bool { pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 }

    @Test("clipShape(Circle().scale(0.5)): a circle of half the diameter about the centre; the frame stays 100")
    func clipScaled() throws {
        let (image, result) = try render("Color.red.frame(width: 100, height: 100).clipShape(Circle().scale(0.5))")
        #expect(result.size == Size(width: 100, height: 100))
        #expect(isRed(image.pixel(x: 50, y: 50)) && isRed(image.pixel(x: 50, y: 27)))
        // Inside the whole circle but outside the half one.
        #expect(!isRed(image.pixel(x: 50, y: 15)) && !isRed(image.pixel(x: 15, y: 50)))
    }

    @Test("Rectangle().rotation(.degrees(45)) reaches past its frame's sides along the axes; offset and inset move and shrink it")
    func rotatedOffsetInset() throws {
        let (turned, _) = try render("Rectangle().rotation(.degrees(45)).fill(Color.red).frame(width: 60, height: 60)")
        // The 60-point square turned 45°: its corners reach 42 points from the centre along the axes.
        #expect(isRed(turned.pixel(x: 50, y: 50 - 38)) && isRed(turned.pixel(x: 50 - 38, y: 50)))
        #expect(!isRed(turned.pixel(x: 50 - 28, y: 50 - 28)))
        let (moved, _) = try render("Rectangle().offset(x: 20, y: 0).fill(Color.red).frame(width: 40, height: 40)")
        #expect(!isRed(moved.pixel(x: 32, y: 50)) && isRed(moved.pixel(x: 85, y: 50)))
        let (inset, _) = try render("Circle().inset(by: 20).fill(Color.red).frame(width: 100, height: 100)")
        #expect(isRed(inset.pixel(x: 50, y: 50)) && !isRed(inset.pixel(x: 50, y: 10)))
    }
}
