import SwiftEvaluator
import SwiftSyntax

/// Values of the app's own types that the app already has, or that its declarations give
/// directly, written as a developer writes them in a preview:
///
/// - a global the app keeps for its previews and tests (`let test_state: AppState = ...`,
///   `let previewUser = User(...)`): named with a word apps give samples (`sample`, `preview`,
///   `mock`, `test`, ...) before the type is made, any other global of the type when it cannot
///   be made;
/// - a static property of the type holding one of its values (`static let shared = Store()`,
///   `static let empty: Self = ...`);
/// - an enum with no case without values: its first case whose values have samples
///   (`.loaded(items: [...])`);
/// - a protocol: a sample of a type of the scene that conforms to it.
extension SampleArguments {
    /// Words in the names apps give the values they keep for previews and tests.
    static let sampleWords = ["sample", "preview", "example", "mock", "demo", "test", "dummy", "fake", "stub", "placeholder"]

    /// Names of static properties that hold the value a type is most often used with.
    static let ownValueNames = ["shared", "standard", "main", "current", "default", "empty", "zero", "none", "initial"]

    /// The name of a global variable holding a value of `type`, or nil; only one named as a
    /// sample when `sampleNamedOnly`.
    func appGlobal(ofType type: TypeDefinition, sampleNamedOnly: Bool) -> String? {
        let names = globalsByType()[ObjectIdentifier(type)] ?? []
        if let named = names.first(where: Self.isSampleName) { return named }
        return sampleNamedOnly ? nil : names.first
    }

    /// `Type.name` for a static property of `type` holding a value of it.
    func ownStaticValue(of type: TypeDefinition) -> String? {
        let names = type.staticProperties.keys.sorted().filter { name in
            guard let property = type.staticProperties[name], let written = valueTypeName(of: property, owner: type) else { return false }
            return written == "Self" || declaredType(written, in: type) === type
        }
        guard !names.isEmpty else { return nil }
        let chosen = names.first(where: Self.isSampleName)
            ?? Self.ownValueNames.first(where: names.contains)
            ?? names[0]
        return type.qualifiedName + "." + chosen
    }

    /// `Enum.case(label: sample, ...)`: the first case whose values all have samples.
    func payloadCase(of type: TypeDefinition, depth: Int) -> String? {
        for enumCase in type.cases {
            var arguments: [String] = []
            var complete = true
            for (index, parameter) in enumCase.parameters.enumerated() where parameter.defaultValue == nil {
                guard let value = sample(for: parameter.type, named: parameter.label ?? "value\(index)", depth: depth + 1, in: type) else {
                    complete = false
                    break
                }
                arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
            }
            guard complete else { continue }
            let name = type.qualifiedName + "." + enumCase.name
            return arguments.isEmpty ? name : name + "(" + arguments.joined(separator: ", ") + ")"
        }
        return nil
    }

    /// A sample of the first type of the scene that conforms to the protocol `type`.
    func conformingSample(of type: TypeDefinition, depth: Int) -> String? {
        let candidates = (program.typeOrder + program.nestedTypesByName.values.sorted { ($0.position?.offset ?? 0) < ($1.position?.offset ?? 0) })
            .filter { $0.kind != .protocol && $0.conforms(to: type.name) }
        for candidate in candidates.prefix(4) {
            if let value = expression(forType: candidate, depth: depth) { return value }
        }
        return nil
    }

    static func isSampleName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return sampleWords.contains { lower.contains($0) }
    }

    /// The app's global variables by the type of the value they hold, each list sorted by
    /// name; made once per `SampleArguments`.
    private func globalsByType() -> [ObjectIdentifier: [String]] {
        if let made = trail.globalsByType { return made }
        var found: [ObjectIdentifier: [String]] = [:]
        for name in program.globalVariables.keys.sorted() {
            guard let property = program.globalVariables[name], let written = valueTypeName(of: property, owner: nil),
                  let type = declaredType(written) else { continue }
            found[ObjectIdentifier(type), default: []].append(name)
        }
        trail.globalsByType = found
        return found
    }

    /// The type a global or static property holds, as written: its annotation (not an
    /// optional one), else the type its initializer makes (`User(...)`, `User(...)!`,
    /// `User.init(...)`, `.init(...)` and `Self(...)` of `owner`); nil when neither says.
    func valueTypeName(of property: StaticProperty, owner: TypeDefinition?) -> String? {
        if let type = property.type {
            guard !TypeNames.isOptional(type) else { return nil }
            let name = TypeNames.name(of: type)
            return name == "Self" ? owner?.name : name
        }
        guard var expression = property.initializer else { return nil }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return owner?.name }
            called = base
        }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Self" { return owner?.name }
            return name.first?.isUppercase == true ? name : nil
        }
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           member.declName.baseName.text.first?.isUppercase == true {
            return base.baseName.text + "." + member.declName.baseName.text
        }
        return nil
    }
}
