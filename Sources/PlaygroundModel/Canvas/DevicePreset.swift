import LayoutEngine

/// A device screen the proposal can be set to: its size in points and its safe area, in one
/// orientation (`all` lists each device in portrait, then in landscape).
///
/// Sizes and insets are Apple's (Human Interface Guidelines, "Layout"; `safeAreaInsets` on the
/// devices). In landscape an iPhone with a sensor housing keeps 59 points on both sides so that
/// content is symmetric, and 21 at the bottom for the home indicator.
public struct DevicePreset: Hashable, Sendable, Identifiable {
    public enum Orientation: String, Hashable, Sendable { case portrait, landscape }

    /// The device's name as Apple writes it: `iPhone 15 Pro Max`.
    public var name: String
    public var orientation: Orientation
    /// The screen in points, in this orientation.
    public var size: Size
    /// Insets from the screen's edges in points, in this orientation.
    public var safeArea: EdgeInsets
    /// The size classes iOS gives a full-screen app on the device in this orientation (Apple's
    /// HIG, "Layout", device size classes): an iPhone in portrait compact × regular; the
    /// Plus and Max iPhones in landscape regular × compact, the others compact × compact; an
    /// iPad regular × regular.
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass

    public init(
        name: String, orientation: Orientation, size: Size, safeArea: EdgeInsets,
        sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
    ) {
        self.name = name
        self.orientation = orientation
        self.size = size
        self.safeArea = safeArea
        horizontalSizeClass = sizeClasses.horizontal
        verticalSizeClass = sizeClasses.vertical
    }

    /// The environment of a full-screen app on this device: its screen and size classes.
    public func applyScreen(to environment: inout EnvironmentValues) {
        environment.setScreen(size, sizeClasses: (horizontalSizeClass, verticalSizeClass))
    }

    /// `iPhone 15 (landscape)`; unique within `all`.
    public var id: String { orientation == .portrait ? name : "\(name) (landscape)" }

    /// The whole screen, both dimensions in points.
    public var proposal: ProposalState { ProposalState(width: size.width, height: size.height) }

    /// The screen minus its safe area: what SwiftUI proposes to a root view that does not
    /// ignore the safe area.
    public var safeAreaProposal: ProposalState {
        ProposalState(
            width: max(size.width - safeArea.leading - safeArea.trailing, 0),
            height: max(size.height - safeArea.top - safeArea.bottom, 0))
    }

    /// The same device turned a quarter: width and height swapped, insets as Apple gives them
    /// for that orientation.
    public var rotated: DevicePreset {
        let other = Self.all.first { $0.name == name && $0.orientation != orientation }
        return other ?? DevicePreset(
            name: name, orientation: orientation == .portrait ? .landscape : .portrait,
            size: Size(width: size.height, height: size.width), safeArea: EdgeInsets(),
            sizeClasses: UserInterfaceSizeClass.sizeClasses(forScreen: Size(width: size.height, height: size.width)))
    }

    /// Every preset: each device in portrait, then each in landscape.
    public static let all: [DevicePreset] = portraits + landscapes

    /// The preset whose `id` is `id`.
    public static func named(_ id: String) -> DevicePreset? {
        all.first { $0.id == id }
    }

    private static let portraits: [DevicePreset] = [
        DevicePreset(name: "iPhone SE", orientation: .portrait, size: Size(width: 375, height: 667),
                     safeArea: EdgeInsets(top: 20), sizeClasses: (.compact, .regular)),
        DevicePreset(name: "iPhone 15", orientation: .portrait, size: Size(width: 393, height: 852),
                     safeArea: EdgeInsets(top: 59, bottom: 34), sizeClasses: (.compact, .regular)),
        DevicePreset(name: "iPhone 15 Pro Max", orientation: .portrait, size: Size(width: 430, height: 932),
                     safeArea: EdgeInsets(top: 59, bottom: 34), sizeClasses: (.compact, .regular)),
        DevicePreset(name: "iPad (10th generation)", orientation: .portrait, size: Size(width: 820, height: 1180),
                     safeArea: EdgeInsets(top: 24, bottom: 20), sizeClasses: (.regular, .regular)),
    ]

    private static let landscapes: [DevicePreset] = [
        // Without a sensor housing the status bar hides in landscape: no insets.
        DevicePreset(name: "iPhone SE", orientation: .landscape, size: Size(width: 667, height: 375),
                     safeArea: EdgeInsets(), sizeClasses: (.compact, .compact)),
        DevicePreset(name: "iPhone 15", orientation: .landscape, size: Size(width: 852, height: 393),
                     safeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), sizeClasses: (.compact, .compact)),
        DevicePreset(name: "iPhone 15 Pro Max", orientation: .landscape, size: Size(width: 932, height: 430),
                     safeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), sizeClasses: (.regular, .compact)),
        DevicePreset(name: "iPad (10th generation)", orientation: .landscape, size: Size(width: 1180, height: 820),
                     safeArea: EdgeInsets(top: 24, bottom: 20), sizeClasses: (.regular, .regular)),
    ]
}
