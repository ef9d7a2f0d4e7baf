import LayoutEngine
import SceneSource
import Testing

/// A preview provider whose `previews` is one view is listed without making it: opening
/// another preview makes none of its views (an app's providers each made its sample data).
@Suite("A single-view preview provider is made when chosen")
struct SinglePreviewTests {
    @Test("Choosing one provider's preview runs no code of another provider with one view; a Group is still listed by its parts")
    func notMadeUntilChosen() throws {
        let source = """
            import SwiftUI
            var made = 0
            func makeTitle() -> String { made += 1; return "Title" }
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row(title: makeTitle()) }
            }
            struct Pair_Previews: PreviewProvider {
                static var previews: some View {
                    Group { Text("one"); Text("two") }
                }
            }
            struct Count_Previews: PreviewProvider {
                static var previews: some View { Text("made \\(made)") }
            }
            """
        let loaded = SceneLoader.load(source: source, fileName: "scene.swift", preview: 3)
        #expect(loaded.previews.map(\.name) == ["Row_Previews", "Pair_Previews 1", "Pair_Previews 2", "Count_Previews"])
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["made 0"])
    }

    @Test("Local constants before the one view are still one preview, made when chosen; a Group or a preview modifier after them is listed by its parts")
    func constantsBeforeTheView() throws {
        let source = """
            import SwiftUI
            var made = 0
            func makeTitle() -> String { made += 1; return "Title" }
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    let title = makeTitle()
                    var other = "x"
                    return Row(title: title + other)
                }
            }
            struct Pair_Previews: PreviewProvider {
                static var previews: some View {
                    let title = "one"
                    Group { Text(title); Text("two") }
                }
            }
            struct Named_Previews: PreviewProvider {
                static var previews: some View {
                    let title = makeTitle()
                    Text(title).previewDisplayName("Named")
                }
            }
            struct Count_Previews: PreviewProvider {
                static var previews: some View { Text("made \\(made)") }
            }
            """
        let loaded = SceneLoader.load(source: source, fileName: "scene.swift", preview: 4)
        #expect(loaded.previews.map(\.name) == ["Row_Previews", "Pair_Previews 1", "Pair_Previews 2", "Named", "Count_Previews"])
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        // Only Named_Previews ran its code to be listed.
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["made 1"])
        let row = SceneLoader.load(source: source, fileName: "scene.swift", preview: 0)
        let rowRoot = try #require(row.root, "\(row.diagnostics)")
        let rowResult = try LayoutTree(root: rowRoot, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        #expect(rowResult.views.compactMap { $0.textLines?.joined() } == ["Titlex"])
    }
}
