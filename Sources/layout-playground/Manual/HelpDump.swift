import Foundation

/// The argument parser's own description of the command, as `--experimental-dump-help` prints
/// it (swift-argument-parser's `ToolInfoV0`, which is not a library product): the fields the
/// manual pages are written from, so that they say what `--help` says.
struct HelpDump: Decodable {
    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var shouldDisplay: Bool?
        var defaultSubcommand: String?
        var subcommands: [Command]?
        var arguments: [Argument]?

        /// The subcommands a reader is shown: not hidden ones, and not the parser's `help`.
        var shownSubcommands: [Command] {
            (subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
        }
    }

    struct Argument: Decodable {
        struct Name: Decodable {
            /// `long`, `short` or `longWithSingleDash`.
            var kind: String
            var name: String

            var spelled: String { kind == "long" ? "--" + name : "-" + name }
        }

        /// `positional`, `option` or `flag`.
        var kind: String
        var names: [Name]?
        var valueName: String?
        var isOptional: Bool
        var isRepeating: Bool
        var shouldDisplay: Bool
        var abstract: String?
        var discussion: String?
        var defaultValue: String?
        var allValues: [String]?
    }

    var command: Command

    /// The description of `LayoutPlayground` and its subcommands, from the parser in this
    /// process (what `layout-playground --experimental-dump-help` prints).
    static func current() throws -> HelpDump {
        try JSONDecoder().decode(HelpDump.self, from: Data(LayoutPlayground._dumpHelp().utf8))
    }
}
