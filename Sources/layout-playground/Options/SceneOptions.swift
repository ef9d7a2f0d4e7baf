import ArgumentParser
import LayoutEngine

/// The options every command that lays out a scene shares.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The SwiftUI scene file (.swift).")
    var scene: String

    @Option(help: "The size proposed to the root: WxH with numbers, 'nil' or 'inf'.")
    var proposal = ProposalArgument(ProposedViewSize(width: 393, height: 852))

    @Option(name: .customLong("dynamic-type"), help: "The Dynamic Type size (xSmall ... accessibility5).")
    var dynamicType: DynamicTypeSize = .large

    @Option(name: .customLong("layout-direction"), help: "leftToRight or rightToLeft.")
    var layoutDirection: LayoutDirection = .leftToRight

    /// The root environment these options describe.
    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = dynamicType
        environment.layoutDirection = layoutDirection
        return environment
    }
}
