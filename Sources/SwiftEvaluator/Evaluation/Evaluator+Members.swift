import SwiftSyntax

extension Evaluator {
    func evaluateMemberAccess(_ access: MemberAccessExprSyntax, in scope: Scope, expecting: String?) throws -> Value {
        let name = access.declName.baseName.declaredName
        guard let base = access.base else {
            // `.red`: resolved now when the place says which type it wants, else later.
            if let expecting {
                return try resolveImplicitMember(
                    ImplicitMember(name: name), as: qualified(expecting, in: scope.typeContext), position: position(of: access))
            }
            return .implicitMember(ImplicitMember(name: name))
        }
        if base.is(SuperExprSyntax.self) { return try superMember(name, node: access, in: scope) }
        if let optional = try optionalTypeMember(name, base: base, in: scope) { return optional }
        if let hostType = moduleQualifiedHostType(ExprSyntax(access)) { return hostType }
        if case let plain = unqualified(ExprSyntax(access)), !plain.is(MemberAccessExprSyntax.self) {
            return try evaluate(plain, in: scope, expecting: expecting)
        }
        if let indexed = try substringIndexMember(name, base: base, node: access, in: scope) { return indexed }
        let value = try evaluate(base, in: scope, expecting: Self.isImplicitMember(base) ? expecting : nil)
        if name == "self" { return value }
        if let method = staticMethodWhereFunctionExpected(name, of: value, expecting: expecting, node: access) { return method }
        return try member(name, of: value, node: access)
    }

