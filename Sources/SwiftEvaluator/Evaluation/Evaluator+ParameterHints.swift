import SwiftSyntax

/// The declared type of each argument's parameter, which the evaluator passes as the expected
/// type when it evaluates the argument (`.red` where a `Color` goes).
extension Evaluator {
    /// The declared type of each written argument's parameter, where known.
    func parameterHints(for callee: Value?, labels: [String?], trailing: Int) -> [String?] {
        guard let callee else { return [] }
        switch callee {
        case .function(let function) where !function.parameterTypes.isEmpty:
            return labels.map { function.parameterTypes[$0 ?? "_"] ?? function.parameterTypes["*"] }
        case .function(let function):
            if case .declared(let overloads, _, _) = function.kind,
               let chosen = selectOverload(overloads.map(\.signature.parameterClause.parameters), labels: labels, trailing: trailing) {
                let parameters = Array(overloads[chosen].signature.parameterClause.parameters)
                return hintsFor(parameters.map { ($0.firstName.text, $0.type, $0.defaultValue != nil) }, labels: labels)
            }
        case .type(let type):
            if let definition = type.definition {
                if !definition.initializers.isEmpty {
                    let lists = definition.initializers.map(\.signature.parameterClause.parameters)
                    if let chosen = selectOverload(lists, labels: labels, trailing: trailing) {
                        let parameters = Array(lists[chosen])
                        // `Mode` in `init(mode: Mode)` is the type's own nested `Mode`.
                        return hintsFor(parameters.map { ($0.firstName.text, $0.type, $0.defaultValue != nil) }, labels: labels)
                            .map { $0.map { qualified($0, in: definition) } }
                    }
                    return []
                }
                let members = memberwiseParameters(of: definition)
                return labels.map { label in
                    guard let label, let property = members.first(where: { $0.name == label }) else { return nil }
                    // `@Binding var isOn: Bool` is passed a `Binding<Bool>` (`.constant(true)`).
                    if let wrapper = property.wrapper, TypeNames.name(of: wrapper.attributeName) == "Binding" { return "Binding" }
                    return property.typeName.map { qualified($0, in: definition) }
                }
            }
        default:
            break
        }
        return labels.enumerated().map { index, label in host.parameterType(of: callee, label: label, index: index) }
    }

    private func hintsFor(_ parameters: [(label: String, type: TypeSyntax, hasDefault: Bool)], labels: [String?]) -> [String?] {
        var result: [String?] = []
        var next = 0
        for label in labels {
            var found: String?
            while next < parameters.count {
                let parameter = parameters[next]
                next += 1
                let parameterLabel = parameter.label == "_" ? nil : parameter.label
                if parameterLabel == label {
                    found = TypeNames.name(of: parameter.type)
                    if TypeNames.isVariadic(parameter.type) { next -= 1 }
                    break
                }
            }
            result.append(found)
        }
        return result
    }
}
