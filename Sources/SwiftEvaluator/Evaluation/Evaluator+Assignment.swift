import SwiftSyntax

extension Evaluator {
    /// Writes `value` to what `target` names: a variable, a property (of `self` or of a value,
    /// written back along the path for structs), a subscript, a tuple of targets.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws {
        switch target.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            let name = reference.baseName.sourceText
            if reference.baseName.tokenKind == .keyword(.self) {
                guard let receiver = scope.currentReceiver else { throw error("'self' is used outside of a type", reference) }
                receiver.value = value
                return
            }
            if let box = findLocalBox(name, in: scope) {
                if box.isConstant { throw error("cannot assign to '\(name)': it is a 'let' constant", reference) }
                box.value = try box.declaredType.map { try coerce(value, to: $0, node: reference) } ?? value
                // `[(symbol: A, color: B)]` after `append((a, b))`: the elements take its labels.
                if let labels = box.elementTupleLabels, case .array(let elements) = box.value {
                    box.value = .array(elements.map { Self.labelled($0, labels) })
                }
                return
            }
            if let receiver = scope.currentReceiver, !receiver.isStatic, try hasSettableMember(name, receiver.value) {
                receiver.value = try setting(name, of: receiver.value, to: value, node: reference)
                return
            }
            if let type = scope.typeContext, let property = type.staticProperties[name] {
                try assignStatic(property, value, type: type, node: reference)
                return
            }
            if let global = program.globalVariables[name] {
                try assignStatic(global, value, type: nil, node: reference)
                return
            }
            throw error("cannot find '\(name)' in scope", reference)
        case .memberAccessExpr(let member):
            let name = member.declName.baseName.sourceText
            guard let base = member.base else { throw error("cannot assign to '.\(name)'", member) }
            if case .type(let type) = try evaluate(base, in: scope), let definition = type.definition,
               let property = definition.staticProperties[name] {
                try assignStatic(property, value, type: definition, node: member)
                return
            }
            let current = try evaluate(base, in: scope)
            if current.isNil, containsOptionalChaining(base) { return }
            let updated = try setting(name, of: current, to: value, node: member)
            if case .object = current { return }
            if case .native(let native) = current, native.isReference { return }
            if assignedThroughWrapper(updated, base: base, current: current, property: name, in: scope) { return }
            if Self.isAssignable(base) { try assign(updated, to: base, in: scope) }
        case .subscriptCallExpr(let subscriptCall):
            let base = subscriptCall.calledExpression
            if try assignInPlace(value, to: subscriptCall, in: scope) {
                // A dictionary's removal counts its work (`WorkMeter`): spent, it is this line's.
                try budget.throwIfSpent(at: position(of: subscriptCall))
                return
            }
            let current = try evaluate(base, in: scope)
            var arguments: [Argument] = []
            for argument in subscriptCall.arguments {
                arguments.append(Argument(label: argument.label?.sourceText, value: try evaluate(argument.expression, in: scope), position: position(of: argument)))
            }
            let updated = try settingDeclaredSubscript(current, arguments, to: value, at: position(of: subscriptCall))
                ?? StandardLibrary.settingSubscript(current, arguments, to: value, in: self, at: position(of: subscriptCall))
            if case .object = current { return }
            try assign(updated, to: base, in: scope)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first {
                try assign(value, to: only.expression, in: scope)
                return
            }
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else {
                throw error("the value does not match the tuple being assigned", tuple)
            }
            for (element, target) in zip(elements, tuple.elements) { try assign(element.value, to: target.expression, in: scope) }
        case .discardAssignmentExpr:
            return
        case .forceUnwrapExpr(let unwrap):
            try assign(value, to: unwrap.expression, in: scope)
        case .optionalChainingExpr(let chain):
            try assign(value, to: chain.expression, in: scope)
        default:
            throw error("cannot assign to '\(Self.quote(target))'", target)
        }
    }

    /// A variable declared in the scopes inside the current method (not a member of `self`).
    func findLocalBox(_ name: String, in scope: Scope) -> Box? {
        var current: Scope? = scope
        while let s = current {
            if let box = s.names[name] { return box }
            if s.receiver != nil {
                // Locals of enclosing functions are still visible to closures inside methods.
                current = s.parent
                continue
            }
            current = s.parent
        }
        return nil
    }

    func hasSettableMember(_ name: String, _ value: Value) throws -> Bool {
        switch value {
        case .instance(let instance):
            return instance.fields[name] != nil || instance.fields["_" + name] != nil || instance.type.storedProperty(named: name) != nil
                || instance.type.computedProperties[name]?.setter != nil || name.hasPrefix("_")
        case .object(let object):
            return object.fields[name] != nil || object.fields["_" + name] != nil || object.type.storedProperty(named: name) != nil
                || name.hasPrefix("_")
        case .native: return true
        default: return false
        }
    }

    /// `value` with its property `name` set to `newValue` (for structs a changed copy; for
    /// objects the same object, changed).
    func setting(_ name: String, of value: Value, to newValue: Value, node: some SyntaxProtocol) throws -> Value {
        if let type = value.instanceType, let storage = Self.observationStorage(name, of: type) {
            return try setting(storage, of: value, to: newValue, node: node)
        }
        var newValue = newValue
        // `self._selection = .init(wrappedValue: item)`: the wrapper the property declares.
        if name.hasPrefix("_"), case .implicitMember(let member) = newValue, member.name == "init",
           let type = value.instanceType, let wrapper = type.storedProperty(named: String(name.dropFirst()))?.wrapper {
            newValue = try resolveImplicitMember(member, as: wrapper.attributeName.trimmedDescription, position: position(of: node))
        }
        if name.hasPrefix("_"), let property = value.instanceType?.storedProperty(named: String(name.dropFirst())) {
            newValue = try wrapperWithTypedValue(newValue, property: property, node: node)
        }
        switch value {
        case .instance(var instance):
            if let wrapper = instance.fields["_" + name], instance.fields[name] == nil, case .native(let native as any PropertyWrapperValue) = wrapper {
                if let changed = try native.setWrappedValue(newValue, in: self) { instance.fields["_" + name] = .native(changed) }
                return .instance(instance)
            }
            if let computed = instance.type.computedProperties[name] {
                guard let setter = computed.setter else { throw error("cannot assign to '\(name)': it is a get-only property", node) }
                let receiver = Receiver(value: value, type: instance.type)
                let scope = Scope(parent: globalScope, receiver: receiver)
                scope.define(setter.parameter, value: newValue)
                _ = try run(setter.body, in: scope)
                return receiver.value
            }
            let declared = instance.type.storedProperty(named: name)
            instance.fields[name] = try declared?.type.map { try coerce(newValue, toType: $0, node: node) } ?? newValue
            return .instance(instance)
        case .object(let object):
            if let wrapper = object.fields["_" + name], object.fields[name] == nil, case .native(let native as any PropertyWrapperValue) = wrapper {
                if let changed = try native.setWrappedValue(newValue, in: self) { object.fields["_" + name] = .native(changed) }
                return value
            }
            let declared = object.type.storedProperty(named: name)
            object.fields[name] = try declared?.type.map { try coerce(newValue, toType: $0, node: node) } ?? newValue
            return value
        case .native(let native):
            guard let changed = try native.settingMember(name, to: newValue, in: self) else {
                throw error("cannot assign to '\(name)' of \(describeType(value))", node)
            }
            return .native(changed)
        case .tuple(var elements):
            if let index = Int(name), elements.indices.contains(index) {
                elements[index].value = newValue
                return .tuple(elements)
            }
            if let index = elements.firstIndex(where: { $0.label == name }) {
                elements[index].value = newValue
                return .tuple(elements)
            }
            throw error("the tuple has no element '\(name)'", node)
        default:
            throw error("cannot assign to '\(name)' of \(describeType(value))", node)
        }
    }
}

