import SwiftSyntax

/// Raised by `a?.b` when `a` is nil; caught at the end of the optional chain, which is then nil.
struct OptionalChainEnded: Error {}

extension Evaluator {
    /// Evaluates an expression. `expecting` is the type the place it is used in wants (a
    /// parameter's type, a declared variable's type): implicit members (`.red`) resolve from it.
    public func evaluate(_ expression: ExprSyntax, in scope: Scope, expecting: String? = nil) throws -> Value {
        guard stackGuard.hasRoom() else {
            throw error("the scene's code nests too deeply for the interpreter's stack (a very long expression or a deep recursion)", expression, kind: .budget)
        }
        if isOptionalChainRoot(expression) {
            do {
                return try evaluateNode(expression, in: scope, expecting: expecting)
            } catch is OptionalChainEnded {
                return .nil
            }
        }
        return try evaluateNode(expression, in: scope, expecting: expecting)
    }

    /// True when `expression` is the outermost link of a postfix chain that contains `?`.
    func isOptionalChainRoot(_ expression: ExprSyntax) -> Bool {
        guard Self.isChainLink(expression) else { return false }
        // The answer depends on the syntax alone; walking the parent and the chain is 1,500
        // instructions, at every call a `ForEach` body makes.
        let id = expression.id
        if let known = lowered.chainRoots[id] { return known }
        let isRoot = findIsOptionalChainRoot(expression)
        lowered.chainRoots[id] = isRoot
        return isRoot
    }

    private func findIsOptionalChainRoot(_ expression: ExprSyntax) -> Bool {
        if let parent = expression.parent, let parentExpression = parent.as(ExprSyntax.self), Self.isChainLink(parentExpression) {
            // The parent continues the chain when `expression` is its base or callee.
            if let member = parentExpression.as(MemberAccessExprSyntax.self), member.base?.id == expression.id { return false }
            if let call = parentExpression.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id { return false }
            if let subscriptCall = parentExpression.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == expression.id { return false }
            if let unwrap = parentExpression.as(ForceUnwrapExprSyntax.self), unwrap.expression.id == expression.id { return false }
            if let chain = parentExpression.as(OptionalChainingExprSyntax.self), chain.expression.id == expression.id { return false }
        }
        return containsOptionalChaining(expression)
    }

    static func isChainLink(_ expression: ExprSyntax) -> Bool {
        // By the node's kind: five `is` checks made a typed node each (600 instructions at
        // every expression evaluated).
        switch expression.kind {
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr: return true
        default: return false
        }
    }

