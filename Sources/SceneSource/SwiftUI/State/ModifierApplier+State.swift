import LayoutEngine
import SwiftEvaluator

/// The appliers of the modifiers that pass values and run actions: preferences, geometry
/// observers, `onAppear` and `task`.
extension ModifierApplier {
    static let preference = ModifierApplier { library, name, base, call in try library.setPreference(name, base, call) }

    static let anchorPreference = ModifierApplier { library, name, base, call in try library.anchorPreference(name, base, call) }

    static let transformPreference = ModifierApplier { library, name, base, call in try library.transformPreference(name, base, call) }

    static let onPreferenceChange = ModifierApplier { library, name, base, call in try library.onPreferenceChange(name, base, call) }

    static let onGeometryChange = ModifierApplier { library, name, base, call in try library.onGeometryChange(name, base, call) }

    /// `overlayPreferenceValue` and `backgroundPreferenceValue`: a view built from the value,
    /// over or under the modified view (the name says which).
    static let preferenceValueView = ModifierApplier { library, name, base, call in try library.preferenceValueView(name, base, call) }

    /// `onAppear` and `task`: their action runs once the view is laid out.
    static let appearing = ModifierApplier { library, name, base, call in
        guard let action = call.arguments.last?.value, case .function = action else { return library.level(name, base, call, layout: PassthroughLayout()) }
        return library.appearing(name, base, call, action: action)
    }
}
