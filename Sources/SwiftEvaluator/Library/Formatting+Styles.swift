/// `value.formatted(style)`, `Text(value, format: style)` and `"\(value, format: style)"` for
/// numbers, in English (United States) as iOS writes them: plain (`12,480`), `.percent`,
/// `.currency(code:)`, `.byteCount(style:)`, and the number style's modifiers:
/// `.notation(.compactName)` ("12K"), `.notation(.scientific)` ("1.248E4"),
/// `.precision(.fractionLength(_:))` and `.significantDigits(_:)` (a count or a range),
/// `.grouping(.never)`, `.sign(strategy: .always())`, `.rounded(increment:)`, `.scale(_:)`.
/// Documentation/format-styles.md says where each rule comes from.
extension Formatting {
    static func formatStyle(_ value: Value, _ style: Value, evaluator: Evaluator, position: SourcePosition?) throws -> String {
        if case .native(let date as DateValue) = value { return date.formatted(style) }
        guard let number = value.doubleValue else { return evaluator.describe(value) }
        let isInteger: Bool = { if case .int = value { return true } else { return false } }()
        let style = FormatStyleDescription(style)
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        switch style.kind {
        case "byteCount":
            return byteCount(number, binary: style.binaryBytes)
        case "percent":
            // An integer is already the percentage (`25.formatted(.percent)` is "25%").
            return style.text(isInteger ? number : number * 100, isInteger: isInteger) + "%"
        case "currency":
            let symbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "INR": "₹", "CNY": "CN¥", "KRW": "₩", "CHF": "CHF "][style.code ?? "USD"]
                ?? ((style.code ?? "") + "\u{00A0}")
            var money = style
            let digits = ["JPY", "KRW"].contains(style.code ?? "") ? 0 : 2
            if money.minimumFraction == nil, money.significantDigits == nil { money.minimumFraction = digits; money.maximumFraction = money.maximumFraction ?? digits }
            money.showsPlus = false
            let text = money.text(abs(number), isInteger: false)
            return (number < 0 ? "-" : style.showsPlus ? "+" : "") + symbol + text
        default:
            return style.text(number, isInteger: isInteger)
        }
    }

    /// `ByteCountFormatStyle`: decimal units for `.file` and `.decimal` (1 kB is 1,000 bytes),
    /// binary for `.memory` and `.binary`; kilobytes without decimals, megabytes with one, larger
    /// units with two, trailing zeros dropped ("1.5 MB", "15 KB", "500 bytes", "Zero KB").
    static func byteCount(_ bytes: Double, binary: Bool) -> String {
        let size = abs(bytes)
        if size == 0 { return "Zero KB" }
        if size < 1000 { let whole = Int(size.rounded()); return "\(bytes < 0 ? "-" : "")\(whole) \(whole == 1 ? "byte" : "bytes")" }
        let base = binary ? 1024.0 : 1000.0
        var scaled = size / base
        var unit = 0
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        while scaled >= 1000, unit < units.count - 1 { scaled /= base; unit += 1 }
        return (bytes < 0 ? "-" : "") + group(trimmed(scaled, maximum: min(unit, 2))) + " " + units[unit]
    }
}

/// What a number format style says, read from how scene code wrote it (`.percent`,
/// `.currency(code: "EUR")`, `.number.precision(.fractionLength(1))`, `.number.notation(.compactName)`).
struct FormatStyleDescription {
    var kind = "number"
    var code: String?
    var minimumFraction: Int?
    var maximumFraction: Int?
    var significantDigits: ClosedRange<Int>?
    var notation = "automatic"
    var grouping = true
    var showsPlus = false
    var increment: Double?
    var scale = 1.0
    var binaryBytes = false

    init(_ style: Value) {
        read(style)
    }

    private mutating func read(_ style: Value) {
        switch style {
        case .implicitMember(let member):
            read(member)
        case .native(let native as FormatStyleValue):
            for part in native.parts { read(part) }
        default:
            break
        }
    }

    private mutating func read(_ member: ImplicitMember) {
        let arguments = member.arguments ?? []
        let first = arguments.first?.value
        switch member.name {
        case "percent", "currency", "number", "byteCount":
            kind = member.name
            for argument in arguments {
                if argument.label == "code" { code = argument.value.stringValue }
                if argument.label == "style", case .implicitMember(let unit) = argument.value { binaryBytes = ["memory", "binary"].contains(unit.name) }
            }
        case "fractionLength":
            let bounds = FormatStyleDescription.bounds(first)
            minimumFraction = bounds?.lowerBound
            maximumFraction = bounds?.upperBound
        case "significantDigits":
            significantDigits = FormatStyleDescription.bounds(first)
        case "notation":
            if case .implicitMember(let kind)? = first { notation = kind.name }
        case "grouping":
            if case .implicitMember(let kind)? = first { grouping = kind.name != "never" }
        case "sign":
            if case .implicitMember(let strategy)? = first { showsPlus = strategy.name == "always" }
        case "rounded":
            increment = arguments.first(where: { $0.label == "increment" })?.value.doubleValue
        case "scale":
            if let factor = first?.doubleValue, factor.isFinite { scale = factor }
        default:
            // `.precision(...)`, and styles of other kinds: their arguments say the rest.
            for argument in arguments { read(argument.value) }
        }
    }

