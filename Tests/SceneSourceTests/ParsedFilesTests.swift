import LayoutEngine
import SceneSource
import Testing

@Suite("Reading an app again after one file changed")
struct ParsedFilesTests {
    let files: [(name: String, source: String)] = [
        ("Badge.swift", "import SwiftUI\nstruct Badge: View { var body: some View { Color.red.frame(width: Theme.size, height: 10) } }\n#Preview { Badge() }\n"),
        ("Theme.swift", "import SwiftUI\nenum Theme { static let size: CGFloat = 20 }\n"),
        ("Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { Text(\"x\") } }\n"),
    ]

    private func width(_ session: EvaluationSession) throws -> Double {
        let tree = try #require(try session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()))
        return session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852)).size.width
    }

    @Test("Only the changed file is parsed again, and the new reading sees its new text")
    func parsesOnlyTheChangedFile() throws {
        let kept = ParsedFiles()
        let first = EvaluationSession(files: files, readsSourceModel: false, leavesOutBrokenFiles: true, parsedFiles: kept)
        #expect(try width(first) == 20)
        #expect(kept.parseCount == 3)
        var changed = files
        changed[1].source = "import SwiftUI\nenum Theme { static let size: CGFloat = 44 }\n"
        let second = EvaluationSession(files: changed, readsSourceModel: false, leavesOutBrokenFiles: true, parsedFiles: kept)
        #expect(try width(second) == 44)
        #expect(kept.parseCount == 4)
        // The same texts again: nothing parsed.
        _ = EvaluationSession(files: changed, readsSourceModel: false, leavesOutBrokenFiles: true, parsedFiles: kept)
        #expect(kept.parseCount == 4)
        kept.keepOnly(["Badge.swift"])
        #expect(kept.count == 1)
    }

    @Test("A kept file that does not parse reports its errors again in every reading")
    func brokenFileReportsAgain() {
        let kept = ParsedFiles()
        var broken = files
        broken[2].source = "import SwiftUI\nstruct Other: View { var body: some View { Text(\"x\" } }\n"
        for _ in 0..<2 {
            let session = EvaluationSession(files: broken, readsSourceModel: false, leavesOutBrokenFiles: true, parsedFiles: kept)
            #expect(session.leftOutFiles.contains { $0.location.file == "Other.swift" && $0.severity == .warning })
            #expect(session.hasRoot)
        }
        #expect(kept.parseCount == 3)
    }
}
