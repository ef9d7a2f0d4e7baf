/// A date's text in English (United States), UTC: `formatted()`, `formatted(date:time:)`, the
/// field styles (`.dateTime.month().day()`), `.iso8601`, `.relative(presentation:)`, and the
/// styles of `Text(date, style:)`.
extension DateValue {
    /// The civil date and time of a date.
    struct Components {
        var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
        /// 0 for Sunday.
        var weekday: Int
    }

    /// The civil date and time (UTC). A date beyond any calendar (not finite, or more than
    /// 10^13 seconds from 1970, some 300,000 years) is read as the nearest one that is, so a
    /// scene's arithmetic on dates can never trap.
    var components: Components {
        let limit = 1e13
        let clamped = secondsSince1970.isNaN ? 0 : min(max(secondsSince1970, -limit), limit)
        let total = Int(clamped.rounded(.down))
        var days = total / 86_400
        var rest = total % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        // Howard Hinnant's civil-from-days algorithm.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let weekday = ((days % 7) + 11) % 7
        return Components(year: year, month: month, day: day, hour: rest / 3600, minute: (rest % 3600) / 60, second: rest % 60, weekday: weekday)
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `formatted()` is `6/10/2024, 9:41 AM`; `date:`/`time:` styles (`.abbreviated`, `.long`,
    /// `.numeric`, `.omitted`, `.shortened`, `.complete`, `.standard`); a `.dateTime` chain of
    /// fields; `.iso8601`; `.relative(presentation:unitsStyle:)`.
    public func formatted(_ style: Value) -> String {
        let c = components
        if let fields = DateFormatFields(style) { return fields.text(c) }
        var dateStyle = "numeric", timeStyle = "shortened"
        switch style {
        case .tuple(let parts):
            for part in parts {
                if case .implicitMember(let member) = part.value {
                    if part.label == "date" { dateStyle = member.name }
                    if part.label == "time" { timeStyle = member.name }
                }
            }
        case .implicitMember(let member):
            switch member.name {
            case "iso8601":
                return "\(c.year)-\(DateFormatFields.twoDigits(c.month))-\(DateFormatFields.twoDigits(c.day))T"
                    + "\(DateFormatFields.twoDigits(c.hour)):\(DateFormatFields.twoDigits(c.minute)):\(DateFormatFields.twoDigits(c.second))Z"
            case "relative":
                let presentation = member.arguments?.first(where: { $0.label == "presentation" })?.value
                let units = member.arguments?.first(where: { $0.label == "unitsStyle" })?.value
                return relative(named: { if case .implicitMember(let p)? = presentation { return p.name == "named" }; return false }(),
                                abbreviated: { if case .implicitMember(let u)? = units { return u.name == "abbreviated" }; return false }())
            default:
                break
            }
        default:
            break
        }
        let month = DateValue.monthNames[c.month - 1]
        let dateText: String
        switch dateStyle {
        case "omitted": dateText = ""
        case "abbreviated": dateText = "\(month.prefix(3)) \(c.day), \(c.year)"
        case "long": dateText = "\(month) \(c.day), \(c.year)"
        case "complete": dateText = "\(DateValue.weekdayNames[c.weekday]), \(month) \(c.day), \(c.year)"
        default: dateText = "\(c.month)/\(c.day)/\(c.year)"
        }
        let timeText: String
        switch timeStyle {
        case "omitted": timeText = ""
        case "standard", "complete": timeText = DateFormatFields.time(c, minutes: true, seconds: true, period: true)
        default: timeText = DateFormatFields.time(c, minutes: true, seconds: false, period: true)
        }
        if dateText.isEmpty { return timeText }
        if timeText.isEmpty { return dateText }
        return dateStyle == "numeric" ? dateText + ", " + timeText : dateText + " at " + timeText
    }

    /// `Text(date, style:)`: `.date` is the long date ("June 10, 2024"), `.time` the short time,
    /// `.relative` the distance from now in its two largest units ("2 hours, 23 minutes"),
    /// `.offset` signed ("+2 hours"), `.timer` a clock ("2:32", "1:02:32").
    public func text(style: String) -> String {
        let c = components
        let delta = secondsSince1970 - DateValue.now.secondsSince1970
        switch style {
        case "date": return "\(DateValue.monthNames[c.month - 1]) \(c.day), \(c.year)"
        case "time": return DateFormatFields.time(c, minutes: true, seconds: false, period: true)
        case "relative": return DateValue.spelledUnits(abs(delta), count: 2)
        case "offset": return (delta < 0 ? "-" : "+") + DateValue.spelledUnits(abs(delta), count: 1)
        case "timer":
            let total = Int(min(abs(delta), 1e9).rounded(.down))
            let hours = total / 3600, minutes = (total % 3600) / 60, seconds = total % 60
            return (delta < 0 ? "-" : "") + (hours > 0 ? "\(hours):" + DateFormatFields.twoDigits(minutes) : String(minutes)) + ":" + DateFormatFields.twoDigits(seconds)
        default: return formatted(.nil)
        }
    }

    /// `.relative(presentation:)`: "in 2 hours", "2 hours ago", "now" (numeric: "in 0 seconds");
    /// named: "yesterday", "tomorrow", "last week"; abbreviated units: "2 hr. ago".
    private func relative(named: Bool, abbreviated: Bool) -> String {
        let delta = secondsSince1970 - DateValue.now.secondsSince1970
        let (amount, unit) = DateValue.largestUnit(abs(delta))
        if named {
            if amount == 0 { return "now" }
            if amount == 1, let word = ["day": ("yesterday", "tomorrow"), "week": ("last week", "next week"), "month": ("last month", "next month"), "year": ("last year", "next year")][unit] {
                return delta < 0 ? word.0 : word.1
            }
        }
        let short = ["second": "sec.", "minute": "min.", "hour": "hr.", "day": amount == 1 ? "day" : "days", "week": "wk.", "month": "mo.", "year": "yr."]
        let unitText = abbreviated ? (short[unit] ?? unit) : (amount == 1 ? unit : unit + "s")
        let phrase = "\(amount) \(unitText)"
        return delta < 0 ? phrase + " ago" : "in " + phrase
    }

    /// The seconds as "2 hours, 23 minutes": the `count` largest units that are not zero.
    static func spelledUnits(_ seconds: Double, count: Int) -> String {
        var rest = Int(min(seconds, 1e12).rounded(.down))
        var parts: [String] = []
        for (size, unit) in [(31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")] {
            let amount = rest / size
            rest %= size
            if amount > 0, parts.count < count { parts.append("\(amount) \(amount == 1 ? unit : unit + "s")") }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    /// The largest unit the seconds fill at least once, and how many times, rounded down.
    static func largestUnit(_ seconds: Double) -> (Int, String) {
        let whole = Int(min(seconds, 1e12).rounded(.down))
        for (size, unit) in [(31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"), (3600, "hour"), (60, "minute")] where whole >= size {
            return (whole / size, unit)
        }
        return (whole, "second")
    }
}