    func containsOptionalChaining(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let link = current {
            if link.is(OptionalChainingExprSyntax.self) { return true }
            if let member = link.as(MemberAccessExprSyntax.self) { current = member.base }
            else if let call = link.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let subscriptCall = link.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression }
            else if let unwrap = link.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else { current = nil }
        }
        return false
    }

    func evaluateNode(_ expression: ExprSyntax, in scope: Scope, expecting: String?) throws -> Value {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            guard let value = Self.integer(literal.literal.text) else {
                throw error("the integer literal '\(literal.literal.text)' does not fit in an Int", literal)
            }
            if let expecting, TypeNames.floatingPoint.contains(expecting) { return .double(Double(value)) }
            return .int(value)
        case .floatLiteralExpr(let literal):
            let text = literal.literal.text.filter { $0 != "_" }
            guard let value = Double(text) else { throw error("the number '\(literal.literal.text)' cannot be read", literal) }
            return .double(value)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .nil
        case .stringLiteralExpr(let literal):
            return try evaluateString(literal, in: scope)
        case .simpleStringLiteralExpr(let literal):
            return .string(literal.segments.map(\.content.text).joined())
        case .declReferenceExpr(let reference):
            return Self.referenced(try evaluateReference(reference, in: scope), by: reference)
        case .memberAccessExpr(let member):
            if let initializer = try initializerReference(member, in: scope) { return initializer }
            let value = Self.referenced(try evaluateMemberAccess(member, in: scope, expecting: expecting), by: member)
            // `Formatter.format(value:)` passed as a value: a declared function is already
            // `referenced`; a host's takes the written labels.
            if let names = member.declName.argumentNames, case .function(let function) = value, !function.takesArgumentsInOrder {
                return relabelled(value, names)
            }
            return value
        case .functionCallExpr(let call):
            return try evaluateCall(call, in: scope, expecting: expecting)
        case .subscriptCallExpr(let subscriptCall):
            return try evaluateSubscript(subscriptCall, in: scope, expecting: expecting)
        case .infixOperatorExpr(let infix):
            return try evaluateInfix(infix, in: scope, expecting: expecting)
        case .prefixOperatorExpr(let prefix):
            return try evaluatePrefix(prefix, in: scope, expecting: expecting)
        case .postfixOperatorExpr(let postfix):
            let operand = try evaluate(postfix.expression, in: scope)
            switch postfix.operator.text {
            case "...": return .range(RangeValue(lower: operand, upper: nil, isClosed: true))
            case "!": return try forceUnwrap(operand, postfix)
            default: throw error("the operator '\(postfix.operator.text)' is not supported", postfix, kind: .unsupported)
            }
        case .ternaryExpr(let ternary):
            return try truth(ternary.condition, in: scope)
                ? try evaluate(ternary.thenExpression, in: scope, expecting: expecting)
                : try evaluate(ternary.elseExpression, in: scope, expecting: expecting)
        case .closureExpr(let closure):
            return .function(Function(.closure(closure, scope), name: "closure"))
        case .arrayExpr(let array):
            try budget.checkSize(array.elements.count, at: position(of: array))
            let elementType = expecting.flatMap(Self.elementTypeName)
            let elements = try array.elements.map { try evaluate($0.expression, in: scope, expecting: elementType) }
            // `var seen: Set<String> = []`: an array literal where a set is expected is a set.
            if expecting == "Set" { return .set(StandardLibrary.unique(elements, evaluator: self)) }
            return .array(elements)
        case .dictionaryExpr(let dictionary):
            var result = OrderedDictionary()
            if case .elements(let elements) = dictionary.content {
                for element in elements {
                    let key = try evaluate(element.key, in: scope)
                    guard HashKey(key) != nil else { throw error("\(describe(key)) cannot be a dictionary key", element.key) }
                    result[key] = try evaluate(element.value, in: scope)
                }
            }
            return .dictionary(result)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, in: scope, expecting: expecting)
            }
            if tuple.elements.isEmpty { return .void }
            return .tuple(try tuple.elements.map { TupleElement(label: $0.label?.sourceText, value: try evaluate($0.expression, in: scope)) })
        case .optionalChainingExpr(let chain):
            let value = try evaluate(chain.expression, in: scope)
            if value.isNil { throw OptionalChainEnded() }
            return value
        case .forceUnwrapExpr(let unwrap):
            return try forceUnwrap(try evaluate(unwrap.expression, in: scope), unwrap)
        case .asExpr(let asExpression):
            return try evaluateAs(asExpression, in: scope)
        case .isExpr(let isExpression):
            let tested = try evaluate(isExpression.expression, in: scope)
            return .bool(try value(tested, isOfType: isExpression.type))
        case .keyPathExpr(let keyPath):
            return .keyPath(keyPath.components.compactMap { component in
                switch component.component {
                case .property(let property): return property.declName.baseName.sourceText
                case .optional: return nil
                default: return nil
                }
            }.map { $0 })
        case .ifExpr(let ifExpression):
            return try evaluateIfExpression(ifExpression, in: scope, expecting: expecting)
        case .switchExpr(let switchExpression):
            return try evaluateSwitchExpression(switchExpression, in: scope, expecting: expecting)
        case .tryExpr(let tryExpression):
            if tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                do {
                    return try evaluate(tryExpression.expression, in: scope, expecting: expecting)
                } catch is ThrownValue {
                    return .nil
                }
            }
            return try evaluate(tryExpression.expression, in: scope, expecting: expecting)
        case .awaitExpr(let awaitExpression):
            return try evaluate(awaitExpression.expression, in: scope, expecting: expecting)
        case .consumeExpr(let consumed):
            // `consume value`, `copy value`: ownership, not value; values here are copies.
            return try evaluate(consumed.expression, in: scope, expecting: expecting)
        case .copyExpr(let copied):
            return try evaluate(copied.expression, in: scope, expecting: expecting)
        case .typeExpr(let typeExpression):
            return try typeValue(typeExpression.type, context: scope.typeContext, node: typeExpression)
        case .genericSpecializationExpr(let specialization):
            return try evaluate(specialization.expression, in: scope, expecting: expecting)
        case .discardAssignmentExpr:
            return .void
        case .inOutExpr(let inOut):
            return try evaluate(inOut.expression, in: scope)
        case .postfixIfConfigExpr(let postfix):
            return try evaluatePostfixIfConfig(postfix, in: scope)
        case .macroExpansionExpr(let macro):
            // `#colorLiteral(red:green:blue:alpha:)` is a `Color`, `#imageLiteral(resourceName:)`
            // an `Image`: Xcode's literals, made as the host makes those types.
            let literals = ["colorLiteral": ("Color", ["red", "green", "blue", "opacity"]), "imageLiteral": ("Image", ["_"])]
            if let (type, labels) = literals[macro.macroName.text] {
                var arguments: [Argument] = []
                for (index, argument) in macro.arguments.enumerated() {
                    let label = index < labels.count ? (labels[index] == "_" ? nil : labels[index]) : argument.label?.sourceText
                    arguments.append(Argument(label: label, value: try evaluate(argument.expression, in: scope)))
                }
                return try construct(try resolveTypeName(type), arguments: arguments, at: position(of: macro))
            }
            if let standIn = try host.standIn(forMacro: macro.macroName.text, at: position(of: macro), in: self) { return standIn }
            throw error("the macro '#\(macro.macroName.text)' is not supported here", macro, kind: .unsupported)
        case .sequenceExpr(let sequence):
            throw error("'\(Self.quote(sequence))' uses an operator the evaluator does not know", sequence, kind: .unsupported)
        case .patternExpr(let pattern):
            throw error("the pattern '\(pattern.trimmedDescription)' is only allowed in 'case'", pattern)
        case .editorPlaceholderExpr(let placeholder):
            throw error("the scene contains an editor placeholder '\(placeholder.trimmedDescription)'", placeholder)
        case .missingExpr(let missing):
            throw error("an expression is missing here", missing)
        default:
            throw error("'\(Self.quote(expression))' is not supported", expression, kind: .unsupported)
        }
    }

    static func elementTypeName(_ arrayType: String) -> String? {
        guard arrayType.hasPrefix("["), arrayType.hasSuffix("]"), !arrayType.contains(":") else { return nil }
        return String(arrayType.dropFirst().dropLast())
    }

    /// Parses a Swift integer literal: underscores, `0x`, `0o`, `0b`.
    static func integer(_ text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16) }
        if digits.hasPrefix("0o") { return Int(digits.dropFirst(2), radix: 8) }
        if digits.hasPrefix("0b") { return Int(digits.dropFirst(2), radix: 2) }
        return Int(digits)
    }

    func forceUnwrap(_ value: Value, _ node: some SyntaxProtocol) throws -> Value {
        if value.isNil { throw error("unexpectedly found nil while unwrapping an optional value", node) }
        return value
    }

    // MARK: Names

    func evaluateReference(_ reference: DeclReferenceExprSyntax, in scope: Scope) throws -> Value {
        // `` `enum` ``: a name written as a keyword is the name.
        let token = reference.baseName
        let name = token.declaredName
        // A plain name (not `self`, `Self` or `$0`) skips the switch: reading the token's kind
        // builds it, with a `String` of its text.
        let isPlain = !name.hasPrefix("$") && name != "self" && name != "Self"
        switch isPlain ? .identifier(name) : token.tokenKind {
        case .keyword(.self):
            guard let receiver = scope.currentReceiver else { throw error("'self' is used outside of a type", reference) }
            if receiver.isStatic, let type = receiver.type { return .type(TypeReference(name: type.name, definition: type)) }
            return receiver.value
        case .keyword(.Self):
            if let type = scope.typeContext { return selfType(type, in: scope) }
            throw error("'Self' is used outside of a type", reference)
        case .dollarIdentifier:
            return try lookup(name, in: scope, node: reference)
        default:
            break
        }
        if name.hasPrefix("$"), name.count > 1 {
            // `$count`: the projected value of a wrapped property (a binding).
            let property = String(name.dropFirst())
            if let box = findBox(name, in: scope) { return box.value }
            if let receiver = scope.currentReceiver {
                if let projected = try projectedValue(property, of: receiver.value, node: reference) { return projected }
            }
            // `$layout` of a local `@Previewable @State var layout` in a preview: a binding to
            // its value.
            // `$websites` of a property whose wrapper is not modelled (`@Default(.websites)`,
            // `@Bindable`): a binding to its value too.
            // `$text` of a preview provider's `@State static var text`: a binding to the static.
            let staticValue: Value? = try scope.typeContext.flatMap { type in
                try type.staticProperties[property].map { try self.staticValue($0, type: type, node: reference) }
            }
            let plain = try findBox(property, in: scope)?.value
                ?? scope.currentReceiver.flatMap { try instanceMemberIfPresent(property, of: $0.value, node: reference) }
                ?? staticValue
            if let plain, let binding = try host.makePropertyWrapper(
                attribute: "Binding", arguments: [], initialValue: plain, property: property, declaredType: nil, in: self) {
                return .native(binding)
            }
            throw error("cannot find '\(name)' in scope", reference, kind: .unsupported)
        }
        let value = try lookup(name, in: scope, node: reference)
        if case .function(let function) = value, case .closure(let closure, _) = function.kind, function.name == name,
           let box = findBox(name, in: scope), box.declaredType == "__computed" {
            // A local computed variable.
            _ = closure
            return try call(value, arguments: [], at: position(of: reference))
        }
        return value
    }

    /// The box of a local variable, if `name` is one.
    func findBox(_ name: String, in scope: Scope) -> Box? {
        var current: Scope? = scope
        while let s = current {
            if let box = s.names[name] { return box }
            current = s.parent
        }
        return nil
    }

    // MARK: Strings

    func evaluateString(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> Value {
        let plan = stringPlan(literal)
        var result = ""
        for piece in plan.pieces {
            switch piece {
            case .text(let text): result += text
            case .interpolation(_, let arguments):
                let piece = try interpolate(arguments, in: scope)
                try budget.throwIfSpent(at: position(of: literal))
                // Checked before it is joined: `s = "\\(s)\\(s)"` doubles a string each time.
                try budget.checkString(bytes: result.utf8.count + piece.utf8.count, at: position(of: literal))
                result += piece
            }
        }
        if plan.isMultiline {
            result = StringUnescaping.removeIndentation(result, closing: literal.closingQuote)
        }
        return .string(result)
    }

    /// `\(value)`, `\(value, specifier: "%.1f")`, `\(value, format: .number)`: the segment's
    /// written arguments.
    func interpolate(_ arguments: [LabeledExprSyntax], in scope: Scope) throws -> String {
        guard let first = arguments.first else { return "" }
        let value = try evaluate(first.expression, in: scope)
        if arguments.count > 1 {
            let option = arguments[1]
            let optionValue = try evaluate(option.expression, in: scope)
            switch option.label?.sourceText {
            case "specifier":
                guard case .string(let format) = optionValue else { throw error("'specifier:' takes a format string", option) }
                return try Formatting.format(format, [value], node: option, evaluator: self)
            case "format":
                return try Formatting.formatStyle(value, optionValue, evaluator: self, position: position(of: option))
            default:
                break
            }
        }
        return describe(value)
    }

    // MARK: Conditional expressions

    func evaluateIfExpression(_ ifExpression: IfExprSyntax, in scope: Scope, expecting: String?) throws -> Value {
        let branchScope = Scope(parent: scope)
        if try conditionsHold(ifExpression.conditions, in: scope, bindingInto: branchScope) {
            return try valueOfBranch(ifExpression.body.statements, in: branchScope, expecting: expecting)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return try evaluateIfExpression(next, in: scope, expecting: expecting)
        case .codeBlock(let block)?: return try valueOfBranch(block.statements, in: Scope(parent: scope), expecting: expecting)
        case nil: return .void
        }
    }

    func evaluateSwitchExpression(_ switchExpression: SwitchExprSyntax, in scope: Scope, expecting: String?) throws -> Value {
        let subject = try evaluate(switchExpression.subject, in: scope)
        let cases = activeCases(switchExpression.cases)
        guard let (index, caseScope) = try matchingCase(cases, subject: subject, in: scope) else {
            throw error("no case of the switch matches \(describe(subject))", switchExpression.subject)
        }
        return try valueOfBranch(cases[index].statements, in: caseScope, expecting: expecting)
    }

    /// The value of an `if`/`switch` branch used as an expression: its last expression.
    func valueOfBranch(_ statements: CodeBlockItemListSyntax, in scope: Scope, expecting: String?) throws -> Value {
        let items = activeItems(statements)
        for (offset, item) in items.enumerated() {
            if offset == items.count - 1, let expression = Self.expression(of: item) {
                if let ifExpression = expression.as(IfExprSyntax.self) { return try evaluateIfExpression(ifExpression, in: scope, expecting: expecting) }
                if let switchExpression = expression.as(SwitchExprSyntax.self) { return try evaluateSwitchExpression(switchExpression, in: scope, expecting: expecting) }
                return try evaluate(expression, in: scope, expecting: expecting)
            }
            let flow = try run(item, in: scope)
            if case .normal = flow { continue }
            if case .returned(let value) = flow { return value }
            break
        }
        return .void
    }

    // MARK: #if in a modifier chain

    /// `base #if os(iOS) .padding() #endif`: applies the active clause's members to the base.
    func evaluatePostfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, in scope: Scope) throws -> Value {
        var value = try postfix.base.map { try evaluate($0, in: scope) } ?? .void
        guard case .postfixExpression(let chain)? = program.activeElements(of: postfix.config) else { return value }
        value = try applyChain(chain, to: value, in: scope)
        return value
    }

    /// Evaluates a chain whose innermost link has no base (`.padding().frame(width: 10)`), with
    /// `base` as that missing base.
    func applyChain(_ chain: ExprSyntax, to base: Value, in scope: Scope) throws -> Value {
        if let member = chain.as(MemberAccessExprSyntax.self) {
            let receiver = try member.base.map { try applyChain($0, to: base, in: scope) } ?? base
            return try self.member(member.declName.baseName.sourceText, of: receiver, node: member)
        }
        if let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let receiver = try member.base.map { try applyChain($0, to: base, in: scope) } ?? base
            let function = try self.member(member.declName.baseName.sourceText, of: receiver, node: member)
            let arguments = try evaluateArguments(of: call, in: scope, for: function)
            return try self.call(function, arguments: arguments, at: position(of: call))
        }
        if let postfix = chain.as(PostfixIfConfigExprSyntax.self) {
            let inner = try postfix.base.map { try applyChain($0, to: base, in: scope) } ?? base
            guard case .postfixExpression(let rest)? = program.activeElements(of: postfix.config) else { return inner }
            return try applyChain(rest, to: inner, in: scope)
        }
        throw error("'\(Self.quote(chain))' is not supported inside '#if'", chain, kind: .unsupported)
    }
}
