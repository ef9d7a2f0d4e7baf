import SwiftSyntax

extension Evaluator {
    /// `let (text, label) = store.formattedDate()` where the host gave the value (an SDK's or a
    /// package's stand-in, which is no tuple): each name is the value's member of that
    /// position (`.0`, `.1`), which a stand-in answers with a sample, else a stand-in named as
    /// the name is (a stand-in call's sample, such as a date, has no elements). False for the scene's
    /// own values and for patterns other than a tuple of names.
    func destructureHostValue(_ value: Value, into pattern: PatternSyntax, in scope: Scope, isConstant: Bool) throws -> Bool {
        guard case .native = value, let tuple = pattern.as(TuplePatternSyntax.self) else { return false }
        var members: [(String, Value)] = []
        for (index, element) in tuple.elements.enumerated() {
            if element.pattern.is(WildcardPatternSyntax.self) { continue }
            guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName
                    ?? element.pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName,
                  let member = try instanceMemberIfPresent(element.label?.sourceText ?? String(index), of: value, node: element)
                    ?? host.standIn(forUnknownName: name, nearby: [], at: position(of: element), in: self)
            else { return false }
            members.append((name, member))
        }
        for (name, member) in members { scope.define(name, Box(member, isConstant: isConstant, declaredType: nil)) }
        return true
    }

    /// The parts of the one value a closure of `names.count` parameters is called with: a tuple's
    /// elements when they are as many, else `hostTupleElements`.
    func tupleParts(_ value: Value, names: [String], node: some SyntaxProtocol) throws -> [Value]? {
        if case .tuple(let elements) = value { return elements.count == names.count ? elements.map(\.value) : nil }
        return try hostTupleElements(value, names: names, node: node)
    }

    /// `{ month, transactions in ... }` called with one value the host gave (a stand-in element
    /// of a stand-in sequence, which is no tuple; Swift passes such a closure a tuple): each
    /// parameter is the value's member of its position (`.0`, `.1`), else a stand-in named as
    /// the parameter is (a stand-in list where a sequence goes), as `destructureHostValue`
    /// does for `let (a, b) = value`. Nil for the scene's own values.
    func hostTupleElements(_ value: Value, names: [String], node: some SyntaxProtocol) throws -> [Value]? {
        guard case .native = value else { return nil }
        var parts: [Value] = []
        for (index, name) in names.enumerated() {
            guard let part = try instanceMemberIfPresent(String(index), of: value, node: node)
                    ?? host.standIn(forUnknownName: name.hasPrefix("$") ? "element" : name, nearby: [], at: position(of: node), in: self)
            else { return nil }
            parts.append(part)
        }
        return parts
    }
}
