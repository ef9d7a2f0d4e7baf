import LayoutEngine
import SceneSource
import Testing

/// An app's initializer taking a number is not chosen for a host value: `Color(uiColor)` with
/// `extension Color { init(_ hex: UInt) }` declared is SwiftUI's `Color(_: UIColor)`.
@Suite("Host values against an app's number initializers")
struct HostValueOverloadTests {
    @Test("Color(UIColor(...)) is not the app's Color(_ hex: UInt)")
    func colorFromUIColor() throws {
        let loaded = SceneLoader.load(source: """
            import SwiftUI
            extension Color {
                init(_ hex: UInt, alpha: Double = 1) {
                    self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                              blue: Double(hex & 0xFF) / 255, opacity: alpha)
                }
            }
            struct Swatches: View {
                let colors = [UIColor(Color.green.opacity(0.5)), UIColor(Color.red)]
                var body: some View {
                    HStack {
                        Color(colors[0]).frame(width: 10, height: 10)
                        Color(0xFF8800).frame(width: 10, height: 10)
                    }
                }
            }
            """, fileName: "scene.swift")
        #expect(loaded.root != nil)
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
    }
}

/// What Swift synthesizes for a scene class by its conformance.
@Suite("Synthesized members of scene classes")
struct SynthesizedMemberTests {
    @Test("model.objectWillChange of an ObservableObject class stands in (onReceive, send)")
    func objectWillChange() throws {
        let loaded = SceneLoader.load(source: """
            import SwiftUI
            final class Thread: ObservableObject {
                @Published var count = 2
                func bump() { objectWillChange.send(); count += 1 }
            }
            struct ThreadView: View {
                @StateObject var thread = Thread()
                @State private var seen = 0
                var body: some View {
                    Text("\\(thread.count)")
                        .onReceive(thread.objectWillChange) { seen += 1 }
                        .onAppear { thread.objectWillChange.send() }
                }
            }
            """, fileName: "scene.swift")
        #expect(loaded.root != nil)
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
    }
}

@Suite("ShareLink's own label")
struct ShareLinkLabelTests {
    @Test("ShareLink(item:preview:) without a title shows SwiftUI's Share label")
    func defaultLabel() throws {
        let loaded = SceneLoader.load(source: """
            import SwiftUI
            struct Invite: View {
                var body: some View {
                    ShareLink(item: URL(string: "https://example.com")!, preview: SharePreview("Join"))
                        .labelStyle(.titleOnly)
                }
            }
            """, fileName: "scene.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        #expect(result.views.compactMap { $0.textLines?.joined() } == ["Share"])
    }
}
