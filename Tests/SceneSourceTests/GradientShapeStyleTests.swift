import LayoutEngine
import SceneSource
import Testing

/// `Gradient` is a `ShapeStyle` (iOS 16): `.background(Gradient(colors: [...]))` and
/// `.fill(Gradient(...))` draw a linear gradient from top to bottom (issue 41, set 6's
/// "Gradient is not a view").
@Suite("A Gradient as a shape style")
struct GradientShapeStyleTests {
    @Test("A Gradient filling a shape or behind a view is a top-to-bottom linear gradient of its colours")
    func gradientAsStyle() throws {
        let loaded = load("""
            import SwiftUI
            #Preview {
                VStack {
                    Text("Hello").padding().background(Gradient(colors: [.blue, .purple]))
                    Rectangle().fill(Gradient(colors: [.red, .orange])).frame(height: 40)
                }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(messages(laidOut(loaded)).isEmpty, "\(laidOut(loaded))")
        var gradients: [GradientStyle] = []
        func collect(_ node: ViewNode) {
            if case .color(let color) = node.content, case .gradient(let gradient) = color.value { gradients.append(gradient) }
            (node.environmentDependentChildren?(EnvironmentValues()) ?? node.children).forEach(collect)
        }
        collect(root)
        // The background's; the rectangle's fill is checked by the absence of an error above
        // (it was "Gradient is not a shape style").
        let background = try #require(gradients.first, "no gradient drawn")
        #expect(background.kind == .linear(start: .top, end: .bottom))
        #expect(background.stops.count == 2 && background.stops.first?.location == 0 && background.stops.last?.location == 1)
    }
}
