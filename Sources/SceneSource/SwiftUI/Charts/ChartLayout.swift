import LayoutEngine

/// Swift Charts' `Chart`: as large as it is offered in both directions (a chart has no size of
/// its own), its marks placed in it by their values: a bar per category (marks of one category
/// stacked, as Swift Charts stacks them), from zero to its value; a point, line or area mark
/// at its value; a rule across. The numeric scale runs from zero (or below, for negative
/// values) to the largest value, as the automatic scale does. Axes and legends are not drawn.
struct ChartLayout: Layout {
    /// A mark's values, read from its `ChartLayout.markKey` layout value.
    struct Mark {
        enum Kind: String { case bar, line, point, area, rule, rectangle, sector }
        var kind: Kind
        var x: Datum?
        var y: Datum?
    }

    /// A plotted value: a number on a scale, or a category (a string, a date) in a band.
    enum Datum: Equatable {
        case number(Double)
        case category(String)

        var number: Double? { if case .number(let value) = self { return value } else { return nil } }
        var category: String? {
            switch self {
            case .category(let name): return name
            case .number(let value): return String(value)
            }
        }
    }

    static let markKey = "ChartLayout.mark"

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        return Size(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let marks = subviews.map { $0.layoutValue(Self.markKey) as? Mark }
        // Vertical bars when x names categories and y is a number; horizontal ones the other way.
        let horizontal = marks.contains { $0?.x?.number != nil && $0?.y?.number == nil && $0?.y != nil }
        let categories = orderedCategories(marks.map { horizontal ? $0?.y : $0?.x })
        let values = marks.compactMap { horizontal ? $0?.x?.number : $0?.y?.number }.filter(\.isFinite)
        let positions = marks.compactMap { horizontal ? $0?.y?.number : $0?.x?.number }.filter(\.isFinite)
        // Totals of stacked bars set the scale's top.
        var totals: [String: Double] = [:]
        for mark in marks {
            guard let mark, mark.kind == .bar, let category = (horizontal ? mark.y : mark.x)?.category,
                  let value = (horizontal ? mark.x : mark.y)?.number, value.isFinite, value > 0 else { continue }
            totals[category, default: 0] += value
        }
        let low = min(0, values.min() ?? 0)
        let high = max(values.max() ?? 1, totals.values.max() ?? 0, low + 1)
        let positionLow = positions.min() ?? 0, positionHigh = max(positions.max() ?? 1, positionLow + 1)
        let length = horizontal ? bounds.width : bounds.height
        let across = horizontal ? bounds.height : bounds.width
        let band = categories.isEmpty ? across : across / Double(categories.count)
        var stacked: [String: Double] = [:]
        for (index, subview) in subviews.enumerated() {
            guard let mark = marks[index] else {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(width: 0, height: 0))
                continue
            }
            let value = (horizontal ? mark.x : mark.y)?.number ?? 0
            let scaled = { (v: Double) in (v - low) / (high - low) * length }
            // Where along the category axis: the band's middle, or the position on a number scale.
            var middle = across / 2
            if let category = (horizontal ? mark.y : mark.x)?.category, let slot = categories.firstIndex(of: category) {
                middle = band * (Double(slot) + 0.5)
            }
            if categories.isEmpty, let position = (horizontal ? mark.y : mark.x)?.number, position.isFinite {
                middle = (position - positionLow) / (positionHigh - positionLow) * across
            }
            var start = scaled(0), end = scaled(value)
            var thickness = band * 0.6
            switch mark.kind {
            case .bar, .rectangle:
                if let category = (horizontal ? mark.y : mark.x)?.category, value > 0 {
                    let below = stacked[category, default: 0]
                    start = scaled(below); end = scaled(below + value)
                    stacked[category] = below + value
                }
            case .point, .line:
                start = scaled(value) - 4; end = scaled(value) + 4; thickness = 8
            case .area:
                break
            case .rule:
                if mark.x == nil || mark.y == nil { start = scaled(value); end = start + 1; thickness = across; middle = across / 2 }
            case .sector:
                start = 0; end = length; thickness = across; middle = across / 2
            }
            let from = min(start, end), extent = abs(end - start)
            // Numbers grow up the height, rightwards along the width.
            let rect = horizontal
                ? Rect(x: bounds.minX + from, y: bounds.minY + middle - thickness / 2, width: extent, height: thickness)
                : Rect(x: bounds.minX + middle - thickness / 2, y: bounds.maxY - from - extent, width: thickness, height: extent)
            subview.place(at: rect.origin, proposal: ProposedViewSize(width: rect.width, height: rect.height))
        }
    }

    /// The categories in the order the marks first name them.
    private func orderedCategories(_ data: [Datum?]) -> [String] {
        guard data.contains(where: { if case .category? = $0 { return true } else { return false } }) else { return [] }
        var seen: [String] = []
        for datum in data { if let name = datum?.category, !seen.contains(name) { seen.append(name) } }
        return seen
    }
}
