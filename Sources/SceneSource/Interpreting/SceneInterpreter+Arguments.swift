import LayoutEngine

extension SceneInterpreter {
    /// Evaluates a call's arguments by label (`_` for unlabelled ones), reporting labels the
    /// call does not take and repeated labels. Labels in `closureLabels` may also come as
    /// trailing closures. Returns nil when something was reported.
    func matchArguments(
        _ call: CallSite, _ labels: [String], closureLabels: Set<String> = ["content", "action", "label", "computeValue"],
        scope: Scope
    ) -> [String: Value]? {
        var values: [String: Value] = [:]
        var isValid = true
        for argument in call.arguments {
            let key = argument.label ?? "_"
            guard labels.contains(key) else {
                let accepted = labels.filter { !closureLabels.contains($0) }.map { $0 == "_" ? "an unlabelled value" : $0 + ":" }
                let message = argument.label.map { "\(call.name) has no argument '\($0):'" } ?? "\(call.name) takes no unlabelled argument"
                sink.error(
                    message, at: argument.mark,
                    hint: accepted.isEmpty ? "\(call.name) takes no arguments" : "\(call.name) takes " + accepted.joined(separator: ", "))
                isValid = false
                continue
            }
            guard values[key] == nil else {
                sink.error("\(call.parameterName(key)) is given twice", at: argument.mark)
                isValid = false
                continue
            }
            guard let value = evaluate(argument.value, scope: scope) else {
                isValid = false
                continue
            }
            values[key] = value
        }
        if !call.trailing.isEmpty && !labels.contains(where: { closureLabels.contains($0) }) {
            sink.error("\(call.name) takes no trailing closure", at: SourceMark(call.trailing[0].closure.mark.location))
            isValid = false
        }
        return isValid ? values : nil
    }

    /// Reports "`name(label:)` expects ..." at the argument and returns nil.
    func expects<T>(_ call: CallSite, _ label: String, _ what: String, got value: Value) -> T? {
        sink.error("\(call.parameterName(label)) expects \(what)", at: call.argument(label)?.mark ?? call.mark)
        return nil
    }

    /// Reports "`name(label:)` expects ..." at the argument and returns no views.
    func expects(_ call: CallSite, _ label: String, _ what: String, got value: Value) -> [ViewNode] {
        sink.error("\(call.parameterName(label)) expects \(what)", at: call.argument(label)?.mark ?? call.mark)
        return []
    }

    /// A length SwiftUI requires to be finite and not negative: NaN and negative values
    /// become 0 and infinite ones nil (SwiftUI logs "Invalid frame dimension (negative or
    /// non-finite)" and ignores them), each with a warning.
    func checkedLength(_ value: Double, _ call: CallSite, _ label: String) -> Double? {
        let mark = call.argument(label)?.mark ?? call.mark
        if value.isNaN {
            sink.warning("\(call.parameterName(label)) is not a number; using 0", at: mark)
            return 0
        }
        if value.isInfinite {
            sink.warning("\(call.parameterName(label)) must be finite; ignoring it", at: mark,
                         hint: "SwiftUI logs 'Invalid frame dimension (negative or non-finite)'")
            return nil
        }
        if value < 0 {
            sink.warning("\(call.parameterName(label)) must not be negative; using 0", at: mark)
            return 0
        }
        return value
    }

    /// A number that may be negative but must be finite: NaN becomes 0 and infinity nil
    /// (the parameter's default), each with a warning.
    func checkedNumber(_ value: Double, _ call: CallSite, _ label: String, allowsNegative: Bool) -> Double? {
        if !allowsNegative { return checkedLength(value, call, label) }
        let mark = call.argument(label)?.mark ?? call.mark
        if value.isNaN {
            sink.warning("\(call.parameterName(label)) is not a number; using 0", at: mark)
            return 0
        }
        if value.isInfinite {
            sink.warning("\(call.parameterName(label)) must be finite; ignoring it", at: mark)
            return nil
        }
        return value
    }

    /// An `Alignment` argument (`.topLeading`, `Alignment.center`).
    func alignmentArgument(_ value: Value, _ call: CallSite, _ label: String) -> Alignment? {
        guard let alignment = value.alignment else { return expects(call, label, "an alignment such as .topLeading", got: value) }
        return alignment
    }
}
