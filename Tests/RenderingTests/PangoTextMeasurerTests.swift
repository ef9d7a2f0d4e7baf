import LayoutEngine
import Rendering
import Testing

@Suite("Text measured with Pango")
struct PangoTextMeasurerTests {
    let measurer = PangoTextMeasurer()

    private func measure(_ string: String, _ width: Double?, _ height: Double? = nil, configure: (inout EnvironmentValues) -> Void = { _ in }) -> TextMeasurement {
        var environment = EnvironmentValues()
        configure(&environment)
        return measurer.measure(TextContent(string), in: environment, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test("The font that stands in for San Francisco is the installed Inter, not a fallback")
    func fontIsInter() {
        let family = measurer.resolvedFamily()
        #expect(family == "Inter", "Fontconfig resolved '\(family)': install fonts-inter (Scripts/install-dependencies.sh)")
    }

    @Test("An unspecified width gives one line as wide as the text, one body line tall")
    func idealSingleLine() {
        let text = measure("Hello World", nil)
        #expect(text.lines == ["Hello World"])
        #expect(text.size.height == 22)
        // Inter's "Hello World" at 17 points is about 90 points wide.
        #expect(text.size.width > 80 && text.size.width < 100)
        #expect(measure("Hello World", .infinity).size == text.size)
    }

    @Test("A finite width wraps at words and reports the widest line, not the proposal")
    func wrapsAtWords() {
        let single = measure("Lorem ipsum dolor", nil)
        let wrapped = measure("Lorem ipsum dolor", single.size.width * 0.7)
        #expect(wrapped.lines == ["Lorem ipsum", "dolor"])
        #expect(wrapped.size.height == 2 * 22)
        #expect(wrapped.size.width < single.size.width * 0.7)
        #expect(wrapped.size.width == measure("Lorem ipsum", nil).size.width)
    }

    @Test("A word wider than the line is broken")
    func breaksLongWord() {
        let text = measure("Supercalifragilistic", 40)
        #expect(text.lines.count > 2)
        #expect(text.size.width <= 40)
    }

    @Test("A height too small keeps the lines that fit, the last one truncated with an ellipsis")
    func truncatesToHeight() {
        let text = measure("one two three four five six seven eight", 60, 2 * 22 + 5)
        #expect(text.lines.count == 2)
        #expect(text.lines.last?.hasSuffix("…") == true)
        #expect(text.size.height == 2 * 22)
    }

    @Test("lineLimit caps the lines; below 1 it counts as 1")
    func lineLimit() {
        #expect(measure("one two three four five six", 50) { $0.lineLimit = 2 }.lines.count == 2)
        #expect(measure("one two three four five six", 50) { $0.lineLimit = 0 }.lines.count == 1)
    }

    @Test("lineSpacing adds space between lines, not after the last")
    func lineSpacing() {
        let text = measure("one two three", 30) { $0.lineSpacing = 10 }
        #expect(text.size.height == Double(text.lines.count) * 22 + Double(text.lines.count - 1) * 10)
    }

    @Test("minimumScaleFactor shrinks the font until the text fits on its lines")
    func minimumScaleFactor() {
        let full = measure("A rather long title", nil)
        let shrunk = measure("A rather long title", full.size.width * 0.8) {
            $0.lineLimit = 1
            $0.minimumScaleFactor = 0.5
        }
        #expect(shrunk.lines == ["A rather long title"])
        #expect(shrunk.size.width <= full.size.width * 0.8)
    }

    @Test("Text styles take Apple's point sizes and line heights at every Dynamic Type size",
          arguments: DynamicTypeSize.allCases)
    func textStyleSizes(size: DynamicTypeSize) {
        for style in Font.TextStyle.allCases {
            let font = Font.textStyle(style)
            let text = measure("Xg", nil) {
                $0.dynamicTypeSize = size
                $0.font = font
            }
            #expect(abs(text.size.height - style.lineHeight(at: size)) < 1e-9, "\(style) at \(size.name)")
            let measuredSize = measurer.typesetting(TextContent("Xg"), {
                var environment = EnvironmentValues()
                environment.dynamicTypeSize = size
                environment.font = font
                return environment
            }(), .unspecified).pointSize
            #expect(measuredSize == style.pointSize(at: size))
        }
    }

    @Test("A fixed system size does not scale with Dynamic Type; headline is semibold")
    func fixedSizeAndHeadline() {
        let large = measure("Fixed", nil) { $0.font = .system(size: 20) }
        let huge = measure("Fixed", nil) {
            $0.font = .system(size: 20)
            $0.dynamicTypeSize = .accessibility5
        }
        #expect(large.size == huge.size)
        #expect(Font.textStyle(.headline).resolvedWeight == .semibold)
        let body = measure("Weight", nil)
        let headline = measure("Weight", nil) { $0.font = .textStyle(.headline) }
        #expect(headline.size.width > body.size.width)
    }

    @Test("The same question is answered from the cache without asking Pango again")
    func cache() {
        let before = measurer.pangoMeasurementCount
        _ = measure("Cached text", 100)
        _ = measure("Cached text", 100)
        #expect(measurer.pangoMeasurementCount == before + 1)
    }

    @Test("The measurement cache is bounded: a long drag does not grow it without end")
    func cacheBound() {
        let fresh = PangoTextMeasurer()
        let limit = PangoTextMeasurer.measurementCacheLimit
        let text = TextContent("Dragged")
        var first: TextMeasurement?
        for step in 0..<(limit + 50) {
            let measurement = fresh.measure(text, in: EnvironmentValues(), proposal: ProposedViewSize(width: 100 + Double(step) / 64, height: nil))
            if step == 0 { first = measurement }
            #expect(fresh.cachedMeasurementCount <= limit)
        }
        #expect(fresh.pangoMeasurementCount == limit + 50)
        // Measured again after the cache started over: the same answer.
        #expect(fresh.measure(text, in: EnvironmentValues(), proposal: ProposedViewSize(width: 100, height: nil)) == first)
    }

    @Test("Texts shaped ahead on two threads measure exactly as texts shaped when asked")
    func preparedTextsMeasureTheSame() {
        var texts: [(text: TextContent, environment: EnvironmentValues)] = []
        let words = ["Row", "Ünïcödé", "日本語", "مرحبا", "Wrap me, please: a long sentence that wraps", "a\nb", "  padded  "]
        for index in 0..<(PangoTextMeasurer.parallelShapingMinimum + 40) {
            var environment = EnvironmentValues()
            if index % 3 == 1 { environment.font = .textStyle(.headline) }
            if index % 5 == 2 { environment.font = .system(size: 11 + Double(index % 7)) }
            if index % 7 == 3 { environment.lineLimit = 1 }
            if index % 11 == 4 { environment.multilineTextAlignment = .center }
            texts.append((TextContent("\(words[index % words.count]) \(index)"), environment))
        }
        let asked = PangoTextMeasurer()
        let prepared = PangoTextMeasurer()
        prepared.prepare(texts)
        #expect(prepared.shapedRecordCount == texts.count)
        let proposals = [ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: 0, height: nil),
                         ProposedViewSize(width: 40, height: nil), ProposedViewSize(width: 120, height: 30),
                         ProposedViewSize(width: 1_000, height: nil), ProposedViewSize(width: .infinity, height: 0)]
        for (text, environment) in texts {
            for proposal in proposals {
                #expect(prepared.measure(text, in: environment, proposal: proposal)
                        == asked.measure(text, in: environment, proposal: proposal))
            }
        }
        // The records answered the one-line questions: fewer layouts were shaped.
        #expect(prepared.shapedLayoutCount < asked.shapedLayoutCount)
    }

