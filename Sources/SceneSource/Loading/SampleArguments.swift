import SwiftEvaluator
import SwiftSyntax

/// Sample values for a view's required properties, so that a file whose views all need
/// arguments (and that has no preview) still shows something: `CardView(title: "Title",
/// count: 3, items: [...], isOn: .constant(false))`, written as Swift and evaluated like the
/// scene; "Add Preview" writes the same text into the file, so it is Swift that compiles in the
/// app (literals, the app's own initializers, never a name only the playground knows). A
/// property with a default, an optional one or an `@Environment` one is left out; a model type
/// of the scene is made from its own sample (`static let sample`, `preview`, `example`) or from
/// samples of its properties, three levels deep at most; a type the scene does not declare as
/// `SampleArguments+Undeclared` says; what the views read from the environment is passed with
/// `.environmentObject(...)` / `.environment(...)` (`SampleArguments+Environment`).
struct SampleArguments {
    let program: Program
    /// Where the scene names each type a sample stands in for (`let user: User`): the
    /// stand-in's warning points there rather than at the view.
    let standInUses: StandInUses
    /// The file whose names the samples are written for (a view's): where several files declare
    /// a type of one name, that file's (`Program.fileTypes`).
    var file: Int?
    /// What the samples written so far could not make, and how many were written.
    let trail = SampleTrail()

    init(program: Program, standInUses: StandInUses = StandInUses(), file: Int? = nil) {
        self.program = program
        self.standInUses = standInUses
        self.file = file
    }

    /// The type `name` as the code of `file` reads it, from inside `context` when given (the
    /// type whose property or initializer names it: its nested `Order` before another type's).
    func declaredType(_ name: String, in context: TypeDefinition? = nil) -> TypeDefinition? {
        if let context, !name.contains("."), let nested = program.type(named: name, from: context), nested.parent != nil { return nested }
        if let file, let type = program.fileType(name, inFile: file) { return type }
        // A nested type (`PosterStyle.Size`), or one nested in a type of the scene and named
        // alone where that is unique.
        if let found = program.types[name] ?? program.type(named: name) { return found }
        // `typealias NostrEvent = NdbNote`: the type it names, made as that type.
        if let aliased = program.topLevelAliases[name], TypeNames.name(of: aliased) != name, !TypeNames.isOptional(aliased) {
            let target = TypeNames.name(of: aliased)
            return program.topLevelAliases[target] == nil ? program.types[target] : nil
        }
        return nil
    }

    /// `TypeName(label: sample, ...)`, or nil when some property has no sample.
    func call(for type: TypeDefinition) -> String? {
        expression(forType: type, depth: 0)
    }

    func expression(forType type: TypeDefinition, depth: Int) -> String? {
        guard depth < Self.maximumDepth, trail.written < Self.maximumWritten else { return nil }
        trail.written += 1
        // A nested type is written with its outer types (`PosterStyle.Size.small`).
        let typeName = type.qualifiedName
        if type.kind == .hostExtension, let extended = abstractSample(type, named: type.name, depth: depth) { return extended }
        if type.kind == .enumeration, let first = type.cases.first(where: { $0.parameters.isEmpty }) {
            return typeName + "." + first.name
        }
        for name in Self.sampleMemberNames where type.staticProperties[name] != nil {
            return typeName + "." + name
        }
        for name in Self.sampleListNames where type.staticProperties[name] != nil {
            return typeName + "." + name + "[0]"
        }
        // What the app keeps for its previews (`let test_state: AppState`), a value the type
        // gives of itself (`static let shared = Store()`, `static let empty: Self`), else one
        // of the types conforming to a protocol (`SampleArguments+AppValues`).
        if let global = appGlobal(ofType: type, sampleNamedOnly: true) { return global }
        if let own = ownStaticValue(of: type) { return own }
        // A protocol no type of the app conforms to stands in (`abstractSample`).
        // A protocol is made as the simplest type of the app conforming to it; one no type
        // conforms to stands in where a view's own argument needs it, and inside another
        // type's sample leaves that type to the app's own globals (`appStore`).
        if type.kind == .protocol {
            let sample = abstractSample(type, named: type.name, depth: depth)
            return sample == "sample" + type.name && depth > 1 ? nil : sample
        }
        if type.kind == .enumeration { return payloadCase(of: type, depth: depth) ?? appGlobal(ofType: type, sampleNamedOnly: false) }
        let made = type.kind == .class || !type.initializers.isEmpty
            ? initializerCall(for: type, depth: depth) : memberwiseCall(for: type, depth: depth)
        return made ?? appGlobal(ofType: type, sampleNamedOnly: false)
    }

    /// Samples nest this deep at most (`Post(author: User(profile: Profile(...)))`).
    static let maximumDepth = 4
    /// A root's samples make at most this many values of the scene's types.
    static let maximumWritten = 300

