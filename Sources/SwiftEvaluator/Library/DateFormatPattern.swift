/// Unicode date patterns (UTS #35, as `DateFormatter.dateFormat` reads them: `"EEEE, MMM d"`,
/// `"HH:mm"`, `"yyyy-MM-dd'T'HH:mm"`) and `DateFormatter`'s date and time styles, in English
/// (United States), UTC.
enum DateFormatPattern {
    /// `pattern` with each run of a field letter replaced by the field; text in quotes, and
    /// every character that is not an ASCII letter, as written (`''` is a quote).
    static func text(of c: DateValue.Components, pattern: String) -> String {
        var out = ""
        let chars = Array(pattern)
        var i = 0
        while i < chars.count {
            let ch = chars[i]
            if ch == "'" {
                i += 1
                if i < chars.count, chars[i] == "'" { out.append("'"); i += 1; continue }
                while i < chars.count {
                    if chars[i] == "'" {
                        if i + 1 < chars.count, chars[i + 1] == "'" { out.append("'"); i += 2; continue }
                        i += 1
                        break
                    }
                    out.append(chars[i])
                    i += 1
                }
                continue
            }
            guard ch.isASCII, ch.isLetter else { out.append(ch); i += 1; continue }
            var count = 1
            while i + count < chars.count, chars[i + count] == ch { count += 1 }
            out += field(ch, count, c)
            i += count
        }
        return out
    }

    /// One field: `count` letters `letter` (`MMM` is "Jun", `dd` "09", `a` "AM").
    static func field(_ letter: Character, _ count: Int, _ c: DateValue.Components) -> String {
        let month = DateValue.monthNames[c.month - 1], weekday = DateValue.weekdayNames[c.weekday]
        let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
        switch letter {
        case "y", "Y", "u": return count == 2 ? padded(c.year % 100, 2) : padded(c.year, count)
        case "M", "L":
            switch count {
            case 1, 2: return padded(c.month, count)
            case 3: return String(month.prefix(3))
            case 4: return month
            default: return String(month.prefix(1))
            }
        case "d": return padded(c.day, count)
        case "D": return padded(dayOfYear(c), count)
        case "E", "e", "c":
            if (letter != "E" && count <= 2) { return padded(c.weekday + 1, count) }
            switch count {
            case 4: return weekday
            case 5: return String(weekday.prefix(1))
            case 6: return String(weekday.prefix(2))
            default: return String(weekday.prefix(3))
            }
        case "a", "b", "B": return c.hour < 12 ? "AM" : "PM"
        case "h": return padded(hour12, count)
        case "H": return padded(c.hour, count)
        case "k": return padded(c.hour == 0 ? 24 : c.hour, count)
        case "K": return padded(c.hour % 12, count)
        case "m": return padded(c.minute, count)
        case "s": return padded(c.second, count)
        case "S": return String(repeating: "0", count: min(count, 9))
        case "Q", "q":
            let quarter = (c.month - 1) / 3 + 1
            switch count {
            case 1, 2: return padded(quarter, count)
            case 3: return "Q\(quarter)"
            default: return ["1st", "2nd", "3rd", "4th"][quarter - 1] + " quarter"
            }
        case "G": return count == 4 ? "Anno Domini" : (count == 5 ? "A" : "AD")
        case "Z": return count == 4 ? "GMT" : (count == 5 ? "Z" : "+0000")
        case "X": return "Z"
        case "x": return count == 1 ? "+00" : (count == 2 || count == 4 ? "+0000" : "+00:00")
        case "z", "O", "v", "V": return count == 4 ? "Coordinated Universal Time" : (letter == "V" ? "UTC" : "GMT")
        default: return String(repeating: letter, count: count)
        }
    }

    /// `DateFormatter.Style` for the date: `.short` "6/10/24", `.medium` "Jun 10, 2024", `.long`
    /// "June 10, 2024", `.full` "Monday, June 10, 2024"; "" for `.none`.
    static func dateText(_ c: DateValue.Components, style: String) -> String {
        switch style {
        case "short": return text(of: c, pattern: "M/d/yy")
        case "medium": return text(of: c, pattern: "MMM d, y")
        case "long": return text(of: c, pattern: "MMMM d, y")
        case "full": return text(of: c, pattern: "EEEE, MMMM d, y")
        default: return ""
        }
    }

