import SwiftIfConfig
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Synchronization

/// The scene's sources, parsed, with every declaration collected: types (with their extensions
/// merged in), extensions of host types and protocols, top-level functions and variables,
/// previews and top-level expressions.
///
/// `#if` is resolved here as an iOS debug build (`IOSBuildConfiguration`): only active clauses
/// are collected. Operators are folded with the standard precedence table.
public final class Program {
    public struct File {
        public let name: String
        public let tree: SourceFileSyntax
        /// The file's text, to find where a node starts without walking the tree (`SourceText`),
        /// and the line and column of a position (`Program.lineColumn`).
        public let bytes: [UInt8]
        /// Its top-level types as made once, copied into each program that adds the file.
        public let declarations = DeclarationTemplates()
    }

    /// A top-level item that is neither a declaration nor an import: a view expression, or a
    /// `#Preview { ... }`.
    public enum TopLevelItem {
        case expression(ExprSyntax, file: Int)
        case preview(MacroExpansionExprSyntax, file: Int)
        case previewDeclaration(MacroExpansionDeclSyntax, file: Int)
        case statement(CodeBlockItemSyntax, file: Int)
    }

    public private(set) var files: [File] = []
    public private(set) var types: [String: TypeDefinition] = [:]
    /// Types in declaration order (for "the first `PreviewProvider`").
    public private(set) var typeOrder: [TypeDefinition] = []
    /// Members added to types and protocols the scene does not declare (`extension View`).
    public private(set) var hostExtensions: [String: TypeDefinition] = [:]
    /// Members of `extension T?` / `extension Optional`, by the wrapped type's dotted name
    /// ("Optional" for `extension Optional`): kept apart from `T`'s own (see `Evaluator+OptionalExtensions`).
    public private(set) var optionalExtensions: [String: TypeDefinition] = [:]
    public private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    public private(set) var globalVariables: [String: StaticProperty] = [:]
    public private(set) var topLevelItems: [TopLevelItem] = []
    /// Problems found while collecting (duplicate declarations, unsupported declarations).
    public internal(set) var notes: [(message: String, position: SourcePosition, isError: Bool)] = []

    let configuration = IOSBuildConfiguration()

    public init() {}

    /// Parses and adds a file. Returns the file's index. The tree is folded; its positions are
    /// those of `source`.
    @discardableResult
    public func addFile(name: String, source: String, maximumNestingLevel: Int = 256) -> Int {
        var text = source
        let parsed = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        return addFile(name: name, tree: parsed)
    }

    /// Adds a file parsed elsewhere.
    @discardableResult
    public func addFile(name: String, tree parsed: SourceFileSyntax) -> Int {
        addFile(Self.prepare(name: name, tree: parsed))
    }

    /// A parsed file made ready for a program: operators folded, its text kept. Immutable, so
    /// one prepared file can be added to many programs (a window re-reading an app folder
    /// prepares only the files that changed: `ParsedFiles`).
    /// `bytes`: the text the tree was parsed from, when the caller has it (folding operators
    /// moves nodes, never tokens or trivia, so it is the folded tree's text too).
    public static func prepare(name: String, tree parsed: SourceFileSyntax, bytes: [UInt8]? = nil) -> File {
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        return File(name: name, tree: folded, bytes: bytes ?? folded.syntaxTextBytes)
    }

    /// Adds a prepared file and collects its declarations. Returns the file's index.
    @discardableResult
    public func addFile(_ file: File) -> Int {
        let index = files.count
        files.append(file)
        if fileIndexByRoot[file.tree.id] == nil { fileIndexByRoot[file.tree.id] = index }
        collect(file.tree.statements, file: index)
        return index
    }

    // MARK: Collecting declarations

    func note(_ message: String, _ node: some SyntaxProtocol, isError: Bool = false, file: Int) {
        notes.append((message, SourcePosition(file: file, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset), isError))
    }

