import LayoutEngine
import SwiftEvaluator

/// The appliers of the modifiers that pass values and run actions: preferences, geometry
/// observers, `onAppear` and `task`.
extension ModifierApplier {
    /// `preference`, `anchorPreference`, `transformPreference`, `onPreferenceChange`,
    /// `overlayPreferenceValue`, `backgroundPreferenceValue` and `onGeometryChange`.
    static let preference = ModifierApplier { library, name, base, call in try library.preferenceModifier(name, base, call) }

    /// `onAppear` and `task`: their action runs once the view is laid out.
    static let appearing = ModifierApplier { library, name, base, call in
        guard let action = call.arguments.last?.value, case .function = action else { return library.level(name, base, call, layout: PassthroughLayout()) }
        return library.appearing(name, base, call, action: action)
    }
}
