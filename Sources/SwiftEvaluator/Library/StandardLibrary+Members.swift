/// Members of the standard library's values: numbers, Booleans, strings, characters,
/// collections and ranges.
extension StandardLibrary {
    static func member(_ name: String, of value: Value, in evaluator: Evaluator, at position: SourcePosition?) throws -> Value? {
        switch value {
        case .int(let integer): return integerMember(name, integer)
        case .double(let number): return doubleMember(name, number)
        case .bool(let flag):
            switch name {
            case "toggle": return Function.native(name) { call in call.mutatedReceiver = .bool(!flag); return .void }
            case "description": return .string(flag ? "true" : "false")
            default: return nil
            }
        case .string(let text):
            try chargeWork(of: name, on: value, in: evaluator, at: position)
            if let found = try stringMember(name, text, evaluator: evaluator) ?? scopedPointerMember(name, of: value) ?? stringDataMember(name, text) { return found }
            // The characters are made as values: counted before they are made.
            try evaluator.budget.allocate(count: text.utf8.count, of: MemoryLayout<Value>.stride, at: position)
            return try sequenceMember(name, of: value, elements: text.map { .character($0) }, evaluator: evaluator)
        case .character(let character): return characterMember(name, character)
        case .array(let elements):
            try chargeWork(of: name, on: value, in: evaluator, at: position)
            if let found = try arrayMutatingMember(name, elements, evaluator: evaluator) ?? scopedPointerMember(name, of: value) { return found }
            return try sequenceMember(name, of: value, elements: elements, evaluator: evaluator)
        case .set(let elements):
            try chargeWork(of: name, on: value, in: evaluator, at: position)
            if let found = try setMember(name, elements, evaluator: evaluator) { return found }
            return try sequenceMember(name, of: value, elements: elements, evaluator: evaluator)
        case .dictionary(let dictionary):
            try chargeWork(of: name, on: value, in: evaluator, at: position)
            if let found = try dictionaryMember(name, dictionary, evaluator: evaluator) { return found }
            try evaluator.budget.allocate(count: dictionary.count, of: 3 * MemoryLayout<Value>.stride, at: position)
            // The pairs are made for every member below: charged even for a name `chargeWork`
            // takes as constant (an end not answered above costs what making them costs).
            if constantTimeCollectionMembers.contains(name) || copyingCollectionMembers.contains(name) {
                try evaluator.budget.charge(dictionary.count / WorkMeter.unitsPerStep, at: position)
            }
            let pairs = zip(dictionary.keys, dictionary.values).map {
                Value.tuple([TupleElement(label: "key", value: $0), TupleElement(label: "value", value: $1)])
            }
            return try sequenceMember(name, of: value, elements: pairs, evaluator: evaluator)
        case .range(let range):
            switch name {
            case "lowerBound": return range.lower ?? .nil
            case "upperBound": return range.upper ?? .nil
            case "contains":
                return Function.native(name) { call in
                    guard let element = call.arguments.first?.value else { throw call.error("contains takes a value") }
                    return .bool(try StandardLibrary.range(range, contains: element, in: call.evaluator))
                }
            case "isEmpty":
                if let (low, high) = range.integerBounds { return .bool(high <= low) }
                return .bool(false)
            case "count":
                if let (low, high) = range.integerBounds {
                    // `(Int.min..<Int.max).count` overflows in Swift too: a located error.
                    let (count, overflow) = high.subtractingReportingOverflow(low)
                    if overflow { throw RuntimeError("the range's count overflows Int", at: position) }
                    return .int(count)
                }
                return nil
            default:
                guard let (low, high) = range.integerBounds else { return nil }
                try evaluator.budget.checkSize(from: low, to: high, at: position)
                // The range's numbers are made as values: counted (steps and bytes) before.
                try evaluator.budget.charge((high - low) / WorkMeter.unitsPerStep, at: position)
                try evaluator.budget.allocate(count: high - low, of: MemoryLayout<Value>.stride, at: position)
                return try sequenceMember(name, of: value, elements: (low..<high).map { .int($0) }, evaluator: evaluator)
            }
        case .nil:
            switch name {
            case "map", "flatMap": return Function.native(name) { _ in .nil }
            case "description": return .string("nil")
            default: return nil
            }
        default:
            return nil
        }
    }

