import LayoutEngine
import SwiftEvaluator

extension SwiftUILibrary {
    /// The engine's preference key for a scene's `PreferenceKey` type: its `defaultValue` and its
    /// `reduce(value:nextValue:)`, run by the evaluator.
    func preferenceKey(_ value: Value, at position: SourcePosition?) throws -> PreferenceKey {
        if case .type(let type) = value, type.definition == nil, evaluator.program.types[type.name] == nil, !isStrict,
           type.name.first?.isUppercase == true {
            // A key its app declares elsewhere: the last value set under it is its value.
            if let known = preferenceKeys[type.name] { return known }
            warning("'\(type.name)' is not declared in the scene; as a preference key, the last value set is its value", at: position,
                    hint: Self.standInHint)
            let key = PreferenceKey(name: type.name, defaultValue: Value.nil, reduce: { accumulated, next in
                if let value = next as? Value, !value.isNil { accumulated = value }
            }, isEqual: { a, b in
                guard let x = a as? Value, let y = b as? Value else { return false }
                return self.evaluator.valuesEqual(x, y)
            })
            preferenceKeys[type.name] = key
            return key
        }
        guard case .type(let type) = value, let definition = type.definition else {
            throw RuntimeError("a preference key is a type that conforms to PreferenceKey, such as MyKey.self", at: position)
        }
        if let cached = preferenceKeys[definition.name] { return cached }
        let evaluator = self.evaluator!
        // A key that declares no `defaultValue` has an optional value, whose default SwiftUI
        // gives: nil (`extension PreferenceKey where Value: ExpressibleByNilLiteral`).
        let defaultValue = try evaluator.existingMember("defaultValue", of: value) ?? .nil
        let key = PreferenceKey(
            name: definition.name, defaultValue: defaultValue,
            reduce: { accumulated, next in
                guard let current = accumulated as? Value, let nextValue = next as? Value,
                      let reduce = try? evaluator.member("reduce", of: value, node: Syntax(TokenSyntax.identifier("reduce")))
                else { return }
                do {
                    let nextClosure = Function.native("nextValue") { _ in nextValue }
                    let outcome = try evaluator.callWithEffects(reduce, arguments: [
                        SwiftEvaluator.Argument(label: "value", value: current, isInout: true),
                        SwiftEvaluator.Argument(label: "nextValue", value: nextClosure),
                    ], at: position)
                    if let updated = outcome.effects.inoutArguments[0] { accumulated = updated }
                } catch let error as RuntimeError {
                    self.report(error)
                } catch {}
            },
            isEqual: { a, b in
                guard let x = a as? Value, let y = b as? Value else { return false }
                return evaluator.valuesEqual(x, y)
            })
        preferenceKeys[definition.name] = key
        return key
    }

    /// `preference(key:value:)`: the view sets the key's value for its ancestors.
    func setPreference(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let position = call.position
        guard let keyValue = call.argument("key"), let value = call.argument("value") else {
            throw call.error("preference(key:value:) takes a PreferenceKey type and a value")
        }
        let key = try preferenceKey(keyValue, at: position)
        return level(name, base, call, layout: PassthroughLayout()) {
            $0.preferenceWrites.append(PreferenceWrite(key: key, kind: .set { _ in value }))
        }
    }

    /// `anchorPreference(key:value:transform:)` and `transformAnchorPreference`: the value made from an anchor of the view's frame.
    func anchorPreference(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let position = call.position
        guard let keyValue = call.argument("key"), let source = call.argument("value"), let transform = call.argument("transform") ?? call.arguments.last?.value else {
            throw call.error("anchorPreference(key:value:transform:) takes a key, an anchor source such as .bounds, and a closure")
        }
        let key = try preferenceKey(keyValue, at: position)
        let unitPoint: UnitPoint? = source.symbolName == "bounds" ? nil : source.unitPoint
        return level(name, base, call, layout: PassthroughLayout()) { node in
            node.preferenceWrites.append(PreferenceWrite(key: key, kind: .set { frame in
                let anchor = Value.native(AnchorValue(globalRect: frame, unitPoint: unitPoint))
                do {
                    return try self.evaluator.call(transform, arguments: [SwiftEvaluator.Argument(label: nil, value: anchor)], at: position)
                } catch let error as RuntimeError {
                    self.report(error)
                } catch {}
                return key.defaultValue
            }))
        }
    }

    /// `transformPreference(_:_:)`: the closure changes the value its subtree set.
    func transformPreference(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let position = call.position
        guard let keyValue = call.arguments.first?.value, let transform = call.arguments.last?.value else {
            throw call.error("transformPreference(_:_:) takes a key and a closure")
        }
        let key = try preferenceKey(keyValue, at: position)
        return level(name, base, call, layout: PassthroughLayout()) { node in
            node.preferenceWrites.append(PreferenceWrite(key: key, kind: .transform { value in
                guard let current = value as? Value else { return }
                do {
                    let outcome = try self.evaluator.callWithEffects(
                        transform, arguments: [SwiftEvaluator.Argument(label: nil, value: current, isInout: true)], at: position)
                    if let updated = outcome.effects.inoutArguments[0] { value = updated }
                } catch let error as RuntimeError {
                    self.report(error)
                } catch {}
            }))
        }
    }

    /// `onPreferenceChange(_:perform:)`: the action runs when the value under the view changes.
    func onPreferenceChange(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let position = call.position
        guard let keyValue = call.arguments.first?.value, let action = call.arguments.last?.value else {
            throw call.error("onPreferenceChange(_:perform:) takes a key and a closure")
        }
        let key = try preferenceKey(keyValue, at: position)
        return observing(name, base, call, key: key) { value in
            _ = try self.evaluator.call(action, arguments: [SwiftEvaluator.Argument(label: nil, value: value)], at: position)
        }
    }