    @Test("A few texts are not shaped ahead")
    func fewTextsNotPrepared() {
        let measurer = PangoTextMeasurer()
        measurer.prepare([(TextContent("One"), EnvironmentValues()), (TextContent("Two"), EnvironmentValues())])
        #expect(measurer.shapedRecordCount == 0)
    }

    @Test("A text proposed zero width is answered without Pango exactly as Pango answers it",
          arguments: ["Row 1", "Hello world", "  padded  ", "x", "Wrap me, please: a long sentence that wraps.",
                      "Ünïcödé 42", "مرحبا 7", "日本語 abc", "a\tb", "a\nb", " ", "", "\u{2028}a", "…"])
    func zeroWidthShortcut(string: String) {
        let fast = PangoTextMeasurer()
        let slow = PangoTextMeasurer()
        slow.shortcutsZeroWidth = false
        for font in [Font.body, .textStyle(.largeTitle), .system(size: 11)] {
            var environment = EnvironmentValues()
            environment.font = font
            for height in [0, 22, 300, Double.infinity] {
                let proposal = ProposedViewSize(width: 0, height: height)
                let answer = fast.measure(TextContent(string), in: environment, proposal: proposal)
                let pango = slow.measure(TextContent(string), in: environment, proposal: proposal)
                #expect(answer == pango, "\(string) at 0x\(height)")
            }
        }
        if PangoTextMeasurer.isOneVisibleParagraph(string) {
            // The shortcut really answered: Pango shaped only the whole line (to see it does
            // not fit), never the cut one.
            #expect(fast.shapedLayoutCount < slow.shapedLayoutCount)
        }
    }

    @Test("Without a width, a line limit or a height sets the same lines: one shaped layout serves them")
    func lineLimitWithoutWidth() {
        let counter = PangoTextMeasurer()
        var environment = EnvironmentValues()
        let free = counter.measure(TextContent("One line\nand another"), in: environment, proposal: .unspecified)
        let short = counter.measure(TextContent("One line\nand another"), in: environment, proposal: ProposedViewSize(width: nil, height: 22))
        environment.lineLimit = 1
        let limited = counter.measure(TextContent("One line\nand another"), in: environment, proposal: .unspecified)
        #expect(free.lines == ["One line", "and another"])
        #expect(short.lines == free.lines && limited.lines == free.lines)
        #expect(counter.shapedLayoutCount == 1)
    }
}
