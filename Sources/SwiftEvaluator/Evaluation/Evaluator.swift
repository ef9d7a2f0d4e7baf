import SwiftSyntax

/// Runs scene code: a tree-walking evaluator over swift-syntax trees.
///
/// The evaluator knows the Swift language and a small standard library, nothing of SwiftUI:
/// names it does not know are asked of the `host`. It is split by concern: statements
/// (`+Statements`), expressions (`+Expressions`), calls and initializers (`+Calls`), members
/// (`+Members`), assignment (`+Assignment`), patterns (`+Patterns`), operators (`+Operators`),
/// result builders (`+Builders`).
///
/// Every error is a `RuntimeError` with the position of the construct that failed; the budget
/// bounds steps, call depth and collection sizes. Single-threaded: one evaluator per thread.
public final class Evaluator {
    public let program: Program
    /// The host; held weakly when the host owns the evaluator (`retainsHost: false`), as the
    /// SwiftUI library does, so that neither keeps the other alive forever.
    public unowned let host: any EvaluatorHost
    private let retainedHost: (any EvaluatorHost)?
    public let budget: Budget
    /// The scope of top-level functions and variables.
    public let globalScope: Scope
    /// Functions being run, innermost last, for error call stacks.
    var callStack: [String] = []
    /// Per asynchronous work running (a `Task`'s closure, a dispatched block), the sleeps it
    /// has reached (`TaskValue`).
    var asynchronousSleeps: [Int] = []
    /// Values `defer` blocks are waiting to run for, per scope being executed.
    var deferred: [[(CodeBlockItemListSyntax, Scope)]] = []
    /// The seeded generator for `shuffled()`, `randomElement()` and `Int.random(in:)`:
    /// layouts are reproducible.
    public var random = SplitMix64(seed: 0x5EED)
    /// Where the member the host is asked for right now is written (`user.name`,
    /// `Theme.accent`): a host value's `member` and the host's `staticMember` read it to place
    /// what they report.
    public var memberAccessPosition: SourcePosition? {
        switch memberAccessSite {
        case .node(let node): return memberPosition(node)
        case .position(let position): return position
        }
    }
    /// Where the member being asked for is written, as the evaluator last saw it.
    enum MemberAccessSite {
        case node(Syntax)
        case position(SourcePosition?)
    }
    var memberAccessSite = MemberAccessSite.position(nil)
    /// Whether the member the host is asked for was written after a dot (`view.card()`), not
    /// looked up on `self` for a bare name (`card()` inside a view): the host stands in only
    /// for the first.
    public internal(set) var isExplicitMemberAccess = false
    /// Checks the real stack's depth before each expression (`StackGuard`).
    var stackGuard = StackGuard()
    /// What the evaluator tells the host about: warnings that do not stop the evaluation.
    public var warnings: [(message: String, position: SourcePosition?)] = []
    /// Top-level names found to be types (`HStack`, `Color`, a scene's `struct`), by name. A type
    /// is the same value at every use, and finding it goes through the program's declarations,
    /// the standard library and the host (4,000 instructions, at every `Color.red` in a
    /// `ForEach`); a variable is never kept here, so a global's changes are always read.
    var knownGlobalTypes: [String: Value] = [:]
    /// Static members of host types that are plain values (`Color.red`, `Font.title`,
    /// `Alignment.center`), by type and name: the host answers the same for the same names.
    var knownHostStaticMembers: [HostMemberKey: Value] = [:]

    /// Facts about syntax nodes, computed once per node (`LoweredSyntax`).
    var lowered = LoweredSyntax()

    struct HostMemberKey: Hashable {
        var type: String
        var name: String
    }
    /// Bare names found not to be members of a scene type's instances, by type and name:
    /// `HStack`, `Text` and `Color` in a body are asked of `self` first (its fields, computed
    /// properties, methods, the scene's extensions and the host's modifiers: 5,000
    /// instructions, three times per row of a `ForEach`) before they are found as types.
    /// Whether a name is an instance member follows from the type alone, except a stored
    /// property's field (set by an initializer), so stored properties' names are never kept.
    var instanceMemberMisses: Set<TypeMemberMiss> = []
    /// Names found not to be static members of a scene type (`staticMember(_:of:)`).
    var staticMemberMisses: Set<TypeMemberMiss> = []

