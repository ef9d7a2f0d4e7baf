import LayoutEngine
import Testing

/// The fixed-advance measurer's lines: a greedy word wrap at spaces, long words broken, cut to
/// the lines the height (or a line limit) allows with "…" on the last one kept. The measurer
/// stops wrapping once it has the lines it keeps; these tests hold it to the whole wrap.
@Suite("Fixed-advance text wrapping")
struct FixedAdvanceWrapTests {
    static let strings = [
        "", " ", "a", "A longer value 12", "one two three four five six", "  leading and trailing  ",
        "double  spaces  here", "averyveryverylongwordthatbreaks twice over", "a b c d e f g h i j",
        "e\u{301}t\u{301}e\u{301} cafe\u{301} na\u{EF}ve", "word \u{301}mark after a space", "日本語のテキスト です",
    ]

    /// Body text (17 pt): 8.5 points per character, 20.4 per line.
    static let characterWidth = 8.5
    static let lineHeight = 20.4

    /// The whole greedy wrap, written plainly: words split at every space (empty words kept),
    /// joined while they fit, a word longer than a line broken into line-long pieces.
    static func wholeWrap(_ string: String, limit: Int) -> [String] {
        if string.count <= limit { return [string] }
        var lines: [String] = []
        // An empty line so far takes the next word without a space (so leading spaces, and
        // the spaces at a break, are dropped).
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: false) {
            let joined = current.isEmpty ? String(word) : current + " " + word
            if joined.count <= limit {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = Array(word)
            while rest.count > limit {
                lines.append(String(rest.prefix(limit)))
                rest.removeFirst(limit)
            }
            current = String(rest)
        }
        lines.append(current)
        return lines
    }

    @Test("At every width and height the lines are the whole wrap's first lines, the last kept marked when more followed")
    func linesAreThePrefixOfTheWholeWrap() {
        let measurer = FixedAdvanceTextMeasurer()
        for string in Self.strings {
            for characters in [0, 1, 2, 3, 5, 8, 13, 40] {
                let width = Double(characters) * Self.characterWidth
                let whole = Self.wholeWrap(string, limit: max(characters, 1))
                for lineCount in [1, 2, 3, 100] {
                    let proposal = ProposedViewSize(width: width, height: Double(lineCount) * Self.lineHeight)
                    let lines = measurer.measure(TextContent(string), in: EnvironmentValues(), proposal: proposal).lines
                    // Narrower than a character, one cut line (TextMeasuring).
                    let kept = characters == 0 ? 1 : lineCount
                    var expected = Array(whole.prefix(kept))
                    if whole.count > kept { expected[expected.count - 1] += "…" }
                    #expect(lines == expected, "\(string.debugDescription) at \(characters) characters, \(lineCount) lines")
                }
            }
        }
    }

    @Test("A line limit cuts the wrap as a height does")
    func lineLimitCutsTheWrap() {
        let measurer = FixedAdvanceTextMeasurer()
        var environment = EnvironmentValues()
        environment.lineLimit = 2
        let lines = measurer.measure(TextContent("one two three four five six"), in: environment,
                                     proposal: ProposedViewSize(width: 8 * Self.characterWidth, height: nil)).lines
        #expect(lines == ["one two", "three…"])
    }

    @Test("Random ASCII texts (read by byte offsets) wrap as the whole wrap does at every width")
    func randomASCIITextsWrapAsTheWholeWrap() {
        let measurer = FixedAdvanceTextMeasurer()
        // Letters and spaces only, so runs of spaces, leading and trailing spaces and words
        // longer than a line all occur; a fixed seed keeps failures reproducible.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet: [Character] = ["a", "b", "c", " ", " ", "d"]
        for _ in 0..<400 {
            let string = String((0..<next(40)).map { _ in alphabet[next(alphabet.count)] })
            for characters in 1...12 {
                let proposal = ProposedViewSize(width: Double(characters) * Self.characterWidth, height: nil)
                let lines = measurer.measure(TextContent(string), in: EnvironmentValues(), proposal: proposal).lines
                #expect(lines == Self.wholeWrap(string, limit: characters), "\(string.debugDescription) at \(characters) characters")
            }
            // Narrower than a character: the whole wrap's first line, marked when more follow.
            for width in [0, Self.characterWidth / 2] {
                let whole = Self.wholeWrap(string, limit: 1)
                let expected = whole.count > 1 ? [whole[0] + "…"] : whole
                let lines = measurer.measure(TextContent(string), in: EnvironmentValues(), proposal: ProposedViewSize(width: width, height: nil)).lines
                #expect(lines == expected, "\(string.debugDescription) at width \(width)")
            }
        }
    }
}
