import SceneSource

/// Editing a value where it is declared: when an argument is written as a property's name
/// (`.padding(spacing)`, `.frame(width: self.side)`) and the struct whose body holds the view
/// gives that property a default (`@State private var spacing = 8`, `let side = 40.0`), the
/// inspector's new value replaces the default, not the name: the view keeps reading the
/// property and every other use of it changes too.
extension Scene {
    /// The struct whose getter holds `builder`, if any.
    static func enclosingType(of builder: BuilderAddress) -> String? {
        switch builder {
        case .property(let type, _): return type
        case .viewContent(let statement, _), .modifierContent(let statement, _, _): return enclosingType(of: statement.builder)
        default: return nil
        }
    }

    /// The argument labelled `label` of the view or modifier `row` stands for, as written.
    func argumentValue(of row: TreeRow.ID, label: String?) -> Expression? {
        switch row.address {
        case .modifier(let statement, let index):
            guard let expression = viewExpression(at: statement) else { return nil }
            let modifiers = expression.modifierChain.modifiers
            guard modifiers.indices.contains(index) else { return nil }
            return modifiers[index].arguments.first { $0.label == label }?.value
        case .view(let statement):
            guard let expression = viewExpression(at: statement),
                  case .call(_, let arguments, _) = expression.modifierChain.base.kind
            else { return nil }
            return arguments.first { $0.label == label }?.value
        default:
            return nil
        }
    }

    /// Where the value of `row`'s argument `label` is declared: the struct's index in `items`
    /// and the property's name, when the argument names a stored property with a default.
    func declaration(ofArgument label: String?, of row: TreeRow.ID) -> (item: Int, property: String)? {
        guard let statement = row.address.statement, let type = Self.enclosingType(of: statement.builder),
              let value = argumentValue(of: row, label: label)
        else { return nil }
        let name: String
        switch value.kind {
        case .identifier(let identifier): name = identifier
        case .member(let base, let member):
            guard case .identifier("self") = base.kind else { return nil }
            name = member
        default: return nil
        }
        for (index, item) in items.enumerated() {
            guard case .structDeclaration(let declaration) = item, declaration.name == type,
                  let property = declaration.property(named: name), property.getter == nil, property.initializer != nil,
                  !property.modifiers.contains("static")
            else { continue }
            return (index, name)
        }
        return nil
    }

    /// Replaces the default of `property` of the struct at `items[item]`.
    mutating func setDefault(ofProperty property: String, inStructAt item: Int, to value: Expression) throws {
        guard items.indices.contains(item), case .structDeclaration(var declaration) = items[item] else { throw Self.lost }
        guard let index = declaration.members.firstIndex(where: { if case .property(let p) = $0 { return p.name == property } else { return false } }),
              case .property(var declared) = declaration.members[index]
        else { throw Self.lost }
        declared.initializer = value
        declaration.members[index] = .property(declared)
        items[item] = .structDeclaration(declaration)
    }
}