    static func integerMember(_ name: String, _ integer: Int) -> Value? {
        switch name {
        case "description": return .string(String(integer))
        case "magnitude": return .int(integer.magnitude > UInt(Int.max) ? Int.max : Int(integer.magnitude))
        case "isZero": return .bool(integer == 0)
        case "signum": return Function.native(name) { _ in .int(integer.signum()) }
        case "isMultiple":
            return Function.native(name) { call in
                guard let other = call.argument("of")?.intValue else { throw call.error("isMultiple(of:) takes an integer") }
                return .bool(other == 0 ? integer == 0 : integer % other == 0)
            }
        case "formatted":
            return Function.native(name) { call in
                .string(try Formatting.formatStyle(.int(integer), call.arguments.first?.value ?? .nil, evaluator: call.evaluator, position: call.position))
            }
        case "advanced":
            return Function.native(name) { call in .int(integer &+ (call.argument("by")?.intValue ?? 0)) }
        case "hashValue": return .int(integer)
        case "bitWidth": return .int(64)
        default: return doubleMember(name, Double(integer), fromInteger: true)
        }
    }

    static func doubleMember(_ name: String, _ number: Double, fromInteger: Bool = false) -> Value? {
        switch name {
        case "description": return fromInteger ? nil : .string(Formatting.describe(number))
        case "isNaN": return .bool(number.isNaN)
        case "isFinite": return .bool(number.isFinite)
        case "isInfinite": return .bool(number.isInfinite)
        case "isZero": return .bool(number == 0)
        case "magnitude": return .double(number.magnitude)
        case "squareRoot": return Function.native(name) { _ in .double(number.squareRoot()) }
        case "rounded":
            return Function.native(name) { call in
                guard let rule = call.arguments.first?.value else { return .double(number.rounded()) }
                let ruleName: String
                switch rule {
                case .implicitMember(let member): ruleName = member.name
                case .native(let native): ruleName = native.description
                default: ruleName = ""
                }
                switch ruleName {
                case "up": return .double(number.rounded(.up))
                case "down": return .double(number.rounded(.down))
                case "towardZero": return .double(number.rounded(.towardZero))
                case "awayFromZero": return .double(number.rounded(.awayFromZero))
                case "toNearestOrEven": return .double(number.rounded(.toNearestOrEven))
                default: return .double(number.rounded())
                }
            }
        case "truncatingRemainder":
            return Function.native(name) { call in
                guard let divisor = call.argument("dividingBy")?.doubleValue else { throw call.error("truncatingRemainder(dividingBy:) takes a number") }
                return .double(number.truncatingRemainder(dividingBy: divisor))
            }
        case "remainder":
            return Function.native(name) { call in
                guard let divisor = call.argument("dividingBy")?.doubleValue else { throw call.error("remainder(dividingBy:) takes a number") }
                return .double(number.remainder(dividingBy: divisor))
            }
        case "formatted":
            return Function.native(name) { call in
                .string(try Formatting.formatStyle(.double(number), call.arguments.first?.value ?? .nil, evaluator: call.evaluator, position: call.position))
            }
        case "clamped":
            return Function.native(name) { call in
                guard case .range(let range)? = call.argument("to"), let low = range.lower?.doubleValue, let high = range.upper?.doubleValue else {
                    throw call.error("clamped(to:) takes a closed range")
                }
                return .double(min(max(number, low), high))
            }
        case "sign": return .implicitMember(ImplicitMember(name: number.sign == .minus ? "minus" : "plus"))
        default: return nil
        }
    }

    static func characterMember(_ name: String, _ character: Character) -> Value? {
        switch name {
        case "isLetter": return .bool(character.isLetter)
        case "isNumber": return .bool(character.isNumber)
        case "isWholeNumber": return .bool(character.isWholeNumber)
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isWhitespace": return .bool(character.isWhitespace)
        case "isPunctuation": return .bool(character.isPunctuation)
        case "wholeNumberValue": return character.wholeNumberValue.map { .int($0) } ?? .nil
        case "asciiValue": return character.asciiValue.map { .int(Int($0)) } ?? .nil
        // A `Unicode.Scalar`'s code point (scalars are characters of one scalar here).
        case "value": return character.unicodeScalars.first.map { .int(Int($0.value)) } ?? .nil
        case "description": return .string(String(character))
        case "uppercased": return Function.native(name) { _ in .string(character.uppercased()) }
        case "lowercased": return Function.native(name) { _ in .string(character.lowercased()) }
        case "isEmoji":
            return .bool(character.unicodeScalars.contains { $0.properties.isEmojiPresentation })
        default: return nil
        }
    }

