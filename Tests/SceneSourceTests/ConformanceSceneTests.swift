import LayoutEngine
import SceneSource
import Testing

/// What the reader makes of the conformance cases beyond their frames (which
/// `ConformanceTests` checks): every case is present, and the two that declare their own
/// `Layout` are reported clearly until scene-declared layouts are supported.
@Suite("Conformance scenes")
struct ConformanceSceneTests {
    static let customLayoutCases: Set<String> = [
        "025-custom-layout-relative-middle-child.swift", "026-custom-layout-relative-with-layoutpriority.swift",
    ]

    @Test("Every conformance case is found")
    func casesArePresent() {
        // The 40 cases measured in SwiftUI, 8 system-view and safe-area cases (101-108) whose
        // numbers come from the sources in Documentation/ios-system-metrics.md, and 4 size-class
        // cases (109-112) that follow from Apple's size-class table, 4 cases of issue 41's rules
        // (113 divider orientation, 114 scroll-view size, 115 ZStack priority, 116 explicitAlignment),
        // and 22 held-out cases of rules that published sources state (117-138).
        #expect(FixtureFile.all(in: "conformance").count == 78)
    }

    @Test("A custom Layout declaration runs as a layout of its own, reached through an extension of View",
          arguments: FixtureFile.all(in: "conformance").filter { customLayoutCases.contains($0.name) })
    func customLayoutRuns(_ fixture: FixtureFile) throws {
        let loaded = load(fixture.source)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let root = try #require(loaded.root)
        let result = try layout(root, ProposedViewSize(width: 620, height: 300))
        #expect(result.views.contains { $0.typeName == "RelativeSizeLayout" })
    }
}
