import SwiftSyntax

extension Evaluator {
    func evaluateInfix(_ infix: InfixOperatorExprSyntax, in scope: Scope, expecting: String?) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            let target = infix.leftOperand
            do {
                let hint = try assignmentHint(target, in: scope)
                var value = try evaluate(infix.rightOperand, in: scope, expecting: hint)
                if let hint { value = try coerce(value, to: hint, node: infix.rightOperand) }
                try assign(value, to: target, in: scope)
                return .void
            } catch is OptionalChainEnded {
                // `window?.level = level` with no window: the chain ends, nothing is assigned
                // (the assignment's `()?` is nil).
                return .nil
            }
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw error("'\(Self.quote(infix))' is not supported", infix, kind: .unsupported)
        }
        switch op {
        case "&&":
            guard try truth(infix.leftOperand, in: scope) else { return .bool(false) }
            return .bool(try truth(infix.rightOperand, in: scope))
        case "||":
            if try truth(infix.leftOperand, in: scope) { return .bool(true) }
            return .bool(try truth(infix.rightOperand, in: scope))
        case "??":
            let left = try evaluate(infix.leftOperand, in: scope, expecting: expecting)
            if !left.isNil { return left }
            return try evaluate(infix.rightOperand, in: scope, expecting: expecting)
        case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=":
            let current = try evaluate(infix.leftOperand, in: scope)
            let right = try evaluate(infix.rightOperand, in: scope, expecting: Self.typeName(of: current))
            let result = wrappedToSize(try binary(String(op.dropLast()), current, right, node: infix), op: String(op.dropLast()), left: infix.leftOperand, in: scope)
            try assign(result, to: infix.leftOperand, in: scope)
            return .void
        default:
            var left = try evaluate(infix.leftOperand, in: scope, expecting: Self.isArithmetic(op) ? expecting : nil)
            var right = try evaluate(infix.rightOperand, in: scope, expecting: Self.isArithmetic(op) ? expecting ?? Self.typeName(of: left) : Self.typeName(of: left))
            // `.leading == anchor`: the implicit member takes the other side's type.
            if case .implicitMember = left, let typeName = Self.typeName(of: right) { left = try coerce(left, to: typeName, node: infix.leftOperand) }
            if case .implicitMember = right, let typeName = Self.typeName(of: left) { right = try coerce(right, to: typeName, node: infix.rightOperand) }
            return wrappedToSize(try binary(op, left, right, node: infix), op: op, left: infix.leftOperand, in: scope)
        }
    }

    /// The declared type of what an assignment writes to, for implicit members on its right.
    func assignmentHint(_ target: ExprSyntax, in scope: Scope) throws -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            if let box = findLocalBox(reference.baseName.sourceText, in: scope) { return box.declaredType ?? Self.typeName(of: box.value) }
            if let receiver = scope.currentReceiver {
                if case .instance(let instance) = receiver.value { return instance.type.storedProperty(named: reference.baseName.sourceText)?.typeName }
                if case .object(let object) = receiver.value { return object.type.storedProperty(named: reference.baseName.sourceText)?.typeName }
            }
            return nil
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let value = try? evaluate(base, in: scope)
            let name = member.declName.baseName.sourceText
            switch value {
            case .instance(let instance)?: return instance.type.storedProperty(named: name)?.typeName
            case .object(let object)?: return object.type.storedProperty(named: name)?.typeName
            case .some(let other):
                if let current = try? self.member(name, of: other, node: member) { return Self.typeName(of: current) }
                return nil
            case nil: return nil
            }
        }
        return nil
    }

    static func isArithmetic(_ op: String) -> Bool {
        ["+", "-", "*", "/", "%"].contains(op)
    }

    /// The type name of a value, where it tells (for implicit members and literals).
    public static func typeName(of value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .instance(let instance): return instance.type.qualifiedName
        case .object(let object): return object.type.qualifiedName
        case .enumCase(let enumCase): return enumCase.type.qualifiedName
        case .native(let native): return native.typeName
        default: return nil
        }
    }

    func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, in scope: Scope, expecting: String?) throws -> Value {
        let op = prefix.operator.text
        let operand = try evaluate(prefix.expression, in: scope, expecting: op == "!" ? nil : expecting)
        switch (op, operand) {
        case ("-", .int(let value)):
            let (result, overflow) = Int(0).subtractingReportingOverflow(value)
            if overflow { throw error("arithmetic overflow", prefix) }
            return .int(result)
        case ("-", .double(let value)): return .double(-value)
        case ("+", .int), ("+", .double): return operand
        case ("!", .bool(let value)): return .bool(!value)
        case ("~", .int(let value)): return .int(~value)
        case ("...", _), ("..<", _):
            return .range(RangeValue(lower: nil, upper: operand, isClosed: op == "..."))
        // A stand-in of an app's value (`!icon.selectable`): its sample.
        case ("!", .native(let sample as any SampleValue)): return .bool(!sample.sampleBool)
        case ("-", .native(let sample as any SampleValue)) where (try? sample.member("negated", in: self)) == nil:
            return .double(-sample.sampleNumber)
        // `-.infinity`, `-.pi`: a member of the floating-point type the context expects.
        case ("-", .implicitMember(let member)) where member.arguments == nil:
            let resolved = try resolveImplicitMember(member, as: expecting == "CGFloat" || expecting == "Float" ? expecting! : "Double", position: position(of: prefix))
            if case .double(let value) = resolved { return .double(-value) }
            if case .int(let value) = resolved, value != Int.min { return .int(-value) }
            throw error("'-' cannot be applied to \(describe(operand))", prefix)
        case ("-", .native(let native)):
            if let negated = try native.member("negated", in: self) { return negated }
            throw error("'-' cannot be applied to \(describe(operand))", prefix)
        default:
            throw error("'\(op)' cannot be applied to \(describe(operand))", prefix)
        }
    }

    /// A binary operator on evaluated operands.
    func binary(_ op: String, _ left: Value, _ right: Value, node: some SyntaxProtocol) throws -> Value {
        // A stand-in beside a number, a string or a Boolean is a sample of that kind.
        let (left, right) = (left.sampled(like: right), right.sampled(like: left))
        switch op {
        case "==", "!=":
            let same = valuesEqual(left, right)
            try budget.throwIfSpent(at: position(of: node))
            return .bool(op == "==" ? same : !same)
        case "===": return .bool(identical(left, right))
        case "!==": return .bool(!identical(left, right))
        case "..<", "...":
            return .range(RangeValue(lower: left, upper: right, isClosed: op == "..."))
        case "~=":
            if case .range(let range) = left { return .bool(try StandardLibrary.range(range, contains: right, in: self)) }
            return .bool(valuesEqual(left, right))
        case "<", ">", "<=", ">=":
            let order = try compare(left, right, node: node)
            switch op {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        default:
            break
        }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            if let result = try integerArithmetic(op, a, b, node: node) { return result }
        case (.int, .double), (.double, .int), (.double, .double):
            let a = left.doubleValue!, b = right.doubleValue!
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "%": return .double(a.truncatingRemainder(dividingBy: b))
            default: break
            }
        case (.string(let a), _) where op == "+":
            guard let b = right.stringValue else { break }
            try budget.checkString(bytes: a.utf8.count + b.utf8.count, at: position(of: node))
            return .string(a + b)
        case (.character(let a), .character(let b)) where op == "+":
            return .string(String(a) + String(b))
        case (.array(let a), .array(let b)) where op == "+":
            try budget.checkSize(a.count + b.count, at: position(of: node))
            try budget.allocate(count: a.count + b.count, of: MemoryLayout<Value>.stride, at: position(of: node))
            return .array(a + b)
        case (.native(let native), _):
            if let function = try native.member("operator" + op, in: self) {
                return try call(function, arguments: [Argument(label: nil, value: right)], at: position(of: node))
            }
        case (_, .native(let native)):
            if let function = try native.member("reverseOperator" + op, in: self) {
                return try call(function, arguments: [Argument(label: nil, value: left)], at: position(of: node))
            }
        default:
            break
        }
        if let result = try declaredOrPackageOperator(op, left, right, node: node) { return result }
        if let result = try operatorOnUnresolvedMember(op, left, right, node: node) { return result }
        throw error("'\(op)' cannot be applied to \(describe(left)) and \(describe(right))", node)
    }

    /// `op` applied where no built-in rule took it: the scene's own operator (a static method
    /// of an operand's type, or a function at file scope), else, for an operator Swift does not
    /// declare, a package's, which stands in.
    func declaredOrPackageOperator(_ op: String, _ left: Value, _ right: Value, node: some SyntaxProtocol) throws -> Value? {
        let arguments = [Argument(label: nil, value: left), Argument(label: nil, value: right)]
        if let function = try userOperator(op, left, right) { return try call(function, arguments: arguments, at: position(of: node)) }
        guard !Self.swiftInfixOperators.contains(op) else { return nil }
        // `func <- (lhs: Column, rhs: Value)` at file scope.
        if let global = try lookupIfPresent(op, in: globalScope, node: node), case .function = global {
            return try call(global, arguments: arguments, at: position(of: node))
        }
        return try host.standIn(forOperator: op, at: position(of: node), in: self)
    }

    /// The infix operators the standard library declares: applied to values they do not take,
    /// an error; any other the scene did not declare is a package's (`<-`, `~>`).
    static let swiftInfixOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>", "==", "!=", "===", "!==",
        "<", ">", "<=", ">=", "&&", "||", "??", "..<", "...", "~=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
        "<<=", ">>=", "&+=", "&-=", "&*=", ".&", ".|", ".^", ".==", ".!=", ".<", ".>", ".<=", ".>=", "&<<=", "&>>=",
    ]

    /// `static func + (lhs: Money, rhs: Money) -> Money` declared by the scene.
    func userOperator(_ op: String, _ left: Value, _ right: Value) throws -> Value? {
        for value in [left, right] {
            let type: TypeDefinition?
            switch value {
            case .instance(let instance): type = instance.type
            case .enumCase(let enumCase): type = enumCase.type
            case .object(let object): type = object.type
            default: type = nil
            }
            if let type, let overloads = type.staticMethods[op] {
                let receiver = Receiver(value: .type(TypeReference(name: type.name, definition: type)), type: type, isStatic: true)
                return .function(Function(.declared(overloads, globalScope, receiver: receiver), name: op))
            }
        }
        return nil
    }

    /// `a op b` for Swift's integer operators; nil for any other operator.
    func integerArithmetic(_ op: String, _ a: Int, _ b: Int, node: some SyntaxProtocol) throws -> Value? {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        case "/":
            if b == 0 { throw error("division by zero", node) }
            result = a.dividedReportingOverflow(by: b)
        case "%":
            if b == 0 { throw error("division by zero in remainder", node) }
            result = a.remainderReportingOverflow(dividingBy: b)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        // Swift's smart shifts: a negative amount shifts the other way, past 63 all bits go.
        case "<<": return .int(Self.smartShift(a, left: b))
        case ">>": return .int(Self.smartShift(a, left: b == .min ? .max : -b))
        // The wrapping operators: overflow wraps, as `&+` does in Swift.
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        case "&<<": return .int(a &<< b)
        case "&>>": return .int(a &>> b)
        default: return nil
        }
        if result.overflow { throw error("arithmetic overflow in '\(a) \(op) \(b)'", node) }
        return .int(result.partialValue)
    }

    /// `a << amount` as Swift's `<<` on Int: a negative amount shifts right (keeping the sign).
    static func smartShift(_ a: Int, left amount: Int) -> Int {
        if amount >= 64 { return 0 }
        if amount >= 0 { return a << amount }
        return amount <= -64 ? (a < 0 ? -1 : 0) : a >> -amount
    }

    /// -1, 0 or 1: numbers, strings, characters, enum cases (by declaration order, for
    /// `Comparable` enums), tuples element by element.
    public func compare(_ left: Value, _ right: Value, node: some SyntaxProtocol) throws -> Int {
        switch (left, right) {
        case (.int(let a), .int(let b)): return a < b ? -1 : (a > b ? 1 : 0)
        case (.int, .double), (.double, .int), (.double, .double):
            let a = left.doubleValue!, b = right.doubleValue!
            return a < b ? -1 : (a > b ? 1 : 0)
        case (.string(let a), .string(let b)):
            // Reads up to the shorter string: charged as a scan (`StandardLibrary.chargeWork`).
            let read = min(a.utf8.count, b.utf8.count) / (4 * WorkMeter.unitsPerStep)
            if read > 0 { try budget.charge(read, at: position(of: node)) }
            return a < b ? -1 : (a > b ? 1 : 0)
        case (.character(let a), .character(let b)): return a < b ? -1 : (a > b ? 1 : 0)
        case (.string, .character), (.character, .string):
            let a = left.stringValue!, b = right.stringValue!
            let read = min(a.utf8.count, b.utf8.count) / (4 * WorkMeter.unitsPerStep)
            if read > 0 { try budget.charge(read, at: position(of: node)) }
            return a < b ? -1 : (a > b ? 1 : 0)
        case (.enumCase(let a), .enumCase(let b)) where a.type === b.type:
            if let less = a.type.staticMethods["<"] {
                let receiver = Receiver(value: .type(TypeReference(name: a.type.name, definition: a.type)), type: a.type, isStatic: true)
                let function = Value.function(Function(.declared(less, globalScope, receiver: receiver), name: "<"))
                if case .bool(true) = try call(function, arguments: [Argument(label: nil, value: left), Argument(label: nil, value: right)], at: position(of: node)) { return -1 }
                if case .bool(true) = try call(function, arguments: [Argument(label: nil, value: right), Argument(label: nil, value: left)], at: position(of: node)) { return 1 }
                return 0
            }
            let ia = a.type.enumCase(named: a.name)?.index ?? 0, ib = b.type.enumCase(named: b.name)?.index ?? 0
            return ia < ib ? -1 : (ia > ib ? 1 : 0)
        case (.tuple(let a), .tuple(let b)):
            for (x, y) in zip(a, b) {
                let order = try compare(x.value, y.value, node: node)
                if order != 0 { return order }
            }
            return 0
        case (.instance(let a), _), (_, .instance(let a)):
            if let less = a.type.staticMethods["<"] {
                let receiver = Receiver(value: .type(TypeReference(name: a.type.name, definition: a.type)), type: a.type, isStatic: true)
                let function = Value.function(Function(.declared(less, globalScope, receiver: receiver), name: "<"))
                if case .bool(true) = try call(function, arguments: [Argument(label: nil, value: left), Argument(label: nil, value: right)], at: position(of: node)) { return -1 }
                if case .bool(true) = try call(function, arguments: [Argument(label: nil, value: right), Argument(label: nil, value: left)], at: position(of: node)) { return 1 }
                return 0
            }
        case (.native(let native), _):
            if let function = try native.member("operator<", in: self),
               case .bool(let less) = try call(function, arguments: [Argument(label: nil, value: right)], at: position(of: node)) {
                if less { return -1 }
                return valuesEqual(left, right) ? 0 : 1
            }
        default:
            break
        }
        // A stand-in for a value of its app (`model.count < 3`, `a.name < b.name` in a sort):
        // compared as the sample it gives, a number beside a number, else its text.
        if case .native(let sample as any SampleValue) = left, case .native = left {
            let other: Value = right.doubleValue.map { _ in .double(sample.sampleNumber) } ?? .string(sample.sampleString)
            if case .native(is any SampleValue) = right { return try compare(.string(sample.sampleString), .string(describe(right)), node: node) }
            return try compare(other, right, node: node)
        }
        if case .native(let sample as any SampleValue) = right {
            let other: Value = left.doubleValue.map { _ in .double(sample.sampleNumber) } ?? .string(sample.sampleString)
            return try compare(left, other, node: node)
        }
        throw error("\(describe(left)) and \(describe(right)) cannot be compared", node)
    }

    func identical(_ left: Value, _ right: Value) -> Bool {
        if case .object(let a) = left, case .object(let b) = right { return a === b }
        return false
    }

    // MARK: as / is

    func evaluateAs(_ asExpression: AsExprSyntax, in scope: Scope) throws -> Value {
        let typeName = TypeNames.name(of: asExpression.type)
        let value = try evaluate(asExpression.expression, in: scope, expecting: typeName)
        switch asExpression.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            return try self.value(value, isOfType: asExpression.type) ? try coerce(value, toType: asExpression.type, node: asExpression) : .nil
        case .exclamationMark?:
            guard try self.value(value, isOfType: asExpression.type) else {
                // A stand-in (what an SDK call gave, `connection.remoteObjectProxy as! Service`)
                // is of no known type: the cast keeps it, and it answers as a stand-in.
                if case .native(is any SampleValue) = value { return value }
                throw error("could not cast \(describe(value)) to '\(asExpression.type.trimmedDescription)'", asExpression)
            }
            return value
        default:
            return try coerce(value, toType: asExpression.type, node: asExpression)
        }
    }

    /// `value is Type`: by the value's kind, its declared type and conformances, or the host.
    func value(_ value: Value, isOfType type: TypeSyntax) throws -> Bool {
        let name = TypeNames.name(of: type)
        if value.isNil { return false }
        switch (value, name) {
        case (.int, "Int"), (.double, "Double"), (.double, "CGFloat"), (.double, "Float"), (.string, "String"),
             (.bool, "Bool"), (.character, "Character"), (.array, "Array"), (.dictionary, "Dictionary"), (.set, "Set"):
            return true
        case (_, "Any"), (_, "AnyObject"): return true
        case (.instance(let instance), _): return instance.type.name == name || instance.type.conforms(to: name)
        case (.object(let object), _): return object.type.name == name || object.type.conforms(to: name)
        case (.enumCase(let enumCase), _): return enumCase.type.name == name || enumCase.type.conforms(to: name)
        case (.native(let native), _): return native.typeName == name || native.conformances.contains(name)
        default: return host.conforms(value, to: name)
        }
    }
}
