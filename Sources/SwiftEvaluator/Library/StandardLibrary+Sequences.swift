/// `Sequence` and `Collection` methods for every sequence value (arrays, sets, ranges, strings,
/// dictionaries as `(key, value)` pairs). Results are arrays, as `map` and `filter` return.
extension StandardLibrary {
    static func sequenceMember(_ name: String, of value: Value, elements: [Value], evaluator: Evaluator) throws -> Value? {
        func closure(_ call: NativeCall) throws -> Value {
            guard let function = call.arguments.last?.value else { throw call.error("\(name) takes a closure") }
            return function
        }
        func apply(_ function: Value, _ element: Value, _ call: NativeCall) throws -> Value {
            try call.evaluator.call(function, arguments: [Argument(label: nil, value: element)], at: call.position)
        }
        func predicate(_ function: Value, _ element: Value, _ call: NativeCall) throws -> Bool {
            let result = try apply(function, element, call)
            guard case .bool(let flag) = result else { throw call.error("the closure of \(name) must return a Boolean") }
            return flag
        }
        func keyPathOrClosure(_ call: NativeCall) throws -> Value {
            let function = try closure(call)
            if case .keyPath(let path) = function {
                return Function.native("keyPath") { inner in
                    var current = inner.arguments[0].value
                    for component in path where component != "self" {
                        current = try inner.evaluator.member(component, of: current, node: Syntax.placeholder)
                    }
                    return current
                }
            }
            return function
        }
        switch name {
        case "count": return .int(elements.count)
        case "isEmpty": return .bool(elements.isEmpty)
        case "first": return elements.first ?? .nil
        case "last": return elements.last ?? .nil
        case "startIndex": return .int(0)
        case "endIndex": return .int(elements.count)
        case "indices": return .range(RangeValue(lower: .int(0), upper: .int(elements.count), isClosed: false))
        case "lazy": return value
        case "description":
            return .string(evaluator.describe(value))
        case "enumerated":
            return Function.native(name) { _ in
                .array(elements.enumerated().map { .tuple([TupleElement(label: "offset", value: .int($0)), TupleElement(label: "element", value: $1)]) })
            }
        case "reversed": return Function.native(name) { _ in .array(elements.reversed()) }
        case "map":
            return Function.native(name) { call in
                let function = try keyPathOrClosure(call)
                return .array(try elements.map { try apply(function, $0, call) })
            }
        case "compactMap":
            return Function.native(name) { call in
                let function = try keyPathOrClosure(call)
                return .array(try elements.map { try apply(function, $0, call) }.filter { !$0.isNil })
            }
        case "flatMap":
            return Function.native(name) { call in
                let function = try keyPathOrClosure(call)
                var result: [Value] = []
                for element in elements {
                    let mapped = try apply(function, element, call)
                    if let inner = mapped.arrayValue { result += inner } else if !mapped.isNil { result.append(mapped) }
                    try call.evaluator.budget.checkSize(result.count, at: call.position)
                }
                return .array(result)
            }
        case "filter":
            return Function.native(name) { call in
                let function = try keyPathOrClosure(call)
                let kept = try elements.filter { try predicate(function, $0, call) }
                if case .set = value { return .set(kept) }
                return .array(kept)
            }
        case "forEach":
            return Function.native(name) { call in
                let function = try closure(call)
                for element in elements { _ = try apply(function, element, call) }
                return .void
            }
        case "reduce":
            return Function.native(name) { call in
                guard call.arguments.count == 2 else { throw call.error("reduce takes an initial value and a closure") }
                let function = call.arguments[1].value
                var result = call.arguments[0].value
                // `reduce(.zero) { ... }`: the initial value has the result's type.
                if case .implicitMember(let member) = result, let expected = call.expectedType {
                    result = try call.evaluator.resolveImplicitMember(member, as: expected, position: call.position)
                }
                if call.arguments[0].label == "into" {
                    // `reduce(into:)`: the closure changes its first argument in place.
                    guard case .function(let callable) = function, case .closure(let syntax, let captured) = callable.kind else {
                        throw call.error("reduce(into:) takes a closure")
                    }
                    for element in elements {
                        let scope = Scope(parent: captured)
                        let names = ClosureNames.names(of: syntax)
                        let accumulator = Box(result)
                        scope.define(names.count > 0 ? names[0] : "$0", accumulator)
                        scope.define(names.count > 1 ? names[1] : "$1", value: element)
                        _ = try call.evaluator.runBody(syntax.statements, in: scope, builder: nil)
                        result = accumulator.value
                    }
                    return result
                }
                for element in elements {
                    result = try call.evaluator.call(function, arguments: [Argument(label: nil, value: result), Argument(label: nil, value: element)], at: call.position)
                }
                return result
            }
        case "contains":
            return Function.native(name) { call in
                if let function = call.argument("where") {
                    for element in elements where try predicate(function, element, call) { return .bool(true) }
                    return .bool(false)
                }
                guard let needle = call.arguments.first?.value else { throw call.error("contains takes a value") }
                return .bool(elements.contains { call.evaluator.valuesEqual($0, needle) })
            }
        case "allSatisfy":
            return Function.native(name) { call in
                let function = try closure(call)
                for element in elements where !(try predicate(function, element, call)) { return .bool(false) }
                return .bool(true)
            }
        case "first", "last":
            return nil
        case "firstIndex", "lastIndex":
            return Function.native(name) { call in
                let indices = name == "firstIndex" ? Array(elements.indices) : elements.indices.reversed()
                if let function = call.argument("where") {
                    for index in indices where try predicate(function, elements[index], call) { return .int(index) }
                    return .nil
                }
                guard let needle = call.argument("of") else { throw call.error("\(name) takes of: or where:") }
                for index in indices where call.evaluator.valuesEqual(elements[index], needle) { return .int(index) }
                return .nil
            }
        case "prefix", "suffix", "dropFirst", "dropLast":
            return Function.native(name) { call in
                if let function = call.argument("while") {
                    var result: [Value] = []
                    for element in elements {
                        guard try predicate(function, element, call) else { break }
                        result.append(element)
                    }
                    return name == "prefix" ? wrap(result, like: value) : wrap(Array(elements.dropFirst(result.count)), like: value)
                }
                let count = call.arguments.first?.value.intValue ?? 1
                guard count >= 0 else { throw call.error("\(name) takes a count of 0 or more") }
                switch name {
                case "prefix": return wrap(Array(elements.prefix(count)), like: value)
                case "suffix": return wrap(Array(elements.suffix(count)), like: value)
                case "dropFirst": return wrap(Array(elements.dropFirst(count)), like: value)
                default: return wrap(Array(elements.dropLast(count)), like: value)
                }
            }
        case "joined":
            return Function.native(name) { call in
                let separator = call.argument("separator")?.stringValue ?? ""
                if elements.allSatisfy({ $0.arrayValue != nil }) && !elements.isEmpty {
                    // Arrays of arrays (shared ones are many elements of one): the elements
                    // counted, checked and charged before they are made.
                    let total = elements.reduce(0) { $0 &+ ($1.arrayValue?.count ?? 0) }
                    try call.evaluator.budget.checkSize(total < 0 ? Int.max : total, at: call.position)
                    try call.evaluator.budget.allocate(count: total, of: MemoryLayout<Value>.stride, charging: false, at: call.position)
                    return .array(elements.flatMap { $0.arrayValue ?? [] })
                }
                let parts = elements.map { call.evaluator.describe($0) }
                let bytes = parts.reduce(0) { $0 &+ $1.utf8.count } &+ separator.utf8.count &* max(parts.count - 1, 0)
                try call.evaluator.budget.checkString(bytes: bytes < 0 ? Int.max : bytes, charging: false, at: call.position)
                return .string(parts.joined(separator: separator))
            }
        case "sorted":
            return Function.native(name) { call in
                .array(try sorted(elements, by: call.argument("by") ?? call.arguments.first?.value, call: call))
            }
        case "min", "max":
            return Function.native(name) { call in
                guard !elements.isEmpty else { return .nil }
                let ordered = try sorted(elements, by: call.argument("by") ?? call.arguments.first?.value, call: call)
                return name == "min" ? ordered.first! : ordered.last!
            }
        case "shuffled": return Function.native(name) { call in .array(elements.shuffled(using: &call.evaluator.random)) }
        case "randomElement": return Function.native(name) { call in elements.randomElement(using: &call.evaluator.random) ?? .nil }
        case "split":
            return Function.native(name) { call in
                guard let separator = call.argument("separator") else { throw call.error("split takes separator:") }
                var parts: [Value] = [], current: [Value] = []
                for element in elements {
                    if call.evaluator.valuesEqual(element, separator) {
                        if !current.isEmpty { parts.append(.array(current)) }
                        current = []
                    } else {
                        current.append(element)
                    }
                }
                if !current.isEmpty { parts.append(.array(current)) }
                return .array(parts)
            }
        case "elementsEqual":
            return Function.native(name) { call in
                guard let other = call.arguments.first?.value else { throw call.error("elementsEqual takes a sequence") }
                let others = try StandardLibrary.elements(of: other, call: call)
                return .bool(others.count == elements.count && zip(elements, others).allSatisfy { call.evaluator.valuesEqual($0, $1) })
            }
        default:
            return nil
        }
    }