    /// A class, or a type with its own initializers: `Type()` when one takes no arguments, else
    /// the one needing the fewest arguments, each a sample of its parameter's type (`init(bird:
    /// Bird, direction: HorizontalEdge = .trailing)` is made as `Perch(bird: Bird(name:
    /// "Name"))`); the next one when some parameter has no sample.
    private func initializerCall(for type: TypeDefinition, depth: Int) -> String? {
        let typeName = type.qualifiedName
        if Self.hasInitializerWithoutArguments(type) {
            return typeName + "()"
        }
        let ordered = type.initializers.sorted {
            $0.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count
                < $1.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count
        }
        for initializer in ordered where initializer.optionalMark == nil {
            var arguments: [String] = []
            for parameter in initializer.signature.parameterClause.parameters where parameter.defaultValue == nil {
                let name = (parameter.secondName ?? parameter.firstName).text
                guard let value = sample(for: parameter.type, named: name, depth: depth + 1, in: type) else { arguments = []; break }
                let label = parameter.firstName.text
                arguments.append(label == "_" ? value : "\(label): \(value)")
            }
            if !arguments.isEmpty, arguments.reduce(0, { $0 + $1.utf8.count }) <= Self.maximumLength {
                return "\(typeName)(\(arguments.joined(separator: ", ")))"
            }
        }
        return nil
    }

    /// The memberwise initializer: one argument per property it takes.
    private func memberwiseCall(for type: TypeDefinition, depth: Int) -> String? {
        var arguments: [String] = []
        for property in type.storedProperties where Self.requiresArgument(property) {
            if property.isOptional {
                arguments.append("\(property.name): nil")
                continue
            }
            if property.wrapper?.attributeName.trimmedDescription == "Binding" {
                guard let declared = property.type, let value = sample(for: declared, named: property.name, depth: depth + 1, in: type) else { return nil }
                arguments.append("\(property.name): .constant(\(value))")
                continue
            }
            guard let declared = property.type, var value = sample(for: declared, named: property.name, depth: depth + 1, in: type) else { return nil }
            // A closure sample is already one (`@ViewBuilder let content: () -> Content`). A
            // property of a generic view type without a builder (`let wrappedView: WrappedView`)
            // takes the view itself: a closure there is no view, and its modifiers would fail.
            if !Self.isFunctionType(declared), property.builderAttribute != nil {
                value = "{ \(value) }"
            }
            arguments.append("\(property.name): \(value)")
        }
        let made = "\(type.qualifiedName)(\(arguments.joined(separator: ", ")))"
        return made.utf8.count <= Self.maximumLength ? made : nil
    }

    /// The longest sample written for one value, in bytes: samples of wide types nested in
    /// arrays multiply (twelve properties of arrays of twelve-property types...); past it an
    /// array holds one element, then none, and a type has no sample.
    static let maximumLength = 16_384

    /// The static members an app keeps a sample in (`Trail.preview`), and lists of samples
    /// (`Trail.samples[0]`).
    static let sampleMemberNames = ["sample", "preview", "example", "mock", "placeholder", "default"]
    static let sampleListNames = ["samples", "previews", "examples", "mocks", "all"]

