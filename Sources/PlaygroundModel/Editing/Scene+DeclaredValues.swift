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

/// What a drag that sets an argument writes, and whether it should ask first (an anchor drag).
public enum ArgumentWriting: Equatable, Sendable {
    /// The argument names a property with a default: the default changes, every use follows.
    case declaration(property: String)
    /// The argument is absent or written as constants (`CGPoint(x: 200, y: 180)`): it is
    /// replaced where it is written.
    case asWritten
    /// The argument is computed (`CGPoint(x: size.width / 2, y: top)`, a parameter passed in):
    /// replacing it with a constant loses what it says, so the window asks first.
    case replacesExpression(String)
}

extension Scene {
    /// How setting the argument `label` of `row` would write it (see `ArgumentWriting`).
    public func writing(ofArgument label: String?, of row: TreeRow.ID) -> ArgumentWriting {
        if let declared = declaration(ofArgument: label, of: row) { return .declaration(property: declared.property) }
        guard let value = argumentValue(of: row, label: label), !Self.isConstant(value) else { return .asWritten }
        return .replacesExpression(ScenePrinter.print(value))
    }

    /// Literals, a type's static members (`.zero`, `CGPoint.zero`), and calls of such
    /// (`CGPoint(x: 1, y: -2)`): what a dragged value may replace without losing anything.
    static func isConstant(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember:
            return true
        case .member(let base, _):
            if case .identifier(let name) = base.kind { return name.first?.isUppercase == true }
            return false
        case .prefix("-", let operand), .parenthesized(let operand):
            return isConstant(operand)
        case .call(let callee, let arguments, let trailing):
            let named: Bool
            switch callee.kind {
            case .identifier(let name): named = name.first?.isUppercase == true
            case .implicitMember("init"): named = true
            default: named = isConstant(callee)
            }
            return named && trailing.isEmpty && arguments.allSatisfy { isConstant($0.value) }
        default:
            return false
        }
    }
}
