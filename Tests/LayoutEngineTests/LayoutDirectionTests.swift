import LayoutEngine
import Testing

@Suite("Layout direction")
struct LayoutDirectionTests {
    private func row() -> ViewNode {
        .hStack(spacing: 0, [.color().frame(width: 10, height: 10), .color().frame(width: 30, height: 10)])
            .padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
    }

    @Test("Right-to-left mirrors every horizontal placement")
    func rightToLeftMirrors() throws {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let ltr = try layout(row(), 100, 10)
        let rtl = try layout(row(), 100, 10, environment: environment)
        #expect(ltr.size == rtl.size)
        #expect(frame(ltr, "0.0.0").minX == 5)
        // Leading padding is now on the right: the first square sits at the right edge minus 5.
        #expect(frame(rtl, "0.0.0").maxX == rtl.size.width - 5)
        #expect(frame(rtl, "0.0.1").minX == 0)
    }

    @Test("An environment modifier mirrors only its subtree")
    func environmentScopedMirroring() throws {
        let node = ViewNode.hStack(spacing: 0, [
            .color().frame(width: 20, height: 10),
            row().environment { $0.layoutDirection = .rightToLeft },
        ])
        let result = try layout(node, 200, 10)
        #expect(frame(result, "0.0").minX == 0)
        let subtree = frame(result, "0.1")
        #expect(frame(result, "0.1.0.0.0").maxX == subtree.maxX - 5)
    }
}
