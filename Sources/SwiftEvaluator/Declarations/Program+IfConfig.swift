import SwiftIfConfig
import SwiftSyntax

/// `#if` resolved as Xcode compiles an iOS debug build (`IOSBuildConfiguration`).
extension Program {
    /// The active clause's elements of an `#if`, as Xcode would compile them for an iOS debug
    /// build; nil when no clause is active.
    public func activeElements(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
        ifConfig.activeClause(in: configuration).clause?.elements
    }

    /// The items of a code block with `#if` resolved (active clauses spliced in place).
    public func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = activeElements(of: ifConfig) { result += activeItems(inner) }
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// The members of a member block with `#if` resolved.
    public func activeMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = activeElements(of: ifConfig) { result += activeMembers(inner) }
            } else {
                result.append(member.decl)
            }
        }
        return result
    }
}
