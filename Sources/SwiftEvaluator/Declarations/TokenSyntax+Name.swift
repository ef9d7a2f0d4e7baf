import SwiftSyntax

extension TokenSyntax {
    /// The name a token declares or reads: `enum` for `` `enum` ``, a name written as a keyword.
    var declaredName: String { identifier?.name ?? text }
}
