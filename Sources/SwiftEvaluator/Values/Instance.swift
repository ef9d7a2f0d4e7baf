/// An instance of a struct the scene declares: its type and its stored properties by name.
///
/// A property with a property wrapper (`@State var count = 0`) keeps the wrapper under the
/// underscored name (`_count`); reading `count` asks the wrapper (`PropertyWrapperValue`).
public struct Instance {
    public let type: TypeDefinition
    public var fields: [String: Value]
    /// Where the instance was made (`Row(title: "A")`), for hosts that point at it.
    public var position: SourcePosition?

    public init(type: TypeDefinition, fields: [String: Value] = [:]) {
        self.type = type
        self.fields = fields
    }
}

/// An instance of a class the scene declares (`ObservableObject` models): shared by reference.
public final class Object {
    public let type: TypeDefinition
    public var fields: [String: Value]

    public init(type: TypeDefinition, fields: [String: Value] = [:]) {
        self.type = type
        self.fields = fields
    }
}

/// A case of an enum the scene declares, with its associated values.
public struct EnumCase {
    public let type: TypeDefinition
    public let name: String
    public var payload: [TupleElement]

    public init(type: TypeDefinition, name: String, payload: [TupleElement] = []) {
        self.type = type
        self.name = name
        self.payload = payload
    }
}

/// A type used as a value: one the scene declares, or one the host or the standard library
/// provides, by name (`Color`, `Int`, `Array`).
public struct TypeReference {
    public var name: String
    public var definition: TypeDefinition?

    public init(name: String, definition: TypeDefinition? = nil) {
        self.name = name
        self.definition = definition
    }
}

/// An argument of a call as the callee receives it.
public struct Argument {
    public var label: String?
    public var value: Value
    /// Where the argument is written, for diagnostics; nil for arguments the host made.
    public var position: SourcePosition?
    /// Written as a trailing closure (`HStack { ... }`): it may match a labelled parameter.
    public var isTrailingClosure: Bool
    /// Passed `inout` (`f(&x)`, or a value the host passes to a closure that may change it:
    /// `Path { path in ... }`, `transformPreference`): the closure's parameter is variable, and
    /// its final value comes back in the call's `CallEffects`.
    public var isInout = false

    public init(label: String?, value: Value, position: SourcePosition? = nil, isTrailingClosure: Bool = false, isInout: Bool = false) {
        self.label = label
        self.value = value
        self.position = position
        self.isTrailingClosure = isTrailingClosure
        self.isInout = isInout
    }
}

/// A dictionary whose iteration follows insertion order, so that scenes lay out the same way
/// every time (Swift's own `Dictionary` order is seeded per process).
public struct OrderedDictionary {
    public private(set) var keys: [Value] = []
    public private(set) var values: [Value] = []
    private var index: [HashKey: Int] = [:]

    public init() {}

    public var count: Int { keys.count }

