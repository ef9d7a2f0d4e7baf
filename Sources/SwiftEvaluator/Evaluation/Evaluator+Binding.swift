import SwiftSyntax

/// Choosing an overload by argument labels, and binding arguments to parameters.
extension Evaluator {
    // MARK: Overloads and argument binding

    /// The index of the parameter list the labels fit, preferring exact fits; nil when none fits.
    /// Overloads the labels cannot tell apart (`explicitAlignment(of: HorizontalAlignment, ...)`
    /// and `explicitAlignment(of: VerticalAlignment, ...)`) are told apart by the arguments'
    /// types, as Swift's type checker does.
    func selectOverload(_ lists: [FunctionParameterListSyntax], labels: [String?], trailing: Int, arguments: [Argument] = []) -> Int? {
        if lists.count == 1 { return 0 }
        var best: (index: Int, certain: Int, defaults: Int, mismatches: Int)?
        for (index, list) in lists.enumerated() {
            guard let defaultsUsed = Self.fit(Array(list), labels: labels, trailing: trailing, aliases: { [unowned self] in aliasTarget(of: $0) }) else { continue }
            if !Self.labelledTrailingClosuresFit(Array(list), arguments) { continue }
            let mismatches = Self.typeMismatches(Array(list), arguments)
            let certain = certainMismatches(Array(list), arguments)
            if best == nil || (certain, defaultsUsed, mismatches) < (best!.certain, best!.defaults, best!.mismatches) {
                best = (index, certain, defaultsUsed, mismatches)
            }
        }
        return best?.index
    }

    /// How many arguments have a known type other than their parameter's (numbers match any
    /// number type; generic and protocol parameters match anything). Compared position by
    /// position when there are as many arguments as parameters, else not at all.
    static func typeMismatches(_ parameters: [FunctionParameterSyntax], _ arguments: [Argument]) -> Int {
        guard !arguments.isEmpty, arguments.count == parameters.count else { return 0 }
        var count = 0
        for (parameter, argument) in zip(parameters, arguments) {
            guard let given = typeName(of: argument.value) else { continue }
            let declared = TypeNames.name(of: parameter.type)
            if declared == given || numberTypes.contains(declared) && numberTypes.contains(given) { continue }
            // A type the scene declares or the library names, never a generic parameter (`T`).
            guard declared.count > 1, declared.first?.isUppercase == true, !["View", "Any", "AnyObject", "Value"].contains(declared) else { continue }
            if given.hasSuffix("." + declared) || declared.hasSuffix("." + given) { continue }
            count += 1
        }
        return count
    }

