import SwiftSyntax

extension Evaluator {
    /// Calls a type: a scene type's initializer (declared, or the memberwise one), an enum's
    /// `init(rawValue:)`, or the standard library's or host's types.
    public func construct(_ typeValue: Value, arguments: [Argument], at position: SourcePosition?) throws -> Value {
        guard case .type(let type) = typeValue else {
            throw RuntimeError("\(describe(typeValue)) is not a type", at: position)
        }
        if let definition = type.definition {
            if definition.kind == .hostExtension, definition.parent != nil {
                return try constructExtendedHostType(definition, arguments: arguments, at: position)
            }
            do {
                return try instantiate(definition, arguments: arguments, at: position)
            } catch let error as RuntimeError where error.position == position && definition.kind != .hostExtension
                && definition.kind != .protocol && host.providesType(named: definition.name) {
                // `List { ... }` in an app whose models declare `struct List` (a Mastodon list):
                // the call's arguments fit no initializer of the app's type (the error is at
                // the call, not inside an initializer), so Swift chose SwiftUI's.
                guard let hosts = try host.construct(type: definition.name, arguments: arguments, at: position, in: self) else { throw error }
                return hosts
            }
        }
        if let bag = program.hostExtensions[type.name], initializersFit(visibleInitializers(of: bag, from: position), arguments) {
            // `extension Color { init(gray: Double) { self.init(red: gray, ...) } }`: the
            // scene's own initializer, before the host's or a stand-in.
            return try runInitializer(bag, receiver: Receiver(value: .nil, type: bag), arguments: arguments, at: position)
        }
        if let value = try StandardLibrary.construct(type.name, arguments: arguments, in: self, at: position) {
            try budget.account(value, at: position)
            return value
        }
        if let value = try host.construct(type: type.name, arguments: arguments, at: position, in: self) { return value }
        if let bag = program.hostExtensions[type.name], !bag.initializers.isEmpty {
            // `extension Color { init(hex: String) { ... } }`: runs with a placeholder self that
            // the initializer replaces with `self = ...` or `self.init(...)`.
            return try runInitializer(bag, receiver: Receiver(value: .nil, type: bag), arguments: arguments, at: position)
        }
        throw RuntimeError(
            "'\(type.name)' is not available in the playground", at: position, kind: .unsupported,
            hint: "declare it in the scene, or open the file that declares it together with this one")
    }

    /// Makes an instance of a type the scene declares.
    public func instantiate(_ type: TypeDefinition, arguments: [Argument], at position: SourcePosition?) throws -> Value {
        try budget.charge(at: position)
        switch type.kind {
        case .enumeration:
            if let raw = arguments.first, raw.label == "rawValue" {
                for definition in type.cases where definition.parameters.isEmpty {
                    let candidate = EnumCase(type: type, name: definition.name)
                    if valuesEqual(try rawValue(of: candidate, node: Syntax(TokenSyntax.identifier(type.name))), raw.value) {
                        return .enumCase(candidate)
                    }
                }
                return .nil
            }
            if !type.initializers.isEmpty {
                return try runInitializer(type, receiver: Receiver(value: .nil, type: type), arguments: arguments, at: position)
            }
            throw RuntimeError("'\(type.name)' cannot be made with (\(Self.describeLabels(arguments)))", at: position)
        case .hostExtension:
            // `Self.init(id: ...)` in `extension Container` where `Container` is a package's
            // type the app does not ship: the host makes it (a stand-in), as `Container(...)`.
            if let made = try host.construct(type: type.name, arguments: arguments, at: position, in: self) { return made }
            throw RuntimeError("'\(type.name)' is a protocol and cannot be made", at: position)
        case .protocol:
            throw RuntimeError("'\(type.name)' is a protocol and cannot be made", at: position)
        case .structure, .class:
            // `MyLayout(spacing: 8) { ... }`: a layout called with its content right away
            // (`Layout.callAsFunction`).
            if type.conforms(to: "Layout"), let last = arguments.last, last.isTrailingClosure,
               type.methods["callAsFunction"] == nil {
                let instance = try instantiate(type, arguments: Array(arguments.dropLast()), at: position)
                guard let callable = try host.member("callAsFunction", of: instance, in: self) else {
                    throw RuntimeError("'\(type.name)' cannot be called with content", at: position)
                }
                return try call(callable, arguments: [last], at: position)
            }
            let fields = try initialFields(of: type)
            let blank: Value = type.kind == .class ? .object(Object(type: type, fields: fields)) : .instance(Instance(type: type, fields: fields))
            var made: Value
            if let empty = try emptyOptionSet(type, blank: blank, arguments: arguments, at: position) {
                made = empty
            } else if type.initializers.isEmpty {
                do {
                    made = try memberwise(type, blank: blank, arguments: arguments, at: position)
                } catch let error as RuntimeError {
                    guard let inherited = sdkInitialized(type, blank: blank, arguments: arguments, at: position) else { throw error }
                    made = inherited
                }
            } else {
                made = try runInitializer(type, receiver: Receiver(value: blank, type: type), arguments: arguments, at: position)
            }
            if case .instance(var instance) = made {
                instance.position = position
                made = .instance(instance)
            }
            return made
        }
    }

