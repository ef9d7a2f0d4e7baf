import LayoutEngine
import PlaygroundModel
import Testing

@Suite("Pictures written in one step")
struct PictureSetTests {
    @Test("Every preview, and every variant, each with a file name of its own")
    func sets() throws {
        let document = PlaygroundDocument(source: """
            #Preview("Short") {
                Text("A")
            }

            #Preview("Two lines / long") {
                VStack { Text("A"); Text("B") }
            }
            """, filePath: "/tmp/My Scene.swift")
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let previews = PictureSet.previews(of: document, session: session)
        #expect(previews.map(\.fileName) == ["My-Scene-1-Short.png", "My-Scene-2-Two-lines-long.png"])
        #expect(previews.map { $0.result.views.count } == [1, 3])
        let variants = PictureSet.variants(.directions, of: document, session: session)
        #expect(variants.map(\.fileName) == ["My-Scene-left-to-right.png", "My-Scene-right-to-left.png"])
        #expect(PictureSet.variants(.dynamicType, of: document, session: session).count == 5)
    }
}
