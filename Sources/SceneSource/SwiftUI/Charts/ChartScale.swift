import Foundation

/// The scales of a chart, found from its marks as Swift Charts' automatic scales are: the axis
/// that names categories (strings, dates) is divided into a band per category, in the order the
/// marks first name them; a numeric value axis runs from zero (or below, for negative values) up
/// to past the largest value (stacked bars' totals) and is widened to whole ticks ("nice" steps
/// of 1, 2, 2.5 or 5 times a power of ten, about five of them: the count is chosen, as Apple
/// documents no figure); a numeric position axis (a line over numbers) spans its data. Bars
/// lie horizontally when x is the number and y the category.
struct ChartScale {
    /// One axis: bands of categories, or a numeric domain with its ticks.
    enum AxisScale: Equatable {
        case categories([String])
        case numbers(low: Double, high: Double, ticks: [Double])

        /// Where `value` falls along an axis `length` long, from its start (0...length).
        func offset(of value: Double, length: Double) -> Double {
            guard case .numbers(let low, let high, _) = self, high > low else { return length / 2 }
            return (value - low) / (high - low) * length
        }
    }

    /// True when bars lie along x (y names the categories).
    var horizontal: Bool
    var x: AxisScale
    var y: AxisScale
    /// The series `foregroundStyle(by:)` names, in the order the marks first name them.
    var series: [String]
    /// Where each series and each category of the position axis is in its list.
    private(set) var seriesIndex: [String: Int] = [:]
    private(set) var categoryIndex: [String: Int] = [:]

    /// The axis along which marks show their values (y, or x for horizontal bars).
    var values: AxisScale { horizontal ? x : y }
    /// The other axis: categories, or positions on a number scale.
    var positions: AxisScale { horizontal ? y : x }

    init(marks: [ChartLayout.Mark?]) {
        horizontal = marks.contains { $0?.x?.number != nil && $0?.y?.number == nil && $0?.y != nil }
        let horizontal = self.horizontal
        let values = marks.compactMap { horizontal ? $0?.x?.number : $0?.y?.number }.filter(\.isFinite)
        // Totals of stacked bars set the scale's top.
        var totals: [String: Double] = [:]
        for mark in marks {
            guard let mark, mark.kind == .bar, let category = (horizontal ? mark.y : mark.x)?.categoryName,
                  let value = (horizontal ? mark.x : mark.y)?.number, value.isFinite, value > 0 else { continue }
            totals[category, default: 0] += value
        }
        let low = min(0, values.min() ?? 0)
        let high = max(values.max() ?? 1, totals.values.max() ?? 0, low + 1)
        let ticks = Self.ticks(low: low, high: high)
        let valueScale = AxisScale.numbers(low: ticks.first ?? low, high: ticks.last ?? high, ticks: ticks)
        let data = marks.map { horizontal ? $0?.y : $0?.x }
        let positionScale: AxisScale
        if data.contains(where: { if case .category? = $0 { return true } else { return false } }) {
            var seen: [String] = [], known: Set<String> = []
            for datum in data { if let name = datum?.categoryName, known.insert(name).inserted { seen.append(name) } }
            positionScale = .categories(seen)
        } else {
            let positions = data.compactMap { $0?.number }.filter(\.isFinite)
            let start = positions.min() ?? 0, end = max(positions.max() ?? 1, start + 1)
            positionScale = .numbers(low: start, high: end, ticks: Self.ticks(low: start, high: end).filter { $0 >= start - 1e-9 && $0 <= end + 1e-9 })
        }
        x = horizontal ? valueScale : positionScale
        y = horizontal ? positionScale : valueScale
        var series: [String] = [], known: Set<String> = []
        for mark in marks { if let name = mark?.series, known.insert(name).inserted { series.append(name) } }
        self.series = series
        seriesIndex = Dictionary(series.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        if case .categories(let names) = positionScale {
            categoryIndex = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        } else {
            categoryIndex = [:]
        }
    }

    /// Ticks at a nice step covering `low...high`: about five, never more than 21.
    static func ticks(low: Double, high: Double) -> [Double] {
        guard low.isFinite, high.isFinite, high > low else { return [low] }
        let rough = (high - low) / 4
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let residual = rough / magnitude
        let nice: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10
        let step = nice * magnitude
        guard step.isFinite, step > 0 else { return [low, high] }
        let first = (low / step).rounded(.down) * step
        var ticks: [Double] = []
        var value = first
        while ticks.count < 21 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            if value >= high - step * 1e-9 { break }
            value = first + Double(ticks.count) * step
        }
        return ticks
    }

    /// A tick's label as iOS writes the number in English (United States): "1,500", "2.5".
    static func label(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// Swift Charts' default colours of series, in order (blue, green, orange, purple, red,
    /// cyan, yellow; chosen from Apple's charts, not a documented list), then round again.
    static let palette = ["blue", "green", "orange", "purple", "red", "cyan", "yellow"]

    /// The colour of series `name`.
    func colour(ofSeries name: String) -> String? {
        guard let index = seriesIndex[name] else { return nil }
        return Self.palette[index % Self.palette.count]
    }
}