    /// True for `() -> Content`, `@escaping () -> Content`, `(() -> Content)?`.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isFunctionType(only.type) }
        return type.is(FunctionTypeSyntax.self)
    }

    /// True when `type` declares an initializer callable without arguments.
    static func hasInitializerWithoutArguments(_ type: TypeDefinition) -> Bool {
        type.initializers.isEmpty || type.initializers.contains { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }
    }

    /// True when a memberwise initializer takes `property` as an argument: a stored property
    /// without a value, but an optional `var` (it starts as nil; an optional `let` has no
    /// default and is passed as nil), a wrapper made without a value (`@Environment`,
    /// `@Query`, ...) and a wrapper given its value in its attribute (`@Default(.accent)`,
    /// `@Query(sort: \.name)`); a `@Binding`, and a `@State` without a value, always are.
    static func requiresArgument(_ property: StoredProperty) -> Bool {
        if property.initializer != nil { return false }
        if property.isOptional { return property.isConstant && property.wrapper == nil }
        guard let wrapper = property.wrapper else { return true }
        let name = wrapper.attributeName.trimmedDescription
        // Wrappers made without a value (`@Query var items: [Item]`, `@FocusState var
        // focused: Bool`) are no parameter of the memberwise initializer.
        if Evaluator.wrappersWithoutValue.contains(name) { return false }
        // Any other wrapper without a value is one (`@State var title: String`, `@StateObject
        // var model: Model`), unless its attribute gives the value (`@AppStorage("key")`).
        return wrapper.arguments == nil || name == "Binding"
    }

    /// True when `call(for:)` makes `type` with something else than `Type()` (arguments, a
    /// case, a sample member): decided from the declarations alone, without writing samples,
    /// for listing the hundreds of views of an app.
    func needsArguments(_ type: TypeDefinition) -> Bool {
        if type.kind == .enumeration { return true }
        if (Self.sampleMemberNames + Self.sampleListNames).contains(where: { type.staticProperties[$0] != nil }) { return true }
        if type.kind == .class || !type.initializers.isEmpty { return !Self.hasInitializerWithoutArguments(type) }
        return type.storedProperties.contains(where: Self.requiresArgument)
    }

    /// A sample value of `type` for a property called `name` of `context` (or a parameter of
    /// its initializer); nil, with the type noted in `trail`, when none can be made.
    func sample(for type: TypeSyntax, named name: String, depth: Int, in context: TypeDefinition? = nil) -> String? {
        let value = writtenSample(for: type, named: name, depth: depth, in: context)
        if value == nil, depth < trail.unmadeDepth {
            trail.unmade = (type.trimmedDescription, name)
            trail.unmadeDepth = depth
        }
        return value
    }

    private func writtenSample(for type: TypeSyntax, named name: String, depth: Int, in context: TypeDefinition?) -> String? {
        if TypeNames.isOptional(type) { return "nil" }
        if let element = TypeNames.elementType(of: type) {
            guard let value = sample(for: element, named: name, depth: depth, in: context), value.utf8.count <= Self.maximumLength else { return "[]" }
            // Three elements, fewer where that would pass the limit (arrays nested in arrays
            // triple at each level).
            return value.utf8.count * 3 <= Self.maximumLength ? "[\(value), \(value), \(value)]" : "[\(value)]"
        }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        if let generic = type.as(IdentifierTypeSyntax.self), let argument = generic.genericArgumentClause?.arguments.first {
            switch generic.name.text {
            case "Set": return "[]"
            case "Binding":
                guard case .type(let wrapped) = argument.argument, let value = sample(for: wrapped, named: name, depth: depth, in: context) else { return nil }
                return ".constant(\(value))"
            default: break
            }
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            // Does nothing, and gives a sample of what it returns (`(Double) -> String` is
            // `{ _ in "Formatter" }`): the view may show what it returns.
            let parameters = function.parameters.isEmpty ? "" : function.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
            let returned = function.returnClause.type
            let result = ["Void", "()"].contains(returned.trimmedDescription) ? nil : sample(for: returned, named: name, depth: depth + 1, in: context)
            return "{ " + [parameters, result ?? ""].filter { !$0.isEmpty }.joined(separator: " ") + " }"
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return sample(for: attributed.baseType, named: name, depth: depth, in: context) }
        let typeName = TypeNames.name(of: type)
        let words = name.prefix(1).uppercased() + name.dropFirst()
        switch typeName {
        case "String", "LocalizedStringKey", "Substring": return "\"\(words)\""
        case "Int", "Int64", "Int32", "UInt": return "3"
        case "Double", "CGFloat", "Float", "TimeInterval":
            let lower = name.lowercased()
            return ["progress", "fraction", "percent", "ratio", "value", "opacity", "amount"].contains { lower.contains($0) } ? "0.6" : "44"
        case "Bool": return "false"
        case "Date": return "Date()"
        case "UUID": return "UUID()"
        case "Color": return ".blue"
        case "Image": return "Image(systemName: \"photo\")"
        case "Text": return "Text(\"\(words)\")"
        case "Font": return ".body"
        case "CGSize": return "CGSize(width: 44, height: 44)"
        case "CGPoint": return "CGPoint(x: 20, y: 20)"
        case "AnyView": return "AnyView(Text(\"\(words)\"))"
        case "Content", "Label", "Header", "Footer", "Leading", "Trailing": return "Text(\"\(words)\")"
        default:
            // A type the scene does not declare (its app's model): what its app would compile
            // (`SampleArguments+Undeclared`), which evaluates to a stand-in here.
            guard let definition = declaredType(typeName, in: context) ?? inferredAssociatedType(typeName) else {
                guard typeName.first?.isUppercase == true else { return nil }
                if standInUses.positions[typeName] == nil { standInUses.positions[typeName] = program.position(of: type) }
                return undeclared(typeName, named: name, depth: depth)
            }
            return expression(forType: definition, depth: depth)
        }
    }
}

/// What `SampleArguments` could not make (the first type and the property or parameter it
/// was for), and how many values of the scene's types it wrote, shared by its copies.
final class SampleTrail {
    /// The least deep sample that could not be made: the one nearest the view.
    var unmade: (type: String, name: String)?
    var unmadeDepth = Int.max
    var written = 0
    /// The app's globals by the type they hold (`SampleArguments.appGlobal`).
    var globalsByType: [ObjectIdentifier: [String]]?
    init() {}
}

/// The positions `SampleArguments` found for the types it stood in for, by type name.
final class StandInUses {
    var positions: [String: SourcePosition] = [:]
    init() {}
}