    /// Runs the initializer the arguments' labels choose, with `self` the instance being made.
    func runInitializer(_ type: TypeDefinition, receiver: Receiver, arguments: [Argument], at position: SourcePosition?) throws -> Value {
        let lists = type.initializers.map(\.signature.parameterClause.parameters)
        let trailing = arguments.filter(\.isTrailingClosure).count
        let written = Array(arguments.map(\.label).prefix(arguments.count - trailing))
        // `Setting()` where an extension adds `init(from:)`: no declared initializer fits, the
        // memberwise one makes it. Without a memberwise one, a single initializer is chosen
        // anyway, so that its missing argument is named.
        let fitsDeclared = initializersFit(type.initializers, arguments)
        if !fitsDeclared, let inherited = sdkInitialized(type, blank: receiver.value, arguments: arguments, at: position) { return inherited }
        let fits = fitsDeclared || !type.hasMemberwiseInitializer
        guard fits, let chosen = selectOverload(lists, labels: written, trailing: trailing, arguments: arguments) else {
            if type.kind != .hostExtension, type.hasMemberwiseInitializer,
               let memberwiseFits = try? memberwise(type, blank: receiver.value, arguments: arguments, at: position) {
                // Extensions may add initializers while keeping the memberwise one.
                return memberwiseFits
            }
            throw RuntimeError(
                "no initializer of '\(type.name)' takes (\(Self.describeLabels(arguments)))", at: position,
                hint: "declared: " + type.initializers.map { "init" + Self.quote($0.signature) }.joined(separator: "; "))
        }
        let initializer = type.initializers[chosen]
        budget.callDepth += 1
        callStack.append(type.name + ".init")
        defer {
            budget.callDepth -= 1
            callStack.removeLast()
        }
        if budget.callDepth > budget.maximumCallDepth {
            throw RuntimeError("initializers are nested more than \(budget.maximumCallDepth) deep in '\(type.name)'", at: position, kind: .budget)
        }
        let scope = Scope(parent: globalScope, receiver: receiver, typeContext: type)
        try bind(arguments, to: Array(initializer.signature.parameterClause.parameters), in: scope, declaringScope: globalScope,
                 calleeName: type.name + ".init", at: position)
        if let body = initializer.body, case .returned(.nil) = try run(body.statements, in: scope), initializer.optionalMark != nil {
            // `return nil` in a failable initializer: no value is made.
            return .nil
        }
        if initializer.optionalMark != nil, case .nil = receiver.value { return .nil }
        return receiver.value
    }

    /// `self.init(...)` inside an initializer: another initializer of the same type makes
    /// `self` (a declared one, the memberwise one, or, in an extension of a host type, the
    /// host's).
    func delegateInitializer(of type: TypeDefinition, receiver: Receiver, arguments: [Argument], at position: SourcePosition?) throws -> Value {
        if type.kind == .hostExtension {
            receiver.value = try construct(.type(TypeReference(name: type.name)), arguments: arguments, at: position)
            return .void
        }
        var blank = receiver.value
        if blank.isNil {
            let fields = try initialFields(of: type)
            blank = type.kind == .class ? .object(Object(type: type, fields: fields)) : .instance(Instance(type: type, fields: fields))
        }
        if type.hasMemberwiseInitializer, !initializersFit(type.initializers, arguments) {
            // An initializer in an extension keeps the memberwise one.
            receiver.value = try memberwise(type, blank: blank, arguments: arguments, at: position)
        } else {
            receiver.value = try runInitializer(type, receiver: Receiver(value: blank, type: type), arguments: arguments, at: position)
        }
        return .void
    }

