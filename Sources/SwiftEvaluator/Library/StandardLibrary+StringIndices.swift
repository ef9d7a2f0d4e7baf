/// A string's indices, as character offsets from its start: `startIndex`, `endIndex`,
/// `index(_:offsetBy:)`, `index(after:)`, `index(before:)`, `distance(from:to:)`,
/// `firstIndex(of:)`, `range(of:)`. The playground's `String.Index` is that offset, so a
/// substring made with `text[i...]` has offsets of its own (from 0), where Swift's share the
/// base string's (read directly on the slice, `text[i...].range(of:)`, they are the base's:
/// `Evaluator.substringIndexMember`).
extension StandardLibrary {
    static func stringIndexMember(_ name: String, _ text: String, evaluator: Evaluator) throws -> Value? {
        func offset(_ value: Value?, _ call: NativeCall) throws -> Int {
            guard let offset = value?.intValue else { throw call.error("\(name) takes an index of the string") }
            return offset
        }
        func checked(_ offset: Int, _ call: NativeCall) throws -> Value {
            let count = text.count
            guard offset >= 0, offset <= count else { throw call.error("index \(offset) is out of range for a string of \(count) characters") }
            return .int(offset)
        }
        switch name {
        case "startIndex": return .int(0)
        case "endIndex": return .int(text.count)
        case "index":
            return Function.native(name) { call in
                try call.evaluator.budget.charge(text.utf8.count / 256 + 1, at: call.position)
                if let after = call.argument("after") { return try checked(try offset(after, call) + 1, call) }
                if let before = call.argument("before") { return try checked(try offset(before, call) - 1, call) }
                let start = try offset(call.arguments.first?.value, call)
                guard let distance = call.argument("offsetBy")?.intValue else { throw call.error("index(_:offsetBy:) takes a whole number") }
                let (moved, overflow) = start.addingReportingOverflow(distance)
                if overflow { throw call.error("index(_:offsetBy:) moves past the string") }
                if let limit = call.argument("limitedBy")?.intValue, distance >= 0 ? moved > limit : moved < limit { return .nil }
                return try checked(moved, call)
            }
        case "distance":
            return Function.native(name) { call in
                let (from, to) = (try offset(call.argument("from"), call), try offset(call.argument("to"), call))
                let (difference, overflow) = to.subtractingReportingOverflow(from)
                if overflow { throw call.error("distance(from:to:) is out of range") }
                return .int(difference)
            }
        case "range":
            // `range(of: "<accent>")`: the offsets of its first occurrence (the last with
            // `options: .backwards`), or nil.
            return Function.native(name) { call in
                guard let needle = call.argument("of")?.stringValue else { throw call.error("range(of:) takes a string") }
                try call.evaluator.budget.charge(text.utf8.count / 64 + needle.utf8.count / 64 + 1, at: call.position)
                let options = call.argument("options").map { call.evaluator.describe($0) } ?? ""
                let caseless = options.contains("caseInsensitive")
                let haystack = caseless ? text.lowercased() : text
                let sought = caseless ? needle.lowercased() : needle
                // `.backwards`: the last occurrence.
                let found = options.contains("backwards") ? haystack.range(of: sought, options: .backwards) : haystack.range(of: sought)
                guard haystack.count == text.count, let found else { return .nil }
                let lower = haystack.distance(from: haystack.startIndex, to: found.lowerBound)
                let upper = haystack.distance(from: haystack.startIndex, to: found.upperBound)
                return .range(RangeValue(lower: .int(lower), upper: .int(upper), isClosed: false))
            }
        default:
            return nil
        }
    }
}