    struct TypeMemberMiss: Hashable {
        var type: ObjectIdentifier
        var name: String
    }

    public init(program: Program, host: any EvaluatorHost, budget: Budget = Budget(), retainsHost: Bool = true) {
        self.program = program
        self.host = host
        self.retainedHost = retainsHost ? host : nil
        self.budget = budget
        self.globalScope = Scope(parent: nil)
        // The program is complete: each class takes its superclass's members.
        program.linkInheritance()
    }

    // MARK: Positions and errors

    @inline(__always)
    /// Where `node` is in the scene's files; nil for a node the host made itself
    /// (`Syntax(TokenSyntax.identifier("frame"))`, `Syntax.placeholder`), which is in no file:
    /// an error found there takes the last place the scene's code ran instead of 1:1.
    public func position(of node: some SyntaxProtocol) -> SourcePosition? {
        if node.parent == nil, !node.is(SourceFileSyntax.self) { return nil }
        return program.position(of: node)
    }

    public func lineColumn(_ position: SourcePosition) -> SourceLineColumn {
        program.lineColumn(position)
    }

    /// The error at `node`; or, when describing a value for its message spent the budget
    /// (`WorkMeter`), that budget error, here.
    func error(_ message: String, _ node: some SyntaxProtocol, kind: RuntimeError.Kind = .failure, hint: String? = nil) -> RuntimeError {
        var error = budget.spentError.map { spent in
            var located = spent
            located.position = located.position ?? position(of: node)
            return located
        } ?? RuntimeError(message, at: position(of: node), kind: kind, hint: hint)
        error.callStack = callStack
        return error
    }

    public func warn(_ message: String, at position: SourcePosition?) {
        warnings.append((RuntimeError.shortened(message), position))
    }

    /// Messages given with `warnOnce`: said once per evaluation, where first met.
    private var warnedOnce: Set<String> = []

    /// A warning said once however often the code that earns it runs (the fixed clock).
    public func warnOnce(_ message: String, at position: SourcePosition?) {
        if warnedOnce.insert(message).inserted { warn(message, at: position) }
    }

    /// The first line of a construct, for diagnostics that quote it: `HStack(spacing: 8) {`.
    public static func quote(_ node: some SyntaxProtocol, limit: Int = 60) -> String {
        let text = node.trimmedDescription
        var line = text.prefix { $0 != "\n" }
        if line.count > limit { line = line.prefix(limit - 1) + "…" }
        return String(line)
    }

    static let operatorNames: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||"]

    // MARK: Name lookup

    /// The value of a name in `scope`: local variables, then members of `self`, then the types
    /// in scope, the program's declarations and the host's names.
    func lookup(_ name: String, in scope: Scope, node: some SyntaxProtocol) throws -> Value {
        if let value = try lookupIfPresent(name, in: scope, node: node) { return value }
        if let standIn = try host.standIn(forUnknownName: name, nearby: namesInScope(scope), at: position(of: node), in: self) { return standIn }
        throw error("cannot find '\(name)' in scope", node, kind: .unsupported)
    }

    /// The names `scope` can see: its variables, the members of `self`, the program's
    /// functions and globals (for telling a misspelling from a name the scene never had).
    func namesInScope(_ scope: Scope) -> [String] {
        var names: [String] = []
        var current: Scope? = scope
        while let s = current {
            names += s.names.keys
            if let type = s.receiver?.type {
                names += type.storedProperties.map(\.name) + type.computedProperties.keys + type.methods.keys
            }
            current = s.lookupParent
        }
        return names + program.functions.keys + globalScope.names.keys
    }

