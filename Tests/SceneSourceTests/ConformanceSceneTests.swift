import LayoutEngine
import SceneSource
import Testing

/// The conformance cases (copied into Fixtures/conformance) read into the trees their
/// `// expect:` paths name.
@Suite("Conformance scenes")
struct ConformanceSceneTests {
    static let customLayoutCases: Set<String> = [
        "025-custom-layout-relative-middle-child.swift", "026-custom-layout-relative-with-layoutpriority.swift",
    ]

    @Test("Every conformance case was copied into the fixtures")
    func casesArePresent() {
        #expect(FixtureFile.all(in: "conformance").count == 40)
    }

    @Test("A conformance case loads without errors and lays out to the expected frames at the expected paths",
          arguments: FixtureFile.all(in: "conformance").filter { !customLayoutCases.contains($0.name) })
    func caseLoadsToExpectedPaths(_ fixture: FixtureFile) throws {
        let loaded = load(fixture.source)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let root = try #require(loaded.root)
        let expectation = ConformanceExpectation(fixture.source)
        var environment = EnvironmentValues()
        if let size = expectation.dynamicTypeSize { environment.dynamicTypeSize = size }
        let result = try layout(root, expectation.proposal, environment: environment)
        let tolerance = ConformanceExpectation.tolerance
        if let size = expectation.size {
            #expect(abs(result.size.width - size.width) <= tolerance && abs(result.size.height - size.height) <= tolerance,
                    "size \(result.size)")
        }
        for (path, expected) in expectation.frames {
            let frame = try #require(result.view(at: path)?.frame, "no view at \(path)")
            #expect(abs(frame.minX - expected.minX) <= tolerance && abs(frame.minY - expected.minY) <= tolerance
                    && abs(frame.width - expected.width) <= tolerance && abs(frame.height - expected.height) <= tolerance,
                    "\(path): \(frame) != \(expected)")
        }
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
