import SwiftEvaluator

/// What a custom view was made with, as text that is equal only when the values are: two
/// instances of one view type with the same fingerprint build the same body. A view whose body
/// contains itself with the same fingerprint (`B` in `ForEach(0..<2) { _ in B() }`, or
/// `self.aspectRatio()` in its own body) would never end, and with a `ForEach` it doubles at
/// each level, so it is stopped at the first repeat instead of at the depth limit.
///
/// nil when a value cannot be compared (a view value, an implicit member) or is large: such
/// a view is left to the depth limit rather than risk calling a legitimate recursion endless.
enum RecursionFingerprint {
    static let maximumLength = 4_096

    static func of(_ value: Value) -> String? {
        var text = ""
        return append(value, to: &text) ? text : nil
    }

    private static func append(_ value: Value, to text: inout String) -> Bool {
        guard text.utf8.count <= maximumLength else { return false }
        switch value {
        case .void: text += "()"
        case .nil: text += "nil"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += "i\(number)"
        case .double(let number): text += "d\(number)"
        case .string(let string): text += "s\(string.utf8.count):" + string
        case .character(let character): text += "c" + String(character)
        case .array(let elements), .set(let elements): return appendAll("[", elements, "]", to: &text)
        case .tuple(let elements): return appendAll("(", elements.map(\.value), ")", labels: elements.map(\.label), to: &text)
        case .dictionary(let dictionary): return appendAll("[", dictionary.keys + dictionary.values, "]", to: &text)
        case .range(let range):
            text += range.isClosed ? "closed(" : "range("
            if let lower = range.lower, !append(lower, to: &text) { return false }
            text += ","
            if let upper = range.upper, !append(upper, to: &text) { return false }
            text += ")"
        case .instance(let instance):
            text += instance.type.name + "{"
            for property in instance.type.storedProperties {
                text += property.name + "="
                if let field = instance.fields[property.name] {
                    guard append(field, to: &text) else { return false }
                } else if case .native(let wrapper)? = instance.fields["_" + property.name] {
                    // `@State` starts from the value it holds (an inner instance starts from the
                    // same declaration); `@Environment` reads the same key for both.
                    switch wrapper {
                    case let state as StateWrapper:
                        text += "@State("
                        guard append(state.box.value, to: &text) else { return false }
                        text += ")"
                    case let request as EnvironmentRequest:
                        switch request.source {
                        case .keyPath(let path): text += "@Environment(" + path.joined(separator: ".") + ")"
                        case .object(let name): text += "@EnvironmentObject(" + name + ")"
                        }
                    default:
                        return false
                    }
                } else {
                    return false
                }
                text += ";"
            }
            text += "}"
        case .enumCase(let enumCase):
            return appendAll(enumCase.type.name + "." + enumCase.name + "(", enumCase.payload.map(\.value), ")", to: &text)
        case .object(let object): text += "object#\(ObjectIdentifier(object).hashValue)"
        case .function(let function): text += "function#\(ObjectIdentifier(function).hashValue)"
        case .type(let type): text += "type " + type.name
        case .keyPath(let path): text += "\\" + path.joined(separator: ".")
        case .native, .implicitMember: return false
        }
        return true
    }

    private static func appendAll(_ open: String, _ values: [Value], _ close: String, labels: [String?] = [], to text: inout String) -> Bool {
        text += open
        for (index, value) in values.enumerated() {
            if index < labels.count, let label = labels[index] { text += label + ":" }
            guard append(value, to: &text) else { return false }
            text += ","
        }
        text += close
        return true
    }
}
