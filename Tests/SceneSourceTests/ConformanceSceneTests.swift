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
        #expect(FixtureFile.all(in: "conformance").count == 40)
    }

    @Test("A custom Layout declaration is reported as not supported yet, at its name",
          arguments: FixtureFile.all(in: "conformance").filter { customLayoutCases.contains($0.name) })
    func customLayoutIsReported(_ fixture: FixtureFile) throws {
        let loaded = load(fixture.source)
        #expect(loaded.root == nil)
        let lines = fixture.source.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasPrefix("struct RelativeSizeLayout") }) + 1
        let diagnostic = try #require(loaded.diagnostics.first { $0.message.contains("custom Layout") })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "custom Layout declarations ('RelativeSizeLayout') are not supported yet")
        #expect(diagnostic.location.line == line && diagnostic.location.column == 8)
    }
}