    public subscript(key: Value) -> Value? {
        get {
            guard let hash = HashKey(key), let position = index[hash] else { return nil }
            return values[position]
        }
        set {
            guard let hash = HashKey(key) else { return }
            if let position = index[hash] {
                if let newValue {
                    values[position] = newValue
                } else {
                    // The keys after it move down one: the index keeps its hashes (no key is
                    // hashed again), and the work is counted on the budget.
                    var meter = WorkMeter(budget: Budget.current)
                    _ = meter.add(keys.count)
                    keys.remove(at: position)
                    values.remove(at: position)
                    index.removeValue(forKey: hash)
                    index = index.mapValues { $0 > position ? $0 - 1 : $0 }
                }
            } else if let newValue {
                index[hash] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }
}

/// A value reduced to something Swift can hash: numbers, strings, Booleans, enum cases,
/// tuples and structs of those. Closures and host values without an identity are not keys.
public indirect enum HashKey: Hashable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
    case composite(String, [HashKey])

    /// The most nodes one key is made of. A key is a copy of its value's tree, so a value
    /// nested by sharing (`a = [b, b]`, 2^60 nodes) was copied until the scene's gigabyte of
    /// bytes was spent: 662 MB resident for one key (hostile scene 98). A million nodes is
    /// about 110 MB.
    public static let maximumNodes = 1_000_000
    /// Bytes of a string read per unit of work when it is hashed: a string's scan rate
    /// (`StandardLibrary.chargeWork`).
    public static let bytesPerHashUnit = 4

    /// The key of `value`, or nil when it has none. A composite value's nodes are counted on
    /// the budget of the evaluation running (`Budget.current`, steps and bytes): a value nested
    /// by sharing is 2^depth nodes here; a spent budget, or more than `maximumNodes` nodes,
    /// makes it no key (and the scene's next step throws the error).
    ///
    /// A string is hashed (and compared, when found) by reading all of it, normalising its
    /// accents: a key of 1.5 MB took 45 ms, uncharged (`layout-fuzz --cost-model`). Its bytes
    /// are charged as a scan, a unit for every `bytesPerHashUnit`, for a key of any shape.
    public init?(_ value: Value) {
        switch value {
        case .int(let number): self = .int(number)
        case .string(let text) where text.utf8.count < Self.bytesPerHashUnit * WorkMeter.free:
            self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .nil: self = .null
        default:
            var meter = WorkMeter(
                budget: Budget.current, bytesPerUnit: WorkMeter.bytesPerHashNode, maximumUnits: 4 * Self.maximumNodes,
                limitMessage: "a dictionary key or set element of more than \(Self.maximumNodes / 1_000_000) million values (arrays, tuples or structs nested, or shared, inside it) is not hashed")
            guard let key = HashKey(value, &meter), !meter.isSpent else { return nil }
            self = key
        }
    }

    private init?(_ value: Value, _ meter: inout WorkMeter) {
        // A node made here is an allocation (a comparison's is not): four units.
        guard meter.add(4) else { return nil }
        switch value {
        case .int(let number): self = .int(number)
        case .double(let number):
            if let integer = Int(exactly: number) { self = .int(integer) } else { self = .double(number) }
        case .string(let text):
            guard meter.addWork(text.utf8.count / Self.bytesPerHashUnit) else { return nil }
            self = .string(text)
        case .character(let character):
            // One character may hold any number of combining accents.
            guard meter.addWork(character.utf8.count / Self.bytesPerHashUnit) else { return nil }
            self = .string(String(character))
        case .bool(let flag): self = .bool(flag)
        case .nil: self = .null
        case .enumCase(let enumCase):
            guard let parts = Self.keys(enumCase.payload.lazy.map(\.value), &meter) else { return nil }
            self = .composite(enumCase.type.name + "." + enumCase.name, parts)
        case .tuple(let elements):
            guard let parts = Self.keys(elements.lazy.map(\.value), &meter) else { return nil }
            self = .composite("()", parts)
        case .array(let elements), .set(let elements):
            guard let parts = Self.keys(elements, &meter) else { return nil }
            self = .composite("[]", parts)
        case .instance(let instance):
            var parts: [HashKey] = []
            for name in instance.fields.keys.sorted() {
                guard let field = instance.fields[name], let key = HashKey(field, &meter) else { return nil }
                parts.append(.string(name))
                parts.append(key)
            }
            self = .composite(instance.type.name, parts)
        case .object(let object):
            self = .composite("object", [.int(ObjectIdentifier(object).hashValue)])
        case .native(let native):
            guard let key = native.hashKey else { return nil }
            self = key
        case .implicitMember(let member) where member.arguments == nil:
            self = .composite("." + member.name, [])
        case .type(let type):
            self = .composite("type", [.string(type.name)])
        default:
            return nil
        }
    }

    private static func keys(_ values: some Sequence<Value>, _ meter: inout WorkMeter) -> [HashKey]? {
        var parts: [HashKey] = []
        for element in values {
            guard let key = HashKey(element, &meter) else { return nil }
            parts.append(key)
        }
        return parts
    }
}

extension Value {
    /// The scene type of an instance or an object; nil for other values.
    var instanceType: TypeDefinition? {
        switch self {
        case .instance(let instance): return instance.type
        case .object(let object): return object.type
        default: return nil
        }
    }
}
