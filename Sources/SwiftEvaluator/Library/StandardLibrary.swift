/// The part of Swift's standard library and Foundation that view code uses: global functions,
/// numeric, string and collection types, `UUID` and a fixed `Date`. Nothing here reaches files,
/// processes, clocks or the network: `Date()` is a fixed moment and randomness is seeded.
enum StandardLibrary {
    /// Type names the standard library answers for.
    static let typeNames: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "String", "Bool", "Character", "Array", "Dictionary", "Set",
        "UUID", "Date", "Optional", "Substring", "TimeInterval", "Int64", "Int32", "UInt", "Float64", "Range",
        "ClosedRange", "Calendar", "Locale", "TimeZone", "Decimal", "URL", "DispatchQueue", "DispatchTime", "DispatchWallTime", "Task",
        "Unicode", "UnicodeScalar", "Int8", "Int16", "UInt8", "UInt16", "UInt32", "UInt64", "Data", "UTF8",
    ]

    static func global(_ name: String, in evaluator: Evaluator) throws -> Value? {
        if typeNames.contains(name) || formatterTypeNames.contains(name) { return .type(TypeReference(name: name)) }
        switch name {
        case "min", "max":
            return Function.native(name) { call in
                var values = call.arguments.map(\.value)
                if values.count == 1, let elements = values[0].arrayValue { values = elements }
                guard var best = values.first else { throw call.error("\(name) needs at least one value") }
                try call.evaluator.budget.charge(values.count / WorkMeter.unitsPerStep, at: call.position)
                for value in values.dropFirst() {
                    let order = try call.evaluator.compare(value, best, node: Syntax.placeholder)
                    if name == "min" ? order < 0 : order > 0 { best = value }
                }
                if values.contains(where: { if case .double = $0 { return true } else { return false } }), let number = best.doubleValue {
                    return .double(number)
                }
                return best
            }
        case "abs":
            return unaryMath(name) { $0.magnitude } integer: { value in
                guard value != Int.min else { return nil }
                return abs(value)
            }
        case "sqrt": return unaryMath(name) { $0.squareRoot() }
        case "floor": return unaryMath(name) { $0.rounded(.down) }
        case "ceil": return unaryMath(name) { $0.rounded(.up) }
        case "round": return unaryMath(name) { $0.rounded() }
        case "sin": return unaryMath(name, Math.sin)
        case "cos": return unaryMath(name, Math.cos)
        case "tan": return unaryMath(name) { Math.sin($0) / Math.cos($0) }
        case "atan": return unaryMath(name) { Math.atan2($0, 1) }
        case "exp": return unaryMath(name, Math.exp)
        case "log": return unaryMath(name, Math.log)
        case "log10": return unaryMath(name) { Math.log($0) / Math.log(10) }
        case "log2": return unaryMath(name) { Math.log($0) / Math.log(2) }
        case "atan2":
            return Function.native(name) { call in
                guard call.arguments.count == 2, let y = call.arguments[0].value.doubleValue, let x = call.arguments[1].value.doubleValue else {
                    throw call.error("atan2 takes two numbers")
                }
                return .double(Math.atan2(y, x))
            }
        case "pow":
            return Function.native(name) { call in
                guard call.arguments.count == 2, let x = call.arguments[0].value.doubleValue, let y = call.arguments[1].value.doubleValue else {
                    throw call.error("pow takes two numbers")
                }
                return .double(Math.pow(x, y))
            }
        case "hypot":
            return Function.native(name) { call in
                guard call.arguments.count == 2, let x = call.arguments[0].value.doubleValue, let y = call.arguments[1].value.doubleValue else {
                    throw call.error("hypot takes two numbers")
                }
                return .double((x * x + y * y).squareRoot())
            }
        case "zip":
            return Function.native(name) { call in
                guard call.arguments.count == 2 else { throw call.error("zip takes two sequences") }
                // `zip(items, 0...)`: a range without an end counts on for as long as the other
                // sequence lasts (zip stops at the shorter).
                func counted(_ value: Value, along other: [Value]) -> [Value]? {
                    guard case .range(let range) = value, range.upper == nil, let start = range.lower?.intValue else { return nil }
                    return other.indices.map { .int(start &+ $0) }
                }
                let firstValue = call.arguments[0].value, secondValue = call.arguments[1].value
                let first: [Value], second: [Value]
                if case .range(let range) = firstValue, range.upper == nil {
                    second = try elements(of: secondValue, call: call)
                    first = counted(firstValue, along: second) ?? []
                } else {
                    first = try elements(of: firstValue, call: call)
                    second = try counted(secondValue, along: first) ?? elements(of: secondValue, call: call)
                }
                return .array(zip(first, second).map { .tuple([TupleElement(value: $0), TupleElement(value: $1)]) })
            }
        case "stride":
            return Function.native(name) { call in
                guard let start = call.argument("from"), let by = call.argument("by")?.doubleValue else {
                    throw call.error("stride takes from:, to: or through:, and by:")
                }
                let end = call.argument("to") ?? call.argument("through")
                guard let endValue = end?.doubleValue, let startValue = start.doubleValue, by != 0 else {
                    throw call.error("stride needs a non-zero step")
                }
                let isClosed = call.argument("through") != nil
                if case .int(let from) = start, case .int(let to)? = end, case .int(let step)? = call.argument("by") {
                    // Whole numbers step as Int, stopping before the step would overflow
                    // (`stride(from: Int.max - 1, through: Int.max, by: 1)`).
                    var result: [Value] = []
                    var current = from
                    while step > 0 ? (isClosed ? current <= to : current < to) : (isClosed ? current >= to : current > to) {
                        try call.evaluator.budget.charge(at: call.position)
                        result.append(.int(current))
                        if result.count > call.evaluator.budget.maximumCollectionSize { throw call.error("stride makes too many values") }
                        let (next, overflow) = current.addingReportingOverflow(step)
                        if overflow { break }
                        current = next
                    }
                    return .array(result)
                }
                let isInteger = false
                var result: [Value] = []
                var current = startValue
                while by > 0 ? (isClosed ? current <= endValue : current < endValue) : (isClosed ? current >= endValue : current > endValue) {
                    try call.evaluator.budget.charge(at: call.position)
                    result.append(isInteger ? .int(Int(current)) : .double(current))
                    if result.count > call.evaluator.budget.maximumCollectionSize { throw call.error("stride makes too many values") }
                    current += by
                }
                return .array(result)
            }
        case "print", "debugPrint", "dump", "NSLog":
            return Function.native(name) { _ in .void }
        case "assert", "precondition":
            // A failed check traps in Swift: here it is an error at the call, with its message.
            return Function.native(name) { call in
                guard case .bool(false)? = call.arguments.first?.value else { return .void }
                let message = call.arguments.dropFirst().first.map { call.evaluator.describe($0.value) }
                throw call.error("\(name) failed" + (message.map { ": \($0)" } ?? ""))
            }
        case "fatalError", "preconditionFailure", "assertionFailure":
            return Function.native(name) { call in
                let message = call.arguments.first.map { call.evaluator.describe($0.value) } ?? "fatal error"
                throw call.error("\(name): \(message)")
            }
        case "type":
            return Function.native(name) { call in
                guard let value = call.argument("of") else { throw call.error("type(of:) takes a value") }
                return .type(TypeReference(name: Evaluator.typeName(of: value) ?? "Any"))
            }
        case "withAnimation":
            return Function.native(name) { call in
                guard let body = call.arguments.last?.value else { return .void }
                return try call.evaluator.call(body, arguments: [], at: call.position)
            }
        case "NSLocalizedString":
            return Function.native(name) { call in call.arguments.first?.value ?? .string("") }
        default:
            return nil
        }
    }

    static func unaryMath(_ name: String, _ operation: @escaping (Double) -> Double, integer: ((Int) -> Int?)? = nil) -> Value {
        Function.native(name) { call in
            guard call.arguments.count == 1 else { throw call.error("\(name) takes one number") }
            if case .int(let value) = call.arguments[0].value, let integer {
                guard let result = integer(value) else { throw call.error("\(name)(\(value)) overflows") }
                return .int(result)
            }
            guard let value = call.arguments[0].value.doubleValue else {
                throw call.error("\(name) takes a number, not \(call.evaluator.describe(call.arguments[0].value))")
            }
            return .double(operation(value))
        }
    }

    /// The standard library type an implicit member belongs to when nothing says: `.now`.
    static func typeForImplicitMember(_ name: String) -> String? {
        switch name {
        case "now", "distantPast", "distantFuture": return "Date"
        default: return nil
        }
    }

    static func staticMember(_ name: String, ofType type: String, in evaluator: Evaluator, at position: SourcePosition?) throws -> Value? {
        if let formatter = formatterStaticMember(name, ofType: type) { return formatter }
        switch (type, name) {
        case ("Unicode", "Scalar"): return .type(TypeReference(name: "Unicode.Scalar"))
        case ("Double", "pi"), ("CGFloat", "pi"), ("Float", "pi"): return .double(Double.pi)
        case ("Double", "infinity"), ("CGFloat", "infinity"), ("Float", "infinity"): return .double(.infinity)
        case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case ("Double", "leastNonzeroMagnitude"), ("CGFloat", "leastNonzeroMagnitude"): return .double(.leastNonzeroMagnitude)
        case ("Double", "ulpOfOne"), ("CGFloat", "ulpOfOne"): return .double(.ulpOfOne)
        case ("Double", "zero"), ("CGFloat", "zero"), ("Float", "zero"): return .double(0)
        case ("Double", "nan"), ("CGFloat", "nan"): return .double(.nan)
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case ("String", "init"), ("Int", "init"), ("Double", "init"), ("CGFloat", "init"):
            return .type(TypeReference(name: type))
        case ("Int", "random"), ("Double", "random"), ("CGFloat", "random"):
            return Function.native(name) { call in
                guard case .range(let range)? = call.argument("in") else { throw call.error("random(in:) takes a range") }
                if type == "Int", let (low, high) = range.integerBounds, high > low {
                    return .int(Int.random(in: low..<high, using: &call.evaluator.random))
                }
                guard let low = range.lower?.doubleValue, let high = range.upper?.doubleValue, high >= low else {
                    throw call.error("random(in:) takes a non-empty range")
                }
                return .double(Double.random(in: low...high, using: &call.evaluator.random))
            }
        case ("Bool", "random"):
            return Function.native(name) { call in .bool(Bool.random(using: &call.evaluator.random)) }
        case ("Date", "now"):
            evaluator.warnOnce(Sandbox.clockWarning, at: position)
            return .native(DateValue.now)
        case ("Date", "distantFuture"): return .native(DateValue(secondsSince1970: 64_092_211_200))
        case ("Date", "distantPast"): return .native(DateValue(secondsSince1970: -62_135_769_600))
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"):
            return .native(CalendarValue())
        case ("Locale", "current"), ("TimeZone", "current"):
            return .native(OpaqueFoundationValue(typeName: type))
        case ("DispatchQueue", _), ("DispatchTime", _), ("DispatchWallTime", _):
            return DispatchQueueValue.staticMember(name, ofType: type)
        case ("Task", _):
            return TaskValue.staticMember(name)
        default:
            return nil
        }
    }

    /// The types `construct` makes (its cases and the formatters'), for turning others away
    /// with one lookup.
    /// Every name `construct` has a case for (a name missing here is never constructed).
    static let constructedTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "NSNumber",
        "Task", "Int", "Int64", "Int32", "UInt", "Double", "CGFloat", "Float", "Float64", "TimeInterval", "String", "Substring",
        "Character", "Bool", "Array", "Set", "Dictionary", "URL", "Data", "UUID", "Date", "Range", "ClosedRange",
        "Unicode.Scalar", "UnicodeScalar", "Optional", "Int8", "Int16", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    static func construct(_ type: String, arguments: [Argument], in evaluator: Evaluator, at position: SourcePosition?) throws -> Value? {
        // The switch below compares the name with each of its cases in turn: a host type
        // (`HStack`, `Text`, every view a body makes) went through all of them.
        guard constructedTypes.contains(type) else { return nil }
        let call = NativeCall(evaluator: evaluator, arguments: arguments, position: position)
        if let formatter = constructFormatter(type, call) { return formatter }
        if let data = try constructData(type, call) { return data }
        let first = arguments.first?.value
        switch type {
        case "Task":
            return try TaskValue.start(call)
        case "Int8", "Int16", "UInt8", "UInt16", "UInt32", "UInt64":
            return try sizedInteger(type, call)
        case "Int", "Int64", "Int32", "UInt":
            guard let first else { return .int(0) }
            switch first {
            case .int: return first
            case .double(let value):
                guard value.isFinite, abs(value) < 9.2e18 else { throw call.error("\(value) cannot be converted to Int") }
                return .int(Int(value))
            case .string(let text): return Int(text).map { .int($0) } ?? .nil
            case .bool(let flag): return .int(flag ? 1 : 0)
            case .native(is any SampleValue): return first.intValue.map { .int($0) } ?? .int(0)
            default: throw call.error("Int(_:) cannot convert \(evaluator.describe(first))")
            }
        case "Double", "CGFloat", "Float", "Float64", "TimeInterval":
            guard let first else { return .double(0) }
            switch first {
            case .int(let value): return .double(Double(value))
            case .double: return first
            case .string(let text): return Double(text).map { .double($0) } ?? .nil
            case .native(is any SampleValue): return .double(first.doubleValue ?? 0)
            // A Date is no number in Swift: one here is a stand-in's guess for a property the
            // app declares as a number of seconds (`let timestamp: UInt64 = model.timestamp`).
            case .native(let date as DateValue): return .double(date.secondsSince1970.rounded(.down))
            case .implicitMember(let member):
                // `.grid(4)` where a CGFloat goes (an app's `extension CGFloat { static func grid }`).
                let resolved = try evaluator.resolveImplicitMember(member, as: type, position: position)
                if case .implicitMember = resolved { throw call.error("\(type)(_:) cannot convert \(evaluator.describe(first))") }
                return try construct(type, arguments: [Argument(label: nil, value: resolved)], in: evaluator, at: position)
            default: throw call.error("\(type)(_:) cannot convert \(evaluator.describe(first))")
            }
        case "String":
            if call.argument("contentsOfFile") != nil || call.argument("contentsOf") != nil {
                throw FileReadFailure.refusedRead(RuntimeError("a scene cannot read files: String(contentsOf...) is refused", at: call.position, hint: "write the text into the scene"), in: evaluator)
            }
            if let format = call.argument("format"), case .string(let pattern) = format {
                // `String(format:locale:arguments:)` (SwiftGen's `tr`): the locale is no argument
                // of the pattern, and `arguments:` is the list of them.
                var values: [Value] = []
                for argument in arguments.dropFirst() where argument.label != "locale" {
                    if argument.label == "arguments", case .array(let list) = argument.value { values += list } else { values.append(argument.value) }
                }
                return .string(try Formatting.format(pattern, values, position: position, evaluator: evaluator))
            }
            if let repeated = call.argument("repeating"), let count = call.argument("count")?.intValue {
                guard count >= 0 else { throw call.error("String(repeating:count:) needs a count of 0 or more") }
                let text = evaluator.describe(repeated)
                try evaluator.budget.checkSize(product: text.count, count, at: position)
                try evaluator.budget.checkString(bytes: text.utf8.count * count, charging: false, at: position)
                return .string(String(repeating: text, count: count))
            }
            if let value = call.argument("describing") ?? first {
                // A value nested by sharing describes 2^depth nodes: the text stops past the
                // string limit, and a string past it is refused here, as interpolation does.
                let text = evaluator.describe(value)
                try evaluator.budget.checkString(bytes: text.utf8.count, charging: false, at: position)
                return .string(text)
            }
            return .string("")
        case "Unicode.Scalar", "UnicodeScalar":
            // `Unicode.Scalar(65)` (nil for a number that is no scalar), `Unicode.Scalar("A")`.
            if let code = first?.intValue {
                guard code >= 0, code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)) else { return .nil }
                return .character(Character(scalar))
            }
            if let text = first?.stringValue, text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first {
                return .character(Character(scalar))
            }
            throw call.error("Unicode.Scalar(_:) takes a number or one scalar")
        case "Optional":
            // `Optional(value)`, as in `.tag(Optional(item))`: the value.
            return first ?? .nil
        case "Substring":
            return .string(first.map { evaluator.describe($0) } ?? "")
        case "Character":
            guard let text = first?.stringValue, let character = text.first, text.count == 1 else { throw call.error("Character(_:) takes one character") }
            return .character(character)
        case "Bool":
            guard let first else { return .bool(false) }
            if case .string(let text) = first { return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .nil }
            return first
        case "Array":
            if let repeated = call.argument("repeating"), let count = call.argument("count")?.intValue {
                guard count >= 0 else { throw call.error("Array(repeating:count:) needs a count of 0 or more") }
                try evaluator.budget.checkSize(count, at: position)
                try evaluator.budget.allocate(count: count, of: MemoryLayout<Value>.stride, charging: false, at: position)
                return .array(Array(repeating: repeated, count: count))
            }
            guard let first else { return .array([]) }
            return .array(try elements(of: first, call: call))
        case "Set":
            guard let first else { return .set([]) }
            return .set(unique(try elements(of: first, call: call), evaluator: evaluator))
        case "Dictionary":
            var result = OrderedDictionary()
            if let pairs = call.argument("uniqueKeysWithValues") {
                for pair in try elements(of: pairs, call: call) {
                    // A stand-in's element (the app's rows from a database it does not ship)
                    // is its own key and value.
                    if case .native(let sample) = pair, sample is any SampleValue { result[pair] = pair; continue }
                    guard case .tuple(let elements) = pair, elements.count == 2 else { throw call.error("uniqueKeysWithValues: takes (key, value) pairs") }
                    result[elements[0].value] = elements[1].value
                }
            } else if let grouping = call.argument("grouping"), let by = call.argument("by") {
                for element in try elements(of: grouping, call: call) {
                    let key = try evaluator.call(by, arguments: [Argument(label: nil, value: element)], at: position)
                    if case .array(let existing)? = result[key] { result[key] = .array(existing + [element]) } else { result[key] = .array([element]) }
                }
            }
            return .dictionary(result)
        case "URL":
            if let text = call.argument("string")?.stringValue { return URLValue.parsing(text).map { .native($0) } ?? .nil }
            if let text = (call.argument("fileURLWithPath") ?? call.argument("filePath"))?.stringValue {
                return .native(URLValue(text: "file://" + (text.hasPrefix("/") ? text : "/" + text)))
            }
            if let text = call.argument("staticString")?.stringValue { return .native(URLValue(text: text)) }
            throw call.error("URL is made here from a string: URL(string:), URL(fileURLWithPath:)")
        case "Data" where call.argument("contentsOf") != nil:
            throw FileReadFailure.refusedRead(RuntimeError("a scene cannot read files or the network: Data(contentsOf:) is refused", at: call.position, hint: "write the data into the scene"), in: evaluator)
        case "UUID":
            if let text = first?.stringValue { return .native(UUIDValue(text: text)) }
            return .native(UUIDValue.next())
        case "Date":
            if let interval = call.argument("timeIntervalSinceNow")?.doubleValue {
                evaluator.warnOnce(Sandbox.clockWarning, at: call.position)
                return .native(DateValue(secondsSince1970: DateValue.now.secondsSince1970 + interval))
            }
            if let interval = call.argument("timeIntervalSince1970")?.doubleValue { return .native(DateValue(secondsSince1970: interval)) }
            if let interval = call.argument("timeIntervalSinceReferenceDate")?.doubleValue { return .native(DateValue(secondsSince1970: interval + 978_307_200)) }
            if call.arguments.isEmpty || call.argument("timeIntervalSinceNow") != nil { evaluator.warnOnce(Sandbox.clockWarning, at: call.position) }
            return .native(DateValue.now)
        case "Range", "ClosedRange":
            return first
        default:
            return nil
        }
    }

    /// The elements of any sequence value, as an array.
    static func elements(of value: Value, call: NativeCall) throws -> [Value] {
        do { return try call.evaluator.iterate(value, node: Syntax.placeholder) } catch var error as RuntimeError where call.position != nil {
            // At the call that iterates (`Array(0..<n)`, `Dictionary(grouping:by:)`).
            error.position = call.position
            throw error
        }
    }

    /// Elements without repeats, first occurrence kept.
    static func unique(_ values: [Value], evaluator: Evaluator) -> [Value] {
        var seen = Set<HashKey>()
        var result: [Value] = []
        for value in values {
            if let key = HashKey(value) {
                if seen.insert(key).inserted { result.append(value) }
            } else if !result.contains(where: { evaluator.valuesEqual($0, value) }) {
                result.append(value)
            }
        }
        return result
    }

    static func range(_ range: RangeValue, contains value: Value, in evaluator: Evaluator) throws -> Bool {
        if let lower = range.lower, try evaluator.compare(value, lower, node: Syntax.placeholder) < 0 { return false }
        if let upper = range.upper {
            let order = try evaluator.compare(value, upper, node: Syntax.placeholder)
            if range.isClosed ? order > 0 : order >= 0 { return false }
        }
        return true
    }
}

import SwiftSyntax

extension Syntax {
    /// A node for errors raised where no source node is at hand (natives report their call's
    /// position instead).
    static let placeholder = Syntax(TokenSyntax.identifier("_"))
}