    /// True for `.name` written without a base: the root of an implicit member chain
    /// (`.samples[0]`, `.preview.first`), which Swift looks up in the type the whole chain is
    /// expected to have (SE-0287), so the root is evaluated with that expectation.
    static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
        expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// `value.name`: a property, or a method as a function bound to `value`.
    public func member(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value {
        if let found = try memberIfPresent(name, of: value, node: node) { return found }
        if let setAlgebra = try optionSetMember(name, of: value) { return setAlgebra }
        if let synthesized = try synthesizedMember(name, of: value, node: node) { return synthesized }
        if let standIn = try host.standIn(forMissingMember: name, of: value, at: memberPosition(node), in: self) { return standIn }
        if let access = Syntax(node).as(MemberAccessExprSyntax.self) {
            throw error("\(describeType(value)) has no member '\(name)'", access.declName, kind: .unsupported)
        }
        throw error("\(describeType(value)) has no member '\(name)'", node, kind: .unsupported)
    }

    /// `value.name` when the value's type or the scene's extensions have it; nil otherwise,
    /// without asking the host to stand in.
    public func existingMember(_ name: String, of value: Value) throws -> Value? {
        try memberIfPresent(name, of: value, node: Syntax(TokenSyntax.identifier(name)))
    }

    func memberIfPresent(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        switch value {
        case .type(let type):
            isExplicitMemberAccess = Syntax(node).is(MemberAccessExprSyntax.self)
            return try staticMemberOfTypeValue(name, value, position: position(of: node)) ?? {
                if name == "self" { return .type(type) }
                return nil
            }()
        case .implicitMember(let member):
            if let typeName = host.typeForImplicitMember(member.name) ?? StandardLibrary.typeForImplicitMember(member.name) {
                let resolved = try resolveImplicitMember(member, as: typeName, position: position(of: node))
                if case .implicitMember = resolved {} else { return try memberIfPresent(name, of: resolved, node: node) }
            }
            if let resolved = try implicitMemberOfSceneExtension(member, at: position(of: node)) {
                return try memberIfPresent(name, of: resolved, node: node)
            }
            if FormatStyleValue.roots.contains(member.name) {
                return try FormatStyleValue(parts: [value]).member(name, in: self)
            }
            // `.circle.fill` (a symbol variant), `.rect.inset`: kept as one dotted name for the
            // place that knows the type.
            // `.init()` whose type nothing said (`.constant(.init())` of a type the scene does
            // not declare): its members are the host's to stand in for.
            if member.name == "init" { return nil }
            // `.move(edge: .top).combined(with: .opacity)` where the type is not known (a
            // transition, which layout does not read): the chain is kept by name.
            return .implicitMember(ImplicitMember(name: member.name + "." + name))
        case .function where name == "callAsFunction":
            // A callable value the playground keeps as a function (SwiftUI's `DismissAction`,
            // `OpenURLAction`, a scene's own callable): `dismiss.callAsFunction` is the call itself.
            return value
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let element = elements.first(where: { $0.label == name }) { return element.value }
            return nil
        default:
            return try instanceMemberIfPresent(name, of: value, node: node)
        }
    }

    /// A member of an instance value: stored and computed properties and methods of a scene
    /// type, the standard library's members, the host value's members, then the scene's
    /// extensions of the protocols it conforms to, then the host's (modifiers).
    /// Where a member is written: at its name (`frame` in `Color.red.frame`), else the node.
    func memberPosition(_ node: some SyntaxProtocol) -> SourcePosition? {
        if let access = Syntax(node).as(MemberAccessExprSyntax.self) { return position(of: access.declName) }
        return position(of: node)
    }

    /// `instanceMemberIfPresent` for a bare name looked up on `self`, remembering the names a
    /// scene type's instances do not have (`instanceMemberMisses`). A remembered miss leaves
    /// the member-access site as the full search leaves it (a host's diagnostic points there).
    func instanceMemberOfSelf(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        let type: TypeDefinition
        switch value {
        case .instance(let instance): type = instance.type
        case .object(let object): type = object.type
        default: return try instanceMemberIfPresent(name, of: value, node: node)
        }
        guard !name.hasPrefix("$"), name != "map", name != "flatMap", type.storedProperty(named: name) == nil else {
            return try instanceMemberIfPresent(name, of: value, node: node)
        }
        let miss = TypeMemberMiss(type: ObjectIdentifier(type), name: name)
        if instanceMemberMisses.contains(miss) {
            memberAccessSite = .node(Syntax(node))
            isExplicitMemberAccess = Syntax(node).is(MemberAccessExprSyntax.self)
            return nil
        }
        guard let found = try instanceMemberIfPresent(name, of: value, node: node) else {
            instanceMemberMisses.insert(miss)
            return nil
        }
        return found
    }

    func instanceMemberIfPresent(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        if name.hasPrefix("$"), name.count > 1, Self.declaredType(of: value) != nil {
            // `self.$dragState`: the projected value of a wrapped property, as `$dragState`.
            let property = String(name.dropFirst())
            if let projected = try projectedValue(property, of: value, node: node) { return projected }
            // A wrapper the host stores plainly (`@ObservedObject var model`): a binding to the
            // value, as `$model` written alone gives.
            guard Self.declaredType(of: value)?.storedProperty(named: property)?.wrapper != nil,
                  let plain = try instanceMemberIfPresent(property, of: value, node: node) else { return nil }
            return try host.makePropertyWrapper(
                attribute: "Binding", arguments: [], initialValue: plain, property: property, declaredType: nil, in: self).map { .native($0) }
        }
        switch value {
        case .instance(let instance):
            if let found = try declaredMember(name, of: value, type: instance.type, fields: instance.fields, node: node) { return found }
        case .object(let object):
            if let found = try declaredMember(name, of: value, type: object.type, fields: object.fields, node: node) { return found }
        case .enumCase(let enumCase):
            if name == "rawValue" { return try rawValue(of: enumCase, node: node) }
            if let found = try declaredMember(name, of: value, type: enumCase.type, fields: [:], node: node) { return found }
            if name == "id", enumCase.type.conforms(to: "Identifiable") == false { return nil }
        case .native(let native):
            // Kept as the node: the position is worked out only when the host reports something
            // (a member read on every layout pass need not pay for it).
            memberAccessSite = .node(Syntax(node))
            if let found = try native.member(name, in: self) { return found }
        default:
            if let optionalMap = try optionalMapOfString(name, of: value, node: node) { return optionalMap }
            if let found = try StandardLibrary.member(name, of: value, in: self, at: position(of: node)) { return found }
        }
        if let found = try extensionMember(name, of: value, node: node) { return found }
        if let found = try optionalExtensionMember(name, of: value, node: node) { return found }
        if let sequenceMember = try declaredSequenceMember(name, of: value, node: node) { return sequenceMember }
        memberAccessSite = .node(Syntax(node))
        isExplicitMemberAccess = Syntax(node).is(MemberAccessExprSyntax.self)
        if let found = try host.member(name, of: value, in: self) { return found }
        if name == "map" || name == "flatMap" {
            // `Optional.map`: optionals are their wrapped value here, so `width.map { $0 * 2 }`
            // on a present `CGFloat?` applies the closure.
            return Function.native(name) { call in
                guard let transform = call.arguments.first?.value else { throw call.error("\(name) takes a closure") }
                return try call.evaluator.call(transform, arguments: [Argument(label: nil, value: value)], at: call.position)
            }
        }
        return nil
    }

    private func declaredMember(
        _ name: String, of value: Value, type: TypeDefinition, fields: [String: Value], node: some SyntaxProtocol
    ) throws -> Value? {
        if let wrapper = fields["_" + name], fields[name] == nil, case .native(let native as any PropertyWrapperValue) = wrapper {
            return try native.wrappedValue(in: self)
        }
        if let field = fields[name] { return field }
        if let storage = Self.observationStorage(name, of: type) { return fields[storage] ?? .nil }
        if let computed = type.computedProperties[name] {
            return try runGetter(computed, receiver: Receiver(value: value, type: type), node: node)
        }
        if let overloads = type.methods[name] {
            return .function(Function(.declared(overloads, globalScope, receiver: Receiver(value: value, type: type)), name: name))
        }
        if let property = type.storedProperties.first(where: { $0.name == name }), property.isLazy {
            return try property.initializer.map { try evaluate($0, in: Scope(parent: globalScope, receiver: Receiver(value: value, type: type))) }
        }
        if name == "id", type.kind == .enumeration { return value }
        return nil
    }

    /// Members the scene's extensions add to the protocols and host types the value conforms
    /// to (`extension View { func card() ... }`).
    func extensionMember(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        for typeName in conformanceNames(of: value) {
            guard let bag = program.hostExtensions[typeName] ?? program.types[typeName].flatMap({ $0.kind == .protocol ? $0 : nil }) else { continue }
            if let computed = bag.computedProperties[name] {
                return try runGetter(computed, receiver: Receiver(value: value, type: bag), node: node)
            }
            if let overloads = bag.methods[name] {
                return .function(Function(.declared(overloads, globalScope, receiver: Receiver(value: value, type: bag)), name: name))
            }
        }
        return nil
    }

    /// The names of the types and protocols whose extensions apply to `value`.
    func conformanceNames(of value: Value) -> [String] {
        var names: [String] = []
        switch value {
        case .instance(let instance): names = [instance.type.name] + instance.type.conformances
        case .object(let object): names = [object.type.name] + object.type.conformances
        case .enumCase(let enumCase): names = [enumCase.type.name] + enumCase.type.conformances
        case .native(let native): names = [native.typeName] + native.conformances.sorted()
        case .int: names = ["Int", "BinaryInteger", "Numeric", "Comparable"]
        case .double: names = ["Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
        case .string: names = ["String", "StringProtocol", "Collection", "Sequence"]
        case .bool: names = ["Bool"]
        case .array: names = ["Array", "Collection", "Sequence", "RandomAccessCollection"]
        case .dictionary: names = ["Dictionary", "Collection", "Sequence"]
        case .set: names = ["Set", "Collection", "Sequence"]
        default: break
        }
        // Protocols the scene declares that inherit from these are found through the types' own
        // conformance lists; the host's view protocols through `host.conforms`.
        if host.conforms(value, to: "View") && !names.contains("View") { names.append("View") }
        return names
    }

    /// A static member of a type value: enum cases, static properties and methods, nested
    /// types, `allCases`, and the host's or standard library's members for types they provide.
    func staticMemberOfTypeValue(_ name: String, _ typeValue: Value, position: SourcePosition?) throws -> Value? {
        guard case .type(let type) = typeValue else { return nil }
        var typeName = type.name
        if let definition = type.definition {
            if let found = try staticMember(name, of: definition) { return found }
            // SwiftUI's debugging aids on every view type (`Self._printChanges()`): no effect on layout.
            if name == "_printChanges" || name == "_logChanges" { return Function.native(name) { _ in .void } }
            // `StoreKit.Transaction.all` where the app extends `StoreKit.Transaction`: the bag of
            // its extension lacks it; the host answers for the SDK type, by its written path.
            guard definition.kind == .hostExtension else { return nil }
            typeName = definition.qualifiedName
        } else if let bag = program.hostExtensions[type.name], !isPrivateElsewhere(name, of: bag, from: position),
                  let found = try staticMember(name, of: bag) {
            return found
        }
        let key = HostMemberKey(type: typeName, name: name)
        if let known = knownHostStaticMembers[key] { return known }
        if let found = try StandardLibrary.staticMember(name, ofType: typeName, in: self, at: position) {
            // The standard library's numbers (`CGFloat.infinity` in every `frame(maxWidth:
            // .infinity)` of a `ForEach` row, `Int.max`) are constants too.
            if Self.isPlainValue(found) || Self.isNumber(found) { knownHostStaticMembers[key] = found }
            return found
        }
        let found = try hostStaticMember(name, typeName, position: position)
        if let found, Self.isPlainValue(found) { knownHostStaticMembers[key] = found }
        return found
    }

    private func hostStaticMember(_ name: String, _ typeName: String, position: SourcePosition?) throws -> Value? {
        do {
            memberAccessSite = .position(position)
            return try host.staticMember(name, ofType: typeName, in: self)
        } catch var error as RuntimeError where error.position == nil {
            error.position = position
            throw error
        }
    }

    /// A value that is the same at every read: a type, or a native value that says so (no
    /// function, which may close over state; no screen size or clock).
    static func isPlainValue(_ value: Value) -> Bool {
        switch value {
        case .type: return true
        case .native(let native): return native.isConstantMember
        default: return false
        }
    }

    /// A static member of a scene type (or of the bag of a host type's extensions), or nil.
    /// Whether a type has a static member of a name follows from the program's declarations
    /// alone, so a miss is remembered (`staticMemberMisses`): a bare `HStack` or `Color` in a
    /// body is asked of `self`'s type and of every type it is nested in before it is found
    /// as a global type, at every row of a `ForEach`.
    func staticMember(_ name: String, of type: TypeDefinition) throws -> Value? {
        let miss = TypeMemberMiss(type: ObjectIdentifier(type), name: name)
        if staticMemberMisses.contains(miss) { return nil }
        guard let found = try findStaticMember(name, of: type) else {
            staticMemberMisses.insert(miss)
            return nil
        }
        return found
    }

    private func findStaticMember(_ name: String, of type: TypeDefinition) throws -> Value? {
        if let enumCase = type.enumCase(named: name) {
            if enumCase.parameters.isEmpty { return .enumCase(EnumCase(type: type, name: name)) }
            return Function.native(name) { [unowned self] call in
                var payload: [TupleElement] = []
                for (index, parameter) in enumCase.parameters.enumerated() {
                    var value: Value?
                    if index < call.arguments.count { value = call.arguments[index].value }
                    else if let defaultValue = parameter.defaultValue { value = try self.evaluate(defaultValue, in: self.globalScope) }
                    guard var bound = value else { throw call.error("missing associated value for '\(name)'") }
                    bound = try self.coerce(bound, toType: parameter.type, node: parameter.type)
                    payload.append(TupleElement(label: parameter.label, value: bound))
                }
                return .enumCase(EnumCase(type: type, name: name, payload: payload))
            }
        }
        if let property = type.staticProperties[name] { return try staticValue(property, type: type, node: Syntax(TokenSyntax.identifier(name))) }
        if let overloads = type.staticMethods[name] {
            let receiver = Receiver(value: .type(TypeReference(name: type.name, definition: type)), type: type, isStatic: true)
            return .function(Function(.declared(overloads, globalScope, receiver: receiver), name: name))
        }
        if let nested = type.nestedTypes[name] { return .type(TypeReference(name: nested.name, definition: nested)) }
        if let alias = type.typeAliases[name] { return try typeValue(alias, context: type, node: alias) }
        if name == "allCases", type.kind == .enumeration {
            return .array(type.cases.filter(\.parameters.isEmpty).map { .enumCase(EnumCase(type: type, name: $0.name)) })
        }
        // `Color.self`, `.init(...)` in `extension Color`: the host's type, whose initializers
        // include the extension's (`construct`).
        if name == "self" || name == "init" { return .type(TypeReference(name: type.name, definition: type.kind == .hostExtension ? nil : type)) }
        // Static members from extensions of protocols the type conforms to.
        for conformance in type.conformances {
            if let bag = program.hostExtensions[conformance], bag !== type, let found = try staticMember(name, of: bag) { return found }
        }
        // A class's static members, nested types and aliases include its superclass's.
        if let superclass = type.superclass { return try staticMember(name, of: superclass) }
        if type.kind != .hostExtension, type.kind != .protocol, name.first?.isUppercase == true {
            return try inferredAssociatedType(name, of: type)
        }
        return nil
    }

    /// Runs a computed property's getter with `self` bound.
    func runGetter(_ computed: ComputedProperty, receiver: Receiver, node: some SyntaxProtocol) throws -> Value {
        try budget.charge(at: position(of: node))
        budget.callDepth += 1
        callStack.append(computed.name)
        defer {
            budget.callDepth -= 1
            callStack.removeLast()
        }
        if budget.callDepth > budget.maximumCallDepth {
            throw error("properties are read more than \(budget.maximumCallDepth) deep in '\(computed.name)'; is there endless recursion?", node, kind: .budget)
        }
        let scope = Scope(parent: globalScope, receiver: receiver, typeContext: receiver.type)
        let typeName = computed.type.map(TypeNames.name(of:))
        if let typeName { scope.define("#returnType", value: .string(typeName)) }
        var builder = computed.builderAttribute.flatMap { host.resultBuilder(named: $0) }
        if builder == nil, let type = receiver.type { builder = host.implicitBuilder(forMember: computed.name, of: type) }
        var value = try runBody(computed.getter, in: scope, builder: builder)
        // By the declared type itself: a tuple takes its labels (`(min: Int, max: Int)`).
        if let type = computed.type { value = try coerce(value, toType: type, node: node) }
        return value
    }

    /// `$name`: the projected value of the wrapper of `name` (a `Binding` for `@State`).
    func projectedValue(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        let fields: [String: Value]
        switch value {
        case .instance(let instance): fields = instance.fields
        case .object(let object): fields = object.fields
        default: return nil
        }
        guard let wrapper = fields["_" + name] else { return nil }
        guard case .native(let native as any PropertyWrapperValue) = wrapper else { return nil }
        return try native.projectedValue(in: self)
    }

    /// An enum case's raw value: written (`case small = "S"`), or implied (the case name for
    /// `String`, the previous value plus one for `Int`).
    func rawValue(of enumCase: EnumCase, node: some SyntaxProtocol) throws -> Value {
        guard let rawType = enumCase.type.rawValueType else {
            throw error("'\(enumCase.type.name)' has no raw values", node)
        }
        var next = 0
        for definition in enumCase.type.cases {
            var value: Value
            if let written = definition.rawValue {
                value = try evaluate(written, in: globalScope, expecting: rawType)
                if case .int(let integer) = value { next = integer }
            } else if rawType == "String" {
                value = .string(definition.name)
            } else {
                value = TypeNames.floatingPoint.contains(rawType) ? .double(Double(next)) : .int(next)
            }
            if definition.name == enumCase.name { return try coerce(value, to: rawType, node: node) }
            next += 1
        }
        throw error("'\(enumCase.name)' is not a case of '\(enumCase.type.name)'", node)
    }

    /// `SelectedNetwork` as `selectedNetwork`: a key read as a value's name.
    static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
