import LayoutEngine
import SwiftEvaluator

/// The storage of one `@State` property: shared by the wrapper and the bindings made from it.
final class StateBox {
    var value: Value
    /// Counts writes, so that the library can tell whether state changed during a pass.
    var writes = 0

    init(_ value: Value) {
        self.value = value
    }

    /// The value, made now if it was deferred (`@StateObject`'s initial value, made when
    /// first read and kept).
    func resolved() throws -> Value {
        if case .native(let deferred as DeferredValue) = value { value = try deferred.make() }
        return value
    }
}

/// `@State` (and `@StateObject`, `@AppStorage` with its default, `@FocusState`): reads and writes
/// its box; `$name` is a binding to it.
struct StateWrapper: PropertyWrapperValue {
    let box: StateBox
    var typeName: String { "State" }

    func wrappedValue(in context: EvaluationContext) throws -> Value { try box.resolved() }

    func setWrappedValue(_ value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        if !context.valuesEqual(box.value, value) {
            box.value = value
            box.writes += 1
            (context.host as? SwiftUILibrary)?.state.noteWrite()
        }
        return nil
    }

    func projectedValue(in context: EvaluationContext) throws -> Value {
        let box = box
        let library = context.host as? SwiftUILibrary
        return .native(BindingValue(get: { try box.resolved() }, set: { value in
            box.value = value
            box.writes += 1
            library?.state.noteWrite()
        }))
    }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "wrappedValue": return try box.resolved()
        case "projectedValue": return try projectedValue(in: context)
        default: return nil
        }
    }
}

/// `Binding<Value>`: a getter and a setter; `$x`, `.constant(_)`, `Binding(get:set:)`.
struct BindingValue: PropertyWrapperValue {
    let get: () throws -> Value
    let set: (Value) throws -> Void
    var typeName: String { "Binding" }
    /// `wrappedValue`'s setter is `nonmutating`: `binding.wrappedValue.title = ""` writes to
    /// the bound storage and never back to the variable or get-only property holding the binding.
    var isReference: Bool { true }

    static func constant(_ value: Value) -> BindingValue {
        BindingValue(get: { value }, set: { _ in })
    }

    func wrappedValue(in context: EvaluationContext) throws -> Value { try get() }

    func setWrappedValue(_ value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        try set(value)
        return nil
    }

    func projectedValue(in context: EvaluationContext) throws -> Value { .native(self) }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "wrappedValue": return try get()
        case "projectedValue": return .native(self)
        case "subscript":
            // `$items[index]`: a binding to an element.
            let parent = self
            return Function.native(name) { call in
                let arguments = call.arguments
                let evaluator = call.evaluator
                return .native(BindingValue(
                    get: { try evaluator.subscriptValue(try parent.get(), arguments, node: Syntax(TokenSyntax.identifier("subscript"))) },
                    set: { newValue in try parent.set(try evaluator.settingSubscript(try parent.get(), arguments, to: newValue)) }))
            }
        default:
            // `$item.name`: a binding to a property of the bound value.
            let current = try get()
            guard (try? context.member(name, of: current, node: Syntax(TokenSyntax.identifier(name)))) != nil else { return nil }
            let parent = self
            return .native(BindingValue(
                get: { try context.member(name, of: try parent.get(), node: Syntax(TokenSyntax.identifier(name))) },
                set: { newValue in
                    let updated = try context.setMember(name, of: try parent.get(), to: newValue)
                    try parent.set(updated)
                }))
        }
    }

    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        guard name == "wrappedValue" else { return nil }
        try set(value)
        return self
    }
}

/// `@Environment(\.key)`: the value the environment had when the view's body was built.
struct EnvironmentWrapper: PropertyWrapperValue {
    let key: [String]
    let value: Value
    var typeName: String { "Environment" }
    func wrappedValue(in context: EvaluationContext) throws -> Value { value }
    func setWrappedValue(_ value: Value, in context: EvaluationContext) throws -> (any NativeValue)? { nil }
    /// An object's (`@EnvironmentObject var prefs`, key empty): `$prefs.isOn` is a binding to its
    /// property, as `EnvironmentObject.Wrapper`'s dynamic members are; the object is a reference,
    /// so a write goes to its property and the binding itself is never replaced.
    func projectedValue(in context: EvaluationContext) throws -> Value {
        guard key.isEmpty else { return value }
        let object = value
        return .native(BindingValue(get: { object }, set: { _ in }))
    }
}

/// A wrapper whose value is fixed when the body is built: `@ScaledMetric` (scaled for the
/// environment's Dynamic Type size), `@EnvironmentObject`, `@Namespace`.
struct FixedWrapper: PropertyWrapperValue {
    let typeName: String
    let value: Value
    func wrappedValue(in context: EvaluationContext) throws -> Value { value }
    func setWrappedValue(_ value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        FixedWrapper(typeName: typeName, value: value)
    }
    func projectedValue(in context: EvaluationContext) throws -> Value { value }
}

/// A `@ScaledMetric` before it is attached to an environment: the base value and the text
/// style it scales with.
struct ScaledMetricWrapper: PropertyWrapperValue {
    let base: Value
    let style: Font.TextStyle
    var typeName: String { "ScaledMetric" }
    func wrappedValue(in context: EvaluationContext) throws -> Value { base }
    func setWrappedValue(_ value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        ScaledMetricWrapper(base: value, style: style)
    }
    func projectedValue(in context: EvaluationContext) throws -> Value { base }

