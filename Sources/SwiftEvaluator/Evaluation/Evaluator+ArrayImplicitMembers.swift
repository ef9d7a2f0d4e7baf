extension Evaluator {
    /// `.name` where an array of `element` goes: a static member of `Array` (`.init(repeating:
    /// count:)`), else one an extension of the array type declares (`extension [HourlyWeather]
    /// { static let preview = ... }`), which the host is asked for as a member of `[element]`:
    /// in a file pasted without the rest of its app, a stand-in list.
    func resolveImplicitMember(_ member: ImplicitMember, asArrayOf element: String, position: SourcePosition?) throws -> Value {
        let resolved = try resolveImplicitMember(member, as: "Array", position: position)
        guard case .implicitMember = resolved, member.name != "init" else { return resolved }
        return try resolveImplicitMember(member, as: "[\(element)]", position: position)
    }
}
