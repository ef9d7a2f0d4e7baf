import Foundation
import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// Swift Charts (`import Charts`): `Chart { BarMark(...) }` and `Chart(data) { item in LineMark(...) }`
/// lay out as Apple's charts do, taking what they are offered, with their marks drawn where
/// their values put them (`ChartLayout`). A mark is a view of the chart's content, so `ForEach`
/// and `if` work in a chart as in any builder; its own modifiers (`.foregroundStyle(.red)`,
/// `.annotation { }`, `.interpolationMethod(...)`) keep its place.
extension SwiftUILibrary {
    static let chartMarkKinds: [String: ChartLayout.Mark.Kind] = [
        "BarMark": .bar, "LineMark": .line, "PointMark": .point, "AreaMark": .area, "RuleMark": .rule,
        "RectangleMark": .rectangle, "SectorMark": .sector,
    ]

    /// The views of Swift Charts, a module of their own.
    static let chartViewNames: Set<String> = Set(chartMarkKinds.keys).union(["Chart"])

    /// Modifiers of marks and charts that change no layout here: scales, axes, legends,
    /// annotations, selection, styles by value.
    static let chartModifierNames: [String] = [
        "annotation", "interpolationMethod", "symbol", "symbolSize", "lineStyle",
        "chartXScale", "chartYScale", "chartPlotStyle",
        "chartForegroundStyleScale", "chartSymbolScale", "chartXAxisLabel", "chartYAxisLabel", "chartScrollableAxes",
        "chartXVisibleDomain", "chartYVisibleDomain", "chartScrollPosition", "chartXSelection", "chartYSelection",
        "chartAngleSelection", "chartOverlay", "chartBackground", "chartGesture", "accessibilityChartDescriptor",
    ]

