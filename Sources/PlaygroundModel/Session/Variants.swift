import LayoutEngine

/// The same scene several ways at once, side by side under the canvas: at several Dynamic Type
/// sizes, on several devices, or in both directions (what `render --dynamic-type all` writes
/// as a file, live in the window while the scene is dragged or edited).
public enum VariantSet: String, CaseIterable, Sendable {
    case none
    case dynamicType = "dynamic-type"
    case devices
    case directions

    /// The menu's words for it.
    public var title: String {
        switch self {
        case .none: "One Screen"
        case .dynamicType: "Dynamic Type Sizes"
        case .devices: "Devices"
        case .directions: "Both Directions"
        }
    }

    /// The next set after this one (Ctrl+Shift+V), `none` after the last.
    public var next: VariantSet {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// One variant: what it is called and how it differs from the scene as shown.
public struct Variant: Sendable {
    public var name: String
    public var environment: EnvironmentValues
    public var screen: Screen

    /// The variants of `set` around the scene shown in `environment` on `screen`: the
    /// smallest, default, largest and two accessibility sizes; an iPhone SE, 15, 15 Pro Max
    /// and an iPad in portrait; left to right and right to left.
    public static func variants(_ set: VariantSet, environment: EnvironmentValues, screen: Screen) -> [Variant] {
        switch set {
        case .none:
            return []
        case .dynamicType:
            return ([.xSmall, .large, .xxxLarge, .accessibility2, .accessibility5] as [DynamicTypeSize]).map { size in
                var changed = environment
                changed.dynamicTypeSize = size
                return Variant(name: size.name, environment: changed, screen: screen)
            }
        case .devices:
            return ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"].compactMap(DevicePreset.named).map {
                Variant(name: $0.id, environment: environment, screen: Screen($0))
            }
        case .directions:
            return ([.leftToRight, .rightToLeft] as [LayoutDirection]).map { direction in
                var changed = environment
                changed.layoutDirection = direction
                return Variant(name: direction == .leftToRight ? "left to right" : "right to left", environment: changed, screen: screen)
            }
        }
    }
}
