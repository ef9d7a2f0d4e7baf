import SwiftSyntax

/// `universalAccentColor` where an app declares both `var universalAccentColor: Color` and
/// `func universalAccentColor(from:environment:) -> Color` at the top level: Swift takes the name
/// for the declaration that fits its use, so a name that is not called is the variable and a
/// call (`universalAccentColor(from: theme, environment: scheme)`) is the function.
extension Evaluator {
    /// The top-level variable `name` (the file's own private one first) where the program also
    /// declares a function of that name and `node` is not the called part of a call; nil otherwise.
    func globalVariableBesideFunction(_ name: String, node: some SyntaxProtocol) -> StaticProperty? {
        guard !Self.isCallee(Syntax(node)) else { return nil }
        if let perFile = program.fileGlobals[name], let own = perFile[program.position(of: node).file] { return own }
        return program.globalVariables[name]
    }

    /// True when `node` is what a call calls (`name(...)`, `name { ... }`).
    static func isCallee(_ node: Syntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == node.id
    }
}