    /// Stored properties with their initial values: the written initial value, `nil` for
    /// optionals, and property wrappers made by the host.
    func initialFields(of type: TypeDefinition) throws -> [String: Value] {
        var fields: [String: Value] = [:]
        let scope = Scope(parent: globalScope, typeContext: type)
        for property in type.storedProperties where !property.isLazy {
            var initial: Value?
            if let initializer = property.initializer, let wrapper = property.wrapper, TypeNames.name(of: wrapper.attributeName) == "StateObject" {
                // `@StateObject var model = Model()`: an autoclosure, run when first read.
                initial = .native(DeferredValue(typeName: property.typeName ?? "StateObject") { [unowned self] in
                    var value = try evaluate(initializer, in: scope, expecting: property.typeName)
                    if let declared = property.type { value = try coerce(value, toType: declared, node: initializer, context: type) }
                    return value
                })
            } else if let initializer = property.initializer {
                var value = try evaluate(initializer, in: scope, expecting: property.typeName)
                if let declared = property.type { value = try coerce(value, toType: declared, node: initializer, context: type) }
                initial = value
            } else if property.isOptional && !property.isConstant {
                initial = .nil
            }
            if let wrapper = property.wrapper {
                let attributeName = TypeNames.name(of: wrapper.attributeName)
                var wrapperArguments: [Argument] = []
                if case .argumentList(let list)? = wrapper.arguments {
                    for argument in list {
                        wrapperArguments.append(Argument(
                            label: argument.label?.sourceText, value: try evaluate(argument.expression, in: scope), position: position(of: argument)))
                    }
                }
                // What the host reports about the wrapper points at the property.
                memberAccessSite = .position(property.position)
                if let made = try host.makePropertyWrapper(
                    attribute: attributeName, arguments: wrapperArguments, initialValue: initial, property: property.name,
                    declaredType: property.typeName, in: self) {
                    fields["_" + property.name] = .native(made)
                    continue
                }
            }
            if let initial { fields[property.name] = initial }
        }
        return fields
    }

    /// The parameters of a struct's memberwise initializer: every stored property except
    /// `let`s with an initial value and wrappers that take no value (`@Environment`).
    func memberwiseParameters(of type: TypeDefinition) -> [StoredProperty] {
        type.storedProperties.filter { property in
            if property.isConstant && property.initializer != nil { return false }
            if let wrapper = property.wrapper, Self.wrappersWithoutValue.contains(TypeNames.name(of: wrapper.attributeName)) { return false }
            if property.isLazy { return false }
            return true
        }
    }

    /// Property wrappers made without a value: no parameter of a memberwise initializer.
    public static let wrappersWithoutValue: Set<String> = ["Environment", "EnvironmentObject", "Namespace", "FocusState", "AccessibilityFocusState", "GestureState", "Query", "FetchRequest", "SectionedFetchRequest"]

    func memberwise(_ type: TypeDefinition, blank: Value, arguments: [Argument], at position: SourcePosition?) throws -> Value {
        var instance = blank
        var index = 0
        for property in memberwiseParameters(of: type) {
            var value: Value?
            var writtenAt: SourcePosition?
            if index < arguments.count, arguments[index].label == property.name {
                value = arguments[index].value
                writtenAt = arguments[index].position
                index += 1
            } else if index < arguments.count, arguments[index].isTrailingClosure,
                      property.initializer == nil, arguments[index].label == nil || arguments[index].label == property.name,
                      arguments[index].label != nil || takesTrailingClosure(property, of: type) {
                value = arguments[index].value
                index += 1
            }
            guard var provided = value else {
                let hasValue: Bool
                switch instance {
                case .instance(let made): hasValue = made.fields[property.name] != nil || made.fields["_" + property.name] != nil
                case .object(let made): hasValue = made.fields[property.name] != nil || made.fields["_" + property.name] != nil
                default: hasValue = false
                }
                // A property a wrapper with arguments sets (`@Default(.websites) var websites`,
                // `@AppStorage("key") var x`) needs no argument.
                let setByWrapper = property.wrapper?.arguments != nil
                if !hasValue && !setByWrapper {
                    throw RuntimeError(
                        "missing argument '\(property.name):' in call to '\(type.name)'", at: position,
                        hint: "'\(type.name)(" + memberwiseParameters(of: type).map { $0.name + ":" }.joined() + ")' is its memberwise initializer")
                }
                continue
            }
            if let declared = property.type { provided = try coerce(provided, toType: declared, node: Syntax(TokenSyntax.identifier(property.name)), writtenAt: writtenAt, context: type) }
            if case .function(let function) = provided, function.builder == nil, let builderName = property.builderAttribute,
               let builder = host.resultBuilder(named: builderName) {
                provided = .function(function.withBuilder(builder))
            }
            if let wrapper = property.wrapper {
                let attributeName = TypeNames.name(of: wrapper.attributeName)
                memberAccessSite = .position(property.position)
                if let made = try host.makePropertyWrapper(
                    attribute: attributeName, arguments: [], initialValue: provided, property: property.name,
                    declaredType: property.typeName, in: self) {
                    instance = try setField("_" + property.name, of: instance, to: .native(made))
                    continue
                }
            }
            instance = try setField(property.name, of: instance, to: provided)
        }
        if index < arguments.count {
            throw RuntimeError(
                "'\(type.name)' has no stored property '\(arguments[index].label ?? "_")' to initialize", at: arguments[index].position ?? position,
                hint: "its memberwise initializer is '\(type.name)(" + memberwiseParameters(of: type).map { $0.name + ":" }.joined() + ")'")
        }
        return instance
    }

    func setField(_ name: String, of value: Value, to newValue: Value) throws -> Value {
        switch value {
        case .instance(var instance):
            instance.fields[name] = newValue
            return .instance(instance)
        case .object(let object):
            object.fields[name] = newValue
            return value
        default:
            return value
        }
    }
}
