import SwiftSyntax

extension Evaluator {
    // MARK: Call expressions

    func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope, expecting: String?) throws -> Value {
        let position = position(of: call)
        // `SwiftUI.TabView(...)` beside the app's own `TabView`: the module's type.
        if let hostType = moduleQualifiedHostType(call.calledExpression) {
            return try construct(hostType, arguments: try evaluateArguments(of: call, in: scope, for: hostType), at: position)
        }
        let callee = unqualified(call.calledExpression)
        // `.fixed(100)`: an implicit member call.
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.sourceText
            if let expecting, !Self.isLabelledNumberInit(name, expecting, call) {
                let typeValue = try resolveTypeName(expecting, seenFrom: position)
                if var function = try staticMemberOfTypeValue(name, typeValue, position: position) {
                    if !isCallable(function), let method = declaredMethod(name, of: typeValue) { function = method }
                    let arguments = try evaluateArguments(of: call, in: scope, for: function)
                    return try self.call(function, arguments: arguments, at: position, expecting: expecting)
                }
            }
            let arguments = try evaluateArguments(of: call, in: scope, for: nil)
            if name == "init", let expecting, !Self.isLabelledNumberInit(name, expecting, call) { return try construct(try resolveTypeName(expecting, seenFrom: position), arguments: arguments, at: position) }
            return .implicitMember(ImplicitMember(name: name, arguments: arguments))
        }
        // `base.method(...)`: a method call; a mutating method writes its receiver back. The
        // call is located at the method's name (`frame` in `Color.red.frame(width: 10)`).
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            // Made once: each reading of the token builds a `String`.
            let name = member.declName.baseName.sourceText
            if let appended = try appendInPlace(call, base: base, name: name, in: scope) { return appended }
            let position = self.position(of: member.declName)
            if name == "init", base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
               let receiver = scope.currentReceiver, !receiver.isStatic, let type = receiver.type {
                return try delegateInitializer(of: type, receiver: receiver, arguments: try evaluateArguments(of: call, in: scope, for: nil), at: position)
            }
            if base.is(SuperExprSyntax.self) {
                if name == "init" { return try callSuperInitializer(call, member: member, in: scope) }
                let function = try superMember(name, node: member, in: scope)
                return try self.call(function, arguments: try evaluateArguments(of: call, in: scope, for: function), at: position, expecting: expecting)
            }
            if let optional = try optionalTypeMember(name, base: base, in: scope) {
                return try self.call(optional, arguments: try evaluateArguments(of: call, in: scope, for: nil), at: position, expecting: expecting)
            }
            if let indexed = try substringIndexMember(name, base: base, node: member, in: scope) {
                return try self.call(indexed, arguments: try evaluateArguments(of: call, in: scope, for: indexed), at: position, expecting: expecting)
            }
            let receiver = try evaluate(base, in: scope)
            if name == "init" { return try construct(receiver, arguments: try evaluateArguments(of: call, in: scope, for: receiver), at: position) }
            if name == "first" || name == "last", call.arguments.first?.label?.sourceText == "where"
                || call.arguments.isEmpty && call.trailingClosure != nil && receiver.isStandardCollection {
                // `items.first(where:)`, `items.first { ... }`: the method, not the property
                // `first` called.
                let arguments = try evaluateArguments(of: call, in: scope, for: nil)
                let elements = try iterate(receiver, node: Syntax(member))
                for element in name == "first" ? elements : elements.reversed() {
                    try budget.charge(at: position)
                    let found = try self.call(arguments[0].value, arguments: [Argument(label: nil, value: element)], at: position)
                    if case .bool(true) = found { return element }
                }
                return .nil
            }
            var (function, isHosts) = try memberToCall(name, of: receiver, node: member)
            if let hosts = try hostOverload(replacing: function, named: name, of: receiver, call: call) { (function, isHosts) = (hosts, true) }
            let arguments = try evaluateArguments(of: call, in: scope, for: function)
            if isHosts, !isCallable(function), let value = try host.standIn(forCallOf: function, named: name, at: position, in: self) {
                return value
            }
            var effects = CallEffects()
            let result = try self.call(function, arguments: arguments, at: position, expecting: expecting, effects: &effects)
            try writeBackInoutArguments(call, effects: effects, in: scope)
            if let mutated = effects.mutatedReceiver, Self.isAssignable(base) {
                try assign(mutated, to: base, in: scope)
            }
            return result
        }
        var function: Value
        if let reference = callee.as(DeclReferenceExprSyntax.self), let receiver = scope.currentReceiver, let type = receiver.type,
           let overloads = (receiver.isStatic ? type.staticMethods : type.methods)[reference.baseName.text],
           Self.declaresProperty(reference.baseName.text, in: type, isStatic: receiver.isStatic),
           !scope.definesLocally(reference.baseName.text, below: globalScope) {
            // `networkName(for: network)` inside `static var networkName { networkName(for: network) }`:
            // the call means the method; reading the property first would recurse.
            function = .function(Function(.declared(overloads, globalScope, receiver: Receiver(value: receiver.value, type: type, isStatic: receiver.isStatic)), name: reference.baseName.text))
        } else if let (standIn, isResult) = try unknownFunction(callee, of: call, in: scope, at: position) {
            if isResult { return standIn }
            function = standIn
        } else {
            function = try evaluate(callee, in: scope)
        }
        // `spacing(subviews:)` in a type that also has a property `spacing`: the call means
        // the method.
        if case .function = function {} else if let reference = callee.as(DeclReferenceExprSyntax.self),
           let receiver = scope.currentReceiver, let type = receiver.type,
           let overloads = (receiver.isStatic ? type.staticMethods : type.methods)[reference.baseName.sourceText] {
            function = .function(Function(.declared(overloads, globalScope, receiver: Receiver(value: receiver.value, type: type, isStatic: receiver.isStatic)), name: reference.baseName.sourceText))
        }
        let arguments = try evaluateArguments(of: call, in: scope, for: function)
        var effects = CallEffects()
        let result = try self.call(function, arguments: arguments, at: position, expecting: expecting, effects: &effects)
        try writeBackInoutArguments(call, effects: effects, in: scope)
        if let mutated = effects.mutatedReceiver, let receiver = scope.currentReceiver, callee.is(DeclReferenceExprSyntax.self) {
            // An implicit-self mutating method (`increment()` inside a mutating method).
            receiver.value = mutated
        }
        return result
    }

    /// `f(&x)`: the final value of each argument passed `inout` is written back to it. The
    /// written arguments come first in the call, in order, so their indexes are the call's.
    func writeBackInoutArguments(_ call: FunctionCallExprSyntax, effects: CallEffects, in scope: Scope) throws {
        guard !effects.inoutArguments.isEmpty else { return }
        for (index, argument) in call.arguments.enumerated() {
            if let inOut = argument.expression.as(InOutExprSyntax.self), let value = effects.inoutArguments[index] {
                try assign(value, to: inOut.expression, in: scope)
            }
        }
    }

    /// True for expressions a value can be written back to: names, members, subscripts.
    static func isAssignable(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.map(isAssignable) ?? false }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return isAssignable(subscriptCall.calledExpression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return isAssignable(unwrap.expression) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return isAssignable(chain.expression) }
        return false
    }

    func resolveTypeName(_ name: String, seenFrom position: SourcePosition? = nil) throws -> Value {
        if let definition = program.type(named: name, seenFrom: position?.file) { return .type(TypeReference(name: definition.name, definition: definition)) }
        return .type(TypeReference(name: name))
    }

    /// Evaluates a call's arguments and trailing closures in order, each with the type its
    /// parameter has (when the callee says) so that implicit members resolve.
    func evaluateArguments(of call: FunctionCallExprSyntax, in scope: Scope, for callee: Value?) throws -> [Argument] {
        let plan = callPlan(call)
        let hints = parameterHints(for: callee, labels: plan.labels, trailing: plan.trailing.count)
        var arguments: [Argument] = []
        arguments.reserveCapacity(plan.arguments.count + plan.trailing.count)
        for (index, argument) in plan.arguments.enumerated() {
            let hint = index < hints.count ? hints[index] : nil
            var value = try evaluate(argument.expression, in: scope, expecting: hint)
            if let hint { value = try coerce(value, to: hint, node: argument.expression) }
            arguments.append(Argument(
                label: argument.label, value: value, position: argument.position, isInout: argument.expression.is(InOutExprSyntax.self)))
        }
        for trailing in plan.trailing {
            arguments.append(Argument(
                label: trailing.label, value: try evaluate(ExprSyntax(trailing.closure), in: scope),
                position: trailing.position, isTrailingClosure: true))
        }
        return arguments
    }

    // MARK: Calling values

    /// Calls a function, closure or type with evaluated arguments.
    public func call(_ callee: Value, arguments: [Argument], at position: SourcePosition?, expecting: String? = nil) throws -> Value {
        var effects = CallEffects()
        return try call(callee, arguments: arguments, at: position, expecting: expecting, effects: &effects)
    }

    /// Calls as `call` does, and returns with the result what the call changed: the final
    /// values of the arguments bound to `inout` parameters (a host's `reduce(value:nextValue:)`,
    /// a `Layout`'s `cache`, a closure's `inout` argument), by argument index.
    public func callWithEffects(_ callee: Value, arguments: [Argument], at position: SourcePosition?) throws -> (value: Value, effects: CallEffects) {
        var effects = CallEffects()
        let value = try call(callee, arguments: arguments, at: position, expecting: nil, effects: &effects)
        return (value, effects)
    }

    func call(
        _ callee: Value, arguments: [Argument], at position: SourcePosition?, expecting: String?, effects: inout CallEffects
    ) throws -> Value {
        switch callee {
        case .function(let function):
            return try call(function, arguments: arguments, at: position, expecting: expecting, effects: &effects)
        case .type:
            return try construct(callee, arguments: arguments, at: position)
        case .keyPath(let path):
            // `\.isDone` passed where a function goes: applied to its argument.
            guard var current = arguments.first?.value else { throw RuntimeError("a key path needs a value to read", at: position) }
            for component in path where component != "self" { current = try member(component, of: current, node: Syntax.placeholder) }
            return current
        case .implicitMember(let member) where member.arguments == nil:
            if let expecting {
                let resolved = try resolveImplicitMember(member, as: expecting, position: position)
                if case .implicitMember = resolved {} else { return try call(resolved, arguments: arguments, at: position, expecting: expecting) }
            }
            return .implicitMember(ImplicitMember(name: member.name, arguments: arguments))
        case .native(let native):
            if let callable = try native.member("callAsFunction", in: self) {
                return try call(callable, arguments: arguments, at: position)
            }
            throw RuntimeError("\(describe(callee)) cannot be called", at: position)
        case .instance, .object:
            // `(FlowLayout(alignment: .center)) { ... }`: a value with `callAsFunction`, its own
            // or its protocol's (a `Layout` called with its content).
            if let callable = try existingMember("callAsFunction", of: callee) {
                return try call(callable, arguments: arguments, at: position)
            }
            throw RuntimeError("\(describe(callee)) cannot be called", at: position)
        case .array(let elements) where elements.count == 1:
            // `[Row]()`, `[(SKProduct, String)]()`: an empty array of a type;
            // `[Bool](repeating: false, count: 3)`, `[Int](1...3)`: Array's initializers.
            guard elements[0].isTypeExpression else { throw RuntimeError("\(describe(callee)) cannot be called", at: position) }
            if arguments.isEmpty { return .array([]) }
            return try construct(.type(TypeReference(name: "Array")), arguments: arguments, at: position)
        case .dictionary(let dictionary) where dictionary.count == 1:
            // `[String: Int]()`: an empty dictionary of those types; `[K: V](uniqueKeysWithValues:)`.
            guard callee.isTypeExpression else { throw RuntimeError("\(describe(callee)) cannot be called", at: position) }
            if arguments.isEmpty { return .dictionary(OrderedDictionary()) }
            return try construct(.type(TypeReference(name: "Dictionary")), arguments: arguments, at: position)
        default:
            throw RuntimeError("\(describe(callee)) cannot be called", at: position)
        }
    }

    func call(
        _ function: Function, arguments: [Argument], at position: SourcePosition?, expecting: String?, effects: inout CallEffects
    ) throws -> Value {
        try budget.charge(at: position)
        budget.callDepth += 1
        callStack.append(function.name)
        defer {
            budget.callDepth -= 1
            callStack.removeLast()
        }
        if budget.callDepth > budget.maximumCallDepth {
            throw RuntimeError(
                "calls are nested more than \(budget.maximumCallDepth) deep in '\(function.name)'; is there endless recursion?",
                at: position, kind: .budget)
        }
        switch function.kind {
        case .native(let native):
            var nativeCall = NativeCall(evaluator: self, arguments: arguments, position: position, expectedType: expecting)
            nativeCall.calleeName = function.name
            let result = try native.body(&nativeCall)
            effects.mutatedReceiver = nativeCall.mutatedReceiver
            try budget.account(result, at: position)
            return result
        case .closure(let closure, let captured):
            return try callClosure(closure, captured: captured, arguments: arguments, builder: function.builder, at: position, effects: &effects)
        case .declared(let overloads, let declaringScope, let receiver):
            var arguments = arguments
            if let first = function.name.first, !first.isLetter, first != "_", let parameters = overloads.first?.signature.parameterClause.parameters {
                // Operators take their operands without labels, whatever their parameters say.
                for (index, parameter) in parameters.enumerated() where index < arguments.count {
                    arguments[index].label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                }
            }
            if function.takesArgumentsInOrder { Self.labelInOrder(&arguments, for: overloads) }
            let labels = arguments.map(\.label)
            let trailing = arguments.filter(\.isTrailingClosure).count
            let lists = overloads.map(\.signature.parameterClause.parameters)
            let written = Array(labels.prefix(labels.count - trailing))
            guard let chosen = selectOverload(lists, labels: written, trailing: trailing, arguments: arguments) else {
                throw RuntimeError(
                    "no '\(function.name)' takes the arguments (\(Self.describeLabels(arguments)))", at: position,
                    hint: "declared: " + overloads.map { Self.quote($0.signature) }.joined(separator: "; "))
            }
            if let host = try hostStaticOverload(function.name, overloads: overloads, receiver: receiver, arguments: arguments, at: position) {
                return try call(host, arguments: arguments, at: position)
            }
            if let receiver, receiver.type?.kind == .hostExtension, Self.fit(Array(lists[chosen]), labels: written, trailing: trailing) == nil,
               let sdkResult = try sdkMember(function.name, of: receiver.value, arguments: arguments, at: position) {
                // `UIFont.preferredFont(forTextStyle: .title2)` beside the app's own
                // `preferredFont(forTextStyle:weight:)` in an extension of the SDK's type: the
                // SDK's member, which stands in.
                return sdkResult
            }
            let declaration = overloads[chosen]
            let receiverBox = receiver.map { Receiver(value: $0.value, type: $0.type, isStatic: $0.isStatic) }
            let result = try callDeclared(
                declaration, in: declaringScope, receiver: receiverBox, arguments: arguments, at: position, builder: function.builder,
                effects: &effects)
            if let receiverBox, declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) {
                effects.mutatedReceiver = receiverBox.value
            }
            return result
        }
    }

    static func describeLabels(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label ?? "_") + ":" }.joined()
    }

    func callDeclared(
        _ declaration: FunctionDeclSyntax, in declaringScope: Scope, receiver: Receiver?, arguments: [Argument],
        at position: SourcePosition?, builder: (any ResultBuilder)?, effects: inout CallEffects
    ) throws -> Value {
        let scope = Scope(parent: declaringScope, receiver: receiver, typeContext: receiver?.type)
        let parameters = declaration.signature.parameterClause.parameters
        let bound = try bind(arguments, to: Array(parameters), in: scope, declaringScope: declaringScope, calleeName: declaration.name.text, at: position)
        let returnType = declaration.signature.returnClause.map { TypeNames.name(of: $0.type) }
        if let returnType { scope.define("#returnType", value: .string(returnType)) }
        guard let body = declaration.body else {
            if let result = try externalFunctionResult(declaration, at: position) { return result }
            throw RuntimeError("'\(declaration.name.text)' has no body", at: position)
        }
        var resolvedBuilder = builder
        if resolvedBuilder == nil {
            for attribute in declaration.attributes {
                if let attribute = attribute.as(AttributeSyntax.self), let found = host.resultBuilder(named: TypeNames.name(of: attribute.attributeName)) {
                    resolvedBuilder = found
                }
            }
        }
        if resolvedBuilder == nil, let type = receiver?.type {
            resolvedBuilder = host.implicitBuilder(forMember: declaration.name.text, of: type)
        }
        var value = try runBody(body.statements, in: scope, builder: resolvedBuilder)
        if let type = declaration.signature.returnClause?.type { value = try coerce(value, toType: type, node: declaration) }
        for (parameter, argumentIndex) in zip(parameters, bound) where Self.isInout(parameter) {
            let name = (parameter.secondName ?? parameter.firstName).text
            if let argumentIndex, let box = scope.names[name] { effects.inoutArguments[argumentIndex] = box.value }
        }
        return value
    }

    static func isInout(_ parameter: FunctionParameterSyntax) -> Bool {
        guard let attributed = parameter.type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.specifiers.contains { specifier in
            if case .simpleTypeSpecifier(let simple) = specifier { return simple.specifier.tokenKind == .keyword(.inout) }
            return false
        }
    }

    /// Runs a function or closure body: under a result builder, or as statements whose
    /// `return` (or single expression) is the result.
    func runBody(_ statements: CodeBlockItemListSyntax, in scope: Scope, builder: (any ResultBuilder)?) throws -> Value {
        if let builder, !blockContainsReturn(statements) {
            return try build(statements, in: scope, builder: builder)
        }
        let items = activeItems(statements)
        if items.count == 1, let expression = Self.expression(of: items[0]),
           !expression.is(IfExprSyntax.self) && !expression.is(SwitchExprSyntax.self) || Self.isSingleExpressionBranching(expression) {
            return try evaluate(expression, in: scope, expecting: scope.expectedReturnType)
        }
        switch try run(statements, in: scope) {
        case .returned(let value): return value
        default: return .void
        }
    }

    /// An `if`/`switch` that is a function's only statement and whose branches are single
    /// expressions is its result (Swift 5.9's if/switch expressions).
    /// The expression of an item that is one (`if`/`switch` come wrapped in a statement).
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    static func isSingleExpressionBranching(_ expression: ExprSyntax) -> Bool {
        if let ifExpression = expression.as(IfExprSyntax.self) { return branchesAreExpressions(ifExpression) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.allSatisfy { element in
                guard case .switchCase(let switchCase) = element, switchCase.statements.count == 1,
                      let item = switchCase.statements.first, let branch = Self.expression(of: item) else { return false }
                return !isAssignmentLike(branch) && !isCallOfVoid(branch)
            }
        }
        return false
    }

    static func branchesAreExpressions(_ ifExpression: IfExprSyntax) -> Bool {
        guard ifExpression.body.statements.count == 1, let item = ifExpression.body.statements.first, let branch = expression(of: item),
              !isAssignmentLike(branch), !isCallOfVoid(branch) else { return false }
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return branchesAreExpressions(next)
        case .codeBlock(let block)?:
            guard block.statements.count == 1, let item = block.statements.first, let last = expression(of: item) else { return false }
            return !isAssignmentLike(last) && !isCallOfVoid(last)
        case nil: return false
        }
    }

    /// Calls that are statements rather than values (`print(x)`, `items.append(x)`).
    static func isCallOfVoid(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText
        return ["print", "append", "insert", "remove", "removeAll", "toggle", "sort", "fatalError"].contains(name ?? "")
    }

    static func isAssignmentLike(_ expression: ExprSyntax) -> Bool {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) { return true }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
               !["==", "!=", "<=", ">=", "===", "!=="].contains(op.operator.text) { return true }
        }
        return expression.is(FunctionCallExprSyntax.self) && false
    }

    static func containsReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            if case .stmt(let statement) = item.item, statement.is(ReturnStmtSyntax.self) { return true }
            return false
        }
    }

    func callClosure(
        _ closure: ClosureExprSyntax, captured: Scope, arguments: [Argument], builder: (any ResultBuilder)?, at position: SourcePosition?,
        effects: inout CallEffects
    ) throws -> Value {
        let scope = Scope(parent: captured)
        var values = arguments.map(\.value)
        var names: [String] = []
        if let signature = closure.signature, let clause = signature.parameterClause {
            switch clause {
            case .simpleInput(let shorthand): names = shorthand.map(\.name.text)
            case .parameterClause(let parameters): names = parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
            // `{ key, value in }` called with one tuple (or a stand-in element): the tuple is taken apart.
            if names.count > 1, values.count == 1, let parts = try tupleParts(values[0], names: names, node: clause) { values = parts }
            for (index, name) in names.enumerated() where name != "_" {
                let isInout = index < arguments.count && arguments[index].isInout
                scope.define(name, value: index < values.count ? values[index] : .nil, isConstant: !isInout)
            }
        } else {
            if values.count == 1, case .tuple(let elements) = values[0], ClosureParameters.count(of: closure) > 1 {
                values = elements.map(\.value)
            } else if values.count == 1, case .native = values[0], case let count = ClosureParameters.count(of: closure), count > 1,
                      let parts = try hostTupleElements(values[0], names: (0..<count).map { "$\($0)" }, node: closure) {
                values = parts
            }
            for (index, value) in values.enumerated() {
                scope.define("$\(index)", value: value, isConstant: !(index < arguments.count && arguments[index].isInout))
            }
        }
        let result = try runBody(closure.statements, in: scope, builder: builder)
        for index in arguments.indices where arguments[index].isInout {
            let name = names.isEmpty ? "$\(index)" : (index < names.count ? names[index] : "_")
            if let box = scope.names[name] { effects.inoutArguments[index] = box.value }
        }
        return result
    }

}

extension TypeNames {
    static func isVariadic(_ type: TypeSyntax) -> Bool { false }
}