    /// `Chart { ... }` or `Chart(data, id:) { item in ... }`.
    func chart(_ call: NativeCall, summary: String) throws -> ViewValue {
        let location = location(call.position)
        let content: Value
        if let data = call.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure })?.value {
            // Data the scene cannot list (a member of a type its app declares elsewhere, read as
            // SwiftUI's own of that name): the chart is drawn without marks.
            if (try? evaluator.iterate(data, node: Syntax(TokenSyntax.identifier("data")))) == nil {
                warning("the chart's data \(evaluator.describe(data)) is not a collection here; the chart is drawn without marks", at: call.position)
                content = .nil
            } else {
                content = .native(try forEach(call, data: data))
            }
        } else {
            content = try self.content(call)
        }
        return ViewValue("Chart", at: call.position) { context, path in
            let marks = try self.realize(content, context, path: path).flatMap(Self.expanded)
            let found = marks.map(Self.mark(in:))
            let scale = ChartScale(marks: found.map(\.mark))
            // The colour the scene chose for a mark (`.foregroundStyle(.red)`), else its series'.
            for item in found {
                guard let leaf = item.leaf else { continue }
                let share = item.mark?.kind == .area ? 0.3 : 1
                if var colour = item.colour {
                    colour.opacity *= share
                    leaf.style.fill = colour
                } else if let series = item.mark?.series, let colour = scale.colour(ofSeries: series) {
                    var fill = Color.named(colour)
                    fill.opacity *= share
                    leaf.style.fill = fill
                }
            }
            let parts = Self.chartParts(scale).map { $0.located(location) }
            // Grid lines behind the marks, labels and legend after them.
            let (behind, after) = (parts.filter(Self.isGridLine), parts.filter { !Self.isGridLine($0) })
            return [ViewNode("Chart", content: .layout(ChartLayout(scale: scale)), children: behind + marks + after, argumentSummary: summary, sourceLocation: location)]
        }
    }

    /// The mark a chart's child shows, through the modifiers on it: its values with the series
    /// a `foregroundStyle(by:)` on the way names, the mark's own node, and the colour the
    /// nearest `foregroundStyle(_:)` on the way gives it.
    static func mark(in node: ViewNode) -> (mark: ChartLayout.Mark?, leaf: ViewNode?, colour: Color?) {
        var current: ViewNode? = node
        var series: String?
        var colour: Color?
        while let visited = current {
            if let name = visited.layoutValues[ChartLayout.seriesKey] as? String { series = name }
            if visited.isStyled, let foreground = visited.style.foreground { colour = foreground }
            if var mark = visited.layoutValues[ChartLayout.markKey] as? ChartLayout.Mark {
                mark.series = series
                return (mark, visited, colour)
            }
            current = visited.children.count == 1 ? visited.children[0] : nil
        }
        return (nil, nil, colour)
    }

    static func isGridLine(_ node: ViewNode) -> Bool {
        if case .gridLine? = node.layoutValues[ChartLayout.partKey] as? ChartLayout.Part { return true }
        return false
    }

    /// The chart's axes and legend (`ChartLayout.Part`): a label per tick or category of each
    /// axis, a grid line per tick of a numeric one, and the series' legend.
    static func chartParts(_ scale: ChartScale) -> [ViewNode] {
        var parts: [ViewNode] = []
        func tagged(_ node: ViewNode, _ part: ChartLayout.Part, _ name: String) -> ViewNode {
            node.layoutValues[ChartLayout.partKey] = part
            return node.withPart(name)
        }
        for (axis, axisScale) in [(ChartLayout.Part.Axis.x, scale.x), (.y, scale.y)] {
            switch axisScale {
            case .categories(let names):
                for (index, name) in names.enumerated() {
                    parts.append(tagged(ViewNode.label(name, font: .textStyle(.caption2), color: "secondaryLabel"),
                                        .label(axis, number: nil, category: index), "Chart.axisLabel"))
                }
            case .numbers(_, _, let ticks):
                for tick in ticks {
                    let line = ViewNode("Color", content: .color(.named("systemGray4")))
                    parts.append(tagged(line, .gridLine(axis, tick), "Chart.gridLine"))
                    parts.append(tagged(ViewNode.label(ChartScale.label(tick), font: .textStyle(.caption2), color: "secondaryLabel"),
                                        .label(axis, number: tick, category: nil), "Chart.axisLabel"))
                }
            }
        }
        if !scale.series.isEmpty {
            let entries = scale.series.map { name in
                ViewNode.hStack(spacing: 4, [
                    ViewNode.filled(.circle, scale.colour(ofSeries: name) ?? "blue").frame(width: 8, height: 8),
                    ViewNode.label(name, font: .textStyle(.caption), color: "secondaryLabel"),
                ])
            }
            parts.append(tagged(ViewNode.hStack(spacing: 12, entries), .legend, "Chart.legend"))
        }
        return parts
    }

    /// `BarMark(x: .value("Day", "Mon"), y: .value("Steps", 6019))` and the other marks: a shape
    /// in the default series colour, with its values for the chart.
    func chartMark(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        let kind = Self.chartMarkKinds[type] ?? .point
        let x = plotted(call.argument("x") ?? call.argument("xStart"))
        let y = plotted(call.argument("y") ?? call.argument("yStart") ?? call.argument("angle"))
        let location = location(call.position)
        return ViewValue(type, at: call.position) { _, _ in
            let shape: ShapeKind = kind == .point || kind == .line ? .circle : (kind == .sector ? .circle : .rectangle)
            let node = ViewNode.filled(shape, "accentColor", opacity: kind == .area ? 0.3 : 1)
            node.typeName = type
            node.argumentSummary = summary
            node.sourceLocation = location
            node.layoutValues[ChartLayout.markKey] = ChartLayout.Mark(kind: kind, x: x, y: y, series: nil)
            return [node]
        }
    }

    /// A mark's `.value("Label", value)`: its value as a number
    /// or a category.
    func plotted(_ value: Value?) -> ChartLayout.Datum? {
        guard var value else { return nil }
        if case .implicitMember(let member) = value, member.name == "value", let arguments = member.arguments, arguments.count >= 2 {
            value = arguments[1].value
        }
        if let number = value.number, number.isFinite { return .number(number) }
        if let string = value.stringValue { return .category(string) }
        return .category(evaluator.describe(value))
    }
}

extension ViewMaker {
    static let chart = ViewMaker { library, _, call, summary in try library.chart(call, summary: summary) }

    static let chartMark = ViewMaker { library, type, call, summary in try library.chartMark(type, call, summary: summary) }
}

extension ModifierApplier {
    /// `.chartXAxis(.hidden)`, `.chartYAxis(.hidden)`, `.chartLegend(.hidden)`: the chart below
    /// draws that axis's labels and grid lines, or its legend, no more, and its plot takes their
    /// room. Other arguments (`.visible`, `.automatic`, a closure of `AxisMarks`) keep Swift
    /// Charts' default axes.
    static let chartAxisVisibility = ModifierApplier { library, name, base, call in
        let hidden = call.arguments.first { $0.label == nil && !$0.isTrailingClosure }?.value.symbolName == "hidden"
        return library.level(name, base, call, layout: PassthroughLayout()) { node in
            guard hidden else { return }
            var current: ViewNode? = node
            while let visited = current, !(visited.content.layout is ChartLayout) {
                current = visited.children.count == 1 ? visited.children[0] : nil
            }
            guard let chart = current else { return }
            chart.children.removeAll { child in
                switch child.layoutValues[ChartLayout.partKey] as? ChartLayout.Part {
                case .label(.x, _, _)?, .gridLine(.x, _)?: return name == "chartXAxis"
                case .label(.y, _, _)?, .gridLine(.y, _)?: return name == "chartYAxis"
                case .legend?: return name == "chartLegend"
                default: return false
                }
            }
        }
    }
}
