/// The error a refused read of a file or URL throws (`Data(contentsOf:)`,
/// `String(contentsOfFile:)`): Foundation's error for a file that is not there. A scene reads
/// nothing outside itself, so where the host lets the read fail instead of stopping the scene
/// (`EvaluatorHost.failsRefusedRead`), the app's own handling of a missing file runs:
/// `try?` gives nil, `catch` takes this error, and an uncaught one stops the scene with the
/// sandbox's sentence.
struct FileReadFailure: NativeValue {
    var typeName: String { "CocoaError" }
    var conformances: Set<String> { ["Error", "LocalizedError"] }
    var description: String { "CocoaError(.fileReadNoSuchFile)" }

    /// Foundation's wording for `NSFileReadNoSuchFileError`.
    static let sentence = "The file couldn’t be opened because there is no such file."

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "localizedDescription", "errorDescription", "failureReason": return .string(Self.sentence)
        case "code", "errorCode": return .int(260)
        case "domain": return .string("NSCocoaErrorDomain")
        case "userInfo": return .dictionary(OrderedDictionary())
        default: return nil
        }
    }

    func isEqual(to other: any NativeValue) -> Bool? { other is FileReadFailure }

    /// What a refused read throws: the failure the scene's `try?`/`catch` takes, carrying
    /// `refusal` for where it is not caught; `refusal` itself where the host refuses the read.
    static func refusedRead(_ refusal: RuntimeError, in evaluator: Evaluator) -> any Error {
        guard evaluator.host.failsRefusedRead(refusal, in: evaluator) else { return refusal }
        var uncaught = refusal
        uncaught.kind = .thrown
        return ThrownValue(value: .native(FileReadFailure()), error: uncaught)
    }
}
