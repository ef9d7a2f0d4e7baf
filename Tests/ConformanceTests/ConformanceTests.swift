import LayoutEngine
import SceneSource
import Testing

/// Every SwiftUI conformance case, through the same path as `layout-playground layout`:
/// read the source, lay it out, compare frames by path within the cases' tolerance.
@Suite("SwiftUI conformance")
struct ConformanceTests {
    @Test("The layout matches real SwiftUI's frames", arguments: ConformanceCase.all())
    func matchesSwiftUI(_ testCase: ConformanceCase) throws {
        if let reason = testCase.knownIssue {
            withKnownIssue(Comment(rawValue: reason)) { try check(testCase) }
        } else {
            try check(testCase)
        }
    }

    @Test("Every case file in Cases/ was found")
    func casesArePresent() {
        #expect(ConformanceCase.all().count >= 40)
    }

    private func check(_ testCase: ConformanceCase) throws {
        let loaded = SceneLoader.load(source: testCase.source, fileName: testCase.name + ".swift")
        let hasErrors = loaded.hasErrors
        #expect(!hasErrors, "\(loaded.diagnostics.map(\.description))")
        let root = try #require(loaded.root)
        var environment = EnvironmentValues()
        if let size = testCase.dynamicTypeSize { environment.dynamicTypeSize = size }
        let result = try LayoutTree(root: root, environment: environment, textMeasurer: FixedAdvanceTextMeasurer())
            .layout(proposal: testCase.proposal)
        let tolerance = ConformanceCase.tolerance
        if let size = testCase.expectedSize {
            #expect(abs(result.size.width - size.width) <= tolerance && abs(result.size.height - size.height) <= tolerance,
                    "size \(result.size) != \(size)")
        }
        for (path, expected) in testCase.expectedFrames {
            let view = result.view(at: path)
            #expect(view != nil, "no view at \(path)")
            guard let frame = view?.frame else { continue }
            #expect(frame.isClose(to: expected, tolerance: tolerance), "\(path): \(frame) != \(expected)")
        }
    }
}

extension Rect {
    func isClose(to other: Rect, tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
