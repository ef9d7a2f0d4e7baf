import SwiftEvaluator

extension SwiftUILibrary {
    /// `AppDelegate.shared.popover` where `static var shared: AppDelegate!` is set only when the
    /// app launches: a stand-in of the declared type, with a warning (an error under `--strict`).
    func standIn(forUnsetImplicitlyUnwrapped name: String, type: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        guard !isStrict else { return nil }
        if standInPathsReported.insert("unset " + name).inserted {
            warning("'\(name)' (\(type)!) is set by the app as it runs (its launch or lifecycle), which the playground does not run; a stand-in takes its place",
                    at: position, hint: Self.standInHint)
        }
        return .native(StandInValue(name: name, typeName: type))
    }
}
