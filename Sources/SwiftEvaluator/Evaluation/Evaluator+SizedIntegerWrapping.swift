import SwiftSyntax

/// Sized integers (`UInt8`, `UInt32`, `Int16`...) are held as `Int`, so `byte << 4` kept the
/// bits Swift drops: `let hi = bytes[i] << 4` on a `[UInt8]` is at most 255 in Swift. The
/// shifts and wrapping operators that can pass a type's width (`<<`, `&<<`, `&+`, `&-`, `&*`)
/// keep its low bits when the left operand's type is written where the evaluator can read it:
/// a variable, parameter or stored property declared of a sized type, an element of one
/// declared as an array of it or as `Data`, a conversion `UInt8(x)`, or an operation on these.
extension Evaluator {
    static let wrappingOperators: Set<String> = ["<<", "&<<", "&+", "&-", "&*"]

    /// `result` of `left op ...` cut to the width of `left`'s sized integer type; unchanged
    /// for other operators, other values and operands whose type is not read.
    func wrappedToSize(_ result: Value, op: String, left: ExprSyntax, in scope: Scope) -> Value {
        guard Self.wrappingOperators.contains(op), case .int(let number) = result,
              let type = sizedIntegerType(of: left, in: scope),
              let bounds = StandardLibrary.sizedIntegerBounds[type], bounds.bits < 64 else { return result }
        let low = number & ((1 << bounds.bits) - 1)
        return .int(bounds.min < 0 && low > bounds.max ? low - (1 << bounds.bits) : low)
    }

    /// The sized integer type of `expression` as its declarations say, or nil.
    func sizedIntegerType(of expression: ExprSyntax, in scope: Scope, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return sizedIntegerType(of: only.expression, in: scope, depth: depth + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return declaredType(of: reference, in: scope, depth: depth + 1).flatMap { Self.sizedIntegerName(TypeNames.name(of: $0)) }
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
           let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self), subscriptCall.arguments.count == 1,
           let declared = declaredType(of: reference, in: scope, depth: depth + 1) {
            return Self.elementIntegerName(of: declared)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return Self.sizedIntegerName(callee.baseName.text)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           !["==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "..<", "..."].contains(op) {
            return sizedIntegerType(of: infix.leftOperand, in: scope, depth: depth + 1)
                ?? (op == "<<" || op == ">>" ? nil : sizedIntegerType(of: infix.rightOperand, in: scope, depth: depth + 1))
        }
        return nil
    }

    /// `UInt8` for `[UInt8]`, `Array<UInt8>` and `Data`.
    static func elementIntegerName(of type: TypeSyntax) -> String? {
        if let element = TypeNames.elementType(of: type) { return sizedIntegerName(TypeNames.name(of: element)) }
        let name = TypeNames.name(of: type)
        if name == "Data" { return "UInt8" }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Array",
           let argument = identifier.genericArgumentClause?.arguments.first, case .type(let element) = argument.argument {
            return sizedIntegerName(TypeNames.name(of: element))
        }
        return nil
    }

    /// The type written for `reference`'s declaration: a parameter or a local variable of an
    /// enclosing function or closure (for a variable declared without one, the type of its
    /// initial value; for a loop's variable, the element type of its sequence), else a stored
    /// property of the receiver.
    func declaredType(of reference: DeclReferenceExprSyntax, in scope: Scope, depth: Int) -> TypeSyntax? {
        let name = reference.baseName.text
        var node = Syntax(reference)
        while let parent = node.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= node.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                        if let type = binding.typeAnnotation?.type { return type }
                        if let initial = binding.initializer?.value, depth < 16,
                           let sized = sizedIntegerType(of: initial, in: scope, depth: depth + 1) {
                            return TypeSyntax(IdentifierTypeSyntax(name: .identifier(sized)))
                        }
                        return nil
                    }
                }
            }
            if let loop = parent.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
               let sequence = loop.sequence.as(DeclReferenceExprSyntax.self), node.id != Syntax(loop.sequence).id {
                guard depth < 16, let declared = declaredType(of: sequence, in: scope, depth: depth + 1),
                      let element = Self.elementIntegerName(of: declared) else { return nil }
                return TypeSyntax(IdentifierTypeSyntax(name: .identifier(element)))
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return Self.parameterType(name, function.signature.parameterClause)
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                return Self.parameterType(name, initializer.signature.parameterClause)
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { break }
            node = parent
        }
        switch scope.currentReceiver?.value {
        case .instance(let instance)?: return instance.type.storedProperty(named: name)?.type
        case .object(let object)?: return object.type.storedProperty(named: name)?.type
        default: return nil
        }
    }

    static func parameterType(_ name: String, _ clause: FunctionParameterClauseSyntax) -> TypeSyntax? {
        for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return parameter.type
        }
        return nil
    }

    static func sizedIntegerName(_ name: String) -> String? {
        StandardLibrary.sizedIntegerBounds[name] == nil ? nil : name
    }
}