    func scaled(for environment: EnvironmentValues) -> Value {
        guard let number = base.number else { return base }
        let scale = style.pointSize(at: environment.dynamicTypeSize) / style.pointSize(at: .large)
        return .double(number * scale)
    }
}

/// `@Environment(\.key)` and `@EnvironmentObject` before they are attached: what to read.
struct EnvironmentRequest: PropertyWrapperValue {
    enum Source {
        case keyPath([String])
        case object(String)
    }

    let source: Source
    let fallback: Value
    var typeName: String { "Environment" }
    func wrappedValue(in context: EvaluationContext) throws -> Value { fallback }
    func setWrappedValue(_ value: Value, in context: EvaluationContext) throws -> (any NativeValue)? { nil }
    func projectedValue(in context: EvaluationContext) throws -> Value { fallback }
}

/// Making property wrappers for stored properties with attributes.
enum PropertyWrappers {
    /// The wrappers of SwiftUI, SwiftData and Observation: one the playground does not model
    /// is stored plainly, with a warning; any other name is its app's (a stand-in).
    static let swiftUIWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Binding", "Bindable", "FocusState",
        "GestureState", "SceneStorage", "AppStorage", "Published", "ScaledMetric", "Namespace", "AccessibilityFocusState",
        "FetchRequest", "SectionedFetchRequest", "Query", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
        "ObservationIgnored", "ObservationTracked", "PhysicalMetric", "FocusedValue", "FocusedBinding", "FocusedObject",
        "Previewable", "Entry", "MainActor", "ViewBuilder", "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder",
    ]

    static func make(
        attribute: String, arguments: [SwiftEvaluator.Argument], initialValue: Value?, property: String, declaredType: String?,
        library: SwiftUILibrary
    ) throws -> (any NativeValue)? {
        switch attribute {
        case "State", "StateObject", "FocusState", "AccessibilityFocusState", "GestureState", "SceneStorage", "AppStorage", "Published":
            if let existing = initialValue?.native(StateWrapper.self) { return existing }
            if let unfocused = FocusStateDefault.value(attribute: attribute, initialValue: initialValue, declaredType: declaredType) {
                return StateWrapper(box: StateBox(unfocused))
            }
            if initialValue == nil, attribute == "StateObject", let type = declaredType, library.evaluator.program.types[type] == nil,
               type.first?.isUppercase == true, !library.isStrict {
                // `@StateObject var model: FeedModel` set by an initializer elsewhere in the app.
                return StateWrapper(box: StateBox(.native(StandInValue(name: property, typeName: type))))
            }
            return StateWrapper(box: StateBox(initialValue ?? .nil))
        case "Binding":
            guard let initialValue else { return nil }
            if let binding = initialValue.native(BindingValue.self) { return binding }
            return BindingValue.constant(initialValue)
        case "ObservedObject", "Bindable":
            return nil
        case "Environment":
            if case .keyPath(let path)? = arguments.first?.value {
                return EnvironmentRequest(source: .keyPath(path), fallback: initialValue ?? .nil)
            }
            if case .type(let type)? = arguments.first?.value {
                return EnvironmentRequest(source: .object(type.name), fallback: initialValue ?? .nil)
            }
            return nil
        case "EnvironmentObject":
            return EnvironmentRequest(source: .object(declaredType ?? property), fallback: initialValue ?? .nil)
        case "ScaledMetric":
            var style = Font.TextStyle.body
            if let relative = arguments.first(where: { $0.label == "relativeTo" })?.value.symbolName, let resolved = Font.TextStyle(rawValue: relative) {
                style = resolved
            }
            return ScaledMetricWrapper(base: initialValue ?? .double(0), style: style)
        case "Namespace":
            return FixedWrapper(typeName: "Namespace", value: .native(OpaqueHostValue(typeName: "Namespace.ID")))
        case _ where !Self.swiftUIWrappers.contains(attribute) && !library.isStrict && attribute.first?.isUppercase == true:
            // `@Default(.websites) var websites`, `@Dependency(\.client) var client`: a wrapper
            // of its app or a package. Its value is what the declaration gives, or a stand-in
            // named by the property; it can be set and bound (`$websites`) as a state.
            if initialValue == nil {
                library.warning("'@\(attribute)' is not declared in the scene (a property wrapper of its app?); '\(property)' stands in",
                                at: library.evaluator.memberAccessPosition, hint: SwiftUILibrary.standInHint)
            }
            let value = initialValue ?? .native(StandInValue(name: property, typeName: declaredType ?? StandIns.words(property).replacingOccurrences(of: " ", with: "")))
            return StateWrapper(box: StateBox(value))
        default:
            library.warning("the property wrapper '@\(attribute)' is not modelled; '\(property)' is stored plainly", at: nil)
            return nil
        }
    }
}

extension Evaluator {
    /// `value` with its property `name` set (for bindings to properties).
    func setMember(_ name: String, of value: Value, to newValue: Value) throws -> Value {
        let scope = Scope(parent: globalScope)
        scope.define("#target", Box(value))
        let program = self.program
        _ = program
        switch value {
        case .instance(var instance):
            instance.fields[name] = newValue
            return .instance(instance)
        case .object(let object):
            object.fields[name] = newValue
            return value
        case .native(let native):
            return try native.settingMember(name, to: newValue, in: self).map { .native($0) } ?? value
        default:
            return value
        }
    }
}

import SwiftSyntax
