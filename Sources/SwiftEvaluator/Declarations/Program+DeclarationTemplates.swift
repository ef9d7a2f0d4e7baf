import SwiftSyntax

/// Top-level types made once per file and copied into each program (`DeclarationTemplates`).
extension Program {
    /// The type `declaration` declares at the top level of file `file`, or nil when it declares
    /// none: a copy of the file's template, made from the syntax the first time. The copy is
    /// what `makeType` makes: the notes its members give are reported again, and its
    /// conformances through top-level aliases are those read so far (the only part of a
    /// type's making that depends on other declarations, so it is left out of the template).
    func topLevelType(_ declaration: DeclSyntax, file: Int) -> TypeDefinition? {
        guard Self.declaresType(declaration) else { return nil }
        guard DeclarationTemplates.areUsed.load(ordering: .relaxed) else { return makeType(declaration, parent: nil, file: file) }
        let templates = files[file].declarations
        let template: DeclarationTemplates.Template
        if let kept = templates.template(for: declaration.id, file: file) {
            template = kept
        } else {
            let notesBefore = notes.count
            makesTemplates = true
            let made = makeType(declaration, parent: nil, file: file)
            makesTemplates = false
            guard let made else { return nil }
            template = DeclarationTemplates.Template(type: made, notes: Array(notes[notesBefore...]))
            notes.removeSubrange(notesBefore...)
            templates.store(template, for: declaration.id, file: file)
        }
        notes += template.notes
        let type = template.type.copy(parent: nil)
        conformThroughAliasesRead(type)
        // A copied type may declare member aliases, as one made here would.
        memberAliasCache = nil
        return type
    }

    /// True for the declarations `makeType` makes a type of.
    static func declaresType(_ declaration: DeclSyntax) -> Bool {
        switch declaration.kind {
        case .structDecl, .enumDecl, .classDecl, .actorDecl, .protocolDecl: true
        default: false
        }
    }

    /// What `makeType` adds to a type and each type nested in it: the protocols its
    /// conformances name through the top-level aliases read so far.
    private func conformThroughAliasesRead(_ type: TypeDefinition) {
        guard !topLevelAliases.isEmpty else { return }
        var stack = [type]
        while let current = stack.popLast() {
            current.conformances += current.conformances.flatMap { aliasedProtocols(topLevelAliases[$0]) }
            stack += current.nestedTypes.values
        }
    }
}
