/// Text in a pass: measuring a text for a proposal, and when an earlier measurement holds for
/// a new proposal (Documentation/layout-speed.md, "A text is measured again only when it could
/// lay out differently").
extension LayoutPass {
    func measureText(_ node: LayoutNode, _ text: TextContent, _ proposal: ProposedViewSize) -> TextMeasurement {
        measuredText(node, text, proposal).measurement
    }

    /// The measurement of the text for `proposal` and the proposal it was measured at: the
    /// same, or one that lays the text out alike (`laysOutAlike`). Drawing typesets the text for
    /// the latter, so the shaped layout measuring made is drawn, not shaped again per frame.
    func measuredText(_ node: LayoutNode, _ text: TextContent, _ proposal: ProposedViewSize) -> LayoutNode.TextAnswer {
        if let index = keptTextMeasurement(node, proposal) { return node.textMeasurements[index] }
        return measureNewText(node, text, proposal)
    }

    /// The size of the text for `proposal`: the kept measurement's when one holds, read in
    /// place, before the text is read out of the view (a copy of the view's content and a
    /// retain of its payload) for measuring anew.
    func textSize(_ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        if let index = keptTextMeasurement(node, proposal) { return node.textMeasurements[index].measurement.size }
        guard case .text(let text) = node.view.content else { return .zero }
        return measureNewText(node, text, proposal).measurement.size
    }

    /// Where in the node's kept measurements one for `proposal` is, if any. Entries are read
    /// in place by index: iterating copied each one out, with a retain of its lines.
    private func keptTextMeasurement(_ node: LayoutNode, _ proposal: ProposedViewSize) -> Int? {
        node.enter(pass: id)
        let count = node.textMeasurements.count
        var index = count
        while index > 0 {
            index -= 1
            if node.textMeasurements[index].proposal == proposal { return index }
        }
        // Read in place through the box: `environment` copies the whole environment out.
        if count > 0, node.environmentBox.values.lineLimit == nil, node.environmentBox.values.minimumScaleFactor >= 1 {
            for index in 0..<count where Self.laysOutAlike(node.textMeasurements[index], proposal) {
                textReuseCount += 1
                return index
            }
        }
        return nil
    }

    private func measureNewText(_ node: LayoutNode, _ text: TextContent, _ proposal: ProposedViewSize) -> LayoutNode.TextAnswer {
        textMeasurementCount += 1
        let measurement = textMeasurer.measure(text, in: node.environment, proposal: proposal)
        let lines = measurement.lines
        let string = text.string
        let entry = LayoutNode.TextAnswer(
            proposal: proposal, measurement: measurement,
            isWholeLine: lines.count == 1 && lines[0] == string && !Self.containsNewline(string),
            isCut: lines.last.map { Self.endsWithEllipsis($0) && !Self.endsWithEllipsis(string) } ?? false)
        // Room for two at first: a text in a stack is measured at its zero-width probe and at
        // its width (growing from one allocated twice).
        if node.textMeasurements.capacity == 0 { node.textMeasurements.reserveCapacity(2) }
        LayoutNode.remember(entry, in: &node.textMeasurements)
        return entry
    }

    /// True when `string` has a line feed, read from its bytes in place when it is native.
    static func containsNewline(_ string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) }
            ?? string.utf8.contains(UInt8(ascii: "\n"))
    }

    /// True when `string` ends with "…" (U+2026, E2 80 A6 in UTF-8).
    static func endsWithEllipsis(_ string: String) -> Bool {
        // A native string's bytes in place; the view's indices step through a foreign one.
        if let answer = string.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.count >= 3 && bytes[bytes.count - 3] == 0xE2 && bytes[bytes.count - 2] == 0x80 && bytes[bytes.count - 1] == 0xA6
        }) {
            return answer
        }
        let bytes = string.utf8
        guard bytes.count >= 3 else { return false }
        let third = bytes.index(before: bytes.endIndex)
        let second = bytes.index(before: third)
        let first = bytes.index(before: second)
        return bytes[first] == 0xE2 && bytes[second] == 0x80 && bytes[third] == 0xA6
    }

    /// Whether the text measured for `entry` lays out the same at `proposal`, so it need not be
    /// measured again. Line breaking is greedy: every width from
    /// the widest line up to the width it was measured at gives the same lines (an unspecified
    /// width is the widest of all), and a height at least the text's cuts nothing, so a
    /// one-line text is measured once for all the heights and wider widths it is proposed.
    /// Only without a line limit or a minimum scale factor, which make the size depend on the
    /// proposal in other ways.
    static func laysOutAlike(_ entry: LayoutNode.TextAnswer, _ proposal: ProposedViewSize) -> Bool {
        let measured = entry.proposal
        let size = entry.measurement.size
        // Narrower than the text measured: never the same (every rule below needs the width).
        if let width = proposal.width, width < size.width { return false }
        // The whole text on one line: the same at any height (a text always shows its first
        // line) and at any width it fits in, when it was measured at a width wider than itself
        // (a width that cut it to fit would have made it exactly that wide).
        if entry.isWholeLine, measured.width.map({ size.width < $0 }) ?? true { return true }
        // Narrower than a character a text shows one cut line whatever the height
        // (TextMeasuring); at zero width that line has no width.
        if measured.width == 0, proposal.width == 0, size.width == 0 { return true }
        // Cut (by the height it was measured at): only its own proposal gives the same.
        if entry.isCut { return false }
        switch (measured.width, proposal.width) {
        case (nil, _): break
        case (let before?, let width?): guard width <= before else { return false }
        case (_?, nil): return false
        }
        let wholeBefore = measured.height.map { $0 >= size.height } ?? true
        let wholeNow = proposal.height.map { $0 >= size.height } ?? true
        return wholeBefore && wholeNow
    }
}
