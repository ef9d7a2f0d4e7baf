import SwiftEvaluator
import SwiftSyntax

/// `EnvironmentValues` as scene code sees it in its own extensions: `self[MyKey.self]` reads
/// the key's `defaultValue` (no view above sets custom keys in the playground yet).
struct EnvironmentValuesValue: NativeValue {
    var typeName: String { "EnvironmentValues" }
    var description: String { "EnvironmentValues()" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        guard name == "subscript" else { return nil }
        return Function.native(name) { call in
            guard case .type(let key)? = call.arguments.first?.value else {
                throw call.error("EnvironmentValues is read here with a key type: self[MyKey.self]")
            }
            return try call.evaluator.member("defaultValue", of: .type(key), node: Syntax(TokenSyntax.identifier("defaultValue")))
        }
    }
}

extension SwiftUILibrary {
    /// `@Environment(\.chartGridConfig)` for a key SwiftUI does not have: the scene's own
    /// (`extension EnvironmentValues { var chartGridConfig: ... }`, read through its key's
    /// `defaultValue`), or a stand-in with a warning for a key its app declares elsewhere.
    func customEnvironmentValue(_ path: [String], at position: SourcePosition?) -> Value? {
        guard let key = path.first else { return nil }
        if evaluator.program.hostExtensions["EnvironmentValues"]?.computedProperties[key] == nil,
           evaluator.program.hostExtensions["EnvironmentValues"]?.storedProperty(named: key) != nil {
            // `@Entry var accent: Color = .blue`: its initial value.
            do {
                guard var value = try entryDefault(key) else { return nil }
                for part in path.dropFirst() { value = try evaluator.member(part, of: value, node: Syntax(TokenSyntax.identifier(part))) }
                return value
            } catch let error as RuntimeError {
                report(error)
                return nil
            } catch {
                return nil
            }
        }
        if evaluator.program.hostExtensions["EnvironmentValues"]?.computedProperties[key] != nil {
            do {
                var value = try evaluator.member(key, of: .native(EnvironmentValuesValue()), node: Syntax(TokenSyntax.identifier(key)))
                for part in path.dropFirst() { value = try evaluator.member(part, of: value, node: Syntax(TokenSyntax.identifier(part))) }
                return value
            } catch let error as RuntimeError {
                report(error)
                return nil
            } catch {
                return nil
            }
        }
        let written = "\\." + path.joined(separator: ".")
        if isStrict {
            report(.error, "the environment key '\(written)' is not declared in the scene", at: position, hint: Self.standInHint)
            return nil
        }
        warning("the environment key '\(written)' is not declared in the scene; a stand-in is used", at: position, hint: Self.standInHint)
        var value = Value.native(StandInValue(name: key, typeName: StandIns.words(key).replacingOccurrences(of: " ", with: "")))
        for part in path.dropFirst() {
            value = (try? evaluator.member(part, of: value, node: Syntax(TokenSyntax.identifier(part)))) ?? value
        }
        return value
    }
}

/// `@Environment(\.presentationMode)` (iOS 13's, still common): not presented; `dismiss()`
/// does nothing in the playground.
struct PresentationModeValue: NativeValue {
    var typeName: String { "PresentationMode" }
    var description: String { "PresentationMode" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "isPresented": return .bool(false)
        case "dismiss": return Function.native(name) { _ in .void }
        default: return nil
        }
    }
}

/// `List($items) { $item in ... }`, `ForEach($items)`: a binding to a collection is a
/// sequence of bindings to its elements (each writes back to its place in the collection).
extension BindingValue: NativeSequence {
    func elements(in context: EvaluationContext) throws -> [Value] {
        let evaluator = context
        let whole = try get()
        let elements = try evaluator.iterate(whole, node: Syntax(TokenSyntax.identifier("$")))
        return elements.indices.map { index in
            .native(BindingValue(get: {
                let current = try evaluator.iterate(try get(), node: Syntax(TokenSyntax.identifier("$")))
                return current.indices.contains(index) ? current[index] : elements[index]
            }, set: { newValue in
                guard case .array(var array) = try get(), array.indices.contains(index) else { return }
                array[index] = newValue
                try set(.array(array))
            }))
        }
    }
}
