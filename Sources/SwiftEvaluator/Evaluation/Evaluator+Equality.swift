extension Evaluator {
    /// Swift's `==` for the values scene code compares: structurally for numbers, strings,
    /// collections, tuples, enum cases and structs; by identity for objects; by the host for
    /// its values; implicit members by name. Every node and every 16 bytes of string compared
    /// is counted on the budget (`WorkMeter`): a spent budget stops the comparison (its answer
    /// is then false) and the scene's next step throws.
    public func valuesEqual(_ left: Value, _ right: Value) -> Bool {
        var meter = WorkMeter(budget: budget)
        return equal(left, right, &meter)
    }

    private func equal(_ left: Value, _ right: Value, _ meter: inout WorkMeter) -> Bool {
        guard meter.add() else { return false }
        switch (left, right) {
        case (.nil, .nil), (.void, .void): return true
        case (.nil, _), (_, .nil): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.int, .double), (.double, .int), (.double, .double): return left.doubleValue == right.doubleValue
        case (.string(let a), .string(let b)):
            guard meter.add(min(a.utf8.count, b.utf8.count) / 16) else { return false }
            return a == b
        case (.string, .character), (.character, .string), (.character, .character):
            return left.stringValue == right.stringValue
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for index in a.indices where !equal(a[index], b[index], &meter) { return false }
            return true
        case (.set(let a), .set(let b)):
            guard a.count == b.count else { return false }
            return setsEqual(a, b, &meter)
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in zip(a.keys, a.values) {
                guard meter.add(), let other = b[key], equal(value, other, &meter) else { return false }
            }
            return true
        case (.tuple(let a), .tuple(let b)):
            guard a.count == b.count else { return false }
            for index in a.indices where !equal(a[index].value, b[index].value, &meter) { return false }
            return true
        case (.enumCase(let a), .enumCase(let b)):
            guard a.type === b.type, a.name == b.name, a.payload.count == b.payload.count else { return false }
            for index in a.payload.indices where !equal(a.payload[index].value, b.payload[index].value, &meter) { return false }
            return true
        case (.enumCase(let a), .implicitMember(let b)), (.implicitMember(let b), .enumCase(let a)):
            if let arguments = b.arguments {
                guard a.name == b.name, a.payload.count == arguments.count else { return false }
                for index in arguments.indices where !equal(a.payload[index].value, arguments[index].value, &meter) { return false }
                return true
            }
            return a.name == b.name && a.payload.isEmpty
        case (.implicitMember(let a), .implicitMember(let b)):
            return a.name == b.name && a.arguments == nil && b.arguments == nil
        case (.instance(let a), .instance(let b)):
            guard a.type === b.type, a.fields.count == b.fields.count else { return false }
            for (name, value) in a.fields {
                guard let other = b.fields[name], equal(value, other, &meter) else { return false }
            }
            return true
        case (.object(let a), .object(let b)): return a === b
        case (.native(let a), .native(let b)): return a.isEqual(to: b) ?? false
        case (.native(let a), .implicitMember(let member)), (.implicitMember(let member), .native(let a)):
            guard let resolved = try? resolveImplicitMember(member, as: a.typeName, position: nil), case .native(let b) = resolved else { return false }
            return a.isEqual(to: b) ?? false
        case (.instance(let a), .implicitMember(let member)), (.implicitMember(let member), .instance(let a)):
            guard let resolved = try? resolveImplicitMember(member, as: a.type.qualifiedName, position: nil), case .instance = resolved else { return false }
            return equal(.instance(a), resolved, &meter)
        case (.type(let a), .type(let b)): return a.name == b.name
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.range(let a), .range(let b)):
            return a.isClosed == b.isClosed && optionalEqual(a.lower, b.lower, &meter) && optionalEqual(a.upper, b.upper, &meter)
        default: return false
        }
    }

    /// Two sets of one count: by their elements' hash keys (each counted once), or, for
    /// elements without one, each looked for among the other's.
    private func setsEqual(_ a: [Value], _ b: [Value], _ meter: inout WorkMeter) -> Bool {
        var counts: [HashKey: Int] = [:]
        var unhashable: [Value] = []
        for element in a {
            guard meter.add() else { return false }
            if let key = HashKey(element) { counts[key, default: 0] += 1 } else { unhashable.append(element) }
        }
        for element in b {
            guard meter.add() else { return false }
            if let key = HashKey(element) {
                guard let count = counts[key], count > 0 else { return false }
                counts[key] = count - 1
            } else if let index = unhashable.firstIndex(where: { equal($0, element, &meter) }) {
                unhashable.remove(at: index)
            } else {
                return false
            }
        }
        return !meter.isSpent
    }

    private func optionalEqual(_ a: Value?, _ b: Value?, _ meter: inout WorkMeter) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return equal(x, y, &meter)
        default: return false
        }
    }
}
