import LayoutEngine
import SwiftSyntax

extension SceneReader {
    func readTopLevelDeclaration(_ declaration: DeclSyntax) -> SceneItem {
        if let importDeclaration = declaration.as(ImportDeclSyntax.self) {
            return .importDeclaration(module: importDeclaration.path.trimmedDescription, mark: mark(importDeclaration))
        }
        if let structDeclaration = declaration.as(StructDeclSyntax.self) {
            return .structDeclaration(readStruct(structDeclaration))
        }
        if let macro = declaration.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            var preview = PreviewMacro(
                arguments: readArguments(macro.arguments),
                body: macro.trailingClosure.map { readStatements($0.statements) } ?? [],
                mark: mark(macro.macroName))
            preview.mark.comments.closing = macro.trailingClosure.map { comments($0.rightBrace.leadingTrivia) } ?? []
            return .preview(preview)
        }
        return .verbatim(readVerbatimDeclaration(declaration))
    }

    func readVerbatimDeclaration(_ declaration: DeclSyntax) -> VerbatimDeclaration {
        if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
            return verbatim(declaration, keyword: "extension", name: extensionDeclaration.extendedType.trimmedDescription)
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return verbatim(declaration, keyword: "func", name: function.name.text)
        }
        if declaration.is(InitializerDeclSyntax.self) {
            return verbatim(declaration, keyword: "init", name: nil)
        }
        if let enumDeclaration = declaration.as(EnumDeclSyntax.self) {
            return verbatim(declaration, keyword: "enum", name: enumDeclaration.name.text)
        }
        if let classDeclaration = declaration.as(ClassDeclSyntax.self) {
            return verbatim(declaration, keyword: "class", name: classDeclaration.name.text)
        }
        if let structDeclaration = declaration.as(StructDeclSyntax.self) {
            return verbatim(declaration, keyword: "struct", name: structDeclaration.name.text)
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            return verbatim(declaration, keyword: variable.bindingSpecifier.text, name: name)
        }
        let keyword = declaration.firstToken(viewMode: .sourceAccurate)?.text ?? "declaration"
        return verbatim(declaration, keyword: keyword, name: nil)
    }

    func readStruct(_ declaration: StructDeclSyntax) -> StructDeclaration {
        var members: [MemberDeclaration] = []
        for member in declaration.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
               let property = readProperty(variable)
            {
                var property = property
                property.mark.comments.leading = comments(member.leadingTrivia)
                property.mark.comments.trailing = comments(member.trailingTrivia)
                members.append(.property(property))
            } else {
                var verbatim = readVerbatimDeclaration(member.decl)
                verbatim.mark.comments.leading = comments(member.leadingTrivia)
                verbatim.mark.comments.trailing = comments(member.trailingTrivia)
                members.append(.verbatim(verbatim))
            }
        }
        var generics = declaration.genericParameterClause?.parameters.trimmedDescription
        if generics?.isEmpty == true { generics = nil }
        return StructDeclaration(
            modifiers: declaration.modifiers.map { $0.trimmedDescription },
            name: declaration.name.text,
            genericParameters: generics,
            inheritedTypes: declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            members: members,
            mark: {
                var mark = mark(declaration.name)
                mark.comments.closing = comments(declaration.memberBlock.rightBrace.leadingTrivia)
                return mark
            }())
    }

    /// A property with one binding and a plain name; nil for anything else (kept verbatim).
    func readProperty(_ variable: VariableDeclSyntax) -> PropertyDeclaration? {
        guard let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        var attributes: [Attribute] = []
        for element in variable.attributes {
            guard case .attribute(let attribute) = element else { return nil }
            var arguments: [Argument]?
            if let list = attribute.arguments {
                guard case .argumentList(let labelled) = list else { return nil }
                arguments = readArguments(labelled)
            }
            attributes.append(Attribute(name: attribute.attributeName.trimmedDescription, arguments: arguments))
        }
        var getter: [BuilderStatement]?
        var propertyMark = mark(binding.pattern)
        if let block = binding.accessorBlock {
            propertyMark.comments.closing = comments(block.rightBrace.leadingTrivia)
        }
        if let accessors = binding.accessorBlock?.accessors {
            switch accessors {
            case .getter(let statements):
                getter = readStatements(statements)
            case .accessors(let list):
                guard list.count == 1, let only = list.first, only.accessorSpecifier.text == "get",
                      let body = only.body
                else { return nil }
                getter = readStatements(body.statements)
            }
        }
        return PropertyDeclaration(
            attributes: attributes,
            modifiers: variable.modifiers.map { $0.trimmedDescription },
            isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let),
            name: name,
            type: binding.typeAnnotation?.type.trimmedDescription,
            initializer: binding.initializer.map { readExpression($0.value) },
            getter: getter,
            mark: propertyMark)
    }
}
