import SwiftEvaluator
import Testing

/// The one reader of string-literal escapes: the evaluator's, and the scene reader's exact one.
@Suite("String escapes")
struct StringUnescapingTests {
    @Test("Swift's escapes read the same both ways")
    func swiftEscapes() {
        let source = #"a\n\t\"\\\'\0\u{41}"#
        #expect(StringUnescaping.unescape(source) == "a\n\t\"\\'\0A")
        #expect(StringUnescaping.unescapeExactly(source) == "a\n\t\"\\'\0A")
        #expect(StringUnescaping.unescapeExactly("no escapes") == "no escapes")
    }

    @Test("Another escape is its character to the evaluator; the exact reading refuses it")
    func otherEscapes() {
        #expect(StringUnescaping.unescape(#"\q"#) == "q")
        #expect(StringUnescaping.unescapeExactly(#"\q"#) == nil)
        // A line continuation of a multi-line literal.
        #expect(StringUnescaping.unescape("one \\\ntwo") == "one two")
        #expect(StringUnescaping.unescapeExactly("one \\\ntwo") == nil)
        #expect(StringUnescaping.unescape(#"end\"#) == "end")
        #expect(StringUnescaping.unescapeExactly(#"end\"#) == nil)
        #expect(StringUnescaping.unescapeExactly(#"\u{zz}"#) == nil)
    }
}