    /// A result of `prefix`/`dropFirst` in the kind of the original: strings stay strings.
    static func wrap(_ elements: [Value], like original: Value) -> Value {
        if case .string = original { return .string(elements.compactMap(\.stringValue).joined()) }
        return .array(elements)
    }

    /// A stable sort by `<`, by a comparison closure, or by a `KeyPathComparator`-like key path.
    static func sorted(_ elements: [Value], by comparator: Value?, call: NativeCall) throws -> [Value] {
        try call.evaluator.budget.charge(elements.count * 4, at: call.position)
        let evaluator = call.evaluator
        let position = call.position
        var less: (Value, Value) throws -> Bool
        switch comparator {
        case nil:
            less = { try evaluator.compare($0, $1, node: Syntax.placeholder) < 0 }
        case .implicitMember(let member)? where member.name == ">" || member.name == "<":
            let ascending = member.name == "<"
            less = { ascending ? try evaluator.compare($0, $1, node: Syntax.placeholder) < 0 : try evaluator.compare($0, $1, node: Syntax.placeholder) > 0 }
        case .keyPath(let path)?:
            less = { a, b in
                var x = a, y = b
                for component in path where component != "self" {
                    x = try evaluator.member(component, of: x, node: Syntax.placeholder)
                    y = try evaluator.member(component, of: y, node: Syntax.placeholder)
                }
                return try evaluator.compare(x, y, node: Syntax.placeholder) < 0
            }
        case let function?:
            less = { a, b in
                let result = try evaluator.call(function, arguments: [Argument(label: nil, value: a), Argument(label: nil, value: b)], at: position)
                guard case .bool(let flag) = result else { throw RuntimeError("the comparison closure must return a Boolean", at: position) }
                return flag
            }
        }
        // Insertion-merge sort that tolerates throwing comparisons and stays stable.
        return try mergeSort(elements, less: less)
    }

