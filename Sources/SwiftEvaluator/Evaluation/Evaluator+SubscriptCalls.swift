import SwiftSyntax

/// Subscript calls: `items[0]`, `dictionary["key"]`, a scene type's or an extension's `subscript`,
/// the host's values' subscripts, and writing through them.
extension Evaluator {
    func evaluateSubscript(_ subscriptCall: SubscriptCallExprSyntax, in scope: Scope, expecting: String? = nil) throws -> Value {
        let called = subscriptCall.calledExpression
        let base = try evaluate(called, in: scope, expecting: Self.isImplicitMember(called) ? expecting : nil)
        var arguments: [Argument] = []
        for argument in subscriptCall.arguments {
            arguments.append(Argument(label: argument.label?.sourceText, value: try evaluate(argument.expression, in: scope), position: position(of: argument)))
        }
        return try subscriptValue(base, arguments, node: subscriptCall)
    }

    /// `base` with `base[arguments]` set to `value` (arrays and dictionaries).
    public func settingSubscript(_ base: Value, _ arguments: [Argument], to value: Value) throws -> Value {
        try StandardLibrary.settingSubscript(base, arguments, to: value, in: self, at: arguments.first?.position)
    }

    public func subscriptValue(_ base: Value, _ arguments: [Argument], node: some SyntaxProtocol) throws -> Value {
        // `item[keyPath: \.name]`: the key path applied to the value.
        if arguments.count == 1, arguments[0].label == "keyPath", case .keyPath(let path) = arguments[0].value {
            var current = base
            for component in path where component != "self" { current = try member(component, of: current, node: node) }
            return current
        }
        if let found = try StandardLibrary.subscriptValue(base, arguments, in: self, at: position(of: node)) { return found }
        if case .native(let native) = base, let function = try native.member("subscript", in: self) {
            return try call(function, arguments: arguments, at: position(of: node))
        }
        if let found = try declaredSubscriptValue(base, arguments, at: position(of: node)) { return found }
        // `Defaults[.accentColor]` on a type the scene does not declare: the host may stand in,
        // named by the key.
        var isHostValue = false
        switch base {
        case .type(let type): isHostValue = type.definition == nil
        // `keychain[string: "url"]` on a package's value that stands in (a `Keychain` made by
        // the app's model): the host may stand in too.
        case .native, .implicitMember: isHostValue = true
        default: break
        }
        if isHostValue {
            let key: String
            switch arguments.first?.value {
            case .implicitMember(let member)?: key = member.name
            case .string(let text)?: key = text
            default: key = arguments.first?.label ?? "subscript"
            }
            if let standIn = try host.standIn(forMissingMember: key, of: base, at: position(of: node), in: self) { return standIn }
            if case .type = base {} else if let standIn = try host.standIn(forUnknownName: Self.lowercasedFirst(key), nearby: [], at: position(of: node), in: self) {
                return standIn
            }
        }
        throw error("\(describeType(base)) cannot be subscripted with (\(Self.describeLabels(arguments)))", node)
    }
}
