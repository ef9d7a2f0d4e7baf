import LayoutEngine
import SwiftEvaluator

/// `@State` kept across builds of a view's body, by the view's identity (its path in the view
/// tree and its type) and the property's name, as SwiftUI keeps state for the lifetime of a
/// view. A property's initial value is used only the first time its view is built.
final class StateStore {
    private var boxes: [String: StateBox] = [:]
    /// Writes since the count was last taken: a pass that changes state is followed by another.
    private(set) var writeCount = 0

    func noteWrite() {
        writeCount += 1
    }

    /// The instance with its `@State` boxes replaced by the stored ones (stored on first use),
    /// and its `@Environment`, `@EnvironmentObject` and `@ScaledMetric` resolved for `environment`.
    func attach(_ value: Value, identity: String, environment: EnvironmentValues, library: SwiftUILibrary) -> Value {
        guard case .instance(var instance) = value else { return value }
        for (name, field) in instance.fields where name.hasPrefix("_") {
            switch field {
            case .native(let wrapper as StateWrapper):
                let key = identity + "." + name
                if let stored = boxes[key] {
                    instance.fields[name] = .native(StateWrapper(box: stored))
                } else {
                    boxes[key] = wrapper.box
                }
            case .native(let request as EnvironmentRequest):
                var resolved: Value
                // Where the property is declared: a stand-in's warning points there.
                let declared = instance.type.storedProperty(named: String(name.dropFirst()))?.position ?? instance.type.position
                switch request.source {
                case .keyPath(let path):
                    resolved = EnvironmentKeys.value(path, in: environment, library: library)
                        ?? library.setEnvironmentValue(path, in: environment)
                        ?? library.customEnvironmentValue(path, at: declared) ?? request.fallback
                case .object(let typeName):
                    resolved = library.environmentObjects[typeName] ?? request.fallback
                    // A stand-in passed down (`.environmentObject(Theme())` of an undeclared
                    // `Theme`) is read by the property's name, as the view writes it (`theme.accent`).
                    if let passed = resolved.native(StandInValue.self), passed.isMade {
                        resolved = .native(StandInValue(name: String(name.dropFirst()), typeName: passed.typeName))
                    }
                    if resolved.isNil {
                        resolved = library.missingEnvironmentObject(typeName, property: name, at: declared)
                        library.environmentObjects[typeName] = resolved
                    }
                }
                instance.fields[name] = .native(EnvironmentWrapper(key: [], value: resolved))
            case .native(let metric as ScaledMetricWrapper):
                instance.fields[name] = .native(FixedWrapper(typeName: "ScaledMetric", value: metric.scaled(for: environment)))
            default:
                continue
            }
        }
        return .instance(instance)
    }

    /// Forgets every view's state (a new scene was loaded).
    func reset() {
        boxes = [:]
        writeCount = 0
    }
}
