import SwiftEvaluator

extension SwiftUILibrary {
    /// A read the sandbox refuses (`Data(contentsOf:)`, `String(contentsOfFile:)`) fails as a
    /// read of a missing file does, with the refusal as a warning at the read, so that an app
    /// that loads a saved file or a bundled resource with `try?` or `do`/`catch` goes on with
    /// what it does when the file is not there. Under `--strict` the refusal is the error.
    func failsRefusedRead(_ refusal: RuntimeError, in evaluator: Evaluator) -> Bool {
        if isStrict { return false }
        let sentence = refusal.message.replacingOccurrences(of: " is refused", with: " reads nothing and throws, as for a missing file")
        if standInPathsReported.insert("read:" + sentence).inserted {
            warning(sentence, at: refusal.position, hint: refusal.hint)
        }
        return true
    }
}
