import LayoutEngine

extension SceneInterpreter {
    /// The value of an argument expression; nil when a diagnostic was reported. Views in value
    /// position evaluate to `.deferred` and are built where they are placed.
    func evaluate(_ expression: Expression, scope: Scope) -> Value? {
        switch expression.kind {
        case .integerLiteral(let value):
            return .number(Double(value), isInteger: true)
        case .floatLiteral(let value):
            return .number(value, isInteger: false)
        case .stringLiteral(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let string): text += string
                case .interpolation(let inner):
                    guard let value = evaluate(inner, scope: scope) else { return nil }
                    text += value.displayText
                }
            }
            return .string(text)
        case .booleanLiteral(let value):
            return .bool(value)
        case .nilLiteral:
            return Value.none
        case .identifier(let name):
            if let value = scope.lookup(name) { return force(value) }
            if Value.knownTypeNames.contains(name) || builtInViewNames.contains(name) || customViews[name] != nil {
                return .type(name)
            }
            sink.error("'\(name)' is not defined", at: expression.mark)
            return nil
        case .implicitMember(let name):
            return .symbol(name)
        case .member(let base, let name):
            if case .identifier("self") = base.kind, scope.lookup("self") == nil {
                return evaluate(Expression(.identifier(name), mark: expression.mark), scope: scope)
            }
            guard let baseValue = evaluate(base, scope: scope) else { return nil }
            return member(name, of: baseValue, mark: expression.mark)
        case .call(let callee, let arguments, let trailing):
            return evaluateCall(expression, callee: callee, arguments: arguments, trailing: trailing, scope: scope)
        case .subscriptCall(let base, let arguments):
            guard let baseValue = evaluate(base, scope: scope) else { return nil }
            return subscriptValue(baseValue, arguments, mark: expression.mark, scope: scope)
        case .binary(let op, let lhs, let rhs):
            return evaluateBinary(op, lhs, rhs, mark: expression.mark, scope: scope)
        case .prefix(let op, let operand):
            return evaluatePrefix(op, operand, mark: expression.mark, scope: scope)
        case .postfix(let op, let operand):
            guard op == "..." else {
                sink.error("the operator '\(op)' is not supported", at: expression.mark)
                return nil
            }
            guard let value = evaluate(operand, scope: scope) else { return nil }
            return .range(lower: value, upper: nil, isClosed: true)
        case .ternary(let condition, let then, let otherwise):
            guard let value = evaluate(condition, scope: scope) else { return nil }
            guard let flag = value.bool else {
                sink.error("a condition must be a Boolean, not \(value.kindName)", at: condition.mark)
                return nil
            }
            return evaluate(flag ? then : otherwise, scope: scope)
        case .closure(let closure):
            return .closure(closure, scope)
        case .keyPath(_, let components):
            return .keyPath(components)
        case .arrayLiteral(let elements):
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                guard let value = evaluate(element, scope: scope) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .parenthesized(let inner):
            return evaluate(inner, scope: scope)
        case .unwrap(let base, let isForced):
            guard let value = evaluate(base, scope: scope) else { return nil }
            if isForced && value.isNone {
                sink.error("'\(ScenePrinter.print(base))' is nil", at: expression.mark)
                return nil
            }
            return value
        case .verbatim(let text):
            sink.error("'\(Self.shortened(text))' is not supported in a scene yet", at: expression.mark)
            return nil
        }
    }

    /// Resolves a deferred value (a custom view's argument, a `let`) to what it is.
    func force(_ value: Value) -> Value? {
        switch value {
        case .deferred(let expression, let captured, let type):
            guard let result = evaluate(expression, scope: captured) else { return nil }
            guard let type else { return result }
            if case .deferred = result { return result }
            guard let converted = result.converted(toType: type) else {
                sink.error("'\(Self.shortened(ScenePrinter.print(expression)))' is not a \(type)", at: expression.mark)
                return nil
            }
            return converted
        case .computed(let statements, let captured):
            return evaluateStatements(statements, scope: captured)
        default:
            return value
        }
    }

    /// The value of a closure body or computed property: its `return`, or its last expression.
    func evaluateStatements(_ statements: [BuilderStatement], scope: Scope) -> Value? {
        let local = scope.child()
        for (index, statement) in statements.enumerated() {
            switch statement {
            case .expression(let expression):
                if index == statements.count - 1 { return evaluate(expression, scope: local) }
            case .returnStatement(let value, _):
                return value.map { evaluate($0, scope: local) } ?? Value.none
            case .localBinding(let binding):
                define(binding, in: local)
            case .ifStatement(let ifStatement):
                if let result = evaluateIf(ifStatement, scope: local) { return result }
            case .verbatim(let text, let mark):
                sink.error("'\(Self.shortened(text))' is not supported in a scene yet", at: mark)
                return nil
            }
        }
        return Value.none
    }

    private func evaluateIf(_ statement: IfStatement, scope: Scope) -> Value? {
        let branchScope = scope.child()
        var isTaken = true
        for condition in statement.conditions where isTaken {
            switch condition {
            case .expression(let expression):
                guard let flag = evaluate(expression, scope: branchScope)?.bool else { return nil }
                isTaken = flag
            case .optionalBinding(let name, let valueExpression, let mark):
                guard let value = evaluate(valueExpression ?? Expression(.identifier(name), mark: mark), scope: branchScope) else { return nil }
                if value.isNone { isTaken = false } else { branchScope.define(name, value) }
            }
        }
        if isTaken { return evaluateStatements(statement.body, scope: branchScope) }
        switch statement.elseBody {
        case .statements(let statements)?: return evaluateStatements(statements, scope: scope)
        case .elseIf(let nested)?: return evaluateIf(nested, scope: scope)
        case nil: return nil
        }
    }

    /// Runs a closure for its value with `arguments` bound to its parameters.
    func callClosure(_ closure: Closure, captured: Scope, arguments: [Value]) -> Value? {
        evaluateStatements(closure.body, scope: closureScope(closure, captured: captured, arguments: arguments))
    }

    // MARK: Members

    func member(_ name: String, of base: Value, mark: SourceMark) -> Value? {
        switch base {
        case .type(let typeName):
            return staticMember(name, of: typeName, mark: mark)
        case .size(let size):
            if name == "width" { return .number(size.width, isInteger: false) }
            if name == "height" { return .number(size.height, isInteger: false) }
        case .point(let point):
            if name == "x" { return .number(point.x, isInteger: false) }
            if name == "y" { return .number(point.y, isInteger: false) }
        case .rect(let rect):
            let numbers: [String: Double] = [
                "width": rect.width, "height": rect.height, "minX": rect.minX, "minY": rect.minY,
                "midX": rect.midX, "midY": rect.midY, "maxX": rect.maxX, "maxY": rect.maxY,
            ]
            if let number = numbers[name] { return .number(number, isInteger: false) }
            if name == "size" { return .size(rect.size) }
            if name == "origin" { return .point(rect.origin) }
        case .geometryProxy(let proxy):
            if name == "size" { return .size(proxy.size) }
            if name == "safeAreaInsets" { return .edgeInsets(proxy.safeAreaInsets) }
        case .viewDimensions(let dimensions):
            if name == "width" { return .number(dimensions.width, isInteger: false) }
            if name == "height" { return .number(dimensions.height, isInteger: false) }
        case .edgeInsets(let insets):
            let numbers = ["top": insets.top, "leading": insets.leading, "bottom": insets.bottom, "trailing": insets.trailing]
            if let number = numbers[name] { return .number(number, isInteger: false) }
        case .dynamicTypeSize(let size):
            if name == "isAccessibilitySize" || name == "isAccessibilityCategory" { return .bool(size.isAccessibilitySize) }
        case .string(let text):
            if name == "isEmpty" { return .bool(text.isEmpty) }
            if name == "count" { return .number(Double(text.count), isInteger: true) }
        case .array(let values):
            if name == "isEmpty" { return .bool(values.isEmpty) }
            if name == "count" { return .number(Double(values.count), isInteger: true) }
            if name == "first" { return values.first ?? Value.none }
            if name == "last" { return values.last ?? Value.none }
        case .number(let value, let isInteger):
            if name == "magnitude" { return .number(abs(value), isInteger: isInteger) }
        case .symbol(let variant):
            // Symbol variants chain: `.circle.fill`.
            let variants: Set<String> = ["fill", "circle", "square", "rectangle", "slash"]
            if variants.contains(name), variant.split(separator: ".").allSatisfy({ variants.contains(String($0)) }) {
                return .symbol(variant + "." + name)
            }
        default:
            break
        }
        sink.error("\(base.kindName) has no member '\(name)'", at: mark)
        return nil
    }

    /// `Color.red`, `CGFloat.infinity`, `Edge.Set.horizontal`, `DynamicTypeSize.xxLarge`.
    func staticMember(_ name: String, of typeName: String, mark: SourceMark) -> Value? {
        let nestedTypes: [String: String] = [
            "Edge.Set": "Edge.Set", "Axis.Set": "Axis.Set", "Font.Weight": "Font.Weight",
            "Font.Design": "Font.Design", "Text.TruncationMode": "Text.TruncationMode",
            "Image.Scale": "Image.Scale", "Image.TemplateRenderingMode": "Image.TemplateRenderingMode",
        ]
        if let nested = nestedTypes[typeName + "." + name] { return .type(nested) }
        if name == "infinity" || name == "zero" || name == "pi" || name == "greatestFiniteMagnitude",
           ["CGFloat", "Double", "Float"].contains(typeName)
        {
            return Value.symbol(name).number.map { .number($0, isInteger: false) }
        }
        if Value.knownTypeNames.contains(typeName) || nestedTypes.values.contains(typeName) || typeName == "Font" {
            if let converted = Value.symbol(name).converted(toType: typeName), !isUnresolvedSymbol(converted, typeName) {
                return converted
            }
        }
        sink.error("'\(typeName)' has no member '\(name)'", at: mark)
        return nil
    }

    /// True when converting left an implicit member unresolved for a type that resolves them.
    private func isUnresolvedSymbol(_ value: Value, _ typeName: String) -> Bool {
        guard case .symbol(let name) = value else { return false }
        switch typeName {
        case "ContentMode": return !["fit", "fill"].contains(name)
        case "TextAlignment": return !["leading", "center", "trailing"].contains(name)
        case "Text.TruncationMode": return !["head", "middle", "tail"].contains(name)
        case "ColorScheme": return !["light", "dark"].contains(name)
        case "SafeAreaRegions": return !["all", "container", "keyboard"].contains(name)
        case "Image.Scale": return Image.Scale(rawValue: name) == nil
        case "Image.TemplateRenderingMode": return Image.TemplateRenderingMode(rawValue: name) == nil
        case "SymbolRenderingMode": return SymbolRenderingMode(rawValue: name) == nil
        case "SymbolVariants": return !["none", "fill", "circle", "square", "rectangle", "slash"].contains(name)
        default: return true
        }
    }

    // MARK: Subscripts

    private func subscriptValue(_ base: Value, _ arguments: [Argument], mark: SourceMark, scope: Scope) -> Value? {
        guard arguments.count == 1, let argument = arguments.first else {
            sink.error("a subscript takes one value", at: mark)
            return nil
        }
        guard let index = evaluate(argument.value, scope: scope) else { return nil }
        switch base {
        case .viewDimensions(let dimensions):
            guard argument.label == nil || argument.label == "explicit" else { break }
            guard let guide = alignmentGuide(index, scope: scope, mark: argument.mark) else { return nil }
            let value: Double?
            switch (guide, argument.label) {
            case (.horizontal(let horizontal), nil): value = dimensions[horizontal]
            case (.vertical(let vertical), nil): value = dimensions[vertical]
            case (.horizontal(let horizontal), _): value = dimensions[explicit: horizontal]
            case (.vertical(let vertical), _): value = dimensions[explicit: vertical]
            }
            return value.map { .number($0, isInteger: false) } ?? Value.none
        case .array(let values):
            guard let position = index.integer else { break }
            guard values.indices.contains(position) else {
                sink.error("index \(position) is out of range (the array has \(values.count) elements)", at: argument.mark)
                return nil
            }
            return values[position]
        default:
            break
        }
        sink.error("\(base.kindName) cannot be subscripted with \(index.kindName)", at: mark)
        return nil
    }

    /// A horizontal or vertical guide: `.top`, `HorizontalAlignment.center`; a bare `.center`
    /// takes the axis of the alignment guide being computed.
    func alignmentGuide(_ value: Value, scope: Scope?, mark: SourceMark) -> AnyAlignmentGuide? {
        switch value {
        case .horizontalAlignment(let guide): return .horizontal(guide)
        case .verticalAlignment(let guide): return .vertical(guide)
        case .symbol(let name):
            let horizontal = HorizontalAlignment.builtIn.first { $0.description == name }
            let vertical = VerticalAlignment.builtIn.first { $0.description == name }
            if let horizontal, vertical == nil { return .horizontal(horizontal) }
            if let vertical, horizontal == nil { return .vertical(vertical) }
            if let horizontal, let vertical, case .symbol(let axis)? = scope?.lookup(Self.guideAxisName) {
                return axis == "horizontal" ? .horizontal(horizontal) : .vertical(vertical)
            }
            if horizontal != nil {
                sink.error("'.\(name)' is ambiguous here", at: mark, hint: "write HorizontalAlignment.\(name) or VerticalAlignment.\(name)")
                return nil
            }
        default:
            break
        }
        sink.error("\(value.kindName) is not an alignment guide", at: mark)
        return nil
    }

    /// The scope name that holds the axis of the alignment guide a closure computes.
    static let guideAxisName = "#guideAxis"
}