    static func mergeSort(_ values: [Value], less: (Value, Value) throws -> Bool) throws -> [Value] {
        if values.count <= 1 { return values }
        let middle = values.count / 2
        let left = try mergeSort(Array(values[..<middle]), less: less)
        let right = try mergeSort(Array(values[middle...]), less: less)
        var result: [Value] = []
        result.reserveCapacity(values.count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if try less(right[j], left[i]) { result.append(right[j]); j += 1 } else { result.append(left[i]); i += 1 }
        }
        result += left[i...]
        result += right[j...]
        return result
    }

    // MARK: Subscripts

    static func subscriptValue(_ base: Value, _ arguments: [Argument], in evaluator: Evaluator, at position: SourcePosition?) throws -> Value? {
        guard let index = arguments.first else { return nil }
        switch base {
        case .array(let elements):
            if case .range(let range) = index.value {
                let low = range.lower?.intValue ?? 0
                let upper = range.upper.flatMap(\.intValue)
                // `a[0...Int.max]`: past the end, not an overflow of the interpreter's own.
                let high = upper.map { range.isClosed ? ($0 == Int.max ? Int.max : $0 + 1) : $0 } ?? elements.count
                guard low >= 0, high <= elements.count, low <= high else {
                    let written = "\(low)\(range.isClosed ? "..." : "..<")\(upper.map(String.init) ?? "")"
                    throw RuntimeError("range \(written) is out of bounds for an array of \(elements.count) elements", at: position)
                }
                return .array(Array(elements[low..<high]))
            }
            guard var offset = index.value.intValue else { return nil }
            if case .native(let native) = index.value, native is any SampleValue, !elements.isEmpty, !elements.indices.contains(offset) {
                // A stand-in index (`backyard.floorVariant` of a model the app fetches) stands
                // for one the app keeps in range: its sample wrapped into the array's indices.
                offset = ((offset % elements.count) + elements.count) % elements.count
            }
            guard elements.indices.contains(offset) else {
                throw RuntimeError("index \(offset) is out of range for an array of \(elements.count) elements", at: position)
            }
            return elements[offset]
        case .dictionary(let dictionary):
            if let value = dictionary[index.value] { return value }
            // A key whose hashing spent the budget (`HashKey`) finds nothing: the error is here.
            try evaluator.budget.throwIfSpent(at: position)
            if arguments.count > 1, arguments[1].label == "default" { return arguments[1].value }
            return .nil
        case .string(let text):
            if let offset = index.value.intValue {
                let characters = Array(text)
                guard characters.indices.contains(offset) else {
                    throw RuntimeError("index \(offset) is out of range for a string of \(characters.count) characters", at: position)
                }
                return .character(characters[offset])
            }
            if case .range(let range) = index.value {
                // `text[start...]`, `text[a..<b]`: a substring by character offsets (the
                // playground's string indices).
                let characters = Array(text)
                let low = range.lower?.intValue ?? 0
                let upper = range.upper.flatMap(\.intValue)
                let high = upper.map { range.isClosed ? ($0 == Int.max ? Int.max : $0 + 1) : $0 } ?? characters.count
                guard low >= 0, low <= high, high <= characters.count else {
                    throw RuntimeError("range \(low)..<\(high) is out of bounds for a string of \(characters.count) characters", at: position)
                }
                return .string(String(characters[low..<high]))
            }
            return nil
        case .tuple(let elements):
            guard let offset = index.value.intValue, elements.indices.contains(offset) else { return nil }
            return elements[offset].value
        default:
            return nil
        }
    }