    private func collect(_ statements: CodeBlockItemListSyntax, file: Int) {
        for item in activeItems(statements) {
            switch item.item {
            case .decl(let declaration):
                collectTopLevel(declaration, item: item, file: file)
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    topLevelItems.append(.preview(macro, file: file))
                } else {
                    topLevelItems.append(.expression(expression, file: file))
                }
            case .stmt:
                topLevelItems.append(.statement(item, file: file))
            }
        }
    }

    private func collectTopLevel(_ declaration: DeclSyntax, item: CodeBlockItemSyntax, file: Int) {
        if let type = topLevelType(declaration, file: file) {
            if let existing = types[type.name] {
                // Two files of an app (or of its targets and packages) may each declare their
                // own `private struct Row`: each file's code reads its own (`fileTypes`).
                if let first = existing.position?.file, first != file {
                    fileTypes[type.name, default: [first: existing]][file] = type
                    fileTypeCache[type.name] = nil
                } else {
                    note("'\(type.name)' is declared twice; using the first", declaration, file: file)
                }
                shadowedTypes.append(type)
            } else {
                types[type.name] = type
                typeOrder.append(type)
                memberAliasCache = nil
                adoptEarlierExtensions(of: type)
                adoptAliasExtensions(of: type)
            }
            return
        }
        if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
            pendingExtensions.append((extensionDeclaration, file))
            resolvePendingExtensions()
            return
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            functions[function.name.declaredName, default: []].append(function)
            return
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else { continue }
                let computed = computedProperty(binding, name: name, attributes: variable.attributes, file: file)
                let property = StaticProperty(
                    name: name, initializer: binding.initializer?.value, computed: computed,
                    type: binding.typeAnnotation?.type, isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let))
                if variable.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) {
                    // Seen only in its file, where it hides another file's global of the name.
                    fileGlobals[name, default: [:]][file] = property
                    if globalVariables[name] != nil { continue }
                }
                globalVariables[name] = property
            }
            return
        }
        if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
            if macro.macroName.text == "Preview" { topLevelItems.append(.previewDeclaration(macro, file: file)) }
            return
        }
        if declaration.is(ImportDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self)
            || declaration.is(OperatorDeclSyntax.self) || declaration.is(PrecedenceGroupDeclSyntax.self) {
            if let alias = declaration.as(TypeAliasDeclSyntax.self) { collectAlias(alias) }
            return
        }
        note("this declaration is not supported and is skipped", declaration, file: file)
    }

    /// Top-level types declared under the same name in several files, by file: code reads
    /// its own file's (`types` holds the first).
    public internal(set) var fileTypes: [String: [Int: TypeDefinition]] = [:]
    /// Files whose code reads names as another file's does (`readNames`), and the declaration
    /// each file reads of a name several files declare, once found (`fileType`).
    var readsNamesAs: [Int: Int] = [:]
    var fileTypeCache: [String: [Int: TypeDefinition]] = [:]

    /// Top-level types declared again under a name already taken (two targets of one app
    /// folder may each declare a `Row`): listed (`list`) and made when chosen by their file
    /// (`--view FILE:Name`); by name, code reads its own file's (`fileTypes`).
    public private(set) var shadowedTypes: [TypeDefinition] = []

    /// Type aliases declared at the top level.
    public internal(set) var topLevelAliases: [String: TypeSyntax] = [:]
    /// `private let variants = [...]` declared at the top level of several files: each file's
    /// own, by name and file index (`Evaluator.resolveGlobal`).
    public private(set) var fileGlobals: [String: [Int: StaticProperty]] = [:]

    private var pendingExtensions: [(ExtensionDeclSyntax, Int)] = []
    /// The extensions put in a host type's bag, by type name, in case a scene type of that name
    /// is declared after them.
    var bagExtensions: [String: [(ExtensionDeclSyntax, Int)]] = [:]
    /// The same for extensions of a nested type (`extension Settings.Scheme`), by outer name.
    private var nestedBagExtensions: [String: [(ExtensionDeclSyntax, Int)]] = [:]

    /// `extension Pair { init(...) }` above `struct Pair`: the extension was taken for one of
    /// a host type when it was read; the type declared now takes its members instead.
    func adoptEarlierExtensions(of type: TypeDefinition, named name: String? = nil) {
        let name = name ?? type.name
        // `extension Settings.Scheme` read before `struct Settings`: applied again, once
        // `Settings.Scheme` is declared (in it or in a later extension of it).
        if let nested = nestedBagExtensions.removeValue(forKey: name) {
            if bagExtensions[name] == nil { hostExtensions[name] = nil }
            pendingExtensions += nested
        }
        guard let earlier = bagExtensions.removeValue(forKey: name) else { return }
        hostExtensions[name] = nil
        for (declaration, file) in earlier {
            if let inheritance = declaration.inheritanceClause {
                type.conformances += inheritance.inheritedTypes.map { TypeNames.name(of: $0.type) }
            }
            addMembers(declaration.memberBlock.members, to: type, file: file)
        }
    }

    /// Extensions are applied once all types of all files are known; a later file's type can be
    /// extended by an earlier file.
    public func resolvePendingExtensions() {
        // Again while one applied makes another's target (`extension Settings { enum Scheme }`
        // read after `extension Settings.Scheme { ... }`).
        var before = pendingExtensions.count + 1
        while !pendingExtensions.isEmpty, pendingExtensions.count < before {
            before = pendingExtensions.count
            resolvePendingExtensionsOnce()
        }
    }

    private func resolvePendingExtensionsOnce() {
        let pending = pendingExtensions
        pendingExtensions = []
        for (declaration, file) in pending {
            if TypeNames.isOptional(declaration.extendedType) {
                let name = TypeNames.name(of: declaration.extendedType)
                let bag = optionalExtensions[name] ?? TypeDefinition(name: name, kind: .hostExtension)
                optionalExtensions[name] = bag
                addMembers(declaration.memberBlock.members, to: bag, file: file)
                continue
            }
            let path = TypeNames.name(of: declaration.extendedType).split(separator: ".").map(String.init)
            var target: TypeDefinition? = types[path[0]] ?? aliasedType(path[0])
            for component in path.dropFirst() { target = target?.nestedTypes[component] }
            if target == nil, path.count == 1, types[path[0]] == nil {
                // Extension of a host type or protocol: collected into its bag of members (or
                // of a type declared further down, which takes them back: `adoptEarlierExtensions`).
                let bag = hostExtensions[path[0]] ?? TypeDefinition(name: path[0], kind: .hostExtension)
                hostExtensions[path[0]] = bag
                target = bag
                bagExtensions[path[0], default: []].append((declaration, file))
            } else if target == nil, types[path[0]] == nil {
                // `extension StatusEditor.AutoCompleteView { struct MentionsView: View ... }`
                // of types its app declares elsewhere: a bag for each level, so that the types
                // declared inside are found.
                var bag = hostExtensions[path[0]] ?? TypeDefinition(name: path[0], kind: .hostExtension)
                hostExtensions[path[0]] = bag
                nestedBagExtensions[path[0], default: []].append((declaration, file))
                for component in path.dropFirst() {
                    let inner = bag.nestedTypes[component] ?? TypeDefinition(name: component, kind: .hostExtension, parent: bag)
                    bag.nestedTypes[component] = inner
                    bag = inner
                }
                target = bag
            }
            guard let target else {
                pendingExtensions.append((declaration, file))
                continue
            }
            if let inheritance = declaration.inheritanceClause {
                target.conformances += inheritance.inheritedTypes.map { TypeNames.name(of: $0.type) }
            }
            addMembers(declaration.memberBlock.members, to: target, file: file)
        }
    }

    /// A type declared inside a function body (`struct Inner { ... }` in a helper): made as a
    /// top-level type is and found by its name from then on (Swift scopes it to the function; a
    /// scene rarely declares one name twice, and the first stays). Nil for a declaration that
    /// is not a type.
    public func declareLocalType(_ declaration: DeclSyntax, file: Int) -> TypeDefinition? {
        guard let type = makeType(declaration, parent: nil, file: file) else { return nil }
        if let existing = types[type.name] { return existing }
        types[type.name] = type
        typeOrder.append(type)
        nestedCache = nil
        linkClass(type)
        memberAliasCache = nil
        return type
    }

    func makeType(_ declaration: DeclSyntax, parent: TypeDefinition?, file: Int) -> TypeDefinition? {
        let type: TypeDefinition
        let members: MemberBlockItemListSyntax
        let inheritance: InheritanceClauseSyntax?
        let generics: GenericParameterClauseSyntax?
        if let structure = declaration.as(StructDeclSyntax.self) {
            type = TypeDefinition(name: structure.name.text, kind: .structure, parent: parent)
            members = structure.memberBlock.members
            inheritance = structure.inheritanceClause
            generics = structure.genericParameterClause
        } else if let enumeration = declaration.as(EnumDeclSyntax.self) {
            type = TypeDefinition(name: enumeration.name.text, kind: .enumeration, parent: parent)
            members = enumeration.memberBlock.members
            inheritance = enumeration.inheritanceClause
            generics = enumeration.genericParameterClause
        } else if let object = declaration.as(ClassDeclSyntax.self) {
            type = TypeDefinition(name: object.name.text, kind: .class, parent: parent)
            members = object.memberBlock.members
            inheritance = object.inheritanceClause
            generics = object.genericParameterClause
        } else if let actor = declaration.as(ActorDeclSyntax.self) {
            type = TypeDefinition(name: actor.name.text, kind: .class, parent: parent)
            members = actor.memberBlock.members
            inheritance = actor.inheritanceClause
            generics = actor.genericParameterClause
        } else if let protocolDeclaration = declaration.as(ProtocolDeclSyntax.self) {
            type = TypeDefinition(name: protocolDeclaration.name.text, kind: .protocol, parent: parent)
            members = MemberBlockItemListSyntax([])
            inheritance = protocolDeclaration.inheritanceClause
            generics = nil
        } else {
            return nil
        }
        type.position = SourcePosition(file: file, offset: declaration.positionAfterSkippingLeadingTrivia.utf8Offset)
        type.conformances = inheritance?.inheritedTypes.map { TypeNames.name(of: $0.type) } ?? []
        if !makesTemplates { type.conformances += type.conformances.flatMap { aliasedProtocols(topLevelAliases[$0]) } }
        type.genericParameters = generics?.parameters.map(\.name.text) ?? []
        addMembers(members, to: type, file: file)
        type.hasMemberwiseInitializer = type.initializers.isEmpty
        return type
    }

    private func addMembers(_ members: MemberBlockItemListSyntax, to type: TypeDefinition, file: Int) {
        for declaration in activeMembers(members) {
            if let nested = makeType(declaration, parent: type, file: file) {
                type.nestedTypes[nested.name] = nested
                continue
            }
            let isStatic = Self.isStatic(declaration)
            if let variable = declaration.as(VariableDeclSyntax.self) {
                addVariable(variable, to: type, isStatic: isStatic, file: file)
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                if isStatic {
                    type.staticMethods[function.name.declaredName, default: []].append(function)
                } else {
                    type.methods[function.name.declaredName, default: []].append(function)
                }
            } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
                type.initializers.append(initializer)
            } else if let caseDeclaration = declaration.as(EnumCaseDeclSyntax.self) {
                for element in caseDeclaration.elements {
                    let parameters = element.parameterClause?.parameters.map { parameter in
                        EnumCaseDefinition.Parameter(
                            label: parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil,
                            type: parameter.type, defaultValue: parameter.defaultValue?.value)
                    } ?? []
                    type.cases.append(EnumCaseDefinition(
                        name: element.name.declaredName, parameters: parameters, rawValue: element.rawValue?.value,
                        index: type.cases.count))
                }
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                type.typeAliases[alias.name.text] = alias.initializer.value
                memberAliasCache = nil
            } else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) {
                type.subscripts.append(subscriptDeclaration)
            } else if declaration.is(AssociatedTypeDeclSyntax.self) {
                continue
            } else {
                note("this member is not supported and is skipped", declaration, file: file)
            }
        }
    }

    private func addVariable(_ variable: VariableDeclSyntax, to type: TypeDefinition, isStatic: Bool, file: Int) {
        let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        var wrapper: AttributeSyntax?
        var builder: String?
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
            let name = TypeNames.name(of: attribute.attributeName)
            // The outermost wrapper is the first (`@Environment(\.presentationMode) @Binding var
            // mode`); attributes that are not wrappers are passed over.
            if name.hasSuffix("Builder") { builder = name } else if wrapper == nil, !Self.attributesNotWrappers.contains(name) { wrapper = attribute }
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else {
                note("only simple names are supported in property declarations", binding, file: file)
                continue
            }
            if let computed = computedProperty(binding, name: name, attributes: variable.attributes, file: file) {
                if isStatic {
                    type.staticProperties[name] = StaticProperty(
                        name: name, initializer: nil, computed: computed, type: binding.typeAnnotation?.type, isConstant: true)
                } else {
                    type.computedProperties[name] = computed
                }
                continue
            }
            if isStatic {
                let property = StaticProperty(
                    name: name, initializer: binding.initializer?.value, computed: nil, type: binding.typeAnnotation?.type,
                    isConstant: isConstant)
                property.wrapper = wrapper
                type.staticProperties[name] = property
                continue
            }
            // `var a, b: Int` gives both the type written last.
            let typeAnnotation = binding.typeAnnotation?.type ?? variable.bindings.first { $0.typeAnnotation != nil && $0.position > binding.position }?.typeAnnotation?.type
            type.storedProperties.append(StoredProperty(
                name: name, isConstant: isConstant, type: typeAnnotation, initializer: binding.initializer?.value,
                wrapper: wrapper, builderAttribute: builder, isLazy: isLazy,
                position: SourcePosition(file: file, offset: binding.positionAfterSkippingLeadingTrivia.utf8Offset)))
        }
    }

    /// The file the last position was found in: evaluation stays in one file for long
    /// stretches, so it is tried first (atomic: a window's layouts may read positions from
    /// several threads).
    let lastFileIndex = Atomic<Int>(0)
    /// Each file's index by the identifier of its tree's root (`Program+Positions`).
    var fileIndexByRoot: [SyntaxIdentifier: Int] = [:]
    /// Where each line starts, by file index: made the first time a position of the file is
    /// given a line and column (`Program.lineColumn`), not for every file read.
    let lineStarts = Mutex<[Int: [Int]]>([:])
    /// What `nestedTypesByName` found, until a declaration is added.
    var nestedCache: [String: TypeDefinition]?
    /// What `memberAliasTarget(named:)` found, until a type or an alias is added.
    var memberAliasCache: [String: TypeSyntax]?
    /// True while a file's template is made (`topLevelType`): conformances through aliases
    /// are added to each program's copy instead.
    var makesTemplates = false
}
