import SwiftEvaluator
import SwiftSyntax

/// `Provider.Entry` in Xcode's widget template (`struct EntryView: View { var entry:
/// Provider.Entry }`): an associated type of an SDK protocol (`TimelineProvider`) that the
/// app's type never names; Swift infers it from what the type's methods return
/// (`func placeholder(in:) -> SimpleEntry`).
extension SampleArguments {
    /// The scene type the associated type `Base.Member` stands for, when `Base` is the scene's,
    /// declares no `Member`, and its methods return exactly one scene type named `Member` or
    /// ending in it (`SimpleEntry` for `Entry`).
    func inferredAssociatedType(_ typeName: String) -> TypeDefinition? {
        guard let dot = typeName.lastIndex(of: ".") else { return nil }
        let member = String(typeName[typeName.index(after: dot)...])
        guard !member.isEmpty, let base = declaredType(String(typeName[..<dot])),
              base.nestedTypes[member] == nil, base.typeAliases[member] == nil else { return nil }
        var found: [String: TypeDefinition] = [:]
        for function in (base.methods.values.flatMap { $0 } + base.staticMethods.values.flatMap { $0 }) {
            guard let returned = function.signature.returnClause?.type else { continue }
            let name = TypeNames.name(of: returned)
            guard name == member || name.hasSuffix(member), let type = declaredType(name) else { continue }
            found[type.qualifiedName] = type
        }
        return found.count == 1 ? found.values.first : nil
    }
}
