import LayoutEngine
import Testing

@Suite("Layout modifiers")
struct ModifierLayoutTests {
    @Test("Padding proposes less, reports more and offsets the child")
    func padding() throws {
        let node = ViewNode.color().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let result = try layout(node, 100, 50)
        #expect(result.size == Size(width: 100, height: 50))
        #expect(frame(result, "0.0").isClose(to: Rect(x: 2, y: 1, width: 100 - 2 - 4, height: 50 - 1 - 3)))
    }

    @Test("Padding never proposes a negative size and keeps nil as nil")
    func paddingProposals() throws {
        let result = try layout(ViewNode.color().padding(), 10, nil, tracing: true)
        #expect(result.view(at: "0.0")?.proposal == ProposedViewSize(width: 0, height: nil))
        #expect(result.size == Size(width: 2 * 16, height: 10 + 2 * 16))
    }

    @Test("Offset moves the child but keeps the modifier's slot")
    func offset() throws {
        let node = ViewNode.zStack([
            .color().frame(width: 100, height: 100),
            .color().frame(width: 100, height: 100).offset(x: 25, y: 25),
        ])
        let result = try layout(node, 300, 300)
        #expect(result.size == Size(width: 100, height: 100))
        #expect(frame(result, "0.1").minX == 0)
        #expect(frame(result, "0.1.0").isClose(to: Rect(x: 25, y: 25, width: 100, height: 100)))
    }

    @Test("Position takes the proposal and centres the child on the point")
    func position() throws {
        let result = try layout(ViewNode.color().frame(width: 20, height: 10).position(x: 50, y: 40), 200, 100)
        #expect(result.size == Size(width: 200, height: 100))
        #expect(frame(result, "0.0").isClose(to: Rect(x: 40, y: 35, width: 20, height: 10)))
    }

    @Test("fixedSize gives a Color its 10x10 fallback and text its single line")
    func fixedSize() throws {
        #expect(try layout(ViewNode.color().fixedSize(), 1000, 1000).size == Size(width: 10, height: 10))
        let text = try layout(ViewNode.text("one two three").fixedSize(), 20, 20)
        #expect(text.size == Size(width: 13 * 8.5, height: 17 * 1.2))
        let horizontalOnly = try layout(ViewNode.color().fixedSize(horizontal: true, vertical: false), 100, 70)
        #expect(horizontalOnly.size == Size(width: 10, height: 70))
    }

    @Test("aspectRatio fit proposes the largest size of the ratio, fill the smallest covering one")
    func aspectRatio() throws {
        let fit = try layout(ViewNode.color().aspectRatio(2, contentMode: .fit), 300, 300)
        #expect(fit.size == Size(width: 300, height: 150))
        let fill = try layout(ViewNode.color().aspectRatio(16.0 / 9, contentMode: .fill), 100, 100)
        #expect(abs(fill.size.width - 100 * 16 / 9) < 1e-9 && fill.size.height == 100)
        let ideal = try layout(
            ViewNode.shape(.rectangle).frame(idealWidth: 100, idealHeight: 50).aspectRatio(contentMode: .fit), 300, 300)
        #expect(ideal.size == Size(width: 300, height: 150))
    }

    @Test("ViewThatFits shows the first child whose ideal size fits, else the last")
    func viewThatFits() throws {
        let candidates: () -> ViewNode = {
            .viewThatFits(in: .horizontal, [
                .color().frame(width: 150, height: 20), .color().frame(width: 80, height: 20),
                .color().frame(width: 15, height: 20),
            ])
        }
        let fits = try layout(candidates().frame(width: 100), 300, 300)
        #expect(fits.view(at: "0.0.1") != nil)
        #expect(fits.view(at: "0.0.0") == nil && fits.view(at: "0.0.2") == nil)
        let none = try layout(candidates().frame(width: 10), 300, 300)
        #expect(frame(none, "0.0.2").isClose(to: Rect(x: -2.5, y: 0, width: 15, height: 20)))
    }

    @Test("GeometryReader takes the proposal, is 10x10 ideally, and builds content from its size")
    func geometryReader() throws {
        let reader = ViewNode.geometryReader { proxy in
            [ViewNode.color().frame(width: proxy.size.width / 2, height: 10)]
        }
        let result = try layout(reader, 200, 100)
        #expect(result.size == Size(width: 200, height: 100))
        #expect(frame(result, "0.0").isClose(to: Rect(x: 0, y: 0, width: 100, height: 10)))
        #expect(try layout(reader.fixedSize(), 200, 100).size == Size(width: 10, height: 10))
    }

    @Test("A background is proposed the modified view's size and does not change it")
    func background() throws {
        let node = ViewNode.color().frame(width: 30, height: 30).background(.color().frame(width: 150, height: 50))
        let result = try layout(node, 300, 300)
        #expect(result.size == Size(width: 30, height: 30))
        #expect(frame(result, "0.1").isClose(to: Rect(x: -60, y: -10, width: 150, height: 50)))
    }

    @Test("Shapes take the proposal, 10 for an unspecified dimension, and infinity when probed")
    func shapes() throws {
        #expect(try layout(.shape(.circle), nil, 40).size == Size(width: 10, height: 40))
        #expect(try layout(.shape(.capsule), .infinity, 5).size == Size(width: .infinity, height: 5))
    }

    @Test("A Divider is one point thick along its stack and fills across it")
    func divider() throws {
        let result = try layout(.vStack(spacing: 0, [.color().frame(height: 10), .divider()]), 120, nil)
        #expect(frame(result, "0.1").size == Size(width: 120, height: 1))
        let row = try layout(.hStack(spacing: 0, [.divider()]), nil, 30)
        #expect(frame(row, "0.0").size == Size(width: 1, height: 30))
    }
}

@Suite("Fixed-advance text")
struct FixedAdvanceTextTests {
    private let measurer = FixedAdvanceTextMeasurer()

    private func measure(_ string: String, _ width: Double?, _ height: Double? = nil, lineLimit: Int? = nil) -> TextMeasurement {
        var environment = EnvironmentValues()
        environment.lineLimit = lineLimit
        return measurer.measure(TextContent(string), in: environment, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test("An unspecified or infinite width gives one line")
    func idealIsOneLine() {
        #expect(measure("one two", nil).lines == ["one two"])
        #expect(measure("one two", .infinity).size == Size(width: 7 * 8.5, height: 17 * 1.2))
    }

    @Test("A finite width wraps at spaces and reports the widest line")
    func wrapsAtWords() {
        let text = measure("one two three", 8.5 * 8)
        #expect(text.lines == ["one two", "three"])
        #expect(text.size.width == 7 * 8.5)
    }

    @Test("A word longer than the line is broken")
    func breaksLongWords() {
        #expect(measure("abcdefgh", 8.5 * 3).lines == ["abc", "def", "gh"])
    }

    @Test("A height too small keeps the lines that fit, the last one truncated")
    func truncatesToHeight() {
        let text = measure("one two three four", 8.5 * 5, 17 * 1.2 * 2)
        #expect(text.lines == ["one", "two…"])
        #expect(measure("one two three", 8.5 * 5, lineLimit: 0).lines.count == 1)
    }

    @Test("A width narrower than one character gives one truncated line of zero width")
    func zeroWidth() {
        let text = measure("Hello world", 0)
        #expect(text.size == Size(width: 0, height: 17 * 1.2))
        #expect(text.lines.count == 1)
    }
}
