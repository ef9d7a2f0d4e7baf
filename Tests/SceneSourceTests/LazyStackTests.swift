import LayoutEngine
import SceneSource
import Testing

/// Lazy stacks take the size they are proposed across their axis, where a plain stack is as
/// wide (or tall) as its widest view: WWDC20 "Stacks, Grids, and Outlines in SwiftUI" (a
/// LazyVStack in a scroll view fills its width; its views line up on its alignment in it), and
/// skip-ui's iOS comparison (issue 315, pull 316: a LazyHStack in a horizontal scroll view fills
/// the height, not the width). Text is measured by the test measurer (8.5 points a character).
@Suite("Lazy stacks")
struct LazyStackTests {
    private func frame(_ result: LayoutResult, _ type: String) throws -> Rect {
        try #require(result.views.first { $0.view.typeName == type }).frame
    }

    @Test("A LazyVStack in a scroll view is the scroll view's width and lines its views up in it; a VStack is its text's width")
    func lazyVStackFillsItsWidth() throws {
        let (lazy, diagnostics) = try laidOut("""
            struct Rows: View {
                var body: some View {
                    ScrollView { LazyVStack(alignment: .leading, spacing: 0) { Text("Row 1"); Text("Row 22") } }
                }
            }
            #Preview { Rows() }
            """)
        #expect(messages(diagnostics, .warning).isEmpty, "\(diagnostics)")
        #expect(try frame(lazy, "LazyVStack") == Rect(x: 0, y: 0, width: 393, height: 40.8))
        #expect(try frame(lazy, "Text").minX == 0)
        #expect(try frame(lazy, "ScrollView").width == 393)

        let (centred, _) = try laidOut("""
            struct Rows: View {
                var body: some View { ScrollView { LazyVStack { Text("Row 1") } } }
            }
            #Preview { Rows() }
            """)
        #expect(try frame(centred, "Text").midX == 393 / 2)

        let (plain, _) = try laidOut("""
            struct Rows: View {
                var body: some View { ScrollView { VStack(alignment: .leading, spacing: 0) { Text("Row 1"); Text("Row 22") } } }
            }
            #Preview { Rows() }
            """)
        #expect(try frame(plain, "VStack").width == 6 * 8.5)
        #expect(try frame(plain, "ScrollView").width == 6 * 8.5)
    }

    @Test("A LazyHStack in a horizontal scroll view takes the proposed height, its views centred in it; unproposed, its views' height")
    func lazyHStackFillsItsHeight() throws {
        let (result, _) = try laidOut("""
            struct Cards: View {
                var body: some View {
                    VStack(spacing: 0) {
                        ScrollView(.horizontal) { LazyHStack { Color.red.frame(width: 100, height: 50) } }.frame(height: 300)
                        ScrollView(.vertical) { LazyHStack { Color.blue.frame(width: 100, height: 50) } }
                    }
                }
            }
            #Preview { Cards() }
            """)
        let stacks = result.views.filter { $0.view.typeName == "LazyHStack" }.map(\.frame)
        try #require(stacks.count == 2)
        #expect(stacks[0].size == Size(width: 100, height: 300))
        let red = try #require(result.views.first { $0.view.typeName == "Color" }).frame
        #expect(red.midY == 150)
        // A vertical scroll view proposes no height: the stack is its views' height.
        #expect(stacks[1].height == 50)
    }
}
