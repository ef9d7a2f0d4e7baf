import LayoutEngine
import Rendering
import SceneSource
import Testing

/// Custom shapes drawn from their `path(in:)` and `Path` views, probed pixel by pixel where
/// the geometry says the outline is (worked out by hand below, not read from a run).
@Suite("Drawing paths and custom shapes")
struct PathRenderingTests {
    let measurer = PangoTextMeasurer()

    private func render(_ source: String, proposal: ProposedViewSize) throws -> (RasterImage, SceneLoadResult) {
        let loaded = SceneLoader.load(source: source, fileName: "test.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let result = try LayoutTree(root: root, textMeasurer: measurer).layout(proposal: proposal)
        return (RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: RenderOptions(scale: 1)), loaded)
    }

    private func isColor(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int), _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 2) -> Bool {
        abs(pixel.red - red) <= tolerance && abs(pixel.green - green) <= tolerance && abs(pixel.blue - blue) <= tolerance
    }

    @Test("A scene's Shape is drawn from path(in:) in the rectangle it is given, without a warning")
    func triangle() throws {
        // A 100 x 100 triangle filling a 100 x 100 proposal: apex at (50, 0), base along y = 100.
        let (image, loaded) = try render("""
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                    return path
                }
            }
            #Preview { Triangle().fill(.red).frame(width: 100, height: 100) }
            """, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(isColor(image.pixel(x: 50, y: 90), 255, 59, 48))     // inside, near the base
        #expect(isColor(image.pixel(x: 5, y: 10), 255, 255, 255))    // top-left corner: outside
        #expect(isColor(image.pixel(x: 95, y: 10), 255, 255, 255))   // top-right corner: outside
        #expect(isColor(image.pixel(x: 20, y: 80), 255, 59, 48))     // left edge at y 80 is x 10
    }

    @Test("Path { } builds with an inout path; arcs follow SwiftUI's clockwise, which is flipped on screen")
    func arcs() throws {
        // A pie from -90° (top) to 90° (bottom) with clockwise: false runs through the right
        // half on screen, so the right half is filled and the left is not.
        let (image, _) = try render("""
            Path { path in
                path.move(to: CGPoint(x: 50, y: 50))
                path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
                path.closeSubpath()
            }
            .fill(Color.blue)
            .frame(width: 100, height: 100)
            """, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(isColor(image.pixel(x: 75, y: 50), 0, 122, 255))
        #expect(isColor(image.pixel(x: 25, y: 50), 255, 255, 255))
        let (flipped, _) = try render("""
            Path { path in
                path.move(to: CGPoint(x: 50, y: 50))
                path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
                path.closeSubpath()
            }
            .fill(Color.blue)
            .frame(width: 100, height: 100)
            """, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(isColor(flipped.pixel(x: 25, y: 50), 0, 122, 255))
        #expect(isColor(flipped.pixel(x: 75, y: 50), 255, 255, 255))
    }

    @Test("Rectangles, rounded rectangles, ellipses, curves and strokes draw where their elements are")
    func elements() throws {
        let (image, _) = try render("""
            Path { path in
                path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                path.addEllipse(in: CGRect(x: 40, y: 0, width: 20, height: 20))
                path.addRoundedRect(in: CGRect(x: 80, y: 0, width: 20, height: 20), cornerSize: CGSize(width: 10, height: 10))
                path.move(to: CGPoint(x: 0, y: 60))
                path.addQuadCurve(to: CGPoint(x: 100, y: 60), control: CGPoint(x: 50, y: 100))
                path.closeSubpath()
            }
            .fill(Color.green)
            .frame(width: 100, height: 100)
            """, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(isColor(image.pixel(x: 1, y: 1), 52, 199, 89))        // the rectangle's corner
        #expect(isColor(image.pixel(x: 41, y: 1), 255, 255, 255))     // the ellipse's bounding corner: outside
        #expect(isColor(image.pixel(x: 50, y: 10), 52, 199, 89))      // the ellipse's centre
        #expect(isColor(image.pixel(x: 81, y: 1), 255, 255, 255))     // a rounded corner: outside
        // The quadratic curve's lowest point is halfway to the control point: y = 80.
        #expect(isColor(image.pixel(x: 50, y: 75), 52, 199, 89))
        #expect(isColor(image.pixel(x: 50, y: 85), 255, 255, 255))
    }

    @Test("A path(in:) that fails is reported at its line and draws nothing; the rest of the scene draws")
    func failingPath() throws {
        let (image, loaded) = try render("""
            struct Broken: Shape {
                func path(in rect: CGRect) -> Path {
                    let points: [CGPoint] = []
                    var path = Path()
                    path.move(to: points[0])
                    return path
                }
            }
            #Preview {
                HStack(spacing: 0) {
                    Broken().frame(width: 50, height: 50)
                    Color.red.frame(width: 50, height: 50)
                }
            }
            """, proposal: ProposedViewSize(width: 100, height: 50))
        // Drawing runs path(in:): its error joins the session's diagnostics.
        #expect(loaded.session.diagnostics.map(\.description).contains { $0.hasPrefix("test.swift:5:23: error: index 0 is out of range") }, "\(loaded.session.diagnostics)")
        #expect(isColor(image.pixel(x: 25, y: 25), 255, 255, 255))
        #expect(isColor(image.pixel(x: 75, y: 25), 255, 59, 48))
    }
}
