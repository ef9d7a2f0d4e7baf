import LayoutEngine

extension SceneInterpreter {
    /// An instance of a `struct Name: View` declared in the scene: a `.customView` node whose
    /// child 0 is its body.
    ///
    /// Arguments follow the memberwise initializer: stored properties in declaration order,
    /// except `static` ones, `@Environment` ones and `let`s with a value; a property with a
    /// default value or of optional type (`var`) may be left out; a trailing closure fills the
    /// next property. When the struct reads the environment (`@Environment`, `@ScaledMetric`)
    /// its body is built again by the engine for the environment it gets.
    func instantiate(_ declaration: StructDeclaration, _ call: CallSite, scope: Scope) -> ViewNode? {
        guard let body = declaration.property(named: "body"), let bodyStatements = body.getter else {
            sink.error("'\(declaration.name)' has no 'var body: some View'", at: declaration.mark)
            return nil
        }
        if declaration.members.contains(where: { if case .verbatim(let member) = $0 { return member.keyword == "init" } else { return false } }) {
            sink.error("custom initializers ('\(declaration.name).init') are not supported yet", at: call.mark,
                       hint: "the playground uses the memberwise initializer")
            return nil
        }
        guard let arguments = memberwiseArguments(declaration, call, scope: scope) else { return nil }
        let readsEnvironment = declaration.properties.contains {
            $0.attribute(named: "Environment") != nil || $0.attribute(named: "ScaledMetric") != nil
        }
        let depth = customViewDepth + 1
        guard depth <= Self.maximumCustomViewDepth else {
            sink.error(
                "custom views nest more than \(Self.maximumCustomViewDepth) levels deep", at: call.mark,
                hint: "does '\(declaration.name)' contain itself?")
            return nil
        }
        let node = ViewNode(
            declaration.name, role: .customView, content: .layout(PassthroughLayout()),
            argumentSummary: call.summary, sourceLocation: call.mark.location)
        node.children = [buildBody(declaration, bodyStatements, arguments, environment: EnvironmentValues(), depth: depth, mark: call.mark)]
        if readsEnvironment {
            let late = lateInterpreter
            node.environmentDependentChildren = { environment in
                [late.buildBody(declaration, bodyStatements, arguments, environment: environment, depth: depth, mark: call.mark)]
            }
        }
        return node
    }

    /// The body of one instance for `environment`, at custom-view nesting `depth`.
    func buildBody(
        _ declaration: StructDeclaration, _ statements: [BuilderStatement], _ arguments: [String: Value],
        environment: EnvironmentValues, depth: Int, mark: SourceMark
    ) -> ViewNode {
        let saved = customViewDepth
        customViewDepth = depth
        defer { customViewDepth = saved }
        guard depth <= Self.maximumCustomViewDepth else { return singleNode([], mark: mark) }
        let instance = Scope()
        for property in declaration.properties where !property.isStatic {
            if let getter = property.getter {
                if property.name != "body" { instance.define(property.name, .computed(getter, instance)) }
                continue
            }
            instance.define(property.name, propertyValue(property, arguments[property.name], environment: environment, instance: instance))
        }
        return singleNode(buildStatements(statements, scope: instance), mark: mark)
    }

    private func propertyValue(_ property: PropertyDeclaration, _ argument: Value?, environment: EnvironmentValues, instance: Scope) -> Value {
        if let wrapper = property.attribute(named: "Environment") {
            guard case .keyPath(let components)? = wrapper.arguments?.first.flatMap({ evaluate($0.value, scope: instance) }),
                  let key = components.first
            else {
                sink.error("@Environment needs a key path such as \\.sizeCategory", at: property.mark)
                return Value.none
            }
            guard let value = environmentValue(key, in: environment) else {
                sink.error("@Environment(\\.\(key)) is not supported", at: property.mark)
                return Value.none
            }
            return value
        }
        var value: Value
        if let argument {
            value = argument
        } else if let initializer = property.initializer {
            value = .deferred(initializer, instance, type: property.type)
        } else {
            value = Value.none
        }
        if let metric = property.attribute(named: "ScaledMetric") {
            value = scaledMetric(value, metric, property, environment: environment, instance: instance)
        }
        return value
    }

    /// `@ScaledMetric var spacing = 8`: the value scaled like its text style (body unless
    /// `relativeTo:` says otherwise) between the default size (large) and the environment's.
    private func scaledMetric(_ value: Value, _ metric: Attribute, _ property: PropertyDeclaration, environment: EnvironmentValues, instance: Scope) -> Value {
        guard let base = force(value)?.number else {
            sink.error("@ScaledMetric needs a number", at: property.mark)
            return Value.none
        }
        var style = Font.TextStyle.body
        if let relative = metric.arguments?.first(where: { $0.label == "relativeTo" }) {
            if case .symbol(let name)? = evaluate(relative.value, scope: instance), let resolved = Font.TextStyle(rawValue: name) {
                style = resolved
            } else {
                sink.error("@ScaledMetric(relativeTo:) expects a text style such as .body", at: relative.mark)
            }
        }
        let scale = style.pointSize(at: environment.dynamicTypeSize) / style.pointSize(at: .large)
        return .number(base * scale, isInteger: false)
    }

    /// The call's arguments by property name, checked against the memberwise initializer.
    private func memberwiseArguments(_ declaration: StructDeclaration, _ call: CallSite, scope: Scope) -> [String: Value]? {
        let parameters = declaration.properties.filter { property in
            !property.isStatic && property.getter == nil && property.attribute(named: "Environment") == nil
                && !(property.isConstant && property.initializer != nil)
        }
        var values: [String: Value] = [:]
        var next = 0
        var isValid = true
        for argument in call.arguments {
            guard let label = argument.label else {
                sink.error("'\(declaration.name)' takes labelled arguments", at: argument.mark,
                           hint: "its memberwise initializer is \(memberwiseSignature(declaration.name, parameters))")
                isValid = false
                continue
            }
            guard let position = parameters.firstIndex(where: { $0.name == label }) else {
                sink.error("'\(declaration.name)' has no property '\(label)'", at: argument.mark,
                           hint: "its memberwise initializer is \(memberwiseSignature(declaration.name, parameters))")
                isValid = false
                continue
            }
            guard position >= next else {
                sink.error("argument '\(label):' must come before '\(parameters[next - 1].name):'", at: argument.mark)
                values[label] = Value.none
                isValid = false
                continue
            }
            values[label] = .deferred(argument.value, scope, type: parameters[position].type)
            next = position + 1
        }
        for trailing in call.trailing {
            let position = trailing.label.flatMap { label in parameters.firstIndex { $0.name == label } }
                ?? parameters.indices.first { $0 >= next && values[parameters[$0].name] == nil }
            guard let position else {
                sink.error("'\(declaration.name)' has no property for a trailing closure", at: trailing.closure.mark)
                isValid = false
                continue
            }
            values[parameters[position].name] = .closure(trailing.closure, scope)
            next = position + 1
        }
        for parameter in parameters where values[parameter.name] == nil {
            let isOptional = parameter.type?.hasSuffix("?") == true && !parameter.isConstant
            if parameter.initializer == nil && !isOptional {
                sink.error("missing argument '\(parameter.name):' for '\(declaration.name)'", at: call.mark,
                           hint: "its memberwise initializer is \(memberwiseSignature(declaration.name, parameters))")
                isValid = false
            }
        }
        return isValid ? values : nil
    }

    private func memberwiseSignature(_ name: String, _ parameters: [PropertyDeclaration]) -> String {
        name + "(" + parameters.map { $0.name + ":" }.joined() + ")"
    }
}
