/// A result builder (`@ViewBuilder`): how the statements of a builder body combine into one
/// value. The evaluator runs the body and hands each piece to these functions, as Swift's
/// result-builder transform does.
public protocol ResultBuilder {
    /// The builder's attribute name: `ViewBuilder`.
    var name: String { get }
    func buildExpression(_ value: Value, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value
    func buildBlock(_ components: [Value], in evaluator: Evaluator) throws -> Value
    /// `if` without `else`: the branch's value, or nil when it was not taken.
    func buildOptional(_ component: Value?, in evaluator: Evaluator) throws -> Value
    /// `if`/`else` and `switch`: the taken branch's value and its index among the branches.
    func buildEither(_ component: Value, branch: Int, of count: Int, in evaluator: Evaluator) throws -> Value
    /// `for ... in`: one value per iteration.
    func buildArray(_ components: [Value], in evaluator: Evaluator) throws -> Value
}