    func lookupIfPresent(_ name: String, in scope: Scope, node: some SyntaxProtocol) throws -> Value? {
        let id = node.id
        if let known = lowered.globalTypeNames[id], known.name == name, let value = knownGlobalType(known, name: name, in: scope, node: node) {
            return value
        }
        var current: Scope? = scope
        // The type whose static members were found not to have `name`, not asked again below
        // (`self`'s type is most often the type the code is in).
        var staticMissType: TypeDefinition?
        while let s = current {
            if let box = s.names[name] { return box.value }
            if let receiver = s.receiver {
                if name == "self" { return receiver.isStatic ? receiver.type.map { .type(TypeReference(name: $0.name, definition: $0)) } ?? .void : receiver.value }
                if !receiver.isStatic, let value = try instanceMemberOfSelf(name, of: receiver.value, node: node) {
                    return value
                }
                if let type = receiver.type {
                    if let value = try staticMember(name, of: type) { return value }
                    staticMissType = type
                }
            }
            current = s.lookupParent
        }
        if let type = scope.typeContext {
            if name == "Self" { return selfType(type, in: scope) }
            var enclosingType: TypeDefinition? = type
            while let enclosing = enclosingType {
                enclosingType = enclosing.parent
                if let nested = enclosing.nestedTypes[name] { return .type(TypeReference(name: nested.name, definition: nested)) }
                if enclosing.name == name {
                    // In `extension Color { ... }`, `Color` is the host's type.
                    return .type(TypeReference(name: enclosing.name, definition: enclosing.kind == .hostExtension ? nil : enclosing))
                }
                if let alias = enclosing.typeAliases[name] { return try typeValue(alias, context: enclosing, node: node) }
                if enclosing !== staticMissType, let value = try staticMember(name, of: enclosing) { return value }
            }
        }
        let global = try globalIfPresent(name, node: node)
        if case .type? = global { rememberGlobalType(global!, name: name, in: scope, id: id) }
        return global
    }

    /// `Self` in the members of `type`: the type, or in a protocol's extension the type of the
    /// value the member runs on (`Self.imageAssetPrefix` of a `Glaze`).
    func selfType(_ type: TypeDefinition, in scope: Scope) -> Value {
        if type.kind == .protocol, let receiver = scope.currentReceiver, !receiver.isStatic, let dynamic = Self.declaredType(of: receiver.value) {
            return .type(TypeReference(name: dynamic.name, definition: dynamic))
        }
        return .type(TypeReference(name: type.name, definition: type.kind == .hostExtension ? nil : type))
    }

    /// The scene type a value is an instance, object or case of.
    static func declaredType(of value: Value) -> TypeDefinition? {
        switch value {
        case .instance(let instance): return instance.type
        case .object(let object): return object.type
        case .enumCase(let enumCase): return enumCase.type
        default: return nil
        }
    }

    /// A top-level name: a type, function or variable of the program, then the host's.
    func globalIfPresent(_ name: String, node: some SyntaxProtocol) throws -> Value? {
        if program.fileTypes[name] != nil {
            // A name several files declare: the one the file the code is in reads.
            return program.fileType(name, inFile: program.position(of: node).file).map { .type(TypeReference(name: name, definition: $0)) }
        }
        if let known = knownGlobalTypes[name] { return known }
        let value = try resolveGlobal(name, node: node)
        if case .type? = value, program.globalVariables[name] == nil { knownGlobalTypes[name] = value }
        return value
    }

    private func resolveGlobal(_ name: String, node: some SyntaxProtocol) throws -> Value? {
        if let type = program.types[name] { return .type(TypeReference(name: name, definition: type)) }
        if let overloads = program.functions[name] {
            if let variable = globalVariableBesideFunction(name, node: node) { return try staticValue(variable, type: nil, node: node) }
            return .function(Function(.declared(overloads, globalScope, receiver: nil), name: name))
        }
        if let perFile = program.fileGlobals[name], let own = perFile[program.position(of: node).file] {
            return try staticValue(own, type: nil, node: node)
        }
        if let variable = program.globalVariables[name] {
            return try staticValue(variable, type: nil, node: node)
        }
        if let alias = program.topLevelAliases[name] { return try typeValue(alias, context: nil, node: node) }
        if let value = try StandardLibrary.global(name, in: self) { return value }
        if Self.operatorNames.contains(name) {
            // An operator used as a function: `reduce(0, +)`, `sorted(by: >)`.
            return Function.native(name) { [unowned self] call in
                guard call.arguments.count == 2 else { throw call.error("'\(name)' takes two operands") }
                return try self.binary(name, call.arguments[0].value, call.arguments[1].value, node: Syntax.placeholder)
            }
        }
        return try host.global(named: name, in: self)
    }

