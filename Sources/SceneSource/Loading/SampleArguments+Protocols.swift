import SwiftEvaluator

/// Samples where the declared type cannot be made itself: a protocol of the app (`let provider:
/// any CloudProvider`) is sampled as the simplest type of the app that conforms to it; one no
/// type of the scene conforms to, and an SDK type the app only extends (`extension
/// Notification.Name`, `extension AppBskyLexicon.Notification.Notification`), stand in as an
/// undeclared type does.
extension SampleArguments {
    /// The sample for a protocol or an extended SDK type, or nil for other types.
    func abstractSample(_ type: TypeDefinition, named name: String, depth: Int) -> String? {
        switch type.kind {
        case .protocol:
            let conforming = program.typeOrder.filter { $0.kind != .protocol && $0.kind != .hostExtension && $0.conformances.contains(type.name) }
            // The shortest sample is the simplest conforming type (`MockStore()` before
            // `LiveStore(container: ..., session: ...)`).
            let samples = conforming.prefix(12).compactMap { expression(forType: $0, depth: depth) }
            if let simplest = samples.min(by: { $0.count < $1.count }) { return simplest }
            // No type of the scene conforms: a name nothing declares, which stands in (with a
            // warning) when the sample is evaluated.
            return "sample" + type.name
        case .hostExtension:
            return undeclared(type.qualifiedName, named: name, depth: depth)
        default:
            return nil
        }
    }
}