    static func stringMember(_ name: String, _ text: String, evaluator: Evaluator) throws -> Value? {
        func stringArgument(_ call: NativeCall, _ label: String? = nil) throws -> String {
            guard let value = call.argument(label)?.stringValue else { throw call.error("\(name) takes a string") }
            return value
        }
        switch name {
        case "count": return .int(text.count)
        case "isEmpty": return .bool(text.isEmpty)
        case "first": return text.first.map { .character($0) } ?? .nil
        case "last": return text.last.map { .character($0) } ?? .nil
        case "description": return .string(text)
        case "capitalized", "localizedCapitalized":
            return .string(text.split(separator: " ", omittingEmptySubsequences: false).map { word in
                word.prefix(1).uppercased() + word.dropFirst().lowercased()
            }.joined(separator: " "))
        case "uppercased", "localizedUppercase": return name == "uppercased" ? Function.native(name) { _ in .string(text.uppercased()) } : .string(text.uppercased())
        case "lowercased", "localizedLowercase": return name == "lowercased" ? Function.native(name) { _ in .string(text.lowercased()) } : .string(text.lowercased())
        case "hasPrefix": return Function.native(name) { call in .bool(text.hasPrefix(try stringArgument(call))) }
        case "hasSuffix": return Function.native(name) { call in .bool(text.hasSuffix(try stringArgument(call))) }
        case "contains":
            return Function.native(name) { call in
                if let needle = call.arguments.first?.value.stringValue, call.arguments.first?.label == nil {
                    if needle.count == 1, case .character? = call.arguments.first?.value { return .bool(text.contains(needle.first!)) }
                    return .bool(needle.isEmpty || text.contains(needle))
                }
                if let predicate = call.argument("where") {
                    for character in text {
                        if case .bool(true) = try call.evaluator.call(predicate, arguments: [Argument(label: nil, value: .character(character))], at: call.position) { return .bool(true) }
                    }
                    return .bool(false)
                }
                throw call.error("contains takes a string")
            }
        case "localizedCaseInsensitiveContains", "localizedStandardContains":
            return Function.native(name) { call in .bool(text.lowercased().contains(try stringArgument(call).lowercased())) }
        case "components":
            return Function.native(name) { call in
                if let separates = characterSetMembership(call.argument("separatedBy")) {
                    return .array(text.split(omittingEmptySubsequences: false, whereSeparator: separates).map { .string(String($0)) })
                }
                let separator = try stringArgument(call, "separatedBy")
                guard !separator.isEmpty else { return .array([.string(text)]) }
                return .array(text.split(separator: separator, omittingEmptySubsequences: false).map { .string(String($0)) })
            }
        case "split":
            return Function.native(name) { call in
                guard let separator = call.argument("separator")?.stringValue ?? call.arguments.first?.value.stringValue, let character = separator.first else {
                    return .array(text.split(separator: " ").map { .string(String($0)) })
                }
                let omitting = call.argument("omittingEmptySubsequences")?.boolValue ?? true
                return .array(text.split(separator: character, omittingEmptySubsequences: omitting).map { .string(String($0)) })
            }
        case "replacingOccurrences":
            return Function.native(name) { call in
                let target = try stringArgument(call, "of")
                let replacement = try stringArgument(call, "with")
                guard !target.isEmpty else { return .string(text) }
                let pieces = text.split(separator: target, omittingEmptySubsequences: false)
                // The result's size, known before it is made.
                let (growth, overflow) = (pieces.count - 1).multipliedReportingOverflow(by: replacement.utf8.count)
                try call.evaluator.budget.checkString(bytes: overflow ? Int.max : text.utf8.count &+ growth, charging: false, at: call.position)
                return .string(pieces.joined(separator: replacement))
            }
        case "trimmingCharacters":
            return Function.native(name) { _ in
                // The ends found by index and the middle copied once (rebuilding it from a
                // reversed view of reversed characters took 275 ms for 1 MB: layout-fuzz
                // --cost-model).
                guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else {
                    return .string("")
                }
                return .string(String(text[first...last]))
            }
        case "append":
            return Function.native(name) { call in
                guard let suffix = call.arguments.first?.value.stringValue else { throw call.error("append takes a string") }
                try call.evaluator.budget.checkSize(text.utf8.count + suffix.utf8.count, at: call.position)
                call.mutatedReceiver = .string(text + suffix)
                return .void
            }
        case "utf8":
            // Its bytes, as Swift's `String.UTF8View` gives them.
            return .array(text.utf8.map { .int(Int($0)) })
        case "unicodeScalars":
            // Each scalar is a character of one scalar (`Unicode.Scalar(_:)` makes the same):
            // `.value` is its code point, `Character(scalar)` and `String(scalar)` its text.
            return .array(text.unicodeScalars.map { .character(Character($0)) })
        case "padding":
            return Function.native(name) { call in
                guard let length = call.argument("toLength")?.intValue, let pad = call.argument("withPad")?.stringValue, !pad.isEmpty else {
                    throw call.error("padding(toLength:withPad:startingAt:) takes a length and a pad")
                }
                guard length >= 0 else { throw call.error("padding(toLength:) needs a length of 0 or more, not \(length)") }
                let count = text.count
                if count >= length { return .string(String(text.prefix(length))) }
                // Counted once, built once: linear in the length (checked against the budget
                // before it is made).
                try call.evaluator.budget.checkSize(length, at: call.position)
                try call.evaluator.budget.allocate(count: length, of: 1, charging: false, at: call.position)
                let padding = Array(pad)
                var result = text
                result.reserveCapacity(length)
                let start = max(call.argument("startingAt")?.intValue ?? 0, 0) % padding.count
                for index in 0..<(length - count) { result.append(padding[(index + start) % padding.count]) }
                return .string(result)
            }
        case "compare", "caseInsensitiveCompare", "localizedCompare", "localizedCaseInsensitiveCompare", "localizedStandardCompare":
            return Function.native(name) { call in
                var other = try stringArgument(call)
                var mine = text
                if name != "compare" && name != "localizedCompare" { other = other.lowercased(); mine = mine.lowercased() }
                return .implicitMember(ImplicitMember(name: mine < other ? "orderedAscending" : mine == other ? "orderedSame" : "orderedDescending"))
            }
        case "index", "startIndex", "endIndex", "distance", "range":
            return try stringIndexMember(name, text, evaluator: evaluator)
        default:
            return nil
        }
    }