    /// A type written in source (`Item`, `[Item]`, `Binding<Bool>`) as a value.
    func typeValue(_ type: TypeSyntax, context: TypeDefinition?, node: some SyntaxProtocol) throws -> Value {
        let name = TypeNames.name(of: type)
        if let definition = program.type(named: name, from: context) {
            return .type(TypeReference(name: definition.name, definition: definition))
        }
        return .type(TypeReference(name: name))
    }

    /// The value of a static stored or computed property (evaluated once for stored ones).
    func staticValue(_ property: StaticProperty, type: TypeDefinition?, node: some SyntaxProtocol) throws -> Value {
        if let computed = property.computed {
            let receiver = Receiver(value: type.map { .type(TypeReference(name: $0.name, definition: $0)) } ?? .void, type: type, isStatic: true)
            return try runGetter(computed, receiver: receiver, node: node)
        }
        if let storage = property.storage { return storage.value }
        if let wrapper = property.wrapper, let wrapped = try staticWrappedValue(property, wrapper: wrapper, type: type) {
            property.storage = Box(wrapped, isConstant: false, declaredType: property.type.map(TypeNames.name(of:)))
            return wrapped
        }
        guard let initializer = property.initializer else {
            if let unset = try unsetOptionalValue(property, type: type, node: node) { return unset }
            throw error("'\(property.name)' has no value", node)
        }
        if property.isInitializing {
            throw error("'\(property.name)' is used in its own initial value", node)
        }
        property.isInitializing = true
        defer { property.isInitializing = false }
        let scope = Scope(parent: globalScope, typeContext: type)
        // `static let empty: Self = .init(...)`: `Self` is the type that declares it.
        let expected = property.type.map(TypeNames.name(of:)).map { $0 == "Self" ? type?.qualifiedName ?? $0 : $0 }
        var value = try evaluate(initializer, in: scope, expecting: expected)
        if let declared = property.type { value = try coerce(value, toType: declared, node: initializer, context: type) }
        property.storage = Box(value, isConstant: property.isConstant, declaredType: expected)
        return value
    }

    // MARK: Coercion

    /// Converts `value` to the type named `typeName` where the evaluator can: implicit members
    /// are resolved (`.red` to a `Color`), integers become `Double`s for floating-point types,
    /// arrays convert their elements (`[CGFloat]`). Other values are returned unchanged.
    public func coerce(_ value: Value, to typeName: String, node: (some SyntaxProtocol)? = nil as Syntax?) throws -> Value {
        switch value {
        case .int(let integer) where TypeNames.floatingPoint.contains(typeName):
            return .double(Double(integer))
        case .implicitMember(let member):
            return try resolveImplicitMember(member, as: typeName, position: node.flatMap { position(of: $0) })
        default:
            return value
        }
    }

