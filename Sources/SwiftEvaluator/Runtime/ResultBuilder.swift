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
    /// A statement that failed with `error` (not a budget's or a cancellation's): the value
    /// that stands in its place, the failure reported, so that the statements around it
    /// still build (a view's error placeholder); nil to fail the whole block. `name` is what
    /// the statement makes (`Card` for `Card(item).padding()`).
    func buildFailure(_ error: RuntimeError, name: String, at position: SourcePosition?, in evaluator: Evaluator) -> Value?
}

extension ResultBuilder {
    /// None by default: a failing statement fails its block.
    public func buildFailure(_ error: RuntimeError, name: String, at position: SourcePosition?, in evaluator: Evaluator) -> Value? { nil }
}
