/// `text.withCString { pointer in ... }`, `bytes.withUnsafeBufferPointer { buffer in ... }`:
/// the method runs its closure with a pointer to the value's storage and returns what the
/// closure returns. The playground has no pointers, so the closure gets the value itself, which
/// reads as the pointed-to characters or elements (`buffer.count`, `buffer[0]`, a C function
/// the app does not ship given the pointer stands in as any other).
extension StandardLibrary {
    static let scopedPointerMethods: Set<String> = [
        "withCString", "withUTF8", "withUnsafeBytes", "withUnsafeBufferPointer", "withContiguousStorageIfAvailable",
    ]

    static func scopedPointerMember(_ name: String, of value: Value) -> Value? {
        guard scopedPointerMethods.contains(name) else { return nil }
        return Function.native(name) { call in
            guard let body = call.arguments.last?.value, case .function = body else { throw call.error("\(name) takes a closure") }
            return try call.evaluator.call(body, arguments: [Argument(label: nil, value: value)], at: call.position)
        }
    }
}
