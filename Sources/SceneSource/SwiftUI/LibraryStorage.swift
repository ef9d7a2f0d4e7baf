import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// Per-scene storage of the library that outlives one build of the view tree.
final class LibraryStorage {
    var preferenceKeys: [String: PreferenceKey] = [:]
    var deliveredPreferences: [String: Value] = [:]
    var preferenceInputs: [String: Value] = [:]
    var onAppearActions: [(Value, SourcePosition?)] = []
    var firedAppearances: Set<String> = []
    /// Values `.environment(\.key, value)` set for keys the engine does not model, by the
    /// index the environment carries (`SwiftUILibrary+SetEnvironment`).
    var setEnvironmentValues: [Value] = []
}
