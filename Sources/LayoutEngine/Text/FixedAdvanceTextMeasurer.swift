/// A deterministic text measurer: every character advances `advance × pointSize`, every line is
/// `lineHeight × pointSize` tall, lines break at spaces. Layout tests use it so that text sizes
/// are exact and independent of installed fonts (the idea of taffy's Ahem font).
///
/// With the defaults, body text (17 pt) is 8.5 points per character and 20.4 points per line.
public final class FixedAdvanceTextMeasurer: TextMeasuring {
    /// Advance of one character, in multiples of the point size.
    public let advance: Double
    /// Line height, in multiples of the point size.
    public let lineHeight: Double
    /// Baseline below the line's top, in multiples of the point size.
    public let ascent: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.2, ascent: Double = 0.95) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascent = ascent
    }

    /// Nothing to do ahead: every measurement is arithmetic.
    public var preparesTexts: Bool { false }

    public func measure(_ text: TextContent, in environment: EnvironmentValues, proposal: ProposedViewSize) -> TextMeasurement {
        let pointSize = text.resolvedFont(in: environment).pointSize(at: environment.dynamicTypeSize)
        // Every character is one advance wide, plus the text's tracking.
        let characterWidth = advance * pointSize + max(text.tracking, -advance * pointSize)
        let lineStep = lineHeight * pointSize + environment.lineSpacing
        var maximumLines = Int.max
        if let limit = environment.lineLimit { maximumLines = max(limit, 1) }
        // A width too narrow for one character shows one truncated line (TextMeasuring).
        if let width = proposal.width, width < characterWidth { maximumLines = 1 }
        if let height = proposal.height, height.isFinite {
            maximumLines = min(maximumLines, max(Self.wholeCount((height + environment.lineSpacing) / lineStep + 1e-9), 1))
        }
        var lines: [String]
        if let width = proposal.width, width < characterWidth, let line = Self.narrowestLine(text.string) {
            // A stack's zero-width probe, asked of every text in a stack: its one line directly.
            lines = [line]
        } else {
            // Lines past the first cut one are never shown: the wrap stops there (at zero width
            // it made a line per character, each a `String`, to keep only the first).
            lines = Self.wrap(text.string, maxCharacters: proposal.width.map { width in
                Self.wholeCount(width / characterWidth + 1e-9)
            }, maxLines: maximumLines)
            if lines.count > maximumLines {
                lines.removeLast(lines.count - maximumLines)
                lines[lines.count - 1] += "…"
            }
        }
        var widest = 0.0
        for line in lines { widest = max(widest, Double(Self.characterCount(line)) * characterWidth) }
        let width = min(widest, proposal.width ?? .infinity)
        let height = Double(lines.count) * lineStep - environment.lineSpacing
        return TextMeasurement(
            size: Size(width: width, height: height),
            firstBaseline: ascent * pointSize,
            lastBaseline: Double(lines.count - 1) * lineStep + ascent * pointSize,
            lines: lines)
    }

    /// The one line an ASCII text shows at a width narrower than a character: the whole wrap
    /// at one character per line starts with its first character that is not a space (the wrap
    /// drops spaces at line starts), and is cut after that line with "…" when anything follows.
    /// Nil for other texts, and for a text of spaces only, which take the general path.
    static func narrowestLine(_ string: String) -> String? {
        let line = string.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }),
                  let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return nil }
            let character = String(UnicodeScalar(bytes[first]))
            return first + 1 < bytes.count ? character + "…" : character
        }
        return line ?? nil
    }

    /// `value` rounded down, as a count: Int.max when it is too large for an Int, infinite or
    /// NaN (a 1e308 proposal, a zero-size font), so that it limits nothing.
    static func wholeCount(_ value: Double) -> Int {
        let down = value.rounded(.down)
        guard !down.isNaN, down < Double(Int.max) else { return Int.max }
        return down > Double(Int.min) ? Int(down) : Int.min
    }

    /// The number of characters (grapheme clusters) of `text`: its byte count when it is ASCII
    /// without a carriage return (a CR LF pair is one character), read in place; counting
    /// clusters was a tenth of a pass over texts.
    static func characterCount<Text: StringProtocol>(_ text: Text) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }
        return ascii == true ? text.utf8.count : text.count
    }

    /// Greedy word wrap; a word longer than a line is broken. `maxCharacters` nil = one line.
    /// Stops once it has `maxLines + 1` lines: the caller keeps `maxLines` and only needs to
    /// know that more followed (the lines it returns are the first of the whole wrap's).
    static func wrap(_ string: String, maxCharacters: Int?, maxLines: Int = Int.max) -> [String] {
        guard let maxCharacters, maxCharacters < Int.max else { return [string] }
        let limit = max(maxCharacters, 1)
        // A text that fits whole is one line: the greedy wrap below would join every word back.
        if string.utf8.count <= limit || characterCount(string) <= limit { return [string] }
        if let lines = string.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? asciiWrap(bytes, limit: limit, maxLines: maxLines) : nil
        }), let lines {
            return lines
        }
        return characterWrap(string, limit: limit, maxLines: maxLines)
    }

    /// `wrap` by characters, for any text.
    static func characterWrap(_ string: String, limit: Int, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        // Characters are counted once per word, not once per line and cut (which was quadratic in
        // a long word at a narrow width).
        var currentCount = 0
        // The words one at a time, as `split(separator: " ", omittingEmptySubsequences: false)`
        // gives them, without splitting the whole string first: a wrap cut short by
        // `maxLines` reads only the words it keeps.
        var wordStart = string.startIndex
        var atEnd = false
        while !atEnd {
            let wordEnd = string[wordStart...].firstIndex(of: " ") ?? string.endIndex
            let piece = string[wordStart..<wordEnd]
            if wordEnd == string.endIndex { atEnd = true } else { wordStart = string.index(after: wordEnd) }
            let wordCount = characterCount(piece)
            let candidateCount: Int
            if current.isEmpty {
                candidateCount = wordCount
            } else if let first = piece.unicodeScalars.first, !first.isASCII {
                // A combining mark or joiner may join the space before it into one character.
                candidateCount = (current + " " + piece).count
            } else {
                candidateCount = currentCount + 1 + wordCount
            }
            if candidateCount <= limit {
                if current.isEmpty {
                    current = String(piece)
                } else {
                    current += " "
                    current += piece
                }
                currentCount = candidateCount
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                if lines.count > maxLines { return lines }
                current = ""
            }
            var word = piece
            var remaining = wordCount
            while remaining > limit {
                let cut = word.index(word.startIndex, offsetBy: limit)
                lines.append(String(word[..<cut]))
                if lines.count > maxLines { return lines }
                word = word[cut...]
                remaining -= limit
            }
            current = String(word)
            currentCount = remaining
        }
        lines.append(current)
        return lines
    }

    /// `wrap` of an ASCII text without carriage returns, where a character is a byte: the same
    /// lines, found by byte offsets. The line being built is always one run of the text (words
    /// joined by the single spaces between them, or the tail of a broken word), so only the
    /// lines kept are made as strings (a `Substring` per word and a string per line being built
    /// were most of what measuring a text cost).
    static func asciiWrap(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int, maxLines: Int) -> [String] {
        var lines: [String] = []
        func line(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        let space = UInt8(ascii: " ")
        var currentStart = 0, currentEnd = 0
        var wordStart = 0
        while true {
            var wordEnd = wordStart
            while wordEnd < bytes.count && bytes[wordEnd] != space { wordEnd += 1 }
            let atEnd = wordEnd == bytes.count
            let wordCount = wordEnd - wordStart
            let currentIsEmpty = currentEnd == currentStart
            let candidateCount = currentIsEmpty ? wordCount : currentEnd - currentStart + 1 + wordCount
            if candidateCount <= limit {
                // The word follows the line after one space (or starts it).
                if currentIsEmpty { currentStart = wordStart }
                currentEnd = wordEnd
            } else {
                if !currentIsEmpty {
                    lines.append(line(currentStart, currentEnd))
                    if lines.count > maxLines { return lines }
                }
                var start = wordStart
                while wordEnd - start > limit {
                    lines.append(line(start, start + limit))
                    if lines.count > maxLines { return lines }
                    start += limit
                }
                currentStart = start
                currentEnd = wordEnd
            }
            if atEnd { break }
            wordStart = wordEnd + 1
        }
        lines.append(line(currentStart, currentEnd))
        return lines
    }
}
