import LayoutEngine

extension SceneInterpreter {
    /// Environment modifiers: a level whose `environmentChange` applies to the subtree.
    func applyEnvironmentModifier(_ call: CallSite, to node: ViewNode, scope: Scope) -> ViewNode? {
        guard let change = environmentChange(call, scope: scope) else { return nil }
        let result = modifierNode(call, PassthroughLayout(), node)
        result.environmentChange = change
        return result
    }

    private func environmentChange(_ call: CallSite, scope: Scope) -> ((inout EnvironmentValues) -> Void)? {
        if call.name == "environment" { return environmentKeyChange(call, scope: scope) }
        guard let values = matchArguments(call, ["_", "reservesSpace"], scope: scope) else { return nil }
        guard let value = values["_"] else {
            sink.error("\(call.name) needs a value", at: call.mark)
            return nil
        }
        if values["reservesSpace"] != nil && call.name != "lineLimit" {
            sink.error("\(call.name) has no argument 'reservesSpace:'", at: call.argument("reservesSpace")?.mark ?? call.mark)
            return nil
        }
        switch call.name {
        case "font":
            if value.isNone { return { $0.font = nil } }
            guard let font = value.font else { return expects(call, "_", "a font such as .headline", got: value) }
            return { $0.font = font }
        case "dynamicTypeSize":
            return dynamicTypeSizeChange(value, call)
        case "lineLimit":
            if values["reservesSpace"] != nil {
                sink.warning("lineLimit(_:reservesSpace:) is laid out without reserving space", at: call.mark)
            }
            if value.isNone { return { $0.lineLimit = nil } }
            if case .range(_, let upper, let isClosed) = value {
                guard let limit = upper?.integer else { return { $0.lineLimit = nil } }
                let maximum = isClosed ? limit : limit - 1
                sink.warning("lineLimit with a range is laid out with its upper bound \(maximum)", at: call.mark)
                return { $0.lineLimit = maximum }
            }
            guard let limit = value.integer else { return expects(call, "_", "a whole number or nil", got: value) }
            return { $0.lineLimit = limit }
        case "multilineTextAlignment":
            guard let alignment = value.textAlignment else { return expects(call, "_", ".leading, .center or .trailing", got: value) }
            return { $0.multilineTextAlignment = alignment }
        case "truncationMode":
            guard let mode = value.truncationMode else { return expects(call, "_", ".head, .middle or .tail", got: value) }
            return { $0.truncationMode = mode }
        case "imageScale":
            guard let scale = value.imageScale else { return expects(call, "_", ".small, .medium or .large", got: value) }
            return { $0.imageScale = scale }
        case "lineSpacing":
            guard let number = value.number else { return expects(call, "_", "a number", got: value) }
            let spacing = checkedNumber(number, call, "_", allowsNegative: true) ?? 0
            return { $0.lineSpacing = spacing }
        default:
            guard let number = value.number else { return expects(call, "_", "a number from 0 to 1", got: value) }
            let factor = number.isNaN ? 1 : min(max(number, 0), 1)
            return { $0.minimumScaleFactor = factor }
        }
    }

