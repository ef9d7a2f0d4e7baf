import LayoutEngine

extension SceneInterpreter {
    /// A call in value position: a conversion (`CGFloat(8)`), a value initializer
    /// (`EdgeInsets(top: 8)`, `Color(red: 1, green: 0, blue: 0)`), a font or colour method
    /// (`.title.weight(.bold)`, `.red.opacity(0.5)`), a closure, or a view (deferred).
    func evaluateCall(
        _ expression: Expression, callee: Expression, arguments: [Argument], trailing: [TrailingClosure], scope: Scope
    ) -> Value? {
        let call = CallSite(name: callee.calleeName ?? "call", arguments: arguments, trailing: trailing, mark: callee.mark)
        switch callee.kind {
        case .identifier(let name):
            if let value = scope.lookup(name) {
                guard case .closure(let closure, let captured)? = force(value) else {
                    sink.error("'\(name)' is not a function", at: callee.mark)
                    return nil
                }
                var values: [Value] = []
                for argument in arguments {
                    guard let value = evaluate(argument.value, scope: scope) else { return nil }
                    values.append(value)
                }
                return callClosure(closure, captured: captured, arguments: values)
            }
            return callFunction(name, call, expression: expression, scope: scope)
        case .implicitMember(let name):
            return callImplicitMember(name, call, scope: scope)
        case .member(let base, let name):
            guard let baseValue = evaluate(base, scope: scope) else { return nil }
            return callMethod(name, on: baseValue, call, expression: expression, scope: scope)
        default:
            sink.error("'\(Self.shortened(ScenePrinter.print(callee)))' cannot be called", at: callee.mark)
            return nil
        }
    }

    private func callFunction(_ name: String, _ call: CallSite, expression: Expression, scope: Scope) -> Value? {
        switch name {
        case "CGFloat", "Double", "Float", "Int":
            guard let values = matchArguments(call, ["_"], scope: scope), let value = values["_"] else {
                sink.error("\(name)(_:) needs a number", at: call.mark)
                return nil
            }
            guard let number = value.number ?? value.string.flatMap(Double.init) else { return expects(call, "_", "a number", got: value) }
            if name == "Int" {
                guard number.isFinite else {
                    sink.error("\(name)(_:) cannot convert \(number)", at: call.mark)
                    return nil
                }
                return .number(number.rounded(.towardZero), isInteger: true)
            }
            return .number(number, isInteger: false)
        case "String":
            guard let values = matchArguments(call, ["_"], scope: scope), let value = values["_"] else { return nil }
            return .string(value.displayText)
        case "Color":
            return colorInitializer(call, scope: scope).map { .color($0) }
        case "EdgeInsets":
            guard let values = numbers(call, ["top", "leading", "bottom", "trailing"], scope: scope) else { return nil }
            return .edgeInsets(EdgeInsets(
                top: values["top"] ?? 0, leading: values["leading"] ?? 0,
                bottom: values["bottom"] ?? 0, trailing: values["trailing"] ?? 0))
        case "CGSize":
            guard let values = numbers(call, ["width", "height"], scope: scope) else { return nil }
            return .size(Size(width: values["width"] ?? 0, height: values["height"] ?? 0))
        case "CGPoint":
            guard let values = numbers(call, ["x", "y"], scope: scope) else { return nil }
            return .point(Point(x: values["x"] ?? 0, y: values["y"] ?? 0))
        case "UnitPoint":
            guard let values = numbers(call, ["x", "y"], scope: scope) else { return nil }
            return .unitPoint(UnitPoint(x: values["x"] ?? 0, y: values["y"] ?? 0))
        case "CGRect":
            guard let values = numbers(call, ["x", "y", "width", "height"], scope: scope) else { return nil }
            return .rect(Rect(x: values["x"] ?? 0, y: values["y"] ?? 0, width: values["width"] ?? 0, height: values["height"] ?? 0))
        case "Alignment":
            guard let values = matchArguments(call, ["horizontal", "vertical"], scope: scope) else { return nil }
            guard let horizontal = values["horizontal"]?.horizontalAlignment, let vertical = values["vertical"]?.verticalAlignment else {
                sink.error("Alignment(horizontal:vertical:) needs a horizontal and a vertical alignment", at: call.mark)
                return nil
            }
            return .alignment(Alignment(horizontal: horizontal, vertical: vertical))
        case "max", "min", "abs", "floor", "ceil", "round", "sqrt":
            return mathFunction(name, call, scope: scope)
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle":
            return shapeInitializer(call, scope: scope).map { .shape($0) }
        default:
            if builtInViewNames.contains(name) || customViews[name] != nil || unsupportedViewNames.contains(name)
                || customLayouts[name] != nil
            {
                return .deferred(expression, scope, type: nil)
            }
            sink.error("'\(name)' is not defined", at: call.mark)
            return nil
        }
    }

