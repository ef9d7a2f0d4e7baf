/// Foundation's `NumberFormatter` as view code uses it: a style (`.decimal`, `.currency`,
/// `.percent`, `.none`, `.ordinal`, `.scientific`), fraction digits, grouping, the currency
/// and the separators; `string(from:)`, `string(for:)` and `number(from:)`; in English (United
/// States). A class: a `let` holding one has its properties set.
struct NumberFormatterValue: NativeValue {
    /// What its properties hold, shared by every reference to it.
    final class State {
        var style = "none"
        var minimumFractionDigits = 0
        var maximumFractionDigits = 0
        var minimumIntegerDigits = 1
        var usesGrouping = false
        var groupingSeparator = ","
        /// Digits per group (`groupingSize`); 0 groups nothing.
        var groupingSize = 3
        var decimalSeparator = "."
        var currencySymbol = "$"
        var multiplier: Double?
        var positivePrefix: String?
        var negativePrefix: String?
        var positiveSuffix: String?
        var settings: [String: Value] = [:]

        /// Setting the style gives its digits and grouping, as Foundation's does.
        func setStyle(_ name: String) {
            style = name
            switch name {
            case "decimal": (minimumFractionDigits, maximumFractionDigits, usesGrouping) = (0, 3, true)
            case "currency", "currencyAccounting": (minimumFractionDigits, maximumFractionDigits, usesGrouping) = (2, 2, true)
            case "percent": (minimumFractionDigits, maximumFractionDigits, usesGrouping) = (0, 0, true)
            case "scientific": (minimumFractionDigits, maximumFractionDigits, usesGrouping) = (0, 6, false)
            default: (minimumFractionDigits, maximumFractionDigits, usesGrouping) = (0, 0, false)
            }
        }
    }

    let state: State
    var typeName: String { "NumberFormatter" }
    var isReference: Bool { true }

