/// A value that the host library (the SwiftUI library) makes and understands: a view, a colour,
/// a binding, a layout subview. The evaluator asks it for its members and compares it; it never
/// looks inside.
public protocol NativeValue {
    /// The Swift type name scene code knows it by: `Color`, `Text`, `Binding`.
    var typeName: String { get }
    /// Protocols the value conforms to, for `extension View { ... }` methods and `is`/`as?`:
    /// `["View"]` for views.
    var conformances: Set<String> { get }
    /// A property or method: a method is returned as a `.function` bound to the value; nil when
    /// the value has no such member (the evaluator then looks in the scene's extensions).
    func member(_ name: String, in context: EvaluationContext) throws -> Value?
    /// Sets a property on a copy of the value (`point.x = 3` on a host point); nil when the
    /// property cannot be set.
    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)?
    /// Value equality for `==`; nil when the values cannot be compared.
    func isEqual(to other: any NativeValue) -> Bool?
    /// A key for dictionaries, sets and `ForEach` identity; nil when the value has none.
    var hashKey: HashKey? { get }
    /// How string interpolation and diagnostics show the value.
    var description: String { get }
    /// True when the value, named as a static member of its type (`Color.red`, `CGSize.zero`),
    /// is the same at every read, so the evaluator keeps it instead of asking the host again.
    /// False by default: a value that reads the screen or the clock must say nothing.
    var isConstantMember: Bool { get }
    /// True for a value that may be an object (a stand-in for an app's class): setting its
    /// property does not write the value back to the variable holding it, so a `let`
    /// holding it can have its properties set, as Swift allows for classes.
    var isReference: Bool { get }
}

extension NativeValue {
    public var conformances: Set<String> { [] }
    public func member(_ name: String, in context: EvaluationContext) throws -> Value? { nil }
    public func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? { nil }
    public func isEqual(to other: any NativeValue) -> Bool? { nil }
    public var hashKey: HashKey? { nil }
    public var isConstantMember: Bool { false }
    public var isReference: Bool { false }
    public var description: String { typeName + "(...)" }
}

/// A host value that wraps a property: `@State`, `@Binding`, `@Environment`. Reading the
/// property reads `wrappedValue`; `$name` is `projectedValue`.
public protocol PropertyWrapperValue: NativeValue {
    func wrappedValue(in context: EvaluationContext) throws -> Value
    /// Sets the wrapped value. Wrappers that hold their storage by reference (`@State`,
    /// `@Binding`) change in place and return nil; others return the changed wrapper.
    func setWrappedValue(_ value: Value, in context: EvaluationContext) throws -> (any NativeValue)?
    func projectedValue(in context: EvaluationContext) throws -> Value
}

/// A host value that `for ... in` can iterate (`subviews` of a `Layout`).
public protocol NativeSequence: NativeValue {
    func elements(in context: EvaluationContext) throws -> [Value]
}

/// A host value that stands for a value the scene uses but does not declare (a model of its
/// app): where a number, a Boolean or a string is needed, it gives a sample of that kind
/// (`Value.doubleValue`, `boolValue`, `stringValue`, conditions and operators read them).
public protocol SampleValue: NativeValue {
    var sampleNumber: Double { get }
    var sampleBool: Bool { get }
    var sampleString: String { get }
    /// The case it is, when it stands for a case of an app's enum named as one
    /// (`ConversationState.completed`, written `.completed` where that type goes): a `switch`
    /// takes that case. Nil: it takes the first case tried.
    var sampleCaseName: String? { get }
}

extension SampleValue {
    public var sampleCaseName: String? { nil }
}

/// A host value that is one case of an enumeration the host declares (`AsyncImagePhase.empty`):
/// `switch` and `if case` match its case by name; a case's payload is not bound (the host
/// only makes cases without one).
public protocol NativeEnumCase: NativeValue {
    var caseName: String { get }
}
