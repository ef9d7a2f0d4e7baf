import SceneSource

/// Where a new argument goes among a call's arguments: Swift requires the order of the
/// declaration (`frame(width:height:alignment:)`), so a call the catalog knows keeps its
/// labels in that order; an unknown call's new argument goes last.
enum ArgumentOrder {
    /// Parameter labels in declaration order (`_` for unlabelled), from the catalog.
    static func labels(of name: String, isModifier: Bool) -> [String]? {
        (isModifier ? SwiftUICatalog.modifiers[name] : SwiftUICatalog.views[name] ?? SwiftUICatalog.values[name])?.labels
    }

    /// Sets (or with `value` nil removes) the argument labelled `label` of the call `name`.
    static func set(_ label: String?, to value: Expression?, in arguments: inout [Argument], of name: String, isModifier: Bool, shownLabel: String) throws {
        let key = label ?? "_"
        let existing = arguments.firstIndex { ($0.label ?? "_") == key }
        guard let value else {
            guard let existing else { throw SceneEditError("'\(name)' has no \(shownLabel) argument") }
            arguments.remove(at: existing)
            return
        }
        if let existing {
            arguments[existing].value = value
            return
        }
        let argument = Argument(label: label, value: value)
        guard let order = labels(of: name, isModifier: isModifier), let rank = order.firstIndex(of: key) else {
            arguments.append(argument)
            return
        }
        let position = arguments.firstIndex { other in
            guard let otherRank = order.firstIndex(of: other.label ?? "_") else { return false }
            return otherRank > rank
        } ?? arguments.count
        arguments.insert(argument, at: position)
    }
}