    /// Methods that change an array in place (`append`, `remove(at:)`, `sort()`): they set the
    /// changed array as the call's mutated receiver.
    static func arrayMutatingMember(_ name: String, _ elements: [Value], evaluator: Evaluator) throws -> Value? {
        switch name {
        case "append":
            return Function.native(name) { call in
                if let more = call.argument("contentsOf") {
                    let added = try StandardLibrary.elements(of: more, call: call)
                    try call.evaluator.budget.checkSize(elements.count + added.count, at: call.position)
                    call.mutatedReceiver = .array(elements + added)
                } else {
                    guard let element = call.arguments.first?.value else { throw call.error("append takes a value") }
                    try call.evaluator.budget.checkSize(elements.count + 1, at: call.position)
                    call.mutatedReceiver = .array(elements + [element])
                }
                return .void
            }
        case "insert":
            return Function.native(name) { call in
                guard let element = call.arguments.first?.value, let index = call.argument("at")?.intValue else {
                    throw call.error("insert(_:at:) takes a value and an index")
                }
                guard index >= 0 && index <= elements.count else { throw call.error("index \(index) is out of range (0...\(elements.count))") }
                var copy = elements
                copy.insert(element, at: index)
                call.mutatedReceiver = .array(copy)
                return .void
            }
        case "remove":
            return Function.native(name) { call in
                guard let index = call.argument("at")?.intValue else { throw call.error("remove(at:) takes an index") }
                guard elements.indices.contains(index) else { throw call.error("index \(index) is out of range (0..<\(elements.count))") }
                var copy = elements
                let removed = copy.remove(at: index)
                call.mutatedReceiver = .array(copy)
                return removed
            }
        case "removeFirst", "removeLast", "popLast":
            return Function.native(name) { call in
                if elements.isEmpty {
                    if name == "popLast" { return .nil }
                    throw call.error("\(name) on an empty array")
                }
                var copy = elements
                let count = call.arguments.first?.value.intValue ?? 1
                guard count <= copy.count, count >= 0 else { throw call.error("\(name)(\(count)) removes more than the array holds") }
                if call.arguments.isEmpty {
                    let removed = name == "removeFirst" ? copy.removeFirst() : copy.removeLast()
                    call.mutatedReceiver = .array(copy)
                    return removed
                }
                if name == "removeFirst" { copy.removeFirst(count) } else { copy.removeLast(count) }
                call.mutatedReceiver = .array(copy)
                return .void
            }
        case "removeAll":
            return Function.native(name) { call in
                if let predicate = call.argument("where") {
                    var kept: [Value] = []
                    for element in elements {
                        if case .bool(true) = try call.evaluator.call(predicate, arguments: [Argument(label: nil, value: element)], at: call.position) { continue }
                        kept.append(element)
                    }
                    call.mutatedReceiver = .array(kept)
                } else {
                    call.mutatedReceiver = .array([])
                }
                return .void
            }
        case "sort":
            return Function.native(name) { call in
                call.mutatedReceiver = .array(try sorted(elements, by: call.argument("by") ?? call.arguments.first?.value, call: call))
                return .void
            }
        case "reverse":
            return Function.native(name) { call in
                call.mutatedReceiver = .array(elements.reversed())
                return .void
            }
        case "shuffle":
            return Function.native(name) { call in
                call.mutatedReceiver = .array(elements.shuffled(using: &call.evaluator.random))
                return .void
            }
        case "swapAt":
            return Function.native(name) { call in
                guard call.arguments.count == 2, let i = call.arguments[0].value.intValue, let j = call.arguments[1].value.intValue,
                      elements.indices.contains(i), elements.indices.contains(j) else { throw call.error("swapAt takes two valid indices") }
                var copy = elements
                copy.swapAt(i, j)
                call.mutatedReceiver = .array(copy)
                return .void
            }
        default:
            return nil
        }
    }
}
