import SwiftSyntax

/// `.brandShadow.opacity(0.3)` where nothing says which type `.brandShadow` is a member of:
/// the scene's extension of a host type or protocol that declares it (`extension ShapeStyle
/// where Self == Color { static var brandShadow: Color }`, `extension Color { static var
/// shadowPrimary }`) answers, so that the rest of the chain applies to its value.
extension Evaluator {
    /// The value of `member` as a static member of the one extension bag that declares it (the
    /// first by name when several do); nil when none does.
    func implicitMemberOfSceneExtension(_ member: ImplicitMember, at position: SourcePosition?) throws -> Value? {
        let declaring = program.hostExtensions.filter { _, bag in
            member.arguments == nil ? bag.staticProperties[member.name] != nil : bag.staticMethods[member.name] != nil
        }
        guard let typeName = declaring.keys.min() else { return nil }
        let resolved = try resolveImplicitMember(member, as: typeName, position: position)
        if case .implicitMember = resolved { return nil }
        return resolved
    }
}
