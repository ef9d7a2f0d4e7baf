import SwiftSyntax

/// `String(format:)`, `"\(x, specifier: "%.1f")"` and `formatted()`, without Foundation: the
/// printf conversions view code uses (`%d %i %ld %u %f %.Nf %e %g %s %@ %x %X %c %%`, flags
/// `-+0 ` and `'`, widths and precisions) and the number and date styles, in an en_US locale.
enum Formatting {
    static func format(_ pattern: String, _ values: [Value], node: some SyntaxProtocol, evaluator: Evaluator) throws -> String {
        try format(pattern, values, position: evaluator.position(of: node), evaluator: evaluator)
    }

    static func format(_ pattern: String, _ values: [Value], position: SourcePosition?, evaluator: Evaluator) throws -> String {
        var result = ""
        var remaining = values[...]
        var characters = pattern[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "%" else { result.append(character); continue }
            var flags = ""
            while let flag = characters.first, "-+0 #'".contains(flag) { flags.append(flag); characters = characters.dropFirst() }
            var width = ""
            while let digit = characters.first, digit.isNumber { width.append(digit); characters = characters.dropFirst() }
            var precision: Int?
            if characters.first == "." {
                characters = characters.dropFirst()
                var digits = ""
                while let digit = characters.first, digit.isNumber { digits.append(digit); characters = characters.dropFirst() }
                precision = Int(digits) ?? 0
            }
            // A width or a precision is the size of what is made: checked before (`%99999999999d`).
            for size in [Int(width) ?? (width.isEmpty ? 0 : Int.max), precision ?? 0] where size > 1_000 {
                try evaluator.budget.checkString(bytes: size, charging: false, at: position)
            }
            while let length = characters.first, "lhqLzjt".contains(length) { characters = characters.dropFirst() }
            guard let conversion = characters.first else { break }
            characters = characters.dropFirst()
            if conversion == "%" { result.append("%"); continue }
            guard let value = remaining.first else {
                throw RuntimeError("the format '\(pattern)' needs more values than given", at: position)
            }
            remaining = remaining.dropFirst()
            var text: String
            switch conversion {
            case "d", "i", "u":
                guard let number = value.doubleValue else { throw RuntimeError("'%\(conversion)' needs a number", at: position) }
                text = String(Int(exactly: number.rounded(.towardZero)) ?? 0)
                if flags.contains("'") { text = group(text) }
            case "f", "F":
                guard let number = value.doubleValue else { throw RuntimeError("'%f' needs a number", at: position) }
                text = fixed(number, digits: precision ?? 6)
                if flags.contains("'") { text = group(text) }
            case "e", "E":
                guard let number = value.doubleValue else { throw RuntimeError("'%e' needs a number", at: position) }
                text = scientific(number, digits: precision ?? 6)
                if conversion == "E" { text = text.uppercased() }
            case "g", "G":
                guard let number = value.doubleValue else { throw RuntimeError("'%g' needs a number", at: position) }
                text = describe(number)
            case "x", "X":
                guard let number = value.intValue else { throw RuntimeError("'%x' needs an integer", at: position) }
                text = String(number, radix: 16, uppercase: conversion == "X")
            case "c":
                text = value.stringValue ?? evaluator.describe(value)
            case "s", "@":
                text = evaluator.describe(value)
                if let precision { text = String(text.prefix(precision)) }
            default:
                throw RuntimeError("the format conversion '%\(conversion)' is not supported", at: position)
            }
            if flags.contains("+"), let number = value.doubleValue, number >= 0, "dfieg".contains(conversion) { text = "+" + text }
            if let width = Int(width), text.count < width {
                let padding = String(repeating: flags.contains("0") && !flags.contains("-") ? "0" : " ", count: width - text.count)
                if flags.contains("-") { text += padding }
                else if flags.contains("0"), text.hasPrefix("-") { text = "-" + padding + text.dropFirst() }
                else { text = padding + text }
            }
            result += text
        }
        return result
    }

    /// `number` with `digits` decimals, rounded half away from zero.
    static func fixed(_ number: Double, digits: Int) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
        let digits = min(max(digits, 0), 15)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(number) * scale).rounded()
        guard scaled < 9.0e18 else { return describe(number) }
        let integer = Int(scaled)
        var text = String(integer)
        if digits > 0 {
            if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        }
        return (number < 0 && scaled != 0 ? "-" : "") + text
    }

    static func scientific(_ number: Double, digits: Int) -> String {
        guard number.isFinite, number != 0 else { return fixed(number, digits: digits) + "e+00" }
        var exponent = 0
        var mantissa = abs(number)
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        let exponentText = (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "") + String(abs(exponent))
        return (number < 0 ? "-" : "") + fixed(mantissa, digits: digits) + "e" + exponentText
    }

    /// Thousands separators in the integer part: `1234567.5` → `1,234,567.5`.
    static func group(_ text: String) -> String {
        var sign = ""
        var body = Substring(text)
        if body.hasPrefix("-") { sign = "-"; body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var integer = String(parts[0])
        var grouped = ""
        while integer.count > 3 {
            grouped = "," + integer.suffix(3) + grouped
            integer = String(integer.dropLast(3))
        }
        grouped = integer + grouped
        return sign + grouped + (parts.count > 1 ? "." + parts[1] : "")
    }

    /// How Swift prints a `Double`: `3.0`, `0.1`, `1e+20`.
    static func describe(_ number: Double) -> String {
        "\(number)"
    }

    /// Up to `maximum` decimals, trailing zeros removed: `3.14159` → `3.142`.
    static func trimmed(_ number: Double, maximum: Int, minimum: Int = 0) -> String {
        var text = fixed(number, digits: maximum)
        if text.contains(".") {
            while text.hasSuffix("0"), let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) - 1 > minimum {
                text.removeLast()
            }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}

/// A chained format style (`.number.precision(.fractionLength(1))`): the parts in order.
struct FormatStyleValue: NativeValue {
    /// Implicit members that start a format style: `.number`, `.dateTime`.
    static let roots: Set<String> = ["number", "percent", "currency", "dateTime", "iso8601", "list", "measurement", "byteCount", "name"]
    var parts: [Value]
    var typeName: String { "FormatStyle" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let parts = parts
        return Function.native(name) { call in
            .native(FormatStyleValue(parts: parts + [.implicitMember(ImplicitMember(name: name, arguments: call.arguments))]))
        }
    }
}