    /// Unlabelled or labelled numbers by label, each finite; nil after a report.
    private func numbers(_ call: CallSite, _ labels: [String], scope: Scope) -> [String: Double]? {
        guard let values = matchArguments(call, labels, scope: scope) else { return nil }
        var result: [String: Double] = [:]
        for (label, value) in values {
            guard let number = value.number else { return expects(call, label, "a number", got: value) }
            result[label] = number.isNaN ? 0 : number
        }
        return result
    }

    private func mathFunction(_ name: String, _ call: CallSite, scope: Scope) -> Value? {
        var operands: [Double] = []
        var isInteger = true
        for argument in call.arguments {
            guard argument.label == nil else {
                sink.error("\(name) takes unlabelled numbers", at: argument.mark)
                return nil
            }
            guard let value = evaluate(argument.value, scope: scope) else { return nil }
            guard case .number(let number, let integral) = value else {
                sink.error("\(name) expects numbers, not \(value.kindName)", at: argument.mark)
                return nil
            }
            operands.append(number)
            isInteger = isInteger && integral
        }
        let isVariadic = name == "max" || name == "min"
        guard isVariadic ? operands.count >= 2 : operands.count == 1 else {
            sink.error("\(name) takes \(name == "max" || name == "min" ? "two or more numbers" : "one number")", at: call.mark)
            return nil
        }
        switch name {
        case "max": return .number(operands.max()!, isInteger: isInteger)
        case "min": return .number(operands.min()!, isInteger: isInteger)
        case "abs": return .number(abs(operands[0]), isInteger: isInteger)
        case "floor": return .number(operands[0].rounded(.down), isInteger: isInteger)
        case "ceil": return .number(operands[0].rounded(.up), isInteger: isInteger)
        case "round": return .number(operands[0].rounded(), isInteger: isInteger)
        default:
            guard operands[0] >= 0 else {
                sink.warning("sqrt of a negative number is not a number; using 0", at: call.mark)
                return .number(0, isInteger: false)
            }
            return .number(operands[0].squareRoot(), isInteger: false)
        }
    }

    /// `.system(size:weight:design:)`, `.custom(_:size:)`, `.named("space")`.
    private func callImplicitMember(_ name: String, _ call: CallSite, scope: Scope) -> Value? {
        switch name {
        case "system", "custom":
            return fontFactory(name, call, scope: scope)
        case "named":
            guard let values = matchArguments(call, ["_"], scope: scope), let space = values["_"]?.string else {
                sink.error("named(_:) expects a coordinate space name", at: call.mark)
                return nil
            }
            return .coordinateSpace(space)
        default:
            sink.error("unknown function '.\(name)'", at: call.mark)
            return nil
        }
    }

