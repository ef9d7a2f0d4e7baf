@testable import SceneSource
import SwiftParser
import Testing

/// Reading an app folder fast (issue 39, item 6): files parsed on two threads, the call-depth
/// walk skipped where the text cannot nest that deep; the same result as reading one by one.
@Suite("Reading an app's files")
struct AppReadingTests {
    /// Twelve files (enough to be read on two threads), each with a preview named after its
    /// file; files 3 and 8 do not parse.
    static let files: [(name: String, source: String)] = (0..<12).map { index in
        let body = index == 3 || index == 8
            ? "struct Broken\(index): View { var body: some View { Text(\"x\" } }"
            : "struct Screen\(index): View { var body: some View { Text(\"\(index)\").padding(\(index)) } }"
        return ("File\(index).swift", "import SwiftUI\n\(body)\n#Preview(\"P\(index)\") { Screen\(index)() }\n")
    }

    @Test("The files are read in order: previews, left-out files and their errors in file order, every time")
    func readInFileOrder() {
        for _ in 0..<3 {
            let session = EvaluationSession(files: Self.files, readsSourceModel: false, leavesOutBrokenFiles: true, parsedFiles: ParsedFiles())
            #expect(session.previews.map(\.name) == [0, 1, 2, 4, 5, 6, 7, 9, 10, 11].map { "P\($0)" })
            #expect(session.leftOutFiles.map(\.location.file) == ["File3.swift", "File8.swift"])
            let leftOut = session.diagnostics.filter { $0.message.hasSuffix("left out of the app") }.map(\.location.file)
            #expect(leftOut.first == "File3.swift" && leftOut.last == "File8.swift")
        }
    }

    @Test("Files kept from an earlier reading are not parsed again when read on two threads")
    func keptFilesNotParsedAgain() {
        let kept = ParsedFiles()
        _ = EvaluationSession(files: Self.files, readsSourceModel: false, leavesOutBrokenFiles: true, parsedFiles: kept)
        #expect(kept.parseCount == 12)
        var changed = Self.files
        changed[5].source += "// saved\n"
        let again = EvaluationSession(files: changed, readsSourceModel: false, leavesOutBrokenFiles: true, parsedFiles: kept)
        #expect(kept.parseCount == 13)
        #expect(again.previews.count == 10)
    }

    @Test("A tree's call depth is never more than its count of '(' and '{', so files with fewer are not walked")
    func callDepthBound() {
        let sources = [
            "let a = f(g(h(1)))",
            "var body: some View { VStack { HStack { Text(\"a\").padding().padding(2) } } }",
            "let b = x.map { $0 }.filter { $0 > 1 }.sorted()",
            "func f() { g { h { i { } } } }",
        ]
        for source in sources {
            let tree = Parser.parse(source: source)
            let openers = source.utf8.filter { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "{") }.count
            let depth = SyntaxDepth.deepestCall(in: tree)?.depth ?? 0
            #expect(depth > 0 && depth <= openers, "\(source)")
            #expect(SyntaxDepth.mayNestDeeper(than: depth - 1, text: Array(source.utf8)))
            #expect(!SyntaxDepth.mayNestDeeper(than: openers, text: Array(source.utf8)))
        }
    }
}
