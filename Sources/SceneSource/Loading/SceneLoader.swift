import LayoutEngine
import SwiftEvaluator

/// Reads a scene in one call: an `EvaluationSession` and the root of one of its previews for
/// one screen. For callers that lay a scene out once (tests, the printer's check, the fuzzer);
/// the commands and the window keep the session, to build more roots and read what later
/// passes report.
///
/// Loading only evaluates: the scene's views' bodies are built with the layout tree, and
/// errors in code that only layout runs (a `Layout`'s methods, a `GeometryReader`'s content)
/// reach the session's diagnostics when the scene is laid out.
public enum SceneLoader {
    public static let maximumNestingLevel = EvaluationSession.maximumNestingLevel
    public static let maximumCallNesting = EvaluationSession.maximumCallNesting
    public static let maximumSourceBytes = EvaluationSession.maximumSourceBytes
    public static let largeStackCallDepth = EvaluationSession.largeStackCallDepth

    /// Loads `source`; `fileName` is what diagnostics name as the file.
    public static func load(
        source: String, fileName: String, environment: EnvironmentValues = EnvironmentValues(), callDepth: Int = 400, preview: Int = 0
    ) -> SceneLoadResult {
        load(files: [(fileName, source)], environment: environment, callDepth: callDepth, preview: preview)
    }

    /// Loads several files as one scene (see `EvaluationSession.init`) and builds the root of
    /// preview `preview` for `environment`'s screen. `leavesOutBrokenFiles`: an app folder's
    /// files (the first is never left out). `choosing`: the root to build instead, found in the
    /// session read (the window's navigator: a preview or a view chosen by name, whose number
    /// is known only once the files are read); nil keeps `preview`. `parsedFiles`: the files
    /// read before with the same text are not parsed again (`ParsedFiles`).
    public static func load(
        files: [(name: String, source: String)], environment: EnvironmentValues = EnvironmentValues(), callDepth: Int = 400,
        preview: Int = 0, readsSourceModel: Bool = true, strict: Bool = false, cancellation: CancellationToken = CancellationToken(),
        leavesOutBrokenFiles: Bool = false, choosing: ((EvaluationSession) -> Int?)? = nil, parsedFiles: ParsedFiles? = nil
    ) -> SceneLoadResult {
        let session = EvaluationSession(
            files: files, callDepth: callDepth, readsSourceModel: readsSourceModel, strict: strict, cancellation: cancellation,
            leavesOutBrokenFiles: leavesOutBrokenFiles, parsedFiles: parsedFiles)
        let chosen = choosing?(session) ?? preview
        return SceneLoadResult(session: session, root: session.root(preview: chosen, environment: environment), preview: chosen)
    }
}