    /// `base[index] = newValue` in place: `base` is emptied while its storage changes, so that
    /// a uniquely held array or dictionary is not copied.
    static func setSubscript(_ base: inout Value, _ arguments: [Argument], to newValue: Value, in evaluator: Evaluator, at position: SourcePosition?) throws {
        guard let index = arguments.first else { throw RuntimeError("a subscript needs an index", at: position) }
        if let written = try evaluator.settingKeyPath(base, arguments, to: newValue, at: position) {
            base = written
            return
        }
        // Moved out of `base`, so that the storage has a single owner while it changes.
        if var elements = base.takeArray() {
            guard let offset = index.value.intValue, elements.indices.contains(offset) else {
                let count = elements.count
                base = .array(elements)
                throw RuntimeError("index \(evaluator.describe(index.value)) is out of range for an array of \(count) elements", at: position)
            }
            elements[offset] = newValue
            base = .array(elements)
            return
        }
        if var dictionary = base.takeDictionary() {
            guard HashKey(index.value) != nil else {
                base = .dictionary(dictionary)
                try evaluator.budget.throwIfSpent(at: position)
                throw RuntimeError("\(evaluator.describe(index.value)) cannot be a dictionary key", at: position)
            }
            if dictionary[index.value] == nil, !newValue.isNil, dictionary.count >= evaluator.budget.maximumCollectionSize {
                base = .dictionary(dictionary)
                try evaluator.budget.checkSize(dictionary.count + 1, at: position)
            }
            dictionary[index.value] = newValue.isNil ? nil : newValue
            base = .dictionary(dictionary)
            return
        }
        base = try settingSubscript(base, arguments, to: newValue, in: evaluator, at: position)
    }

    static func settingSubscript(_ base: Value, _ arguments: [Argument], to newValue: Value, in evaluator: Evaluator, at position: SourcePosition?) throws -> Value {
        guard let index = arguments.first else { throw RuntimeError("a subscript needs an index", at: position) }
        if let written = try evaluator.settingKeyPath(base, arguments, to: newValue, at: position) { return written }
        switch base {
        case .array(var elements):
            guard let offset = index.value.intValue, elements.indices.contains(offset) else {
                throw RuntimeError("index \(evaluator.describe(index.value)) is out of range for an array of \(elements.count) elements", at: position)
            }
            elements[offset] = newValue
            return .array(elements)
        case .dictionary(var dictionary):
            guard HashKey(index.value) != nil else {
                try evaluator.budget.throwIfSpent(at: position)
                throw RuntimeError("\(evaluator.describe(index.value)) cannot be a dictionary key", at: position)
            }
            dictionary[index.value] = newValue.isNil ? nil : newValue
            return .dictionary(dictionary)
        case .native(let data as DataValue):
            return try settingDataSubscript(data, arguments, to: newValue, in: evaluator, at: position)
        case .native(let sample) where sample is any SampleValue:
            // A stand-in (`Thread.current.threadDictionary[key] = x`) takes what is written and
            // keeps nothing, as it does for its properties.
            return base
        default:
            throw RuntimeError("\(evaluator.describeType(base)) cannot be changed by subscript", at: position)
        }
    }
}

import SwiftSyntax

/// The parameter names a closure declares, in order.
enum ClosureNames {
    static func names(of closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        switch clause {
        case .simpleInput(let shorthand): return shorthand.map(\.name.text)
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }
}

extension Value {
    /// The array this value holds, moved out (the value becomes `.void`), so that the caller
    /// holds its storage alone; nil for another value, left as it was.
    mutating func takeArray() -> [Value]? {
        guard case .array(let elements) = self else { return nil }
        self = .void
        return elements
    }

    /// The dictionary this value holds, moved out as `takeArray` does.
    mutating func takeDictionary() -> OrderedDictionary? {
        guard case .dictionary(let dictionary) = self else { return nil }
        self = .void
        return dictionary
    }
}
