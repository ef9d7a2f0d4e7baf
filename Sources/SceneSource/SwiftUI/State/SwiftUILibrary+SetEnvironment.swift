import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// `.environment(\.deviceState, .pad)` for a key the engine does not model (the app's own, of
/// its `EnvironmentValues` extension or `@Entry`): the value travels down the environment to
/// the views below, whose `@Environment(\.deviceState)` reads it instead of the key's default.
///
/// The engine's `EnvironmentValues` holds strings only; a set value is kept here, in the
/// library, and the environment carries its index (`custom["@deviceState"]`).
extension SwiftUILibrary {
    /// The environment's name for a value set for `key`.
    private static func customName(_ key: String) -> String { "@" + key }

    /// The change `.environment(\.key, value)` makes for a key the engine does not model: the
    /// views below read `value` for it.
    func settingCustomEnvironment(_ key: String, _ value: Value) -> (inout EnvironmentValues) -> Void {
        let index = String(storage.setEnvironmentValues.count)
        storage.setEnvironmentValues.append(value)
        let name = Self.customName(key)
        return { $0.custom[name] = index }
    }

    /// The value an ancestor set for `path`'s key (`\.deviceState.isPad`: its `isPad`), or nil
    /// when none did.
    func setEnvironmentValue(_ path: [String], in environment: EnvironmentValues) -> Value? {
        guard let key = path.first, let index = environment.custom[Self.customName(key)].flatMap(Int.init),
              storage.setEnvironmentValues.indices.contains(index) else { return nil }
        var value = storage.setEnvironmentValues[index]
        for part in path.dropFirst() {
            guard let next = try? evaluator.member(part, of: value, node: Syntax(TokenSyntax.identifier(part))) else { return nil }
            value = next
        }
        return value
    }

    /// True for a key the scene declares in an extension of `EnvironmentValues` (a computed
    /// property over its `EnvironmentKey`, or an `@Entry` property).
    func declaresEnvironmentKey(_ key: String) -> Bool {
        guard let bag = evaluator.program.hostExtensions["EnvironmentValues"] else { return false }
        return bag.computedProperties[key] != nil || bag.storedProperty(named: key) != nil
    }

    /// `@Entry var accent: Color = .blue` in an extension of `EnvironmentValues`: its initial
    /// value is the key's default; nil when `key` is no `@Entry` property.
    func entryDefault(_ key: String) throws -> Value? {
        guard let property = evaluator.program.hostExtensions["EnvironmentValues"]?.storedProperty(named: key),
              let initializer = property.initializer else { return nil }
        var value = try evaluator.evaluate(initializer, in: evaluator.globalScope, expecting: property.typeName)
        if let typeName = property.typeName { value = try evaluator.coerce(value, to: typeName, node: initializer) }
        return value
    }
}
