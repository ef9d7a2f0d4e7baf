import SwiftSyntax

/// `window.level = .mainMenu + 1`: an operator on an implicit member whose type the playground
/// does not know (here `NSWindow.Level`, an SDK type it does not ship). Swift finds the member
/// in the operator's type; the playground stands in for it, as for any name the app does not
/// ship, and applies the operator to the stand-in (a number beside a number).
extension Evaluator {
    /// `op` applied with an unresolved implicit member operand replaced by the host's
    /// stand-in; nil when neither operand is one, or the host does not stand in (`--strict`).
    func operatorOnUnresolvedMember(_ op: String, _ left: Value, _ right: Value, node: some SyntaxProtocol) throws -> Value? {
        if let standIn = try unresolvedMemberStandIn(left, node: node) { return try binary(op, standIn, right, node: node) }
        if let standIn = try unresolvedMemberStandIn(right, node: node) { return try binary(op, left, standIn, node: node) }
        return nil
    }

    private func unresolvedMemberStandIn(_ value: Value, node: some SyntaxProtocol) throws -> Value? {
        guard case .implicitMember(let member) = value, member.arguments == nil else { return nil }
        return try host.standIn(forUnknownName: member.name, nearby: [], at: position(of: node), in: self)
    }
}
