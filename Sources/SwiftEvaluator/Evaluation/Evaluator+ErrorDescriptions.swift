import SwiftSyntax

/// `error.localizedDescription` of an error type the scene declares (`enum LoadError: Error`,
/// `struct Failure: LocalizedError`): Foundation gives every `Error` this property. A
/// `LocalizedError`'s is its `errorDescription` when that is not nil; any other error's is
/// Foundation's sentence naming the type and the case's number.
extension Evaluator {
    func errorDescriptionMember(_ name: String, of value: Value) throws -> Value? {
        guard name == "localizedDescription", let type = Self.declaredType(of: value), isErrorType(type) else { return nil }
        if let described = try existingMember("errorDescription", of: value), case .string(let text) = described {
            return .string(text)
        }
        var code = 1
        if case .enumCase(let enumCase) = value, let index = type.cases.firstIndex(where: { $0.name == enumCase.name }) { code = index }
        return .string("The operation couldn’t be completed. (\(type.qualifiedName) error \(code).)")
    }

    /// True when `type` conforms to `Error` (or `LocalizedError`, ...) itself or through a
    /// protocol of the scene that refines it.
    private func isErrorType(_ type: TypeDefinition, depth: Int = 0) -> Bool {
        let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError", "DecodingError", "Swift.Error"]
        if type.conformances.contains(where: errorProtocols.contains) { return true }
        guard depth < 8 else { return false }
        return type.conformances.contains { name in
            guard let declared = program.types[name], declared.kind == .protocol else { return false }
            return isErrorType(declared, depth: depth + 1)
        }
    }
}
