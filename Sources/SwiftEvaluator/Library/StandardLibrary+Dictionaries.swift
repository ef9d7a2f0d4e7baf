import SwiftSyntax

/// Members of the standard library's dictionaries and sets (`merging`, `updateValue`,
/// `insert`...): the collections a scene keys by value.
extension StandardLibrary {
    static func dictionaryMember(_ name: String, _ dictionary: OrderedDictionary, evaluator: Evaluator) throws -> Value? {
        switch name {
        case "keys": return .array(dictionary.keys)
        case "values": return .array(dictionary.values)
        case "count", "underestimatedCount": return .int(dictionary.count)
        case "isEmpty": return .bool(dictionary.count == 0)
        // The ends and indices read in constant time, as Swift's (not from the array of every
        // pair: `StandardLibrary.constantTimeCollectionMembers`). An index is a pair's offset.
        case "first": return dictionary.count > 0 ? pair(dictionary, 0) : .nil
        case "last": return dictionary.count > 0 ? pair(dictionary, dictionary.count - 1) : .nil
        case "startIndex": return .int(0)
        case "endIndex": return .int(dictionary.count)
        case "indices": return .range(RangeValue(lower: .int(0), upper: .int(dictionary.count), isClosed: false))
        case "randomElement":
            // The same draw as `Collection.randomElement(using:)` makes on the pairs.
            return Function.native(name) { call in
                guard dictionary.count > 0 else { return .nil }
                return pair(dictionary, Int.random(in: 0..<dictionary.count, using: &call.evaluator.random))
            }
        case "mapValues":
            return Function.native(name) { call in
                guard let transform = call.arguments.first?.value else { throw call.error("mapValues takes a closure") }
                var result = OrderedDictionary()
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    result[key] = try call.evaluator.call(transform, arguments: [Argument(label: nil, value: value)], at: call.position)
                }
                return .dictionary(result)
            }
        case "compactMapValues":
            return Function.native(name) { call in
                guard let transform = call.arguments.first?.value else { throw call.error("compactMapValues takes a closure") }
                var result = OrderedDictionary()
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    let mapped = try call.evaluator.call(transform, arguments: [Argument(label: nil, value: value)], at: call.position)
                    if !mapped.isNil { result[key] = mapped }
                }
                return .dictionary(result)
            }
        case "filter":
            // A dictionary's `filter` is a dictionary (Swift 4's `Dictionary.filter`), not an
            // array of its pairs: `staged = staged.filter { ... }` keeps it keyed.
            return Function.native(name) { call in
                guard let predicate = call.arguments.first?.value else { throw call.error("filter takes a closure") }
                var result = OrderedDictionary()
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    let pair = Value.tuple([TupleElement(label: "key", value: key), TupleElement(label: "value", value: value)])
                    let kept = try call.evaluator.call(predicate, arguments: [Argument(label: nil, value: pair)], at: call.position)
                    guard case .bool(let flag) = kept else { throw call.error("the closure of filter must return a Boolean") }
                    if flag { result[key] = value }
                }
                return .dictionary(result)
            }
        case "updateValue":
            return Function.native(name) { call in
                guard call.arguments.count == 2 else { throw call.error("updateValue(_:forKey:) takes a value and a key") }
                var copy = dictionary
                let old = copy[call.arguments[1].value]
                copy[call.arguments[1].value] = call.arguments[0].value
                call.mutatedReceiver = .dictionary(copy)
                return old ?? .nil
            }
        case "removeValue":
            return Function.native(name) { call in
                guard let key = call.argument("forKey") else { throw call.error("removeValue(forKey:) takes a key") }
                var copy = dictionary
                let old = copy[key]
                copy[key] = nil
                call.mutatedReceiver = .dictionary(copy)
                return old ?? .nil
            }
        case "removeAll":
            return Function.native(name) { call in
                call.mutatedReceiver = .dictionary(OrderedDictionary())
                return .void
            }
        case "merging", "merge":
            // `a.merging(b) { current, new in new }`: b's pairs added, the closure choosing for
            // a key in both; `merge` does it in place.
            return Function.native(name) { call in
                guard let other = call.arguments.first?.value else { throw call.error("\(name)(_:uniquingKeysWith:) takes a dictionary and a closure") }
                let combine = call.arguments.dropFirst().last?.value
                var result = dictionary
                let pairs: [(Value, Value)]
                switch other {
                case .dictionary(let added): pairs = Array(zip(added.keys, added.values))
                default:
                    pairs = try call.evaluator.iterate(other, node: Syntax.placeholder).map { pair in
                        guard case .tuple(let elements) = pair, elements.count == 2 else { throw call.error("\(name) takes key-value pairs") }
                        return (elements[0].value, elements[1].value)
                    }
                }
                try call.evaluator.budget.checkSize(result.count + pairs.count, at: call.position)
                for (key, value) in pairs {
                    if let current = result[key], let combine {
                        result[key] = try call.evaluator.call(combine, arguments: [Argument(label: nil, value: current), Argument(label: nil, value: value)], at: call.position)
                    } else {
                        result[key] = value
                    }
                }
                if name == "merge" {
                    call.mutatedReceiver = .dictionary(result)
                    return .void
                }
                return .dictionary(result)
            }
        default:
            return nil
        }
    }

    /// The pair at `offset` (`0..<count`), as `(key:value:)`.
    static func pair(_ dictionary: OrderedDictionary, _ offset: Int) -> Value {
        .tuple([TupleElement(label: "key", value: dictionary.keys[offset]), TupleElement(label: "value", value: dictionary.values[offset])])
    }

    static func setMember(_ name: String, _ elements: [Value], evaluator: Evaluator) throws -> Value? {
        func other(_ call: NativeCall) throws -> [Value] {
            guard let value = call.arguments.first?.value else { throw call.error("\(name) takes a collection") }
            return try StandardLibrary.elements(of: value, call: call)
        }
        switch name {
        case "insert":
            return Function.native(name) { call in
                guard let element = call.arguments.first?.value else { throw call.error("insert takes a value") }
                // `(inserted: Bool, memberAfterInsert: Element)`, as Swift's `Set.insert` answers.
                let existing = elements.first { call.evaluator.valuesEqual($0, element) }
                if existing == nil { call.mutatedReceiver = .set(unique(elements + [element], evaluator: call.evaluator)) }
                return .tuple([TupleElement(label: "inserted", value: .bool(existing == nil)), TupleElement(label: "memberAfterInsert", value: existing ?? element)])
            }
        case "remove":
            return Function.native(name) { call in
                guard let element = call.arguments.first?.value else { throw call.error("remove takes a value") }
                // The member removed, or nil, as Swift's `Set.remove` answers.
                let existing = elements.first { call.evaluator.valuesEqual($0, element) }
                call.mutatedReceiver = .set(elements.filter { !call.evaluator.valuesEqual($0, element) })
                return existing ?? .nil
            }
        case "removeAll":
            return Function.native(name) { call in
                if let predicate = call.argument("where") {
                    var kept: [Value] = []
                    for element in elements {
                        try call.evaluator.budget.charge(at: call.position)
                        let removes = try call.evaluator.call(predicate, arguments: [Argument(label: nil, value: element)], at: call.position)
                        if case .bool(true) = removes { continue }
                        kept.append(element)
                    }
                    call.mutatedReceiver = .set(kept)
                } else {
                    call.mutatedReceiver = .set([])
                }
                return .void
            }
        case "update":
            return Function.native(name) { call in
                guard let element = call.argument("with") else { throw call.error("update(with:) takes a value") }
                let existing = elements.first { call.evaluator.valuesEqual($0, element) }
                call.mutatedReceiver = .set(elements.filter { !call.evaluator.valuesEqual($0, element) } + [element])
                return existing ?? .nil
            }
        case "formUnion":
            return Function.native(name) { call in
                call.mutatedReceiver = .set(unique(elements + (try other(call)), evaluator: call.evaluator))
                return .void
            }
        case "subtract", "formIntersection":
            return Function.native(name) { call in
                let others = try Membership(try other(call), call)
                call.mutatedReceiver = .set(try elements.filter { try others.contains($0) == (name == "formIntersection") })
                return .void
            }
        case "symmetricDifference", "formSymmetricDifference":
            return Function.native(name) { call in
                let otherElements = try other(call)
                let others = try Membership(otherElements, call)
                let mine = try Membership(elements, call)
                let result = unique(try elements.filter { try !others.contains($0) } + otherElements.filter { try !mine.contains($0) }, evaluator: call.evaluator)
                if name == "symmetricDifference" { return .set(result) }
                call.mutatedReceiver = .set(result)
                return .void
            }
        case "isSuperset", "isDisjoint":
            return Function.native(name) { call in
                let mine = try Membership(elements, call)
                let otherElements = try other(call)
                if name == "isSuperset" { return .bool(try otherElements.allSatisfy { try mine.contains($0) }) }
                return .bool(try otherElements.allSatisfy { try !mine.contains($0) })
            }
        case "union": return Function.native(name) { call in .set(unique(elements + (try other(call)), evaluator: call.evaluator)) }
        case "intersection":
            return Function.native(name) { call in
                let others = try Membership(try other(call), call)
                return .set(try elements.filter { try others.contains($0) })
            }
        case "subtracting":
            return Function.native(name) { call in
                let others = try Membership(try other(call), call)
                return .set(try elements.filter { try !others.contains($0) })
            }
        case "isSubset":
            return Function.native(name) { call in
                let others = try Membership(try other(call), call)
                return .bool(try elements.allSatisfy { try others.contains($0) })
            }
        default:
            return nil
        }
    }
}

/// Whether a value is among `values`, in constant time for hashable values (as Swift's `Set`),
/// else by comparing, each comparison a step of the scene's budget (a long comparison stops
/// with the scene's time, never hangs a built-in).
struct Membership {
    private var keys = Set<HashKey>()
    private var others: [Value] = []
    private let call: NativeCall

    init(_ values: [Value], _ call: NativeCall) throws {
        self.call = call
        for value in values {
            if let key = HashKey(value) { keys.insert(key) } else { others.append(value) }
        }
        try call.evaluator.budget.charge(values.count / 64 + 1, at: call.position)
    }

    func contains(_ value: Value) throws -> Bool {
        if let key = HashKey(value), keys.contains(key) { return true }
        for other in others {
            try call.evaluator.budget.charge(at: call.position)
            if call.evaluator.valuesEqual(other, value) { return true }
        }
        return false
    }
}
