extension Evaluator {
    /// How string interpolation shows a value (`"\(value)"`), and how messages quote it.
    public func describe(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .nil: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let integer): return String(integer)
        case .double(let number): return Formatting.describe(number)
        case .string(let text): return text
        case .character(let character): return String(character)
        case .array(let values), .set(let values): return "[" + values.map(describeNested).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            return "[" + zip(dictionary.keys, dictionary.values).map { describeNested($0) + ": " + describeNested($1) }.joined(separator: ", ") + "]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + describeNested($0.value) }.joined(separator: ", ") + ")"
        case .range(let range):
            return (range.lower.map(describe) ?? "") + (range.isClosed ? "..." : "..<") + (range.upper.map(describe) ?? "")
        case .instance(let instance):
            let fields = instance.type.storedProperties.compactMap { property in
                instance.fields[property.name].map { property.name + ": " + describeNested($0) }
            }
            return instance.type.name + "(" + fields.joined(separator: ", ") + ")"
        case .object(let object): return object.type.name
        case .enumCase(let enumCase):
            if enumCase.payload.isEmpty { return enumCase.name }
            return enumCase.name + "(" + enumCase.payload.map { ($0.label.map { $0 + ": " } ?? "") + describeNested($0.value) }.joined(separator: ", ") + ")"
        case .function(let function): return "(function \(function.name))"
        case .type(let type): return type.name
        case .native(let native): return native.description
        case .implicitMember(let member): return "." + member.name
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        }
    }

    private func describeNested(_ value: Value) -> String {
        if case .string(let text) = value { return "\"" + text + "\"" }
        return describe(value)
    }

    /// The kind of a value for messages: `an Int`, `'Item'`, `a closure`.
    public func describeType(_ value: Value) -> String {
        switch value {
        case .void: return "'()'"
        case .nil: return "nil"
        case .bool: return "a Bool"
        case .int: return "an Int"
        case .double: return "a Double"
        case .string: return "a String"
        case .character: return "a Character"
        case .array: return "an array"
        case .set: return "a set"
        case .dictionary: return "a dictionary"
        case .tuple: return "a tuple"
        case .range: return "a range"
        case .instance(let instance): return "'\(instance.type.name)'"
        case .object(let object): return "'\(object.type.name)'"
        case .enumCase(let enumCase): return "'\(enumCase.type.name)'"
        case .function: return "a function"
        case .type(let type): return "the type '\(type.name)'"
        case .native(let native): return "'\(native.typeName)'"
        case .implicitMember(let member): return "'.\(member.name)'"
        case .keyPath: return "a key path"
        }
    }
}
