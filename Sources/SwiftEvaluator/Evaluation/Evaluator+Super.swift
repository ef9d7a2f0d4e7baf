import SwiftSyntax

/// `super`: the members of the superclass of the class whose declaration (or extension) the
/// code is written in, run on `self`. Inside them, `self`'s own overrides still answer
/// (dynamic dispatch), as the object is the same.
///
/// A class whose superclass is its SDK's (`UIView`, `NSObject`) has no code to run for
/// `super.init(...)` (nothing to do) or `super.viewDidLoad()` (nothing run, with a warning).
extension Evaluator {
    /// The class `super` is written in (its declaration or an extension of it) and `self`.
    private func superContext(of node: some SyntaxProtocol, in scope: Scope) throws -> (declaring: TypeDefinition, receiver: Receiver) {
        guard let receiver = scope.currentReceiver else {
            throw error("'super' is only available in the members of a class", node)
        }
        var declaredName: String?
        var current: Syntax? = Syntax(node).parent
        while let syntax = current, declaredName == nil {
            if let declaration = syntax.as(ClassDeclSyntax.self) {
                declaredName = declaration.name.text
            } else if let declaration = syntax.as(ExtensionDeclSyntax.self) {
                declaredName = TypeNames.name(of: declaration.extendedType).split(separator: ".").last.map(String.init)
            } else if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self)
                        || syntax.is(ActorDeclSyntax.self) {
                throw error("'super' is only available in the members of a class", node)
            }
            current = syntax.parent
        }
        // The declaring class is on the chain of the class of `self` (which may be a subclass).
        var chain: TypeDefinition? = receiver.isStatic
            ? { if case .type(let type) = receiver.value { return type.definition } else { return receiver.type } }()
            : Self.declaredType(of: receiver.value) ?? receiver.type
        while let type = chain {
            if type.name == declaredName { return (type, receiver) }
            chain = type.superclass
        }
        if let declaredName, let type = program.type(named: declaredName) { return (type, receiver) }
        guard let type = receiver.type else { throw error("'super' is only available in the members of a class", node) }
        return (type, receiver)
    }

    /// `super.name`: a property or method of the superclass, with `self` as the receiver.
    func superMember(_ name: String, node: MemberAccessExprSyntax, in scope: Scope) throws -> Value {
        let (declaring, receiver) = try superContext(of: node, in: scope)
        if let superclass = declaring.superclass {
            let bound = Receiver(value: receiver.value, type: superclass, isStatic: receiver.isStatic)
            if receiver.isStatic {
                if let found = try staticMember(name, of: superclass) { return found }
            } else {
                if let computed = superclass.computedProperties[name] { return try runGetter(computed, receiver: bound, node: node) }
                if let overloads = superclass.methods[name] {
                    return .function(Function(.declared(overloads, globalScope, receiver: bound), name: name))
                }
                if superclass.storedProperty(named: name) != nil { return try member(name, of: receiver.value, node: node) }
            }
        }
        guard let sdk = declaring.sdkSuperclass else {
            let what = declaring.superclass.map { "its superclass '\($0.name)' has no member '\(name)'" } ?? "'\(declaring.name)' has no superclass"
            throw error("'super.\(name)' cannot be used: \(what)", node.declName, kind: .unsupported)
        }
        // An SDK superclass's member: a property stands in as any missing member of the object
        // does; a method runs nothing.
        let place = position(of: node.declName)
        if !Self.isSDKCall(node) {
            if let standIn = try host.standIn(forMissingMember: name, of: receiver.value, at: place, in: self) { return standIn }
            throw error("'super.\(name)' is a member of the SDK class '\(sdk)', which the playground does not have", node.declName, kind: .unsupported)
        }
        return Function.native(name) { [unowned self] _ in
            self.warnOnce("'super.\(name)(...)' of the SDK class '\(sdk)' is not run in the playground", at: place)
            return .void
        }
    }

    /// `super.init(...)` inside an initializer: the superclass's initializer runs on `self`.
    /// Of an SDK superclass, or a superclass with no initializer of its own, nothing is run.
    func callSuperInitializer(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, in scope: Scope) throws -> Value {
        let (declaring, receiver) = try superContext(of: member, in: scope)
        let arguments = try evaluateArguments(of: call, in: scope, for: nil)
        let position = position(of: member.declName)
        guard let superclass = declaring.superclass else {
            if declaring.sdkSuperclass != nil { return .void }
            throw error("'super.init' cannot be used: '\(declaring.name)' has no superclass", member.declName, kind: .unsupported)
        }
        if superclass.initializers.isEmpty, arguments.isEmpty { return .void }
        if !initializersFit(superclass.initializers, arguments), superclass.sdkSuperclass != nil {
            // An initializer of the SDK class above (`super.init(frame:)` through an app's
            // `UIView` subclass that does not override it).
            return .void
        }
        _ = try runInitializer(superclass, receiver: Receiver(value: receiver.value, type: superclass), arguments: arguments, at: position)
        return .void
    }

    /// True when `super.name` is the callee of a call (`super.viewDidLoad()`).
    private static func isSDKCall(_ node: MemberAccessExprSyntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(node).id
    }

    /// `NubView()`, `Coordinator(frame: .zero)`: an initializer a class inherits from its SDK
    /// superclass (none of its own fits the arguments). The SDK's code is not run: the object
    /// keeps its properties' initial values, with a warning. Nil when the class has no SDK
    /// superclass, or for a value that is not an object being made.
    func sdkInitialized(_ type: TypeDefinition, blank: Value, arguments: [Argument], at position: SourcePosition?) -> Value? {
        guard type.kind == .class, let sdk = type.sdkSuperclass, case .object = blank else { return nil }
        warnOnce(
            "'\(type.name)(\(Self.describeLabels(arguments)))' is an initializer of its SDK superclass '\(sdk)', which the playground does not run; its properties keep their initial values",
            at: position)
        return blank
    }
}
