import LayoutEngine
import SceneSource
import Testing

/// `@StateObject var model = Model()` takes its value as an autoclosure: the model is made when
/// the view first reads it, not each time a view value is made (a preview provider listing its
/// previews made every app model at start).
@Suite("@StateObject's initial value is made when first read")
struct DeferredStateObjectTests {
    @Test("Making a view does not make its @StateObject; reading it in the body does, once")
    func madeWhenRead() throws {
        let loaded = SceneLoader.load(source: """
            import SwiftUI
            var made = 0
            final class Model: ObservableObject {
                let number: Int
                init() { made += 1; number = made }
            }
            struct Holder: View {
                @StateObject var model = Model()
                var body: some View { Text("model \\(model.number)") }
            }
            struct Unread: View {
                @StateObject var model = Model()
                var body: some View { Text("unread") }
            }
            #Preview { VStack { Holder(); Unread(); Text("made \\(made)") } }
            """, fileName: "scene.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        let texts = result.views.compactMap { $0.textLines?.joined() }
        // No model was made while the preview made its views; Holder's body made the first.
        #expect(texts == ["model 1", "unread", "made 0"])
    }
}
