import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

/// Every SwiftUI conformance case, through the same path as `layout-playground layout`:
/// evaluate the source, build its tree for the case's environment (its device's screen and
/// size classes), lay it out, compare frames by path within the cases' tolerance.
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
        let session = EvaluationSession(files: [(testCase.name + ".swift", testCase.source)])
        var environment = EnvironmentValues()
        if let size = testCase.dynamicTypeSize { environment.dynamicTypeSize = size }
        var proposal = testCase.proposal
        var safeArea = EdgeInsets()
        if let name = testCase.device {
            let preset = try #require(DevicePreset.named(name), "no device preset '\(name)'")
            preset.applyScreen(to: &environment)
            proposal = ProposedViewSize(preset.size)
            safeArea = preset.safeArea
        }
        let tree = try #require(try session.makeTree(environment: environment, textMeasurer: FixedAdvanceTextMeasurer()))
        let result = session.layout(tree, proposal: proposal, safeAreaInsets: safeArea)
        #expect(!session.hasErrors, "\(session.diagnostics.map(\.description))")
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
