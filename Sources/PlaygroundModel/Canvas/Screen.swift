import LayoutEngine

/// What the scene is shown on: the size proposed to its root, the safe area, and the device
/// preset it is, if it is one. The document owns it (`PlaygroundDocument.screen`), so that a
/// preset, a typed size and a drag each change it as one undo step, and the preset's name is
/// never shown for a screen that is no longer that device.
public struct Screen: Hashable, Sendable {
    public var proposal: ProposalState
    public var safeArea: EdgeInsets
    /// The device preset's `id`; nil for a custom size.
    public var preset: String?

    public init(proposal: ProposalState, safeArea: EdgeInsets = EdgeInsets(), preset: String? = nil) {
        self.proposal = proposal
        self.safeArea = safeArea
        self.preset = preset
    }

    /// A device's whole screen, with its safe area.
    public init(_ preset: DevicePreset) {
        self.init(proposal: preset.proposal, safeArea: preset.safeArea, preset: preset.id)
    }

    /// The environment of an app on this screen: the device preset's screen and size classes,
    /// or for a custom size the proposal as the screen (`EnvironmentValues.setScreen(proposed:)`).
    public func applyScreen(to environment: inout EnvironmentValues) {
        if let preset = preset.flatMap(DevicePreset.named) {
            preset.applyScreen(to: &environment)
        } else {
            environment.setScreen(proposed: proposal.proposal)
        }
    }

    /// The commands' default: 393 x 852, a custom size (no safe area).
    public static let standard = Screen(proposal: .standard)

    /// This screen proposed `proposal`: the same screen when the size is unchanged; otherwise a
    /// custom size, a plain window without a safe area (a device resized is no longer that
    /// device, and its bars could leave no room at all: 59 + 34 points on a 70-point screen).
    public func resized(to proposal: ProposalState) -> Screen {
        proposal == self.proposal ? self : Screen(proposal: proposal)
    }
}
