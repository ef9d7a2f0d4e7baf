/// `Data` made and read: `Data([0x01, 0x02])`, `Data(repeating:count:)`, `Data(count:)`,
/// `Data(base64Encoded:)`, `text.data(using: .utf8)`, `String(data:encoding:)` and
/// `String(decoding:as:)`, and `data[i] = byte`.
extension StandardLibrary {
    /// Nil when the call makes no `Data` and is no `String` of bytes.
    static func constructData(_ type: String, _ call: NativeCall) throws -> Value? {
        switch type {
        case "Data":
            if call.argument("contentsOf") != nil { return nil }
            if let text = call.argument("base64Encoded")?.stringValue {
                return Base64.decode(text).map { .native(DataValue(bytes: $0)) } ?? .nil
            }
            if let repeated = call.argument("repeating"), let count = call.argument("count")?.intValue {
                return try zeros(count, of: repeated, call: call)
            }
            if let count = call.argument("count")?.intValue, call.arguments.count == 1 {
                return try zeros(count, of: .int(0), call: call)
            }
            if let first = call.arguments.first, first.label == nil {
                return .native(try DataValue.of(first.value, call: call))
            }
            // `Data()`, `Data(capacity:)`.
            return .native(DataValue(bytes: []))
        case "String":
            // `String(characters)`: an array of characters is their text, as `String(_:)` of a
            // sequence of characters gives.
            if call.arguments.count == 1, call.arguments[0].label == nil, case .array(let elements) = call.arguments[0].value,
               !elements.isEmpty, elements.allSatisfy({ if case .character = $0 { return true } else { return false } }) {
                var text = ""
                for case .character(let character) in elements { text.append(character) }
                return .string(text)
            }
            let bytes = call.argument("data") ?? call.argument("decoding") ?? call.argument("bytes")
            guard let bytes else { return nil }
            if case .native(let data as DataValue) = bytes { return decoded(data.bytes, lenient: call.argument("decoding") != nil) }
            guard let elements = try? elements(of: bytes, call: call), elements.allSatisfy({ $0.intValue.map { (0...255).contains($0) } ?? false }) else { return nil }
            return decoded(try DataValue.bytes(of: elements, at: call.position), lenient: call.argument("decoding") != nil)
        default:
            return nil
        }
    }

    /// UTF-8 text of `bytes`: nil for bytes that are not UTF-8 (`String(data:encoding:)`),
    /// or with replacement characters (`String(decoding:as:)`).
    static func decoded(_ bytes: [UInt8], lenient: Bool) -> Value {
        if lenient { return .string(String(decoding: bytes, as: UTF8.self)) }
        return String(validating: bytes, as: UTF8.self).map { .string($0) } ?? .nil
    }

    static func zeros(_ count: Int, of repeated: Value, call: NativeCall) throws -> Value {
        guard count >= 0 else { throw call.error("Data needs a count of 0 or more") }
        try call.evaluator.budget.checkSize(count, at: call.position)
        try call.evaluator.budget.allocate(count: count, of: 1, charging: false, at: call.position)
        let byte = try DataValue.bytes(of: [repeated], at: call.position)[0]
        return .native(DataValue(bytes: Array(repeating: byte, count: count)))
    }

    /// `text.data(using: .utf8)`: its UTF-8 bytes (nil for `.ascii` text that is not ASCII).
    static func stringDataMember(_ name: String, _ text: String) -> Value? {
        guard name == "data" else { return nil }
        return Function.native(name) { call in
            if case .implicitMember(let encoding)? = call.argument("using"), encoding.name == "ascii", !text.utf8.allSatisfy({ $0 < 128 }) {
                return .nil
            }
            try call.evaluator.budget.checkSize(text.utf8.count, at: call.position)
            return .native(DataValue(bytes: Array(text.utf8)))
        }
    }

    /// `data[i] = byte` on a copy of `data`.
    static func settingDataSubscript(_ data: DataValue, _ arguments: [Argument], to newValue: Value, in evaluator: Evaluator, at position: SourcePosition?) throws -> Value {
        let changed = try settingSubscript(.array(data.elementValues), arguments, to: newValue, in: evaluator, at: position)
        guard case .array(let elements) = changed else { return changed }
        return .native(DataValue(bytes: try DataValue.bytes(of: elements, at: position)))
    }
}
