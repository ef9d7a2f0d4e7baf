import LayoutEngine
import SceneSource
import Testing

/// Swift that real view files write, pasted alone (issue 41: "the Swift real files still trip
/// on"): each case stopped a file of a public app measured as a single file.
@Suite("Pasted real files")
struct PastedFileTests {
    private func laidOut(_ source: String) throws -> LayoutResult {
        let loaded = load(source)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let root = try #require(loaded.root)
        return try layout(root, ProposedViewSize(width: 393, height: 852))
    }

    @Test("A switch over an undeclared enum's case passed as an implicit member tries a payload pattern without stopping")
    func implicitMemberCase() throws {
        let result = try laidOut("""
            struct Status: View {
                var state: ConversationState
                var body: some View {
                    switch state {
                    case .error(let message): Text(message)
                    case .loading: ProgressView()
                    case .completed: Color.green.frame(width: 30, height: 30)
                    }
                }
            }
            #Preview { Status(state: .completed) }
            """)
        #expect(result.size == Size(width: 30, height: 30))
    }

    @Test("An Image stays an Image through renderingMode, so resizable() applies after it")
    func resizableAfterRenderingMode() throws {
        let result = try laidOut(#"Image(systemName: "star").renderingMode(.template).resizable().frame(width: 40, height: 40)"#)
        let image = try #require(result.views.first { $0.view.typeName == "Image" })
        #expect(image.frame.width == 40 && image.frame.height == 40)
    }

    @Test("A design token whose name reads as a Boolean (AppTheme.Text.muted) is a colour where a colour goes")
    func namespacedTokenAsColour() throws {
        _ = try laidOut(#"Text("Hello").foregroundStyle(AppTheme.Text.muted).foregroundColor(AppTheme.Text.muted)"#)
    }

    @Test("Set.insert answers whether it inserted, as Swift's does")
    func setInsertAnswers() throws {
        let result = try laidOut("""
            struct Emojis: View {
                var body: some View {
                    var seen: Set<String> = []
                    var kept: [String] = []
                    for emoji in ["a", "b", "a"] where seen.insert(emoji).inserted { kept.append(emoji) }
                    return Color.red.frame(width: CGFloat(kept.count * 10), height: 10)
                }
            }
            #Preview { Emojis() }
            """)
        #expect(result.size.width == 20)
    }

    @Test("A stand-in compares with a number (max(group.apps.count + group.sites.count, 1)) as the sample it gives")
    func standInCompares() throws {
        let result = try laidOut("""
            struct Tiles: View {
                let group: ModeTriggerGroup
                var body: some View {
                    Color.red.frame(width: CGFloat(max(group.appConfigs.count + group.websiteConfigs.count, 1)) * 10, height: 10)
                }
            }
            #Preview { Tiles(group: ModeTriggerGroup()) }
            """)
        #expect(result.size.width >= 10)
    }
}
