import LayoutEngine
import SceneSource
import Testing

/// A stand-in number used as an array index (a model the app fetches from SwiftData, read as
/// `backyard.floorVariant`) stands for an index the app keeps in range.
@Suite("A stand-in index")
struct StandInIndexTests {
    @Test("A stand-in index reads an element of the array, its sample wrapped into the indices; a real index out of range is still an error")
    func wrapsIntoRange() throws {
        let loaded = SceneLoader.load(source: """
            import SwiftUI
            private let names = ["a", "b", "c", "d"]
            struct Floor: View {
                @Query var yards: [Yard]
                var body: some View { Text(names[yards[0].floorVariant]) }
            }
            #Preview { Floor() }
            """, fileName: "scene.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        let texts = result.views.compactMap { $0.textLines?.joined() }
        #expect(texts.count == 1 && ["a", "b", "c", "d"].contains(texts[0]), "\(texts)")

        let wrong = SceneLoader.load(source: """
            import SwiftUI
            #Preview { Text(["a", "b"][5]) }
            """, fileName: "scene.swift")
        #expect(wrong.diagnostics.contains { $0.message.contains("index 5 is out of range") })
    }
}
