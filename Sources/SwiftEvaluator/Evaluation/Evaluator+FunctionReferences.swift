import SwiftSyntax

/// A declared function used as a value: `ForEach(items, content: row)` with `func row(item:
/// Item) -> some View`, `summaries.map(Self.previewRow)` with `static func previewRow(from:)`.
/// Swift calls a function value without argument labels; the playground's library and the
/// standard library call it with none, so its arguments are given its parameters' labels in
/// order. A direct call (`row(item: x)`) still needs the labels the declaration gives.
extension Evaluator {
    /// `value`, marked as taking its arguments in order when it is a declared function that
    /// `node` names without calling it.
    static func referenced(_ value: Value, by node: some ExprSyntaxProtocol) -> Value {
        guard case .function(let function) = value, case .declared = function.kind, !function.takesArgumentsInOrder else { return value }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return value }
        // `self.row` in `self.row(item:)`'s base position, or `row` in a member access: not a value.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { return value }
        let copy = function.withBuilder(function.builder)
        copy.takesArgumentsInOrder = true
        return .function(copy)
    }

    /// Gives unlabelled `arguments` the labels of the parameters of the overload that takes as
    /// many arguments (the first such), in order.
    static func labelInOrder(_ arguments: inout [Argument], for overloads: [FunctionDeclSyntax]) {
        guard arguments.allSatisfy({ $0.label == nil }),
              let parameters = overloads.first(where: { $0.signature.parameterClause.parameters.count == arguments.count })?
                .signature.parameterClause.parameters else { return }
        for (index, parameter) in parameters.enumerated() {
            arguments[index].label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        }
    }
}
