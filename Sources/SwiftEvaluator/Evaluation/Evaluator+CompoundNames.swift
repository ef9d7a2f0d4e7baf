import SwiftSyntax

/// A function named with its argument labels and passed as a value: `text.flatMap(URL.init(string:))`,
/// `values.map(Formatter.format(value:))`. Called, it takes its arguments under those labels,
/// as Swift's compound names say; `Type.init` names the type's initializer.
extension Evaluator {
    /// `Type.init` or `Type.init(label:)` not called where it is written: the type (calling a
    /// type makes one), its arguments given the written labels. Nil for anything else.
    func initializerReference(_ member: MemberAccessExprSyntax, in scope: Scope) throws -> Value? {
        guard member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base,
              !(member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(member).id) else { return nil }
        let type = try evaluate(base, in: scope)
        guard case .type = type else { return nil }
        return member.declName.argumentNames.map { relabelled(type, $0) } ?? type
    }

    /// `function`, taking its unlabelled arguments under `names`' labels, in order.
    func relabelled(_ function: Value, _ names: DeclNameArgumentsSyntax) -> Value {
        guard isCallable(function) else { return function }
        let labels: [String?] = names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
        return Function.native("relabelled") { [unowned self] call in
            var arguments = call.arguments
            for index in arguments.indices where index < labels.count && arguments[index].label == nil {
                arguments[index].label = labels[index]
            }
            return try self.call(function, arguments: arguments, at: call.position)
        }
    }
}
