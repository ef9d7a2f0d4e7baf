/// Foundation's `DateFormatter` as view code uses it: a pattern (`dateFormat = "MMMM yyyy"`) or a
/// date and a time style (`.medium`, `.short`), `string(from:)`, `date(from:)` for numeric
/// patterns, and the month and weekday names; in English (United States), UTC, as the rest of
/// the playground's dates. A class: a `let` holding one has its properties set.
struct DateFormatterValue: NativeValue {
    /// What its properties hold, shared by every reference to it.
    final class State {
        var dateFormat = ""
        var dateStyle = "none"
        var timeStyle = "none"
        var relative = false
        var settings: [String: Value] = [:]
    }

    let state: State
    var typeName: String { "DateFormatter" }
    var isReference: Bool { true }

    init(state: State = State()) { self.state = state }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "dateFormat": return .string(state.dateFormat)
        case "dateStyle": return .implicitMember(ImplicitMember(name: state.dateStyle, arguments: nil))
        case "timeStyle": return .implicitMember(ImplicitMember(name: state.timeStyle, arguments: nil))
        case "doesRelativeDateFormatting": return .bool(state.relative)
        case "monthSymbols", "standaloneMonthSymbols": return .array(DateValue.monthNames.map { .string($0) })
        case "shortMonthSymbols", "shortStandaloneMonthSymbols": return .array(DateValue.monthNames.map { .string(String($0.prefix(3))) })
        case "veryShortMonthSymbols": return .array(DateValue.monthNames.map { .string(String($0.prefix(1))) })
        case "weekdaySymbols", "standaloneWeekdaySymbols": return .array(DateValue.weekdayNames.map { .string($0) })
        case "shortWeekdaySymbols", "shortStandaloneWeekdaySymbols": return .array(DateValue.weekdayNames.map { .string(String($0.prefix(3))) })
        case "veryShortWeekdaySymbols": return .array(DateValue.weekdayNames.map { .string(String($0.prefix(1))) })
        case "amSymbol": return .string("AM")
        case "pmSymbol": return .string("PM")
        case "string":
            return Function.native(name) { call in
                guard let date = Self.date(call.argument("from") ?? call.arguments.first?.value) else {
                    throw call.error("string(from:) takes a Date")
                }
                return .string(text(of: date))
            }
        case "date":
            return Function.native(name) { call in
                guard let text = (call.argument("from") ?? call.arguments.first?.value)?.stringValue else { throw call.error("date(from:) takes a String") }
                return DateFormatPattern.parse(text, pattern: state.dateFormat).map { .native($0) } ?? .nil
            }
        case "setLocalizedDateFormatFromTemplate":
            return Function.native(name) { call in
                guard let template = call.arguments.first?.value.stringValue else { throw call.error("setLocalizedDateFormatFromTemplate(_:) takes a String") }
                state.dateFormat = DateFormatPattern.localized(template: template)
                return .void
            }
        default:
            return state.settings[name]
        }
    }

    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        switch name {
        case "dateFormat": state.dateFormat = value.stringValue ?? ""
        case "dateStyle", "timeStyle":
            guard case .implicitMember(let member) = value else { return nil }
            if name == "dateStyle" { state.dateStyle = member.name } else { state.timeStyle = member.name }
        case "doesRelativeDateFormatting": state.relative = value.boolValue ?? false
        // The locale, time zone and calendar are kept but do not change the text: the
        // playground formats in English (United States), UTC.
        case "locale", "timeZone", "calendar", "formattingContext", "isLenient", "defaultDate", "twoDigitStartDate":
            state.settings[name] = value
        default: return nil
        }
        return self
    }

    /// The text `string(from:)` gives: the pattern when one is set, else the styles ("" when
    /// both are `.none`, as Foundation's).
    func text(of date: DateValue) -> String {
        if !state.dateFormat.isEmpty { return DateFormatPattern.text(of: date.components, pattern: state.dateFormat) }
        let c = date.components
        var dateText = DateFormatPattern.dateText(c, style: state.dateStyle)
        if state.relative, !dateText.isEmpty {
            let day = (date.secondsSince1970 / 86_400).rounded(.down), today = (DateValue.now.secondsSince1970 / 86_400).rounded(.down)
            if let word = [-1: "Yesterday", 0: "Today", 1: "Tomorrow"][Int(day - today)] { dateText = word }
        }
        let timeText = DateFormatPattern.timeText(c, style: state.timeStyle)
        if dateText.isEmpty || timeText.isEmpty { return dateText + timeText }
        return dateText + (state.dateStyle == "short" || state.relative ? ", " : " at ") + timeText
    }

    static func date(_ value: Value?) -> DateValue? {
        if case .implicitMember(let member)? = value, member.name == "now", member.arguments == nil { return DateValue.now }
        return value?.native(DateValue.self)
    }
}
