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

    init(program: Program, standInUses: StandInUses = StandInUses(), file: Int? = nil) {
        self.program = program
        self.standInUses = standInUses
        self.file = file
    }

    /// The type `name` as the code of `file` reads it.
    func declaredType(_ name: String) -> TypeDefinition? {
        if let file, let type = program.fileType(name, inFile: file) { return type }
        // A nested type (`PosterStyle.Size`), or one nested in a type of the scene and named
        // alone where that is unique.
        return program.types[name] ?? program.type(named: name)
    }

    /// `TypeName(label: sample, ...)`, or nil when some property has no sample.
    func call(for type: TypeDefinition) -> String? {
        expression(forType: type, depth: 0)
    }

    func expression(forType type: TypeDefinition, depth: Int) -> String? {
        guard depth < 3 else { return nil }
        // A nested type is written with its outer types (`PosterStyle.Size.small`).
        let typeName = type.qualifiedName
        if let abstract = abstractSample(type, named: type.name, depth: depth) { return abstract }
        if type.kind == .enumeration {
            guard let first = type.cases.first(where: { $0.parameters.isEmpty }) else { return nil }
            return typeName + "." + first.name
        }
        for name in Self.sampleMemberNames where type.staticProperties[name] != nil {
            return typeName + "." + name
        }
        for name in Self.sampleListNames where type.staticProperties[name] != nil {
            return typeName + "." + name + "[0]"
        }
        if type.kind == .class || !type.initializers.isEmpty {
            // A class with an init(), or a type with its own inits: the one needing the fewest
            // arguments, each a sample of its parameter's type (`init(bird: Bird, direction:
            // HorizontalEdge = .trailing)` is made as `Perch(bird: Bird(name: "Name"))`).
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
                    guard let value = sample(for: parameter.type, named: name, depth: depth + 1) else { arguments = []; break }
                    let label = parameter.firstName.text
                    arguments.append(label == "_" ? value : "\(label): \(value)")
                }
                if !arguments.isEmpty, arguments.reduce(0, { $0 + $1.utf8.count }) <= Self.maximumLength {
                    return "\(typeName)(\(arguments.joined(separator: ", ")))"
                }
            }
            return nil
        }
        var arguments: [String] = []
        for property in type.storedProperties where Self.requiresArgument(property) {
            if property.isOptional {
                arguments.append("\(property.name): nil")
                continue
            }
            if property.wrapper?.attributeName.trimmedDescription == "Binding" {
                guard let type = property.type, let value = sample(for: type, named: property.name, depth: depth + 1) else { return nil }
                arguments.append("\(property.name): .constant(\(value))")
                continue
            }
            guard let declared = property.type, var value = sample(for: declared, named: property.name, depth: depth + 1) else { return nil }
            // A closure sample is already one (`@ViewBuilder let content: () -> Content`).
            if !Self.isFunctionType(declared), property.builderAttribute != nil || type.genericParameters.contains(TypeNames.name(of: declared)) {
                value = "{ \(value) }"
            }
            arguments.append("\(property.name): \(value)")
        }
        let made = "\(typeName)(\(arguments.joined(separator: ", ")))"
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

    /// A sample value of `type` for a property called `name`.
    private func sample(for type: TypeSyntax, named name: String, depth: Int) -> String? {
        if TypeNames.isOptional(type) { return "nil" }
        if let element = TypeNames.elementType(of: type) {
            guard let value = sample(for: element, named: name, depth: depth), value.utf8.count <= Self.maximumLength else { return "[]" }
            // Three elements, fewer where that would pass the limit (arrays nested in arrays
            // triple at each level).
            return value.utf8.count * 3 <= Self.maximumLength ? "[\(value), \(value), \(value)]" : "[\(value)]"
        }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        if let generic = type.as(IdentifierTypeSyntax.self), let argument = generic.genericArgumentClause?.arguments.first {
            switch generic.name.text {
            case "Set": return "[]"
            case "Binding":
                guard case .type(let wrapped) = argument.argument, let value = sample(for: wrapped, named: name, depth: depth) else { return nil }
                return ".constant(\(value))"
            default: break
            }
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            // Does nothing, and gives a sample of what it returns (`(Double) -> String` is
            // `{ _ in "Formatter" }`): the view may show what it returns.
            let parameters = function.parameters.isEmpty ? "" : function.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
            let returned = function.returnClause.type
            let result = ["Void", "()"].contains(returned.trimmedDescription) ? nil : sample(for: returned, named: name, depth: depth + 1)
            return "{ " + [parameters, result ?? ""].filter { !$0.isEmpty }.joined(separator: " ") + " }"
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return sample(for: attributed.baseType, named: name, depth: depth) }
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
            guard let definition = declaredType(typeName) ?? inferredAssociatedType(typeName) else {
                guard typeName.first?.isUppercase == true else { return nil }
                if standInUses.positions[typeName] == nil { standInUses.positions[typeName] = program.position(of: type) }
                return undeclared(typeName, named: name, depth: depth)
            }
            return expression(forType: definition, depth: depth)
        }
    }
}

/// The positions `SampleArguments` found for the types it stood in for, by type name.
final class StandInUses {
    var positions: [String: SourcePosition] = [:]
    init() {}
}