    /// A count (`2`) or a range (`0...2`, `2...`) of digits, each between 0 and 20.
    private static func bounds(_ value: Value?) -> ClosedRange<Int>? {
        let clamp = { (n: Int) in min(max(n, 0), 20) }
        if let count = value?.intValue { return clamp(count)...clamp(count) }
        guard case .range(let range)? = value else { return nil }
        let low = clamp(range.lower?.intValue ?? 0)
        var high = clamp(range.upper?.intValue ?? 20)
        if !range.isClosed, range.upper != nil { high = max(low, high - 1) }
        return low...max(low, high)
    }

    /// The number in this style (no percent sign or currency symbol).
    func text(_ value: Double, isInteger: Bool) -> String {
        var number = value * scale
        if let increment, increment > 0, (number / increment).magnitude < 1e15 { number = (number / increment).rounded() * increment }
        let sign = number < 0 ? "-" : (showsPlus && number > 0 ? "+" : "")
        let magnitude = abs(number)
        var body: String
        switch notation {
        case "compactName":
            body = compact(magnitude)
        case "scientific":
            body = scientific(magnitude)
        default:
            body = plain(magnitude, isInteger: isInteger && scale == 1 && increment == nil)
            if grouping { body = Formatting.group(body) }
        }
        return body == "0" ? body : sign + body
    }

    private func plain(_ magnitude: Double, isInteger: Bool) -> String {
        if let significantDigits { return FormatStyleDescription.significant(magnitude, significantDigits) }
        if isInteger, minimumFraction == nil, magnitude < 9e15 { return String(Int(magnitude)) }
        return Formatting.trimmed(magnitude, maximum: maximumFraction ?? max(3, minimumFraction ?? 0), minimum: minimumFraction ?? 0)
    }

    /// ICU's compact short names: "999", "1.2K", "12K", "123K", "1.5M", "2B", "3T"; rounded to
    /// a whole number of the unit but keeping at least two significant digits.
    private func compact(_ magnitude: Double) -> String {
        var scaled = magnitude
        var unit = 0
        let units = ["", "K", "M", "B", "T"]
        while scaled >= 1000, unit < units.count - 1 { scaled /= 1000; unit += 1 }
        var text = significantDigits.map { FormatStyleDescription.significant(scaled, $0) }
            ?? (scaled < 100 ? Formatting.trimmed(FormatStyleDescription.roundedSignificant(scaled, 2), maximum: 1) : Formatting.fixed(scaled, digits: 0))
        // 999,999 rounds to "1000K", which ICU writes in the next unit.
        if text == "1000", unit > 0, unit < units.count - 1 { unit += 1; text = "1" }
        return text + units[unit]
    }

    /// "1.248E4": the mantissa with up to six digits after its point.
    private func scientific(_ magnitude: Double) -> String {
        guard magnitude > 0 else { return "0E0" }
        var exponent = 0
        var mantissa = magnitude
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        let digits = significantDigits.map { FormatStyleDescription.significant(mantissa, $0) } ?? Formatting.trimmed(mantissa, maximum: maximumFraction ?? 6, minimum: minimumFraction ?? 0)
        return digits + "E" + String(exponent)
    }

    /// The number rounded to `digits` significant digits.
    static func roundedSignificant(_ number: Double, _ digits: Int) -> Double {
        guard number > 0, number.isFinite else { return number }
        var power = 1.0
        var exponent = 0
        while number >= power * 10, exponent < 400 { power *= 10; exponent += 1 }
        while number < power, exponent > -400 { power /= 10; exponent -= 1 }
        var unit = power
        for _ in 1..<max(digits, 1) { unit /= 10 }
        return (number / unit).rounded() * unit
    }

    /// At least `range.lowerBound` and at most `range.upperBound` significant digits.
    static func significant(_ number: Double, _ range: ClosedRange<Int>) -> String {
        let maximum = max(range.upperBound, 1)
        let rounded = roundedSignificant(number, maximum)
        var integerDigits = 1
        var power = 10.0
        while rounded >= power, integerDigits < 400 { power *= 10; integerDigits += 1 }
        let leadingZeros: Int = {
            guard rounded > 0, rounded < 1 else { return 0 }
            var count = 0, probe = rounded
            while probe < 0.1, count < 300 { probe *= 10; count += 1 }
            return count
        }()
        let fraction = max(0, maximum - (rounded >= 1 ? integerDigits : 0) + leadingZeros)
        let minimumFraction = max(0, range.lowerBound - (rounded >= 1 ? integerDigits : 0) + leadingZeros)
        return Formatting.trimmed(rounded, maximum: min(fraction, 15), minimum: min(minimumFraction, 15))
    }
}