    private static let numberTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "Int64", "Int32", "UInt", "Float64", "TimeInterval"]

    /// How many defaulted parameters the labels leave out, or nil when they do not fit.
    static func fit(
        _ parameters: [FunctionParameterSyntax], labels: [String?], trailing: Int, isSubscript: Bool = false, aliases: AliasResolver = { _ in nil }
    ) -> Int? {
        var defaults = 0
        var trailingLeft = trailing
        var remaining = labels[...]
        for (position, parameter) in parameters.enumerated() {
            let label = argumentLabel(of: parameter, isSubscript: isSubscript)
            if let first = remaining.first, first == label {
                remaining = remaining.dropFirst()
                if parameter.ellipsis != nil { while let more = remaining.first, more == nil { remaining = remaining.dropFirst() } }
                continue
            }
            // A trailing closure goes to the next parameter without a default, or with one
            // of a function type (`action: () -> Void = {}`) unless a later parameter needs an
            // argument (Swift's forward scan).
            if remaining.isEmpty && trailingLeft > 0 && !neverTakesClosure(parameter.type)
                && (parameter.defaultValue == nil || takesTrailingClosure(parameter, before: parameters[(position + 1)...], aliases: aliases)) {
                trailingLeft -= 1
                continue
            }
            if parameter.defaultValue != nil { defaults += 1; continue }
            if parameter.ellipsis != nil { continue }
            return nil
        }
        // A trailing closure no parameter takes: the list does not fit (an initializer without
        // `action:` is not called with `{ ... }`).
        return remaining.isEmpty && trailingLeft == 0 ? defaults : nil
    }

    /// Binds arguments to parameters in `scope`: labels in order, defaults for the ones left
    /// out (evaluated in the declaring scope), trailing closures to the function-typed
    /// parameters, variadic parameters collected into arrays. Returns, per parameter, the index
    /// of the argument bound to it (nil for a default or a variadic list). A subscript's
    /// parameters take labels only where they declare two names (`isSubscript`).
    @discardableResult
    func bind(
        _ arguments: [Argument], to parameters: [FunctionParameterSyntax], in scope: Scope, declaringScope: Scope,
        calleeName: String, at position: SourcePosition?, isSubscript: Bool = false
    ) throws -> [Int?] {
        var index = 0
        var bound: [Int?] = []
        bound.reserveCapacity(parameters.count)
        for parameter in parameters {
            var argumentIndex: Int?
            let label = Self.argumentLabel(of: parameter, isSubscript: isSubscript)
            let name = (parameter.secondName ?? parameter.firstName).declaredName
            let typeName = TypeNames.name(of: parameter.type)
            var value: Value?
            if parameter.ellipsis != nil {
                var collected: [Value] = []
                if index < arguments.count, arguments[index].label == label {
                    collected.append(arguments[index].value)
                    index += 1
                    while index < arguments.count, arguments[index].label == nil, !arguments[index].isTrailingClosure {
                        collected.append(arguments[index].value)
                        index += 1
                    }
                }
                value = .array(collected)
            } else if index < arguments.count, arguments[index].label == label,
                      !Self.skipsTrailingClosure(arguments[index], parameter, before: parameters[(bound.count + 1)...], aliases: { [unowned self] in aliasTarget(of: $0) }) {
                value = arguments[index].value
                argumentIndex = index
                index += 1
            } else if index < arguments.count, arguments[index].isTrailingClosure, arguments[index].label == nil,
                      parameter.defaultValue == nil || Self.takesTrailingClosure(parameter, before: parameters[(bound.count + 1)...], aliases: { [unowned self] in aliasTarget(of: $0) }) {
                value = arguments[index].value
                argumentIndex = index
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                value = try evaluate(defaultValue.value, in: Scope(parent: declaringScope, typeContext: scope.typeContext), expecting: typeName)
            }
            guard var boundValue = value else {
                throw RuntimeError("missing argument for parameter '\(label ?? name)' in call to '\(calleeName)'", at: position)
            }
            boundValue = try coerce(boundValue, toType: parameter.type, node: parameter, context: scope.typeContext)
            if argumentIndex != nil, Self.isAutoclosure(parameter) {
                // `func if(_ condition: @autoclosure () -> Bool)` called `if(isCompact)`: the
                // argument is the closure's result (evaluated here, at the call).
                let result = boundValue
                boundValue = Function.native(name) { _ in result }
            }
            if case .function(let function) = boundValue, function.builder == nil {
                for attribute in parameter.attributes {
                    if let attribute = attribute.as(AttributeSyntax.self),
                       let builder = host.resultBuilder(named: TypeNames.name(of: attribute.attributeName)) {
                        boundValue = .function(function.withBuilder(builder))
                    }
                }
            }
            if name != "_" { scope.define(name, Box(boundValue, isConstant: false, declaredType: typeName)) }
            bound.append(argumentIndex)
        }
        if index < arguments.count {
            throw RuntimeError("'\(calleeName)' does not take the argument '\(arguments[index].label ?? "_"):'", at: arguments[index].position ?? position)
        }
        return bound
    }

    /// The label a call writes for `parameter`: its first name, none for `_`; a subscript's
    /// parameter has a label only when it declares one before its name (`subscript(flavor:
    /// Flavor)` is called `profile[.sweet]`, `subscript(at index: Int)` as `list[at: 2]`).
    static func argumentLabel(of parameter: FunctionParameterSyntax, isSubscript: Bool) -> String? {
        if isSubscript, parameter.secondName == nil { return nil }
        return parameter.firstName.text == "_" ? nil : parameter.firstName.text
    }

    /// True for a parameter typed `@autoclosure () -> T`.
    static func isAutoclosure(_ parameter: FunctionParameterSyntax) -> Bool {
        guard let attributed = parameter.type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure" }
    }

    /// True when a trailing closure goes to `parameter`, which has a default: it is of a
    /// function type and none of the `later` parameters needs an argument (Swift's forward
    /// scan: `init(title:, action: (() -> Void)? = nil, content: () -> Content)` called
    /// `SubSection(title: "A") { ... }` passes the closure as `content`).
    static func takesTrailingClosure(
        _ parameter: FunctionParameterSyntax, before later: ArraySlice<FunctionParameterSyntax>, aliases: AliasResolver = { _ in nil }
    ) -> Bool {
        isFunctionType(parameter, aliases: aliases) && !later.contains { $0.defaultValue == nil && $0.ellipsis == nil }
    }

    /// True when `argument` is an unlabelled trailing closure that the defaulted `parameter`
    /// (`_ label: String = " "` before `content: () -> Content`) lets pass to a later one, as
    /// Swift's forward scan does.
    static func skipsTrailingClosure(
        _ argument: Argument, _ parameter: FunctionParameterSyntax, before later: ArraySlice<FunctionParameterSyntax>, aliases: AliasResolver = { _ in nil }
    ) -> Bool {
        argument.isTrailingClosure && argument.label == nil && parameter.defaultValue != nil && !takesTrailingClosure(parameter, before: later, aliases: aliases)
    }

    /// The type a `typealias` of the app names, nil for any other type (`aliasTarget(of:)`).
    typealias AliasResolver = (TypeSyntax) -> TypeSyntax?

    /// True when the parameter takes a function: its type is one (optional, attributed or in
    /// parentheses), or an alias of one the app declares (`typealias Action = (Int) -> Void`),
    /// or it is a result builder's content.
    static func isFunctionType(_ parameter: FunctionParameterSyntax, aliases: AliasResolver = { _ in nil }) -> Bool {
        func plain(_ written: TypeSyntax) -> TypeSyntax {
            var type = written
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
            return type
        }
        var type = plain(parameter.type)
        if !type.is(FunctionTypeSyntax.self), let target = aliases(type) { type = plain(target) }
        return type.is(FunctionTypeSyntax.self)
            || parameter.attributes.contains { $0.as(AttributeSyntax.self).map { TypeNames.name(of: $0.attributeName).hasSuffix("Builder") } ?? false }
    }
}
