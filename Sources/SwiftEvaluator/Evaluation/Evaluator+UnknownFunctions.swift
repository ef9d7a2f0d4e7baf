import SwiftSyntax

extension Evaluator {
    /// `hasData(data: x)`, `should_blur_images(settings: ...)`: a call of a global function of
    /// its app that nothing here declares. The host's stand-in for the name (a sample from it,
    /// with a warning), and whether that is already the call's value (a sample that cannot be
    /// called stands in for the result, the arguments evaluated); nil for a name in scope.
    func unknownFunction(_ callee: ExprSyntax, of call: FunctionCallExprSyntax, in scope: Scope,
                         at position: SourcePosition?) throws -> (Value, isResult: Bool)? {
        guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              reference.baseName.startsLowercase,
              try lookupIfPresent(reference.baseName.text, in: scope, node: reference) == nil else { return nil }
        let function = try evaluate(callee, in: scope)
        guard !isCallable(function) else { return (function, false) }
        _ = try evaluateArguments(of: call, in: scope, for: nil)
        if let value = try host.standIn(forCallOf: function, named: reference.baseName.text, at: position, in: self) { return (value, true) }
        return (function, false)
    }
}
