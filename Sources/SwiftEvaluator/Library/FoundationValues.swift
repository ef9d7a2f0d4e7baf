/// `UUID()`: identifiers numbered from a counter, so that they are the same on every run.
public struct UUIDValue: NativeValue {
    public let text: String
    nonisolated(unsafe) static var counter = 0

    public init(text: String) {
        self.text = text
    }

    static func next() -> UUIDValue {
        counter += 1
        let hex = String(counter, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return UUIDValue(text: "00000000-0000-4000-8000-" + padded)
    }

    public var typeName: String { "UUID" }
    public var hashKey: HashKey? { .string("uuid:" + text) }
    public var description: String { text }
    public func isEqual(to other: any NativeValue) -> Bool? { (other as? UUIDValue).map { $0.text == text } }
    public func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "uuidString", "description": return .string(text)
        case "hashValue": return .int(text.hashValue)
        default: return nil
        }
    }
}

/// A `Date`. "Now" is fixed at Monday 10 June 2024, 9:41 (UTC), Apple's keynote time, so
/// layouts that show dates are reproducible.
public struct DateValue: NativeValue {
    public var secondsSince1970: Double
    public static let now = DateValue(secondsSince1970: 1_718_012_460)

    public init(secondsSince1970: Double) {
        self.secondsSince1970 = secondsSince1970
    }

    public var typeName: String { "Date" }
    public var hashKey: HashKey? { .double(secondsSince1970) }
    public var description: String { formatted(.nil) }
    public func isEqual(to other: any NativeValue) -> Bool? { (other as? DateValue).map { $0.secondsSince1970 == secondsSince1970 } }

    public func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let seconds = secondsSince1970
        switch name {
        case "timeIntervalSince1970": return .double(seconds)
        case "timeIntervalSinceNow": return .double(seconds - DateValue.now.secondsSince1970)
        case "addingTimeInterval":
            return Function.native(name) { call in
                .native(DateValue(secondsSince1970: seconds + (call.arguments.first?.value.doubleValue ?? 0)))
            }
        case "distance":
            // `start.distance(to: end)`: the seconds from this date to the other.
            return Function.native(name) { call in
                guard case .native(let other as DateValue)? = call.argument("to") else { throw call.error("distance(to:) takes a Date") }
                return .double(other.secondsSince1970 - seconds)
            }
        case "advanced":
            return Function.native(name) { call in
                .native(DateValue(secondsSince1970: seconds + (call.argument("by")?.doubleValue ?? 0)))
            }
        case "timeIntervalSince":
            return Function.native(name) { call in
                // A stand-in (the app's cached model's date) is taken as this same moment.
                if case .native(let sample)? = call.arguments.first?.value, sample is any SampleValue { return .double(0) }
                guard case .native(let other as DateValue)? = call.arguments.first?.value else { throw call.error("timeIntervalSince takes a Date") }
                return .double(seconds - other.secondsSince1970)
            }
        case "formatted":
            let date = self
            return Function.native(name) { call in
                if call.arguments.count >= 2 {
                    return .string(date.formatted(.tuple(call.arguments.map { TupleElement(label: $0.label, value: $0.value) })))
                }
                return .string(date.formatted(call.arguments.first?.value ?? .nil))
            }
        case "operator<":
            return Function.native(name) { call in
                guard case .native(let other as DateValue)? = call.arguments.first?.value else { return .bool(false) }
                return .bool(seconds < other.secondsSince1970)
            }
        case "operator+", "operator-":
            return Function.native(name) { call in
                let delta = call.arguments.first?.value.doubleValue ?? 0
                return .native(DateValue(secondsSince1970: name == "operator+" ? seconds + delta : seconds - delta))
            }
        default: return nil
        }
    }
}

/// `Calendar.current`, `Locale.current`: accepted as values; their members are not modelled.
struct OpaqueFoundationValue: NativeValue {
    let typeName: String

    /// What layout reads of the current locale: an English, United States locale, as a
    /// simulator's default (`Locale.current.currency?.identifier` is "USD").
    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        guard typeName == "Locale" else { return nil }
        switch name {
        case "identifier": return .string("en_US")
        case "currency", "region", "language", "languageCode":
            let code = ["currency": "USD", "region": "US", "language": "en", "languageCode": "en"][name] ?? ""
            return name == "languageCode" ? .string(code) : .native(LocaleComponent(identifier: code))
        case "currencyCode": return .string("USD")
        case "regionCode": return .string("US")
        case "currencySymbol": return .string("$")
        case "decimalSeparator": return .string(".")
        case "groupingSeparator": return .string(",")
        default: return nil
        }
    }
}

/// `Locale.current.currency`, `.region`, `.language`: a code with its `identifier`.
struct LocaleComponent: NativeValue {
    let identifier: String
    var typeName: String { "Locale.Component" }
    var description: String { identifier }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        name == "identifier" ? .string(identifier) : nil
    }
}
