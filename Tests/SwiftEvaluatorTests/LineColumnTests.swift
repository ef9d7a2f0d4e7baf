import SwiftEvaluator
import SwiftParser
import SwiftSyntax
import Testing

/// A position's line and column are read from the file's text when a diagnostic asks (no line
/// table is made for every file of an app), counted as swift-syntax counts them.
@Suite("Line and column of a position")
struct LineColumnTests {
    @Test("Every offset gets SourceLocationConverter's line and column (\\n, \\r\\n, a lone \\r, UTF-8 columns)")
    func matchesConverter() {
        let text = "let a = 1\r\nlet é = \"ü\"\rlet c = 3\n\n// end"
        let program = Program()
        let index = program.addFile(name: "f.swift", source: text)
        let converter = SourceLocationConverter(fileName: "f.swift", tree: Parser.parse(source: text))
        for offset in 0...text.utf8.count {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            let found = program.lineColumn(SourcePosition(file: index, offset: offset))
            #expect(found.line == expected.line && found.column == expected.column, "offset \(offset)")
        }
    }
}
