import LayoutEngine

/// Swift Charts' `Chart`: as large as it is offered in both directions (a chart has no size of
/// its own; unspecified, 10 points, as any view that takes its proposal), its marks placed in
/// its plot area by their values (`ChartScale`): a bar per category (marks of one category
/// stacked, as Swift Charts stacks them), from zero to its value; a point, line or area mark at
/// its value; a rule across. Around the plot area, Swift Charts' default axes and legend: the
/// y axis's labels at the trailing edge, the x axis's below the plot, a horizontal grid line at
/// each tick of a numeric y axis and a vertical one at each of a numeric x axis, and the legend
/// of `foregroundStyle(by:)`'s series below everything, at the leading edge.
struct ChartLayout: Layout {
    /// A mark's values, read from its `ChartLayout.markKey` layout value.
    struct Mark {
        enum Kind: String { case bar, line, point, area, rule, rectangle, sector }
        var kind: Kind
        var x: Datum?
        var y: Datum?
        /// The series `foregroundStyle(by: .value(...))` puts it in.
        var series: String?
    }

    /// A plotted value: a number on a scale, or a category (a string, a date) in a band.
    enum Datum: Equatable {
        case number(Double)
        case category(String)

        var number: Double? { if case .number(let value) = self { return value } else { return nil } }
        var categoryName: String? {
            switch self {
            case .category(let name): return name
            case .number(let value): return String(value)
            }
        }
    }

    /// A part of the chart the chart draws itself, read from its `ChartLayout.partKey` value.
    enum Part {
        enum Axis { case x, y }
        /// A tick's label: a number on a numeric axis, or category `index`'s name.
        case label(Axis, number: Double?, category: Int?)
        /// A grid line across the plot at a tick of a numeric axis.
        case gridLine(Axis, Double)
        case legend
    }

    static let markKey = "ChartLayout.mark"
    static let partKey = "ChartLayout.part"
    static let seriesKey = "ChartLayout.series"
    /// Points between the plot and its axis labels, and between the labels and the legend
    /// (chosen: Apple documents no figure).
    static let labelGap = 4.0, legendGap = 8.0
    static let gridLineWidth = 0.5

    let scale: ChartScale

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        return Size(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let parts = subviews.map { $0.layoutValue(Self.partKey) as? Part }
        var sizes = [Size?](repeating: nil, count: subviews.count)
        var yLabelWidth = 0.0, legendHeight = 0.0
        for (index, part) in parts.enumerated() {
            guard let part else { continue }
            switch part {
            case .label(.y, _, _):
                let size = subviews[index].sizeThatFits(.unspecified)
                sizes[index] = size
                yLabelWidth = max(yLabelWidth, size.width)
            case .legend:
                let size = subviews[index].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
                sizes[index] = size
                legendHeight = max(legendHeight, size.height)
            default: break
            }
        }
        var xLabelHeight = 0.0
        for (index, part) in parts.enumerated() {
            guard case .label(.x, _, _)? = part else { continue }
            let size = subviews[index].sizeThatFits(.unspecified)
            sizes[index] = size
            xLabelHeight = max(xLabelHeight, size.height)
        }
        let trailing = yLabelWidth > 0 ? yLabelWidth + Self.labelGap : 0
        let bottom = (xLabelHeight > 0 ? xLabelHeight + Self.labelGap : 0) + (legendHeight > 0 ? legendHeight + Self.legendGap : 0)
        let plot = Rect(x: bounds.minX, y: bounds.minY, width: max(0, bounds.width - trailing), height: max(0, bounds.height - bottom))
        // Bars of a category stack in the order they come.
        var stacked: [String: Double] = [:]
        for (index, subview) in subviews.enumerated() {
            if let part = parts[index] {
                place(part, subview, size: sizes[index], plot: plot, bounds: bounds)
            } else if let mark = subview.layoutValue(Self.markKey) as? Mark {
                let rect = self.rect(of: mark, stacked: &stacked, plot: plot)
                subview.place(at: rect.origin, proposal: ProposedViewSize(width: rect.width, height: rect.height))
            } else {
                subview.place(at: plot.origin, proposal: ProposedViewSize(width: 0, height: 0))
            }
        }
    }

