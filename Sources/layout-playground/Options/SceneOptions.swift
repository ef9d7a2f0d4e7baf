import ArgumentParser
import LayoutEngine
import Rendering

/// The options every command that lays out a scene shares.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The SwiftUI scene file (.swift).")
    var scene: String

    @Option(help: "The size proposed to the root: WxH with numbers, 'nil' or 'inf'.")
    var proposal = ProposalArgument(ProposedViewSize(width: 393, height: 852))

    @Option(name: .customLong("dynamic-type"), help: "The Dynamic Type size (xSmall ... accessibility5; render also takes 'all').")
    var dynamicType: DynamicTypeArgument = .size(.large)

    @Option(name: .customLong("layout-direction"), help: "leftToRight or rightToLeft.")
    var layoutDirection: LayoutDirection = .leftToRight

    @Flag(name: .customLong("fixed-advance-text"), help: .hidden)
    var fixedAdvanceText = false

    /// The Dynamic Type size, for commands that lay out one scene (`all` is refused).
    var singleDynamicTypeSize: DynamicTypeSize {
        get throws {
            guard case .size(let size) = dynamicType else {
                throw ValidationError("--dynamic-type all is only for render")
            }
            return size
        }
    }

    /// The root environment for `dynamicTypeSize`.
    func environment(_ dynamicTypeSize: DynamicTypeSize) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = dynamicTypeSize
        environment.layoutDirection = layoutDirection
        return environment
    }

    /// Pango in Inter, or with `--fixed-advance-text` the deterministic measurer the tests use.
    func makeTextMeasurer() -> TextMeasuring {
        fixedAdvanceText ? FixedAdvanceTextMeasurer() : PangoTextMeasurer()
    }
}

/// `--dynamic-type`: one size, or `all` for render's sheet of the twelve sizes.
enum DynamicTypeArgument: ExpressibleByArgument {
    case size(DynamicTypeSize)
    case all

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if let size = DynamicTypeSize(name: argument) {
            self = .size(size)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { DynamicTypeSize.allCases.map(\.name) + ["all"] }
    var defaultValueDescription: String { "large" }
}