    init(state: State = State()) { self.state = state }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "numberStyle": return .implicitMember(ImplicitMember(name: state.style, arguments: nil))
        case "minimumFractionDigits": return .int(state.minimumFractionDigits)
        case "maximumFractionDigits": return .int(state.maximumFractionDigits)
        case "minimumIntegerDigits": return .int(state.minimumIntegerDigits)
        case "usesGroupingSeparator": return .bool(state.usesGrouping)
        case "groupingSeparator": return .string(state.groupingSeparator)
        case "groupingSize": return .int(state.groupingSize)
        case "decimalSeparator": return .string(state.decimalSeparator)
        case "currencySymbol": return .string(state.currencySymbol)
        case "string":
            return Function.native(name) { call in
                guard let number = (call.argument("from") ?? call.argument("for") ?? call.arguments.first?.value)?.doubleValue else { return .nil }
                return .string(text(of: number))
            }
        case "number":
            return Function.native(name) { call in
                guard let text = (call.argument("from") ?? call.arguments.first?.value)?.stringValue else { throw call.error("number(from:) takes a String") }
                let plain = text.replacingOccurrences(of: state.groupingSeparator, with: "").replacingOccurrences(of: state.currencySymbol, with: "")
                    .replacingOccurrences(of: "%", with: "").replacingOccurrences(of: state.decimalSeparator, with: ".")
                guard let number = Double(plain.trimmingCharacters(in: .whitespaces)) else { return .nil }
                return .double(state.style == "percent" ? number / 100 : number)
            }
        default:
            return state.settings[name]
        }
    }

    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        let count = value.intValue.map { min(max($0, 0), 20) }
        switch name {
        case "numberStyle":
            guard case .implicitMember(let member) = value else { return nil }
            state.setStyle(member.name)
        case "minimumFractionDigits":
            state.minimumFractionDigits = count ?? 0
            state.maximumFractionDigits = max(state.maximumFractionDigits, state.minimumFractionDigits)
        case "maximumFractionDigits":
            state.maximumFractionDigits = count ?? 0
            state.minimumFractionDigits = min(state.minimumFractionDigits, state.maximumFractionDigits)
        case "minimumIntegerDigits": state.minimumIntegerDigits = count ?? 1
        case "usesGroupingSeparator": state.usesGrouping = value.boolValue ?? false
        case "groupingSeparator": state.groupingSeparator = value.stringValue ?? ","
        case "groupingSize": state.groupingSize = count ?? 3
        case "decimalSeparator": state.decimalSeparator = value.stringValue ?? "."
        case "currencySymbol": state.currencySymbol = value.stringValue ?? "$"
        case "currencyCode":
            let code = value.stringValue ?? "USD"
            state.currencySymbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩", "CAD": "CA$", "AUD": "A$"][code] ?? code + "\u{00A0}"
        case "multiplier": state.multiplier = value.doubleValue
        case "positivePrefix": state.positivePrefix = value.stringValue
        case "negativePrefix": state.negativePrefix = value.stringValue
        case "positiveSuffix": state.positiveSuffix = value.stringValue
        // Kept, without changing the text: the playground formats in English (United States).
        case "locale", "roundingMode", "generatesDecimalNumbers", "isLenient", "maximumSignificantDigits", "minimumSignificantDigits",
             "usesSignificantDigits", "formatWidth", "paddingCharacter", "maximumIntegerDigits", "zeroSymbol", "notANumberSymbol", "roundingIncrement", "secondaryGroupingSize",
             // Limits and options of reading numbers (`number(from:)`, a text field's check), not of writing them.
             "minimum", "maximum", "allowsFloats", "formattingContext":
            state.settings[name] = value
        default: return nil
        }
        return self
    }

    /// The text of `number` in the formatter's style.
    func text(of number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        var value = number * (state.multiplier ?? (state.style == "percent" ? 100 : 1))
        if state.style == "scientific" { return scientific(value) }
        if state.style == "ordinal" {
            let whole = Int(min(max(value.rounded(), -1e15), 1e15))
            let tens = abs(whole) % 100, ones = abs(whole) % 10
            let suffix = (11...13).contains(tens) ? "th" : (ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th")
            return String(whole) + suffix
        }
        // Half-even, as NumberFormatter rounds by default.
        var scale = 1.0
        for _ in 0..<state.maximumFractionDigits { scale *= 10 }
        value = (value * scale).rounded(.toNearestOrEven) / scale
        let negative = value < 0
        var body = Formatting.trimmed(abs(value), maximum: state.maximumFractionDigits, minimum: state.minimumFractionDigits)
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var integer = String(parts[0])
        if integer.count < state.minimumIntegerDigits { integer = String(repeating: "0", count: state.minimumIntegerDigits - integer.count) + integer }
        if state.minimumIntegerDigits == 0, integer == "0", parts.count > 1 { integer = "" }
        if state.usesGrouping {
            integer = Self.grouped(integer, size: state.groupingSize, separator: state.groupingSeparator)
        }
        body = integer + (parts.count > 1 ? state.decimalSeparator + parts[1] : "")
        switch state.style {
        case "currency", "currencyAccounting":
            if negative { return state.style == "currencyAccounting" ? "(\(state.currencySymbol)\(body))" : (state.negativePrefix ?? "-" + state.currencySymbol) + body }
            return (state.positivePrefix ?? state.currencySymbol) + body + (state.positiveSuffix ?? "")
        case "percent":
            return (negative ? "-" : "") + body + "%"
        default:
            return (negative ? state.negativePrefix ?? "-" : state.positivePrefix ?? "") + body + (negative ? "" : state.positiveSuffix ?? "")
        }
    }

    /// `.scientific`: "1.2345E3".
    private func scientific(_ value: Double) -> String {
        guard value != 0 else { return "0E0" }
        var exponent = 0
        var mantissa = abs(value)
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        return (value < 0 ? "-" : "") + Formatting.trimmed(mantissa, maximum: state.maximumFractionDigits, minimum: state.minimumFractionDigits) + "E" + String(exponent)
    }

    /// `digits` (no sign) in groups of `size` from the right, joined by `separator`.
    static func grouped(_ digits: String, size: Int, separator: String) -> String {
        guard size > 0 else { return digits }
        var rest = Substring(digits)
        var groups: [Substring] = []
        while rest.count > size {
            groups.insert(rest.suffix(size), at: 0)
            rest = rest.dropLast(size)
        }
        groups.insert(rest, at: 0)
        return groups.joined(separator: separator)
    }
}
