import LayoutEngine
import SwiftEvaluator

/// A modifier named as SwiftUI's but called as SwiftUI's is not (`.cornerRadius(12, corners:
/// [.topLeft])`, `.font(size: 14, weight: .bold)`, `.font(17, .black, .medium)`): in a file
/// pasted from an app, an overload the app declares in an extension elsewhere. It has no effect
/// on layout, with a warning; under `--strict`, or where a label is one slip from SwiftUI's,
/// SwiftUI's modifier reports the call.
extension SwiftUILibrary {
    /// SwiftUI's modifier refused the call (`error`) and it has more values than SwiftUI's
    /// takes (`.font(17, .black, .medium)`): an overload of the app. Nil to report the error.
    func appOverload(_ name: String, entry: CatalogEntry, base: Value, call: NativeCall, refused error: Error) -> Value? {
        let unlabelled = call.arguments.filter { !$0.isTrailingClosure && $0.label == nil }
        guard !isStrict, let error = error as? RuntimeError, error.kind != .cancelled, error.kind != .budget,
              unlabelled.count > Self.unlabelledValues[name, default: 1] else { return nil }
        let written = unlabelled
        warning("'\(name)' with \(written.count) values is not SwiftUI's \(name) (an overload of its app?); it has no effect on layout here",
                at: call.position, hint: Self.standInHint)
        return level(name, base, call, layout: PassthroughLayout())
    }

    /// How many unlabelled values SwiftUI's modifier takes at most, where more than one
    /// (`padding(.horizontal, 8)`, `foregroundStyle(.red, .green, .blue)`); one for the rest.
    static let unlabelledValues: [String: Int] = ["padding": 2, "foregroundStyle": 3, "onChange": 2]

    static let chartSeriesModifiers: Set<String> = ["foregroundStyle", "position", "symbol", "symbolSize", "lineStyle", "opacity"]

    /// A call SwiftUI's modifier does not take, where its catalog entry lists every label
    /// SwiftUI's takes (`exact`): a label it does not take and none one slip from its own
    /// (`.cornerRadius(12, corners: [.topLeft])`), or more unlabelled values than it takes
    /// (`.hidden(isEmpty)`, where SwiftUI's `hidden()` takes none). For other entries, only
    /// labels SwiftUI's does not take where it takes an unlabelled value (`.font(size: 14,
    /// weight: .bold)`). Either is an overload of the app; nil for a call SwiftUI's modifier
    /// takes (or a misspelt label, which the modifier reports).
    func appOverload(_ name: String, entry: CatalogEntry, base: Value, call: NativeCall) -> Value? {
        guard !isStrict else { return nil }
        // The usual call, every label one SwiftUI's takes (`frame(maxWidth:)` at every row of a
        // `ForEach`), is told apart without building the lists below.
        var unlabelledCount = 0
        var labelsAreSwiftUIs = true
        for argument in call.arguments where !argument.isTrailingClosure {
            guard let label = argument.label else { unlabelledCount += 1; continue }
            if !entry.labels.contains(label) { labelsAreSwiftUIs = false; break }
        }
        if labelsAreSwiftUIs {
            guard entry.checksLabels, unlabelledCount > (entry.labels.contains("_") ? Self.unlabelledValues[name, default: 1] : 0) else { return nil }
        }
        let written = call.arguments.filter { !$0.isTrailingClosure }
        let labels = written.compactMap(\.label)
        // Swift Charts' series modifiers of marks (`.foregroundStyle(by: .value("Kind", k))`,
        // `.position(by:axis:)`, `.symbol(by:)`): colours and offsets by value, no layout here.
        if labels.first == "by", Self.chartSeriesModifiers.contains(name) {
            // `foregroundStyle(by:)` names the mark's series: the chart colours it and lists it in its legend.
            let series = name == "foregroundStyle" ? call.argument("by").flatMap { plotted($0)?.categoryName } : nil
            return level(name, base, call, layout: PassthroughLayout()) { node in
                if let series { node.layoutValues[ChartLayout.seriesKey] = series }
            }
        }
        let foreign = labels.filter { !entry.labels.contains($0) }
        let unlabelled = written.count - labels.count
        guard !foreign.contains(where: { Self.isSlip($0, among: entry.labels) }) else { return nil }
        if entry.checksLabels {
            let takes = entry.labels.contains("_") ? Self.unlabelledValues[name, default: 1] : 0
            guard !foreign.isEmpty || unlabelled > takes else { return nil }
        } else {
            guard entry.labels.contains("_"), !foreign.isEmpty, unlabelled == 0 else { return nil }
        }
        warning("'\(name)(\(written.map { ($0.label ?? "_") + ":" }.joined()))' is not SwiftUI's \(name) (an overload of its app?); it has no effect on layout here",
                at: call.position, hint: Self.standInHint)
        return level(name, base, call, layout: PassthroughLayout())
    }

    /// A label one slip from one of SwiftUI's: a misspelling (`StandIns.misspelling`), or for a
    /// short label, one letter changed (`offset(z:)` for `x:`).
    static func isSlip(_ label: String, among labels: [String]) -> Bool {
        if StandIns.misspelling(of: label, among: labels) != nil { return true }
        return label.count <= 3 && labels.contains { $0.count == label.count && zip($0, label).filter { $0 != $1 }.count == 1 }
    }
}