    /// `Font.system(size: 12, weight: .bold, design: .rounded)` or `.custom("Name", size: 12)`
    /// (drawn with the system font at that size).
    func fontFactory(_ name: String, _ call: CallSite, scope: Scope) -> Value? {
        if name == "custom" {
            guard let values = matchArguments(call, ["_", "size", "relativeTo", "fixedSize"], scope: scope) else { return nil }
            guard let size = (values["size"] ?? values["fixedSize"])?.number else {
                sink.error("custom(_:size:) needs a size", at: call.mark)
                return nil
            }
            sink.warning("custom fonts are measured as the system font", at: call.mark)
            return .font(.system(size: checkedLength(size, call, "size") ?? 17))
        }
        guard let values = matchArguments(call, ["_", "size", "weight", "design"], scope: scope) else { return nil }
        var font: Font
        if let size = values["size"] {
            guard let points = size.number else { return expects(call, "size", "a number", got: size) }
            font = .system(size: checkedLength(points, call, "size") ?? 17)
        } else if let style = values["_"] {
            guard let resolved = style.font else { return expects(call, "_", "a text style such as .body", got: style) }
            font = resolved
        } else {
            sink.error("system(...) needs a size or a text style", at: call.mark)
            return nil
        }
        if let weight = values["weight"] {
            guard let resolved = weight.fontWeight else { return expects(call, "weight", "a font weight such as .bold", got: weight) }
            font.weight = resolved
        }
        if let design = values["design"] {
            guard let resolved = design.fontDesign else { return expects(call, "design", "a font design such as .rounded", got: design) }
            font.design = resolved
        }
        return .font(font)
    }

    private func callMethod(_ name: String, on base: Value, _ call: CallSite, expression: Expression, scope: Scope) -> Value? {
        if case .type(let typeName) = base {
            if typeName == "Font", name == "system" || name == "custom" { return fontFactory(name, call, scope: scope) }
            if name == "init" { return callFunction(typeName, call, expression: expression, scope: scope) }
            sink.error("'\(typeName)' has no function '\(name)'", at: call.mark)
            return nil
        }
        if let font = fontReceiver(base, method: name) {
            return fontMethod(name, on: font, call, scope: scope)
        }
        if let color = colorReceiver(base), name == "opacity" {
            guard let values = matchArguments(call, ["_"], scope: scope), let value = values["_"], let amount = value.number else {
                sink.error("opacity(_:) expects a number", at: call.mark)
                return nil
            }
            var result = color
            result.opacity *= amount.isNaN ? 0 : min(max(amount, 0), 1)
            return .color(result)
        }
        switch base {
        case .geometryProxy(let proxy) where name == "frame":
            guard let values = matchArguments(call, ["in"], scope: scope), let space = values["in"] else {
                sink.error("frame(in:) needs a coordinate space", at: call.mark)
                return nil
            }
            switch space {
            case .symbol("local"): return .rect(Rect(origin: .zero, size: proxy.size))
            case .symbol("global"): return .rect(proxy.globalFrame)
            case .coordinateSpace(let spaceName):
                sink.warning("the coordinate space '\(spaceName)' is taken as the global one", at: call.mark)
                return .rect(proxy.globalFrame)
            default:
                return expects(call, "in", "a coordinate space such as .local", got: space)
            }
        case .number(let value, _) where name == "rounded" && call.arguments.isEmpty:
            return .number(value.rounded(), isInteger: true)
        case .array(let values) where name == "reversed" && call.arguments.isEmpty:
            return .array(values.reversed())
        case .string(let text) where (name == "uppercased" || name == "lowercased") && call.arguments.isEmpty:
            return .string(name == "uppercased" ? text.uppercased() : text.lowercased())
        case .deferred, .shape, .color, .type:
            return .deferred(expression, scope, type: nil)
        case .symbol(let symbol) where Color.systemNames.contains(symbol):
            return .deferred(expression, scope, type: nil)
        default:
            sink.error("\(base.kindName) has no function '\(name)'", at: call.mark)
            return nil
        }
    }

    private func fontReceiver(_ base: Value, method: String) -> Font? {
        guard ["weight", "bold", "italic", "monospaced", "monospacedDigit", "leading", "smallCaps"].contains(method) else { return nil }
        return base.font
    }

    private func colorReceiver(_ base: Value) -> Color? {
        if case .color(let color) = base { return color }
        if case .symbol = base { return base.color }
        return nil
    }

    private func fontMethod(_ name: String, on font: Font, _ call: CallSite, scope: Scope) -> Value? {
        var result = font
        switch name {
        case "weight":
            guard let values = matchArguments(call, ["_"], scope: scope), let weight = values["_"]?.fontWeight else {
                sink.error("weight(_:) expects a font weight such as .bold", at: call.mark)
                return nil
            }
            result.weight = weight
        case "bold": result.weight = .bold
        case "italic": result.isItalic = true
        case "monospaced": result.isMonospaced = true
        default: break
        }
        return .font(result)
    }
}
