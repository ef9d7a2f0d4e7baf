extension Evaluator {
    /// How string interpolation shows a value (`"\(value)"`), and how messages quote it. Every
    /// node and every 16 bytes written are counted on the budget (`WorkMeter`), and the text
    /// stops past `Budget.maximumStringBytes` (a value nested by sharing describes 2^depth
    /// nodes): whoever makes a string of it checks its size (`checkString`), a spent budget
    /// throws at the scene's next step.
    public func describe(_ value: Value) -> String {
        var writer = Description(meter: WorkMeter(budget: budget), limit: budget.maximumStringBytes)
        writer.write(value, evaluator: self)
        return writer.text
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

/// The text of `Evaluator.describe`, written node by node, stopping at its limit or when the
/// budget is spent.
private struct Description {
    var meter: WorkMeter
    let limit: Int
    var text = ""

    var isDone: Bool { text.utf8.count > limit || meter.isSpent }

    mutating func append(_ piece: String) {
        guard !isDone, meter.add(1 + piece.utf8.count / 16) else { return }
        text += piece
        if text.utf8.count > limit { text += "…" }
    }

    mutating func write(_ value: Value, evaluator: Evaluator, nested: Bool = false) {
        guard !isDone else { return }
        switch value {
        case .void: append("()")
        case .nil: append("nil")
        case .bool(let flag): append(flag ? "true" : "false")
        case .int(let integer): append(String(integer))
        case .double(let number): append(Formatting.describe(number))
        case .string(let text): append(nested ? "\"" + text + "\"" : text)
        case .character(let character): append(String(character))
        case .array(let values), .set(let values):
            append("[")
            for (offset, element) in values.enumerated() {
                if isDone { return }
                if offset > 0 { append(", ") }
                write(element, evaluator: evaluator, nested: true)
            }
            append("]")
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return append("[:]") }
            append("[")
            for (offset, (key, element)) in zip(dictionary.keys, dictionary.values).enumerated() {
                if isDone { return }
                if offset > 0 { append(", ") }
                write(key, evaluator: evaluator, nested: true)
                append(": ")
                write(element, evaluator: evaluator, nested: true)
            }
            append("]")
        case .tuple(let elements):
            writeList("(", elements.map { ($0.label, $0.value) }, ")", evaluator: evaluator)
        case .range(let range):
            if let lower = range.lower { write(lower, evaluator: evaluator) }
            append(range.isClosed ? "..." : "..<")
            if let upper = range.upper { write(upper, evaluator: evaluator) }
        case .instance(let instance):
            let fields = instance.type.storedProperties.compactMap { property in instance.fields[property.name].map { (Optional(property.name), $0) } }
            writeList(instance.type.name + "(", fields, ")", evaluator: evaluator)
        case .object(let object): append(object.type.name)
        case .enumCase(let enumCase):
            if enumCase.payload.isEmpty { return append(enumCase.name) }
            writeList(enumCase.name + "(", enumCase.payload.map { ($0.label, $0.value) }, ")", evaluator: evaluator)
        case .function(let function): append("(function \(function.name))")
        case .type(let type): append(type.name)
        case .native(let native): append(native.description)
        case .implicitMember(let member): append("." + member.name)
        case .keyPath(let path): append("\\." + path.joined(separator: "."))
        }
    }

    /// `open label: value, value close`.
    private mutating func writeList(_ open: String, _ elements: [(String?, Value)], _ close: String, evaluator: Evaluator) {
        append(open)
        for (offset, (label, element)) in elements.enumerated() {
            if isDone { return }
            if offset > 0 { append(", ") }
            if let label { append(label + ": ") }
            write(element, evaluator: evaluator, nested: true)
        }
        append(close)
    }
}
