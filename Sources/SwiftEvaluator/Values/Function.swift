import SwiftSyntax

/// Something scene code can call: a closure, a function or method the scene declares, an
/// initializer, or a function of the host or the standard library.
public final class Function {
    public enum Kind {
        /// `{ x in ... }` with the scope it was written in.
        case closure(ClosureExprSyntax, Scope)
        /// A `func` the scene declares, with its overloads (same base name); `self` is bound
        /// for methods (`receiver`). The overload is chosen by argument labels at the call.
        case declared([FunctionDeclSyntax], Scope, receiver: Receiver?)
        /// A function the host or the standard library implements.
        case native(NativeFunction)
    }

    public let kind: Kind
    /// The result builder the body runs under when it is called (`ViewBuilder` for a closure
    /// passed to a `@ViewBuilder` parameter), or nil.
    public var builder: (any ResultBuilder)?
    /// How diagnostics name it: `body`, `sizeThatFits(proposal:subviews:cache:)`, `closure`.
    public let name: String
    /// For native functions: the types of parameters by label (`_` for unlabelled ones), so
    /// that implicit members and literals take their types (`16/9` passed as a `CGFloat` is
    /// 1.777..., `.red` passed as a `Color` is one).
    public var parameterTypes: [String: String] = [:]

    public init(_ kind: Kind, name: String, builder: (any ResultBuilder)? = nil) {
        self.kind = kind
        self.name = name
        self.builder = builder
    }

    /// A copy that runs under `builder`.
    public func withBuilder(_ builder: (any ResultBuilder)?) -> Function {
        Function(kind, name: name, builder: builder)
    }

    /// The number of parameters a closure declares (`{ a, b in }`: 2, `$0`/`$1` counted), for
    /// hosts that pass optional arguments; nil when unknown.
    /// A closure's parameter names as written (`index, item in`); `$0`... for anonymous ones;
    /// nil for other functions.
    public var closureParameterNames: [String]? {
        guard case .closure(let closure, _) = kind else { return nil }
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let names): return names.map(\.name.text)
            case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        return (0..<ClosureParameters.count(of: closure)).map { "$\($0)" }
    }

    public var declaredParameterCount: Int? {
        switch kind {
        case .closure(let closure, _): return ClosureParameters.count(of: closure)
        case .declared(let declarations, _, _): return declarations.first?.signature.parameterClause.parameters.count
        case .native: return nil
        }
    }
}

/// The `self` a method runs on: a box, so that a `mutating` method's changes can be written
/// back to where the value came from.
public final class Receiver {
    public var value: Value
    public let type: TypeDefinition?
    /// True inside `static` methods: `self` is the type.
    public let isStatic: Bool

    public init(value: Value, type: TypeDefinition?, isStatic: Bool = false) {
        self.value = value
        self.type = type
        self.isStatic = isStatic
    }
}

/// A function implemented in Swift by the host or the standard library.
public struct NativeFunction {
    public typealias Body = (inout NativeCall) throws -> Value
    public let body: Body

    public init(_ body: @escaping Body) {
        self.body = body
    }
}

/// A call of a native function: its arguments and where it is written.
public struct NativeCall {
    public let evaluator: Evaluator
    public var arguments: [Argument]
    public let position: SourcePosition?
    /// A method that changes its receiver (`append`, `toggle`) sets the changed value here; the
    /// evaluator writes it back to where the receiver came from.
    public var mutatedReceiver: Value?
    /// The type the call's result should have, when the place it is used says so.
    public let expectedType: String?
    /// The called function's name, for messages: `frame`, `padding`.
    public var calleeName: String?

    public init(evaluator: Evaluator, arguments: [Argument], position: SourcePosition?, expectedType: String? = nil) {
        self.evaluator = evaluator
        self.arguments = arguments
        self.position = position
        self.expectedType = expectedType
    }

    /// The argument labelled `label` (nil for the unlabelled ones: the `index`-th of them).
    public func argument(_ label: String?, index: Int = 0) -> Value? {
        var seen = 0
        for argument in arguments where argument.label == label && !(label == nil && argument.isTrailingClosure) {
            if seen == index { return argument.value }
            seen += 1
        }
        return nil
    }

    /// The labels of the arguments, `_` for unlabelled ones: `["_", "spacing"]`.
    public var labels: [String] { arguments.map { $0.label ?? "_" } }

    /// A runtime error at the call.
    /// (Or the budget error describing a value for `message` met: `Evaluator.error`.)
    public func error(_ message: String) -> RuntimeError {
        if var spent = evaluator.budget.spentError {
            spent.position = spent.position ?? position
            return spent
        }
        return RuntimeError(message, at: position)
    }
}

extension Function {
    /// A native function value.
    public static func native(_ name: String, _ body: @escaping NativeFunction.Body) -> Value {
        .function(Function(.native(NativeFunction(body)), name: name))
    }

    /// A native function value whose parameters have types (see `parameterTypes`).
    public static func native(_ name: String, parameterTypes: [String: String], _ body: @escaping NativeFunction.Body) -> Value {
        let function = Function(.native(NativeFunction(body)), name: name)
        function.parameterTypes = parameterTypes
        return .function(function)
    }
}

/// Counting a closure's parameters, including anonymous `$n` ones.
enum ClosureParameters {
    static func count(of closure: ClosureExprSyntax) -> Int {
        if let signature = closure.signature, let clause = signature.parameterClause {
            switch clause {
            case .simpleInput(let names): return names.count
            case .parameterClause(let parameters): return parameters.parameters.count
            }
        }
        let visitor = DollarVisitor(viewMode: .sourceAccurate)
        visitor.walk(closure.statements)
        return visitor.highest + 1
    }

    final class DollarVisitor: SyntaxVisitor {
        var highest = -1
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if case .dollarIdentifier(let text) = node.baseName.tokenKind, let number = Int(text.dropFirst()) {
                highest = max(highest, number)
            }
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
