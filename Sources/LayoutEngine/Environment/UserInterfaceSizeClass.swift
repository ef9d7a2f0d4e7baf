/// A size class (SwiftUI's `UserInterfaceSizeClass`): how much room a dimension of the screen
/// gives, in the two steps iOS uses. Scenes read it as `@Environment(\.horizontalSizeClass)`
/// and `\.verticalSizeClass` to choose between layouts (an `HStack` when regular, a `VStack`
/// when compact).
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular

    /// The size classes iOS gives a full-screen app on a screen of `size` points, when the
    /// device is not known (a custom size). Rule, from Apple's size-class table
    /// (Documentation/ios-system-metrics.md, "Size classes"):
    ///
    /// 1. Both sides at least 600 points: an iPad's window, regular × regular.
    /// 2. Otherwise a phone's screen (or a narrow iPad split): the height is regular from 600
    ///    points (portrait); the width is regular from 896 points, the landscape width of the
    ///    Plus and Max iPhones (896, 926, 932), and compact below it (844 and 852 on the others).
    ///
    /// The device presets give the same answers as their devices (tested).
    public static func sizeClasses(forScreen size: Size) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let (width, height) = (size.width.isFinite ? size.width : 0, size.height.isFinite ? size.height : 0)
        if width >= 600 && height >= 600 { return (.regular, .regular) }
        return (width >= 896 ? .regular : .compact, height >= 600 ? .regular : .compact)
    }
}

/// What of an environment comes from the screen: the device's screen (`UIScreen.main.bounds`)
/// and the size classes. A root view built for one screen (its initializers may read the
/// screen) is kept for equal traits.
public struct ScreenTraits: Hashable, Sendable {
    public var size: Size
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
}

extension EnvironmentValues {
    /// The screen's part of this environment.
    public var screenTraits: ScreenTraits {
        ScreenTraits(size: screenSize, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
    }

    /// The environment of a full-screen app on a screen of `size` points: the screen scene code
    /// sees (`UIScreen.main.bounds`) and the size classes iOS gives it
    /// (`UserInterfaceSizeClass.sizeClasses(forScreen:)`), unless `sizeClasses` names them (a
    /// device preset's).
    public mutating func setScreen(
        _ size: Size, sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)? = nil
    ) {
        screenSize = size
        let classes = sizeClasses ?? UserInterfaceSizeClass.sizeClasses(forScreen: size)
        horizontalSizeClass = classes.horizontal
        verticalSizeClass = classes.vertical
    }

    /// The environment of an app in a window proposed `proposal` (a custom size rather than a
    /// device, as an iPad window in Split View is): the size classes follow from the window's
    /// size by the rule above (a nil or infinite dimension taken as the default screen's), and
    /// the screen stays the default one, 393 x 852, since `UIScreen.main.bounds` is the
    /// device's screen, not the window. Dragging a custom size so changes the environment, and
    /// rebuilds the scene's bodies, only where a size class changes.
    public mutating func setScreen(proposed proposal: ProposedViewSize) {
        let standard = EnvironmentValues().screenSize
        func usable(_ value: Double?, _ fallback: Double) -> Double {
            guard let value, value.isFinite, value >= 0 else { return fallback }
            return value
        }
        let window = Size(width: usable(proposal.width, standard.width), height: usable(proposal.height, standard.height))
        setScreen(standard, sizeClasses: UserInterfaceSizeClass.sizeClasses(forScreen: window))
    }
}
