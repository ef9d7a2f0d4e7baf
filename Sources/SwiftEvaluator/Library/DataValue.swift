/// Foundation's `Data`: a collection of bytes. It is a value (copied on assignment), iterated
/// and subscripted as its bytes (`UInt8`, held as `Int` like every sized integer), and has the
/// collection members of an array of them (`count`, `append`, `map`, `reduce`, `first`...),
/// where the ones that change it or take a part of it keep it a `Data`, as Swift's do. Its
/// bytes are counted on the evaluation's budget as an array's elements are.
public struct DataValue: NativeValue, NativeSequence {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var typeName: String { "Data" }
    public var conformances: Set<String> {
        ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
         "RangeReplaceableCollection", "DataProtocol", "ContiguousBytes", "Equatable", "Hashable", "Codable"]
    }
    public var hashKey: HashKey? { .composite("Data", bytes.map { .int(Int($0)) }) }
    /// As Swift prints a `Data`: its size, not its bytes.
    public var description: String { "\(bytes.count) bytes" }
    public func isEqual(to other: any NativeValue) -> Bool? { (other as? DataValue).map { $0.bytes == bytes } }

    /// The bytes as the array of numbers the standard library's members work on.
    var elementValues: [Value] { bytes.map { .int(Int($0)) } }

    public func elements(in context: EvaluationContext) throws -> [Value] {
        try context.budget.allocate(count: bytes.count, of: MemoryLayout<Value>.stride, at: nil)
        return elementValues
    }

    /// The bytes of `values`: each a number from 0 to 255 (a `UInt8`), else a located error,
    /// as Swift refuses to put anything else in a `Data`.
    static func bytes(of values: [Value], at position: SourcePosition?) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count)
        for value in values {
            guard let number = value.intValue, number >= 0, number <= 255 else {
                throw RuntimeError("a Data holds bytes (UInt8, 0...255), not \(value.intValue.map(String.init) ?? "this value")", at: position)
            }
            bytes.append(UInt8(number))
        }
        return bytes
    }

    /// `Data(...)` of any sequence of bytes (an array, another `Data`, a slice, `text.utf8`).
    static func of(_ value: Value, call: NativeCall) throws -> DataValue {
        if case .native(let data as DataValue) = value { return data }
        return DataValue(bytes: try bytes(of: try StandardLibrary.elements(of: value, call: call), at: call.position))
    }

    /// Members that give a part of the bytes: a `Data` in Swift, an array of the standard library.
    static let slicingMembers: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast", "filter"]

    public func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "subscript":
            return Function.native(name) { call in
                let result = try StandardLibrary.subscriptValue(.array(elementValues), call.arguments, in: call.evaluator, at: call.position)
                if case .array(let part)? = result { return .native(DataValue(bytes: try Self.bytes(of: part, at: call.position))) }
                return result ?? .nil
            }
        case "operator+":
            return Function.native(name) { call in
                guard let other = call.arguments.first?.value else { throw call.error("'+' takes a sequence of bytes") }
                let more = try Self.of(other, call: call).bytes
                try call.evaluator.budget.checkSize(bytes.count + more.count, at: call.position)
                return .native(DataValue(bytes: bytes + more))
            }
        case "append":
            // `data.append(byte)`, and `data.append(otherData)` / `append(contentsOf:)`: its bytes.
            return Function.native(name) { call in
                guard let given = call.arguments.first?.value else { throw call.error("append takes a byte or bytes") }
                let more: [UInt8]
                if call.arguments.first?.label == nil, given.intValue != nil {
                    more = try Self.bytes(of: [given], at: call.position)
                } else {
                    more = try Self.of(given, call: call).bytes
                }
                try call.evaluator.budget.checkSize(bytes.count + more.count, at: call.position)
                call.mutatedReceiver = .native(DataValue(bytes: bytes + more))
                return .void
            }
        case "subdata":
            return Function.native(name) { call in
                guard let range = call.argument("in") else { throw call.error("subdata(in:) takes a range") }
                return try call.evaluator.subscriptValue(.native(self), [Argument(label: nil, value: range)], node: Syntax.placeholder)
            }
        case "base64EncodedString":
            return Function.native(name) { _ in .string(Base64.encode(bytes)) }
        case "description", "debugDescription":
            return .string(description)
        case "bytes", "regions":
            return .array(elementValues)
        default:
            break
        }
        try context.budget.allocate(count: bytes.count, of: MemoryLayout<Value>.stride, at: nil)
        guard let found = try StandardLibrary.member(name, of: .array(elementValues), in: context, at: nil) else { return nil }
        // A method that changes the array changes the `Data`; one that takes a part of it
        // gives a `Data`.
        guard case .function(let function) = found, case .native(let native) = function.kind else { return found }
        let keepsData = Self.slicingMembers.contains(name)
        return Function.native(name) { call in
            let result = try native.body(&call)
            if case .array(let changed)? = call.mutatedReceiver {
                call.mutatedReceiver = .native(DataValue(bytes: try Self.bytes(of: changed, at: call.position)))
            }
            if keepsData, case .array(let part) = result { return .native(DataValue(bytes: try Self.bytes(of: part, at: call.position))) }
            return result
        }
    }
}

import SwiftSyntax