    /// Where along `axis` of `plot` a tick or category lies, from the plot's leading or bottom edge.
    private func offset(_ axis: Part.Axis, number: Double?, category: Int?, plot: Rect) -> Double {
        let scale = axis == .x ? self.scale.x : self.scale.y
        let length = axis == .x ? plot.width : plot.height
        if case .categories(let names) = scale, let category, !names.isEmpty {
            // Categories run leading to trailing, and top to bottom.
            let along = length / Double(names.count) * (Double(category) + 0.5)
            return axis == .x ? along : length - along
        }
        return scale.offset(of: number ?? 0, length: length)
    }

    private func place(_ part: Part, _ subview: LayoutSubview, size: Size?, plot: Rect, bounds: Rect) {
        switch part {
        case .gridLine(.y, let value):
            let y = plot.maxY - offset(.y, number: value, category: nil, plot: plot)
            subview.place(at: Point(x: plot.minX, y: y - Self.gridLineWidth / 2), proposal: ProposedViewSize(width: plot.width, height: Self.gridLineWidth))
        case .gridLine(.x, let value):
            let x = plot.minX + offset(.x, number: value, category: nil, plot: plot)
            subview.place(at: Point(x: x - Self.gridLineWidth / 2, y: plot.minY), proposal: ProposedViewSize(width: Self.gridLineWidth, height: plot.height))
        case .label(.y, let number, let category):
            let size = size ?? .zero
            let middle = plot.maxY - offset(.y, number: number, category: category, plot: plot)
            subview.place(at: Point(x: plot.maxX + Self.labelGap, y: middle - size.height / 2), proposal: ProposedViewSize(size))
        case .label(.x, let number, let category):
            let size = size ?? .zero
            let middle = plot.minX + offset(.x, number: number, category: category, plot: plot)
            // Centred on its tick, kept inside the chart at its ends.
            let x = min(max(middle - size.width / 2, bounds.minX), max(bounds.minX, bounds.maxX - size.width))
            subview.place(at: Point(x: x, y: plot.maxY + Self.labelGap), proposal: ProposedViewSize(size))
        case .legend:
            let size = size ?? .zero
            subview.place(at: Point(x: bounds.minX, y: bounds.maxY - size.height), proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }

    /// The frame of mark `index` in `plot`: numbers grow up the height, rightwards along the width.
    private func rect(of mark: Mark, stacked: inout [String: Double], plot: Rect) -> Rect {
        let horizontal = scale.horizontal
        let length = horizontal ? plot.width : plot.height
        let across = horizontal ? plot.height : plot.width
        let values = scale.values, positions = scale.positions
        var band = across
        if case .categories(let names) = positions, !names.isEmpty { band = across / Double(names.count) }
        let value = (horizontal ? mark.x : mark.y)?.number ?? 0
        let scaled = { (v: Double) in values.offset(of: v, length: length) }
        var middle = across / 2
        let position = horizontal ? mark.y : mark.x
        if case .categories = positions, let name = position?.categoryName, let slot = scale.categoryIndex[name] {
            middle = horizontal ? across - band * (Double(slot) + 0.5) : band * (Double(slot) + 0.5)
        } else if case .numbers = positions, let number = position?.number, number.isFinite {
            middle = positions.offset(of: number, length: across)
        }
        var start = scaled(0), end = scaled(value)
        var thickness = band * 0.6
        switch mark.kind {
        case .bar, .rectangle:
            if let category = position?.categoryName, case .categories = positions, value.isFinite, value > 0 {
                // Stacked on the bars of its category before it.
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
        return horizontal
            ? Rect(x: plot.minX + from, y: plot.maxY - middle - thickness / 2, width: extent, height: thickness)
            : Rect(x: plot.minX + middle - thickness / 2, y: plot.maxY - from - extent, width: thickness, height: extent)
    }
}
