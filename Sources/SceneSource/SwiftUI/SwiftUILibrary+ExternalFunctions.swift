import SwiftEvaluator

extension SwiftUILibrary {
    /// `@_silgen_name("CGSGetActiveSpace") func CGSGetActiveSpace(_ cid: CGSConnectionID) ->
    /// CGSSpaceID`: a private framework's function the app declares and the playground does
    /// not have. Its result stands in (the zero the evaluator gives for a number, a Boolean, a
    /// string or an optional, else a stand-in named by the return type), reported once per
    /// function; an error under --strict.
    func standIn(forExternalFunction name: String, returning type: String?, sample: Value?, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        guard !isStrict else { return nil }
        let value = sample ?? .native(StandInValue(name: name + "()", typeName: type ?? name))
        if standInPathsReported.insert("external " + name).inserted {
            var shown = "; its result stands in as \(evaluator.describe(value))"
            if case .void = value { shown = "" }
            warning("'\(name)' is a system library's function (declared with @_silgen_name), not available in the playground\(shown)",
                    at: position, hint: Self.standInHint)
        }
        return value
    }
}