    /// `dynamicTypeSize(.large)`, or a range that clamps the inherited size:
    /// `dynamicTypeSize(...DynamicTypeSize.xxLarge)`, `dynamicTypeSize(.large ... .xxxLarge)`.
    private func dynamicTypeSizeChange(_ value: Value, _ call: CallSite) -> ((inout EnvironmentValues) -> Void)? {
        if let size = value.dynamicTypeSize { return { $0.dynamicTypeSize = size } }
        guard case .range(let lowerValue, let upperValue, let isClosed) = value else {
            return expects(call, "_", "a Dynamic Type size such as .large, or a range of them", got: value)
        }
        var lower = DynamicTypeSize.xSmall
        var upper = DynamicTypeSize.accessibility5
        if let lowerValue {
            guard let size = lowerValue.dynamicTypeSize else { return expects(call, "_", "a range of Dynamic Type sizes", got: value) }
            lower = size
        }
        if let upperValue {
            guard let size = upperValue.dynamicTypeSize else { return expects(call, "_", "a range of Dynamic Type sizes", got: value) }
            if isClosed {
                upper = size
            } else {
                guard let below = DynamicTypeSize(rawValue: size.rawValue - 1) else {
                    sink.error("dynamicTypeSize(_:) got an empty range", at: call.mark)
                    return nil
                }
                upper = below
            }
        }
        guard lower <= upper else {
            sink.error("dynamicTypeSize(_:) got an empty range", at: call.mark)
            return nil
        }
        return { environment in
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lower), upper)
        }
    }

    /// `environment(\.key, value)` for the keys the engine models; other keys are kept by
    /// name in `EnvironmentValues.custom` with a warning.
    private func environmentKeyChange(_ call: CallSite, scope: Scope) -> ((inout EnvironmentValues) -> Void)? {
        let arguments = call.arguments
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
              case .keyPath(let components)? = evaluate(arguments[0].value, scope: scope), components.count == 1
        else {
            sink.error("environment(_:_:) needs a key path and a value", at: call.mark, hint: "write 'environment(\\.layoutDirection, .rightToLeft)'")
            return nil
        }
        guard let value = evaluate(arguments[1].value, scope: scope) else { return nil }
        let key = components[0]
        var site = call
        site.arguments = [Argument(label: nil, value: arguments[1].value, mark: arguments[1].mark)]
        func wrong(_ what: String) -> ((inout EnvironmentValues) -> Void)? {
            sink.error("environment(\\.\(key), _:) expects \(what)", at: arguments[1].mark)
            return nil
        }
        switch key {
        case "layoutDirection":
            guard let direction = value.layoutDirection else { return wrong(".leftToRight or .rightToLeft") }
            return { $0.layoutDirection = direction }
        case "dynamicTypeSize", "sizeCategory":
            guard let size = value.dynamicTypeSize else { return wrong("a Dynamic Type size such as .large") }
            return { $0.dynamicTypeSize = size }
        case "font":
            if value.isNone { return { $0.font = nil } }
            guard let font = value.font else { return wrong("a font such as .headline") }
            return { $0.font = font }
        case "lineLimit":
            if value.isNone { return { $0.lineLimit = nil } }
            guard let limit = value.integer else { return wrong("a whole number or nil") }
            return { $0.lineLimit = limit }
        case "multilineTextAlignment":
            guard let alignment = value.textAlignment else { return wrong(".leading, .center or .trailing") }
            return { $0.multilineTextAlignment = alignment }
        case "truncationMode":
            guard let mode = value.truncationMode else { return wrong(".head, .middle or .tail") }
            return { $0.truncationMode = mode }
        case "lineSpacing":
            guard let number = value.number, number.isFinite else { return wrong("a number") }
            return { $0.lineSpacing = number }
        case "minimumScaleFactor":
            guard let number = value.number, number.isFinite else { return wrong("a number from 0 to 1") }
            return { $0.minimumScaleFactor = min(max(number, 0), 1) }
        case "imageScale":
            guard let scale = value.imageScale else { return wrong(".small, .medium or .large") }
            return { $0.imageScale = scale }
        case "colorScheme":
            guard let scheme = value.colorScheme else { return wrong(".light or .dark") }
            return { $0.colorScheme = scheme }
        case "displayScale":
            guard let number = value.number, number.isFinite, number > 0 else { return wrong("a positive number") }
            return { $0.displayScale = number }
        default:
            sink.warning("the environment key '\\.\(key)' is not modelled; it does not affect layout", at: call.mark)
            let text = value.displayText
            return { $0.custom[key] = text }
        }
    }

    /// The value of `@Environment(\.key)` in `environment`; nil for keys the engine does not
    /// model.
    func environmentValue(_ key: String, in environment: EnvironmentValues) -> Value? {
        switch key {
        case "dynamicTypeSize", "sizeCategory": return .dynamicTypeSize(environment.dynamicTypeSize)
        case "layoutDirection": return .layoutDirection(environment.layoutDirection)
        case "font": return environment.font.map { .font($0) } ?? Value.none
        case "lineLimit": return environment.lineLimit.map { .number(Double($0), isInteger: true) } ?? Value.none
        case "multilineTextAlignment": return .symbol(environment.multilineTextAlignment.rawValue)
        case "truncationMode": return .symbol(environment.truncationMode.rawValue)
        case "lineSpacing": return .number(environment.lineSpacing, isInteger: false)
        case "minimumScaleFactor": return .number(environment.minimumScaleFactor, isInteger: false)
        case "colorScheme": return .symbol(environment.colorScheme.rawValue)
        case "imageScale": return .symbol(environment.imageScale.rawValue)
        case "displayScale": return .number(environment.displayScale, isInteger: false)
        case "horizontalSizeClass": return .symbol("compact")
        case "verticalSizeClass": return .symbol("regular")
        default: return nil
        }
    }
}
