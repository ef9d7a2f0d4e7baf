/// A value of scene code while it runs.
///
/// The evaluator is dynamically typed: the code compiled in Xcode, so it does not check types,
/// but it keeps Swift's distinctions where they show in results: `Int` and `Double` stay apart
/// (`7 / 2` is 3, `7.0 / 2` is 3.5), structs and enums are values (copied on assignment), classes
/// are references. An optional is either `.nil` or its wrapped value itself (`Optional<Int>.some(3)`
/// is `.int(3)`); nested optionals are not told apart.
///
/// Values the SwiftUI library makes (views, colours, fonts) are `.native`; everything else is
/// made of the cases below.
public enum Value {
    /// `()`: what a function without a result returns.
    case void
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case character(Character)
    case array([Value])
    /// Keys in insertion order: iteration is deterministic.
    case dictionary(OrderedDictionary)
    /// A `Set`: elements unique, in insertion order.
    case set([Value])
    case tuple([TupleElement])
    /// The only case that holds values inline (`lower`, `upper`), so the only one boxed: with
    /// the whole enum `indirect`, every `.int` and `.string` was a heap allocation.
    indirect case range(RangeValue)
    /// An instance of a struct the scene declares (value semantics).
    case instance(Instance)
    /// An instance of a class the scene declares (reference semantics).
    case object(Object)
    case enumCase(EnumCase)
    case function(Function)
    /// A type used as a value: `Color` in `Color.red`, `Item.self`.
    case type(TypeReference)
    /// A value of the host library (the SwiftUI library's views, colours, fonts, bindings).
    indirect case native(any NativeValue)
    /// `.red`, `.fixed(100)`: an implicit member expression whose type is not known yet. It is
    /// resolved when it reaches a place that knows its type (a parameter, a comparison).
    case implicitMember(ImplicitMember)
    /// `\.name`, `\Item.id`, `\.self`: the property names along the path.
    case keyPath([String])
}

/// One element of a tuple, with its label if it has one.
public struct TupleElement {
    public var label: String?
    public var value: Value

    public init(label: String? = nil, value: Value) {
        self.label = label
        self.value = value
    }
}

/// An implicit member expression waiting for its type: `.leading`, `.rect(cornerRadius: 8)`.
public struct ImplicitMember {
    public var name: String
    /// The call's arguments when the member is called (`.fixed(100)`), else nil.
    public var arguments: [Argument]?

    public init(name: String, arguments: [Argument]? = nil) {
        self.name = name
        self.arguments = arguments
    }
}

/// A range: `a..<b`, `a...b`, `a...`, `...b`. Bounds are numbers or other comparable values.
public struct RangeValue {
    public var lower: Value?
    public var upper: Value?
    public var isClosed: Bool

    public init(lower: Value?, upper: Value?, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }

    /// The integers of a bounded integer range, or nil.
    public var integerBounds: (lower: Int, upperExclusive: Int)? {
        guard case .int(let low)? = lower, case .int(let high)? = upper else { return nil }
        if isClosed {
            guard high < Int.max else { return nil }
            return (low, max(low, high + 1))
        }
        return (low, max(low, high))
    }
}

extension Value {
    /// True for an array, set, dictionary, string or range: a collection of the standard
    /// library's.
    public var isStandardCollection: Bool {
        switch self {
        case .array, .set, .dictionary, .string, .range: return true
        default: return false
        }
    }

    /// True for `nil`.
    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }

    /// The number as a `Double` (integers convert), or nil.
    public var doubleValue: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        case .native(let sample as any SampleValue): return sample.sampleNumber
        default: return nil
        }
    }

    /// The integer, or a `Double` that is integral, or nil.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value):
            guard value.isFinite, value.rounded() == value, abs(value) < 9.0e18 else { return nil }
            return Int(value)
        case .native(let sample as any SampleValue):
            let number = sample.sampleNumber.rounded()
            return number.isFinite && abs(number) < 9.0e18 ? Int(number) : nil
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        if case .native(let sample as any SampleValue) = self { return sample.sampleBool }
        return nil
    }

    public var stringValue: String? {
        switch self {
        case .string(let value): return value
        case .character(let value): return String(value)
        case .native(let sample as any SampleValue): return sample.sampleString
        default: return nil
        }
    }

    /// A stand-in (`SampleValue`) as the plain value `other` is of: a number beside a number,
    /// a string beside a string, a Boolean beside a Boolean; anything else unchanged.
    func sampled(like other: Value) -> Value {
        // `.pi / 2`, `.zero + x`: a number's implicit constant beside a number.
        if case .implicitMember(let member) = self, member.arguments == nil, other.doubleValue != nil {
            switch member.name {
            case "pi": return .double(Double.pi)
            case "zero":
                if case .int = other { return .int(0) }
                return .double(0)
            case "infinity": return .double(.infinity)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            default: return self
            }
        }
        guard case .native(let sample as any SampleValue) = self else { return self }
        switch other {
        case .int: return .int(intValue ?? 0)
        case .double: return .double(sample.sampleNumber)
        case .string: return .string(sample.sampleString)
        case .bool: return .bool(sample.sampleBool)
        default: return self
        }
    }

    /// The elements of an array or set.
    public var arrayValue: [Value]? {
        switch self {
        case .array(let values), .set(let values): return values
        default: return nil
        }
    }

    /// The host value, if this is one.
    public var nativeValue: (any NativeValue)? {
        if case .native(let value) = self { return value }
        return nil
    }

    /// The host value as `T`, if it is one.
    public func native<T>(_ type: T.Type) -> T? {
        if case .native(let value) = self { return value as? T }
        return nil
    }
}
