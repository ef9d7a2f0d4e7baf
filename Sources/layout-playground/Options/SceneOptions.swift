import ArgumentParser
import LayoutEngine
import PlaygroundModel
import Rendering
import struct SceneSource.ScenePreview

/// The options every command that lays out a scene shares.
struct SceneOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "The SwiftUI scene: a .swift file, several (views and the models they read), or a folder of them.",
        valueName: "scene"))
    var scenes: [String]

    @Option(help: ArgumentHelp("The preview to lay out: its name or its number (1 is the first).", valueName: "name"))
    var preview: String?

    @Option(help: ArgumentHelp(
        "A View type the scene declares, shown instead of a preview (made with sample arguments where it takes any): its name, Outer.Name, or FILE:Name.",
        valueName: "name"))
    var view: String?

    // `.unconditional`: `--proposal -5x10` is read as a value and refused for being negative,
    // not taken for an unknown option.
    @Option(name: .customLong("proposal"), parsing: .unconditional, help: ArgumentHelp(
        "The size proposed to the root: WxH with numbers, 'nil' or 'inf'.", valueName: "WxH"))
    var proposalArgument: ProposalArgument?

    @Option(help: ArgumentHelp(
        "A device's screen instead of --proposal: its size, and its safe area honoured ('iPhone 15', 'iPhone SE (landscape)'; see --help).",
        valueName: "name"), completion: .devices)
    var device: String?

    @Option(name: .customLong("safe-area"), parsing: .unconditional, help: ArgumentHelp(
        "Safe-area insets of the proposed screen in points: top,leading,bottom,trailing (59,0,34,0 on an iPhone 15).",
        valueName: "t,l,b,r"))
    var safeArea: SafeAreaArgument?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp(
        "The Dynamic Type size (xSmall ... accessibility5; default large); render takes 'all' or a list (large,accessibility1), export a list.",
        valueName: "size"))
    var dynamicTypeArgument: DynamicTypeArgument?

    /// `--dynamic-type`, large when not given.
    var dynamicType: DynamicTypeArgument { dynamicTypeArgument ?? .size(.large) }

    @Option(name: .customLong("layout-direction"), help: "leftToRight or rightToLeft.")
    var layoutDirection: LayoutDirection = .leftToRight

    @Flag(help: ArgumentHelp(
        "What the scene uses but does not declare (its app's models, views, colours, modifiers) is an error, not a stand-in."))
    var strict = false

    @Flag(name: .customLong("fixed-advance-text"), help: .hidden)
    var fixedAdvanceText = false

    @Option(help: ArgumentHelp(
        "The font family text is measured and drawn in (default: SF Pro where it is installed, else Inter standing in).",
        valueName: "family"))
    var font: String?

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("name the scene: a .swift file or a folder") }
        if preview != nil, view != nil { throw ValidationError("--preview and --view each choose the root; give one") }
        try FontChoice.check(font)
        if let problem = proposalArgument?.problem { throw ValidationError(problem) }
        _ = try screen(for: nil)
    }

    /// The scene read, built for the one Dynamic Type size given and laid out on the screen:
    /// what `layout` and `explain` print from.
    func layOutScene(tracing: Bool) throws -> (result: LayoutResult, scene: LoadedScene) {
        let scene = try SceneFile.load(scenes, preview: preview, view: view, strict: strict)
        let tree = try scene.makeTree(environment: try environment(try singleDynamicTypeSize), textMeasurer: makeTextMeasurer())
        let screen = try self.screen(for: scene.preview)
        let result = scene.session.layout(tree, proposal: screen.proposal, safeAreaInsets: screen.safeAreaInsets, tracing: tracing)
        // Custom shapes' path(in:) runs only when drawn: run once, so that its errors are printed.
        scene.session.checkDrawing(result)
        return (result, scene)
    }

    /// The screen the scene is laid out on: `--device`'s, or `--proposal` with `--safe-area`
    /// (none by default); without either, what the preview asks for (`ScenePreview.proposal`),
    /// else the default screen, 393x852.
    func screen(for preview: ScenePreview?) throws -> (proposal: ProposedViewSize, safeAreaInsets: EdgeInsets) {
        if let device {
            guard proposalArgument == nil, safeArea == nil else {
                throw ValidationError("--device sets the proposal and the safe area; leave out --proposal and --safe-area")
            }
            let preset = try DevicePreset.named(argument: device)
            return (ProposedViewSize(preset.size), preset.safeArea)
        }
        let insets = safeArea?.insets ?? EdgeInsets()
        let proposal = proposalArgument?.proposal ?? preview?.proposal ?? ProposedViewSize(ScenePreview.defaultScreen)
        try Self.check(insets, fitIn: proposal)
        return (proposal, insets)
    }

    /// Safe-area insets must leave the screen some room: top and bottom within its height,
    /// leading and trailing within its width (a screen of nil x nil takes any).
    static func check(_ insets: EdgeInsets, fitIn proposal: ProposedViewSize) throws {
        if let height = proposal.height, insets.top + insets.bottom > height {
            throw ValidationError(
                "--safe-area's top and bottom (\(formatPoints(insets.top + insets.bottom)) points) are more than the proposal's height, \(formatPoints(height))")
        }
        if let width = proposal.width, insets.leading + insets.trailing > width {
            throw ValidationError(
                "--safe-area's leading and trailing (\(formatPoints(insets.leading + insets.trailing)) points) are more than the proposal's width, \(formatPoints(width))")
        }
    }

    /// The Dynamic Type size, for commands that lay out one scene (`all` is refused).
    var singleDynamicTypeSize: DynamicTypeSize {
        get throws {
            guard case .size(let size) = dynamicType else {
                throw ValidationError("--dynamic-type takes one size here; 'all' and lists are for render and export")
            }
            return size
        }
    }

    /// The root environment for `dynamicTypeSize` on the screen: `--device`'s (its size
    /// classes as the device gives them), or `--proposal`'s size taken as the screen
    /// (`EnvironmentValues.setScreen(proposed:)`), else the default 393x852.
    func environment(_ dynamicTypeSize: DynamicTypeSize) throws -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = dynamicTypeSize
        environment.layoutDirection = layoutDirection
        if let device {
            try DevicePreset.named(argument: device).applyScreen(to: &environment)
        } else if let proposal = proposalArgument?.proposal {
            environment.setScreen(proposed: proposal)
        }
        return environment
    }

    /// Pango in SF Pro where installed (or `--font`'s family), else Inter; with
    /// `--fixed-advance-text` the deterministic measurer the tests use.
    func makeTextMeasurer() -> TextMeasuring {
        if fixedAdvanceText { return FixedAdvanceTextMeasurer() }
        FontChoice.apply(font)
        return PangoTextMeasurer()
    }
}

