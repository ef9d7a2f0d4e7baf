/// `UInt8(x)`, `UInt32(x)`, `Int16(x)`...: integers of a size, held as `Int`. A value the type
/// cannot hold is an error, as Swift traps on it; `truncatingIfNeeded:` keeps the low bits.
extension StandardLibrary {
    static let sizedIntegerBounds: [String: (min: Int, max: Int, bits: Int)] = [
        "Int8": (Int(Int8.min), Int(Int8.max), 8), "Int16": (Int(Int16.min), Int(Int16.max), 16),
        "UInt8": (0, Int(UInt8.max), 8), "UInt16": (0, Int(UInt16.max), 16), "UInt32": (0, Int(UInt32.max), 32),
        "UInt64": (0, Int.max, 64),
    ]

    static func sizedInteger(_ type: String, _ call: NativeCall) throws -> Value {
        guard let bounds = sizedIntegerBounds[type] else { return .nil }
        if let truncated = call.argument("truncatingIfNeeded")?.intValue {
            guard bounds.bits < 64 else { return .int(truncated) }
            let low = truncated & ((1 << bounds.bits) - 1)
            return .int(bounds.min < 0 && low > bounds.max ? low - (1 << bounds.bits) : low)
        }
        guard let first = call.arguments.first?.value else { return .int(0) }
        let whole: Int
        switch first {
        case .int(let value): whole = value
        case .double(let value):
            guard value.isFinite, abs(value) < 9.2e18 else { throw call.error("\(value) cannot be converted to \(type)") }
            whole = Int(value)
        case .bool(let flag): whole = flag ? 1 : 0
        case .string(let text):
            guard let parsed = Int(text), parsed >= bounds.min, parsed <= bounds.max else { return .nil }
            return .int(parsed)
        case .character(let character):
            // `UInt8(ascii: "a")`, `UInt32(scalar)`.
            guard let scalar = character.unicodeScalars.first else { return .nil }
            whole = Int(scalar.value)
        case .native(is any SampleValue): return first.intValue.map { .int($0) } ?? .int(0)
        default: throw call.error("\(type)(_:) cannot convert \(call.evaluator.describe(first))")
        }
        guard whole >= bounds.min, whole <= bounds.max else { throw call.error("\(whole) does not fit in \(type)") }
        return .int(whole)
    }
}
