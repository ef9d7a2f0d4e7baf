/// What the evaluator asks the library it runs under (the SwiftUI library): names the scene does
/// not declare, members of values it does not know, property wrappers and result builders.
///
/// The host is the only way out of the evaluator: what it does not provide, scene code cannot
/// reach. It provides no files, processes, clocks or network.
public protocol EvaluatorHost: AnyObject {
    /// A global name: a type (`HStack`, `Color`), a function (`max`), a constant. Nil when unknown.
    func global(named name: String, in evaluator: Evaluator) throws -> Value?
    /// A static member of a host type (`Color.red`, `Font.title`, `.infinity` on `CGFloat`):
    /// nil when the type has no such member.
    func staticMember(_ name: String, ofType type: String, in evaluator: Evaluator) throws -> Value?
    /// The host type's own static member `name`, never a stand-in and without reporting
    /// anything: for choosing between it and an app's overload. Nil by default.
    func ownStaticMember(_ name: String, ofType type: String, in evaluator: Evaluator) throws -> Value?
    /// True when the host declares a type `name` of its own (SwiftUI's `List`, `Label`): an
    /// app type of the same name from another module does not hide it from a call that only
    /// the host's initializers take (Swift's overload resolution across imported modules).
    func providesType(named name: String) -> Bool
    /// Calls a host type (`Text("Hi")`, `Color(red: 1, green: 0, blue: 0)`).
    func construct(type: String, arguments: [Argument], at position: SourcePosition?, in evaluator: Evaluator) throws -> Value?
    /// A member of any value that neither the value nor the scene's extensions provide:
    /// modifiers of views (`.padding()` on a scene's own view). Nil when unknown.
    func member(_ name: String, of value: Value, in evaluator: Evaluator) throws -> Value?
    /// True when `value` conforms to the protocol `name` in the host's view (`View`).
    func conforms(_ value: Value, to name: String) -> Bool
    /// Makes the wrapper for a stored property declared with `@attribute(arguments)`, or nil to
    /// store the value plainly. `initialValue` is the property's initial value, when it has one.
    func makePropertyWrapper(
        attribute: String, arguments: [Argument], initialValue: Value?, property: String, declaredType: String?,
        in evaluator: Evaluator
    ) throws -> (any NativeValue)?
    /// The type an implicit member most likely belongs to when nothing says (`.red` in
    /// `.red.opacity(0.5)` passed where any style goes): `Color`. Nil when unknown.
    func typeForImplicitMember(_ name: String) -> String?
    /// The type a host function's parameter has, for implicit members (`alignment:` of
    /// `HStack` is `VerticalAlignment`); nil when unknown.
    func parameterType(of callee: Value, label: String?, index: Int) -> String?
    /// The result builder named by an attribute (`ViewBuilder`), or nil.
    func resultBuilder(named name: String) -> (any ResultBuilder)?
    /// The result builder a member runs under without an attribute: `body` of a `View`.
    func implicitBuilder(forMember name: String, of type: TypeDefinition) -> (any ResultBuilder)?
    /// A value for a name nothing in scope declares, or nil (see the extension's default).
    func standIn(forUnknownName name: String, nearby: [String], at position: SourcePosition?, in evaluator: Evaluator) throws -> Value?
    /// A value for a member that neither the value's type nor the scene's extensions have
    /// (`"Save".localized`, `angle.normalized`: an extension its app declares elsewhere), or
    /// nil for the "has no member" error.
    func standIn(forMissingMember name: String, of value: Value, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value?
    /// What calling `value` gives, where `value` cannot be called but came from the host (a
    /// stand-in's sample, an SDK's member the host answers as a property:
    /// `Calendar.current.isDateInWeekend(day)`), so that the call compiled in the app; nil
    /// for the "cannot be called" error.
    func standIn(forCallOf value: Value, named name: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value?
    /// The value of a freestanding macro the evaluator does not expand (`#Predicate { ... }`,
    /// `#selector(close)`: a package's or an SDK's), or nil for the "not supported" error.
    func standIn(forMacro name: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value?
    /// The value of an operator neither Swift nor the scene declares (a package's: SQLite's
    /// `column <- value`), or nil for the "cannot be applied" error.
    func standIn(forOperator op: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value?
    /// The result of calling a function the scene binds to a system library's symbol
    /// (`@_silgen_name`), given its return type's name and a zero of it when the evaluator
    /// knows one; nil for the "has no body" error.
    func standIn(forExternalFunction name: String, returning type: String?, sample: Value?, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value?
    /// Whether a read of a file or URL the sandbox refuses (`Data(contentsOf:)`, described by
    /// `refusal`) fails as a read of a missing file does, throwing an error the scene's
    /// `try?` or `catch` takes (true), or stops the scene with `refusal` (false).
    func failsRefusedRead(_ refusal: RuntimeError, in evaluator: Evaluator) -> Bool
    /// The value of `static var shared: AppDelegate!` read before anything set it (the app's
    /// lifecycle sets it, which the playground does not run), or nil for the "has no value" error.
    func standIn(forUnsetImplicitlyUnwrapped name: String, type: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value?
}

extension EvaluatorHost {
    /// None by default: the read is an error.
    public func standIn(forUnsetImplicitlyUnwrapped name: String, type: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        nil
    }

    /// A value for a name nothing in scope declares (`sampleStore`, a global of the scene's
    /// app), or nil for the "cannot find" error. `nearby` are the names in scope, so that a
    /// misspelt one stays an error. None by default.
    public func standIn(forUnknownName name: String, nearby: [String], at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        nil
    }

    public func ownStaticMember(_ name: String, ofType type: String, in evaluator: Evaluator) throws -> Value? {
        nil
    }

    /// None by default.
    public func providesType(named name: String) -> Bool { false }

    /// None by default: a macro the evaluator does not expand is an error.
    public func standIn(forMacro name: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        nil
    }

    /// None by default: an operator nothing declares is an error.
    public func standIn(forOperator op: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        nil
    }

    public func standIn(forExternalFunction name: String, returning type: String?, sample: Value?, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        nil
    }

    /// None by default: calling what cannot be called is an error.
    public func standIn(forCallOf value: Value, named name: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        nil
    }

    /// False by default: a refused read is an error.
    public func failsRefusedRead(_ refusal: RuntimeError, in evaluator: Evaluator) -> Bool {
        false
    }

    /// None by default: a missing member is an error.
    public func standIn(forMissingMember name: String, of value: Value, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        nil
    }
}

