import SceneSource

/// One parameter the inspector shows for a view or modifier: every parameter its catalog
/// entry lists (set or not, the default greyed when not), then any other argument written.
/// Numbers step with Up and Down (Shift: ten steps), and a parameter with a natural range
/// (an opacity) has a slider.
public struct InspectorParameter: Hashable, Sendable {
    /// The argument label; nil for an unlabelled parameter.
    public var label: String?
    /// The catalog's type (`CGFloat`, `VerticalAlignment`), when it says.
    public var type: String?
    /// The argument as written; nil when the call leaves it out.
    public var source: String?
    /// What SwiftUI uses when the argument is left out, as source (`.center`, `nil`), or nil
    /// when the parameter has no default (`opacity(_:)` needs its value).
    public var defaultSource: String?
    /// How far one Up or Down step moves a number; nil for a parameter that is not a number.
    public var step: Double?
    /// The values a slider covers, where the range is natural.
    public var range: ClosedRange<Double>?

    /// The parameters of `row` (its call's catalog entry) with `arguments` (label, source) as
    /// written. A closure parameter (`content`) is not shown: it is the row's children.
    public static func parameters(of row: TreeRow, arguments: [(label: String?, source: String)]) -> [InspectorParameter] {
        let entry = row.isModifier ? SwiftUICatalog.modifiers[row.callName] : (SwiftUICatalog.views[row.callName] ?? SwiftUICatalog.values[row.callName])
        var result: [InspectorParameter] = []
        var shown: Set<String> = []
        for parameter in entry?.parameters ?? [] where !closureLabels.contains(parameter.label ?? "_") && parameter.label != "*" {
            let key = parameter.label ?? "_"
            guard shown.insert(key).inserted else { continue }
            let written = arguments.first { ($0.label ?? "_") == key }?.source
            result.append(make(row, label: parameter.label, type: parameter.type, source: written))
        }
        for argument in arguments where shown.insert(argument.label ?? "_").inserted {
            result.append(make(row, label: argument.label, type: entry?.type(of: argument.label), source: argument.source))
        }
        return result
    }

    private static let closureLabels: Set<String> = ["content", "label", "action", "destination", "header", "footer", "placeholder"]

    private static func make(_ row: TreeRow, label: String?, type: String?, source: String?) -> InspectorParameter {
        let name = row.callName
        let numeric = type.map(numberTypes.contains) ?? (source.flatMap(Double.init) != nil)
        var range: ClosedRange<Double>?
        var step: Double? = numeric ? 1 : nil
        if let natural = naturalRanges[label ?? name] ?? naturalRanges[name] {
            range = natural
            step = (natural.upperBound - natural.lowerBound) / 10
        }
        return InspectorParameter(label: label, type: type, source: source, defaultSource: defaultSource(call: name, isModifier: row.isModifier, label: label, type: type),
                                  step: step, range: range)
    }

    static let numberTypes: Set<String> = ["CGFloat", "Double", "Int", "Float"]

    /// Ranges a slider covers: by label, or by the modifier's name for its unlabelled value.
    static let naturalRanges: [String: ClosedRange<Double>] = [
        "opacity": 0...1, "minimumScaleFactor": 0...1, "brightness": -1...1, "saturation": 0...2, "contrast": 0...2,
        "grayscale": 0...1, "blur": 0...20,
    ]

    /// SwiftUI's default for a parameter left out: where SwiftUI documents one for the call,
    /// else by type (alignments centre; optional lengths nil, which means "the system's").
    static func defaultSource(call name: String, isModifier: Bool, label: String?, type: String?) -> String? {
        switch (name, label) {
        case ("padding", nil), ("padding", "_"): return "nil"
        case ("Spacer", "minLength"): return "nil"
        case ("lineLimit", nil): return nil
        case ("opacity", nil), ("layoutPriority", nil), ("offset", nil), ("zIndex", nil): return nil
        default: break
        }
        switch type {
        case "VerticalAlignment", "HorizontalAlignment", "Alignment": return ".center"
        case "CGFloat", "Double": return isModifier && label == nil ? nil : "nil"
        case "Bool": return "false"
        case "Axis.Set": return ".vertical"
        default: return nil
        }
    }

    /// The value after `steps` steps up (negative: down) from the current one, or from the
    /// default (0 when that is nil), kept in `range`. Nil for a parameter that is not a number.
    public func stepped(by steps: Int) -> String? {
        guard let step else { return nil }
        let current = source.flatMap(Double.init) ?? defaultSource.flatMap(Double.init) ?? range?.lowerBound ?? 0
        var value = current + Double(steps) * step
        if let range { value = min(max(value, range.lowerBound), range.upperBound) }
        if type == "Int" { value = value.rounded() }
        // Tenths at most: a step of 0.1 must not leave 0.30000000000000004.
        value = (value * 1_000).rounded() / 1_000
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
