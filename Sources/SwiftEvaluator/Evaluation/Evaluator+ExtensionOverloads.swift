import SwiftSyntax

/// A method an app adds to a host type (`extension View { func sheet(unwrapping:case:content:) }`,
/// as SwiftUINavigation and apps' helpers do) overloads the host's method of that name; it does
/// not hide it. A call whose labels fit none of the app's overloads (`.sheet(item:content:)`)
/// is the host's.
extension Evaluator {
    /// The host's member `name` of `receiver` when `function` is a method of an extension of a
    /// host type or protocol whose overloads the call's labels do not fit; nil otherwise.
    func hostOverload(replacing function: Value, named name: String, of receiver: Value, call: FunctionCallExprSyntax) throws -> Value? {
        guard case .function(let declared) = function, case .declared(let overloads, _, let bound) = declared.kind,
              bound?.type?.kind == .hostExtension else { return nil }
        let plan = callPlan(call)
        let fitting = overloads.contains {
            Self.fit(Array($0.signature.parameterClause.parameters), labels: plan.labels, trailing: plan.trailing.count) != nil
        }
        if fitting { return nil }
        return try host.member(name, of: receiver, in: self)
    }
}
