import LayoutEngine
import SceneSource
import Testing

/// Forms of SwiftUI's initializers that apps write: `Tab(value:role:) { } label: { }`, and a
/// `Binding` made with trailing closures.
@Suite("Tab with a label closure, Binding with trailing closures")
struct SystemViewFormsTests {
    private func texts(_ source: String) throws -> [String] {
        let loaded = SceneLoader.load(source: source, fileName: "scene.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        return result.views.compactMap { $0.textLines?.joined() }
    }

    @Test("Tab(value:role:) { content } label: { Label(...) } takes its tab item from the label closure")
    func tabWithLabelClosure() throws {
        let texts = try texts("""
            import SwiftUI
            #Preview {
                TabView {
                    Tab(value: 0, role: .search) {
                        Text("Search page")
                    } label: {
                        Label("Find", systemImage: "magnifyingglass")
                    }
                }
            }
            """)
        #expect(texts.contains("Search page"))
        #expect(texts.contains("Find"))
    }

    @Test("Binding { get } set: { } and Binding(get: { }) { set } read and write through their closures")
    func bindingTrailingClosures() throws {
        let texts = try texts("""
            import SwiftUI
            struct Box: View {
                @State private var count = 2
                var doubled: Binding<Int> { Binding { count * 2 } set: { count = $0 / 2 } }
                var same: Binding<Int> { Binding(get: { count }) { count = $0 } }
                var body: some View { Text("\\(doubled.wrappedValue) \\(same.wrappedValue)") }
            }
            #Preview { Box() }
            """)
        #expect(texts == ["4 2"])
    }
}