extension Evaluator {
    /// The local variable a mutation writes in place: a `var` without a declared type (whose
    /// elements need no conversion) holding an array or a dictionary.
    func inPlaceBox(_ expression: ExprSyntax, in scope: Scope) -> Box? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let box = findLocalBox(reference.baseName.sourceText, in: scope),
              !box.isConstant, box.declaredType == nil else { return nil }
        switch box.value {
        case .array, .dictionary: return box
        default: return nil
        }
    }

    /// `a[i] = x` on a local array or dictionary, written in place: the value is taken out of
    /// its variable while it changes, so that its storage has one owner and is not copied
    /// (filling an array element by element is linear, as in Swift). False when the target
    /// is anything else (the general path copies and writes back).
    func assignInPlace(_ value: Value, to subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws -> Bool {
        guard let box = inPlaceBox(subscriptCall.calledExpression, in: scope) else { return false }
        var arguments: [Argument] = []
        for argument in subscriptCall.arguments {
            arguments.append(Argument(label: argument.label?.sourceText, value: try evaluate(argument.expression, in: scope), position: position(of: argument)))
        }
        var current = box.value
        box.value = .void
        defer { box.value = current }
        try StandardLibrary.setSubscript(&current, arguments, to: value, in: self, at: position(of: subscriptCall))
        return true
    }

    /// `a.append(x)` and `a.append(contentsOf: xs)` on a local array, in place (see
    /// `assignInPlace`). Nil when the call is anything else.
    func appendInPlace(_ call: FunctionCallExprSyntax, base: ExprSyntax, name: String, in scope: Scope) throws -> Value? {
        guard name == "append", call.trailingClosure == nil, call.arguments.count == 1, let box = inPlaceBox(base, in: scope),
              case .array = box.value else { return nil }
        let argument = call.arguments.first!
        let given = try evaluate(argument.expression, in: scope)
        let added: [Value]
        switch argument.label?.sourceText {
        case nil: added = [given]
        case "contentsOf": added = try iterate(given, node: argument)
        default: return nil
        }
        guard var elements = box.value.takeArray() else { return nil }
        defer { box.value = .array(elements) }
        let place = position(of: call)
        try budget.checkSize(elements.count + added.count, at: place)
        try budget.allocate(count: added.count, of: MemoryLayout<Value>.stride, at: place)
        elements.append(contentsOf: added)
        return .void
    }
}
