/// The fields a `Date.FormatStyle` names (`.dateTime.month(.wide).day().year()`) and the text
/// iOS gives them in English (United States).
///
/// Foundation hands the fields to ICU as a skeleton ("MMMMdy"), and ICU's pattern generator picks
/// the locale's pattern for it from CLDR's `availableFormats` ("MMMM d, y"), so the order and the
/// punctuation come from the locale, never from the order the scene called the fields in. The
/// patterns here are CLDR's English ones (Documentation/format-styles.md): a textual month puts
/// the day after it and the year after a comma ("Jun 10, 2024"), a numeric one writes slashes
/// ("6/10/2024"), a weekday leads with a comma ("Mon, Jun 10"), the hour is 12-hour with "AM"/"PM"
/// after a narrow no-break space, and a date and a time are joined with ", ".
struct DateFormatFields {
    /// How one field is written: `.abbreviated`, `.wide`, `.narrow`, `.defaultDigits`, ...
    enum Width: Equatable {
        case digits, twoDigits, abbreviated, wide, narrow, short
    }

    var era: Width?
    var year: Width?
    var quarter: Width?
    var month: Width?
    var day: Width?
    var weekday: Width?
    var hour: Width?
    var minute: Width?
    var second: Width?
    /// Whether the hour carries its "AM"/"PM" (`.hour(.defaultDigits(amPM: .omitted))` drops it).
    var showsDayPeriod = true

    /// The fields of a `.dateTime...` chain; nil for a value that is not one.
    init?(_ style: Value) {
        guard case .native(let chain as FormatStyleValue) = style,
              case .implicitMember(let root)? = chain.parts.first, root.name == "dateTime" else { return nil }
        for part in chain.parts.dropFirst() {
            guard case .implicitMember(let field) = part else { continue }
            read(field)
        }
    }

    private mutating func read(_ field: ImplicitMember) {
        let argument = field.arguments?.first?.value
        let width = DateFormatFields.width(argument)
        switch field.name {
        case "era": era = width ?? .abbreviated
        case "year": year = width ?? .digits
        case "quarter": quarter = width ?? .abbreviated
        case "month": month = width ?? .abbreviated
        case "day": day = width ?? .digits
        case "weekday": weekday = width ?? .abbreviated
        case "hour":
            hour = width ?? .digits
            if case .implicitMember(let member)? = argument,
               let amPM = member.arguments?.first(where: { $0.label == "amPM" })?.value,
               case .implicitMember(let period) = amPM, period.name == "omitted" {
                showsDayPeriod = false
            }
        case "minute": minute = width ?? .digits
        case "second": second = width ?? .digits
        default: break
        }
    }

    private static func width(_ argument: Value?) -> Width? {
        guard case .implicitMember(let member)? = argument else { return nil }
        switch member.name {
        case "twoDigits": return .twoDigits
        case "abbreviated": return .abbreviated
        case "wide": return .wide
        case "narrow": return .narrow
        case "short": return .short
        default: return .digits
        }
    }

    var hasDate: Bool { era != nil || year != nil || quarter != nil || month != nil || day != nil || weekday != nil }
    var hasTime: Bool { hour != nil || minute != nil || second != nil }

    /// The text for a date's components, as `formatted(_:)` gives it; a chain with no fields is
    /// `.dateTime` alone: the numeric date and the short time.
    func text(_ c: DateValue.Components) -> String {
        if !hasDate && !hasTime {
            return "\(c.month)/\(c.day)/\(c.year), " + DateFormatFields.time(c, minutes: true, seconds: false, period: true)
        }
        let date = dateText(c)
        let time = timeText(c)
        if date.isEmpty { return time }
        if time.isEmpty { return date }
        return date + ", " + time
    }

    private func dateText(_ c: DateValue.Components) -> String {
        let weekdayName = weekday.map { DateFormatFields.name(DateValue.weekdayNames[c.weekday], $0) }
        var yearText = year.map { $0 == .twoDigits ? DateFormatFields.twoDigits(c.year % 100) : String(c.year) }
        if let era { yearText = (yearText ?? String(c.year)) + " " + (era == .wide ? "Anno Domini" : era == .narrow ? "A" : "AD") }
        if let quarter {
            let number = (c.month - 1) / 3 + 1
            let text = quarter == .wide ? ["1st", "2nd", "3rd", "4th"][number - 1] + " quarter" : quarter == .digits ? String(number) : "Q\(number)"
            return [text, yearText].compactMap { $0 }.joined(separator: " ")
        }
        var core: String
        switch month {
        case nil:
            // No month: CLDR's "d", "y", "d E" (day then weekday), or the parts on their own.
            let dayText = day.map { $0 == .twoDigits ? DateFormatFields.twoDigits(c.day) : String(c.day) }
            if let dayText, let weekdayName { return dayText + " " + weekdayName }
            return [weekdayName, dayText, yearText].compactMap { $0 }.joined(separator: " ")
        case .digits?, .twoDigits?:
            // "M/d/y", "M/d", "M/y", "L" alone.
            let monthText = month == .twoDigits ? DateFormatFields.twoDigits(c.month) : String(c.month)
            let dayText = day.map { $0 == .twoDigits ? DateFormatFields.twoDigits(c.day) : String(c.day) }
            core = [monthText, dayText, yearText].compactMap { $0 }.joined(separator: "/")
        case let width?:
            // "MMM d, y", "MMM d", "MMM y", "MMM" alone.
            let monthText = DateFormatFields.name(DateValue.monthNames[c.month - 1], width)
            let dayText = day.map { $0 == .twoDigits ? DateFormatFields.twoDigits(c.day) : String(c.day) }
            core = [monthText, dayText].compactMap { $0 }.joined(separator: " ")
            if let yearText { core += (dayText == nil ? " " : ", ") + yearText }
        }
        if let weekdayName { core = weekdayName + ", " + core }
        return core
    }

    private func timeText(_ c: DateValue.Components) -> String {
        guard hasTime else { return "" }
        if hour == nil {
            // "mm:ss", or a lone minute or second as its number.
            if minute != nil, second != nil { return DateFormatFields.twoDigits(c.minute) + ":" + DateFormatFields.twoDigits(c.second) }
            if let minute { return minute == .twoDigits ? DateFormatFields.twoDigits(c.minute) : String(c.minute) }
            return second == .twoDigits ? DateFormatFields.twoDigits(c.second) : String(c.second)
        }
        var text = DateFormatFields.time(c, minutes: minute != nil || second != nil, seconds: second != nil, period: showsDayPeriod)
        if hour == .twoDigits, c.hour % 12 != 0, c.hour % 12 < 10 { text = "0" + text }
        return text
    }

    /// "9 AM", "9:41 AM", "9:41:05 AM" (12-hour clock, a narrow no-break space before the period).
    static func time(_ c: DateValue.Components, minutes: Bool, seconds: Bool, period: Bool) -> String {
        let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
        var text = String(hour12)
        if minutes { text += ":" + twoDigits(c.minute) }
        if seconds { text += ":" + twoDigits(c.second) }
        if period { text += "\u{202F}" + (c.hour < 12 ? "AM" : "PM") }
        return text
    }

    static func twoDigits(_ number: Int) -> String {
        (0..<10).contains(number) ? "0" + String(number) : String(number)
    }

    /// A month's or weekday's name at a width: "June", "Jun", "J"; "Monday", "Mon", "Mo", "M".
    static func name(_ full: String, _ width: Width) -> String {
        switch width {
        case .wide: return full
        case .narrow: return String(full.prefix(1))
        case .short: return String(full.prefix(2))
        default: return String(full.prefix(3))
        }
    }
}
