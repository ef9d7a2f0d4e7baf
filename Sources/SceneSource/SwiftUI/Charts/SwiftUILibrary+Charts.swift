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
        "chartXAxis", "chartYAxis", "chartLegend", "chartXScale", "chartYScale", "chartPlotStyle",
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
            return [ViewNode("Chart", content: .layout(ChartLayout()), children: marks, argumentSummary: summary, sourceLocation: location)]
        }
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
            node.layoutValues[ChartLayout.markKey] = ChartLayout.Mark(kind: kind, x: x, y: y)
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
