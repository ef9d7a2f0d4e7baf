import LayoutEngine
import SceneSource
import Testing

/// `containerRelativeFrame` (iOS 17): sized from the nearest container, a scroll view's visible
/// region or the window.
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    @Test("The window's width, a third of a scroll view less its spacings, and what the scene's closure makes of it")
    func containerLengths() throws {
        let loaded = load("""
            #Preview {
                VStack(spacing: 0) {
                    Color.red.containerRelativeFrame(.horizontal).frame(height: 10)
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<5) { _ in
                                Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10).frame(height: 20)
                            }
                        }
                    }
                    .frame(width: 320, height: 40)
                    Color.green.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8).frame(height: 10)
                    Color.green.containerRelativeFrame(.horizontal) { length, axis in length * 0.5 }.frame(height: 10)
                }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let colors = try layout(root, ProposedViewSize(width: 393, height: 852)).views.filter { $0.view.typeName == "Color" }.map(\.frame.width)
        // 393; (320 - 2 * 10) / 3 = 100 for each card; (393 - 3 * 8) / 4 * 3 + 2 * 8 = 292.75; 393 / 2.
        #expect(colors == [393, 100, 100, 100, 100, 100, 292.75, 196.5], "\(colors)")
    }
}