    /// Converts a value to a declared type written in source, element-wise for arrays and
    /// optionals.
    /// `writtenAt` is where the value was written, when `node` is not in the source (a
    /// memberwise initializer's parameter).
    func coerce(_ value: Value, toType type: TypeSyntax, node: some SyntaxProtocol, writtenAt: SourcePosition? = nil,
                context: TypeDefinition? = nil) throws -> Value {
        if value.isNil { return value }
        if let target = aliasTarget(of: type) { return try coerce(value, toType: target, node: node, context: context) }
        // `(hrp, data)` returned as `(hrp: String, data: Data)?`: the optional's tuple labels it.
        if let optional = type.as(OptionalTypeSyntax.self), optional.wrappedType.is(TupleTypeSyntax.self), case .tuple = value {
            return try coerce(value, toType: optional.wrappedType, node: node, context: context)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count > 1, case .tuple(var elements) = value, elements.count == tuple.elements.count {
            // `let row: (label: String, value: Int) = ("a", 1)`: the tuple takes the type's labels.
            for (index, element) in tuple.elements.enumerated() {
                if let label = element.firstName?.text, label != "_" { elements[index].label = label }
                elements[index].value = try coerce(elements[index].value, toType: element.type, node: node, context: context)
            }
            return .tuple(elements)
        }
        if let element = TypeNames.elementType(of: type).map({ aliasTarget(of: $0) ?? $0 }), case .array(let values) = value,
           element.is(TupleTypeSyntax.self) {
            return .array(try values.map { try coerce($0, toType: element, node: node, context: context) })
        }
        if let element = TypeNames.elementType(of: type), case .array(let values) = value {
            let name = qualified(TypeNames.name(of: aliasTarget(of: element) ?? element), in: context)
            return .array(try values.map { try coerce($0, to: name, node: node) })
        }
        if let dictionary = try coerceDictionary(value, toType: type, node: node) { return dictionary }
        if let element = TypeNames.elementType(of: type), case .implicitMember(let member) = value {
            return try resolveImplicitMember(member, asArrayOf: qualified(TypeNames.name(of: aliasTarget(of: element) ?? element), in: context),
                                             position: writtenAt ?? position(of: node))
        }
        return try coerce(value, to: qualified(TypeNames.name(of: type), in: context), node: node)
    }

    /// `name` as seen from inside `context`: `VM.Section` for `Section` written in `VM`, which
    /// nests a `Section` of its own (other types of the app may nest theirs); else `name`.
    func qualified(_ name: String, in context: TypeDefinition?) -> String {
        guard let context, !name.utf8.contains(UInt8(ascii: ".")),
              let found = program.type(named: name, from: context), found.parent != nil else { return name }
        return found.qualifiedName
    }

    /// The type a `typealias` names (`ActivityRings.Ring`, or `Ring` declared in any type),
    /// for the declared types values are converted to; nil when `type` is not an alias.
    func aliasTarget(of type: TypeSyntax) -> TypeSyntax? {
        if let member = type.as(MemberTypeSyntax.self) {
            return program.types[TypeNames.name(of: member.baseType)]?.typeAliases[member.name.text]
                ?? program.nestedTypesByName[TypeNames.name(of: member.baseType)]?.typeAliases[member.name.text]
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
           program.types[identifier.name.text] == nil {
            return program.memberAliasTarget(named: identifier.name.text)
        }
        return nil
    }

    /// `.name` or `.name(arguments)` resolved as a static member of `typeName`.
    public func resolveImplicitMember(_ member: ImplicitMember, as typeName: String, position: SourcePosition?) throws -> Value {
        let base: Value
        if let definition = program.type(named: typeName, seenFrom: position?.file) {
            base = .type(TypeReference(name: definition.name, definition: definition))
        } else {
            base = .type(TypeReference(name: typeName))
        }
        // `.init(x: 1, y: 2)` where a `CGPoint` goes: the type's initializer.
        if member.name == "init" {
            // `.init(top: 4, ...)` where a length or EdgeInsets goes (`padding(_:)`): no
            // number is made with labels; left for the place that takes either.
            if StandardLibrary.numberTypeNames.contains(typeName), let label = member.arguments?.first?.label, label != "exactly" {
                return .implicitMember(member)
            }
            return try construct(base, arguments: member.arguments ?? [], at: position)
        }
        // `.horizontal` where a `CGFloat` might go: an implicit member, not `CGFloat.horizontal`.
        isExplicitMemberAccess = false
        guard let value = try staticMemberOfTypeValue(member.name, base, position: position) else {
            // The host's types answer for their own members; an unknown one stays unresolved
            // for the host to report where it is used.
            return .implicitMember(member)
        }
        if let arguments = member.arguments {
            return try call(value, arguments: arguments, at: position)
        }
        return value
    }

    // MARK: Running units

    /// Runs `body` as a new evaluation unit: the step count starts again.
    public func withFreshSteps<T>(_ body: () throws -> T) rethrows -> T {
        budget.resetSteps()
        guard let limit = budget.unitTimeLimit else { return try body() }
        return try budget.withDeadline(in: limit, body)
    }
}

/// `EvaluationContext` is what natives receive: the evaluator itself.
public typealias EvaluationContext = Evaluator
