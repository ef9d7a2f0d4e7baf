/// `Optional<Xcode>.none` and `Optional<Xcode>.some(x)`, written with the generic type's name
/// (as a pattern too: `case Optional<SelectedXcode>.none:`): nil, and the wrapped value itself
/// (optionals are their wrapped value here).
extension Evaluator {
    func optionalSpecializationMember(_ name: String) -> Value {
        if name == "none" { return .nil }
        return Function.native("some") { call in
            guard let value = call.arguments.first?.value else { throw call.error("'some' takes the wrapped value") }
            return value
        }
    }
}
