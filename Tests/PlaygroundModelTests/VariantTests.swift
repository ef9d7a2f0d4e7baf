import LayoutEngine
import PlaygroundModel
import Testing

@Suite("Variants: the scene several ways at once")
struct VariantTests {
    @Test("Dynamic Type variants lay out the scene's own environment-dependent body at each size; device variants on each screen; directions mirrored")
    func variantLayouts() throws {
        let document = PlaygroundDocument(source: """
            struct Pair: View {
                @Environment(\\.sizeCategory) var sizeCategory
                var body: some View {
                    if sizeCategory.isAccessibilityCategory {
                        VStack { Text("A"); Text("B") }
                    } else {
                        HStack { Text("A"); Text("B") }
                    }
                }
            }

            #Preview {
                Pair()
            }
            """, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let sizes = Variant.variants(.dynamicType, environment: session.environment, screen: document.screen)
        #expect(sizes.map(\.name) == ["xSmall", "large", "xxxLarge", "accessibility2", "accessibility5"])
        let stacks = sizes.map { variant in session.layout(variant)?.views.first { ["HStack", "VStack"].contains($0.view.typeName) }?.view.typeName }
        #expect(stacks == ["HStack", "HStack", "HStack", "VStack", "VStack"])
        // The variant at the session's own size is the main layout.
        let main = try #require(session.layout())
        let large = try #require(session.layout(sizes[1]))
        #expect(large.views.map(\.frame) == main.views.map(\.frame))
        let devices = Variant.variants(.devices, environment: session.environment, screen: document.screen)
        #expect(devices.map { session.layout($0)?.safeAreaInsets.top } == [20, 59, 59, 24])
        let directions = Variant.variants(.directions, environment: session.environment, screen: document.screen)
        let first = directions.map { session.layout($0)?.views.first { $0.view.typeName == "Text" }?.frame.minX ?? -1 }
        #expect(first[0] < first[1], "\(first)")
        #expect(Variant.variants(.none, environment: session.environment, screen: document.screen).isEmpty)
        #expect(VariantSet.none.next == .dynamicType && VariantSet.directions.next == .none)
    }
}