    /// `onGeometryChange(for:of:action:)`: the action runs when what the closure reads of the view's geometry changes.
    func onGeometryChange(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let position = call.position
        // `onGeometryChange(for: CGFloat.self) { proxy in ... } action: { ... }`: the first
        // trailing closure is `of:`.
        let of = call.argument("of") ?? call.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.value
        guard let transform = of, let action = call.argument("action") ?? call.arguments.last?.value else {
            throw call.error("onGeometryChange(for:of:action:) takes a type, a closure reading the proxy, and an action")
        }
        let key = PreferenceKey(name: "#geometry\(position?.offset ?? 0)", defaultValue: Value.nil, reduce: { _, _ in }, isEqual: { a, b in
            guard let x = a as? Value, let y = b as? Value else { return false }
            return self.evaluator.valuesEqual(x, y)
        })
        let observed = observing(name, base, call, key: key) { value in
            _ = try self.evaluator.call(action, arguments: [SwiftEvaluator.Argument(label: nil, value: value)], at: position)
        } childChange: { child in
            child.preferenceWrites.append(PreferenceWrite(key: key, kind: .set { frame in
                let proxy = GeometryProxy(size: frame.size, globalFrame: frame)
                return (try? self.evaluator.call(transform, arguments: [SwiftEvaluator.Argument(label: nil, value: .native(GeometryProxyValue(proxy: proxy)))], at: position)) ?? Value.nil
            }))
        }
        return observed
    }

    /// A level that observes `key`'s value for the modified view after each pass, running
    /// `action` the first time and whenever the value changes; it reports whether state changed.
    func observing(
        _ name: String, _ base: Value, _ call: NativeCall, key: PreferenceKey, action: @escaping (Value) throws -> Void,
        childChange: ((ViewNode) -> Void)? = nil
    ) -> Value {
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        return .native(ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).enumerated().map { index, node in
                childChange?(node)
                let identity = path + "#\(index)." + key.name
                let modifier = ViewNode(name, role: .modifier, content: .layout(PassthroughLayout()), children: [node], argumentSummary: summary, sourceLocation: location)
                modifier.passObservers.append(PassObserver(key: key) { any in
                    let value = (any as? Value) ?? .nil
                    if let last = self.deliveredPreferences[identity], self.evaluator.valuesEqual(last, value) { return false }
                    self.deliveredPreferences[identity] = value
                    let before = self.state.writeCount
                    do {
                        try self.evaluator.withFreshSteps { try action(value) }
                    } catch let error as RuntimeError {
                        self.report(error)
                    } catch {}
                    return self.state.writeCount != before
                })
                return modifier
            }
        })
    }

    /// `overlayPreferenceValue(K.self) { value in ... }` and `backgroundPreferenceValue`: the
    /// secondary view is built from the value the modified view's subtree had after the last
    /// pass (the key's default before the first).
    func preferenceValueView(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        guard let keyValue = call.arguments.first?.value, let content = call.arguments.last?.value else {
            throw call.error("\(name)(_:_:) takes a key and a closure")
        }
        let key = try preferenceKey(keyValue, at: call.position)
        let alignment = try Arguments.alignment(call, "alignment") ?? .center
        let placement: SecondaryViewLayout.Placement = name == "overlayPreferenceValue" ? .overlay : .background
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        let position = call.position
        return .native(ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).enumerated().map { index, node in
                let identity = path + "#\(index)." + key.name + ".value"
                let current = self.preferenceInputs[identity] ?? (key.defaultValue as? Value) ?? .nil
                let built = try self.runBuilder(content, passing: [current], at: position)
                let secondary = self.single(try self.realize(built, context, path: path + ".\(name)"), typeName: "ZStack")
                let modifier = ViewNode(name, role: .modifier, content: .layout(SecondaryViewLayout(placement: placement, alignment: alignment)),
                                        children: [node, secondary], argumentSummary: summary, sourceLocation: location)
                modifier.passObservers.append(PassObserver(key: key) { any in
                    let value = (any as? Value) ?? .nil
                    if let last = self.preferenceInputs[identity], self.evaluator.valuesEqual(last, value) { return false }
                    let wasDefault = self.preferenceInputs[identity] == nil && self.evaluator.valuesEqual((key.defaultValue as? Value) ?? .nil, value)
                    self.preferenceInputs[identity] = value
                    return !wasDefault
                })
                return modifier
            }
        })
    }
}

import SwiftSyntax

extension SwiftUILibrary {
    /// `onAppear { ... }` and `task { ... }`: a level whose action runs once, after the first
    /// pass that shows the view; state it sets causes another pass.
    func appearing(_ name: String, _ base: Value, _ call: NativeCall, action: Value) -> Value {
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        let position = call.position
        return .native(ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).enumerated().map { index, node in
                let identity = path + "#\(index).\(name)"
                let modifier = ViewNode(name, role: .modifier, content: .layout(PassthroughLayout()), children: [node], argumentSummary: summary, sourceLocation: location)
                modifier.passObservers.append(PassObserver(key: nil) { _ in
                    guard self.storage.firedAppearances.insert(identity).inserted else { return false }
                    let before = self.state.writeCount
                    do {
                        _ = try self.evaluator.withFreshSteps { try self.evaluator.call(action, arguments: [], at: position) }
                    } catch let error as RuntimeError {
                        self.report(error)
                    } catch {}
                    return self.state.writeCount != before
                })
                return modifier
            }
        })
    }
}