/// `--dynamic-type`: one size, or `all` for render's sheet of the twelve sizes.
enum DynamicTypeArgument: ExpressibleByArgument {
    case size(DynamicTypeSize)
    case all
    /// `large,accessibility1`: several sizes, in the order given.
    case list([DynamicTypeSize])

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if let size = DynamicTypeSize(name: argument) {
            self = .size(size)
        } else {
            let sizes = argument.split(separator: ",").map { DynamicTypeSize(name: $0.trimmingCharacters(in: .whitespaces)) }
            guard sizes.count > 1, sizes.allSatisfy({ $0 != nil }) else { return nil }
            self = .list(sizes.map { $0! })
        }
    }

    /// The sizes named.
    var sizes: [DynamicTypeSize] {
        switch self {
        case .size(let size): return [size]
        case .all: return DynamicTypeSize.allCases
        case .list(let sizes): return sizes
        }
    }

    static var allValueStrings: [String] { DynamicTypeSize.allCases.map(\.name) + ["all"] }
    var defaultValueDescription: String { "large" }
}

/// `--safe-area 59,0,34,0`: insets in points, top, leading, bottom, trailing.
struct SafeAreaArgument: ExpressibleByArgument {
    var insets: EdgeInsets

    init?(argument: String) {
        let numbers = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.count == 4, numbers.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else { return nil }
        insets = EdgeInsets(top: numbers[0]!, leading: numbers[1]!, bottom: numbers[2]!, trailing: numbers[3]!)
    }
}

extension CompletionKind {
    /// What `--device` takes, for the shells' completion scripts: every preset's name, asked of
    /// the program when Tab is pressed. Not `.list`: fish's script would split the names at
    /// their spaces and run `(10th generation)` as a command substitution.
    static var devices: CompletionKind { .custom { _, _, _ in DevicePreset.all.map(\.id) } }
}

extension DevicePreset {
    /// The preset a `--device` argument names, matched without regard to case.
    static func named(argument name: String) throws -> DevicePreset {
        guard let preset = all.first(where: { $0.id.lowercased() == name.lowercased() }) else {
            let names = all.map { "'\($0.id)'" }.joined(separator: ", ")
            throw ValidationError("unknown device '\(name)'; choose from \(names)")
        }
        return preset
    }
}

/// `--font` and the installed fonts: which families measure the scene's text.
enum FontChoice {
    /// A `--font` family that Fontconfig does not list is refused, with what is installed.
    static func check(_ family: String?) throws {
        guard let family else { return }
        let names = FontFamilies.availableFamilies()
        guard names.contains(where: { $0.lowercased() == family.lowercased() }) else {
            let some = names.sorted().prefix(12).map { "'\($0)'" }.joined(separator: ", ")
            throw ValidationError("no font family '\(family)' is installed; installed families include \(some)")
        }
    }

    /// Sets the families every measurer made from now on uses (`PangoTextMeasurer.defaultFamilies`).
    static func apply(_ family: String?) {
        PangoTextMeasurer.defaultFamilies = FontFamilies.installed(preferring: family)
    }
}