    /// `DateFormatter.Style` for the time: `.short` "9:41 AM", `.medium` "9:41:00 AM", `.long`
    /// "9:41:00 AM UTC", `.full` with the zone's name; "" for `.none`.
    static func timeText(_ c: DateValue.Components, style: String) -> String {
        switch style {
        case "short": return DateFormatFields.time(c, minutes: true, seconds: false, period: true)
        case "medium": return DateFormatFields.time(c, minutes: true, seconds: true, period: true)
        case "long": return DateFormatFields.time(c, minutes: true, seconds: true, period: true) + " UTC"
        case "full": return DateFormatFields.time(c, minutes: true, seconds: true, period: true) + " Coordinated Universal Time"
        default: return ""
        }
    }

    /// `setLocalizedDateFormatFromTemplate("MMMd")`: the template's fields in the order and with
    /// the separators en_US gives them ("MMM d", "EEEE, MMMM d, y", "h:mm a").
    static func localized(template: String) -> String {
        var runs: [Character: Int] = [:]
        for ch in template where ch.isASCII && ch.isLetter { runs[ch, default: 0] += 1 }
        func run(_ letters: String) -> String? {
            for letter in letters { if let n = runs[letter] { return String(repeating: letter, count: n) } }
            return nil
        }
        var date: [String] = []
        let weekday = run("Ec"), month = run("ML"), day = run("d"), year = run("yY")
        let textMonth = (runs["M"] ?? runs["L"] ?? 0) >= 3
        if textMonth {
            var monthDay = month ?? ""
            if let day { monthDay += " " + day }
            date.append(monthDay)
            if let year { date[date.count - 1] += ", " + year }
            if let weekday { date.insert(weekday, at: 0) }
        } else {
            let numeric = [month, day, year].compactMap { $0 }.joined(separator: "/")
            if let weekday { date.append(weekday) }
            if !numeric.isEmpty { date.append(numeric) }
        }
        var time = ""
        if let hour = run("hHjkK") {
            let twelve = !hour.hasPrefix("H") && !hour.hasPrefix("k")
            time = (hour.hasPrefix("j") ? String(repeating: "h", count: hour.count) : hour)
            if let minute = run("m") { time += ":" + minute }
            if let second = run("s") { time += ":" + second }
            if twelve { time += " a" }
        } else if let minute = run("m") {
            time = minute + (run("s").map { ":" + $0 } ?? "")
        }
        let dateText = date.joined(separator: ", ")
        if dateText.isEmpty { return time }
        return time.isEmpty ? dateText : dateText + ", " + time
    }

    /// `date(from:)` for a numeric pattern (`yyyy-MM-dd`, `dd.MM.yyyy HH:mm`): the date, or nil
    /// when the text does not match, as Foundation's.
    static func parse(_ text: String, pattern: String) -> DateValue? {
        var year = 2001, month = 1, day = 1, hour = 0, minute = 0, second = 0
        var pm: Bool?
        let p = Array(pattern), t = Array(text)
        var i = 0, j = 0
        while i < p.count {
            let ch = p[i]
            guard ch.isASCII, ch.isLetter else {
                guard j < t.count, t[j] == ch else { return nil }
                i += 1; j += 1
                continue
            }
            var count = 1
            while i + count < p.count, p[i + count] == ch { count += 1 }
            i += count
            if ch == "a" {
                guard j + 1 < t.count else { return nil }
                let word = String(t[j...j + 1]).uppercased()
                guard word == "AM" || word == "PM" else { return nil }
                pm = word == "PM"
                j += 2
                continue
            }
            // A field as long as written, or as long as its digits where the pattern has one letter.
            var digits = ""
            while j < t.count, t[j].isASCII, t[j].isNumber, count == 1 || digits.count < count, digits.count < 9 { digits.append(t[j]); j += 1 }
            guard let number = Int(digits) else { return nil }
            switch ch {
            case "y", "Y", "u": year = digits.count == 2 ? 2000 + number : number
            case "M", "L": month = number
            case "d": day = number
            case "H", "k": hour = number % 24
            case "h", "K": hour = number % 12
            case "m": minute = number
            case "s": second = number
            default: return nil
            }
        }
        guard j == t.count, (1...12).contains(month), (1...31).contains(day), minute < 60, second < 61 else { return nil }
        if pm == true { hour += 12 }
        return DateValue(secondsSince1970: Double(daysFrom1970(year: year, month: month, day: day)) * 86_400
                         + Double(hour * 3600 + minute * 60 + second))
    }

    static func padded(_ number: Int, _ count: Int) -> String {
        let text = String(number)
        return text.count >= count ? text : String(repeating: "0", count: min(count, 64) - text.count) + text
    }

    static func dayOfYear(_ c: DateValue.Components) -> Int {
        daysFrom1970(year: c.year, month: c.month, day: c.day) - daysFrom1970(year: c.year, month: 1, day: 1) + 1
    }

    /// Days from 1 January 1970 to a civil date (Howard Hinnant's days-from-civil).
    static func daysFrom1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
