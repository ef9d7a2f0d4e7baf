import SwiftEvaluator
import SwiftSyntax

/// What a written root passes down for the views to read: a view with `@EnvironmentObject var
/// store: Store` crashes a preview in Xcode unless something above passes a `Store`, and one
/// with `@Environment(Library.self) var library` (Observation) one of `Library`. The root the
/// playground writes passes each once, in the order the scene's views declare them:
/// `.environmentObject(Store())`, `.environment(Library())`, the object made as any sample of
/// its type is (the app's own initializer; `Type()` for a class the scene does not declare).
extension SampleArguments {
    /// An object a view of the scene reads from the environment.
    struct EnvironmentRead: Equatable {
        let typeName: String
        /// True for `@EnvironmentObject` (passed with `.environmentObject`), false for
        /// `@Environment(Type.self)` (passed with `.environment`).
        let isObject: Bool
        /// The property that reads it.
        let position: SourcePosition
    }

    /// Every object the scene's types read from the environment, each type once; only those
    /// `readers` read when given (a view of a whole app: its own reads, not every view's).
    func environmentReads(of readers: [TypeDefinition]? = nil) -> [EnvironmentRead] {
        var reads: [EnvironmentRead] = []
        let types = readers ?? program.typeOrder + program.nestedTypesByName.values.sorted { ($0.position?.offset ?? 0) < ($1.position?.offset ?? 0) }
        for type in types {
            for property in type.storedProperties {
                guard let wrapper = property.wrapper else { continue }
                var read: EnvironmentRead?
                switch wrapper.attributeName.trimmedDescription {
                case "EnvironmentObject":
                    if let name = property.typeName { read = EnvironmentRead(typeName: name, isObject: true, position: property.position) }
                case "Environment":
                    // `@Environment(Library.self)`, not a key path (`\.colorScheme`).
                    guard case .argumentList(let arguments)? = wrapper.arguments,
                          let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                          let base = member.base else { continue }
                    read = EnvironmentRead(typeName: base.trimmedDescription, isObject: false, position: property.position)
                default: continue
                }
                if let read, !reads.contains(where: { $0.typeName == read.typeName }) { reads.append(read) }
            }
        }
        return reads
    }

    /// `call` (a view made with its sample arguments, or with none) with what the scene's
    /// views read from the environment passed to it.
    func passingEnvironment(to call: String, readBy readers: [TypeDefinition]? = nil) -> String {
        var root = call
        for read in environmentReads(of: readers) {
            // A type the scene does not declare: its stand-in's warning points at the property.
            if declaredType(read.typeName) == nil, standInUses.positions[read.typeName] == nil { standInUses.positions[read.typeName] = read.position }
            let object = declaredType(read.typeName).flatMap { expression(forType: $0, depth: 1) } ?? read.typeName + "()"
            root += read.isObject ? ".environmentObject(\(object))" : ".environment(\(object))"
        }
        return root
    }

    /// The root for the view `type`: `Type(samples...)` passing what its views read from the
    /// environment; nil when some property has no sample.
    func root(for type: TypeDefinition) -> String? {
        call(for: type).map { passingEnvironment(to: $0) }
    }
}
