/// `Calendar.current` (Gregorian, UTC): the date arithmetic and components view code uses for
/// sample data and labels.
struct CalendarValue: NativeValue {
    var typeName: String { "Calendar" }
    /// The properties the scene set (`calendar.firstWeekday = 2`): a value, copied with it.
    var settings: [String: Value] = [:]

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        func date(_ value: Value?) -> DateValue? {
            // `.now` where a `Date` goes.
            if case .implicitMember(let member)? = value, member.name == "now", member.arguments == nil { return DateValue.now }
            return value?.native(DateValue.self)
        }
        func unit(_ value: Value?) -> Double? {
            guard case .implicitMember(let member)? = value else { return nil }
            switch member.name {
            case "second": return 1
            case "minute": return 60
            case "hour": return 3_600
            case "day", "weekday": return 86_400
            case "weekOfYear", "weekOfMonth": return 604_800
            case "month": return 86_400 * 30
            case "year": return 86_400 * 365
            default: return nil
            }
        }
        switch name {
        case "date":
            return Function.native(name) { call in
                if let given = date(call.argument("to")), let step = unit(call.argument("byAdding")), let amount = call.argument("value")?.doubleValue {
                    return .native(DateValue(secondsSince1970: given.secondsSince1970 + step * amount))
                }
                return .native(DateValue.now)
            }
        case "startOfDay":
            return Function.native(name) { call in
                guard let given = date(call.argument("for")) else { throw call.error("startOfDay(for:) takes a Date") }
                return .native(DateValue(secondsSince1970: (given.secondsSince1970 / 86_400).rounded(.down) * 86_400))
            }
        case "component":
            return Function.native(name) { call in
                guard case .implicitMember(let member)? = call.arguments.first?.value, let given = date(call.argument("from")) else {
                    throw call.error("component(_:from:) takes a component such as .day and a Date")
                }
                let c = given.components
                switch member.name {
                case "year": return .int(c.year)
                case "month": return .int(c.month)
                case "day": return .int(c.day)
                case "hour": return .int(c.hour)
                case "minute": return .int(c.minute)
                case "weekday": return .int(c.weekday + 1)
                default: return .int(0)
                }
            }
        case "isDateInToday", "isDateInYesterday", "isDateInTomorrow":
            return Function.native(name) { call in
                guard let given = date(call.arguments.first?.value) else { return .bool(false) }
                let day = (given.secondsSince1970 / 86_400).rounded(.down), today = (DateValue.now.secondsSince1970 / 86_400).rounded(.down)
                switch name {
                case "isDateInToday": return .bool(day == today)
                case "isDateInYesterday": return .bool(day == today - 1)
                default: return .bool(day == today + 1)
                }
            }
        case "shortWeekdaySymbols", "veryShortWeekdaySymbols", "weekdaySymbols":
            let names = DateValue.weekdayNames.map { name == "weekdaySymbols" ? $0 : String($0.prefix(name == "shortWeekdaySymbols" ? 3 : 1)) }
            return .array(names.map { .string($0) })
        default:
            return setting(name)
        }
    }
}
