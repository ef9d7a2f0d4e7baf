import SwiftSyntax

/// Class inheritance, as Swift resolves it: a subclass has its superclass's stored properties
/// (with their initial values), computed properties, methods it does not override, subscripts
/// and protocol conformances; it inherits initializers by Swift's two rules; static members are
/// found through the superclass (`Evaluator.staticMember`). A class whose superclass the scene
/// does not declare (`UIView`, `NSObject`, `NSManagedObject`) records it as `sdkSuperclass`, so
/// that what it inherits from the SDK stands in.
extension Program {
    /// Merges every class's superclass into it (once; the superclass first). Called when the
    /// program is complete (`Evaluator.init`), and again for a class declared later.
    public func linkInheritance() {
        var stack = Array(types.values) + shadowedTypes + Array(hostExtensions.values)
        stack += fileTypes.values.flatMap(\.values)
        var seen = Set<ObjectIdentifier>()
        while let type = stack.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            linkClass(type)
            stack += type.nestedTypes.values
        }
    }

    /// Links one class (a local one declared as its function runs: `declareLocalType`).
    func linkClass(_ type: TypeDefinition) {
        guard type.kind == .class, !type.isLinked else { return }
        // Marked first: a class that names itself (or a cycle of classes) links to nothing.
        type.isLinked = true
        // Swift requires the superclass to be written first.
        guard let first = type.conformances.first else { return }
        if let superclass = self.type(named: first, from: type.parent) {
            guard superclass.kind == .class, superclass !== type else { return }
            linkClass(superclass)
            var ancestor: TypeDefinition? = superclass
            while let current = ancestor {
                if current === type { return }
                ancestor = current.superclass
            }
            inherit(from: superclass, into: type)
        } else if !Self.namesProtocol(first) {
            type.sdkSuperclass = first
        }
    }

    private func inherit(from superclass: TypeDefinition, into type: TypeDefinition) {
        type.superclass = superclass
        type.sdkSuperclass = superclass.sdkSuperclass
        let own = Set(type.storedProperties.map(\.name))
        // The superclass's storage comes first; a property the subclass overrides with a
        // computed one is the subclass's.
        type.storedProperties = superclass.storedProperties.filter { !own.contains($0.name) && type.computedProperties[$0.name] == nil }
            + type.storedProperties
        for (name, computed) in superclass.computedProperties where type.computedProperties[name] == nil && !own.contains(name) {
            type.computedProperties[name] = computed
        }
        for (name, overloads) in superclass.methods {
            type.methods[name] = Self.merging(own: type.methods[name] ?? [], inherited: overloads)
        }
        type.subscripts += superclass.subscripts
        for conformance in [superclass.name] + superclass.conformances where !type.conformances.contains(conformance) {
            type.conformances.append(conformance)
        }
        type.initializers = Self.initializers(of: type, inheritingFrom: superclass)
        type.hasMemberwiseInitializer = type.initializers.isEmpty
    }

    /// The subclass's own overloads, then the superclass's it does not override (same labels).
    private static func merging(own: [FunctionDeclSyntax], inherited: [FunctionDeclSyntax]) -> [FunctionDeclSyntax] {
        let overridden = Set(own.map { labels($0.signature.parameterClause.parameters) })
        return own + inherited.filter { !overridden.contains(labels($0.signature.parameterClause.parameters)) }
    }

    /// Swift's rules of initializer inheritance: a subclass that declares no designated
    /// initializer inherits all its superclass's designated initializers; one that has all
    /// of them (inherited or overridden) inherits its convenience initializers too.
    static func initializers(of type: TypeDefinition, inheritingFrom superclass: TypeDefinition) -> [InitializerDeclSyntax] {
        let own = type.ownInitializers ?? type.initializers
        type.ownInitializers = own
        let designated = own.filter { !isConvenience($0) }
        let superDesignated = superclass.initializers.filter { !isConvenience($0) }
        var inherited: [InitializerDeclSyntax] = []
        if designated.isEmpty { inherited += superDesignated }
        let ownLabels = Set(own.map { labels($0.signature.parameterClause.parameters) })
        let hasAllDesignated = designated.isEmpty
            || superDesignated.allSatisfy { ownLabels.contains(labels($0.signature.parameterClause.parameters)) }
        if hasAllDesignated {
            inherited += superclass.initializers.filter {
                isConvenience($0) && !ownLabels.contains(labels($0.signature.parameterClause.parameters))
            }
        }
        return own + inherited
    }

    static func isConvenience(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }

    /// The argument labels a parameter list takes: `at:_:` for `(at index: Int, _ item: T)`.
    static func labels(_ parameters: FunctionParameterListSyntax) -> String {
        parameters.map { $0.firstName.text + ":" }.joined()
    }

    /// True for a name the first place of a class's inheritance list holds that is a protocol
    /// rather than a class the scene does not declare: the standard library's and SwiftUI's
    /// protocols a model adopts, and names shaped like protocols (`…able`, `…Delegate`).
    static func namesProtocol(_ name: String) -> Bool {
        if knownProtocols.contains(name) { return true }
        return protocolSuffixes.contains { name.hasSuffix($0) }
    }

    static let knownProtocols: Set<String> = [
        "ObservableObject", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Decodable", "Encodable",
        "Sendable", "Error", "LocalizedError", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable",
        "AnyObject", "Observable", "View", "App", "Scene", "PreviewProvider", "ViewModifier", "Shape", "Layout",
        "DynamicProperty", "RawRepresentable", "Sequence", "Collection", "IteratorProtocol", "TimelineProvider",
        "AppIntent", "Actor", "GlobalActor", "Transferable", "PersistentModel", "Reducer",
    ]

    static let protocolSuffixes = ["able", "ible", "Delegate", "DataSource", "Protocol", "Convertible", "Representable", "Type", "Providing"]
}
